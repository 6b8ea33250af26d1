"""No-limit hold'em played through the window: two side pots, refusals, undo."""

from __future__ import annotations

from PySide6.QtCore import Qt

from dealer_app.engine.hand import HandSetup, Phase
from dealer_app.engine.variants import VARIANTS
from tests.ui.conftest import Dealer, screenshot

NAMES = ("Anna", "Boris", "Chloe", "Dan")


def side_pot_setup() -> HandSetup:
    return HandSetup(
        VARIANTS["nlhe"], (100, 300, 1000, 1000), blinds=(5, 10, 0, 0), min_bet=10, names=NAMES
    )


def test_no_limit_holdem_two_side_pots(qtbot, open_window) -> None:  # type: ignore[no-untyped-def]
    window = open_window(side_pot_setup())
    dealer = Dealer(qtbot, window)
    assert dealer.prompt == "Chloe to act: 10 to call."
    assert "min 20 · max 1000" in dealer.panel.range.text()
    assert "D" in dealer.seat(4).split("\n") and "SB" in dealer.seat(1).split("\n")
    assert "To act" in dealer.seat(3)
    screenshot(window, "holdem_preflop")

    dealer.key("a")  # all-in fills the amount; Enter bets it
    assert dealer.panel.amount.text() == "1000"
    dealer.type_amount("")
    assert dealer.log()[-1] == "Chloe raises to 1000 (all-in)"
    dealer.call()  # Dan
    dealer.call()  # Anna, all-in for less
    dealer.call()  # Boris, all-in for less
    assert dealer.pots() == [
        "Main pot 400 — Anna, Boris, Chloe, Dan",
        "Side pot 1: 600 — Boris, Chloe, Dan",
        "Side pot 2: 1400 — Chloe, Dan",
    ]
    assert dealer.prompt == "Deal the flop: 3 cards."
    dealer.cards("2c 7d 9h")
    dealer.cards("4c")
    dealer.cards("3s")
    assert window.controller.hand.phase is Phase.SHOWDOWN
    # Nobody bet on the river: the first player left of the button shows first (RULES 8).
    assert dealer.prompt == "Anna shows (every hand is turned face up)."
    screenshot(window, "holdem_showdown_entry")
    dealer.cards("As Ad")
    dealer.cards("Ks Kd")  # Boris
    dealer.cards("Js Jd")  # Chloe
    dealer.cards("Qs Qd")  # Dan
    assert window.controller.hand.phase is Phase.OVER
    lines = dealer.announcement()
    assert lines[0] == "Side pot 2: 1400 — between Chloe, Dan"
    assert lines[1].startswith("Dan wins 1400 — Pair of queens")
    assert lines[2] == "Side pot 1: 600 — between Boris, Chloe, Dan"
    assert lines[3].startswith("Boris wins 600 — Pair of kings")
    assert lines[4] == "Main pot 400 — between Anna, Boris, Chloe, Dan"
    assert lines[5].startswith("Anna wins 400 — Pair of aces  A♠ A♦")
    assert "Stack 400" in dealer.seat(1) and "Stack 1400" in dealer.seat(4)
    screenshot(window, "holdem_announcement")


def test_bad_input_shows_the_engine_sentence_and_changes_nothing(qtbot, open_window) -> None:  # type: ignore[no-untyped-def]
    window = open_window(side_pot_setup())
    dealer = Dealer(qtbot, window)
    dealer.type_amount("1500")
    assert dealer.error == "Chloe has only 1000 in all this round: raise to at most 1000."
    assert window.controller.hand.actions == []
    dealer.type_amount("15")
    assert dealer.error == "Chloe must raise to at least 20 (or go all-in for 1000)."
    dealer.call()
    dealer.call()
    dealer.call()
    dealer.key("c")  # Boris checks his option
    dealer.cards("2c 7d 9h")
    dealer.key("c")  # Anna checks
    dealer.key("r")  # an empty field: the window asks for the amount, bets nothing
    assert dealer.error == "Type the amount first (10 to 290), or press M for the minimum."
    dealer.key("m")  # Boris bets the minimum
    dealer.type_amount("")
    assert dealer.log()[-1] == "Boris bets 10"
    dealer.fold()
    dealer.fold()
    dealer.call()
    dealer.cards("9h")
    assert dealer.error == "Not entered: 9h. 9♥ is already on the board."
    assert dealer.panel.card_edit.text() == ""  # nothing refused stays in the field
    before = list(window.controller.hand.actions)
    dealer.cards("Ah")
    assert window.controller.hand.board[-1].symbol == "A♥"
    # Undo as often as needed: the turn, Anna's call, the two folds.
    for _ in range(4):
        dealer.key("z", Qt.KeyboardModifier.ControlModifier)
    assert window.controller.hand.actions == before[:-3]
    assert dealer.prompt == "Chloe to act: 10 to call."
