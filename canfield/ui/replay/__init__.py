"""The replay of a recorded game (issue 41): :class:`~canfield.ui.replay.window.ReplayWindow`."""
