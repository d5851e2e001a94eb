// Package testutil is the one home of what repledger's tests share: anvil processes started on
// a free loopback port and stopped with the test, the polling helper (Eventually), one fault
// proxy between a client and a node (hold, drop, silence or take down its requests), endpoints
// that refuse or never answer, and event readers built on bind/v2's FilterEvents. Like
// op-service/testutils, it is for tests only: production code never imports it.
package testutil
