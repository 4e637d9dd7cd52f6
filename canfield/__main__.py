"""Start the game: ``python -m canfield [--code CODE] [--profile NAME]``."""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING

# What does not use Qt is imported before Qt: PySide6 reads the source of every module imported after
# it (to see whether it asks for one of its ``__feature__`` options), 10-20 ms of start-up for these.
import canfield.i18n
import canfield.play
import canfield.storage  # noqa: F401  (imported for the reason above)
from canfield import __version__
from canfield.engine import PROFILES
from canfield.storage.words import QT_TRANSLATE_NOOP

from PySide6.QtCore import QTimer  # isort: skip  (after the modules above, on purpose)

from canfield.ui import startup  # isort: skip

startup.keep_no_sources()  # before the many modules imported from here on

from canfield.ui.command_line import Parser, Words, player_words  # noqa: E402  (after keep_no_sources)

if TYPE_CHECKING:
    from pathlib import Path

    from PySide6.QtCore import QCoreApplication

    from canfield.storage import Storage
    from canfield.ui.shell.signals import SignalQuit
    from canfield.ui.shell.storage_port import StorageLike
    from canfield.ui.shell.window import MainWindow


def parse_args(argv: list[str], say: Words | None = None) -> argparse.Namespace:
    """Read the command line; its help and errors in ``say``'s words (by default the player's language)."""
    say = say or player_words()
    parser = Parser(say, prog="canfield", description=say(QT_TRANSLATE_NOOP("CommandLine", "Canfield solitaire.")))
    options = parser.options
    options.add_argument(
        "--code",
        metavar=say(QT_TRANSLATE_NOOP("CommandLine", "CODE")),
        help=say(QT_TRANSLATE_NOOP("CommandLine", "open this deal, e.g. CF1-D3-AAAAACL")),
    )
    options.add_argument(
        "--profile",
        choices=tuple(PROFILES),
        help=say(QT_TRANSLATE_NOOP("CommandLine", "rule profile (default: your setting)")),
    )
    options.add_argument(
        "--version",
        action="version",
        version=f"canfield {__version__}",
        help=say(QT_TRANSLATE_NOOP("CommandLine", "show the version and quit")),
    )
    options.add_argument(
        "--smoke-test",
        action="store_true",
        help=say(QT_TRANSLATE_NOOP("CommandLine", "open the window, wait for the table's first frame, quit")),
    )
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    """Run the game; returns the exit status (2 for a bad game code)."""
    if getattr(sys, "frozen", False):  # a bundled app must let solver child processes start
        import multiprocessing

        multiprocessing.freeze_support()
    say = player_words()
    args = parse_args(sys.argv[1:] if argv is None else argv, say)
    if args.code is not None:
        from canfield.engine import Game
        from canfield.engine.errors import QUOTE_LIMIT, WordedError

        try:
            Game.from_code(args.code, args.profile or "canfield")
        except ValueError as exc:
            # in the command line's language (the setting's, else the system's)
            # the code as given is shown with terminal escapes and the like escaped, never acted on
            # and cut to QUOTE_LIMIT characters, as the New Game dialog quotes it (not 100 KB on stderr)
            why = exc.say_safely(say.lang, QUOTE_LIMIT) if isinstance(exc, WordedError) else str(exc)
            line = say(QT_TRANSLATE_NOOP("CommandLine", "%1: %2"))  # %1: the command's name, %2: why
            print(line.replace("%1", "canfield").replace("%2", why), file=sys.stderr)
            return 2
    startup.begin()  # before Qt's widgets and the window are imported: they make most of start-up's objects
    from PySide6.QtWidgets import QApplication

    from canfield.storage import resolve_paths
    from canfield.ui.shell.application import Application
    from canfield.ui.shell.instance import SingleInstance

    app = QApplication.instance() or Application(sys.argv[:1])
    # Claimed before the app is renamed: the lock records the program's own name, which Qt
    # checks against the process id to tell a live lock from one left by a crash.
    guard = SingleInstance(resolve_paths().data_dir, app)
    # A smoke test checks this start itself, so it never hands over to a running window.
    if not args.smoke_test and not guard.claim({"code": args.code, "profile": args.profile}):
        return 0  # the running window has it: it comes forward (and opens the deal asked for)
    window = open_window(args, guest_storage(guard.in_the_way) if guard.guest else None)
    guard.opened.connect(lambda request: bring_forward(window, request))
    signals = LateSignals(app)
    window.view.first_painted.connect(signals.install_soon)  # socket and signal load after the first frame
    hang: QTimer | None = None
    if args.smoke_test:
        # the whole window: its first frame, then what it builds after it (menus' items, keys, access
        # layer, sound, the solver's features), so a fault in any of it fails the check
        window.built.connect(lambda: QTimer.singleShot(0, lambda: app.exit(0)))
        hang = QTimer(window)  # never hang a check; stopped on the way out (main may run again in-process)
        hang.setSingleShot(True)
        hang.timeout.connect(lambda: app.exit(1))
        hang.start(30_000)
    window.show()
    try:
        return app.exec()
    finally:
        if hang is not None:
            hang.stop()
        signals.uninstall()
        guard.release()


