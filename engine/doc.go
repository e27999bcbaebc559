// Package engine searches Wormhole and Interweave positions: iterative
// deepening principal variation search over the steps of the rules package,
// with a transposition table, Lazy SMP over several threads, multi-PV,
// search limits and clock-based time management, and strength levels for
// people to play against. Its prunings (null move, late move reductions,
// futility, late move pruning) are chosen per variant by matches; policy.go
// says which are on where and why, MATCHES.md gives the matches.
//
// The API streams: Engine.Start returns at once with a Search, the search
// reports each line of each iteration to a callback from its own goroutine,
// Search.Stop ends it within milliseconds and Search.Wait returns its result.
// Nothing here blocks its caller or imports a GUI.
//
// # Steps, turns and scores
//
// The search walks steps (rules.Position.Moves, Make, Unmake), never whole
// turns: enumerating an Interweave turn's capture chains is exponential in
// odd positions. A step in the middle of a chain keeps the side to move, so
// its child is searched with the same window and the same depth, without the
// negamax sign change; only the step that ends a turn costs a ply. Lines are
// reported as whole turns: the root's turns are listed once per search
// (rules.Position.WalkTurns, at most rules.MaxTurns of them, far more than
// play ever gives; the search's clock runs while they are listed, and a
// stop ends the listing; Result says when some were left out; a turn that
// wins at once, found by a walk of the root's steps, is searched first
// whether listed or not, rootwins.go), and the lines below the root
// are grouped into turns by replaying their steps.
//
// With MultiPV, each line of an iteration is searched without the lines
// found before it, and may score above them; the lines of a finished
// iteration are reported best first all the same. The first line of each
// iteration is searched first, so it is the deepest: a search stopped
// after it and before the other lines reports the lines finished and
// plays the best of them. No limit of time or nodes stops a search before
// its first line has finished depth 1, so that the turn played has been
// searched, at any MultiPV; a level's node limit does (its strength was
// measured so), and so does Search.Stop.
//
// Scores are centipawns from the side to move's point of view. Results are
// the rules' own (rules.Position.Outcome): a side with no legal move loses in
// both variants, and an Interweave side that has lost a king has lost. A
// lost position at ply n (whole turns from the root) scores -(MateScore-n),
// so shorter wins score higher. Wormhole games are finite, since every move
// leaves a hole, so a search that reaches the end of every line returns an
// exact mate score.
//
// # Time management
//
// On the clock (timeman.go), a move's target is the time left above a
// reserve of two seconds (nine tenths of a smaller clock: a loaded machine
// can pause a process for that long), shared among the turns the side is
// expected to play, plus most of the increment; its hard limit, enforced
// by a timer wherever the search is, is a few targets, but never half of
// what lies above the reserve. After each iteration the main thread stops
// once past the target, scaled up when the best turn changed or the score
// fell (or failed low) and down when the best turn has held for a few
// iterations, or when the next iteration, predicted from the last one's
// time and the branching factor measured, would end past the hard limit.
//
// Interweave has no draw rule and its positions can repeat. The search
// scores a position that repeats one of the game or of the current line as
// 0, only so that it does not search cycles forever; the game itself goes
// on, and the score is not a claim that the game is drawn.
package engine
