package prefsfile

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"sync"

	"fyne.io/fyne/v2"

	"wormweave/study"
)

// Store is a fyne.Preferences kept in one JSON file. Every change is
// written by a goroutine of its own, off the caller's; Flush writes what
// is still pending before the program ends.
type Store struct {
	path  string
	fresh bool // no file was read: the program's very first start

	mu        sync.Mutex
	values    map[string]any
	listeners []func()
	changes   uint64 // values changed so far
	saving    bool   // a writer goroutine runs

	writeMu sync.Mutex // one write of the file at a time
	written uint64     // changes the file holds
	err     error      // the last write's failure, for Flush

	// OnError hears a write that failed in the background; nil ignores it
	// (Flush reports it again).
	OnError func(error)
}

var _ fyne.Preferences = (*Store)(nil)

// Open reads the preferences file at path. A missing file is an empty
// store. A file that is not a JSON object is set aside under the name
// path+".damaged" (so that a new save does not destroy what the user may
// want back) and the store starts empty; the error says so.
func Open(path string) (*Store, error) {
	s := &Store{path: path, values: map[string]any{}}
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		s.fresh = true
		return s, nil
	}
	if err != nil {
		return s, fmt.Errorf("reading the preferences %s: %w", path, err)
	}
	if err := decode(data, s.values); err != nil {
		aside := path + ".damaged"
		if rerr := os.Rename(path, aside); rerr != nil {
			return s, fmt.Errorf("the preferences %s are damaged (%v), and could not be set aside: %w", path, err, rerr)
		}
		return s, fmt.Errorf("the preferences %s were damaged (%v): kept as %s, starting from the defaults", path, err, aside)
	}
	return s, nil
}

// Fresh reports whether there was no preferences file when the store was
// opened: the program starts for the very first time, and may offer what a
// newcomer needs.
func (s *Store) Fresh() bool { return s.fresh }

// decode reads a preferences file into values, with its lists typed as
// Fyne types them.
func decode(data []byte, values map[string]any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	var read map[string]any
	if err := dec.Decode(&read); err != nil {
		return err
	}
	if read == nil {
		return errors.New("not a JSON object")
	}
	for k, v := range read {
		values[k] = typedList(v)
	}
	return nil
}

// typedList turns a JSON list into the typed list Fyne's getters expect;
// JSON has no integers, so numbers come back as float64 (which IntList
// converts) as they do from Fyne's store.
func typedList(v any) any {
	items, ok := v.([]any)
	if !ok || len(items) == 0 {
		return v
	}
	switch items[0].(type) {
	case bool:
		return typed[bool](items, v)
	case float64:
		return typed[float64](items, v)
	case string:
		return typed[string](items, v)
	}
	return v
}

func typed[T any](items []any, whole any) any {
	out := make([]T, len(items))
	for i, it := range items {
		t, ok := it.(T)
		if !ok {
			return whole
		}
		out[i] = t
	}
	return out
}

// Path is the file the store keeps its values in.
func (s *Store) Path() string { return s.path }

// Flush writes the values into the file now if a change has not been
// written yet, and reports the write's failure.
func (s *Store) Flush() error {
	s.mu.Lock()
	pending := s.changes
	s.mu.Unlock()
	s.writeMu.Lock()
	defer s.writeMu.Unlock()
	if s.written >= pending {
		return s.err
	}
	return s.writeLocked()
}

// writeLocked writes the current values; writeMu is held.
func (s *Store) writeLocked() error {
	s.mu.Lock()
	data, err := json.Marshal(s.values)
	at := s.changes
	s.mu.Unlock()
	if err == nil {
		if err = os.MkdirAll(filepath.Dir(s.path), 0o700); err == nil {
			err = study.WriteFileAtomic(s.path, append(data, '\n'))
		}
	}
	s.err = err
	if err == nil {
		s.written = at
	}
	return err
}

// changed records a change, wakes the writer and tells the listeners.
func (s *Store) changed() {
	s.changes++
	start := !s.saving
	s.saving = true
	listeners := append([]func(){}, s.listeners...)
	s.mu.Unlock()
	if start {
		go s.writeChanges()
	}
	for _, l := range listeners {
		l()
	}
}

// writeChanges writes the file until it holds every change: a burst of
// changes costs one or two writes, not one each.
func (s *Store) writeChanges() {
	for {
		s.writeMu.Lock()
		s.mu.Lock()
		done := s.written >= s.changes
		if done {
			s.saving = false
		}
		s.mu.Unlock()
		if done {
			s.writeMu.Unlock()
			return
		}
		err := s.writeLocked()
		s.writeMu.Unlock()
		if err != nil {
			s.mu.Lock()
			s.saving = false
			s.mu.Unlock()
			if s.OnError != nil {
				s.OnError(err)
			}
			return
		}
	}
}

// set stores value under key; a value equal to the stored one is no change.
func (s *Store) set(key string, value any) {
	s.mu.Lock()
	if old, ok := s.values[key]; ok && reflect.DeepEqual(old, value) {
		s.mu.Unlock()
		return
	}
	s.values[key] = value
	s.changed()
}

func (s *Store) get(key string) (any, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	v, ok := s.values[key]
	return v, ok
}

// RemoveValue deletes the value under key.
func (s *Store) RemoveValue(key string) {
	s.mu.Lock()
	if _, ok := s.values[key]; !ok {
		s.mu.Unlock()
		return
	}
	delete(s.values, key)
	s.changed()
}

// AddChangeListener calls listener after every change of a value.
func (s *Store) AddChangeListener(listener func()) {
	s.mu.Lock()
	s.listeners = append(s.listeners, listener)
	s.mu.Unlock()
}

// ChangeListeners returns the listeners added so far.
func (s *Store) ChangeListeners() []func() {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]func(){}, s.listeners...)
}
