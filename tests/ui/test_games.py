"""Every family of game played through the window, checking what it shows."""

from __future__ import annotations

from dealer_app.engine.hand import HandSetup, Phase
from dealer_app.engine.rulesets import TDA, RRoP, RuleSet
from dealer_app.engine.variants import VARIANTS
from tests.ui.conftest import Dealer, screenshot

NAMES = ("Anna", "Boris", "Chloe", "Dan")


def test_pot_limit_omaha_seed_maxima(qtbot, open_window) -> None:  # type: ignore[no-untyped-def]
    setup = HandSetup(
        VARIANTS["plo"], (10_000,) * 4, blinds=(10, 20, 0, 0), min_bet=20, names=NAMES
    )
    window = open_window(setup)
    dealer = Dealer(qtbot, window)
    assert dealer.panel.range.text() == "min 40 · max 70"  # pot 30, to call 20
    dealer.key("p")
    assert dealer.panel.amount.text() == "70"
    dealer.key("r")
    assert dealer.log()[-1] == "Chloe raises to 70"
    assert dealer.panel.range.text() == "min 120 · max 240"  # Dan had nothing in: pot 100, call 70
    dealer.key("p")
    assert dealer.panel.amount.text() == "240"
    dealer.fold()
    dealer.type_amount("190")  # Anna
    dealer.call()  # Boris
    dealer.call()  # Chloe
    dealer.cards("2c7d9h")
    assert dealer.pots() == ["Pot 570"]
    assert dealer.panel.range.text() == "min 20 · max 570"
    dealer.key("p")
    screenshot(window, "plo_flop_pot")
    dealer.key("r")
    assert dealer.panel.range.text() == "min 1140 · max 2280"
    dealer.type_amount("2281")
    assert dealer.error == "Boris may raise to at most 2280: pot limit."
    assert dealer.log()[-1] == "Anna bets 570"
    dealer.key("h")  # the engine's half pot: call 570, then raise by half of 1710
    assert dealer.panel.amount.text() == "1425"
    dealer.key("p")
    dealer.key("r")
    assert dealer.log()[-1] == "Boris raises to 2280"
    dealer.fold()  # Chloe
    dealer.call()  # Anna
    dealer.cards("Kc")
    dealer.call()
    dealer.call()
    dealer.cards("3s")
    dealer.call()
    dealer.call()
    assert dealer.prompt == "Anna shows or mucks."
    dealer.cards("As Ad Ks Qd")
    dealer.key("x")  # Boris mucks
    lines = dealer.announcement()
    # 570 from pre-flop, Anna's 570 bet, Boris's 2280 raise called by Anna.
    assert lines[0] == "Pot 5130 — between Anna, Boris"
    assert lines[1] == "Anna wins 5130 — Pair of aces  A♠ A♦ K♣ 9♥ 7♦"
    assert lines[2].startswith("The other players mucked")
    assert "Stack 12660" in dealer.seat(1) and "Stack 7530" in dealer.seat(2)


def test_limit_omaha_hi_lo_quartered_with_odd_chip(qtbot, open_window) -> None:  # type: ignore[no-untyped-def]
    # RULES 7's worked example: button on seat 1; the button's dead chips make the pot 103.
    setup = HandSetup(
        VARIANTS["lo8"], (500,) * 4, blinds=(5, 10, 0, 0), antes=(0, 0, 0, 43),
        small_bet=10, big_bet=20, names=("Boris", "Chloe", "Dan", "Anna"),
    )  # fmt: skip
    window = open_window(setup, seats=(2, 3, 4, 1))
    dealer = Dealer(qtbot, window)
    assert "D" in dealer.seat(1).split("\n")
    assert dealer.actions_text("raise") == "Raise to 20  [R]"
    assert dealer.panel.amount.isHidden()
    dealer.call()  # Dan
    dealer.fold()  # Anna
    dealer.call()  # Boris
    dealer.call()  # Chloe checks
    dealer.cards("2c 3d 7h")
    assert dealer.actions_text("raise") == "Bet 10  [R]"
    dealer.key("r")
    dealer.call()
    dealer.call()
    dealer.cards("Kc")
    for _ in range(3):
        dealer.call()
    dealer.cards("Ks")
    for _ in range(3):
        dealer.call()
    dealer.cards("Kd Kh Qs Qd")
    dealer.cards("Ah 4h 9s 9c")
    dealer.cards("As 4s Tc Td")
    lines = dealer.announcement()
    assert lines == [
        "Pot 103 — between Boris, Chloe, Dan",
        "Boris wins the high half: 52 — Four of a kind, kings  K♠ K♥ K♦ K♣ 7♥",
        "Odd chip to the high half: 103 splits 52 high / 51 low (the high half takes the odd chip).",
        "Chloe wins a quarter (half of the low half): 26 — Low 7-4-3-2-A  7♥ 4♥ 3♦ 2♣ A♥",
        "Odd chip to seat 3 (Chloe): first left of the button",
        "Dan wins a quarter (half of the low half): 25 — Low 7-4-3-2-A  7♥ 4♠ 3♦ 2♣ A♠",
    ]
    screenshot(window, "omaha_hi_lo_quartered")


