package book

import (
	"errors"
	"fmt"
	"slices"
)

// Merge returns the book of the games of books together: books built
// apart (shards of one build, each with its own seed, on one machine or
// several) and kept whole (minimum games 1), merged into the book one
// build of all their games would have made. A turn's games and wins are
// the sums of its records; its evaluation is the mean of theirs weighted
// by their games, as one build's is the mean over its games (each shard's
// mean was rounded to a centipawn, so that the merged one may differ from
// a single build's by less than one). A position is kept when the games
// of its turns, over all the books, reach minGames. The books must be of
// one variant.
func Merge(minGames int, books ...*Book) (*Book, error) {
	if len(books) == 0 {
		return nil, errors.New("no book to merge")
	}
	v := books[0].v
	type sum struct {
		games, white, black int64
		evalSum             int64
	}
	turns := map[turnKey]*sum{}
	games := int64(0)
	for i, b := range books {
		if b.v != v {
			return nil, fmt.Errorf("book %d is of %s, the first of %s", i+1, b.v, v)
		}
		games += int64(b.games)
		for _, r := range b.recs {
			k := turnKey{posKey{r.key, r.check}, r.id}
			s := turns[k]
			if s == nil {
				s = &sum{}
				turns[k] = s
			}
			s.games += int64(r.games)
			s.white += int64(r.white)
			s.black += int64(r.black)
			s.evalSum += int64(r.eval) * int64(r.games)
		}
	}
	if games > 1<<31-1 {
		return nil, fmt.Errorf("the books count %d games together, more than a book may", games)
	}
	reached := map[posKey]int64{}
	for k, s := range turns {
		reached[k.pos] += s.games
	}
	out := &Book{v: v, games: int(games)}
	for k, s := range turns {
		if reached[k.pos] < int64(minGames) {
			continue
		}
		if s.games > 1<<32-1 {
			return nil, fmt.Errorf("turn %s counts %d games, more than a book may", k.id, s.games)
		}
		out.recs = append(out.recs, record{
			key: k.pos.key, check: k.pos.check, id: k.id,
			games: uint32(s.games), white: uint32(s.white), black: uint32(s.black),
			eval: int16(roundedMean(s.evalSum, s.games)),
		})
	}
	if len(out.recs) > MaxEntries {
		return nil, fmt.Errorf("the merged book has %d entries, more than the %d a book may hold", len(out.recs), MaxEntries)
	}
	slices.SortFunc(out.recs, func(x, y record) int { return compareRecords(&x, &y) })
	return out, nil
}

// roundedMean is sum/n rounded to the nearest whole number, halves away
// from zero; n is positive.
func roundedMean(sum, n int64) int64 {
	if sum < 0 {
		return -((-sum + n/2) / n)
	}
	return (sum + n/2) / n
}
