package match

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"time"

	"wormweave/engine"
	"wormweave/engine/eval"
	"wormweave/engine/nnue"
	"wormweave/rules"
)

// enginePlayer plays the engine's best turn within its limits.
type enginePlayer struct {
	e   *engine.Engine
	opt engine.Options
	lim engine.Limits
}

func newEnginePlayer(s Spec, v rules.Variant, moveTime time.Duration) (*enginePlayer, error) {
	opt := engine.Options{
		HashMB: s.HashMB, Threads: s.Threads, Level: s.Level, LimitStrength: s.HasLevel,
		NoNullMove: s.NoNullMove, NoLMR: s.NoLMR, NoFutility: s.NoFutility,
	}
	if s.EvalFile != "" {
		ev, err := evalFromFile(s.EvalFile, v)
		if err != nil {
			return nil, fmt.Errorf("player %s: %v", rules.Quote(s.text), err)
		}
		opt.Eval = ev
	}
	lim := engine.Limits{MoveTime: s.MoveTime, Depth: s.Depth, Nodes: s.Nodes}
	// A weaker level is limited by its nodes, so that its strength does
	// not depend on the machine: the match's move time would cap it too,
	// and on a loaded machine cap it below its nodes.
	weaker := s.HasLevel && s.Level < engine.MaxLevel
	if lim.MoveTime == 0 && lim.Depth == 0 && lim.Nodes == 0 && !weaker {
		lim.MoveTime = moveTime
	}
	return &enginePlayer{e: engine.New(opt), opt: opt, lim: lim}, nil
}

func (p *enginePlayer) NewGame(seed int64) {
	p.opt.Seed = seed
	p.e.SetOptions(p.opt)
	p.e.NewGame()
}

func (p *enginePlayer) Play(pos *rules.Position, history []uint64) (rules.Turn, error) {
	return p.playRequest(pos, history, moveRequest{})
}

// playRequest searches within the player's limits, or on the clock when
// the mover is on it: the engine's own time management spends it.
func (p *enginePlayer) playRequest(pos *rules.Position, history []uint64, req moveRequest) (rules.Turn, error) {
	lim := p.lim
	if c := req.clock; c != nil {
		lim = engine.Limits{
			WTime: max(c.left[0], time.Millisecond), BTime: max(c.left[1], time.Millisecond),
			WInc: c.inc, BInc: c.inc,
		}
	}
	r := p.e.Start(pos, history, lim, nil).Wait()
	if len(r.Best) == 0 {
		return nil, errNoMove
	}
	return r.Best, nil
}

// maxEvalFile is the most bytes an evaluation file may hold: its weights
// take a few hundred, and a file with no end (/dev/zero) must not fill the
// memory.
const maxEvalFile = 1 << 20

// evalFromFile returns the variant's evaluation of a file: a learned
// network (package nnue's file; nnue.EmbeddedName for the one in the
// program, the default), the linear evaluation (engine.LinearEvalName),
// or the linear evaluation with the weights
// of a JSON file, an object whose keys are fields of eval.WormholeParams
// or eval.InterweaveParams; the weights it does not name keep their
// defaults. Anything after the object but blanks is an error.
func evalFromFile(name string, v rules.Variant) (eval.Evaluator, error) {
	if name == engine.LinearEvalName {
		return eval.Linear(v), nil
	}
	if name == nnue.EmbeddedName {
		net, err := nnue.Embedded(v)
		if err != nil {
			return nil, fmt.Errorf("eval: %v", err)
		}
		return net.NewEvaluator(), nil
	}
	f, err := os.Open(name)
	if err != nil {
		return nil, fmt.Errorf("eval: %v", err)
	}
	defer f.Close()
	var head [8]byte
	n, _ := io.ReadFull(f, head[:])
	if nnue.IsNetFile(head[:n]) {
		net, err := nnue.ReadNetFile(name, v)
		if err != nil {
			return nil, fmt.Errorf("eval: %v", err)
		}
		return net.NewEvaluator(), nil
	}
	data, err := io.ReadAll(io.LimitReader(io.MultiReader(bytes.NewReader(head[:n]), f), maxEvalFile+1))
	if err != nil {
		return nil, fmt.Errorf("eval: %s: %v", name, err)
	}
	if len(data) > maxEvalFile {
		return nil, fmt.Errorf("eval: %s: longer than %d bytes: not a file of weights", name, maxEvalFile)
	}
	decode := func(w any) error {
		dec := json.NewDecoder(bytes.NewReader(data))
		dec.DisallowUnknownFields()
		if err := dec.Decode(w); err != nil {
			return fmt.Errorf("eval: %s: %v", name, err)
		}
		end := int(dec.InputOffset())
		if rest := bytes.TrimLeft(data[end:], " \t\r\n"); len(rest) > 0 {
			return fmt.Errorf("eval: %s: text after the object, at byte %d: the file must hold one JSON object", name, len(data)-len(rest)+1)
		}
		return nil
	}
	if v == rules.Interweave {
		w := eval.DefaultInterweave
		if err := decode(&w); err != nil {
			return nil, err
		}
		return eval.NewInterweave(w), nil
	}
	w := eval.DefaultWormhole
	if err := decode(&w); err != nil {
		return nil, err
	}
	return eval.NewWormhole(w), nil
}
