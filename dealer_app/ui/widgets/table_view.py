"""The table: seats around the felt, and in the middle the board, the street and the pots."""

from __future__ import annotations

import functools
import math
import re
from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QPoint, QPointF, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QContextMenuEvent, QPainter, QPen, QPixmap, QRadialGradient
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMenu,
    QStyle,
    QStyleOption,
    QVBoxLayout,
    QWidget,
)

from dealer_app.engine.figures import Figure
from dealer_app.engine.hand import Phase
from dealer_app.engine.pots import Pot, PotResult
from dealer_app.engine.variants import Family
from dealer_app.session.controller import HandController, SeatView
from dealer_app.session.events import EVERYTHING, Changed, Event
from dealer_app.ui import messages, numbers, words
from dealer_app.ui.table_words import note_text
from dealer_app.ui.widgets.cards import CardRow


@functools.cache
def _states_styling_labels(style_sheet: str) -> frozenset[str]:
    """The seat states that the style sheet gives the seat's labels a look of their own
    (rules such as ``#seat[state="folded"] QLabel``).

    >>> sheet = '#seat[state="a"] { x: 1; } #seat[state="b"] QLabel { } #seat[state="c"]:hover {}'
    >>> sorted(_states_styling_labels(sheet + ' #seat[state="d"]:hover #seatName {}'))
    ['b', 'd']
    """
    return frozenset(
        re.findall(r'#seat\[state="(\w+)"\](?::[\w-]+(?![\w-]))*\s*[^\s{,:]', style_sheet)
    )


def _style_sheets(widget: QWidget) -> str:
    """Every style sheet that applies to ``widget``: the application's and its ancestors'."""
    app = QApplication.instance()
    sheets = [app.styleSheet() if isinstance(app, QApplication) else ""]
    each: QWidget | None = widget
    while each is not None:
        sheets.append(each.styleSheet())
        each = each.parentWidget()
    return "\n".join(sheet for sheet in sheets if sheet)


def _restyle(widget: QWidget, name: str, value: object, stale: set[QLabel]) -> None:
    """Set a seat's state and re-polish only what it changes (polishing costs time): the
    seat, and its labels only when the old or new state has label rules of its own; of those,
    the labels shown now, the hidden ones going into ``stale`` (see :func:`_polish_shown`)."""
    old = widget.property(name)
    if old == value:
        return
    widget.setProperty(name, value)
    style = widget.style()
    style.unpolish(widget)
    style.polish(widget)
    if {old, value} & _states_styling_labels(_style_sheets(widget)):
        for label in widget.findChildren(QLabel):
            if label.isHidden():
                stale.add(label)
            else:
                style.unpolish(label)
                style.polish(label)
                stale.discard(label)


def _polish_shown(stale: set[QLabel]) -> None:
    """Re-polish the labels of ``stale`` that show now (a state changed while they were
    hidden), before they are painted."""
    for label in [label for label in stale if not label.isHidden()]:
        style = label.style()
        style.unpolish(label)
        style.polish(label)
        stale.discard(label)


def _set_text(label: QLabel, text: str) -> None:
    if label.text() != text:
        label.setText(text)
    visible = bool(text)
    if label.isHidden() == visible:
        label.setVisible(visible)


SEAT_SIZE = QSize(164, 122)


