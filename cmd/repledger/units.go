package main

import (
	"math/big"
	"strconv"
	"strings"
)

// formatUnits prints an amount of base units in whole units of an asset with `decimals`
// decimals, exactly, without trailing zeros: 10267500 with 6 decimals is "10.2675".
func formatUnits(base *big.Int, decimals uint8) string {
	if base == nil {
		return "0"
	}
	s := new(big.Int).Abs(base).String()
	d := int(decimals)
	if len(s) <= d {
		s = strings.Repeat("0", d-len(s)+1) + s
	}
	whole, frac := s[:len(s)-d], strings.TrimRight(s[len(s)-d:], "0")
	if base.Sign() < 0 {
		whole = "-" + whole
	}
	if frac == "" {
		return whole
	}
	return whole + "." + frac
}

// unitsFloat is formatUnits as a number, for JSON (the nearest float64 to the exact decimal).
func unitsFloat(base *big.Int, decimals uint8) float64 {
	f, _ := strconv.ParseFloat(formatUnits(base, decimals), 64)
	return f
}

// amount prints base units as whole units with the asset's symbol: "10.2675 tUSD".
func amount(base *big.Int, decimals uint8, symbol string) string {
	return formatUnits(base, decimals) + " " + symbol
}
