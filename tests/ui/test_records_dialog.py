"""Game records in the window (issue 41): every game that ends is kept with its moves; save, delete one or all."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from canfield.storage import Storage
from canfield.storage import records as rec
from tests.ui.keys import play_by_keys
from tests.ui.mouse import drag_card


def _end_by_restart(window) -> None:
    window.acts.restart.trigger()
    QTest.mouseClick(window.abandon_dialog.end_game, Qt.MouseButton.LeftButton)  # "End the game in progress?"


def _open(window, qtbot):
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    QTest.keyClick(window, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    dialog = window.records.dialog
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible)
    return dialog


def _play_some(window, count: int) -> None:
    from tests.storage.helpers import won_line

    for move in won_line()[:count]:
        play_by_keys(window, move)


def test_a_game_ended_in_the_window_is_kept_with_every_move(window, qtbot):
    drag_card(window, "QC", "c2")
    _play_some(window, 0)
    line = window.controller.game.line
    _end_by_restart(window)
    kept = Storage().records()
    assert len(kept) == 1
    record, _ = rec.load(kept[0].text)
    assert record.moves == line and len(line) == 1 and record.result == rec.ENDED
    assert record.code == "CF1-D3-AAAAACL" and record.game_id == Storage().stats.recent[-1].game_id


def test_the_records_dialog_lists_saves_and_deletes(window, qtbot, tmp_path):
    _play_some(window, 6)
    _end_by_restart(window)
    _play_some(window, 9)
    _end_by_restart(window)
    dialog = _open(window, qtbot)
    assert dialog.table.rowCount() == 2
    assert [dialog.table.item(r, 3).text() for r in range(2)] == ["9", "6"]  # newest first
    assert dialog.table.item(0, 2).text() == "Ended" and dialog.table.item(0, 4).text() == "CF1-D3-AAAAACL"
    target = tmp_path / "mine.txt"
    window.records.choose_path = lambda parent, name: str(target)
    QTest.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    _, game = rec.load(target.read_text(encoding="utf-8"))
    assert game.moves_made == 9
    assert "mine.txt" in window.messages.current
    QTest.mouseClick(dialog.delete_button, Qt.MouseButton.LeftButton)
    assert [r.tag("Moves") for r in Storage().records()] == ["6"] and dialog.table.rowCount() == 1
    QTest.mouseClick(dialog.delete_all_button, Qt.MouseButton.LeftButton)
    box = dialog.confirm
    assert box is not None and box.isVisible()
    QTest.keyClick(box, Qt.Key.Key_Escape)  # Keep
    qtbot.waitUntil(lambda: dialog.confirm is None)
    assert len(Storage().records()) == 1
    QTest.mouseClick(dialog.delete_all_button, Qt.MouseButton.LeftButton)
    delete = next(b for b in dialog.confirm.buttons() if b.text() == "Delete All")
    QTest.mouseClick(delete, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.table.rowCount() == 0)
    assert Storage().records() == [] and Storage().stats["canfield-d3"].played == 2  # the statistics stay


def test_save_game_record_saves_the_game_in_progress(window, qtbot, tmp_path):
    _play_some(window, 12)
    target = tmp_path / "now.txt"
    window.records.choose_path = lambda parent, name: str(target) if name == "CF1-D3-AAAAACL.txt" else ""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    QTest.keyClick(window, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    record, game = rec.load(target.read_text(encoding="utf-8"))
    assert record.result == rec.IN_PROGRESS and game.line == window.controller.game.line


def test_a_record_that_cannot_be_saved_is_said(window, qtbot, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: said.append(text))
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    window.records.choose_path = lambda parent, name: str(blocker / "record.txt")
    assert window.records.save_text("x", "CF1-D3-AAAAACL") is False
    assert said and "could not be saved" in said[0]


def test_the_menu_has_both_commands_after_statistics(window):
    texts = [a.text() for a in window.acts.game_menu.actions()]
    place = texts.index("S&tatistics…")
    assert texts[place + 1 : place + 3] == ["Save Game &Record…", "&Game Records…"]
