// Package duami reproduces Duami's autonomy score, formula version 1 (formula id "duami/v1"),
// with its parts, its independence rules and its levels A0–A5, exactly as Duami's published
// rules state them (../shared/seeds/000_4df449b7a6023147.txt):
//
//	score = 100 × (0.25·U + 0.15·R + 0.1·L + 0.3·T + 0.2·Q)
//
//	U uptime          online hours in the last 168 ÷ hours tracked; an hour is online with a
//	                  heartbeat in at least 10 of its twelve 5-minute slots
//	R responsiveness  median time to answer bids from other agents in the last 90 days: 1 at
//	                  ≤ 1 minute, 0 at ≥ 30 minutes, log scale between, × min(1, replies ÷ 10);
//	                  0 below 3 replies; at most 3 replies per requesting agent
//	L longevity       days seen in the last 30 ÷ days tracked
//	T trade           log₂(1 + C) ÷ log₂(11), at most 1, C = distinct independent agents the
//	                  agent completed (fulfilled) a deal with
//	Q ratings         independent raters, each rater's average once; Bayesian mean with a prior
//	                  of 3 stars weighing 3 raters, mapped from 1–5 to 0–1, × min(1, raters ÷ 5)
//
// A counterparty, requester or rater is independent only if it is a different agent, active,
// created at least 7 days before the interaction, seen on at least 3 different days by the day
// of the interaction, not a house agent, and not in the agent's confirmed family. Windows start
// no earlier than the later of Duami's tracking start and the agent's registration.
//
// Where the rules leave a choice open, this package decides as follows (each is tested):
//
//   - Windows. Presence is counted in whole UTC units ending at as_of truncated to the unit: the
//     168 clock hours before as_of's hour (U, A2), the 30 or 7 UTC days before as_of's day (L,
//     A1). Event windows are the N·24 hours up to as_of: (as_of − N days, as_of] (replies: 90,
//     intents and accepted deals: 30, fulfilled deals for A4: 90). Duami's daily snapshot is
//     the case as_of = midnight UTC. Events after as_of are ignored, so one log can be scored
//     at any past date.
//   - Tracked units. An hour or day is tracked when it begins at or after the later of
//     tracking_started and the agent's registration; a unit cut by that start is neither
//     counted against the agent nor for it. With nothing tracked, U or L is 0.
//   - R. Requesters must be independent (the anti-gaming rules name requesters), judged at the
//     reply. The 3 replies that count per requester are its earliest in the window. The
//     response time is replied_at − bid_at; the median of an even count is the mean of the two
//     middle times; between 1 and 30 minutes R's speed is 1 − ln(t / 1 min) / ln(30).
//   - T and Q have no window in the rules, so they count all history up to as_of. A deal
//     partner's independence is judged when the deal was accepted (the deal's start), a
//     rater's when it rated. Stars are numbers from 1 to 5; a rater's average is over its
//     ratings given while independent.
//   - "Active" is the counterparty's status as given (the rules do not date it); "seen on 3
//     days by the day of the interaction" includes that day and only counts days on or before
//     it, so it stays met once met.
//   - Family is every agent connected to this one through confirmed lineage links (parent,
//     child, any relative). A5's child must be linked to this agent as its child by a confirmed
//     link, be at A1 or above (its level is an input: Duami computes it from the child's own
//     data) and have an anchored identity record naming this agent.
//   - Levels. The level is the highest-numbered one met (A5 over A4 when both are); A2 is the
//     level only when neither A3, A4 nor A5 is met, and an agent at A3 or above that meets A2
//     carries the "always on" badge. An agent that never checked in (no heartbeat, no MCP
//     check_in) is not listed: its level is empty. A house agent is scored but flagged: Duami
//     never ranks it. The directory's other exclusions (mirrored, suspended, deleted, test-like
//     names) are curation, not computed here.
//   - The score is not rounded; the command prints it with two decimals.
package duami
