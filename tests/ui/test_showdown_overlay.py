"""Issue 29: the showdown's "more below" sign never lies over the announcement (in French it
covered the main pot's winner, the last line announced)."""

from __future__ import annotations

from pathlib import Path

import pytest

from dealer_app.ui import i18n
from tests.ui.conftest import Dealer, screenshot
from tests.ui.test_holdem import side_pot_setup
from tests.ui.test_trust import _all_in_showdown


@pytest.mark.parametrize("language", ["fr", "ru", "en"])
@pytest.mark.parametrize("height", [560, 640, 768])
def test_the_more_below_sign_never_covers_a_line(  # type: ignore[no-untyped-def]
    qtbot, open_window, qm_dir: Path, language: str, height: int
) -> None:
    i18n.install(language, folder=qm_dir)
    window = open_window(side_pot_setup())
    window.resize(1366, height)
    dealer = Dealer(qtbot, window)
    _all_in_showdown(dealer)
    for cards in ("As Ad", "Ks Kd", "Js Jd", "Qs Qd"):
        dealer.cards(cards)
    qtbot.wait(20)
    showdown = dealer.panel.showdown
    bar = showdown.scroll_area.verticalScrollBar()
    viewport = showdown.scroll_area.viewport()
    text = viewport.rect().translated(viewport.mapTo(showdown, viewport.rect().topLeft()))
    for value in sorted({0, bar.maximum() // 2, max(0, bar.maximum() - 1)}):
        bar.setValue(value)
        qtbot.wait(5)
        if showdown.more.isVisible():
            sign = showdown.more.rect().translated(
                showdown.more.mapTo(showdown, showdown.more.rect().topLeft())
            )
            assert not sign.intersects(text), (sign, text)
    if not showdown.fits():
        bar.setValue(0)
        assert showdown.more.isVisible()
        screenshot(window, f"more_below_{language}_{height}")
