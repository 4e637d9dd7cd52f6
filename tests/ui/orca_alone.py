"""Orca for one private test desktop, run by the system python3:  python3 orca_alone.py LOG

What ``orca --debug-file=LOG`` does, less two things that reach outside the test's desktop: Orca's
launcher, asked to replace, SIGKILLs every process of this user named ``orca`` (a developer's own
screen reader, another job's), and, not asked, refuses to start while one runs. This Orca replaces
nothing and keeps the name of its Python, so no launcher elsewhere kills it either. Its debug log is
written line by line, so a test can wait on what it has spoken.
"""

from __future__ import annotations

import sys

sys.path.insert(1, "/usr/lib/python3/dist-packages")  # where Debian installs Orca

from orca import debug


def main(log: str) -> int:
    debug.debugLevel = debug.LEVEL_ALL
    debug.eventDebugLevel = debug.LEVEL_OFF
    debug.debugFile = open(log, "w", buffering=1)  # noqa: SIM115 (Orca writes to it until it quits)
    from orca import orca

    manager = orca.getSettingsManager()
    manager.activate(None, {})
    sys.path.insert(0, manager.getPrefsDir())
    return orca.main()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
