"""A seat whose state changes re-polishes the labels it shows, and a hidden label when it
shows: a new hand (every folded seat back in play) costs half the polishing it did, and every
label still looks as a seat drawn afresh in that state."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QCommonStyle, QLabel, QWidget

from dealer_app.engine.table import Table
from dealer_app.engine.table_config import Stakes, TableConfig
from dealer_app.session.controller import HandController, SeatView
from dealer_app.ui.widgets.table_view import SeatWidget

SEATED = dict(
    seat=1, player=0, name="Anna", stack=1000, bet=0, folded=False, all_in=False,
    to_act=False, markers=(), hole=(None, None), upcards=(), shown=False, mucked=False,
)  # fmt: skip


def view(**changes: object) -> SeatView:
    return SeatView(**{**SEATED, **changes})  # type: ignore[arg-type]


def colours(seat: SeatWidget) -> dict[str, str]:
    """The colour of each label the seat shows (a hidden one is painted by nobody)."""
    return {
        label.objectName() + str(index): label.palette().color(QPalette.ColorRole.WindowText).name()
        for index, label in enumerate(seat.findChildren(QLabel))
        if not label.isHidden()
    }


@pytest.fixture
def controller() -> HandController:
    table = Table(TableConfig.cash("nlhe", Stakes.of_blinds(5, 10), seat_count=2))
    return HandController(table=table)


def shown_seat(
    qtbot, parent: QWidget, controller: HandController, seat_view: SeatView
) -> SeatWidget:  # type: ignore[no-untyped-def]
    seat = SeatWidget(1, parent)
    seat.show_seat(seat_view, controller)
    seat.show()
    return seat


def test_a_seat_back_in_play_polishes_only_the_labels_it_shows(
    qtbot, controller, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    parent = QWidget()
    qtbot.addWidget(parent)
    parent.resize(400, 300)
    parent.show()
    seat = shown_seat(qtbot, parent, controller, view(folded=True))
    polished: list[QWidget] = []
    polish = QCommonStyle.polish

    def counting(style, widget):  # type: ignore[no-untyped-def]
        polished.append(widget)
        return polish(style, widget)

    monkeypatch.setattr(QCommonStyle, "polish", counting)
    seat.show_seat(view(to_act=True), controller)  # a new hand: to act, no bet, no marker
    labels = [widget for widget in polished if isinstance(widget, QLabel)]
    shown = [label for label in seat.findChildren(QLabel) if not label.isHidden()]
    assert sorted(map(id, labels)) == sorted(map(id, shown)), [w.objectName() for w in labels]
    # A label hidden meanwhile takes the state's look when it shows.
    seat.show_seat(view(to_act=True, bet=10, markers=("big blind",)), controller)
    fresh = shown_seat(qtbot, parent, controller, view(to_act=True, bet=10, markers=("big blind",)))
    assert colours(seat) == colours(fresh)
    seat.show_seat(view(folded=True, bet=10, markers=("big blind",)), controller)
    fresh = shown_seat(qtbot, parent, controller, view(folded=True, bet=10, markers=("big blind",)))
    assert colours(seat) == colours(fresh)
    seat.show_seat(view(folded=True, bet=10, markers=()), controller)
    seat.show_seat(view(to_act=True, bet=10, markers=()), controller)
    seat.show_seat(view(to_act=True, bet=10, markers=("big blind",)), controller)
    fresh = shown_seat(qtbot, parent, controller, view(to_act=True, bet=10, markers=("big blind",)))
    assert colours(seat) == colours(fresh)
