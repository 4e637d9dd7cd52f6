"""Start the game: ``python -m canfield [--code CODE] [--profile NAME]``."""

from __future__ import annotations

import argparse
import sys

from PySide6.QtCore import QCoreApplication

from canfield import __version__
from canfield.engine import PROFILES


def parse_args(argv: list[str]) -> argparse.Namespace:
    """Read the command line."""
    parser = argparse.ArgumentParser(
        prog="canfield", description=QCoreApplication.translate("CommandLine", "Canfield solitaire.")
    )
    parser.add_argument("--code", help=QCoreApplication.translate("CommandLine", "open this deal, e.g. CF1-D3-AAAAACL"))
    parser.add_argument(
        "--profile",
        choices=tuple(PROFILES),
        help=QCoreApplication.translate("CommandLine", "rule profile (default: your setting)"),
    )
    parser.add_argument("--version", action="version", version=f"canfield {__version__}")
    parser.add_argument(
        "--smoke-test",
        action="store_true",
        help=QCoreApplication.translate("CommandLine", "open the window, wait for the table's first frame, quit"),
    )
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    """Run the game; returns the exit status (2 for a bad game code)."""
    if getattr(sys, "frozen", False):  # a bundled app must let solver child processes start
        import multiprocessing

        multiprocessing.freeze_support()
    args = parse_args(sys.argv[1:] if argv is None else argv)
    if args.code is not None:
        from canfield.engine import Game

        try:
            Game.from_code(args.code, args.profile or "canfield")
        except ValueError as exc:
            print(QCoreApplication.translate("CommandLine", "canfield: %1").replace("%1", str(exc)), file=sys.stderr)
            return 2
    from PySide6.QtCore import QTimer
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    from canfield.resources import APP_ID, icon_path
    from canfield.ui import MainWindow, language
    from canfield.ui.settings import default_storage

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("Canfield")
    app.setApplicationVersion(__version__)
    app.setDesktopFileName(APP_ID)  # matches the .desktop file: Wayland app_id, X11 grouping
    app.setWindowIcon(QIcon(str(icon_path())))
    storage = default_storage()
    language.install(app, storage.settings.language)  # before any widget: they read their texts when built
    window = MainWindow(code=args.code, profile=args.profile, storage=storage)
    if args.smoke_test:
        window.view.first_painted.connect(lambda: QTimer.singleShot(0, lambda: app.exit(0)))
        QTimer.singleShot(30_000, lambda: app.exit(1))  # never hang a check
    window.show()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
