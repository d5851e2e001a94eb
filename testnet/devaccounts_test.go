package testnet

import "testing"

// The addresses anvil prints for the standard mnemonic: tooling people already use must find
// the same accounts here.
func TestDevAccountsMatchAnvil(t *testing.T) {
	want := []string{
		"0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
		"0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
		"0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC",
		"0x90F79bf6EB2c4f870365E785982E1f101E93b906",
		"0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65",
		"0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc",
		"0x976EA74026E726554dB657fA54763abd0C3a0aa9",
		"0x14dC79964da2C08b23698B3D3cc7Ca32193d9955",
		"0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f",
		"0xa0Ee7A142d267C1f36714E4a8F75612F20a79720",
	}
	got := DevAccounts()
	if len(got) != len(want) {
		t.Fatalf("%d dev accounts, want %d", len(got), len(want))
	}
	for i, a := range got {
		if a.Address.Hex() != want[i] {
			t.Errorf("dev account %d = %s, want %s", i, a.Address.Hex(), want[i])
		}
	}
}
