"""PyInstaller's entry script for ``canfield-solve`` (in every bundle): the solver's command line.

``freeze_support`` first: ``--jobs`` starts worker processes by spawning this same executable.
"""

import multiprocessing
import sys

from canfield.solver.cli import main

if __name__ == "__main__":
    multiprocessing.freeze_support()
    sys.exit(main())
