"""The journal behind the controller: what was accepted comes back after a restart."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest

from dealer_app.engine.table import Table
from dealer_app.engine.table_config import Level, Stakes, TableConfig
from dealer_app.session.controller import HandController
from dealer_app.session.entries import ActionUndone, HandToRecord
from dealer_app.session.recording import (
    ABANDONED,
    IN_PLAY,
    JournalRecorder,
    RestoredHand,
    open_new_table,
    restore,
)
from dealer_app.store import Journal, JournalError, SqliteJournal, open_journal


def _table() -> Table:
    table = Table(TableConfig.cash("nlhe", Stakes.of_blinds(1, 2)))
    for seat, name in ((1, "Anna"), (3, "Boris"), (5, "Chloé")):
        table.sit_down(seat, name, 200)
    return table


def _controller(journal: Journal, table_id: int) -> HandController:
    return HandController(table=_table(), recorder=JournalRecorder(journal, table_id))


def test_every_accepted_action_comes_back_with_its_undo_history(tmp_path: Path) -> None:
    with open_journal(tmp_path) as journal:
        table_id = journal.create_table({"name": "Friday game"})
        controller = _controller(journal, table_id)
        controller.check_call()
        controller.bet_raise(10)
        controller.undo()
        controller.bet_raise(12)
        expected_actions = tuple(controller.hand.actions)
        expected_setup = controller.setup
        expected_seats = controller.seats
    with open_journal(tmp_path) as journal:
        restored = restore(journal, journal.unfinished_table() or 0)
    assert restored is not None
    assert restored.setup == expected_setup
    assert restored.seats == expected_seats
    assert restored.actions == expected_actions
    assert str(restored.describe()).startswith("Restored the table: No-limit hold'em, 2 actions")


def test_refused_action_writes_nothing(tmp_path: Path) -> None:
    with open_journal(tmp_path) as journal:
        table_id = journal.create_table({})
        controller = _controller(journal, table_id)
        before = journal.last_seq(table_id)
        assert not controller.bet_raise(100_000)
        assert journal.last_seq(table_id) == before


def test_finished_hand_is_recorded_for_the_browser(tmp_path: Path) -> None:
    with open_journal(tmp_path) as journal:
        table_id = journal.create_table({})
        controller = _controller(journal, table_id)
        while not controller.hand.finished:
            controller.fold()
        assert controller.next_hand()
        (record,) = journal.hands(table_id)
        assert record.summary["game"] == "No-limit hold'em"
        history = journal.hand_history(table_id, record.hand_no)
        assert history["variant"] == "NT" and history["actions"]
        restored = restore(journal, table_id)
        assert restored is not None and restored.actions == ()
        assert restored.table is not None and restored.table.hands_played == 1


def test_a_hand_is_recorded_the_moment_it_is_over_and_once(tmp_path: Path) -> None:
    with open_journal(tmp_path) as journal:
        table_id = journal.create_table({})
        controller = _controller(journal, table_id)
        controller.fold()
        assert journal.hands(table_id) == []
        controller.fold()  # over: in the browser before the dealer confirms it
        (record,) = journal.hands(table_id)
        assert "status" not in record.summary and record.summary["pots"]
        assert controller.undo()  # in play again: its record says so
        (record,) = journal.hands(table_id)
        assert record.summary["status"] == IN_PLAY and record.summary["pots"] == []
        assert controller.fold()  # over again: the same record, now over
        assert controller.next_hand()
        (record,) = journal.hands(table_id)
        assert "status" not in record.summary and record.hand_no == 0


def test_a_hand_left_in_play_is_recorded_as_abandoned(tmp_path: Path) -> None:
    with open_journal(tmp_path) as journal:
        table_id = journal.create_table({})
        controller = _controller(journal, table_id)
        assert controller.check_call() and controller.hand_in_play
        controller.abandon_hand()
        (record,) = journal.hands(table_id)
        assert record.summary["status"] == ABANDONED
        history = journal.hand_history(table_id, record.hand_no)
        assert history["actions"][-1].endswith(" cc")


class _FailingUndo(JournalRecorder):
    def action_undone(self, entry: ActionUndone) -> None:
        raise JournalError("The disk is full.")


def test_undo_writes_the_journal_before_it_changes_the_hand(tmp_path: Path) -> None:
    with open_journal(tmp_path) as journal:
        table_id = journal.create_table({})
        controller = HandController(table=_table(), recorder=_FailingUndo(journal, table_id))
        assert controller.check_call() and controller.bet_raise(10)
        actions, log = list(controller.hand.actions), list(controller.log)  # type: ignore[union-attr]
        assert not controller.undo()  # refused with the journal's sentence, nothing changed
        assert controller.last_refusal
        # Nothing shows what the journal does not hold: the hand and its log are as they were.
        assert controller.hand.actions == actions  # type: ignore[union-attr]
        assert controller.log == log
    restored = _restored(tmp_path)
    assert list(restored.actions) == actions


# ------------------------------------------------------------------ table changes


def _restored(tmp_path: Path) -> RestoredHand:
    with open_journal(tmp_path) as journal:
        restored = restore(journal, journal.unfinished_table() or 0)
    assert restored is not None
    return restored


def _state(table: Table | None) -> dict[str, object]:
    assert table is not None
    return table.to_snapshot()


def _fold_to_the_end(controller: HandController) -> None:
    hand = controller.hand
    assert hand is not None
    while not hand.finished:
        assert controller.fold()


def test_table_changes_between_hands_come_back(tmp_path: Path) -> None:
    with open_journal(tmp_path) as journal:
        table_id = journal.create_table({})
        controller = _controller(journal, table_id)
        _fold_to_the_end(controller)
        # The first change confirms the hand's result; then a newcomer posts to play at once,
        # Boris tops up, Chloé sits out, Anna leaves.
        assert controller.seat_player(6, "Dmitri", 150, post=True)
        assert controller.add_chips(3, 1)
        assert controller.sit_out(5)
        assert controller.leave(1)
        live = _state(controller.table)
        assert controller.table is not None
        next_hand = controller.table.next_hand()
    restored = _restored(tmp_path)
    assert restored.setup is None and restored.actions == () and restored.seats == ()
    assert _state(restored.table) == live
    assert str(restored.describe()) == "Restored the table between hands: 1 hand played."
    # The restored table deals the hand the live one would have dealt.
    assert restored.table is not None
    assert restored.table.next_hand() == next_hand
    assert sorted(next_hand.seats) == [3, 6]


def test_the_journal_names_each_table_change(tmp_path: Path) -> None:
    with open_journal(tmp_path) as journal:
        table_id = journal.create_table({})
        controller = _controller(journal, table_id)
        _fold_to_the_end(controller)
        assert controller.seat_player(6, "Dmitri", 150, post=True)
        assert controller.add_chips(3, 1)
        entries = [(event.kind, event.payload) for event in journal.events(table_id)][-4:]
    assert entries == [
        ("hand-end", {}),
        ("seat", {"event": "sit_down", "seat": 6, "name": "Dmitri", "stack": 150}),
        ("seat", {"event": "post_to_enter", "seat": 6}),
        ("chips", {"event": "add_chips", "seat": 3, "amount": 1}),
    ]


def test_a_hand_after_table_changes_comes_back_at_its_action(tmp_path: Path) -> None:
    with open_journal(tmp_path) as journal:
        table_id = journal.create_table({})
        controller = _controller(journal, table_id)
        _fold_to_the_end(controller)
        assert controller.seat_player(6, "Dmitri", 150)
        assert controller.next_hand()
        assert controller.check_call()
        # During the hand: a player sits out from the next hand, a newcomer sits down.
        assert controller.sit_out(1)
        assert controller.seat_player(2, "Elena", 100)
        assert controller.check_call()
        live, actions, seats = _state(controller.table), controller.hand.actions, controller.seats  # type: ignore[union-attr]
    restored = _restored(tmp_path)
    assert _state(restored.table) == live
    assert restored.actions == tuple(actions) and restored.seats == seats


def test_a_misdeal_comes_back_as_the_same_hand_dealt_again(tmp_path: Path) -> None:
    with open_journal(tmp_path) as journal:
        table_id = journal.create_table({})
        controller = _controller(journal, table_id)
        assert controller.check_call()
        assert controller.misdeal()
        assert controller.hand is not None and controller.hand.actions == []
        live, setup = _state(controller.table), controller.hand.setup
    restored = _restored(tmp_path)
    assert restored.setup == setup and restored.actions == ()
    assert _state(restored.table) == live


def test_a_refused_table_change_writes_nothing(tmp_path: Path) -> None:
    with open_journal(tmp_path) as journal:
        table_id = journal.create_table({})
        controller = _controller(journal, table_id)
        before, state = journal.last_seq(table_id), _state(controller.table)
        assert not controller.leave(1)  # Anna is in the hand
        assert not controller.seat_player(3, "Eve", 100)  # the seat is taken
        assert not controller.add_chips(2, 100)  # nobody sits there
        assert journal.last_seq(table_id) == before
        assert _state(controller.table) == state


def test_a_deal_the_journal_did_not_checkpoint_is_dealt_again(tmp_path: Path) -> None:
    with open_journal(tmp_path) as journal:
        table_id = journal.create_table({})
        controller = _controller(journal, table_id)
        _fold_to_the_end(controller)
        assert controller.sit_out(5)
        live = _state(controller.table)
        # The next deal's first entry is kept, then the program dies before its checkpoint.
        journal.append(table_id, "hand-start", {})
    restored = _restored(tmp_path)
    assert restored.setup is None and _state(restored.table) == live


def _choice_table() -> Table:
    stakes = {"nlhe": Stakes.of_blinds(1, 2), "plo": Stakes.of_blinds(1, 2)}
    config = TableConfig.cash(("nlhe", "plo"), stakes, dealers_choice=True, seat_count=6)
    table = Table(config)
    for seat, name in ((1, "Anna"), (3, "Boris"), (5, "Chloé")):
        table.sit_down(seat, name, 200)
    return table


def test_dealers_choice_comes_back_before_and_after_the_choice(tmp_path: Path) -> None:
    with open_journal(tmp_path) as journal:
        table_id = journal.create_table({})
        controller = HandController(
            table=_choice_table(), recorder=JournalRecorder(journal, table_id)
        )
        assert controller.hand is None and controller.chooser == 1
    restored = _restored(tmp_path)
    assert restored.table is not None and restored.table.chooser == 1
    with open_journal(tmp_path) as journal:
        table_id = journal.unfinished_table() or 0
        controller = HandController(
            table=restored.table,
            recorder=JournalRecorder(journal, table_id),
            actions=restored.actions,
        )
        assert controller.hand is None  # restored between hands: nothing is dealt by itself
        assert controller.choose_game("plo")
        assert controller.check_call()
        live, actions = _state(controller.table), controller.hand.actions  # type: ignore[union-attr]
    restored = _restored(tmp_path)
    assert restored.setup is not None and restored.setup.variant.key == "plo"
    assert _state(restored.table) == live and restored.actions == tuple(actions)


def _tournament() -> Table:
    levels = [
        Level.of(600, Stakes.of_blinds(10, 20)),
        Level.pause(300),
        Level.of(600, Stakes.of_blinds(20, 40, 5)),
    ]
    table = Table(TableConfig.tournament("nlhe", levels, starting_stack=1500, seat_count=6))
    for seat, name in ((1, "Anna"), (3, "Boris"), (5, "Chloé")):
        table.sit_down(seat, name, 1500)
    return table


def test_the_clock_is_kept_at_a_new_level_on_pause_and_at_each_deal(tmp_path: Path) -> None:
    with open_journal(tmp_path) as journal:
        table_id = journal.create_table({})
        controller = HandController(
            table=_tournament(), recorder=JournalRecorder(journal, table_id)
        )
        seq = journal.last_seq(table_id)
        for elapsed in range(1, 600):
            assert controller.set_clock(elapsed)  # ticks: told to the table, not written
        assert journal.last_seq(table_id) == seq
        assert controller.set_clock(605)  # a new level (the break): written
        assert controller.set_clock(610)
        assert [e.kind for e in journal.events(table_id)][-1] == "clock"
        assert journal.last_seq(table_id) == seq + 1
    restored = _restored(tmp_path)
    assert restored.table is not None and restored.table.elapsed == 605
    assert restored.table.level_index == 1
    with open_journal(tmp_path) as journal:
        table_id = journal.unfinished_table() or 0
        controller = HandController(
            table=restored.table,
            recorder=JournalRecorder(journal, table_id),
            actions=restored.actions,
        )
        _fold_to_the_end(controller)
        elapsed = iter([700, 1000])
        controller.clock = lambda: next(elapsed)
        assert not controller.next_hand()  # the break: no hand, the time told first
        assert controller.set_clock(720, keep=True)  # paused: written
    restored = _restored(tmp_path)
    assert restored.table is not None and restored.table.elapsed == 720
    assert restored.setup is None
    with open_journal(tmp_path) as journal:
        table_id = journal.unfinished_table() or 0
        controller = HandController(
            table=restored.table,
            recorder=JournalRecorder(journal, table_id),
            actions=restored.actions,
        )
        controller.clock = lambda: 1000
        assert controller.next_hand()  # the clock is read before the deal: level 3
        hand = controller.hand
        assert hand is not None and hand.setup.antes == (5, 5, 5)
    restored = _restored(tmp_path)
    assert restored.table is not None and restored.table.elapsed == 1000
    assert restored.setup is not None and restored.setup.antes == (5, 5, 5)


def test_a_result_confirmed_just_before_a_kill_comes_back_to_confirm_again(tmp_path: Path) -> None:
    with open_journal(tmp_path) as journal:
        table_id = journal.create_table({})
        controller = _controller(journal, table_id)
        _fold_to_the_end(controller)
        actions = controller.hand.actions  # type: ignore[union-attr]
        # N: the hand is recorded, then the program dies before the next hand is shown.
        assert controller.recorder is not None
        hand = controller.hand
        assert hand is not None
        controller.recorder.hand_finished(
            HandToRecord(hand, tuple(controller.seats), controller.seat_count)
        )
        assert len(journal.hands(table_id)) == 1
    restored = _restored(tmp_path)
    assert restored.setup is not None and restored.actions == tuple(actions)
    assert restored.table is not None and restored.table.hands_played == 0
    with open_journal(tmp_path) as journal:
        table_id = journal.unfinished_table() or 0
        controller = HandController(
            table=restored.table,
            recorder=JournalRecorder(journal, table_id),
            actions=restored.actions,
        )
        assert controller.next_hand()
        # Recorded again under its own number, not twice; the next hand gets the next one.
        assert [record.hand_no for record in journal.hands(table_id)] == [0]
        _fold_to_the_end(controller)
        assert controller.next_hand()
        assert [record.hand_no for record in journal.hands(table_id)] == [0, 1]


def test_hands_after_a_restore_between_hands_get_new_numbers(tmp_path: Path) -> None:
    with open_journal(tmp_path) as journal:
        table_id = journal.create_table({})
        controller = _controller(journal, table_id)
        _fold_to_the_end(controller)
        assert controller.sit_out(5)  # the result confirmed, then a table change
    restored = _restored(tmp_path)
    assert restored.setup is None
    with open_journal(tmp_path) as journal:
        table_id = journal.unfinished_table() or 0
        controller = HandController(
            table=restored.table,
            recorder=JournalRecorder(journal, table_id),
            actions=restored.actions,
        )
        assert controller.next_hand()
        _fold_to_the_end(controller)
        assert controller.next_hand()
        records = journal.hands(table_id)
        assert [record.hand_no for record in records] == [0, 1]
        assert records[0].first_seq != records[1].first_seq


def test_a_table_that_cannot_deal_is_kept_between_hands(tmp_path: Path) -> None:
    with open_journal(tmp_path) as journal:
        table_id = journal.create_table({})
        controller = _controller(journal, table_id)
        assert controller.sit_out(3) and controller.sit_out(5)  # for the next hand
        _fold_to_the_end(controller)
        assert not controller.next_hand()  # Anna alone: the hand is recorded, none is dealt
        assert controller.hand is None
        live = _state(controller.table)
    restored = _restored(tmp_path)
    assert restored.setup is None and _state(restored.table) == live


# ------------------------------------------------------------------ a new table in place of another


def _what_a_restart_finds(data: Path, copy: Path) -> dict[str, Any]:
    """The data folder copied as it is on the disk now (a kill at this moment), opened again:
    every table (number, closed), and the unfinished one as restored."""
    shutil.rmtree(copy, ignore_errors=True)
    shutil.copytree(data, copy)
    with open_journal(copy) as journal:
        table_id = journal.unfinished_table()
        restored = None if table_id is None else restore(journal, table_id)
        tables = [(t.table_id, t.is_closed) for t in journal.tables()]
    assert restored is not None
    return {
        "tables": tables,
        "unfinished": table_id,
        "table": _state(restored.table),
        "setup": restored.setup,
        "seats": restored.seats,
        "actions": restored.actions,
    }


def _plo_table() -> Table:
    table = Table(TableConfig.cash("plo", Stakes.of_blinds(5, 10)))
    for seat, name in ((2, "Dmitri"), (4, "Elena")):
        table.sit_down(seat, name, 1000)
    return table


def _start_plo(recorder: JournalRecorder) -> HandController:
    return HandController(table=_plo_table(), recorder=recorder)


def test_a_new_table_replaces_the_open_one_in_one_commit(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    data = tmp_path / "data"
    with open_journal(data) as journal:
        old_id = journal.create_table({"name": "Friday game"})
        old = _controller(journal, old_id)
        assert old.check_call() and old.bet_raise(10) and old.undo() and old.bet_raise(12)
        before = _what_a_restart_finds(data, tmp_path / "before")
        # A kill may come after any write of the switch: each is looked at from a copy.
        found: list[tuple[str, dict[str, Any]]] = []
        for name in ("create_table", "append", "checkpoint", "close_table"):

            def write_then_look(*args: Any, _name: str = name, **kwargs: Any) -> Any:
                result = getattr(SqliteJournal, _name)(journal, *args, **kwargs)
                found.append((_name, _what_a_restart_finds(data, tmp_path / str(len(found)))))
                return result

            monkeypatch.setattr(journal, name, write_then_look)
        recorder, new = open_new_table(journal, {"name": "PLO"}, _start_plo)
        monkeypatch.undo()
        after = _what_a_restart_finds(data, tmp_path / "after")
    assert [name for name, _ in found] == ["create_table", "append", "checkpoint", "close_table"]
    assert before["tables"] == [(old_id, False)] and before["unfinished"] == old_id
    assert old.hand is not None and before["actions"] == tuple(old.hand.actions)
    assert len(before["actions"]) == 2
    assert before["seats"] == old.seats and before["table"] == _state(old.table)
    for name, at_the_kill in found:  # inside the transaction: the old table as it was
        assert at_the_kill == before, name
    assert recorder.table_id != old_id and new.recorder is recorder
    assert after["tables"] == [(old_id, True), (recorder.table_id, False)]
    assert after["unfinished"] == recorder.table_id and after["table"] == _state(new.table)
    assert after["setup"] == new.setup and after["seats"] == new.seats and after["actions"] == ()
    assert new.setup is not None and new.setup.variant.name == "Pot-limit Omaha"


def test_a_new_table_that_fails_to_start_leaves_the_open_one_going_on(tmp_path: Path) -> None:
    def refuse(recorder: JournalRecorder) -> HandController:
        _start_plo(recorder)  # dealt and checkpointed...
        raise RuntimeError("...and then something failed")

    with open_journal(tmp_path) as journal:
        old_id = journal.create_table({})
        old = _controller(journal, old_id)
        assert old.check_call()
        with pytest.raises(RuntimeError):
            open_new_table(journal, {}, refuse)
        # A write of the journal failing inside (the disk full at the checkpoint) too.
        journal._connection().execute(
            "CREATE TEMP TRIGGER refuse BEFORE INSERT ON checkpoint "
            "BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END"
        )
        with pytest.raises(JournalError, match="disk is full"):
            open_new_table(journal, {}, _start_plo)
        journal._connection().execute("DROP TRIGGER refuse")
        assert [(t.table_id, t.is_closed) for t in journal.tables()] == [(old_id, False)]
        # The open table's recorder goes on with the next entries of the same table.
        assert old.check_call()
        actions = tuple(old.hand.actions)  # type: ignore[union-attr]
    restored = _restored(tmp_path)
    assert restored.actions == actions and len(actions) == 2


def test_a_new_table_closes_every_table_left_unfinished(tmp_path: Path) -> None:
    with open_journal(tmp_path) as journal:
        # As a journal of an older version may hold: a table opened, its checkpoint not yet.
        first = journal.create_table({})
        _controller(journal, first)
        second = journal.create_table({})
        recorder, _ = open_new_table(journal, {}, _start_plo)
        closed = {t.table_id: t.is_closed for t in journal.tables()}
    assert closed == {first: True, second: True, recorder.table_id: False}
