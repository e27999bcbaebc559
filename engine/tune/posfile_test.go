package tune

import (
	"bytes"
	"strings"
	"testing"

	"wormweave/internal/racerun"
	"wormweave/rules"
)

// Positions written to a positions file read back as the same positions
// with the same results, in both variants.
func TestPositionsFileRoundTrip(t *testing.T) {
	racerun.SkipOneGoroutine(t)
	for _, v := range rules.Variants {
		t.Run(v.String(), func(t *testing.T) {
			samples, _, err := Play(GameConfig{Variant: v, Games: 3, Depth: 1, RandomTurns: 4, MaxPlies: 120, Seed: 7})
			if err != nil {
				t.Fatal(err)
			}
			samples = append(samples, Sample{Pos: samples[0].Pos, Result: 0.5})
			var b bytes.Buffer
			b.WriteString(PositionsHeader(v))
			if err := WriteSamples(&b, samples); err != nil {
				t.Fatal(err)
			}
			got, err := ReadSamples(&b, v)
			if err != nil {
				t.Fatal(err)
			}
			if len(got) != len(samples) {
				t.Fatalf("read %d positions, wrote %d", len(got), len(samples))
			}
			for i := range got {
				if got[i] != samples[i] {
					t.Errorf("position %d: read %v %s, wrote %v %s", i+1, got[i].Result, got[i].Pos.FEN(), samples[i].Result, samples[i].Pos.FEN())
				}
			}
		})
	}
	if err := WriteSamples(&bytes.Buffer{}, []Sample{{Pos: *rules.NewPosition(rules.Wormhole), Result: 0.25}}); err == nil {
		t.Error("a result of 0.25 was written")
	}
}

func TestReadSamplesBad(t *testing.T) {
	start := rules.NewPosition(rules.Wormhole).FEN()
	for _, c := range []struct {
		name, text, want string
	}{
		{"result", "1 " + start + "\n2 " + start + "\n", `line 2: result "2" is not 0, 0.5 or 1`},
		{"no FEN", "\n# comment\n0.5\n", "line 3: "},
		{"bad FEN", "0 rnbq/zz w 0\n", "line 1: "},
		{"variant", "# wormweave tune positions, variant interweave\n1 " + start + "\n", `line 1: the positions are of variant "interweave", not Wormhole`},
		{"unknown variant", "# variant chess\n", `line 1: the positions are of variant "chess"`},
		{"long line", "1 " + start + "\n1 " + strings.Repeat("x", 2000) + "\n", "line 2: longer than 1024 bytes"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := ReadSamples(strings.NewReader(c.text), rules.Wormhole)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("error %v, want one with %q", err, c.want)
			}
		})
	}
	got, err := ReadSamples(strings.NewReader("# variant wormhole\n\n  0.5 "+start+"  \n"), rules.Wormhole)
	if err != nil || len(got) != 1 || got[0].Result != 0.5 {
		t.Errorf("read %v, %v; want the start position, undecided", got, err)
	}
}

// FuzzReadSamples: any input is read or refused with an error, never a
// panic, and what is read writes back to a file that reads the same.
func FuzzReadSamples(f *testing.F) {
	f.Add(uint8(0), "# wormweave tune positions, variant wormhole\n1 "+rules.NewPosition(rules.Wormhole).FEN()+"\n")
	f.Add(uint8(1), "0.5 "+rules.NewPosition(rules.Interweave).FEN()+"\n0 x\n")
	f.Add(uint8(1), "1 4k3/8/8/8/8/8/8/4K3 b 3 - 120000\n\n#\n")
	f.Fuzz(func(t *testing.T, vi uint8, text string) {
		v := rules.Variants[int(vi)%len(rules.Variants)]
		got, err := ReadSamples(strings.NewReader(text), v)
		if err != nil {
			return
		}
		var b bytes.Buffer
		if err := WriteSamples(&b, got); err != nil {
			t.Fatalf("read positions do not write: %v", err)
		}
		again, err := ReadSamples(&b, v)
		if err != nil {
			t.Fatalf("written positions do not read: %v\n%s", err, b.String())
		}
		if len(again) != len(got) {
			t.Fatalf("%d positions read back, %d written", len(again), len(got))
		}
		for i := range got {
			if again[i].Result != got[i].Result || again[i].Pos.FEN() != got[i].Pos.FEN() {
				t.Errorf("position %d changed: %s -> %s", i+1, got[i].Pos.FEN(), again[i].Pos.FEN())
			}
		}
	})
}
