package engine

// MaxThreads is the most search threads an engine takes: each costs
// memory of its own, so a number meant for a bigger machine must not
// exhaust this one. The UCI option, the match players and the commands
// share it.
const MaxThreads = 256

// MaxLevel is the strongest of the weaker levels; level 0 is full strength.
const MaxLevel = 8

// The levels, for people to play against. A level limits the nodes of each
// search (so its strength does not depend on the machine) and adds to every
// evaluation a pseudo-random term of up to ±noise centipawns, fixed for a
// position within a search and drawn again from Options.Seed, so that weaker
// levels misjudge positions the way a person does, by a little and not by
// blundering at random. Each level searches four times the nodes of the one
// below it, with less noise.
//
// Each level's score against the two-ply material search (the `twoply`
// player of `wormweave match`, the bot of the site the variants come from),
// 50 games for levels 1 to 4 and 20 for 5 to 8, from the built-in openings
// with both colours (engine/match/RESULTS.md, 2026-12-01):
//
//	level            1     2     3     4    5-8
//	Wormhole        4%   52%   98%   96%   100%
//	Interweave     66%  100%   99%  100%   100%
var levels = [MaxLevel + 1]struct {
	nodes int64
	noise int32
}{
	{},
	{64, 300},
	{256, 200},
	{1_000, 140},
	{4_000, 100},
	{16_000, 70},
	{64_000, 45},
	{256_000, 25},
	{1_000_000, 12},
}

// noise returns the level's evaluation noise for the position of key.
func (j *job) noise(key uint64) Score {
	if j.noiseAmp == 0 {
		return 0
	}
	x := key ^ j.seed
	x ^= x >> 33
	x *= 0xff51afd7ed558ccd
	x ^= x >> 33
	return Score(int32(x%uint64(2*j.noiseAmp+1)) - j.noiseAmp)
}
