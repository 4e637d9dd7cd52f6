"""The game as ``python -m canfield`` starts it, on a position where Finish wins at once (test helper).

    python -m tests.ui.endgame_game

The screen-reader tests need the win screen; winning the seed deal by keyboard takes some 1,200 keys.
This opens the same window (``open_window``, the player's settings, statistics and language) and deals
:data:`tests.ui.test_finish.ENDGAME`: F plays the sixteen cards home, then the win screen opens.
"""

from __future__ import annotations

import argparse
import sys

from canfield.__main__ import open_window
from tests.engine.positions import position


def main() -> int:
    from PySide6.QtWidgets import QApplication

    from tests.ui.test_finish import ENDGAME

    app = QApplication(sys.argv[:1])
    window = open_window(argparse.Namespace(code=None, profile=None))
    window.controller.new_game(position(**ENDGAME))
    window.show()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
