// Package follow is the one log follower of repledger: the settler and the indexer both read a
// chain's logs with it. It keeps a Cursor (how far the reader has got, bound to one chain by its
// id and the hash of an anchor block), reads logs in block ranges that shrink when the node says
// a range is too large and adapt to how many logs a range holds, and detects reorgs by block
// hash, rewinding the cursor to the newest block it remembers that is still canonical.
//
// The design follows Chainlink's log poller: resume from the last saved block, detect reorgs by
// hash, halve the range when the RPC refuses it. Nothing here writes files or sends
// transactions: the caller decides what "done" means for a block and saves the cursor itself.
package follow
