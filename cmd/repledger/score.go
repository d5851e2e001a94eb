package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/repledger/repledger/reputation/duami"
	"github.com/repledger/repledger/reputation/qed"
)

// scoreFormulas are the peer formulas `score` computes, by formula id.
var scoreFormulas = map[string]func(r io.Reader, w io.Writer, asJSON bool) error{
	qed.FormulaID:   scoreQED,
	duami.FormulaID: scoreDuami,
}

func scoreCommand() *cli.Command {
	return &cli.Command{
		Name:      "score",
		Usage:     "score one agent under a peer formula: QED score/v0 or Duami autonomy v1",
		ArgsUsage: "FILE",
		Description: "FILE (- reads standard input) is one agent's history as a JSON object, in the form --formula names; " +
			"unknown fields are refused, and a \"formula\" field, when present, must match. Times are RFC 3339 " +
			"(2026-06-01T00:00:00Z).\n\n" +
			"qed/v0: {\"formula\": \"qed/v0\", \"agent\": \"0xabc…\", \"as_of\": TIME, \"receipts\": [{\"id\": \"r1\", " +
			"\"time\": TIME, \"action\": \"audit\", \"target\": \"0xdef…\", \"verdict\": \"verified\" (or failed, unverifiable)}, " +
			"{\"id\": \"r2\", \"time\": TIME, \"supersedes\": \"r1\", \"verdict\": \"failed\"}]}.\n\n" +
			"duami/v1: {\"formula\": \"duami/v1\", \"as_of\": TIME, \"tracking_started\": TIME, \"agent\": {\"id\", \"registered\", " +
			"\"house\"}, \"heartbeats\", \"check_ins\", \"activity\", \"intents\": [TIME…], \"replies\": [{\"requester\", \"bid_at\", " +
			"\"replied_at\"}], \"deals\": [{\"partner\", \"accepted_at\", \"fulfilled_at\"}], \"ratings\": [{\"rater\", \"stars\" (1-5), " +
			"\"at\"}], \"lineage\": [{\"parent\", \"child\", \"confirmed\"}], \"agents\": {ID: {\"created\", \"active\", \"house\", " +
			"\"seen\", \"level\", \"anchor_parent\"}}}: every agent named must be described in agents.\n\n" +
			"Prints the score and its parts; docs/attacks.md gives both formulas.",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "formula", Usage: "`ID` of the formula, required: qed/v0 or duami/v1"},
			&cli.BoolFlag{Name: "json", Usage: "print the result and its parts as JSON"},
		},
		Action: runScore,
	}
}

func runScore(c *cli.Context) error {
	formula := c.String("formula")
	run, ok := scoreFormulas[formula]
	var errs []error
	if !ok {
		errs = append(errs, usagef("--formula %q: want %s or %s (see '%s --help')", formula, qed.FormulaID, duami.FormulaID,
			c.Command.HelpName))
	}
	switch {
	case c.NArg() == 0:
		errs = append(errs, usagef("score: give the FILE to score (- reads standard input; see '%s --help')", c.Command.HelpName))
	case c.NArg() > 1:
		errs = append(errs, extraArgs(c, 1))
	}
	if len(errs) > 0 {
		return joinUsage(errs)
	}
	path := c.Args().First()
	var in io.Reader = os.Stdin
	if path != "-" {
		f, err := os.Open(path)
		if err != nil {
			return fmt.Errorf("score %s: %w", path, err)
		}
		defer f.Close()
		in = f
	}
	if err := run(in, c.App.Writer, c.Bool("json")); err != nil {
		return fmt.Errorf("score %s: %w", path, err)
	}
	return nil
}

func scoreQED(r io.Reader, w io.Writer, asJSON bool) error {
	in, err := qed.Decode(r)
	if err != nil {
		return err
	}
	res, err := qed.Score(in)
	if err != nil {
		return err
	}
	if asJSON {
		return json.NewEncoder(w).Encode(res)
	}
	provisional := ""
	if res.Provisional {
		provisional = fmt.Sprintf(" provisional (under %d counted receipts or %d targets)", qed.ProvisionalReceipts, qed.ProvisionalTargets)
	}
	_, err = fmt.Fprintf(w, "formula   %s%s\nas of     %s\nscore     %d%s\nreceipts  %d counted on %d targets: Σw %.4f, Σw·p %.4f\nskipped   %d unverifiable, %d outside %d days, %d after as of; %d corrected\n",
		res.Formula, agentSuffix(res.Agent), res.AsOf.Format("2006-01-02T15:04:05Z07:00"), res.Score, provisional,
		res.CountedCount, res.Targets, res.SumW, res.SumWP, res.Unverifiable, res.OutsideWindow, qed.WindowDays, res.Future, res.Corrected)
	return err
}

func scoreDuami(r io.Reader, w io.Writer, asJSON bool) error {
	in, err := duami.Decode(r)
	if err != nil {
		return err
	}
	res, err := duami.Score(in)
	if err != nil {
		return err
	}
	if asJSON {
		return json.NewEncoder(w).Encode(res)
	}
	level := res.Level
	switch {
	case !res.Listed:
		level = "none: never checked in, so not listed"
	case res.AlwaysOn:
		level += ", always on"
	}
	if res.House {
		level += " (house agent: never ranked)"
	}
	p := res.Parts
	yn := func(b bool) string { return map[bool]string{true: "yes", false: "no"}[b] }
	var b strings.Builder
	fmt.Fprintf(&b, "formula   %s%s\nas of     %s\nscore     %.2f\nlevel     %s\n", res.Formula, agentSuffix(res.Agent),
		res.AsOf.Format("2006-01-02T15:04:05Z07:00"), res.Score, level)
	fmt.Fprintf(&b, "  U uptime          %.4f × %.2f  %d of %d tracked hours online\n", p.U.Value, duami.WeightU, p.U.OnlineHours, p.U.TrackedHours)
	fmt.Fprintf(&b, "  R responsiveness  %.4f × %.2f  median %.0f s over %d counted replies (speed %.4f)\n", p.R.Value, duami.WeightR, p.R.MedianSeconds, p.R.Replies, p.R.Speed)
	fmt.Fprintf(&b, "  L longevity       %.4f × %.2f  %d of %d tracked days seen\n", p.L.Value, duami.WeightL, p.L.DaysSeen, p.L.DaysTracked)
	fmt.Fprintf(&b, "  T trade           %.4f × %.2f  %d independent partners\n", p.T.Value, duami.WeightT, p.T.Partners)
	fmt.Fprintf(&b, "  Q ratings         %.4f × %.2f  %d independent raters, Bayesian mean %.2f★\n", p.Q.Value, duami.WeightQ, p.Q.Raters, p.Q.MeanStars)
	fmt.Fprintf(&b, "meets     A1 %s, A2 %s, A3 %s, A4 %s, A5 %s\n", yn(res.Meets.A1), yn(res.Meets.A2), yn(res.Meets.A3), yn(res.Meets.A4), yn(res.Meets.A5))
	_, err = io.WriteString(w, b.String())
	return err
}

func agentSuffix(agent string) string {
	if agent == "" {
		return ""
	}
	return ", agent " + agent
}
