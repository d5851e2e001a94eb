package main

import (
	"crypto/ecdsa"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/accounts/keystore"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/google/uuid"
	"github.com/urfave/cli/v2"

	"github.com/repledger/repledger/internal/atomicfile"
)

func accountCommand() *cli.Command {
	return &cli.Command{
		Name:  "account",
		Usage: "make, import and list encrypted keystores (geth's scrypt format, as cast wallet reads it)",
		Description: "deploy and settler run sign with a key from an encrypted keystore file and its password " +
			"file (--keystore FILE --password-file FILE). These commands make such files: the password comes " +
			"from --password-file or a terminal prompt, never from a flag's value, and no key is ever printed.",
		Subcommands: []*cli.Command{
			{
				Name:  "new",
				Usage: "make a new account and write it as an encrypted keystore file; prints its address and file",
				Flags: []cli.Flag{fresh(&keystoreDirFlag), fresh(&passwordFileFlag), fresh(&lightKDFFlag), fresh(&jsonFlag)},
				Action: func(c *cli.Context) error {
					if err := noArgs(c); err != nil {
						return err
					}
					return accountNew(c)
				},
			},
			{
				Name:      "import",
				Usage:     "encrypt a bare private key from a file into a keystore file",
				ArgsUsage: "KEYFILE",
				Description: "KEYFILE holds the key as 64 hex digits (0x optional), as 'cast wallet new' or an " +
					"exported dev key prints it. The key is read from the file, never from an argument; delete " +
					"the bare file once the keystore is written and backed up.",
				Flags: []cli.Flag{fresh(&keystoreDirFlag), fresh(&passwordFileFlag), fresh(&lightKDFFlag), fresh(&jsonFlag)},
				Action: func(c *cli.Context) error {
					switch {
					case c.NArg() == 0:
						return usagef("account import: give the KEYFILE holding the bare private key (see '%s --help')", c.Command.HelpName)
					case c.NArg() > 1:
						return extraArgs(c, 1)
					}
					return accountImport(c, c.Args().First())
				},
			},
			{
				Name:  "list",
				Usage: "list the accounts in the keystore folder: address and file",
				Flags: []cli.Flag{fresh(&keystoreDirFlag), fresh(&jsonFlag)},
				Action: func(c *cli.Context) error {
					if err := noArgs(c); err != nil {
						return err
					}
					return accountList(c)
				},
			},
		},
	}
}

// keystoreAccount is one keystore file in the folder.
type keystoreAccount struct {
	Address string `json:"address"`
	File    string `json:"file"`
}

// keystoreDir is --keystore-dir, or ~/.repledger/keystore.
func keystoreDir(c *cli.Context) (string, error) {
	dir := keystoreDirFlag.Get(c)
	if dir == "" {
		home, err := os.UserHomeDir()
		if err != nil {
			return "", fmt.Errorf("--keystore-dir: no home folder to default to (%w): give the folder", err)
		}
		dir = filepath.Join(home, ".repledger", "keystore")
	}
	abs, err := filepath.Abs(dir)
	if err != nil {
		return "", usagef("--keystore-dir %s: %v", dir, err)
	}
	// Checked before the password is asked for and the key encrypted: the folder, or the one it
	// will be made in, takes files.
	existing := abs
	for {
		if _, err := os.Stat(existing); err == nil || existing == filepath.Dir(existing) {
			break
		}
		existing = filepath.Dir(existing)
	}
	if err := checkFolder("--keystore-dir", dir, existing); err != nil {
		return "", err
	}
	return abs, nil
}

func scryptParams(c *cli.Context) (n, p int) {
	if lightKDFFlag.Get(c) {
		return keystore.LightScryptN, keystore.LightScryptP
	}
	return keystore.StandardScryptN, keystore.StandardScryptP
}

func accountNew(c *cli.Context) error {
	dir, err := keystoreDir(c)
	if err != nil {
		return err
	}
	pw, err := newPassword(c)
	if err != nil {
		return err
	}
	key, err := crypto.GenerateKey()
	if err != nil {
		return fmt.Errorf("generate a key: %w", err)
	}
	return saveKeystore(c, dir, key, pw)
}

func accountImport(c *cli.Context, keyFile string) error {
	dir, err := keystoreDir(c)
	if err != nil {
		return err
	}
	key, err := readRawKey(keyFile)
	if err != nil {
		return err
	}
	accounts, err := listKeystores(dir)
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	addr := crypto.PubkeyToAddress(key.PublicKey)
	for _, a := range accounts {
		if a.Address == addr.Hex() {
			return fmt.Errorf("account %s is already in %s as %s: nothing was written", a.Address, dir, a.File)
		}
	}
	pw, err := newPassword(c)
	if err != nil {
		return err
	}
	return saveKeystore(c, dir, key, pw)
}

