package atomicfile

import (
	"os"
	"path/filepath"
	"testing"
)

func TestWriteReplacesAndLeavesNothingBehind(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "state.json")
	for _, content := range []string{"first", "second, longer"} {
		if err := Write(path, []byte(content), 0o600); err != nil {
			t.Fatal(err)
		}
		got, err := os.ReadFile(path)
		if err != nil || string(got) != content {
			t.Fatalf("read back %q, %v; want %q", got, err, content)
		}
	}
	if info, err := os.Stat(path); err != nil || info.Mode().Perm() != 0o600 {
		t.Fatalf("mode %v, %v; want 0600", info.Mode(), err)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Fatalf("%d files in the folder, want only the target", len(entries))
	}
}

func TestWriteIntoMissingFolderFails(t *testing.T) {
	if err := Write(filepath.Join(t.TempDir(), "no", "such", "file"), []byte("x"), 0o644); err == nil {
		t.Fatal("writing into a folder that does not exist must fail")
	}
}

func TestCheckWritable(t *testing.T) {
	dir := t.TempDir()
	if err := CheckWritable(filepath.Join(dir, "cp.json")); err != nil {
		t.Fatalf("a temp folder: %v", err)
	}
	if err := CheckWritable(filepath.Join(dir, "missing", "cp.json")); err == nil {
		t.Fatal("a missing folder must be refused")
	}
	file := filepath.Join(dir, "plain")
	if err := os.WriteFile(file, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := CheckWritable(filepath.Join(file, "cp.json")); err == nil {
		t.Fatal("a file used as a folder must be refused")
	}
	want := 1              // "plain"
	if os.Geteuid() != 0 { // root writes anywhere
		want++
		ro := filepath.Join(dir, "ro")
		if err := os.Mkdir(ro, 0o500); err != nil {
			t.Fatal(err)
		}
		if err := CheckWritable(filepath.Join(ro, "cp.json")); err == nil {
			t.Fatal("a read-only folder must be refused")
		}
	}
	if entries, _ := os.ReadDir(dir); len(entries) != want {
		t.Fatalf("the probe left files behind: %d entries, want %d", len(entries), want)
	}
}
