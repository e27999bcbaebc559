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
// little and not by blundering at random. The ladder is geometric, each
// level 1.66 times the nodes of the one below with 0.84 times its noise,
// on curves that run from 64 nodes with ±300 of noise at level 0 to a
// million nodes with ±12 at level 19; level 20 has no limit and no
// noise. A fractional level (UCI_Elo falls between two levels) follows
// the same curves, but below level 1 the nodes go geometrically from 48
// at level 0 to level 1's 106 instead: at the curve's 64 nodes
// Interweave's level 0 scored 56% against `twoply`, the site's bot (with
// the linear evaluation), and Wormhole's 26.5% (with the network), where
// a beginner's level should score at most a quarter; at 48 they score
// 22% and 11% (MATCHES.md, "The network becomes the default").
//
//	level   0   1   2   3   4   5    6    7    8    9    10
//	nodes  48 106 177 294 489 812 1351 2245 3732 6205 10315
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

// levelZeroNodes is level 0's node limit (see above).
const levelZeroNodes = 48

// ladder returns the node limit and the noise of the fractional level f,
// the same in both variants; 0 nodes means no limit (full strength).
func ladder(f float64) (nodes int64, noise int32) {
	f = max(0, f)
	if f >= MaxLevel {
		return 0, 0
	}
	t := f / (MaxLevel - 1)
	nodes = int64(math.Round(baseNodes * math.Pow(topNodes/baseNodes, t)))
	noise = int32(math.Round(baseNoise * math.Pow(float64(topNoise)/baseNoise, t)))
	if f < 1 {
		one, _ := ladder(1)
		nodes = int64(math.Round(levelZeroNodes * math.Pow(float64(one)/levelZeroNodes, f)))
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
// and each odd level the level two above it, node-bound, with the
// networks as the evaluation, seeds 1 and 2 of 400 to 80 games a pair
// (docs/benchmarks.md, "Strength levels: the matches behind the
// ratings", gives the matches and the commands; played again on
// 2026-12-06, when the networks became the default):
//
//	wormweave match -variant V -a engine:level=L -b engine:level=L+2 -games N -seed S -concurrency 1 -movetime 600000
//
// Level 0 played level 1 the same way. Even levels are the mean of their
// neighbours, and the levels above the last played (15 in both) go on
// by the mean step of the last two matches; level 20's figure is only
// the top of UCI_Elo. Interweave's steps are about half Wormhole's: its
// network gains less from more nodes against itself than the linear
// evaluation did (MATCHES.md, "The network becomes the default"). A
// test holds the manual's table (docs/manual.md, "Strength levels") to
// this one.
//
//	level             0     1     2     3     4     5     6     7     8     9    10
//	Wormhole        837   978  1136  1294  1444  1595  1733  1870  1997  2124  2243
//	Interweave      769  1003  1076  1149  1234  1319  1368  1418  1460  1501  1548
//
//	level            11    12    13    14    15    16    17    18    19    20
//	Wormhole       2362  2473  2584  2674  2764  2864  2965  3065  3165  3266
//	Interweave     1595  1627  1659  1694  1729  1763  1796  1830  1864  1897
var ladderElo = [2][MaxLevel + 1]int{
	{837, 978, 1136, 1294, 1444, 1595, 1733, 1870, 1997, 2124, 2243, 2362, 2473, 2584, 2674, 2764, 2864, 2965, 3065, 3165, 3266},
	{769, 1003, 1076, 1149, 1234, 1319, 1368, 1418, 1460, 1501, 1548, 1595, 1627, 1659, 1694, 1729, 1763, 1796, 1830, 1864, 1897},
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
