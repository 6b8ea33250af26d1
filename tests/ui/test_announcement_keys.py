"""The announcement scrolls by key at 1366 x 768 (issue 27): a quartered pot's announcement is
taller than the room, and Page Down / Page Up move it whatever has the focus."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.ui.conftest import Dealer
from tests.ui.test_games import test_limit_omaha_hi_lo_quartered_with_odd_chip as quartered


def test_page_down_and_up_scroll_the_announcement(qtbot, open_window) -> None:  # type: ignore[no-untyped-def]
    windows = []

    def small(*args, **kwargs):  # type: ignore[no-untyped-def]
        window = open_window(*args, **kwargs)
        window.resize(1366, 768)
        windows.append(window)
        return window

    quartered(qtbot, small)
    (window,) = windows
    dealer = Dealer(qtbot, window)
    QApplication.processEvents()
    panel = dealer.panel.showdown
    bar = panel.scroll_area.verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() == 0 and panel.more.isVisible()
    dealer.key(Qt.Key.Key_PageDown)
    assert bar.value() > 0
    while bar.value() < bar.maximum():
        before = bar.value()
        dealer.key(Qt.Key.Key_PageDown)
        assert bar.value() > before
    assert panel.more.isHidden()
    dealer.key(Qt.Key.Key_PageUp)
    assert bar.value() < bar.maximum()
    assert dealer.controller.hand is not None and dealer.controller.hand.finished  # no key lost
