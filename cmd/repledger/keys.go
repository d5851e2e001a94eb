package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"regexp"
	"strings"

	"github.com/ethereum/go-ethereum/accounts/keystore"
	"github.com/urfave/cli/v2"
	"golang.org/x/term"
)

// Keys come only from encrypted keystore files and passwords from a file or a terminal prompt:
// never from a flag's value, never printed, never logged.

// reRawKey matches a file holding a bare private key (what `account import` takes).
var reRawKey = regexp.MustCompile(`^(0x)?[0-9a-fA-F]{64}$`)

// isKeystoreJSON reports whether raw looks like an encrypted keystore (geth's v3 format, as
// cast wallet writes it too): a JSON object with an address and a crypto section.
func isKeystoreJSON(raw []byte) bool {
	var k map[string]json.RawMessage
	if json.Unmarshal(raw, &k) != nil {
		return false
	}
	_, lower := k["crypto"]
	_, upper := k["Crypto"]
	_, addr := k["address"]
	return addr && (lower || upper)
}

// loadKey decrypts a key from an encrypted keystore file with the password in a file.
func loadKey(keystorePath, passwordPath string) (*keystore.Key, error) {
	keyJSON, err := os.ReadFile(keystorePath)
	if err != nil {
		return nil, fmt.Errorf("--keystore: %w", err)
	}
	if !isKeystoreJSON(keyJSON) {
		if reRawKey.Match([]byte(strings.TrimSpace(string(keyJSON)))) {
			return nil, fmt.Errorf("--keystore %s holds a bare private key, not an encrypted keystore: "+
				"encrypt it with 'repledger account import %s' and give the file that writes", keystorePath, keystorePath)
		}
		return nil, fmt.Errorf("--keystore %s is not an encrypted keystore: want the JSON file that "+
			"'repledger account new', geth or cast wallet write", keystorePath)
	}
	password, err := readPasswordFile(passwordPath)
	if err != nil {
		return nil, err
	}
	key, err := keystore.DecryptKey(keyJSON, password)
	switch {
	case errors.Is(err, keystore.ErrDecrypt):
		return nil, fmt.Errorf("--keystore %s: the password in --password-file %s does not decrypt it (a wrong password, or the wrong file)",
			keystorePath, passwordPath)
	case err != nil:
		return nil, fmt.Errorf("--keystore %s: cannot decrypt: %w", keystorePath, err)
	}
	return key, nil
}

// readPasswordFile reads a password: the file's first line, without its line ending.
func readPasswordFile(path string) (string, error) {
	if path == "" {
		return "", usagef("--password-file: required: the file holding the keystore's password")
	}
	raw, err := os.ReadFile(path)
	if err != nil {
		return "", fmt.Errorf("--password-file: %w", err)
	}
	line, _, _ := strings.Cut(string(raw), "\n")
	return strings.TrimRight(line, "\r"), nil
}

// newPassword reads the password for a new keystore: from --password-file when given, else
// from a terminal prompt, typed twice. Without either it refuses (no terminal to prompt on).
func newPassword(c *cli.Context) (string, error) {
	var pw string
	if path := passwordFileFlag.Get(c); path != "" {
		var err error
		if pw, err = readPasswordFile(path); err != nil {
			return "", err
		}
	} else {
		var err error
		if pw, err = promptPassword(c.App.Reader, c.App.ErrWriter, true); err != nil {
			return "", err
		}
	}
	if pw == "" {
		return "", fmt.Errorf("the password is empty: a keystore needs one (the file's first line, or what is typed at the prompt)")
	}
	return pw, nil
}

// promptPassword asks on the terminal without echo; confirm asks twice.
func promptPassword(in io.Reader, out io.Writer, confirm bool) (string, error) {
	f, ok := in.(*os.File)
	if !ok || !term.IsTerminal(int(f.Fd())) {
		return "", usagef("--password-file FILE is needed: standard input is not a terminal to ask for the password on")
	}
	ask := func(prompt string) (string, error) {
		fmt.Fprint(out, prompt)
		pw, err := term.ReadPassword(int(f.Fd()))
		fmt.Fprintln(out)
		if err != nil {
			return "", fmt.Errorf("read the password: %w", err)
		}
		return string(pw), nil
	}
	pw, err := ask("Password for the new keystore: ")
	if err != nil || !confirm {
		return pw, err
	}
	again, err := ask("Repeat it: ")
	if err != nil {
		return "", err
	}
	if again != pw {
		return "", errors.New("the two passwords differ: nothing was written")
	}
	return pw, nil
}
