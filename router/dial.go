package router

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"net/url"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/rpc"
)

// redialAfter is how long a failed dial is remembered: calls meanwhile fail at once instead of
// each waiting out its own dial to a node that is down.
const redialAfter = time.Second

// ErrBadURL is returned by Dial for a URL that is not http(s):// or ws(s)://.
var ErrBadURL = errors.New("node URL must be http://, https://, ws:// or wss://")

// LazyClient is a Client that connects to its node on first use, within the deadline of the call
// that needs it, and again after the connection fails. A router over it made while the node is
// down, refuses connections or hangs on the WebSocket handshake still decides within its
// timeout, from the prior. Safe for concurrent use.
type LazyClient struct {
	url string

	mu      sync.Mutex
	client  *ethclient.Client
	dialing chan struct{} // closed when the dial in progress ends; nil when none
	failed  time.Time     // when the last dial failed
	lastErr error
	closed  bool
}

var _ Client = (*LazyClient)(nil)

// Dial checks rawurl and returns a client for it that connects on first use.
func Dial(rawurl string) (*LazyClient, error) {
	u, err := url.Parse(rawurl)
	if err != nil || u.Host == "" {
		return nil, fmt.Errorf("%w: got %q", ErrBadURL, rawurl)
	}
	switch u.Scheme {
	case "http", "https", "ws", "wss":
	default:
		return nil, fmt.Errorf("%w: got %q", ErrBadURL, rawurl)
	}
	return &LazyClient{url: rawurl}, nil
}

// URL is the node's URL.
func (l *LazyClient) URL() string { return l.url }

// CallContract runs an eth_call, connecting first when needed. A failure that is not the node's
// own answer (a broken or hung connection) drops the connection, so the next call dials again.
func (l *LazyClient) CallContract(ctx context.Context, msg ethereum.CallMsg, blockNumber *big.Int) ([]byte, error) {
	c, err := l.connect(ctx)
	if err != nil {
		return nil, err
	}
	out, err := c.CallContract(ctx, msg, blockNumber)
	var answered rpc.Error
	if err != nil && !errors.As(err, &answered) {
		l.drop(c)
	}
	return out, err
}

// CodeAt reads the code at an address (eth_getCode), connecting first when needed, with the
// same handling of broken connections as CallContract. Callers use it to tell an address that
// holds no contract (the node answers: empty code) from a node that does not answer.
func (l *LazyClient) CodeAt(ctx context.Context, account common.Address, blockNumber *big.Int) ([]byte, error) {
	c, err := l.connect(ctx)
	if err != nil {
		return nil, err
	}
	code, err := c.CodeAt(ctx, account, blockNumber)
	var answered rpc.Error
	if err != nil && !errors.As(err, &answered) {
		l.drop(c)
	}
	return code, err
}

// FilterLogs reads logs (eth_getLogs), connecting first when needed, with the same handling of
// broken connections as CallContract: the independence signals read the ledger's events with it.
func (l *LazyClient) FilterLogs(ctx context.Context, q ethereum.FilterQuery) ([]types.Log, error) {
	c, err := l.connect(ctx)
	if err != nil {
		return nil, err
	}
	logs, err := c.FilterLogs(ctx, q)
	var answered rpc.Error
	if err != nil && !errors.As(err, &answered) {
		l.drop(c)
	}
	return logs, err
}

// BlockNumber reads the head's number, as FilterLogs.
func (l *LazyClient) BlockNumber(ctx context.Context) (uint64, error) {
	c, err := l.connect(ctx)
	if err != nil {
		return 0, err
	}
	n, err := c.BlockNumber(ctx)
	var answered rpc.Error
	if err != nil && !errors.As(err, &answered) {
		l.drop(c)
	}
	return n, err
}

// HeaderByNumber reads a header (nil: the head), as FilterLogs: the trust lens reads the head's
// time for the epoch its evidence decays to.
func (l *LazyClient) HeaderByNumber(ctx context.Context, number *big.Int) (*types.Header, error) {
	c, err := l.connect(ctx)
	if err != nil {
		return nil, err
	}
	h, err := c.HeaderByNumber(ctx, number)
	var answered rpc.Error
	if err != nil && !errors.As(err, &answered) {
		l.drop(c)
	}
	return h, err
}

var (
	_ LogReader  = (*LazyClient)(nil)
	_ LensReader = (*LazyClient)(nil)
)

// Close closes the connection, if any; later calls fail.
func (l *LazyClient) Close() {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.closed = true
	if l.client != nil {
		l.client.Close()
		l.client = nil
	}
}

// connect returns the connection, dialing when there is none: one dial at a time, each bounded
// by the context of the call that waits for it.
func (l *LazyClient) connect(ctx context.Context) (*ethclient.Client, error) {
	for {
		l.mu.Lock()
		switch {
		case l.closed:
			l.mu.Unlock()
			return nil, errors.New("router: client closed")
		case l.client != nil:
			c := l.client
			l.mu.Unlock()
			return c, nil
		case l.dialing != nil:
			wait := l.dialing
			l.mu.Unlock()
			select {
			case <-wait:
				continue
			case <-ctx.Done():
				return nil, fmt.Errorf("connect to %s: %w", l.url, ctx.Err())
			}
		case time.Since(l.failed) < redialAfter:
			err := l.lastErr
			l.mu.Unlock()
			return nil, err
		}
		l.dialing = make(chan struct{})
		l.mu.Unlock()
		return l.dial(ctx)
	}
}

// dial connects under ctx. The dial runs on its own goroutine, so that a dialer slow to notice
// the context (a WebSocket handshake on a silent server) never holds the caller past its deadline.
func (l *LazyClient) dial(ctx context.Context) (*ethclient.Client, error) {
	type result struct {
		c   *ethclient.Client
		err error
	}
	done := make(chan result, 1)
	go func() {
		c, err := ethclient.DialContext(ctx, l.url)
		done <- result{c, err}
	}()
	var r result
	select {
	case r = <-done:
	case <-ctx.Done():
		r.err = ctx.Err()
		go func() { // the late connection, if any, is not wanted
			if late := <-done; late.c != nil {
				late.c.Close()
			}
		}()
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	close(l.dialing)
	l.dialing = nil
	if r.err != nil {
		l.failed, l.lastErr = time.Now(), fmt.Errorf("connect to %s: %w", l.url, r.err)
		return nil, l.lastErr
	}
	if l.closed {
		r.c.Close()
		return nil, errors.New("router: client closed")
	}
	l.client = r.c
	return r.c, nil
}

// drop forgets c after a failed call (it may already be replaced).
func (l *LazyClient) drop(c *ethclient.Client) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.client == c {
		l.client = nil
		c.Close()
	}
}
