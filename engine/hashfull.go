package engine

// hashfull returns the per mille of the table's entries written by the
// current search, sampled from its first 1000 entries (UCI's hashfull).
func (t *table) hashfull() int {
	n := min(1000, len(t.entries))
	if n == 0 {
		return 0
	}
	used := 0
	for i := range n {
		d := t.entries[i].data.Load()
		if d != 0 && uint8(d>>19&63) == t.age&63 {
			used++
		}
	}
	return used * 1000 / n
}