def stud_setup(
    game: str, players: tuple[str, ...] = ("Anna", "Boris", "Chloe"), ruleset: RuleSet = TDA
) -> HandSetup:
    count = len(players)
    return HandSetup(
        VARIANTS[game], (200,) * count, antes=(1,) * count, bring_in=2,
        small_bet=4, big_bet=8, names=players, ruleset=ruleset,
    )  # fmt: skip


def test_stud_hi_lo_bring_in_and_low_split_by_suit(qtbot, open_window) -> None:  # type: ignore[no-untyped-def]
    # RRoP: tied boards act by position, a low half's odd chip to the lowest card (RULES 5, 7).
    window = open_window(stud_setup("stud8", ruleset=RRoP))
    dealer = Dealer(qtbot, window)
    assert dealer.prompt == "Enter Anna's upcard."
    dealer.cards("2h")
    dealer.cards("3h")
    dealer.cards("3s")
    # The lowest upcard brings in: Anna's 2♥.
    assert dealer.prompt == "Anna brings in or completes."
    assert dealer.actions_text("bring_in") == "Bring-in 2  [B]"
    assert dealer.actions_text("raise") == "Complete to 4  [R]"
    assert not dealer.panel.actions_by_name["fold"].isEnabled()
    screenshot(window, "stud_bring_in")
    dealer.key("b")
    assert dealer.log()[-1] == "Anna brings in for 2"
    dealer.key("r")  # Boris completes
    assert dealer.log()[-1] == "Boris completes to 4"
    dealer.call()
    dealer.call()
    dealer.cards("8h")
    dealer.cards("4s")
    dealer.cards("4h")
    assert dealer.prompt == "Anna to act: check or bet."  # 8-2 is the highest showing hand
    dealer.call()
    dealer.key("r")
    dealer.call()
    dealer.fold()
    dealer.cards("7c")
    dealer.cards("7d")
    assert dealer.prompt == "Boris to act: check or bet."  # tied boards: first from the left
    dealer.call()
    dealer.call()
    dealer.cards("Ks")
    dealer.cards("Qs")
    dealer.call()
    dealer.call()
    dealer.call()  # seventh street, dealt down: nothing to enter
    dealer.call()
    assert dealer.prompt == "Boris shows or mucks."
    dealer.cards("Ac 2d Kd")
    dealer.cards("Ad 2c Qc")
    lines = dealer.announcement()
    assert lines == [
        "Pot 23 — between Boris, Chloe",
        "Boris wins the high half: 12 — Pair of kings  K♠ K♦ A♣ 7♣ 4♠",
        "Odd chip to the high half: 23 splits 12 high / 11 low (the high half takes the odd chip).",
        "Boris wins a quarter (half of the low half): 6 — Low 7-4-3-2-A  7♣ 4♠ 3♥ 2♦ A♣",
        "Odd chip to seat 2 (Boris): lowest card by suit (A♣)",
        "Chloe wins a quarter (half of the low half): 5 — Low 7-4-3-2-A  7♦ 4♥ 3♠ 2♣ A♦",
    ]
    screenshot(window, "stud_hi_lo_announcement")


