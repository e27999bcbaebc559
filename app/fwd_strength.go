package app

import enginestrength "wormweave/app/strength"

// playerName is strength.PlayerName, kept while the game list moves.
func playerName(tag string) string { return enginestrength.PlayerName(tag) }
