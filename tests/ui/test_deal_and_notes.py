"""The deal animation, the table's notes and the peek, against what a review found (each test failed before)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QWidget

from canfield.engine import COLUMNS, STOCK, Move
from canfield.ui.table import speeds
from canfield.ui.table.items import FLYING_Z
from tests.ui.mouse import LEFT, card_item, grab_point, to_view
from tests.ui.test_long_columns_readable import long_column_game
from tests.ui.test_session import open_window


def test_cards_waiting_on_the_stock_during_the_deal_are_face_down(window):
    # Deal animation: sync() turns every dealt card face up at once, and the cards still waiting for
    # their turn sit on the stock with z = FLYING_Z + order, so the last one dealt (c4's card, here A♠)
    # lies face up on top of the stock for the whole deal, and the first cards fly out from under it.
    table = window.table
    table.animations = True
    window.controller.restart()
    x, y = table.layout.slot(STOCK)
    on_stock = QRectF(x, y, table.layout.card_w, table.layout.card_h)
    top = table.card_at(on_stock.center())
    assert top is not None and not top.face_up, f"{top.card.code} lies face up on the stock"
    waiting = [
        it.card.code for it in table.cards.values() if it.isVisible() and it.face_up and it.pos() == on_stock.topLeft()
    ]
    assert waiting == [], f"face-up cards waiting on the stock: {waiting}"


def test_the_demo_note_stays_off_the_columns(window):
    # The note is centred under the reserve and only clamped to the scene: the demo's one-line text
    # (511 px wide at 1100x760 in English, the whole table width in Russian) runs under column 1's
    # cards (z -5), where it is cut off: "Demo playing: press any key or click to s".
    table = window.table
    table.set_note(QCoreApplication.translate("Demo", "Demo playing: press any key or click to stop."), "demo")
    table.set_note("Bankroll: −$1250\nThis game: −$45", "stakes")
    note = table.note.sceneBoundingRect()
    first_column = table.layout.slot(COLUMNS[0])[0]
    assert note.right() <= first_column, (note, first_column)


def test_the_casino_note_survives_a_language_switch(qtbot, qapp):
    # A game played for stakes (casino scoring on at its first move), then casino scoring turned off
    # (the game keeps its stakes, the note rightly stays), then the language changed: the new window
    # computes the note before session.adopt() copies the game's stakes, and never again until a move.
    from canfield.ui import language

    win = open_window(qtbot, code="CF1-D3-AAAAACL", profile="classic")
    win.acts.settings.trigger()
    win.settings_dialog.casino_scoring.setChecked(True)
    assert win.controller.play(Move.parse("reserve>c2"))
    win.settings_dialog.casino_scoring.setChecked(False)
    assert win.session.casino and win.table.note.text.startswith("Bankroll")
    dialog = win.settings_dialog
    try:
        dialog.language.setCurrentIndex(dialog.language.findData("ro"))
        dialog.close()  # the language applies when Settings closes
        qtbot.waitUntil(lambda: win.reopened is not None)
        new = win.reopened
        assert new.session.casino  # the game is still played for stakes...
        assert new.table.note.text == new.session.stakes() != ""  # ...but the table no longer says so
    finally:
        if win.reopened is not None:
            win.reopened.close()
        language.uninstall(qapp)


def test_a_long_press_cut_short_by_losing_the_window_does_not_peek_later(window, qtbot):
    # scene.cancel_drag() (the window lost activation: "the release may never reach us now") forgets
    # the drag but not the peek's 500 ms timer: the covered card pops up whole, lifted with a shadow
    # above its column, with no button down, and stays so until the next click or key.
    window.controller.new_game(long_column_game())
    item = card_item(window, "QH")  # covered in column 1
    QTest.mousePress(window.view.viewport(), LEFT, Qt.KeyboardModifier.NoModifier, to_view(window, grab_point(item)))
    other = QWidget()  # another window takes the focus (Alt+Tab, a notification)
    qtbot.addWidget(other)
    other.show()
    other.activateWindow()
    qtbot.waitUntil(lambda: not window.isActiveWindow())
    qtbot.waitUntil(lambda: not window.table.peek._hold.isActive())  # the long press's timer is over (or was stopped)
    assert window.table.peek.card is None and not item.lifted


def test_the_casino_note_follows_a_statistics_reset(qtbot):
    # session.reset_stats() emits `recorded` but not `stakes_changed`: after Statistics > Reset the
    # table still shows the old bankroll (here −$40) while the Statistics dialog says $0.
    from tests.ui.mouse import drag_card
    from tests.ui.test_session import restart

    win = open_window(qtbot, code="CF1-D3-AAAAACL", profile="classic")
    win.acts.settings.trigger()
    win.settings_dialog.casino_scoring.setChecked(True)
    win.settings_dialog.close()
    drag_card(win, "QC", "c2")
    drag_card(win, "8H", "f1")
    restart(win)
    assert win.table.note.text.startswith("Bankroll: −$40")
    assert win.session.reset_stats()  # what the Statistics dialog's Reset calls once confirmed
    assert win.storage.stats["classic"].bankroll == 0
    assert win.table.note.text.startswith("Bankroll: $0"), win.table.note.text


def test_a_deal_cut_short_shows_every_card_as_the_game_says(window):
    table = window.table
    table.animations = True
    window.controller.restart()
    assert table.animating
    table.settle()  # a click or a key during the deal
    game = window.controller.game
    for card, item in table.cards.items():
        assert item.face_up == game.face_up(item.pile, item.index), card


def test_a_dealt_card_waits_on_the_stock_until_its_turn(window):
    # glide() holds the start value with a key value at delay/total, but the OutCubic easing applies to
    # the whole animation, delay included: the last card dealt (delay 18 x 30 ms) has covered 86 % of its
    # way when its delay ends. Since aa320a1 a waiting card lies at z -1, face down, until a timer fires
    # after `delay`: so it flies most of its way under every pile and card, face down, and turns face up
    # and jumps above the table only near the end of its flight.
    table = window.table
    table.animations = True
    window.controller.restart()
    item = card_item(window, window.controller.game.top("c4").code)  # dealt last
    delay = item.animation.duration() - speeds.MOVE_MS
    assert delay >= 17 * speeds.DEAL_STAGGER_MS
    start = QPointF(*table.layout.slot(STOCK))
    for frac in (0.5, 0.7, 0.9):
        item.animation.setCurrentTime(int(delay * frac))
        moved = (item.pos() - start).manhattanLength()
        assert moved < 1, f"at {frac:.0%} of its delay the card has left the stock ({moved:.0f} px)"
    table.settle()


def test_a_card_in_flight_in_the_deal_flies_face_up_above_the_table(window, qtbot):
    # The same bug seen in real time: sample the deal every few ms; a card on its way (off the stock,
    # not yet home) must be drawn above the piles it crosses, face up, not at z -1 under them.
    from PySide6.QtTest import QTest

    table = window.table
    table.animations = True
    window.controller.restart()
    start = QPointF(*table.layout.slot(STOCK))
    hidden_flights = set()
    while table.animating:
        for item in table.cards.values():
            if item.animation is None or not item.isVisible():
                continue
            on_way = (item.pos() - start).manhattanLength() > 2 and (item.pos() - item.target).manhattanLength() > 2
            shows = window.controller.game.face_up(item.pile, item.index)  # the reserve's lower cards: face down
            if on_way and (item.zValue() < FLYING_Z or item.face_up != shows):
                hidden_flights.add(item.card.code)
        QTest.qWait(5)
    assert not hidden_flights, f"flew face down under the table: {sorted(hidden_flights)}"