def test_stud_hi_lo_tda_ties_and_low_odd_chip_by_the_highest_card(qtbot, open_window) -> None:  # type: ignore[no-untyped-def]
    # The same hand under TDA (RP-10-D, rule 20-B): the tied boards open with the 7♦, and the
    # low half's odd chip goes to the highest card of the five-card low, the 7♦ again.
    window = open_window(stud_setup("stud8"))
    dealer = Dealer(qtbot, window)
    for card in ("2h", "3h", "3s"):
        dealer.cards(card)
    dealer.key("b")
    dealer.key("r")
    dealer.call()
    dealer.call()
    for card in ("8h", "4s", "4h"):
        dealer.cards(card)
    dealer.call()
    dealer.key("r")
    dealer.call()
    dealer.fold()
    dealer.cards("7c")
    dealer.cards("7d")
    assert dealer.prompt == "Chloe to act: check or bet."  # 7♦ over 7♣
    for _ in range(2):
        dealer.call()
    dealer.cards("Ks")
    dealer.cards("Qs")
    for _ in range(4):
        dealer.call()
    assert dealer.prompt == "Boris shows or mucks."
    dealer.cards("Ac 2d Kd")
    dealer.cards("Ad 2c Qc")
    assert "Odd chip to seat 3 (Chloe): highest card by suit (7♦)" in dealer.announcement()


def test_razz(qtbot, open_window) -> None:  # type: ignore[no-untyped-def]
    window = open_window(stud_setup("razz"))
    dealer = Dealer(qtbot, window)
    dealer.cards("Ks")
    dealer.cards("3h")
    dealer.cards("2c")
    assert dealer.prompt == "Anna brings in or completes."  # the highest upcard, K♠
    dealer.key("b")
    dealer.call()
    dealer.call()
    assert dealer.log()[-2:] == ["Boris calls 2", "Chloe calls 2"]
    dealer.cards("Kh")
    dealer.cards("5h")
    dealer.cards("4c")
    assert dealer.prompt == "Chloe to act: check or bet."  # 4-2 is the lowest showing hand
    dealer.key("r")
    dealer.fold()  # Anna
    dealer.call()  # Boris
    for boris, chloe in (("6h", "8c"), ("7h", "9c")):
        dealer.cards(boris)
        dealer.cards(chloe)
        dealer.call()
        dealer.call()
    dealer.call()
    dealer.call()
    assert dealer.prompt == "Boris shows or mucks."
    dealer.cards("Ah 2h Qh")
    dealer.key("x")  # Chloe mucks
    lines = dealer.announcement()
    assert lines[0] == "Pot 17 — between Boris, Chloe"
    # The engine names no hand for a lone razz winner (its low is not looked up there).
    assert lines[1] in ("Boris wins 17", "Boris wins 17 — Low 6-5-3-2-A  6♥ 5♥ 3♥ 2♥ A♥")
    assert lines[2].startswith("The other players mucked")


def test_deuce_to_seven_triple_draw(qtbot, open_window) -> None:  # type: ignore[no-untyped-def]
    setup = HandSetup(
        VARIANTS["27td"], (1000,) * 3, blinds=(5, 10, 0), small_bet=10, big_bet=20,
        names=("Anna", "Boris", "Chloe"),
    )  # fmt: skip
    window = open_window(setup)
    dealer = Dealer(qtbot, window)
    dealer.key("r")  # Chloe raises to 20
    dealer.call()
    dealer.call()
    assert dealer.prompt == "Anna draws: how many cards (0 stands pat)?"
    screenshot(window, "triple_draw_draw")
    dealer.key("3")
    dealer.key("0")
    dealer.key("1")
    assert dealer.log()[-3:] == ["Anna changes 3", "Boris stands pat", "Chloe changes 1"]
    for _draw in range(3):
        while window.controller.hand.phase is Phase.BET:
            dealer.call()
        if window.controller.hand.phase is Phase.DRAW:
            dealer.key("1")
            dealer.key("0")
            dealer.key("2")
    assert dealer.prompt == "Anna shows or mucks."
    dealer.cards("7c 5d 4h 3s 2c")
    dealer.cards("8c 6d 4d 3c 2d")
    dealer.key("x")
    lines = dealer.announcement()
    assert lines[1].startswith("Anna wins 60 — Low 7-5-4-3-2")
