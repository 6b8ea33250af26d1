"""Irregularities ruled at a table (RULES 9): applied by the controller, journalled first, and
back after a restart with the hand's log, its held actions and its history."""

from __future__ import annotations

import contextlib
from pathlib import Path

import pytest

from dealer_app.engine.dealer_errors import DealerError
from dealer_app.engine.hand import BetRaise, CheckCall, Fold
from dealer_app.engine.table import Table
from dealer_app.engine.table_config import Stakes, TableConfig
from dealer_app.session.controller import HandController
from dealer_app.session.irregularities import from_history, pending_holds
from dealer_app.session.recording import JournalRecorder, restore
from dealer_app.store import Journal, open_journal


def _table() -> Table:
    table = Table(TableConfig.cash("nlhe", Stakes.of_blinds(1, 2)))
    for seat, name in ((1, "Anna"), (3, "Boris"), (5, "Chloé"), (7, "Dmitri")):
        table.sit_down(seat, name, 200)
    return table


def _open(journal: Journal) -> tuple[HandController, int]:
    table_id = journal.create_table({})
    return HandController(table=_table(), recorder=JournalRecorder(journal, table_id)), table_id


def _resumed(journal: Journal, table_id: int) -> HandController:
    restored = restore(journal, table_id)
    assert restored is not None and restored.table is not None
    return HandController(
        table=restored.table,
        recorder=JournalRecorder(journal, table_id),
        actions=restored.actions,
        rulings=restored.rulings,
    )


def _ruling_lines(controller: HandController) -> list[str]:
    return [entry.step.text for entry in controller.log if entry.step is not None]


def test_out_of_turn_raise_held_then_applied_when_unchanged_and_back_after_restart(
    tmp_path: Path,
) -> None:
    with open_journal(tmp_path) as journal:
        controller, table_id = _open(journal)
        hand = controller.hand
        assert hand is not None
        first = hand.actor  # under the gun; the button acts after him
        button = hand.setup.player_count - 1
        assert first is not None and first != button
        ruling = controller.rule(DealerError.OUT_OF_TURN, action=BetRaise(button, 8))
        assert ruling is not None
        assert list(pending_holds(controller)) == [button]
        assert hand.actions == []  # nothing is put in before his turn
        resumed = _resumed(journal, table_id)
        assert list(pending_holds(resumed)) == [button]
        assert _ruling_lines(resumed) == _ruling_lines(controller)
        assert controller.check_call()  # a call in between does not change the action to him
        assert hand.actions[-1] == BetRaise(button, 8)
        assert pending_holds(controller) == {}
        assert "his action out of turn stands (raise to 8)" in _ruling_lines(controller)[-1]
        resumed = _resumed(journal, table_id)
        assert resumed.hand is not None and resumed.hand.actions == hand.actions
        assert _ruling_lines(resumed) == _ruling_lines(controller)
        assert pending_holds(resumed) == {}


def test_out_of_turn_call_released_after_a_raise_chips_go_back(tmp_path: Path) -> None:
    with open_journal(tmp_path) as journal:
        controller, _table_id = _open(journal)
        hand = controller.hand
        assert hand is not None
        button = hand.setup.player_count - 1
        stack = hand.stacks[button]
        assert controller.rule(DealerError.OUT_OF_TURN, action=CheckCall(button)) is not None
        assert controller.bet_raise(6)  # the action to the button has changed
        assert hand.actor == button and hand.stacks[button] == stack
        assert "does not bind" in _ruling_lines(controller)[-1]
        assert pending_holds(controller) == {}


def test_out_of_turn_fold_binds_whatever_comes_before(tmp_path: Path) -> None:
    with open_journal(tmp_path) as journal:
        controller, _table_id = _open(journal)
        hand = controller.hand
        assert hand is not None
        button = hand.setup.player_count - 1
        assert controller.rule(DealerError.OUT_OF_TURN, action=Fold(button)) is not None
        assert controller.bet_raise(6)
        assert hand.folded[button] and hand.actions[-1] == Fold(button)


