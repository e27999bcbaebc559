package rules

import (
	"fmt"
	"strings"
)

// Variant is one of the two games Wormweave plays.
type Variant uint8

// The variants.
const (
	Wormhole Variant = iota
	Interweave
)

// Variants lists every variant, in menu order.
var Variants = []Variant{Wormhole, Interweave}

// String returns the variant's name as PGN's Variant tag writes it.
func (v Variant) String() string {
	switch v {
	case Wormhole:
		return "Wormhole"
	case Interweave:
		return "Interweave"
	}
	return fmt.Sprintf("Variant(%d)", uint8(v))
}

// ParseVariant reads a variant name, ignoring case.
func ParseVariant(name string) (Variant, error) {
	switch strings.ToLower(strings.TrimSpace(name)) {
	case "wormhole":
		return Wormhole, nil
	case "interweave":
		return Interweave, nil
	}
	return 0, fmt.Errorf("unknown variant %s (Wormhole or Interweave)", Quote(name))
}

// StartFEN returns the FEN of the variant's initial position.
func (v Variant) StartFEN() string {
	if v == Interweave {
		return "rbnkknbr/pppppppp/8/8/8/8/PPPPPPPP/RBNKKNBR w 0 - 000000"
	}
	return "cnwmkwnc/pppppppp/8/8/8/8/PPPPPPPP/CNWMKWNC w 0"
}

// Kinds lists the kinds of piece the variant uses, pawn first.
func (v Variant) Kinds() []Kind {
	if v == Interweave {
		return []Kind{Pawn, Smasher, Leaper, Remover, King}
	}
	return []Kind{Pawn, Champion, Knight, Wizard, Lion, King}
}

// PromotionKinds lists the kinds a pawn may become, in the order the
// variant's move lists use.
func (v Variant) PromotionKinds() []Kind {
	if v == Interweave {
		return []Kind{Smasher, Leaper, Remover}
	}
	return []Kind{Lion, Champion, Wizard, Knight}
}
