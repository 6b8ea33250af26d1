"""The 52-card picker repaints only the cards whose state changed, and shows what a picker
drawn afresh shows."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRect
from PySide6.QtGui import QPaintEvent, QRegion
from PySide6.QtWidgets import QApplication, QWidget

from dealer_app.engine.cards import DECK, parse_cards
from dealer_app.ui.widgets.cards import CardPicker


class PaintedRegions(QObject):
    """The regions a widget is asked to paint."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)
        self.regions: list[QRegion] = []
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and isinstance(event, QPaintEvent):
            self.regions.append(QRegion(event.region()))
        return False


def cards(text: str) -> set:  # type: ignore[type-arg]
    return {card for card in parse_cards(text) if card is not None}


def shown(qtbot, blocked: set) -> CardPicker:  # type: ignore[no-untyped-def, type-arg]
    picker = CardPicker()
    qtbot.addWidget(picker)
    picker.set_unavailable(blocked)
    picker.resize(picker.sizeHint())
    picker.show()
    qtbot.waitExposed(picker)
    return picker


def test_a_card_taken_repaints_that_card_alone(qtbot) -> None:  # type: ignore[no-untyped-def]
    picker = shown(qtbot, cards("As Kd"))
    QApplication.processEvents()
    painted = PaintedRegions(picker)
    picker.set_unavailable(cards("As Kd 7c"))  # 7c taken
    QApplication.processEvents()
    assert painted.regions, "the picker repainted"
    region = QRegion()
    for each in painted.regions:
        region |= each
    seven = picker.card_rect(next(iter(cards("7c"))))
    assert region.boundingRect() == seven, region.boundingRect()
    painted.regions.clear()
    picker.set_unavailable(cards("Kd 7c"))  # As given back
    QApplication.processEvents()
    assert [each.boundingRect() for each in painted.regions] == [
        picker.card_rect(next(iter(cards("As"))))
    ]


def test_the_picker_after_changes_shows_what_a_new_one_shows(qtbot) -> None:  # type: ignore[no-untyped-def]
    picker = shown(qtbot, cards("As Kd"))
    for blocked in ("As Kd 7c", "7c 2h 3h 4h", "", "Ts Js Qs Ks As"):
        picker.set_unavailable(cards(blocked))
        QApplication.processEvents()
        fresh = shown(qtbot, cards(blocked))
        assert picker.grab().toImage() == fresh.grab().toImage(), blocked
    everything = shown(qtbot, set(DECK))
    picker.set_unavailable(set(DECK))
    assert picker.grab().toImage() == everything.grab().toImage()
    assert (
        picker.grab(QRect(0, 0, 10, 10)).toImage() == everything.grab(QRect(0, 0, 10, 10)).toImage()
    )
