"""The seat menu offers what a returning player owes (RULES 4), in its own words."""

from __future__ import annotations

from dealer_app.engine.table import Table
from dealer_app.engine.table_config import Stakes, TableConfig
from dealer_app.ui.dealer.players import seat_menu


def _texts(menu) -> list[str]:  # type: ignore[no-untyped-def]
    return [action.text() for action in menu.actions()]


def test_small_blind_only_is_offered_as_the_small_blind_not_a_big_blind(qtbot, open_window) -> None:  # type: ignore[no-untyped-def]
    table = Table(TableConfig.cash("nlhe", Stakes.of_blinds(1, 2)))
    for seat, name in ((1, "Anna"), (2, "Boris"), (3, "Chloe"), (4, "Dmitri"), (5, "Emma")):
        table.sit_down(seat, name, 200)
    window = open_window(table=table)
    controller = window.controller
    assert controller is not None
    while controller.hand is not None and not controller.hand.finished:
        assert controller.fold(), controller.last_refusal
    assert controller.sit_out(3)  # the big blind: the small blind falls on his seat next
    assert controller.next_hand(), controller.last_refusal
    while controller.hand is not None and not controller.hand.finished:
        assert controller.fold(), controller.last_refusal
    assert controller.next_hand(), controller.last_refusal  # the table takes the hand
    player = table.player(3)
    assert player is not None and player.small_blind_only
    assert controller.come_back(3)
    texts = _texts(seat_menu(controller, 3, lambda _seat, _what: None, window))
    assert "Post a big blind to play now" not in texts
    assert "Post the missed small blind to play now" in texts


def test_name_fields_take_no_more_than_a_hand_history_holds(qtbot, open_window) -> None:  # type: ignore[no-untyped-def]
    from dealer_app.engine.table import MAX_NAME_CHARS
    from dealer_app.ui.dealer.new_table import NewTableDialog
    from dealer_app.ui.dealer.players import PlayersDialog

    table = Table(TableConfig.cash("nlhe", Stakes.of_blinds(1, 2)))
    window = open_window(table=table)
    assert window.controller is not None
    players = PlayersDialog(window.controller, window)
    qtbot.addWidget(players)
    assert players.new_name.maxLength() == MAX_NAME_CHARS
    dialog = NewTableDialog(parent=window)
    qtbot.addWidget(dialog)
    assert all(edit.maxLength() == MAX_NAME_CHARS for edit in dialog.seat_names)