def test_menu_misdeal_refused_after_substantial_action_nothing_written(tmp_path: Path) -> None:
    with open_journal(tmp_path) as journal:
        controller, table_id = _open(journal)
        controller.check_call()
        controller.check_call()
        before = journal.last_seq(table_id)
        assert not controller.misdeal()
        assert "No misdeal after substantial action" in controller.last_refusal
        assert journal.last_seq(table_id) == before
        assert controller.rule(DealerError.CARDS_EXPOSED) is not None  # a ruling: play on
        assert controller.hand is not None and len(controller.hand.actions) == 2


def test_misdeal_ruling_deals_the_same_hand_again_and_says_so(tmp_path: Path) -> None:
    with open_journal(tmp_path) as journal:
        controller, table_id = _open(journal)
        assert controller.hand is not None
        setup, seats, markers = controller.setup, controller.seats, controller.markers()
        controller.fold()
        assert controller.seat_player(9, "Eve", 200, post=True)  # waits: nobody new is dealt in
        assert controller.rule(DealerError.WRONG_FIRST_SEAT) is not None
        assert controller.hand is not None and controller.hand.actions == []
        assert (controller.setup, controller.seats, controller.markers()) == (setup, seats, markers)
        lines = _ruling_lines(controller)
        assert lines[0] == "Irregularity: First card to the wrong seat (TDA 2024 Rule 35)"
        assert "same button, same blinds" in lines[1]
        resumed = _resumed(journal, table_id)
        assert resumed.setup == setup and _ruling_lines(resumed) == lines


def test_fouled_deck_returns_every_bet_even_after_substantial_action(tmp_path: Path) -> None:
    with open_journal(tmp_path) as journal:
        controller, _table_id = _open(journal)
        hand = controller.hand
        assert hand is not None
        stacks = hand.setup.starting_stacks
        controller.bet_raise(6)
        controller.check_call()
        controller.check_call()
        assert controller.rule(DealerError.FOULED_DECK) is not None
        assert controller.hand is not None and controller.hand.setup.starting_stacks == stacks
        assert controller.table is not None and controller.table.hands_played == 0
        assert "Every bet is returned" in _ruling_lines(controller)[-1]


def test_dead_hand_killed_at_its_turn(tmp_path: Path) -> None:
    with open_journal(tmp_path) as journal:
        controller, table_id = _open(journal)
        hand = controller.hand
        assert hand is not None
        controller.check_call()
        controller.check_call()  # substantial action
        victim = (hand.actor + 1) % hand.setup.player_count  # type: ignore[operator]
        assert controller.rule(DealerError.WRONG_CARD_COUNT, player=victim) is not None
        assert not hand.folded[victim] and list(pending_holds(controller)) == [victim]
        controller.check_call()
        assert hand.folded[victim]
        assert _ruling_lines(controller)[-1] == f"{hand.name(victim)}'s dead hand is folded."
        resumed = _resumed(journal, table_id)
        assert resumed.hand is not None and resumed.hand.folded[victim]


def test_flop_without_a_burn_takes_the_flop_back(tmp_path: Path) -> None:
    with open_journal(tmp_path) as journal:
        controller, table_id = _open(journal)
        hand = controller.hand
        assert hand is not None
        while hand.need().kind == "action":
            controller.check_call()
        assert controller.enter_cards("2c 7d 9h")
        assert controller.rule(DealerError.FLOP_WITHOUT_BURN) is not None
        assert hand.board == [] and hand.need().kind == "board"
        assert "taken back" in _ruling_lines(controller)[-1]
        resumed = _resumed(journal, table_id)
        assert resumed.hand is not None and resumed.hand.board == []
        assert _ruling_lines(resumed) == _ruling_lines(controller)


def test_undo_below_a_ruling_drops_it_as_the_restart_does(tmp_path: Path) -> None:
    with open_journal(tmp_path) as journal:
        controller, table_id = _open(journal)
        controller.check_call()
        assert controller.rule(DealerError.CARD_FACE_UP_IN_DECK) is not None
        assert len(_ruling_lines(controller)) == 1
        assert controller.undo()  # the ruling, made last, is taken back first (issue 27)
        assert _ruling_lines(controller) == [] and len(controller.log) == 1
        assert controller.undo()
        assert _ruling_lines(controller) == [] and controller.log == []
        assert _ruling_lines(_resumed(journal, table_id)) == []