// readRawKey reads a bare private key from a file, never echoing what the file holds.
func readRawKey(path string) (*ecdsa.PrivateKey, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("account import: %w", err)
	}
	if isKeystoreJSON(raw) {
		return nil, fmt.Errorf("account import %s: the file is already an encrypted keystore: give it to --keystore as it is", path)
	}
	text := strings.TrimSpace(string(raw))
	if !reRawKey.MatchString(text) {
		return nil, fmt.Errorf("account import %s: want the private key as 64 hex digits (0x optional) and nothing else; "+
			"the file holds %d characters that are not that", path, len(text))
	}
	b, err := hex.DecodeString(strings.TrimPrefix(text, "0x"))
	if err != nil {
		return nil, fmt.Errorf("account import %s: not hex", path)
	}
	key, err := crypto.ToECDSA(b)
	if err != nil {
		return nil, fmt.Errorf("account import %s: not a valid secp256k1 private key (zero, or above the curve order)", path)
	}
	return key, nil
}

// saveKeystore encrypts key and writes it into dir under geth's file name
// (UTC--<time>--<address>), readable by its owner only.
func saveKeystore(c *cli.Context, dir string, key *ecdsa.PrivateKey, password string) error {
	id, err := uuid.NewRandom()
	if err != nil {
		return err
	}
	addr := crypto.PubkeyToAddress(key.PublicKey)
	n, p := scryptParams(c)
	blob, err := keystore.EncryptKey(&keystore.Key{Id: id, Address: addr, PrivateKey: key}, password, n, p)
	if err != nil {
		return fmt.Errorf("encrypt the key: %w", err)
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return fmt.Errorf("--keystore-dir: %w", err)
	}
	now := time.Now().UTC()
	name := fmt.Sprintf("UTC--%s.%09dZ--%s", now.Format("2006-01-02T15-04-05"), now.Nanosecond(), hex.EncodeToString(addr.Bytes()))
	file := filepath.Join(dir, name)
	if err := atomicfile.Write(file, blob, 0o600); err != nil {
		return fmt.Errorf("write the keystore: %w", err)
	}
	if jsonFlag.Get(c) {
		return json.NewEncoder(c.App.Writer).Encode(keystoreAccount{Address: addr.Hex(), File: file})
	}
	fmt.Fprintf(c.App.Writer, "address  %s\nfile     %s\n", addr.Hex(), file)
	fmt.Fprintf(c.App.ErrWriter, "Use it with --keystore %s --password-file FILE. Back up the file and its password: "+
		"nothing can recover either.\n", file)
	return nil
}

// listKeystores reads every keystore file in dir, sorted by file name (oldest first, for
// geth's names); other files are skipped.
func listKeystores(dir string) ([]keystoreAccount, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var out []keystoreAccount
	for _, e := range entries {
		if e.IsDir() || strings.HasPrefix(e.Name(), ".") {
			continue
		}
		path := filepath.Join(dir, e.Name())
		raw, err := os.ReadFile(path)
		if err != nil || !isKeystoreJSON(raw) {
			continue
		}
		var k struct {
			Address string `json:"address"`
		}
		if json.Unmarshal(raw, &k) != nil || !common.IsHexAddress(k.Address) {
			continue
		}
		out = append(out, keystoreAccount{Address: common.HexToAddress(k.Address).Hex(), File: path})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].File < out[j].File })
	return out, nil
}

func accountList(c *cli.Context) error {
	dir, err := keystoreDir(c)
	if err != nil {
		return err
	}
	accounts, err := listKeystores(dir)
	if errors.Is(err, fs.ErrNotExist) {
		accounts, err = nil, nil
	}
	if err != nil {
		return fmt.Errorf("--keystore-dir %s: %w", dir, err)
	}
	if jsonFlag.Get(c) {
		if accounts == nil {
			accounts = []keystoreAccount{}
		}
		return json.NewEncoder(c.App.Writer).Encode(accounts)
	}
	if len(accounts) == 0 {
		fmt.Fprintf(c.App.ErrWriter, "no keystore in %s: 'repledger account new' makes one\n", dir)
		return nil
	}
	for _, a := range accounts {
		fmt.Fprintf(c.App.Writer, "%s  %s\n", a.Address, a.File)
	}
	return nil
}
