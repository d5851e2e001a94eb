package main

import (
	"encoding/json"
	"fmt"
	"io"
	"runtime"
	"runtime/debug"

	"github.com/urfave/cli/v2"

	"github.com/repledger/repledger/deployment"
)

// buildVersion is what this binary knows of itself: the module version, the VCS commit it was
// built from ("unknown" when the build did not record one, as with go run or go test) and the
// formula id its math implements.
type buildVersion struct {
	Version  string `json:"version"`
	Commit   string `json:"commit"`
	Modified bool   `json:"modified,omitempty"` // built from a work tree with uncommitted changes
	Time     string `json:"commit_time,omitempty"`
	Formula  string `json:"formula"`
	Go       string `json:"go"`
}

func readBuildVersion() buildVersion {
	info, ok := debug.ReadBuildInfo()
	return versionFrom(info, ok)
}

// versionFrom reads the build information the Go toolchain embeds: the main module's version
// and the vcs.* settings `go build` records in a checkout (go run and go test record none).
func versionFrom(info *debug.BuildInfo, ok bool) buildVersion {
	v := buildVersion{Version: "devel", Commit: "unknown", Formula: deployment.FormulaID, Go: runtime.Version()}
	if !ok || info == nil {
		return v
	}
	if mv := info.Main.Version; mv != "" && mv != "(devel)" {
		v.Version = mv
	}
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			v.Commit = s.Value
		case "vcs.time":
			v.Time = s.Value
		case "vcs.modified":
			v.Modified = s.Value == "true"
		}
	}
	return v
}

func printVersion(w io.Writer, asJSON bool) error {
	v := readBuildVersion()
	if asJSON {
		return json.NewEncoder(w).Encode(v)
	}
	commit := v.Commit
	if v.Time != "" {
		commit += " (" + v.Time + ")"
	}
	if v.Modified {
		commit += ", with uncommitted changes"
	}
	_, err := fmt.Fprintf(w, "repledger %s\ncommit   %s\nformula  %s\ngo       %s\n", v.Version, commit, v.Formula, v.Go)
	return err
}

func versionCommand() *cli.Command {
	return &cli.Command{
		Name:  "version",
		Usage: "print the version, the commit it was built from and the formula id of its math",
		Flags: []cli.Flag{fresh(&jsonFlag)},
		Action: func(c *cli.Context) error {
			if err := noArgs(c); err != nil {
				return err
			}
			return printVersion(c.App.Writer, jsonFlag.Get(c))
		},
	}
}
