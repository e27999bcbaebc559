// Package match plays games between two players and measures which is
// stronger: the score, the Elo difference with its 95% error margin, and
// where the games were lost (by opening and colour).
//
// A player is described by a spec: "random" (a uniformly random legal
// turn), "twoply" (a two-ply material search, the bot of the site the
// variants come from), "engine" with settings, such as
// "engine:movetime=100,level=3,nonull", or "uci:PATH" with options, an
// external UCI engine run as a process of its own. See ParseSpec.
//
// A match can be played on the clock (Config.Clock), which the match keeps
// itself, and can run an SPRT on the pairs of games (Config.SPRT), which
// stops it once the test decides.
//
// Games start from balanced openings (see openings/README.md), each played
// twice with the colours swapped, and run in parallel. A game ends when
// rules.Position.Outcome says so; Interweave games can cycle, so a game
// that reaches MaxPlies is adjudicated a draw and counted as such.
package match
