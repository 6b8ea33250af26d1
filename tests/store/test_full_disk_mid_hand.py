"""A disk that fills in the middle of a hand (issue 27): the write that fails is the hand's
record, not the action's line (the fold that ends the hand fits, its hand's history does not).
The screen is never ahead of the journal, nothing half kept comes back after a restart, no
finished hand goes missing and no hand number is used twice once space comes back.

The disk is simulated where SQLite meets it: the journal's connection raises SQLite's own
"database or disk is full" on the writes chosen, as a full disk does for a write that needs a
new page while a smaller one still fits."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from dealer_app.engine.hand import Fold, Hand
from dealer_app.engine.histories import Scale, action_text
from dealer_app.session.controller import HandController
from dealer_app.session.entries import HandToRecord
from dealer_app.session.recording import JournalRecorder, open_new_table, restore
from dealer_app.store import JournalError, SqliteJournal, open_journal
from tests.store.test_failing_disk import a_table


class FullFor:
    """The journal's connection, full for the writes into ``tables`` while :attr:`full`."""

    def __init__(self, db: sqlite3.Connection, *tables: str) -> None:
        self._db = db
        self._tables = tables
        self.full = False
        self.refused = 0

    def execute(self, sql: str, parameters: Any = ()) -> sqlite3.Cursor:
        words = " ".join(sql.split()).upper()
        if self.full and any(
            words.startswith((f"INSERT INTO {table.upper()} ", f"UPDATE {table.upper()} "))
            for table in self._tables
        ):
            self.refused += 1
            raise sqlite3.OperationalError("database or disk is full")
        return self._db.execute(sql, parameters)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._db, name)


def full_for(journal: SqliteJournal, *tables: str) -> FullFor:
    db = journal._db
    assert isinstance(db, sqlite3.Connection)
    disk = FullFor(db, *tables)
    journal._db = disk  # type: ignore[assignment]
    return disk


@pytest.fixture
def journal(tmp_path: Path) -> Iterator[SqliteJournal]:
    with open_journal(tmp_path) as opened:
        yield opened


def texts(actions: Any) -> list[str]:
    return [action_text(action, Scale(0)) for action in actions]


def open_table(journal: SqliteJournal) -> tuple[JournalRecorder, HandController]:
    table = a_table()
    return open_new_table(
        journal,
        table.config.to_json(),
        lambda recorder: HandController(table=table, recorder=recorder),
    )


def fold_to_the_last(controller: HandController) -> None:
    """Everyone folds but the last fold of the hand."""
    hand = controller.hand
    assert hand is not None
    while hand.folded.count(False) > 2:
        assert controller.fold()


def test_the_fold_whose_hand_record_the_disk_cannot_keep_is_not_shown_nor_kept(
    journal: SqliteJournal,
) -> None:
    recorder, controller = open_table(journal)
    fold_to_the_last(controller)
    hand = controller.hand
    assert hand is not None
    before = texts(hand.actions)
    actor = hand.actor
    disk = full_for(journal, "hand", "hand_history")
    disk.full = True
    assert not controller.fold()
    assert disk.refused
    assert "the disk is full" in controller.last_refusal
    # The screen (the engine it reads) and the journal agree: the fold is in neither.
    assert controller.hand is hand and not hand.finished and hand.actor == actor
    assert texts(hand.actions) == before
    kept = restore(journal, recorder.table_id)
    assert kept is not None and texts(kept.actions) == before
    assert journal.hands(recorder.table_id) == []
    # What the dealer is asked for is what the engine waits for: the same player's turn.
    assert hand.need().player == actor and controller.options() is not None
    disk.full = False
    assert controller.fold()
    assert hand.finished
    assert [record.hand_no for record in journal.hands(recorder.table_id)] == [0]
    kept = restore(journal, recorder.table_id)
    assert kept is not None and texts(kept.actions) == texts(hand.actions)


def test_no_hand_goes_missing_and_no_number_is_used_twice_after_a_full_disk(
    journal: SqliteJournal, tmp_path: Path
) -> None:
    recorder, controller = open_table(journal)
    disk = full_for(journal, "hand", "hand_history")
    played: list[list[str]] = []
    # Hand 0: over, then N finds the disk full: it says why, and nothing moves.
    fold_to_the_last(controller)
    assert controller.fold()
    hand = controller.hand
    assert hand is not None
    disk.full = True
    assert not controller.next_hand()
    assert "the disk is full" in controller.last_refusal
    assert controller.hand is hand and controller.can_deal_next
    disk.full = False
    played.append(texts(hand.actions))
    assert controller.next_hand()
    # Hand 1: the fold that ends it cannot be recorded, then is once space comes back.
    fold_to_the_last(controller)
    disk.full = True
    assert not controller.fold()
    assert not controller.next_hand()
    disk.full = False
    assert controller.fold()
    assert controller.hand is not None
    played.append(texts(controller.hand.actions))
    assert controller.next_hand()
    # Hand 2, then a restart: every hand under its own number, once.
    fold_to_the_last(controller)
    assert controller.fold()
    assert controller.hand is not None
    played.append(texts(controller.hand.actions))
    assert controller.next_hand()
    table_id = recorder.table_id
    journal.close()
    with open_journal(tmp_path) as again:
        assert again.unfinished_table() == table_id
        records = again.hands(table_id)
        assert [record.hand_no for record in records] == [0, 1, 2]
        histories = [again.hand_history(table_id, n)["actions"] for n in (0, 1, 2)]
        assert [[line for line in h if not line.startswith("d ")] for h in histories] == played
        restored = restore(again, table_id)
        assert restored is not None and restored.table is not None
        resumed = HandController(
            table=restored.table,
            seats=restored.seats,
            recorder=JournalRecorder(again, table_id),
            actions=restored.actions,
        )
        fold_to_the_last(resumed)
        assert resumed.fold()
        assert resumed.next_hand()
        assert [record.hand_no for record in again.hands(table_id)] == [0, 1, 2, 3]


