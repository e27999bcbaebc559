package prefsfile

// The typed getters and setters of fyne.Preferences. Numbers read back
// from the file are float64, so the integer getters take them too, as
// Fyne's own store does.

// Bool is the boolean under key, or false.
func (s *Store) Bool(key string) bool { return s.BoolWithFallback(key, false) }

// BoolWithFallback is the boolean under key, or fallback.
func (s *Store) BoolWithFallback(key string, fallback bool) bool {
	if v, ok := s.get(key); ok {
		if b, ok := v.(bool); ok {
			return b
		}
	}
	return fallback
}

// SetBool stores a boolean.
func (s *Store) SetBool(key string, value bool) { s.set(key, value) }

// BoolList is the boolean list under key, or an empty one.
func (s *Store) BoolList(key string) []bool { return s.BoolListWithFallback(key, []bool{}) }

// BoolListWithFallback is the boolean list under key, or fallback.
func (s *Store) BoolListWithFallback(key string, fallback []bool) []bool {
	if v, ok := s.get(key); ok {
		if b, ok := v.([]bool); ok {
			return b
		}
	}
	return fallback
}

// SetBoolList stores a boolean list.
func (s *Store) SetBoolList(key string, value []bool) { s.set(key, value) }

// Float is the number under key, or 0.
func (s *Store) Float(key string) float64 { return s.FloatWithFallback(key, 0) }

// FloatWithFallback is the number under key, or fallback.
func (s *Store) FloatWithFallback(key string, fallback float64) float64 {
	if v, ok := s.get(key); ok {
		switch n := v.(type) {
		case float64:
			return n
		case int:
			return float64(n)
		}
	}
	return fallback
}

// SetFloat stores a number.
func (s *Store) SetFloat(key string, value float64) { s.set(key, value) }

// FloatList is the number list under key, or an empty one.
func (s *Store) FloatList(key string) []float64 { return s.FloatListWithFallback(key, []float64{}) }

// FloatListWithFallback is the number list under key, or fallback.
func (s *Store) FloatListWithFallback(key string, fallback []float64) []float64 {
	if v, ok := s.get(key); ok {
		switch l := v.(type) {
		case []float64:
			return l
		case []int:
			out := make([]float64, len(l))
			for i, n := range l {
				out[i] = float64(n)
			}
			return out
		}
	}
	return fallback
}

// SetFloatList stores a number list.
func (s *Store) SetFloatList(key string, value []float64) { s.set(key, value) }

// Int is the integer under key, or 0.
func (s *Store) Int(key string) int { return s.IntWithFallback(key, 0) }

// IntWithFallback is the integer under key, or fallback.
func (s *Store) IntWithFallback(key string, fallback int) int {
	if v, ok := s.get(key); ok {
		switch n := v.(type) {
		case int:
			return n
		case float64:
			return int(n)
		}
	}
	return fallback
}

// SetInt stores an integer.
func (s *Store) SetInt(key string, value int) { s.set(key, value) }

// IntList is the integer list under key, or an empty one.
func (s *Store) IntList(key string) []int { return s.IntListWithFallback(key, []int{}) }

// IntListWithFallback is the integer list under key, or fallback.
func (s *Store) IntListWithFallback(key string, fallback []int) []int {
	if v, ok := s.get(key); ok {
		switch l := v.(type) {
		case []int:
			return l
		case []float64:
			out := make([]int, len(l))
			for i, f := range l {
				out[i] = int(f)
			}
			return out
		}
	}
	return fallback
}

// SetIntList stores an integer list.
func (s *Store) SetIntList(key string, value []int) { s.set(key, value) }

// String is the string under key, or "".
func (s *Store) String(key string) string { return s.StringWithFallback(key, "") }

// StringWithFallback is the string under key, or fallback.
func (s *Store) StringWithFallback(key, fallback string) string {
	if v, ok := s.get(key); ok {
		if str, ok := v.(string); ok {
			return str
		}
	}
	return fallback
}

// SetString stores a string.
func (s *Store) SetString(key string, value string) { s.set(key, value) }

// StringList is the string list under key, or an empty one.
func (s *Store) StringList(key string) []string { return s.StringListWithFallback(key, []string{}) }

// StringListWithFallback is the string list under key, or fallback.
func (s *Store) StringListWithFallback(key string, fallback []string) []string {
	if v, ok := s.get(key); ok {
		if l, ok := v.([]string); ok {
			return l
		}
	}
	return fallback
}

// SetStringList stores a string list.
func (s *Store) SetStringList(key string, value []string) { s.set(key, value) }
