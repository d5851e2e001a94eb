// Package x402 speaks the x402 payment protocol's EVM side for repledger: the EIP-3009
// authorizations the `exact` scheme pays with (this file's siblings), and, as issue 19 lands,
// the wire format, the net/http middleware, the paying client and the facilitator's handlers.
package x402
