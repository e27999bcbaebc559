// Package learn is the model of the Learn course: lessons for Wormhole and
// Interweave on a near-empty board, a stage a piece or a rule, a level a
// small task (reach the stars, take the pieces, escape the attack, win).
//
// A course is data: a text file a variant, embedded (courses/), whose
// format docs/course-format.md describes, so that anyone can write one.
// Parse reads it and says where a bad file is wrong (file:line), as the
// game reader does. A level's par is never written in the file: Check
// finds it by a breadth-first search over the rules with the opponent's
// deterministic replies, so a level that cannot be met, or whose par is
// not what the author thinks, is found by the machine and not by players.
//
// A Session plays one level, move by move, as the window gets the moves
// from the board: it checks each learner's move against the rules and the
// goal, answers with the opponent's reply, and says when the goal is met
// (with the stars the moves earn) or failed. A refused move comes back as
// a code with its squares, not as words, so that the window says it in the
// user's language. Progress keeps the stars earned, and reads back from
// the preferences whatever they hold without failing.
//
// The package never imports Fyne: it builds and tests with CGO_ENABLED=0.
package learn
