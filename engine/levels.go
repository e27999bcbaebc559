package engine

import (
	"math"

	"wormweave/rules"
)

// MaxThreads is the most search threads an engine takes: each costs
// memory of its own, so a number meant for a bigger machine must not
// exhaust this one. The UCI option, the match players and the commands
// share it.
const MaxThreads = 256

// MaxLevel is full strength; the skill levels go from 0 (weakest) to it,
// as UCI's "Skill Level" does in other engines.
const MaxLevel = 20

// The skill levels, for people to play against. A level limits the nodes
// of each search (so its strength does not depend on the machine) and adds
// to every evaluation a pseudo-random term of up to ±noise centipawns,
// fixed for a position within a search and drawn again from Options.Seed,
// so that weaker levels misjudge positions the way a person does, by a
// little and not by blundering at random. The ladder is geometric: level 0
// searches 64 nodes with ±300 of noise, level 19 a million nodes with ±12,
// each level 1.66 times the nodes of the one below with 0.84 times its
// noise; level 20 has no limit and no noise. A fractional level (UCI_Elo
// falls between two levels) follows the same curves. One exception:
// Interweave's level 0 searches 32 nodes, and its fractional levels
// below 1 go geometrically from there to level 1's 106. At 64 nodes it
// scored 56% against `twoply`, the site's bot, where a beginner's level
// should score at most a quarter; at 32 it scores 15% (MATCHES.md,
// "Level 0 against twoply").
//
//	level   0   1   2   3   4   5    6    7    8    9    10
//	nodes  64 106 177 294 489 812 1351 2245 3732 6205 10315
//	noise 300 253 214 180 152 129  109   92   77   65    55
//
//	level     11    12    13    14     15     16     17     18      19
//	nodes  17147 28504 47384 78770 130945 217680 361864 601551 1000000
//	noise     47    39    33    28     24     20     17     14      12
//
// ladderElo holds each level's rating, measured by matches.
const (
	baseNodes = 64
	topNodes  = 1_000_000
	baseNoise = 300
	topNoise  = 12
)

// interweaveBaseNodes is Interweave's level 0 node limit (see above).
const interweaveBaseNodes = 32

// ladder returns the node limit and the noise of the fractional level f
// in variant v; 0 nodes means no limit (full strength).
func ladder(f float64, v rules.Variant) (nodes int64, noise int32) {
	f = max(0, f)
	if f >= MaxLevel {
		return 0, 0
	}
	t := f / (MaxLevel - 1)
	nodes = int64(math.Round(baseNodes * math.Pow(topNodes/baseNodes, t)))
	noise = int32(math.Round(baseNoise * math.Pow(float64(topNoise)/baseNoise, t)))
	if v == rules.Interweave && f < 1 {
		one, _ := ladder(1, v)
		nodes = int64(math.Round(interweaveBaseNodes * math.Pow(float64(one)/interweaveBaseNodes, f)))
	}
	return nodes, noise
}

// LevelFromOld converts a level of the eight-level ladder earlier versions
// wrote (0 full strength, 1 weakest to 8) to the level of this ladder with
// the nearest node limit, so that an old preference or recovery file
// plays as it did. A value out of that range is taken as full strength.
func LevelFromOld(old int) int {
	if old < 1 || old > 8 {
		return MaxLevel
	}
	// The old levels searched 64·4^(old-1) nodes: old level 8 is level 19.
	return int(math.Round(float64(old-1) * (MaxLevel - 1) / 7))
}

// strength returns the fractional level the options play at in variant v,
// and whether they limit the strength at all.
func (o *Options) strength(v rules.Variant) (float64, bool) {
	f := float64(MaxLevel)
	switch {
	case o.Elo > 0:
		f = LevelForElo(v, o.Elo)
	case o.LimitStrength || o.Level > 0:
		f = float64(max(o.Level, 0))
	}
	return f, f < MaxLevel
}

// LevelForElo returns the fractional level that plays at rating elo in
// variant v, interpolated between the two levels of the ladder around it;
// a rating beyond the ladder's ends is its weakest or strongest level.
func LevelForElo(v rules.Variant, elo int) float64 {
	r := ladderElo[variantIndex(v)]
	if elo <= r[0] {
		return 0
	}
	for k := 1; k < len(r); k++ {
		if elo <= r[k] {
			return float64(k-1) + float64(elo-r[k-1])/float64(r[k]-r[k-1])
		}
	}
	return MaxLevel
}

// EloRange returns the lowest and the highest rating of the ladder over
// both variants: the bounds of UCI_Elo.
func EloRange() (lo, hi int) {
	lo, hi = ladderElo[0][0], ladderElo[0][MaxLevel]
	for _, r := range ladderElo {
		lo, hi = min(lo, r[0]), max(hi, r[MaxLevel])
	}
	return lo, hi
}

// LevelElo returns the rating of level l in variant v.
func LevelElo(v rules.Variant, l int) int {
	return ladderElo[variantIndex(v)][max(0, min(l, MaxLevel))]
}

func variantIndex(v rules.Variant) int {
	if v == rules.Interweave {
		return 1
	}
	return 0
}

// ladderElo is each level's rating in Wormhole and in Interweave, each
// on a scale of its own where the `twoply` player of `wormweave match` (the
// site's bot) is 1000, increasing with the level. Level 1 played twoply
// and each odd level the level two above it, node-bound, 100 to 400 games
// a pair at the bottom and 20 to 80 at the top (docs/benchmarks.md,
// "Strength levels: the matches behind the ratings", gives the matches and
// the commands; both were played again on
// 2026-12-02, Wormhole's after its evaluation's run 6, Interweave's after
// run 5):
//
//	wormweave match -variant V -a engine:level=L -b engine:level=L+2 -games 100 -concurrency 1 -movetime 600000
//
// Level 0 played level 1 (400 games a variant). Even levels are the mean
// of their neighbours, and the levels above the last played (Wormhole
// 15, Interweave 15) go on by the mean step of the last
// two matches; level 20's figure is only the top of UCI_Elo. A test holds
// the manual's table (docs/manual.md, "Strength levels") to this one.
//
//	level             0     1     2     3     4     5     6     7     8     9    10
//	Wormhole        808   896  1050  1205  1350  1496  1646  1797  1910  2022  2165
//	Interweave      835  1262  1399  1536  1703  1870  2005  2139  2288  2437  2539
//
//	level            11    12    13    14    15    16    17    18    19    20
//	Wormhole       2307  2427  2548  2621  2695  2792  2889  2986  3083  3180
//	Interweave     2640  2724  2808  2904  2999  3089  3179  3269  3358  3448
var ladderElo = [2][MaxLevel + 1]int{
	{808, 896, 1050, 1205, 1350, 1496, 1646, 1797, 1910, 2022, 2165, 2307, 2427, 2548, 2621, 2695, 2792, 2889, 2986, 3083, 3180},
	{835, 1262, 1399, 1536, 1703, 1870, 2005, 2139, 2288, 2437, 2539, 2640, 2724, 2808, 2904, 2999, 3089, 3179, 3269, 3358, 3448},
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
