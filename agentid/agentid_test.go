package agentid

import (
	"errors"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
)

func TestParseKeepsTheFormGiven(t *testing.T) {
	const addr = "0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65"
	asInt := new(big.Int).SetBytes(common.HexToAddress(addr).Bytes()).String()
	for _, tc := range []struct{ in, want string }{
		{addr, addr},
		{"0x15d34aaf54267db7d7c367839aaf71a00a2c6a65", addr}, // lower case comes back checksummed
		{"42", "42"},
		{"0", "0"},
		// The same integer as the address above, given in decimal, stays decimal.
		{asInt, asInt},
	} {
		a, err := Parse(tc.in)
		if err != nil || a.String() != tc.want {
			t.Errorf("Parse(%q) = %v, %v; want %s", tc.in, a, err, tc.want)
		}
	}
}

func TestParseRefusesWhatItCannotRead(t *testing.T) {
	tooBig := new(big.Int).Lsh(big.NewInt(1), 256).String()
	for _, in := range []string{"0x123", "0x", "-5", "1e5", "0x15d34AAf54267DB7D7c367839AAf71A00a2C6A6Z", "ten", "", " 7", "0b101", tooBig} {
		if a, err := Parse(in); !errors.Is(err, ErrMalformed) {
			t.Errorf("Parse(%q) = %v, %v; want ErrMalformed", in, a, err)
		}
	}
}

func TestFormatAgentAndFromProvider(t *testing.T) {
	provider := common.HexToAddress("0x90F79bf6EB2c4f870365E785982E1f101E93b906")
	id := new(big.Int).SetBytes(provider.Bytes())
	if !FromProvider(id, provider) || FromProvider(big.NewInt(7), provider) || FromProvider(id, common.Address{}) {
		t.Fatal("FromProvider does not tell a provider's address from an ERC-8004 id")
	}
	if got := FormatAgent(id, true); got != provider.Hex() {
		t.Errorf("FormatAgent(address id, true) = %s", got)
	}
	if got := FormatAgent(id, false); got != id.String() {
		t.Errorf("FormatAgent(address id, false) = %s", got)
	}
	wide := new(big.Int).Lsh(big.NewInt(1), 200)
	if got := FormatAgent(wide, true); got != wide.String() {
		t.Errorf("an id wider than 160 bits printed as %s, want decimal", got)
	}
}

func TestLooksLikeAddress(t *testing.T) {
	addr := new(big.Int).SetBytes(common.HexToAddress("0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65").Bytes())
	for id, want := range map[*big.Int]bool{
		addr: true, big.NewInt(42): false, new(big.Int).Lsh(big.NewInt(1), 64): true,
		new(big.Int).Lsh(big.NewInt(1), 160): false, nil: false,
	} {
		if got := LooksLikeAddress(id); got != want {
			t.Errorf("LooksLikeAddress(%v) = %v, want %v", id, got, want)
		}
	}
}
