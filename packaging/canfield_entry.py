"""PyInstaller's entry script: start the game exactly as ``python -m canfield`` does.

A separate file because PyInstaller runs its entry script as ``__main__``; importing
``canfield.__main__`` keeps the package's own imports working inside the bundle.
"""

import sys

from canfield.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
