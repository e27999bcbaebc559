// Package tune fits the weights of the evaluations in package eval to the
// results of self-play games, Texel's way: over quiet positions taken from
// the games, it minimises the mean squared difference between each game's
// result and a logistic function of the evaluation of its positions.
//
// The games come from a small alpha-beta searcher of this package (a fixed
// depth of one or two turns, captures resolved by a quiescence search), so
// that the tuning depends on nothing but rules and eval. A run is
// reproducible from its seed and bounded by a deadline.
package tune
