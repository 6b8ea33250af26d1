"""A journal that stops taking writes (issue 15), on a real full file system (a small tmpfs) and a
real read-only file: nothing the journal does not hold is applied, a sentence says what happened
and what to do, the dealer goes on when writing works again or moves the table elsewhere."""

from __future__ import annotations

import os
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from dealer_app.engine.histories import Scale, action_text
from dealer_app.engine.table import Table
from dealer_app.engine.table_config import Stakes, TableConfig
from dealer_app.session.controller import HandController
from dealer_app.session.recording import JournalRecorder, open_new_table, restore
from dealer_app.store import Journal, JournalError, open_journal
from tests.store.disks import SmallDisk, can_mount, skip_unless_ci, small_disk


def a_table() -> Table:
    table = Table(TableConfig.cash("nlhe", Stakes.of_blinds(1, 2)))
    for seat, name in ((1, "Anna"), (3, "Boris"), (5, "Chloé"), (7, "Dmitri")):
        table.sit_down(seat, name, 200)
    return table


def open_table(journal: Journal) -> tuple[JournalRecorder, HandController]:
    table = a_table()
    return open_new_table(
        journal,
        table.config.to_json(),
        lambda recorder: HandController(table=table, recorder=recorder),
    )


def texts(controller: HandController) -> list[str]:
    assert controller.hand is not None
    return [action_text(action, Scale(0)) for action in controller.hand.actions]


def kept(journal: Journal, table_id: int) -> list[str]:
    restored = restore(journal, table_id)
    assert restored is not None
    return [action_text(action, Scale(0)) for action in restored.actions]


@pytest.fixture
def disk(tmp_path: Path) -> Iterator[SmallDisk]:
    with small_disk(tmp_path / "disk") as mounted:
        yield mounted


def test_a_full_disk_refuses_the_action_and_shows_nothing_the_journal_does_not_hold(
    disk: SmallDisk,
) -> None:
    journal = open_journal(disk.folder / "data")
    recorder, controller = open_table(journal)
    refusals: list[str] = []
    controller.refused.connect(lambda said: refusals.append(str(said)))
    assert controller.check_call() and controller.bet_raise(8)
    before = texts(controller)
    disk.fill()
    assert not controller.check_call()
    assert texts(controller) == before == kept(journal, recorder.table_id)
    sentence = refusals[-1]
    assert "the disk is full" in sentence
    assert "Nothing of it was kept, and nothing of it is shown." in sentence
    assert f"Free some space on the disk of the data folder {disk.folder / 'data'}" in sentence
    assert (
        "or move the table to another folder (Table > Move the table to another folder…)."
        in sentence
    )
    # Undo too: the hand in memory is not changed when the journal cannot keep the undo.
    assert not controller.undo()
    assert texts(controller) == before == kept(journal, recorder.table_id)
    assert "the disk is full" in refusals[-1]
    # Space freed: the dealer goes on, and everything is kept from there.
    disk.free()
    assert controller.check_call()
    assert controller.undo()
    assert controller.fold()
    assert texts(controller) == kept(journal, recorder.table_id) == [*before, "p1 f"]
    journal.close()


def test_a_full_disk_at_the_next_hand_keeps_the_finished_hand_on_screen(disk: SmallDisk) -> None:
    journal = open_journal(disk.folder / "data")
    recorder, controller = open_table(journal)
    hand = controller.hand
    assert hand is not None
    while not hand.finished:
        assert controller.fold()
    table = controller.table
    assert table is not None
    snapshot = table.to_snapshot()
    disk.fill()
    assert not controller.next_hand()
    assert "the disk is full" in controller.last_refusal
    assert controller.hand is hand and table.to_snapshot() == snapshot
    disk.free()
    assert controller.next_hand()
    assert controller.hand is not hand
    assert kept(journal, recorder.table_id) == []  # the new hand, nothing entered yet
    assert [record.hand_no for record in journal.hands(recorder.table_id)] == [0]
    journal.close()


def test_a_table_change_the_full_disk_cannot_keep_is_refused(disk: SmallDisk) -> None:
    journal = open_journal(disk.folder / "data")
    _recorder, controller = open_table(journal)
    table = controller.table
    assert table is not None
    snapshot = table.to_snapshot()
    disk.fill()
    assert not controller.seat_player(2, "Elena", 100)
    assert "the disk is full" in controller.last_refusal
    assert table.player(2) is None and table.to_snapshot() == snapshot
    disk.free()
    assert controller.seat_player(2, "Elena", 100)
    journal.close()


