"""Each pile an accessible object of its own, child of the card table, and the focused one reported by focus.

Qt sees the table view as one widget; :func:`install` gives it an accessible
interface (:class:`TableAccessible`, through ``QAccessible.installFactory``)
whose children are the eleven piles (:class:`PileAccessible`, objects
without a widget, like the cells of a Qt list). Each pile is named from the
engine's words in the player's language ("Column 2: king of hearts, queen
of clubs"); as the keyboard ring moves, the pile it rests on gets the focus
event (AT-SPI ``state-changed:focused`` and ``focus:``), which every screen
reader speaks. The table keeps the whole board as its description, worked
out when asked, so "where am I" can read it; the table is never the focused
object while a pile is, so a change to that description is not read out.

:meth:`TableAccess.tell` is the fallback for readers that do not speak
announcements: the sentence becomes the focused pile's description for a
moment (a description change of the focused object is spoken by Orca 43).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QTimer, Signal
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAccessibleInterface
from PySide6.QtWidgets import QAccessibleWidget, QApplication

from canfield.engine.describe import describe_pile
from canfield.ui.access.factory import opt_in, refresh
from canfield.ui.dialogs.choices import reader_active
from canfield.ui.table.keyboard import TAB_ORDER

if TYPE_CHECKING:
    from PySide6.QtGui import QWindow

    from canfield.ui.table.keyboard import KeyboardPlay
    from canfield.ui.table.view import TableView


class PileAccessible(QAccessibleInterface):
    """One pile on the AT-SPI tree: a list item named with its cards, focused when the ring is on it."""

    def __init__(self, table: TableAccess, pile: str) -> None:
        super().__init__()
        self.table = table
        self.pile = pile

    def isValid(self) -> bool:  # noqa: N802 (Qt name)
        return shiboken6.isValid(self.table.view)

    def object(self) -> QObject | None:  # type: ignore[override]  # nullptr in Qt: its stub says never None
        return None

    def window(self) -> QWindow | None:  # type: ignore[override]  # nullptr in Qt: its stub says never None
        return self.table.view.window().windowHandle() if self.isValid() else None

    def relations(
        self, match: QAccessible.RelationFlag | None = None
    ) -> list[tuple[QAccessibleInterface, QAccessible.RelationFlag]]:
        return []

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]  # noqa: N802 (Qt name; nullptr in Qt, never None in its stub)
        return None

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]  # noqa: N802 (Qt name; nullptr in Qt, never None in its stub)
        return None

    def parent(self) -> QAccessibleInterface | None:  # type: ignore[override]  # nullptr in Qt: its stub says never None
        return QAccessible.queryAccessibleInterface(self.table.view) if self.isValid() else None

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]  # nullptr in Qt: its stub says never None
        return None

    def childCount(self) -> int:  # noqa: N802 (Qt name)
        return 0

    def indexOfChild(self, child: QAccessibleInterface) -> int:  # noqa: N802 (Qt name)
        return -1

    def text(self, kind: QAccessible.Text) -> str:
        if not self.isValid():
            return ""
        if kind == QAccessible.Text.Name:
            return self.table.name(self.pile)
        if kind == QAccessible.Text.Description and self.table.focused_pile() == self.pile:
            return self.table.message
        return ""

    def setText(self, kind: QAccessible.Text, text: str) -> None:  # noqa: N802 (Qt name)
        pass  # read only: the game says what is on a pile

    def rect(self) -> QRect:
        return self.table.pile_rect(self.pile) if self.isValid() else QRect()

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.ListItem

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        state.focusable = True
        state.selectable = False
        if self.isValid():
            state.focused = self.table.view.hasFocus() and self.table.focused_pile() == self.pile
            state.invisible = not self.table.view.isVisible()
        return state


class TableAccessible(QAccessibleWidget):
    """The card table: a list of the eleven piles; its description is the whole board, worked out when asked."""

    def __init__(self, view: TableView, table: TableAccess) -> None:
        super().__init__(view, QAccessible.Role.List)
        self.table = table

    def childCount(self) -> int:  # noqa: N802 (Qt name)
        return len(TAB_ORDER)

    def child(self, index: int) -> QAccessibleInterface | None:  # type: ignore[override]  # nullptr in Qt: its stub says never None
        return self.table.piles[TAB_ORDER[index]] if 0 <= index < len(TAB_ORDER) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:  # noqa: N802 (Qt name)
        pile = getattr(child, "pile", None)
        return TAB_ORDER.index(pile) if pile in TAB_ORDER else -1

    def focusChild(self) -> QAccessibleInterface | None:  # type: ignore[override]  # noqa: N802 (Qt name; nullptr in Qt, never None in its stub)
        return self.table.piles[self.table.focused_pile()] if self.table.view.hasFocus() else None

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # type: ignore[override]  # noqa: N802 (Qt name; nullptr in Qt, never None in its stub)
        for pile in TAB_ORDER:
            if self.table.pile_rect(pile).contains(QPoint(x, y)):
                return self.table.piles[pile]
        return None

    def text(self, kind: QAccessible.Text) -> str:
        if kind == QAccessible.Text.Description:
            return self.table.describe()
        return super().text(kind)


class TableAccess(QObject):
    """The piles' accessible objects for one table view, and the focus and messages reported on them.

    ``focus_reported`` is emitted after a pile was reported focused (what is said next is heard on it).
    """

    focus_reported = Signal()

    def __init__(self, view: TableView, keyboard: KeyboardPlay, lang: str) -> None:
        super().__init__(view)
        self.view = view
        self.keyboard = keyboard
        self.lang = lang
        self.message = ""
        self.piles = {pile: PileAccessible(self, pile) for pile in TAB_ORDER}
        opt_in("TableView")
        view.make_accessible = lambda: TableAccessible(view, self)
        refresh(view)
        piles = list(self.piles.values())
        # Qt's cache holds the piles once an event named them: free them there when the view goes,
        # so Python never deletes an interface Qt still points to (and Qt never uses a freed one).
        view.destroyed.connect(lambda *_: _forget(piles))
        self._reported = ""  # the pile last reported focused
        self._report_due = False  # the table got the focus back; its pile is not reported yet
        view.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt name)
        if event.type() == QEvent.Type.FocusIn and watched is self.view:
            self.focus_came()
        return False

    def focus_came(self) -> None:
        """The table has just got the focus (or had it before this layer was built): its pile is reported next."""
        # Qt reports the table itself focused after the focus event is handled: the pile comes after that
        self._report_due = True
        QTimer.singleShot(0, self.report_focus)

    def listening(self) -> bool:
        """Whether a sentence told on the focused pile now is heard: the reader is on that pile.

        Not while a menu is open or another widget or window has the focus (the reader is there and
        drops events of other objects), nor between the table getting the focus back and its pile
        being reported (the reader is still on the menu item or dialog button it left).
        """
        if not reader_active():
            return True  # nobody to wait for
        return self.view.hasFocus() and not self._report_due and QApplication.activePopupWidget() is None

    def focused_pile(self) -> str:
        """The pile the keyboard ring is on."""
        return self.keyboard.pile

    def name(self, pile: str) -> str:
        """The pile in the engine's words; for a column whose ring rests on a covered card, that card."""
        if pile == self.keyboard.pile and self.keyboard.on_covered_card():
            return self.keyboard.where()
        return describe_pile(self.keyboard.controller.game, pile, self.lang)

    def describe(self) -> str:
        """The whole board in words (the table's description)."""
        return self.keyboard.controller.game.describe(self.lang)

    def pile_rect(self, pile: str) -> QRect:
        """Where a pile is on the screen (global pixels), for screen readers' mouse and flat review."""
        lay = self.view.table_scene.layout
        x, y, w, h = lay.pile_rect(pile, len(self.keyboard.controller.game.pile(pile)))
        polygon = self.view.mapFromScene(x, y, w, h)
        local = polygon.boundingRect()
        return QRect(self.view.viewport().mapToGlobal(local.topLeft()), local.size())

    def report_focus(self) -> None:
        """Tell screen readers the focused pile (a focus event on that child of the table)."""
        if not (shiboken6.isValid(self.view) and self.view.hasFocus()):
            return
        self._report_due = False
        self._reported = self.keyboard.pile
        self._pile_event(QAccessible.Event.Focus)
        self.focus_reported.emit()

    def focus_stays(self) -> bool:
        """Whether the ring's pile is the one last reported focused (it moved along that pile, or not at all).

        Then no focus event tells a reader anything: it already is on that object, and Orca ignores
        name changes of list items.
        """
        return self.keyboard.pile == self._reported and self.view.hasFocus()

    def tell(self, text: str) -> None:
        """Say ``text`` through the focused pile: its description changes to it, then back to nothing.

        A reader speaks a description change of the focused object (Orca 43 does, and ignores
        announcements); clearing it at once lets the same sentence be said again next time.
        """
        self.message = text
        self._pile_event(QAccessible.Event.DescriptionChanged)
        self.message = ""
        self._pile_event(QAccessible.Event.DescriptionChanged)

    def _pile_event(self, kind: QAccessible.Event) -> None:
        """Send ``kind`` for the ring's pile (a child of the table), when a screen reader listens."""
        if not reader_active():
            return
        event = QAccessibleEvent(self.view, kind)
        event.setChild(TAB_ORDER.index(self.keyboard.pile))
        QAccessible.updateAccessibility(event)


def _forget(piles: list[PileAccessible]) -> None:
    for pile in piles:
        if shiboken6.isValid(pile):
            QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(pile))
