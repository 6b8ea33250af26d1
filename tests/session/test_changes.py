"""The controller says what changed: a frozen record naming what each view shows (issue 23).

Anki's OpChanges: every change reports what it touched, so a view repaints what it shows of it
and skips the rest. Here through the session alone, no window: a bet names the seats, pots,
who acts and the one new log row, not the table's set-up; an undo names the row that went; a
new hand names everything; a seat change between hands names the seats and the set-up, not
the log; the tournament clock names the clock.
"""

from __future__ import annotations

import dataclasses

import pytest

from dealer_app.engine.table import Table
from dealer_app.engine.table_config import Level, Stakes, TableConfig
from dealer_app.session.controller import HandController
from dealer_app.session.events import EVERYTHING, Changed


def _table(seats: int = 3) -> Table:
    table = Table(TableConfig.cash("nlhe", Stakes.of_blinds(1, 2), seat_count=6))
    for seat in range(1, seats + 1):
        table.sit_down(seat, f"P{seat}", 200)
    return table


def _record(controller: HandController) -> list[Changed]:
    seen: list[Changed] = []
    controller.changed.connect(seen.append)
    return seen


def test_the_record_is_frozen_and_everything_names_all() -> None:
    with pytest.raises(dataclasses.FrozenInstanceError):
        EVERYTHING.seats = False  # type: ignore[misc]
    assert EVERYTHING.seats and EVERYTHING.pots and EVERYTHING.actor and EVERYTHING.board
    assert EVERYTHING.setup and EVERYTHING.clock and EVERYTHING.log_from == 0
    assert not Changed().touches_anything


def test_an_action_names_the_play_and_its_new_log_row_not_the_setup() -> None:
    controller = HandController(table=_table())
    seen = _record(controller)
    assert controller.check_call()
    (change,) = seen
    assert change.seats and change.pots and change.actor
    assert change.log_from == 0 and len(controller.log) == 1  # one new row, at 0
    assert not change.setup and not change.clock and not change.board
    assert controller.check_call()
    assert seen[-1].log_from == 1


def test_a_refused_action_emits_no_change() -> None:
    controller = HandController(table=_table())
    seen = _record(controller)
    assert not controller.bet_raise(1)  # below the minimum
    assert seen == []


def test_undo_names_the_row_that_went() -> None:
    controller = HandController(table=_table())
    controller.check_call()
    controller.check_call()
    seen = _record(controller)
    assert controller.undo()
    (change,) = seen
    assert change.log_from == 1 and len(controller.log) == 1
    assert change.seats and change.actor and not change.setup


def test_the_board_is_named_when_cards_are_dealt() -> None:
    controller = HandController(table=_table())
    for _ in range(3):
        controller.check_call()
    assert controller.hand is not None and controller.hand.need().kind == "board"
    seen = _record(controller)
    assert controller.enter_cards("2c 7d 9h")
    assert seen[-1].board


def test_a_new_hand_names_everything() -> None:
    controller = HandController(table=_table(2))
    controller.fold()
    assert controller.hand is not None and controller.hand.finished
    seen = _record(controller)
    assert controller.next_hand()
    assert seen[-1] == EVERYTHING


def test_a_seat_change_between_hands_names_seats_and_setup_not_the_log() -> None:
    table = Table(TableConfig.cash("nlhe", Stakes.of_blinds(1, 2), seat_count=6))
    table.sit_down(1, "Anna", 200)
    controller = HandController(table=table)  # one player: between hands
    assert controller.between_hands
    seen = _record(controller)
    assert controller.seat_player(4, "Boris", 200)
    (change,) = seen
    assert change.seats and change.setup and change.actor
    assert change.log_from is None and not change.pots


def test_a_table_change_that_confirms_the_hand_names_everything() -> None:
    controller = HandController(table=_table(2))
    controller.fold()  # over: a change now confirms the result first
    seen = _record(controller)
    assert controller.seat_player(5, "Chloe", 200)
    assert seen[-1] == EVERYTHING


def test_the_tournament_clock_names_the_clock_between_hands() -> None:
    levels = [Level.of(600, Stakes.of_blinds(10, 20)), Level.pause(300)]
    table = Table(TableConfig.tournament("nlhe", levels, starting_stack=1500, seat_count=6))
    table.sit_down(1, "Anna", 1500)  # alone: between hands, the clock shows there
    controller = HandController(table=table)
    assert controller.between_hands
    seen = _record(controller)
    assert controller.set_clock(605)  # the break
    (change,) = seen
    assert change.clock and change.setup
    assert change.log_from is None and not change.pots and not change.board
