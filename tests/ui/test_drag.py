"""Dragging cards and tails with real mouse events on the view's viewport."""

from __future__ import annotations

from PySide6.QtCore import QPointF

from canfield.engine import Card
from tests.engine.test_game_api import SEED_AFTER_THREE, SEED_START
from tests.ui.mouse import card_item, drag, drag_card, grab_point


def test_seed_first_three_moves_by_mouse(window):
    game = window.controller.game
    assert game.describe() == SEED_START
    drag_card(window, "QC", "c2")  # reserve -> column 2, onto the K♥
    drag_card(window, "8H", "f1")  # reserve -> hearts foundation
    drag_card(window, "KH", "c4")  # K♥ + Q♣ tail -> column 4, onto the A♠; Q♠ fills column 2
    assert window.controller.game.describe() == SEED_AFTER_THREE
    assert window.controller.game.score == 5
    assert window.status.score.text() == "Score: 5"


def test_drag_card_to_illegal_column_glides_back(window, qtbot):
    window.table.animations = True
    before = window.controller.game.describe()
    item = card_item(window, "QC")
    home = item.pos()
    drag_card(window, "QC", "c3")  # Q♣ on Q♥: refused by the engine
    assert window.controller.game.describe() == before
    assert "cannot go on" in window.statusBar().currentMessage()
    qtbot.waitUntil(lambda: not window.table.animating)
    assert item.pos() == home
    assert not window.table.dragging


def test_drag_tail_to_illegal_column_and_then_legal(window):
    drag_card(window, "QC", "c2")
    before = window.controller.game.describe()
    drag_card(window, "KH", "c1")  # K♥ Q♣ onto 6♣: refused
    assert window.controller.game.describe() == before
    assert window.controller.game.pile("c2") == (Card.parse("KH"), Card.parse("QC"))
    drag_card(window, "KH", "c4")
    assert window.controller.game.pile("c4")[-2:] == (Card.parse("KH"), Card.parse("QC"))


def test_drop_on_empty_table_changes_nothing(window):
    before = window.controller.game.describe()
    item = card_item(window, "QC")
    rect = window.table.sceneRect()
    drag(window, grab_point(item), QPointF(rect.width() * 0.3, rect.height() * 0.95))  # bare felt
    window.table.settle()
    assert window.controller.game.describe() == before
    assert item.pos() == item.target


def test_legal_targets_light_up_while_dragging(window):
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtTest import QTest

    from tests.ui.mouse import LEFT, drop_point, to_view

    vp = window.view.viewport()
    start = to_view(window, grab_point(card_item(window, "QC")))
    QTest.mousePress(vp, LEFT, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(vp, start + QPoint(20, 20))
    assert window.table.dragging
    assert window.table.piles["c2"].highlight == 1  # Q♣ may go on the K♥
    assert window.table.piles["c3"].highlight == 0
    over = to_view(window, drop_point(window, "c2"))
    QTest.mouseMove(vp, over)
    assert window.table.piles["c2"].highlight == 2  # the pile the drop would take
    assert card_item(window, "QC").zValue() > max(
        i.zValue() for i in window.table.cards.values() if i.card.code != "QC"
    )
    QTest.mouseRelease(vp, LEFT, Qt.KeyboardModifier.NoModifier, over)
    assert window.controller.game.top("c2") == Card.parse("QC")
    assert all(p.highlight == 0 for p in window.table.piles.values())


def test_a_covered_waste_card_is_never_lifted(window):
    # Player review B12: pressing on a covered waste card and dragging lifted the whole fan, refused on drop.
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from tests.ui.mouse import LEFT, click, drop_point, to_view

    click(window, window.table.piles["stock"].area.center())  # draw 3
    waste = window.controller.game.pile("waste")
    covered = card_item(window, waste[0].code)
    top = card_item(window, waste[-1].code)
    spots = (covered.pos(), top.pos())
    start = QPointF(covered.card_rect().left() + 4, covered.card_rect().center().y())  # its uncovered strip
    assert window.table.card_at(start) is covered
    moves = window.controller.game.moves_made
    vp, a, b = window.view.viewport(), to_view(window, start), to_view(window, drop_point(window, "c3"))
    QTest.mousePress(vp, LEFT, Qt.KeyboardModifier.NoModifier, a)
    for i in range(1, 9):
        QTest.mouseMove(vp, a + (b - a) * (i / 8))
    assert (covered.pos(), top.pos()) == spots and not covered.lifted and not window.table.dragging  # mid-drag
    assert window.statusBar().currentMessage() == "Only the top card of the waste can be played."
    QTest.mouseRelease(vp, LEFT, Qt.KeyboardModifier.NoModifier, b)
    assert window.controller.game.moves_made == moves and (covered.pos(), top.pos()) == spots


def _grab(window):
    from PySide6.QtGui import QImage

    return window.view.viewport().grab().toImage().convertToFormat(QImage.Format.Format_RGB32)


def _largest_difference(a, b) -> int:
    from PySide6.QtGui import QColor

    assert a.size() == b.size()
    worst = 0
    for y in range(0, a.height(), 2):
        for x in range(0, a.width(), 2):
            if a.pixel(x, y) != b.pixel(x, y):
                p, q = QColor(a.pixel(x, y)), QColor(b.pixel(x, y))
                worst = max(worst, abs(p.red() - q.red()), abs(p.green() - q.green()), abs(p.blue() - q.blue()))
    return worst


def test_dragged_cards_move_as_one_picture_that_looks_like_them(window):
    """The lifted cards are drawn once into one picture for the drag (performance review F3: a whole
    column cost 28 cards' drawing at every step); the table looks as when each card drew itself."""
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtTest import QTest

    from tests.ui.mouse import LEFT, drop_point, to_view

    vp = window.view.viewport()
    moved = [card_item(window, "QC")]
    start = to_view(window, grab_point(moved[0]))
    QTest.mousePress(vp, LEFT, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(vp, start + QPoint(20, 20))
    QTest.mouseMove(vp, start + QPoint(37, 51))
    run = window.table.run
    assert run.isVisible() and not moved[0].isVisible()
    assert run.sceneBoundingRect().contains(moved[0].card_rect())
    as_picture = _grab(window)
    run.setVisible(False)  # the cards draw themselves where they are
    moved[0].setVisible(True)
    assert _largest_difference(as_picture, _grab(window)) <= 3  # rounding in the shadow's blending only
    moved[0].setVisible(False)
    run.setVisible(True)
    over = to_view(window, drop_point(window, "c2"))
    QTest.mouseMove(vp, over)
    QTest.mouseRelease(vp, LEFT, Qt.KeyboardModifier.NoModifier, over)
    assert window.controller.game.top("c2") == Card.parse("QC")
    assert not run.isVisible() and moved[0].isVisible()


def test_a_cancelled_drag_shows_its_cards_again(window, qtbot):
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtTest import QTest

    from tests.ui.mouse import LEFT, to_view

    vp = window.view.viewport()
    item = card_item(window, "QC")
    start = to_view(window, grab_point(item))
    QTest.mousePress(vp, LEFT, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(vp, start + QPoint(30, 30))
    assert not item.isVisible()
    QTest.keyClick(window, Qt.Key.Key_Escape)
    QTest.mouseRelease(vp, LEFT, Qt.KeyboardModifier.NoModifier, start + QPoint(30, 30))
    assert item.isVisible() and not window.table.run.isVisible()
    qtbot.waitUntil(lambda: not window.table.animating)
    assert item.pos() == item.target
