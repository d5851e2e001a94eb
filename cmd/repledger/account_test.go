package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/keystore"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/repledger/repledger/testnet"
)

// account new writes a keystore geth can decrypt with the password from the file, list shows
// it, and loadKey (deploy's and the settler's way in) reads it back.
func TestAccountNewListAndLoad(t *testing.T) {
	dir := t.TempDir()
	ks := filepath.Join(dir, "keys")
	pwFile := filepath.Join(dir, "pw")
	if err := os.WriteFile(pwFile, []byte("correct horse\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	out, err := runCLI(t, "account", "new", "--keystore-dir", ks, "--password-file", pwFile, "--light-kdf", "--json")
	if err != nil {
		t.Fatal(err)
	}
	var made keystoreAccount
	if err := json.Unmarshal([]byte(out), &made); err != nil {
		t.Fatalf("%q: %v", out, err)
	}
	info, err := os.Stat(made.File)
	if err != nil || info.Mode().Perm() != 0o600 || filepath.Dir(made.File) != ks ||
		!strings.HasPrefix(filepath.Base(made.File), "UTC--") || !strings.HasSuffix(made.File, strings.ToLower(made.Address[2:])) {
		t.Fatalf("keystore file %s: %v %v", made.File, info, err)
	}
	raw, _ := os.ReadFile(made.File)
	key, err := keystore.DecryptKey(raw, "correct horse")
	if err != nil || key.Address.Hex() != made.Address {
		t.Fatalf("geth's DecryptKey: %v, address %v, want %s", err, key, made.Address)
	}
	if loaded, err := loadKey(made.File, pwFile); err != nil || loaded.Address != key.Address {
		t.Fatalf("loadKey: %v", err)
	}
	out, err = runCLI(t, "account", "list", "--keystore-dir", ks)
	if err != nil || !strings.Contains(out, made.Address) || !strings.Contains(out, made.File) {
		t.Fatalf("account list: %v\n%s", err, out)
	}
	if strings.Contains(out, hexutil.Encode(crypto.FromECDSA(key.PrivateKey))[2:]) {
		t.Fatal("account list printed the key")
	}
	out, err = runCLI(t, "account", "list", "--keystore-dir", filepath.Join(dir, "none"), "--json")
	if err != nil || strings.TrimSpace(out) != "[]" {
		t.Fatalf("account list of a missing folder: %v %q", err, out)
	}
}

// account import encrypts a bare key from a file (never an argument), refuses a second import of
// the same account and files that are not a key, and never prints what the file holds.
func TestAccountImport(t *testing.T) {
	dir := t.TempDir()
	ks := filepath.Join(dir, "keys")
	pwFile := filepath.Join(dir, "pw")
	if err := os.WriteFile(pwFile, []byte("pw\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	dev := testnet.DevAccounts()[4]
	keyHex := hexutil.Encode(crypto.FromECDSA(dev.Key))
	keyFile := filepath.Join(dir, "dev4.key")
	if err := os.WriteFile(keyFile, []byte(keyHex+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	importArgs := []string{"account", "import", "--keystore-dir", ks, "--password-file", pwFile, "--light-kdf"}
	out, err := runCLI(t, append(importArgs, keyFile)...)
	if err != nil || !strings.Contains(out, dev.Address.Hex()) || strings.Contains(out, keyHex[2:]) {
		t.Fatalf("import: %v\n%s", err, out)
	}
	code, _, msg := runCode(t, append(importArgs, keyFile)...)
	if code != 1 || !strings.Contains(msg, "already in") {
		t.Errorf("a second import: exit %d, %s", code, msg)
	}
	notKey := filepath.Join(dir, "notes.txt")
	secret := "my mnemonic words are not a key"
	if err := os.WriteFile(notKey, []byte(secret), 0o600); err != nil {
		t.Fatal(err)
	}
	code, _, msg = runCode(t, append(importArgs, notKey)...)
	if code != 1 || !strings.Contains(msg, "64 hex digits") || strings.Contains(msg, secret) {
		t.Errorf("import of a file that is not a key: exit %d, %s", code, msg)
	}
	// A key typed as an argument is refused as a file that does not exist, not imported.
	code, _, msg = runCode(t, append(importArgs, keyHex)...)
	if code != 1 || strings.Contains(msg, "address") {
		t.Errorf("a key as an argument: exit %d, %s", code, msg)
	}
}

// Without --password-file and with no terminal to prompt on, new refuses with the fix; an
// empty password is refused.
func TestAccountNewNeedsAPassword(t *testing.T) {
	dir := t.TempDir()
	app := newApp()
	var out, errs bytes.Buffer
	app.Writer, app.ErrWriter, app.Reader = &out, &errs, strings.NewReader("typed\ntyped\n")
	err := app.Run([]string{"repledger", "account", "new", "--keystore-dir", dir, "--light-kdf"})
	if err == nil || !isUsage(err) || !strings.Contains(err.Error(), "--password-file FILE is needed") {
		t.Fatalf("account new without a terminal: %v", err)
	}
	empty := filepath.Join(dir, "empty")
	if err := os.WriteFile(empty, []byte("\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := runCLI(t, "account", "new", "--keystore-dir", dir, "--password-file", empty, "--light-kdf"); err == nil ||
		!strings.Contains(err.Error(), "empty") {
		t.Fatalf("an empty password: %v", err)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Fatalf("a refused account new wrote files: %v", entries)
	}
}

// A file that is not a keystore is named as such, with the fix; a bare key given as a keystore
// points at account import; a wrong password says so.
func TestLoadKeyNamesTheProblem(t *testing.T) {
	dir := t.TempDir()
	keyFile, pwFile := writeKeystore(t, dir)
	wrong := filepath.Join(dir, "wrong")
	bare := filepath.Join(dir, "bare.key")
	html := filepath.Join(dir, "page.html")
	for path, body := range map[string]string{wrong: "battery staple\n", html: "<html>hello</html>",
		bare: hexutil.Encode(crypto.FromECDSA(testnet.DevAccounts()[0].Key))} {
		if err := os.WriteFile(path, []byte(body), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	for _, tc := range []struct {
		keystore, password string
		want               []string
	}{
		{html, pwFile, []string{"is not an encrypted keystore", "account new"}},
		{bare, pwFile, []string{"bare private key", "repledger account import " + bare}},
		{keyFile, wrong, []string{"does not decrypt it", wrong}},
	} {
		_, err := loadKey(tc.keystore, tc.password)
		for _, w := range tc.want {
			if err == nil || !strings.Contains(err.Error(), w) {
				t.Errorf("loadKey(%s, %s) = %v, want it to say %q", tc.keystore, tc.password, err, w)
			}
		}
		if err != nil && strings.Contains(err.Error(), "ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80") {
			t.Fatalf("loadKey printed the key: %v", err)
		}
	}
}