class SeatWidget(QFrame):
    """One seat: number, button and blinds, name, stack, chips in front, state, cards."""

    def __init__(self, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.setObjectName("seat")
        self.setProperty("state", "empty")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 5, 8, 6)
        layout.setSpacing(1)
        top = QHBoxLayout()
        top.setSpacing(4)
        self.number = QLabel(self.tr("Seat %1").replace("%1", str(seat)), self)
        self.number.setObjectName("seatNumber")
        top.addWidget(self.number)
        top.addStretch(1)
        self.marker_labels: dict[str, QLabel] = {}
        for kind, text in (
            ("button", self.tr("D", "dealer button")),
            ("small blind", self.tr("SB", "small blind")),
            ("big blind", self.tr("BB", "big blind")),
        ):
            label = QLabel(text, self)
            label.setObjectName("marker")
            label.setProperty("kind", kind.replace(" ", "-"))
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            label.hide()
            top.addWidget(label)
            self.marker_labels[kind] = label
        layout.addLayout(top)
        self.name = QLabel(self)
        self.name.setObjectName("seatName")
        layout.addWidget(self.name)
        self.stack = QLabel(self)
        self.stack.setObjectName("seatStack")
        layout.addWidget(self.stack)
        self.cards = CardRow(scale=0.62, parent=self)
        layout.addWidget(self.cards)
        self.bet = QLabel(self)
        self.bet.setObjectName("seatBet")
        layout.addWidget(self.bet)
        self.status = QLabel(self)
        self.status.setObjectName("seatStatus")
        self.status.setWordWrap(True)  # "Waits for the big blind" in every language
        layout.addWidget(self.status)
        self._view: SeatView | None = None
        self._stale: set[QLabel] = set()  # hidden labels a state change has not polished yet

    def show_seat(self, view: SeatView, controller: HandController) -> None:
        if view == self._view:
            return
        self._view = view
        money = numbers.writer(controller.decimals)
        for kind, label in self.marker_labels.items():
            wanted = kind in view.markers
            if label.isHidden() == wanted:
                label.setVisible(wanted)
        if view.player is None and not view.name:
            state = "empty"
            _set_text(self.name, self.tr("Empty"))
            _set_text(self.stack, "")
            _set_text(self.bet, "")
            _set_text(self.status, "")
            self.cards.set_cards(())
            _restyle(self, "state", state, self._stale)
            _polish_shown(self._stale)
            return
        _set_text(self.name, view.name)
        _set_text(self.stack, self.tr("Stack %1").replace("%1", money(view.stack)))
        _set_text(
            self.bet, self.tr("In front: %1").replace("%1", money(view.bet)) if view.bet else ""
        )
        status = ""
        if view.player is None:
            status = note_text(view.note)
            state = "out" if view.note else "live"
        elif view.folded:
            status, state = self.tr("Folded"), "folded"
        elif view.mucked:
            status, state = self.tr("Mucked"), "folded"
        elif view.to_act:
            state = "toAct"
            status = self.tr("All-in") if view.all_in else self.tr("To act")
        elif view.all_in:
            status, state = self.tr("All-in"), "allIn"
        else:
            state = "live"
        if view.player is not None and view.note:
            status = " · ".join(part for part in (status, note_text(view.note)) if part)
        _set_text(self.status, status)
        if view.player is None or view.folded:
            self.cards.set_cards(())
        else:
            self.cards.set_cards(view.hole)
        _restyle(self, "state", state, self._stale)
        _polish_shown(self._stale)

    def texts(self) -> str:
        """Everything the seat shows, one line per label (tests read this)."""
        parts = [self.number.text()]
        parts += [label.text() for label in self.marker_labels.values() if not label.isHidden()]
        for label in (self.name, self.stack, self.bet, self.status):
            if not label.isHidden() and label.text():
                parts.append(label.text())
        parts += self.cards.texts()
        return "\n".join(parts)