def test_the_table_moves_to_another_folder_without_losing_an_action(
    disk: SmallDisk, tmp_path: Path
) -> None:
    journal = open_journal(disk.folder / "data")
    recorder, controller = open_table(journal)
    assert controller.check_call() and controller.bet_raise(8) and controller.fold()
    before = texts(controller)
    disk.fill()
    assert not controller.check_call()
    moved = journal.move_to(tmp_path / "elsewhere")
    assert not journal.is_open
    assert moved.data_dir == tmp_path / "elsewhere"
    assert kept(moved, recorder.table_id) == before
    # The table goes on there, as after a restart.
    restored = restore(moved, recorder.table_id)
    assert restored is not None and restored.table is not None
    again = HandController(
        table=restored.table,
        recorder=JournalRecorder(moved, recorder.table_id),
        actions=restored.actions,
    )
    assert again.check_call()
    assert kept(moved, recorder.table_id) == [*before, texts(again)[-1]]
    moved.close()
    # The full folder kept its file as it was, and is free for another window.
    disk.free()
    with open_journal(disk.folder / "data") as old:
        assert kept(old, recorder.table_id) == before


def test_moving_to_a_folder_that_holds_a_journal_is_refused_and_changes_nothing(
    tmp_path: Path,
) -> None:
    with open_journal(tmp_path / "other") as other:
        other.create_table({"game": "PO"})
    journal = open_journal(tmp_path / "data")
    table_id = journal.create_table({"game": "NT"})
    with pytest.raises(JournalError, match="already holds a journal of the dealer assistant"):
        journal.move_to(tmp_path / "other")
    assert journal.is_open
    journal.append(table_id, "action", {"phh": "p1 f"})  # still this folder's, still locked
    with pytest.raises(JournalError, match="already open in another window"):
        open_journal(tmp_path / "data")
    journal.close()


@contextmanager
def read_only(path: Path) -> Iterator[None]:
    """The file made read-only for real: a read-only bind mount over it (root), else its mode."""
    if can_mount():
        subprocess.run(["mount", "--bind", str(path), str(path)], check=True)
        try:
            subprocess.run(["mount", "-o", "remount,bind,ro", str(path)], check=True)
            yield
        finally:
            subprocess.run(["umount", str(path)], check=False)
        return
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        skip_unless_ci("root writes read-only files: a read-only mount is needed")
    mode = path.stat().st_mode
    path.chmod(0o444)
    try:
        yield
    finally:
        path.chmod(mode)


def test_a_journal_that_opens_but_cannot_be_written_is_said_at_once(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    with open_journal(folder) as journal:
        recorder, controller = open_table(journal)
        assert controller.check_call()
        before = texts(controller)
    path = folder / "journal.sqlite3"
    with read_only(path):
        journal = open_journal(folder)
        assert not journal.writable
        (notice,) = map(str, journal.notices)
        assert notice == (
            f"The journal journal.sqlite3 in the data folder {folder} can be read but not "
            "written (the file or the folder is read-only): the table is shown as it was kept, "
            "and nothing can be entered until the file can be written again; or move the table "
            "to another folder (Table > Move the table to another folder…)."
        )
        assert kept(journal, recorder.table_id) == before
        # Whatever is entered is refused with its sentence, and changes nothing.
        restored = restore(journal, recorder.table_id)
        assert restored is not None and restored.table is not None
        again = HandController(
            table=restored.table,
            recorder=JournalRecorder(journal, recorder.table_id),
            actions=restored.actions,
        )
        assert not again.fold()
        assert "the data folder cannot be written" in again.last_refusal
        assert "Make the data folder" in again.last_refusal
        assert texts(again) == before
        moved = journal.move_to(tmp_path / "elsewhere")
        # The read-only folder cannot be marked as left: the moved table says so.
        assert moved.writable and [str(n)[:35] for n in moved.notices] == [
            "The table could not be marked as mo"
        ]
        assert kept(moved, recorder.table_id) == before
        moved.close()
    with open_journal(folder) as journal:
        assert journal.writable and journal.notices == ()
