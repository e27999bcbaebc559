package library

// batch is the positions an import has read and not yet written, kept in
// few allocations: groups in one slice, chained by key, their encodings
// in one arena, a group's first posting in the group itself.
type batch struct {
	first  map[int64]int32 // the first group of a key
	groups []batchGroup
	arena  []byte
	posted int // postings
}

type batchGroup struct {
	key    int64
	enc    int32 // the encoding is arena[enc:enc+encLen]
	encLen int32
	next   int32 // the next group of the same key, or -1
	post   posting
	more   []posting
}

func (b *batch) reset() {
	b.first = make(map[int64]int32, 1<<16)
	b.groups, b.arena, b.posted = b.groups[:0], b.arena[:0], 0
}

// add adds an occurrence of the position of key and encoding enc.
func (b *batch) add(key int64, enc []byte, p posting) {
	b.posted++
	i, ok := b.first[key]
	if ok {
		for ; i >= 0; i = b.groups[i].next {
			g := &b.groups[i]
			if string(b.arena[g.enc:g.enc+g.encLen]) == string(enc) {
				g.more = append(g.more, p)
				return
			}
		}
		i = b.first[key]
	} else {
		i = -1
	}
	b.groups = append(b.groups, batchGroup{key: key, enc: int32(len(b.arena)), encLen: int32(len(enc)), next: i, post: p})
	b.arena = append(b.arena, enc...)
	b.first[key] = int32(len(b.groups) - 1)
}
