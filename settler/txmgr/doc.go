// Package txmgr is the settler daemon's transaction manager: one entry point, [Manager.Send],
// that hides nonces, EIP-1559 fees and receipt waiting from the caller.
//
// Send estimates the gas limit (unless the candidate carries one), waits until the fee ceiling
// covers the chain's base fee, takes the next nonce, signs a dynamic-fee transaction, hands it to
// the node and polls for its receipt.
//
// Nonces: while other Sends wait for receipts the manager counts nonces itself; when none waits
// it reads them from the node (the pending nonce, never below the latest), moving down as well
// as up, so a reorg that drops mined transactions of ours leaves no gap behind. A Send that
// waits while the chain's nonce stays below its own, with no Send waiting on the nonces in
// between (seen twice, [Config.GapCheckInterval] apart), goes out again under the chain's nonce.
// A nonce another Send waits on is never handed out twice. A transaction not mined within [Config.ResubmitAfter] is
// re-signed with the same nonce and fees raised by at least [Config.FeeBumpPercent], never above
// [Config.MaxFeePerGas]; every hash sent for a nonce is watched, since any of them may be the one
// mined. The node's answers are read by substring, case-insensitively, so that go-ethereum's
// simulated backend, anvil and geth are all understood:
//
//   - "already known": the node has this exact transaction; that is success.
//   - "replacement transaction underpriced" (or "transaction underpriced"): bump again and re-send,
//     up to the fee ceiling; at the ceiling, keep waiting for what is already in the pool.
//   - "nonce too low": the nonce is used on chain. If one of this nonce's hashes has a receipt,
//     that is the result; otherwise someone else used the nonce, so the manager re-syncs from the
//     chain (NonceAt latest) and sends the candidate again under a fresh nonce.
//   - anything else: returned, wrapped as "send tx nonce N: ...", and the nonce is not used up.
//     When a resubmission fails that way while an earlier transaction for the nonce is with the
//     node, Send keeps waiting for that one instead, and mentions the error if its context ends.
//
// The model is Optimism's op-service/txmgr, reduced to what the settler needs. The manager starts
// no goroutines of its own: all work happens inside Send, on the caller's goroutine, and every
// wait selects on the caller's context. The private key is never logged and never part of an
// error message; [Config] prints without it.
package txmgr
