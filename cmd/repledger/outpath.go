package main

import (
	"fmt"
	"os"
	"path/filepath"
)

// checkOutput checks, before anything is sent, that a file a command will write can be written:
// its folder exists and takes a new file (files are written atomically, through a temporary file
// beside them), and the path is not a folder. It returns the absolute path. A command that writes
// its file only after its transactions must never find this out after spending them.
func checkOutput(flag, path string) (string, error) {
	if path == "" {
		return "", usagef("%s: give a FILE to write", flag)
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		return "", usagef("%s %s: %v", flag, path, err)
	}
	if fi, err := os.Stat(abs); err == nil && fi.IsDir() {
		return "", usagef("%s %s: a folder; give a FILE to write", flag, path)
	}
	if err := checkFolder(flag, path, filepath.Dir(abs)); err != nil {
		return "", err
	}
	return abs, nil
}

// checkFolder checks that dir exists and takes a new file, for the flag given as `given`.
func checkFolder(flag, given, dir string) error {
	fi, err := os.Stat(dir)
	switch {
	case os.IsNotExist(err):
		return usagef("%s %s: the folder %s does not exist: create it first, or write elsewhere", flag, given, dir)
	case err != nil:
		return usagef("%s %s: %v", flag, given, err)
	case !fi.IsDir():
		return usagef("%s %s: %s is not a folder", flag, given, dir)
	}
	probe, err := os.CreateTemp(dir, ".repledger-write-check-*")
	if err != nil {
		return usagef("%s %s: cannot write in %s (%v): choose a folder you can write to", flag, given, dir, err)
	}
	name := probe.Name()
	_ = probe.Close()
	if err := os.Remove(name); err != nil {
		return fmt.Errorf("%s: remove the write check %s: %w", flag, name, err)
	}
	return nil
}
