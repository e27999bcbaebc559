package eval

import "wormweave/rules"

// The Interweave evaluation.
//
// A side loses when one of its two kings is captured (kings have no royal
// status: they can stand attacked, and the game ends when one is taken), so
// the evaluation watches how each king is exposed to each way of capturing:
//
//   - a smasher captures by approach, sliding along a rank or file and
//     stopping just before its victim: dangerous from anywhere on the king's
//     rank or file;
//   - a leaper jumps over its victim along a rank or file, or in a double
//     knight's leap (4x2) over the middle square;
//   - a remover takes every enemy orthogonally next to it without moving:
//     dangerous within two squares, one diagonal step from adjacency;
//   - a pawn captures by a short forward leap, or by custodian capture,
//     closing an enemy between itself and a friend on a rank or file;
//   - a king captures by a short orthogonal leap.
//
// Each kind has two terms: a threat (the capture is on the board now,
// found by generating the other side's capture steps) and a presence (an
// enemy piece of that kind stands where it could threaten soon). When the
// side to move can itself capture a king the game is as good as won, which
// KingCapture scores.
//
// Captured pieces go to their owner's pool, and a pawn reaching the
// seventh or eighth rank promotes into one of them; the pool is promotion
// material, worth something in proportion to the pawns that may use it.
// Pawns are also scored for their advance.
//
// Mobility counts, for each side and kind, the quiet steps its pieces could
// make. Pawns step diagonally forward only and captures are compulsory, so
// a side whose pawns are blocked soon has to move where it loses material:
// a pawn's free step is worth the most of any kind's.

// InterweaveParams are the weights of the Interweave evaluation, in
// centipawns. The tuning tool fits them (see TUNING.md); every field is an
// int so that it can walk them.
type InterweaveParams struct {
	Pawn, Smasher, Leaper, Remover int // material, per piece

	PawnRank  int // per rank a pawn has advanced from its start rank
	PoolPiece int // per piece in the side's pool (promotion material)
	PromoPawn int // per pawn on the 6th rank or beyond, when the pool is not empty

	// Threats against the side's kings: per king capture the other side
	// has on the board, by the capturing kind.
	ThreatSmasher, ThreatLeaper, ThreatRemover, ThreatPawn, ThreatKing int
	// Presence near the side's kings: per enemy piece of that kind standing
	// in its danger zone of a king.
	NearSmasher, NearLeaper, NearRemover, NearPawn int

	// Mobility: per quiet step the side's pieces of each kind could make
	// (rules.Position.InterweaveMobility).
	MobSmasher, MobLeaper, MobRemover, MobPawn int

	KingCapture int // the side to move can capture a king now
	Tempo       int // for the side to move
}

// DefaultInterweave are the weights For uses: every weight as tuning run 5
// fitted it on 380,000 self-play positions, the tempo held at the value
// that evens out the search's scores of odd and even depths (TUNING.md);
// they beat the weights before them in the matches of MATCHES.md.
var DefaultInterweave = InterweaveParams{
	Pawn: 100, Smasher: 340, Leaper: 479, Remover: 298,
	PawnRank: 3, PoolPiece: 107, PromoPawn: -45,
	ThreatSmasher: 124, ThreatLeaper: 268, ThreatRemover: 234, ThreatPawn: 156, ThreatKing: 154,
	NearSmasher: 47, NearLeaper: 25, NearRemover: 15, NearPawn: 144,
	MobSmasher: 16, MobLeaper: 1, MobRemover: 19, MobPawn: 28,
	KingCapture: 2000, Tempo: 80,
}

// Interweave evaluates Interweave positions. It holds only its weights, so
// one value may serve several searching goroutines.
type Interweave struct {
	P InterweaveParams
}

// NewInterweave returns an Interweave evaluator with weights w.
func NewInterweave(w InterweaveParams) *Interweave { return &Interweave{P: w} }

// Danger zones of a king on each square, by the kind of the enemy piece.
var (
	orthLines  [64]rules.Bitboard // the king's rank and file (smasher, leaper)
	leaperZone [64]rules.Bitboard // rank, file and double-knight leaps
	nearBox    [64]rules.Bitboard // within two squares (remover, pawn)
	pawnStart  = [2]int{1, 6}     // start rank of each side's pawns
)

