"""The window fits a 1366x768 laptop screen in every language: its minimum width stays within
1360 px whatever the action panel shows (bets, cards, draws, the result, between hands)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication

from dealer_app.engine.cards import DECK
from dealer_app.engine.hand import HandSetup, Phase
from dealer_app.engine.rulesets import TDA, RRoP
from dealer_app.engine.table import Table
from dealer_app.engine.table_config import MIXED_GAMES, Rotation, Stakes, TableConfig
from dealer_app.engine.variants import VARIANTS, Family
from dealer_app.ui import i18n
from dealer_app.ui.dealer.main_window import MainWindow
from tests.ui.conftest import Dealer, screenshot

WIDEST = 1360
NAMES = ("Anna", "Boris", "Chloe")
# Stud: Anna's 2♥ brings in, and her 2♣ on fourth street is an open pair (the big bet).
STUD_UPCARDS = ["2h", "3h", "3s", "2c", "4h", "5s"]


def table_of(game: str) -> Table:
    stakes = {
        "nlhe": Stakes.of_blinds(50, 100),
        "stud": Stakes.of_stud(10, 25, 100, 200),
        "27td": Stakes.of_limit(100, 200, small_blind=50),
    }[game]
    # RRoP: the open pair's big bet, a button only that preset shows (RULES 5).
    ruleset = RRoP if game == "stud" else TDA
    table = Table(TableConfig.cash(game, stakes, seat_count=6, max_buy_in=100_000, ruleset=ruleset))
    for seat, name in zip((1, 3, 5), NAMES, strict=True):
        table.sit_down(seat, name, 10_000)
    return table


def minimum_width(window: MainWindow) -> int:
    """The window's minimum width; the action panel's must not be what sets it (its rows of
    buttons wrap: it asks no more than the table drawn above it), so that a language with
    longer words, or a font wider than the tests', still fits."""
    QApplication.processEvents()
    screen = window.screen_widget
    assert screen is not None
    panel, table = screen.action_panel.minimumSizeHint(), screen.table_view.minimumSizeHint()
    assert panel.width() <= table.width()
    return window.minimumSizeHint().width()


@pytest.mark.parametrize("language", ["en", "fr", "ru"])
@pytest.mark.parametrize("game", ["nlhe", "stud", "27td"])
def test_the_window_fits_1360_px_in_every_language(  # type: ignore[no-untyped-def]
    qtbot, open_window, qm_dir: Path, language: str, game: str
) -> None:
    assert i18n.install(language, folder=qm_dir) == language
    window = open_window(table=table_of(game))
    dealer = Dealer(qtbot, window)
    controller = dealer.controller
    hand = controller.hand
    assert hand is not None
    upcards = list(STUD_UPCARDS)
    widths: dict[str, int] = {}
    seen_big_bet = False
    for step in range(200):
        phase, need = hand.phase, hand.need()
        widths[f"{step} {phase.name} {need.kind}"] = minimum_width(window)
        if phase is Phase.OVER:
            break
        free = [str(card) for card in DECK if card not in controller.cards_in_play()]
        if need.kind == "show":
            assert need.player is not None
            holding = hand.hole[need.player]
            known = [str(card) for card in holding if card is not None]
            shown = known + free[: len(holding) - len(known)]
            assert controller.show(" ".join(shown)), dealer.error
        elif need.kind == "upcard":
            assert controller.enter_cards(upcards.pop(0) if upcards else free[0]), dealer.error
        elif need.kind == "board":
            assert controller.enter_cards(" ".join(free[: need.count])), dealer.error
        elif phase is Phase.DRAW:
            controller.draw(step % 3)
        else:
            options = controller.options()
            assert options is not None
            seen_big_bet = seen_big_bet or dealer.panel.actions_by_name["big_bet"].isEnabled()
            if options.bring_in is not None:
                controller.bring_in()
            elif step % 4 == 1 and options.can_raise and options.min_to is not None:
                controller.bet_raise(options.min_to)
            else:
                controller.check_call()
        if step == 12:
            screenshot(window, f"width_{game}_{language}")
    else:
        pytest.fail("the hand did not end")
    screenshot(window, f"width_{game}_{language}_over")
    assert game != "stud" or seen_big_bet
    too_wide = {state: width for state, width in widths.items() if width > WIDEST}
    assert too_wide == {}, f"{language}, {game}"


@pytest.mark.parametrize("language", ["en", "fr", "ru"])
def test_dealers_choice_of_the_8_game_fits_1360_px(  # type: ignore[no-untyped-def]
    qtbot, open_window, qm_dir: Path, language: str
) -> None:
    """The prompt names the eight games in full: it wraps instead of widening the window."""
    assert i18n.install(language, folder=qm_dir) == language
    games = MIXED_GAMES["8-game"]
    stakes = {
        game: Stakes.of_stud(1, 2, 4, 8)
        if VARIANTS[game].family is Family.STUD
        else Stakes.of_limit(4, 8, small_blind=2)
        if VARIANTS[game].is_limit
        else Stakes.of_blinds(2, 4)
        for game in games
    }
    config = TableConfig.cash(
        games, stakes, dealers_choice=True, rotation=Rotation.HANDS, rotation_length=1,
        seat_count=6, max_buy_in=1000,
    )  # fmt: skip
    table = Table(config)
    for seat, name in zip((1, 3, 5), NAMES, strict=True):
        table.sit_down(seat, name, 400)
    window = open_window(table=table)
    dealer = Dealer(qtbot, window)
    assert dealer.controller.chooser == 1 and dealer.panel.game_picker.isVisible()
    assert minimum_width(window) <= WIDEST
    screenshot(window, f"width_dealers_choice_{language}")


def test_the_undo_button_never_hides_its_key(qtbot, open_window, qm_dir: Path) -> None:  # type: ignore[no-untyped-def]
    """ "Undo: <the last entry>  [Ctrl+Z]" too long for the pane: the entry is elided, not the key."""
    assert i18n.install("ru", folder=qm_dir) == "ru"
    setup = HandSetup(
        VARIANTS["nlhe"], (100_000,) * 3, blinds=(50, 100, 0), min_bet=100,
        names=("Анастасия-Мария", "Борис", "Вера"),
    )  # fmt: skip
    window = open_window(setup)
    dealer = Dealer(qtbot, window)
    button = dealer.screen.undo_button
    dealer.fold()  # Вера
    QApplication.processEvents()
    assert button.text() == "Отменить: Вера: пас  [Ctrl+Z]"
    assert button.shown_text() == button.text()  # it fits: nothing elided
    dealer.type_amount("12500")  # Анастасия-Мария
    QApplication.processEvents()
    full = "Отменить: Анастасия-Мария повышает до 12\u00a0500  [Ctrl+Z]"  # 12 500 in Russian
    assert button.text() == full and window.undo_action.text() == full
    shown = button.shown_text()
    assert shown != full and shown.endswith("…  [Ctrl+Z]") and shown.startswith("Отменить: Ана")
    assert button.width() <= button.parentWidget().width()
    assert QFontMetrics(button.font()).horizontalAdvance(shown) < button.width()
    screenshot(window, "undo_elided_russian")
