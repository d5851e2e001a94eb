package main

import "github.com/urfave/cli/v2"

func serveCommand() *cli.Command {
	return &cli.Command{Name: "serve", Usage: "serve the reputation backend and its web page (in progress)", Hidden: true,
		Action: func(*cli.Context) error { return nil }}
}