class CentreWidget(QFrame):
    """The middle of the table: game and street, the board, the pots, what comes next."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("centre")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.setSpacing(4)
        self.game = QLabel(self)
        self.game.setObjectName("gameLabel")
        self.game.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.game)
        self.street = QLabel(self)
        self.street.setObjectName("streetLabel")
        self.street.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.street)
        board_line = QHBoxLayout()
        board_line.addStretch(1)
        self.board = CardRow(scale=1.05, slots=5, parent=self)
        board_line.addWidget(self.board)
        board_line.addStretch(1)
        layout.addLayout(board_line)
        self.pots = QLabel(self)
        self.pots.setObjectName("potsLabel")
        self.pots.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.pots.setWordWrap(True)
        layout.addWidget(self.pots)
        self.need = QLabel(self)
        self.need.setObjectName("needLabel")
        self.need.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.need.setWordWrap(True)
        layout.addWidget(self.need)


# Builds a seat's menu: (controller, seat, open the Players dialog, parent) -> the menu.
SeatMenu = Callable[[HandController, int, Callable[[int, str], None], QWidget], QMenu]


class TableView(QWidget):
    """The felt with every seat around it; re-reads the controller on each change.

    ``seat_menu`` builds the menu a right-click on a seat opens (the dealer's window gives
    one; a drill's table has none)."""

    def __init__(
        self,
        controller: HandController,
        parent: QWidget | None = None,
        *,
        seat_menu: SeatMenu | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("tableView")
        self.controller = controller
        self.seat_menu = seat_menu
        # (seat, what): the dealer asked for the Players dialog from a seat's menu; what is
        # "seat" (seat a player there), "chips" (add chips) or "" (just the seat).
        self.players_requested = Event()
        self.menu: QMenu | None = None  # the seat menu last opened
        self.seat_widgets: dict[int, SeatWidget] = {}
        self.centre = CentreWidget(self)
        self._felt_key: tuple[int, int, float] | None = None
        self._felt_pixmap = QPixmap()
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)  # the felt's pixmap covers it
        controller.changed.connect(self._on_changed)
        self._on_changed()

    def sizeHint(self) -> QSize:
        return QSize(980, 560)

    def minimumSizeHint(self) -> QSize:
        # Two rows of seats and the middle between them: the dealer's window (with its action
        # panel, an error under it, the student's figures) fits a 1366 x 768 screen.
        return QSize(760, 420)

    # ------------------------------------------------------------------ reading the engine

    def _on_changed(self, change: Changed = EVERYTHING) -> None:
        if not (change.hand or change.setup or change.clock):
            return  # only the log changed: nothing the felt shows
        controller = self.controller
        hand = controller.hand
        views = controller.seat_views()
        if len(views) != len(self.seat_widgets):
            for widget in self.seat_widgets.values():
                widget.deleteLater()
            self.seat_widgets = {view.seat: SeatWidget(view.seat, self) for view in views}
            for widget in self.seat_widgets.values():
                widget.show()
            self._place()
        for view in views:
            self.seat_widgets[view.seat].show_seat(view, controller)
        if hand is None:
            self._show_between_hands()
            return
        centre = self.centre
        setup = hand.setup
        game = words.word(setup.variant.name)
        plan = controller.plan
        if plan is not None and plan.level is not None:
            game = (
                self.tr("%1 · level %2")
                .replace("%1", game)
                .replace("%2", str(level_number(controller, plan.level)))
            )
        _set_text(centre.game, game)
        _set_text(centre.street, words.word(hand.current_street))
        board_game = setup.variant.family is Family.BOARD
        centre.board.setVisible(board_game)
        if board_game:
            centre.board.set_cards(hand.board)
        elif hand.board:  # stud: a community card from a short deck
            centre.board.setVisible(True)
            centre.board.set_cards(hand.board)
        _set_text(centre.pots, self._pots_text())
        _set_text(centre.need, self._need_text())
        self._place_centre()

    def _show_between_hands(self) -> None:
        """No hand is dealt: the next hand's game (or the choice to make), and what the
        table waits for."""
        controller, centre = self.controller, self.centre
        plan = controller.plan
        if plan is not None:
            game = words.word(plan.variant.name)
            if plan.level is not None:
                game = (
                    self.tr("%1 · level %2")
                    .replace("%1", game)
                    .replace("%2", str(level_number(controller, plan.level)))
                )
        elif controller.chooser is not None:
            game = self.tr("Dealer's choice")
        else:
            game = ""
        _set_text(centre.game, game)
        _set_text(centre.street, self.tr("Between hands"))
        centre.board.set_cards(())
        centre.board.setVisible(False)
        _set_text(centre.pots, "")
        _set_text(centre.need, self._need_text())
        self._place_centre()

    def _pots_text(self) -> str:
        controller = self.controller
        hand = controller.hand
        assert hand is not None
        hidden = controller.hidden  # live-dealing practice: the student's answer first
        if hand.phase is Phase.OVER and Figure.AWARDS in hidden:
            return QCoreApplication.translate("FiguresBar", "Paid: your answer")
        if Figure.POTS in hidden:
            return QCoreApplication.translate("FiguresBar", "The pots: your answer")
        if hand.phase is Phase.OVER:
            return self.tr("Paid: %1").replace(
                "%1", numbers.amount(sum(pot.amount for pot in hand.results), controller.decimals)
            )
        if hand.one_pot:  # nobody is all-in: the engine says one pot
            return self.tr("Pot %1").replace(
                "%1", numbers.amount(hand.pot_total, controller.decimals)
            )
        # A side pot only one player can win is his bet nobody has matched yet: never a pot.
        pots = hand.pots()
        return self.pots_list([pot for i, pot in enumerate(pots) if not i or len(pot.eligible) > 1])

    def pots_list(self, pots: Sequence[Pot | PotResult]) -> str:
        """Each pot on a line: the main pot, then the side pots, and who can win each."""
        hand = self.controller.hand
        assert hand is not None
        money = numbers.writer(self.controller.decimals)
        lines = []
        for index, pot in enumerate(pots):
            names = ", ".join(hand.name(player) for player in pot.eligible)
            # In TableView's words, for DrillTableView too.
            if index == 0:
                title = QCoreApplication.translate("TableView", "Main pot %1").replace(
                    "%1", money(pot.amount)
                )
            else:
                title = (
                    QCoreApplication.translate("TableView", "Side pot %1: %2")
                    .replace("%1", str(index))
                    .replace("%2", money(pot.amount))
                )
            lines.append(f"{title} — {names}" if names else title)
        return "\n".join(lines)

    def _need_text(self) -> str:
        return need_text(self.controller)

    def pots_lines(self) -> list[str]:
        text = self.centre.pots.text()
        return text.split("\n") if text else []

    def seat_text(self, seat: int) -> str:
        return self.seat_widgets[seat].texts()

    # ------------------------------------------------------------------ a seat's menu

    def seat_at(self, pos: QPoint) -> int | None:
        """The seat under ``pos`` (in this widget's coordinates), if any."""
        for seat, widget in self.seat_widgets.items():
            if widget.geometry().contains(pos):
                return seat
        return None

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        seat = self.seat_at(event.pos())
        if seat is None or self.seat_menu is None:
            event.ignore()
            return
        self.open_seat_menu(seat, event.globalPos())

    def open_seat_menu(self, seat: int, where: QPoint | None = None) -> QMenu:
        """Show the menu of ``seat`` (at ``where``, else on the seat) without blocking."""
        assert self.seat_menu is not None, "this table has no seat menu"
        if self.menu is not None:
            self.menu.close()
        menu = self.seat_menu(self.controller, seat, self.players_requested.emit, self)
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        menu.destroyed.connect(self._on_menu_gone)
        self.menu = menu
        widget = self.seat_widgets[seat]
        menu.popup(where if where is not None else widget.mapToGlobal(widget.rect().center()))
        return menu

    def _on_menu_gone(self) -> None:
        self.menu = None

    # ------------------------------------------------------------------ geometry and felt

    def resizeEvent(self, event: object) -> None:
        super().resizeEvent(event)  # type: ignore[arg-type]
        self._place()

    def _felt(self) -> QRectF:
        margin_x, margin_y = 95.0, 70.0
        return QRectF(self.rect()).adjusted(margin_x, margin_y, -margin_x, -margin_y)

    def _place(self) -> None:
        felt = self._felt()
        centre = felt.center()
        count = len(self.seat_widgets)
        radius_x = felt.width() / 2 + 10
        radius_y = felt.height() / 2 + 8
        for index, seat in enumerate(sorted(self.seat_widgets)):
            widget = self.seat_widgets[seat]
            # One size for every seat and state, so nothing jumps or squeezes as play goes on.
            size = SEAT_SIZE
            # The dealer stands at the top; seat 1 is on the dealer's left, then clockwise.
            angle = math.radians(-90 + 360 * (index + 0.5) / count)
            point = QPointF(centre.x() + radius_x * math.cos(angle),
                            centre.y() + radius_y * math.sin(angle))  # fmt: skip
            x = min(max(0.0, point.x() - size.width() / 2), self.width() - size.width())
            y = min(max(0.0, point.y() - size.height() / 2), self.height() - size.height())
            widget.setGeometry(round(x), round(y), size.width(), size.height())
        self._place_centre()

    def _place_centre(self) -> None:
        """The middle of the felt as tall as what it shows, as wide as the felt allows (each
        pot on a line of its own where there is room; a side pot's names wrap in a narrow
        window, never cut off), and where nothing it writes lies under a seat: narrower, or a
        little higher or lower (the game, the street and the board are narrow enough to pass
        between the seats above; the pots' long lines stay between the rows of seats)."""
        # Inside the felt's line, under the dealer's place written on it.
        room = self._felt().adjusted(24, 26, -24, -14).toRect()
        seats = [widget.geometry() for widget in self.seat_widgets.values()]
        centre = self.centre
        widest: QRect | None = None
        width = min(room.width(), 720)
        while True:
            height = centre.heightForWidth(width)
            if height < 0:  # nothing wraps
                height = centre.sizeHint().height()
            rect = QRect(0, 0, width, min(height, room.height()))
            rect.moveCenter(room.center())
            if widest is None:
                widest = rect  # the fewest lines, if no place clears the seats
            free = (room.height() - rect.height()) // 2
            for shift in sorted(range(-free, free + 1, 8), key=abs):
                place = rect.translated(0, shift)
                if self._clear_of_seats(place, seats):
                    return
            if height >= room.height() or width <= 300:
                break  # narrower is taller still
            width = max(300, width - 60)
        if centre.geometry() != widest:
            centre.setGeometry(widest)

    def _clear_of_seats(self, place: QRect, seats: list[QRect]) -> bool:
        """The middle put at ``place``: True if nothing it writes lies under a seat."""
        centre = self.centre
        if centre.geometry() != place:
            centre.setGeometry(place)
        if not any(place.intersects(seat) for seat in seats):
            return True
        layout = centre.layout()
        assert layout is not None
        layout.setGeometry(QRect(QPoint(0, 0), place.size()))  # its lines placed now
        for child in (centre.game, centre.street, centre.board, centre.pots, centre.need):
            if child.isHidden():
                continue
            inks = _ink(child) if isinstance(child, QLabel) else [child.geometry()]
            for ink in inks:
                if any(ink.translated(place.topLeft()).intersects(seat) for seat in seats):
                    return False
        return True

    def paintEvent(self, _event: object) -> None:
        # The felt is drawn once per size into a pixmap: antialiased rounded shapes this large
        # cost more than the whole rest of a repaint.
        ratio = self.devicePixelRatioF()
        key = (self.width(), self.height(), ratio)
        if self._felt_key != key:
            pixmap = QPixmap(round(self.width() * ratio), round(self.height() * ratio))
            pixmap.setDevicePixelRatio(ratio)
            # The background goes into the pixmap too (the view is opaque: nothing is painted
            # under it), so a repaint is one plain copy, not a blend over the window's colour.
            pixmap.fill(self.palette().color(self.backgroundRole()))
            painter = QPainter(pixmap)
            option = QStyleOption()
            option.initFrom(self)
            self.style().drawPrimitive(QStyle.PrimitiveElement.PE_Widget, option, painter, self)
            self._paint_felt(painter)
            self._felt_pixmap, self._felt_key = pixmap, key
        painter = QPainter(self)
        painter.drawPixmap(0, 0, self._felt_pixmap)

    def _paint_felt(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        felt = self._felt()
        rail = felt.adjusted(-14, -14, 14, 14)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#4a2c17"))
        painter.drawRoundedRect(rail, rail.height() / 2, rail.height() / 2)
        gradient = QRadialGradient(felt.center(), max(felt.width(), felt.height()) / 1.6)
        gradient.setColorAt(0.0, QColor("#2f8f5b"))
        gradient.setColorAt(1.0, QColor("#1b5e3a"))
        painter.setBrush(gradient)
        painter.drawRoundedRect(felt, felt.height() / 2, felt.height() / 2)
        painter.setPen(QPen(QColor(255, 255, 255, 40), 2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        line = felt.adjusted(18, 18, -18, -18)
        painter.drawRoundedRect(line, line.height() / 2, line.height() / 2)
        # The dealer's place.
        painter.setPen(QColor(255, 255, 255, 150))
        painter.drawText(
            QRectF(felt.center().x() - 80, felt.top() + 4, 160, 20),
            Qt.AlignmentFlag.AlignCenter,
            self.tr("Dealer"),
        )
        painter.end()


def _ink(label: QLabel) -> list[QRect]:
    """Where a centred label's text lies in its parent: a rectangle per line (one for the
    whole text if a line wraps)."""
    box = label.geometry()
    metrics = label.fontMetrics()
    lines = label.text().split("\n")
    widths = [metrics.horizontalAdvance(line) for line in lines]
    step = metrics.lineSpacing()
    if max(widths) > box.width() or step * len(lines) > box.height():  # wrapped
        used = metrics.boundingRect(
            QRect(0, 0, box.width(), 10_000),
            Qt.AlignmentFlag.AlignHCenter | Qt.TextFlag.TextWordWrap,
            label.text(),
        )
        return [QRect(box.x() + (box.width() - used.width()) // 2, box.y(),
                      used.width(), box.height())]  # fmt: skip
    top = box.y() + (box.height() - step * len(lines)) // 2
    return [
        QRect(box.x() + (box.width() - width) // 2, top + step * row, width, step)
        for row, width in enumerate(widths)
    ]


def level_number(controller: HandController, index: int) -> int:
    """The number of the table's level at ``index`` as the engine counts it (breaks are not
    levels: "Level 2 of 10"); a level exists at a table only."""
    table = controller.table
    assert table is not None, "a level is a tournament table's"
    return table.config.level_number(index)


def need_text(controller: HandController) -> str:
    """What the dealer must enter next, in the window's language (from ``hand.need()``)."""
    hand = controller.hand
    if hand is None:
        why = controller.why_no_hand()
        if why is not None:
            return messages.text(why)
        return QCoreApplication.translate("Need", "Deal the next hand (N).")
    return messages.text(hand.need().message)
