#!/usr/bin/env bash
# Take docs/screenshot.png: the game window in the middle of the seed deal
# CF1-D3-AAAAACL, on a real X server (Xvfb), grabbed from the server with xwd
# (converted to PNG by Qt). Usage: bash scripts/screenshot.sh [output.png]
# The language follows LANGUAGE/LANG as in the game (LANGUAGE=ar for Arabic, right to left);
# FOCUS=c2 shows the keyboard focus ring on that pile; SIZE=800x600 sets the screen (default
# 1280x800); LONG_COLUMN=1 shows the 28-card column of tests/ui/test_long_columns_readable.py,
# LONG_COLUMN=38 (any number past 28) a column that long, laid out in lanes (tests/ui/long_columns.py).
# MOVES=2 plays that many moves of the winning line (default 186); HINT=1 asks for a hint once shown,
# e.g. the message line with a long hint in Armenian:
#   LANGUAGE=hy SIZE=800x600 MOVES=2 HINT=1 bash scripts/screenshot.sh docs/message-line-hy.png
# SHOW=daily opens the Deal of the Day on 2026-12-07 over two weeks of days played, won and missed.
# SHOW=new-game-error (the New Game dialog with a mistyped code), SHOW=statistics (a few games
# recorded), SHOW=help (How to Play) or SHOW=help-keys (its Keys list at the end) opens that
# dialog over the table; SHOW=settings opens Settings; SHOW=paused pauses the game (P); SHOW=win plays the last move of the won line
# and waits for the win screen (with MOVES=407).
# Needs: xvfb-run (xvfb, xauth), xwd (x11-apps); python from .venv if there is
# one (PYTHON=... to choose another).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
out="${1:-docs/screenshot.png}"
python="${PYTHON:-.venv/bin/python}"
[ -x "$python" ] || python=python3
for tool in xvfb-run xwd; do
  command -v "$tool" >/dev/null || { echo "screenshot.sh needs $tool (apt-get install xvfb xauth x11-apps)" >&2; exit 1; }
done
home="$(mktemp -d)"  # fresh settings: default card back and table colour
trap 'rm -rf "$home"' EXIT
export CANFIELD_HOME="$home" PYTHONPATH="$PWD${PYTHONPATH:+:$PYTHONPATH}"
unset QT_QPA_PLATFORM  # the real X server, not offscreen

# The program goes in a file, not stdin: the solver's child processes re-import the main script.
program="$home/screenshot.py"
cat > "$program" <<'PY'
"""Open the window full-screen on the X server, play into the seed deal, grab the screen."""


