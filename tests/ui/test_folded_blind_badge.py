"""A folded blind's badge keeps its label (issue 27): the folded seat greys its own labels,
and the style sheet's rule for them used to grey the SB badge's letters too, on its blue."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from tests.ui.conftest import Dealer, screenshot
from tests.ui.test_holdem import side_pot_setup


def darkest(label) -> int:  # type: ignore[no-untyped-def]
    image = label.grab().toImage()
    return min(
        image.pixelColor(x, y).lightness()
        for x in range(image.width())
        for y in range(image.height())
    )


def test_a_folded_small_blind_keeps_a_readable_badge(qtbot, open_window) -> None:  # type: ignore[no-untyped-def]
    window = open_window(side_pot_setup())
    dealer = Dealer(qtbot, window)
    badge = dealer.screen.table_view.seat_widgets[1].marker_labels["small blind"]
    assert badge.isVisible()
    live = darkest(badge)
    dealer.call()  # Chloe
    dealer.call()  # Dan
    dealer.fold()  # Anna, the small blind
    QApplication.processEvents()
    assert "Folded" in dealer.seat(1) and "SB" in dealer.seat(1).split("\n")
    screenshot(window, "folded_small_blind")
    # Its letters as dark as before the fold (the blue badge's own text colour).
    assert darkest(badge) <= live + 10, (live, darkest(badge))
