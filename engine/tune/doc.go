// Package tune fits the weights of the evaluations in package eval to the
// results of self-play games, Texel's way: over quiet positions taken from
// the games, it minimises the mean squared difference between each game's
// result and a logistic function of the evaluation of its positions.
//
// The games are played by the engine within a number of nodes a turn, or
// by a small alpha-beta searcher of this package (a fixed depth of one or
// two turns, captures resolved by a quiescence search). A run is
// reproducible from its seed and bounded by a deadline. Positions files
// (WriteSamples, ReadSamples) keep the positions of the games with their
// results, so that a fit can be run again without replaying them; Fit
// computes the error from each weight's counts when the evaluation is
// linear in its weights, as both of package eval are.
package tune