class LateSignals:
    """SIGTERM, SIGHUP and SIGINT end the game as Quit does, from the event loop's turn after the first frame.

    Until then a signal ends the process as it would any program: nothing is played yet that a save could keep.
    """

    def __init__(self, app: QCoreApplication) -> None:
        self.app = app
        self.installed: SignalQuit | None = None

    def install_soon(self) -> None:
        """Install the handlers in the event loop's next turn."""
        QTimer.singleShot(0, self.app, self.install)

    def install(self) -> None:
        """Install the handlers now (once)."""
        from canfield.ui.shell.signals import SignalQuit

        if self.installed is None:
            self.installed = SignalQuit(lambda _number: quit_cleanly(self.app), self.app)

    def uninstall(self) -> None:
        """Put the previous handlers back (main may run again in the same process: tests)."""
        if self.installed is not None:
            self.installed.uninstall()
            self.installed = None


def open_window(args: argparse.Namespace, storage: StorageLike | None = None) -> MainWindow:
    """The game window for the command line ``args`` (not shown yet), the application set up for it.

    Whatever the settings, statistics and saved-game files hold, this returns a window: storage
    turns every fault into defaults and a notice (see ``docs/storage.md``).
    """
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication

    from canfield.resources import APP_ID, icon_path
    from canfield.ui import language
    from canfield.ui.shell.application import Application
    from canfield.ui.shell.storage_port import default_storage
    from canfield.ui.shell.window import MainWindow

    running = QApplication.instance()
    app = running if isinstance(running, QApplication) else Application(sys.argv[:1])
    app.setApplicationName("Canfield")
    app.setApplicationVersion(__version__)
    app.setDesktopFileName(APP_ID)  # matches the .desktop file: Wayland app_id, X11 grouping
    app.setWindowIcon(QIcon(str(icon_path())))
    storage = storage if storage is not None else default_storage()
    language.install(app, storage.settings.language)  # before any widget: they read their texts when built
    return MainWindow(code=args.code, profile=args.profile, storage=storage)


def guest_storage(in_the_way: Path | None = None) -> Storage:
    """Storage for a window opened beside one that holds the folder and does not answer (frozen).

    The saved game stays that window's: this one neither resumes nor overwrites it, and counts its
    own game when it ends or closes, so the two never lose each other's game (review finding D).
    ``in_the_way``: no lock could be taken, this entry being in its place; the player is told so.
    """
    from canfield.storage import Storage, words

    storage = Storage()
    if in_the_way is None:
        storage.share_with_running_window()
    else:
        storage.share_with_running_window(words.NOT_ALONE, path=in_the_way)
    return storage


def bring_forward(window: MainWindow, request: dict[str, object]) -> None:
    """Another start asked for the game: show the window in front, on the deal it named if any.

    A deal named there starts as if chosen with New Game (asked first over a game in progress).
    """
    from canfield.ui.shell.games import make_game

    while window.reopened is not None:  # rebuilt in another language: the newest one is showing
        window = window.reopened
    if window.isMinimized():
        window.showNormal()
    window.show()
    window.raise_()
    window.activateWindow()
    code, profile = request.get("code"), request.get("profile")
    if isinstance(code, str) and code:
        try:
            game = make_game(code, profile if isinstance(profile, str) else None, None, window.settings)
        except ValueError:
            return  # the later start checked it already; a hand-made message is ignored
        window.if_abandoning_is_fine(lambda: window.controller.new_game(game), game.code)


def quit_cleanly(app: object) -> None:
    """A signal to end: every game window closes as with Quit (its game saved), then the app quits."""
    from canfield.ui.shell.window import MainWindow

    for widget in app.topLevelWidgets():  # type: ignore[attr-defined]
        if isinstance(widget, MainWindow) and widget.isVisible():
            widget.close()
    app.quit()  # type: ignore[attr-defined]


if __name__ == "__main__":
    sys.exit(main())
