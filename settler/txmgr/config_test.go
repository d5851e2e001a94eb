package txmgr

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

func testKey(t *testing.T) *ecdsa.PrivateKey {
	t.Helper()
	key, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	return key
}

func TestConfigCheck(t *testing.T) {
	key := testKey(t)
	ok := func() Config { return Config{Key: key, MaxFeePerGas: gwei(50)} }
	cases := []struct {
		name   string
		mutate func(*Config)
		want   error
	}{
		{"valid", func(*Config) {}, nil},
		{"no key", func(c *Config) { c.Key = nil }, ErrNoKey},
		{"empty key", func(c *Config) { c.Key = &ecdsa.PrivateKey{} }, ErrNoKey},
		{"no max fee", func(c *Config) { c.MaxFeePerGas = nil }, ErrNoMaxFee},
		{"zero max fee", func(c *Config) { c.MaxFeePerGas = big.NewInt(0) }, ErrNoMaxFee},
		{"negative max fee", func(c *Config) { c.MaxFeePerGas = big.NewInt(-1) }, ErrNoMaxFee},
		{"bump 1", func(c *Config) { c.FeeBumpPercent = 1 }, ErrFeeBumpTooSmall},
		{"bump 9", func(c *Config) { c.FeeBumpPercent = 9 }, ErrFeeBumpTooSmall},
		{"bump 10", func(c *Config) { c.FeeBumpPercent = 10 }, nil},
		{"bump 50", func(c *Config) { c.FeeBumpPercent = 50 }, nil},
		{"zero chain id", func(c *Config) { c.ChainID = big.NewInt(0) }, ErrBadChainID},
		{"negative resubmit", func(c *Config) { c.ResubmitAfter = -time.Second }, ErrBadDuration},
		{"negative poll", func(c *Config) { c.PollInterval = -time.Second }, ErrBadDuration},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			cfg := ok()
			tc.mutate(&cfg)
			err := cfg.Check()
			if !errors.Is(err, tc.want) || (tc.want == nil) != (err == nil) {
				t.Fatalf("Check() = %v, want %v", err, tc.want)
			}
		})
	}
}

func TestConfigCheckFillsDefaults(t *testing.T) {
	cfg := Config{Key: testKey(t), MaxFeePerGas: gwei(50)}
	if err := cfg.Check(); err != nil {
		t.Fatal(err)
	}
	if cfg.ResubmitAfter != 10*time.Second || cfg.FeeBumpPercent != 10 || cfg.PollInterval != 250*time.Millisecond || cfg.GasLimitBuffer != 20 {
		t.Fatalf("defaults not filled: %v", cfg)
	}
	custom := Config{Key: testKey(t), MaxFeePerGas: gwei(50), ResubmitAfter: time.Minute, FeeBumpPercent: 25, PollInterval: time.Second, GasLimitBuffer: 5}
	if err := custom.Check(); err != nil {
		t.Fatal(err)
	}
	if custom.ResubmitAfter != time.Minute || custom.FeeBumpPercent != 25 || custom.PollInterval != time.Second || custom.GasLimitBuffer != 5 {
		t.Fatalf("explicit values changed: %v", custom)
	}
}

// The key appears in no rendering of a Config and in no configuration error.
func TestConfigNeverShowsKey(t *testing.T) {
	key := testKey(t)
	secrets := []string{
		common.Bytes2Hex(crypto.FromECDSA(key)),
		key.D.String(),
		key.D.Text(16),
	}
	cfg := Config{Key: key, MaxFeePerGas: gwei(1), FeeBumpPercent: 3}
	shown := []string{
		fmt.Sprint(cfg), fmt.Sprintf("%v", cfg), fmt.Sprintf("%+v", cfg), fmt.Sprintf("%#v", cfg),
		fmt.Sprintf("%v", &cfg), fmt.Sprintf("%+v", &cfg), cfg.String(),
	}
	if err := cfg.Check(); err != nil {
		shown = append(shown, err.Error())
	}
	_, err := New(context.Background(), stubChainID{id: big.NewInt(7)}, Config{Key: key, MaxFeePerGas: gwei(1), ChainID: big.NewInt(1)})
	if !errors.Is(err, ErrChainIDMismatch) {
		t.Fatalf("New = %v, want ErrChainIDMismatch", err)
	}
	shown = append(shown, err.Error())
	for _, s := range shown {
		if !strings.Contains(s, "MaxFeePerGas") && !strings.Contains(s, "txmgr:") {
			t.Errorf("unexpected rendering %q", s)
		}
		for _, secret := range secrets {
			if strings.Contains(strings.ToLower(s), strings.ToLower(secret)) {
				t.Fatalf("key material in %q", s)
			}
		}
	}
}

// stubChainID is a Client that only knows its chain id; New calls nothing else.
type stubChainID struct {
	Client
	id *big.Int
}

func (s stubChainID) ChainID(context.Context) (*big.Int, error) { return s.id, nil }

func TestNewChainID(t *testing.T) {
	c := newChain(t)
	m := newManager(t, c.client, testConfig(c))
	if m.cfg.ChainID.Int64() != 1337 {
		t.Fatalf("chain id %v, want the node's 1337", m.cfg.ChainID)
	}
	if m.From() != c.addr {
		t.Fatalf("From %s, want %s", m.From(), c.addr)
	}
	cfg := testConfig(c)
	cfg.ChainID = big.NewInt(1337)
	newManager(t, c.client, cfg)
	cfg.ChainID = big.NewInt(1)
	if _, err := New(ctxT(t), c.client, cfg); !errors.Is(err, ErrChainIDMismatch) {
		t.Fatalf("New = %v, want ErrChainIDMismatch", err)
	}
	if _, err := New(ctxT(t), c.client, Config{MaxFeePerGas: gwei(1)}); !errors.Is(err, ErrNoKey) {
		t.Fatalf("New = %v, want ErrNoKey", err)
	}
}