def main() -> None:
    import os
    import struct
    import subprocess
    import sys
    from pathlib import Path

    from PySide6.QtCore import QTimer
    from PySide6.QtGui import QImage
    from PySide6.QtWidgets import QApplication

    from canfield.engine import Move
    from canfield.ui.shell.window import MainWindow
    from canfield.ui import language

    out = Path(sys.argv[1])
    app = QApplication(sys.argv[:1])
    language.install(app, "")  # the system's language, before any widget
    window = MainWindow(code="CF1-D3-AAAAACL", profile="canfield")
    window.table.animations = False
    line = [Move.parse(t) for t in Path("tests/data/won_line_AAAAACL.txt").read_text().split()]
    moves = int(os.environ.get("MOVES", "186"))  # 186: stock, fanned waste, reserve, long columns, cards home
    for move in line[:moves]:
        window.controller.play(move)
    if os.environ.get("LONG_COLUMN") == "1":
        from tests.ui.test_long_columns_readable import long_column_game

        window.controller.new_game(long_column_game())
    elif os.environ.get("LONG_COLUMN"):
        from tests.ui.long_columns import long_game

        window.controller.new_game(long_game(int(os.environ["LONG_COLUMN"])))
    window.table.animations = True
    if os.environ.get("FOCUS"):
        window.access.keyboard.focus_on(os.environ["FOCUS"])
    screen = app.primaryScreen().geometry()
    window.setGeometry(screen)
    window.show()
    if os.environ.get("HINT"):
        QTimer.singleShot(300, window.acts.hint.trigger)  # the solver answers well before the grab

    def open_dialog() -> None:
        show = os.environ.get("SHOW", "")
        if show == "new-game-error":
            window.ask_new_game()
            window.new_game_dialog.code.setText("CF1-D3-ABC")
        elif show == "statistics":
            from canfield.storage import GameResult

            for won, cards, seconds in ((True, 52, 251.0), (False, 31, 402.0), (False, 40, 187.0)):
                result = GameResult(mode="canfield-d3", won=won, cards=cards, score=5 * cards, seconds=seconds, undos=2)
                window.storage.record_game(result)
            window.show_statistics()
        elif show in ("help", "help-keys"):
            window.access.show_help()
            if show == "help-keys":  # the end of the page: the Keys list
                bar = window.access.help_dialog.browser.verticalScrollBar()
                bar.setValue(bar.maximum())
        elif show == "settings":
            window.show_settings()
        elif show == "paused":
            window.pauser.pause()
        elif show == "daily":
            import datetime as dt

            def month_played(book) -> None:  # won, not won (L) and missed (-) days up to today, won in 4:12
                for offset, state in enumerate("WWLWW-WWWW-LWWW"):
                    date = dt.date(2026, 11, 23) + dt.timedelta(days=offset)
                    if state != "-":
                        book.begin("canfield-d3", date, "CF1-D3-AAAAACL", "")
                        book.finish("canfield-d3", date, state == "W", 252.0 if offset == 14 else 300.0, 132)

            window.storage.change_daily(month_played)
            window.daily.clock = lambda: dt.date(2026, 12, 7)
            window.daily.open()
        elif show == "win":
            window.controller.play(line[moves])  # the last card home: the celebration, then the win screen
            QTimer.singleShot(1500, window.table.settle)  # a busy machine: end the celebration before the grab
        elif show:
            raise SystemExit(
                f"SHOW={show}: say new-game-error, statistics, help, help-keys, settings, paused, win or daily"
            )

    QTimer.singleShot(300, open_dialog)


    def xwd_to_image(data: bytes) -> QImage:
        """Read an xwd dump of a 24/32-bit TrueColor screen (the X server's own pixels)."""
        fields = struct.unpack(">25I", data[:100])
        header_size, depth, width, height = fields[0], fields[3], fields[4], fields[5]
        byte_order, bits_per_pixel, bytes_per_line = fields[7], fields[11], fields[12]
        red_mask, ncolors = fields[14], fields[19]
        if bits_per_pixel != 32 or depth != 24 or byte_order != 0 or red_mask != 0xFF0000:
            raise SystemExit(f"unexpected xwd layout (depth {depth}, {bits_per_pixel} bpp, byte order {byte_order})")
        start = header_size + 12 * ncolors
        pixels = data[start : start + height * bytes_per_line]
        return QImage(pixels, width, height, bytes_per_line, QImage.Format.Format_RGB32).copy()


    def grab() -> None:
        out.parent.mkdir(parents=True, exist_ok=True)
        dump = subprocess.run(["xwd", "-root", "-silent"], check=True, capture_output=True).stdout
        if not xwd_to_image(dump).save(str(out), "PNG"):
            raise SystemExit(f"could not write {out}")
        print(f"wrote {out} ({screen.width()}x{screen.height()})")
        app.quit()


    # the solver, the celebration, or the deal of the day's first choice first
    late = os.environ.get("HINT") or os.environ.get("SHOW") in ("win", "daily")
    QTimer.singleShot(4000 if late else 1500, grab)  # the window is mapped and painted well before this
    sys.exit(app.exec())


if __name__ == "__main__":  # the solver's child processes import this file too
    main()
PY
xvfb-run -a -s "-screen 0 ${SIZE:-1280x800}x24" "$python" "$program" "$out"