def test_finished_hand_keeps_its_rulings_in_its_history(tmp_path: Path) -> None:
    from dealer_app import exports

    with open_journal(tmp_path) as journal:
        controller, table_id = _open(journal)
        hand = controller.hand
        assert hand is not None
        controller.check_call()
        first = hand.actions[0]
        assert controller.rule(DealerError.CARD_FACE_UP_IN_DECK) is not None
        while not hand.finished:
            controller.fold()
        assert controller.next_hand()
        (record,) = journal.hands(table_id)
        history = journal.hand_history(table_id, record.hand_no)
        (line,) = from_history(history["_rulings"])
        assert line.line.text == "Irregularity: A card found face up in the deck (TDA 2024 RP-4)"
        session_hand = exports.journal_hand(journal, table_id, record)
        (kept,) = from_history(session_hand.history.fields.get("_rulings"))
        # The history lists the deals nobody saw too: the ruling stays after the first call.
        exported = session_hand.actions
        assert exported[kept.after - 1] == first and first not in exported[kept.after :]


@pytest.mark.parametrize("error", [DealerError.PREMATURE_TURN, DealerError.FLOP_WITHOUT_BURN])
def test_a_ruling_refused_now_says_why_and_writes_nothing(
    tmp_path: Path, error: DealerError
) -> None:
    with open_journal(tmp_path) as journal:
        controller, table_id = _open(journal)
        before = journal.last_seq(table_id)
        assert controller.rule(error) is None
        assert controller.last_refusal
        assert journal.last_seq(table_id) == before


class _Seen:
    """A recorder that keeps what it is given: each call's name and its record."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, object]] = []

    def __getattr__(self, name: str) -> object:
        if name.startswith("_"):
            raise AttributeError(name)
        if name == "together":  # what it is given together, it keeps as given
            return contextlib.nullcontext
        return lambda entry: self.calls.append((name, entry))


def test_the_recorder_gets_typed_records_never_the_controller() -> None:
    """Recorders take a frozen record per kind (issue 23), the ruling through the protocol's
    ``ruling_recorded`` like every other change."""
    from dealer_app.session.entries import (
        ActionAccepted,
        ActionUndone,
        HandToRecord,
        RulingRecorded,
        TableChanged,
        TableState,
    )

    seen = _Seen()
    controller = HandController(table=_table(), recorder=seen)  # type: ignore[arg-type]
    hand = controller.hand
    assert hand is not None and hand.actor is not None
    controller.perform(Fold(hand.actor))
    controller.undo()
    button = hand.setup.player_count - 1
    controller.rule(DealerError.OUT_OF_TURN, action=BetRaise(button, 8))
    kinds = {name: type(entry) for name, entry in seen.calls}
    assert kinds["hand_started"] is TableState
    assert kinds["action_accepted"] is ActionAccepted
    assert kinds["action_undone"] is ActionUndone
    assert kinds["ruling_recorded"] is RulingRecorded
    assert not any(isinstance(entry, HandController) for _, entry in seen.calls)
    (started,) = [entry for name, entry in seen.calls if name == "hand_started"]
    assert isinstance(started, TableState) and started.table is controller.table
    (accepted,) = [entry for name, entry in seen.calls if name == "action_accepted"]
    assert isinstance(accepted, ActionAccepted) and accepted.action == Fold(hand.actor)
    (undone,) = [entry for name, entry in seen.calls if name == "action_undone"]
    assert isinstance(undone, ActionUndone) and isinstance(undone.hand, HandToRecord)
    assert undone.action == Fold(hand.actor) and undone.hand.seats == tuple(controller.seats)
    assert TableChanged  # table changes travel the same way (tests/store/test_recording.py)


def test_a_ruling_undone_stays_undone_after_a_restart(tmp_path: Path) -> None:
    # Undo takes back a ruling made last like an action, journal first (issue 27).
    with open_journal(tmp_path) as journal:
        controller, table_id = _open(journal)
        controller.check_call()
        big_blind = 1  # the button is in turn: the big blind folds out of turn
        assert controller.rule(DealerError.OUT_OF_TURN, action=Fold(big_blind)) is not None
        assert controller.can_undo and pending_holds(controller)
        assert controller.undo()
        assert controller.rulings == [] and not pending_holds(controller)
        assert len(controller.hand.actions) == 1  # type: ignore[union-attr]  # the call stays
        resumed = _resumed(journal, table_id)
        assert resumed.rulings == [] and len(resumed.hand.actions) == 1  # type: ignore[union-attr]
