"""Hands at a table: the next hand comes with the button, blinds and game the table says."""

from __future__ import annotations

from PySide6.QtCore import Qt

from dealer_app.engine.cards import DECK
from dealer_app.engine.table import Table
from dealer_app.engine.table_config import Rotation, Stakes, TableConfig
from tests.ui.conftest import Dealer, screenshot


def horse_table() -> Table:
    limit, stud = Stakes.of_limit(10, 20), Stakes.of_stud(1, 2, 4, 8)
    stakes = {"lhe": limit, "lo8": limit, "razz": stud, "stud": stud, "stud8": stud}
    config = TableConfig.cash(
        "horse", stakes, rotation=Rotation.HANDS, rotation_length=1, seat_count=6
    )
    table = Table(config)
    for seat, name in ((1, "Anna"), (2, "Boris"), (4, "Chloe"), (5, "Dan")):
        table.sit_down(seat, name, 500)
    return table


def fold_around(dealer: Dealer, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Upcards picked with the mouse, the bring-in posted, everybody else folds."""
    hand = dealer.controller.hand
    while not hand.finished:
        need = hand.need()
        if need.kind == "upcard":
            picker = dealer.panel.picker
            in_play = dealer.controller.cards_in_play()
            card = max(
                (card for card in DECK if card not in in_play), key=lambda c: (c.suit, c.rank)
            )
            qtbot.mouseClick(picker, Qt.MouseButton.LeftButton, pos=picker.card_rect(card).center())
        elif dealer.controller.options() and dealer.controller.options().bring_in is not None:  # type: ignore[union-attr]
            dealer.key("b")
        else:
            dealer.fold()
        hand = dealer.controller.hand


def test_mixed_game_rotation_over_several_hands(qtbot, open_window) -> None:  # type: ignore[no-untyped-def]
    table = horse_table()
    window = open_window(table=table)
    dealer = Dealer(qtbot, window)
    games = []
    buttons = []
    for number in range(6):
        games.append(dealer.table.centre.game.text())
        buttons.append(
            next(seat for seat, widget in dealer.table.seat_widgets.items()
                 if not widget.marker_labels["button"].isHidden())
        )  # fmt: skip
        if number == 2:
            screenshot(window, "horse_razz_third_street")
        fold_around(dealer, qtbot)
        assert dealer.actions_text("next") == "Next hand  [N]"
        dealer.key("n")
    assert games == [
        "Limit hold'em",
        "Limit Omaha hi/lo",
        "Razz",
        "Seven-card stud",
        "Seven-card stud hi/lo",
        "Limit hold'em",
    ]
    # The button moves in the flop games and stays frozen through the stud games (TDA).
    assert buttons == [1, 2, 4, 4, 4, 4]
    assert table.hands_played == 6
    # Empty seats 3 and 6 are shown empty; stacks come back from the table.
    assert "Empty" in dealer.seat(3)
    assert sum(player.stack for player in table.seats.values()) == 2000
    hand = dealer.controller.hand
    for player, stack in enumerate(hand.stacks):
        assert f"Stack {stack}" in dealer.seat(dealer.controller.seat_of(player))


def test_next_hand_in_the_table_takes_the_stacks(qtbot, open_window, settings) -> None:  # type: ignore[no-untyped-def]
    config = TableConfig.cash("nlhe", Stakes.of_blinds(1, 2), seat_count=6, max_buy_in=400)
    table = Table(config)
    for seat, name in ((1, "Anna"), (3, "Boris"), (6, "Chloe")):
        table.sit_down(seat, name, 200)
    window = open_window(table=table)
    dealer = Dealer(qtbot, window)
    assert "D" in dealer.seat(1).split("\n")
    assert "SB" in dealer.seat(3).split("\n") and "BB" in dealer.seat(6).split("\n")
    dealer.fold()  # Anna on the button
    dealer.fold()  # Boris
    lines = dealer.announcement()
    # The big blind's uncalled chip goes back to Chloe: the pot is 2.
    assert lines == ["Pot 2", "Chloe wins 2", "Everybody else folded."]
    dealer.key("n")
    assert "D" in dealer.seat(3).split("\n")
    assert "Stack 200\nIn front: 1" in dealer.seat(6)  # 201, less the small blind
    assert dealer.log() == []
    # The settings keep no table: it comes back from its data folder's journal only.
    assert not [key for key in settings.store.allKeys() if key.startswith("table/")]


def test_a_hand_resumed_from_its_actions(qtbot, open_window) -> None:  # type: ignore[no-untyped-def]
    from dealer_app.engine.hand import BetRaise, CheckCall, HandSetup
    from dealer_app.engine.variants import VARIANTS
    from dealer_app.session.controller import HandController
    from dealer_app.ui.dealer.main_window import MainWindow

    setup = HandSetup(VARIANTS["nlhe"], (100, 100, 100), blinds=(1, 2, 0), min_bet=2)
    controller = HandController(setup, actions=[CheckCall(2), BetRaise(0, 10)])
    window = MainWindow(controller)
    qtbot.addWidget(window)
    dealer = Dealer(qtbot, window)
    assert dealer.log() == ["p3 calls 2", "p1 raises to 10"]
    assert dealer.prompt == "p2 to act: 8 to call."
