package translations

import (
	"regexp"
	"strings"
	"testing"
)

// tuForms are words that only the familiar form of address (tú) uses:
// its pronouns and second-person verbs that no other form shares (a
// regular tú imperative, such as "abre", is also the third person, as in
// "se abre": only the verbs the interface would not use so are listed). The
// interface speaks to the user as usted throughout ("Pegue", "elija",
// "Haga clic"), and so do the rules pages, but for the Spanish Wormhole
// page, which is its source's text word for word (the app's tests hold it
// to the source).
var tuForms = regexp.MustCompile(`(?i)\b(tú|tu|tus|te|ti|contigo|puedes|quieres|tienes|debes|pierdes|ganas|juegas|haz|elige|pon|ten|di|sal|ven|estás|eres|vas|has|elígela|pégala|pulsa|arrastra|selecciona|introduce|comprueba)\b`)

// usted imperatives and forms the interface uses, so that the test cannot
// pass by finding no text at all.
var ustedForms = regexp.MustCompile(`\b(Pegue|elija|Haga|guarde|copie|consulte|use)\b`)

func TestSpanishInterfaceSaysUsted(t *testing.T) {
	es := load(t, "es")
	usted := 0
	for k, v := range es {
		if k == "rules.wormhole.page" {
			continue // its source's text, as the source has it
		}
		if m := tuForms.FindString(v); m != "" {
			t.Errorf("es.json %q says %q, a tú form, in %q: the interface says usted", k, m, v)
		}
		usted += len(ustedForms.FindAllString(v, -1))
	}
	if usted < 5 {
		t.Errorf("only %d usted forms found: the test reads the wrong texts", usted)
	}
}

// A clause about what is still to come takes the subjunctive after
// "cuando" ("cuando la partida termine"): the indicative there reads as
// the tú imperative's slip it once was.
func TestSpanishWhenTheGameEnds(t *testing.T) {
	es := load(t, "es")
	for _, k := range []string{"notice.noAnalysisInGame"} {
		if v := es[k]; !strings.Contains(v, "cuando la partida termine") {
			t.Errorf("es.json %q says %q", k, v)
		}
	}
}
