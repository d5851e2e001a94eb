package router_test

import (
	"context"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/repledger/repledger/internal/testutil"
	"github.com/repledger/repledger/router"
	"github.com/repledger/repledger/testnet"
)

// CodeAt tells an address holding the ledger from one holding nothing, over the lazy
// connection, and fails within the caller's deadline when the node is not there.
func TestLazyClientCodeAt(t *testing.T) {
	tn, err := testnet.Serve(t.Context(), testnet.ServeConfig{EpochLength: 60})
	if err != nil {
		t.Fatal(err)
	}
	defer tn.Close()
	for _, url := range []string{tn.HTTPURL, tn.WSURL} {
		client, err := router.Dial(url)
		if err != nil {
			t.Fatal(err)
		}
		if code, err := client.CodeAt(t.Context(), tn.Deployment.Ledger, nil); err != nil || len(code) == 0 {
			t.Errorf("%s: ledger code %d bytes, %v", url, len(code), err)
		}
		if code, err := client.CodeAt(t.Context(), common.HexToAddress("0xdead"), nil); err != nil || len(code) != 0 {
			t.Errorf("%s: code at an empty address: %d bytes, %v", url, len(code), err)
		}
		client.Close()
	}
	client, err := router.Dial(testutil.SilentURL(t, "ws"))
	if err != nil {
		t.Fatal(err)
	}
	defer client.Close()
	ctx, cancel := context.WithTimeout(t.Context(), 200*time.Millisecond)
	defer cancel()
	start := time.Now()
	if _, err := client.CodeAt(ctx, tn.Deployment.Ledger, nil); err == nil || time.Since(start) > time.Second {
		t.Fatalf("CodeAt on a silent node: %v after %s", err, time.Since(start))
	}
}