def test_a_hand_number_the_disk_refused_is_not_skipped(journal: SqliteJournal) -> None:
    """A hand's first record refused, then kept: under the next number, not one further (a
    gap that a restart would fill with the next hand, the same number twice)."""
    recorder, controller = open_table(journal)
    fold_to_the_last(controller)
    assert controller.fold()
    assert controller.next_hand()
    fold_to_the_last(controller)
    hand = controller.hand
    assert hand is not None and hand.actor is not None
    over = Hand(hand.setup, [*hand.actions, Fold(hand.actor)])
    assert over.finished
    disk = full_for(journal, "hand", "hand_history")
    disk.full = True
    with pytest.raises(JournalError, match="the disk is full"):
        recorder.hand_over(HandToRecord(over, controller.seats, controller.seat_count))
    disk.full = False
    assert controller.fold()
    assert [record.hand_no for record in journal.hands(recorder.table_id)] == [0, 1]


def test_a_misdeal_whose_new_deal_the_disk_cannot_checkpoint_shows_what_is_kept(
    journal: SqliteJournal,
) -> None:
    """The misdeal's entry is kept, the checkpoint of the hand dealt again is not: the screen
    shows the same hand from its first card, as a restart would, and goes on from there."""
    recorder, controller = open_table(journal)
    assert controller.check_call()
    hand = controller.hand
    assert hand is not None
    disk = full_for(journal, "checkpoint")
    disk.full = True
    controller.misdeal()
    disk.full = False
    shown = controller.hand
    assert shown is not None
    kept = restore(journal, recorder.table_id)
    assert kept is not None
    assert texts(shown.actions) == texts(kept.actions)
    assert shown.setup == kept.setup
    # And what is entered next comes back after a restart on the hand on screen.
    assert controller.check_call() and controller.check_call()
    kept = restore(journal, recorder.table_id)
    assert kept is not None and texts(kept.actions) == texts(shown.actions)


def test_a_ruling_the_full_disk_cannot_keep_is_refused_not_raised(
    journal: SqliteJournal,
) -> None:
    from dealer_app.engine.dealer_errors import DealerError
    from dealer_app.engine.hand import BetRaise
    from dealer_app.session.irregularities import pending_holds

    recorder, controller = open_table(journal)
    hand = controller.hand
    assert hand is not None
    button = hand.setup.player_count - 1
    disk = full_for(journal, "event")
    disk.full = True
    assert controller.rule(DealerError.OUT_OF_TURN, action=BetRaise(button, 8)) is None
    assert "the disk is full" in controller.last_refusal
    assert pending_holds(controller) == {} and controller.rulings == []
    disk.full = False
    assert controller.rule(DealerError.OUT_OF_TURN, action=BetRaise(button, 8)) is not None
    kept = restore(journal, recorder.table_id)
    assert kept is not None and len(kept.rulings) == 1


def test_a_finished_hand_restored_on_a_full_disk_comes_back_and_is_recorded_at_n(
    tmp_path: Path,
) -> None:
    """Killed between a hand's last action and its record, restarted on a disk that cannot
    take the record: the table still comes back (the hand over, to confirm), and N records it
    once there is space."""
    from dealer_app.session.station import reopen_table

    with open_journal(tmp_path) as journal:
        recorder, controller = open_table(journal)
        fold_to_the_last(controller)
        hand = controller.hand
        assert hand is not None and hand.actor is not None
        # The last fold kept, its record not (as a kill between the two left it).
        journal.append(recorder.table_id, "action", {"phh": f"p{hand.actor + 1} f"})
        table_id = recorder.table_id
    with open_journal(tmp_path) as journal:
        disk = full_for(journal, "hand", "hand_history")
        disk.full = True
        reopened = reopen_table(journal)
        assert reopened.station is not None
        controller = reopened.station.controller
        assert controller.hand is not None and controller.hand.finished
        assert journal.hands(table_id) == []
        assert not controller.next_hand()
        assert "the disk is full" in controller.last_refusal
        disk.full = False
        assert controller.next_hand()
        assert [record.hand_no for record in journal.hands(table_id)] == [0]
