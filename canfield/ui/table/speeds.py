"""Every animation duration of the table, in milliseconds, in one place, and the one switch for them.

How long a sentence stays on the message line is :class:`canfield.ui.messages.Duration`.

The "motion" setting (:func:`motion_on`) turns them all off; a duration of 0 means "jump".
"""

from typing import Any


def motion_on(settings: Any) -> bool:
    """Whether cards move (glide, deal, celebrate): the player's one "motion" setting."""
    return bool(settings.motion)


MOVE_MS = 170  # a card or tail gliding to its new pile
STAGGER_MS = 45  # between cards turned one after another (draw 3)
DEAL_STAGGER_MS = 30  # between cards dealt from the stock at a new game (18 cards: about 0.7 s)
AUTOFILL_DELAY_MS = 110  # the reserve card follows the move that emptied a column
GLIDE_BACK_MS = 150  # a refused drop returning home
NUDGE_MS = 240  # the short shake of a refused tap
REFUSAL_FLASH_MS = 400  # with motion off, a refused card is outlined in red this long instead
PEEK_HOLD_MS = 500  # a press held still this long on a covered card shows it whole
CELEBRATION_MS = 1400  # one card's flight in the win celebration
CELEBRATION_STAGGER_MS = 35  # between cards leaving in the celebration
CLOCK_TICK_MS = 1000  # the status bar clock, only while a game is running
HINT_MS = 2500  # a hint's highlight on the table
BOARD_TEXT_MS = 30_000  # the whole board in words over the table ("Describe Board")
DEMO_STEP_MS = 420  # between the demo's moves (a move's glide is MOVE_MS)
