// Package lens scores agents through a reader's trust lens: the same smoothing, Wilson bound and
// floor as the global score, but each rating's evidence counts in proportion to its payer's trust
// as seen from the reader's anchors (docs/design.md §14).
//
// The global score is symmetric: every reader sees the same number, so a ring of fresh wallets
// that pays an agent buys the same evidence for everyone (Cheng and Friedman, "Sybilproof
// reputation mechanisms", 2005, prove no symmetric function can resist that). The lens is
// asymmetric: trust enters only at the reader's anchors and flows along the payment graph,
//
//	payer ──(good ratings)──▶ agent ══(the agent's wallet)══▶ payer ──▶ …
//
// as evidence weight, halved at each hop (Damping). A non-anchor payer's ratings count up to the
// trust weight that reached it, in proportion: trust(p) = min(1, T(p) / W(p)), where W(p) is
// what p paid (decayed like the evidence) and
//
//	T(p) = Damping · Σ over agents a whose wallet is p, Σ over payers q: trust(q) · good(q→a)
//
// with good(q→a) = Σ w·rating/100 over q's ratings of a. Anchors have trust 1. Two properties
// follow and are tested (lens/sybil_test.go):
//
//   - Sybil-proof: a region that no anchor's trust reaches has trust 0, so adding any number of
//     wallets, agents, payments and ratings there changes no score in the lens.
//   - Bounded by the attack edges: for a region S holding no anchor, the evidence its payers can
//     contribute, Σ_{q∈S} trust(q)·W(q), is at most Damping/(1−Damping) · I = I, where I is the good
//     weight that trusted payers outside S put into S, each counted at its payer's trust.
//     So a ring can mint no more evidence than trusted payers pay it for good work.
package lens
