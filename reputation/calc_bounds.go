package reputation

// The score calculator's asset and bounds. `repledger calc` and the API's /v1/calc ask the
// same question of Decide, so they share these: a bound stated once cannot drift between the
// CLI, the API and the OpenAPI document (a server test reads the document's bounds and checks
// them against these).
const (
	// CalcDecimals is the calculator's hypothetical asset: 6 decimals, like the TestToken and
	// USDC, so that its floors match the contract's default 12-unit cap.
	CalcDecimals = 6
	// CalcMaxUnits bounds the calculator's evidence weight and prior weight, in whole units: a
	// billion units is far beyond any agent's decayed evidence under a 12-unit cap, and it keeps
	// weight × mean (at most 10^15 base units × 10,000 bps) below 2^64.
	CalcMaxUnits = 1_000_000_000
)
