"""The deal of the day, without Qt: which deal each date gets (:mod:`.selection`), the player's days."""