func init() {
	for s := rules.Square(0); s < 64; s++ {
		f, r := s.File(), s.Rank()
		for t := rules.Square(0); t < 64; t++ {
			if t == s {
				continue
			}
			df, dr := abs(t.File()-f), abs(t.Rank()-r)
			if df == 0 || dr == 0 {
				orthLines[s] |= rules.Bit(t)
			}
			if df <= 2 && dr <= 2 {
				nearBox[s] |= rules.Bit(t)
			}
			if df == 2 && dr == 4 || df == 4 && dr == 2 {
				leaperZone[s] |= rules.Bit(t)
			}
		}
		leaperZone[s] |= orthLines[s]
	}
}

// maxThreatSteps is the room on the stack for one side's capture steps; a
// side has far fewer in real positions (more would allocate, not fail).
const maxThreatSteps = 64

// Evaluate scores p for the side to move.
func (e *Interweave) Evaluate(p *rules.Position) int {
	score := e.EvaluateQuiet(p)
	// A quiet position (the search's leaves) has no capture for the mover:
	// the cheap test spares the generation there.
	if p.MustCapture() {
		us := p.Turn()
		var hit [5]rules.Bitboard
		kingThreats(p, us, p.PiecesOf(us.Other(), rules.King), &hit)
		if hit != [5]rules.Bitboard{} {
			score += e.P.KingCapture
		}
	}
	return score
}

// EvaluateQuiet is Evaluate for a position whose side to move is known not
// to have to capture (rules.Position.MustCapture is false): a search knows
// it at its quiet leaves, and the test it spares costs about as much as
// the rest of the evaluation's questions to the rules.
func (e *Interweave) EvaluateQuiet(p *rules.Position) int {
	us := p.Turn()
	return e.side(p, us) - e.side(p, us.Other()) + e.P.Tempo
}

// side scores colour c's own terms, its kings' exposure included.
func (e *Interweave) side(p *rules.Position, c rules.Color) int {
	w := &e.P
	them := c.Other()
	pawns := p.PiecesOf(c, rules.Pawn)
	score := w.Pawn*pawns.Count() +
		w.Smasher*p.PiecesOf(c, rules.Smasher).Count() +
		w.Leaper*p.PiecesOf(c, rules.Leaper).Count() +
		w.Remover*p.PiecesOf(c, rules.Remover).Count()

	mob := p.InterweaveMobility(c)
	score += w.MobSmasher*mob[0] + w.MobLeaper*mob[1] + w.MobRemover*mob[2] + w.MobPawn*mob[3]

	pool := p.Pool(c, rules.Smasher) + p.Pool(c, rules.Leaper) + p.Pool(c, rules.Remover)
	score += w.PoolPiece * pool
	start := pawnStart[c&1]
	for b := pawns; b != 0; b &= b - 1 {
		rel := abs(b.First().Rank() - start)
		score += w.PawnRank * rel
		if pool > 0 && rel >= 4 { // the 6th rank or beyond
			score += w.PromoPawn
		}
	}

	for k := p.PiecesOf(c, rules.King); k != 0; k &= k - 1 {
		s := k.First()
		score -= w.NearSmasher*(p.PiecesOf(them, rules.Smasher)&orthLines[s]).Count() +
			w.NearLeaper*(p.PiecesOf(them, rules.Leaper)&leaperZone[s]).Count() +
			w.NearRemover*(p.PiecesOf(them, rules.Remover)&nearBox[s]).Count() +
			w.NearPawn*(p.PiecesOf(them, rules.Pawn)&nearBox[s]).Count()
	}
	if c != p.Turn() {
		return score // the side to move's own captures are KingCapture
	}
	var hit [5]rules.Bitboard
	kingThreats(p, them, p.PiecesOf(c, rules.King), &hit)
	return score - (w.ThreatSmasher*hit[0].Count() + w.ThreatLeaper*hit[1].Count() +
		w.ThreatRemover*hit[2].Count() + w.ThreatPawn*hit[3].Count() +
		w.ThreatKing*hit[4].Count())
}

// kingThreats sets hit[i] to the kings of kings that by's pieces of the
// i-th threat kind (smasher, leaper, remover, pawn, king) can capture now.
func kingThreats(p *rules.Position, by rules.Color, kings rules.Bitboard, hit *[5]rules.Bitboard) {
	var buf [maxThreatSteps]rules.Move
	for _, m := range p.CaptureStepsOn(by, kings, buf[:0]) {
		if i := threatIndex(p.At(m.From).Kind()); i >= 0 {
			hit[i] |= m.Captured & kings
		}
	}
}

func threatIndex(k rules.Kind) int {
	switch k {
	case rules.Smasher:
		return 0
	case rules.Leaper:
		return 1
	case rules.Remover:
		return 2
	case rules.Pawn:
		return 3
	case rules.King:
		return 4
	}
	return -1
}
