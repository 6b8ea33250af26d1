"""Dealer's choice: before each round the player due names the game in the window."""

from __future__ import annotations

from pathlib import Path

from dealer_app.engine.table import Table
from dealer_app.engine.table_config import Rotation, Stakes, TableConfig
from dealer_app.engine.variants import VARIANTS
from dealer_app.ui import i18n, words
from tests.ui.conftest import Dealer, screenshot


def choice_table() -> Table:
    stakes = {
        "nlhe": Stakes.of_blinds(1, 2),
        "plo": Stakes.of_blinds(1, 2),
        "lhe": Stakes.of_limit(2, 4),
    }
    config = TableConfig.cash(
        ("nlhe", "plo", "lhe"),
        stakes,
        dealers_choice=True,
        rotation=Rotation.HANDS,
        rotation_length=1,
        seat_count=6,
        max_buy_in=400,
    )
    table = Table(config)
    for seat, name in ((1, "Anna"), (3, "Boris"), (5, "Chloe"), (6, "Dmitri")):
        table.sit_down(seat, name, 200)
    return table


def fold_to_the_end(dealer: Dealer) -> None:
    hand = dealer.controller.hand
    assert hand is not None
    while not hand.finished:
        dealer.fold()


def test_three_hands_of_dealers_choice_each_game_picked_with_a_key(qtbot, open_window) -> None:  # type: ignore[no-untyped-def]
    table = choice_table()
    window = open_window(table=table)
    dealer = Dealer(qtbot, window)
    controller = dealer.controller
    # No hand before the first game is named: the button (Anna) chooses.
    assert controller.hand is None and controller.chooser == 1
    # The engine lists the games by their codes (NLHE ...): the window says their names.
    assert dealer.prompt == (
        "Anna chooses the game (dealer's choice: No-limit hold'em, Pot-limit Omaha, Limit hold'em)."
    )
    assert dealer.table.centre.need.text() == dealer.prompt
    assert words.has_shape(dealer.prompt)
    assert dealer.panel.picker_title.text() == "Press the number of the game Anna names:"
    assert [dealer.actions_text(f"choose{n}") for n in (1, 2, 3)] == [
        "No-limit hold'em — blinds 1/2  [1]",
        "Pot-limit Omaha — blinds 1/2  [2]",
        "Limit hold'em — limit 2/4, blinds 1/2  [3]",
    ]
    assert dealer.table.centre.game.text() == "Dealer's choice"
    screenshot(window, "dealers_choice_picker")
    games, choosers = [], []
    for key in ("2", "3", "1"):
        choosers.append(controller.chooser)
        assert dealer.panel.game_picker.isVisible()
        dealer.key(key)
        hand = controller.hand
        assert hand is not None, dealer.error
        games.append(hand.variant.key)
        assert dealer.table.centre.game.text() == words.word(hand.variant.name)
        assert not dealer.panel.game_picker.isVisible()
        fold_to_the_end(dealer)
        dealer.key("n")
    assert games == ["plo", "lhe", "nlhe"]
    # Each hand a new choice, by the next player in turn.
    assert choosers == [1, 3, 5]
    assert table.hands_played == 3
    assert controller.chooser == 6


def test_a_digit_is_a_game_only_while_a_choice_is_due(qtbot, open_window) -> None:  # type: ignore[no-untyped-def]
    window = open_window(table=choice_table())
    dealer = Dealer(qtbot, window)
    dealer.key("1")
    hand = dealer.controller.hand
    assert hand is not None and hand.variant.key == "nlhe"
    assert not dealer.panel.actions_by_name["choose1"].isEnabled()
    dealer.key("2")  # during the hand the digits choose nothing
    assert dealer.controller.hand is hand and hand.actions == []


def test_the_games_to_choose_from_are_named_in_russian(qtbot, open_window, qm_dir: Path) -> None:  # type: ignore[no-untyped-def]
    assert i18n.install("ru", folder=qm_dir) == "ru"
    window = open_window(table=choice_table())
    dealer = Dealer(qtbot, window)
    names = ", ".join(words.word(VARIANTS[game].name) for game in ("nlhe", "plo", "lhe"))
    assert "NLHE" not in dealer.prompt and names in dealer.prompt
    assert dealer.prompt == f"Anna выбирает игру (выбор дилера: {names})."
    screenshot(window, "dealers_choice_picker_russian")
