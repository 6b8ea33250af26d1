"""A journal whose content is damaged (issue 15): a broken checkpoint, a broken entry, an action
naming a seat that does not exist, a damaged page in a journal over 64 MB, a write-ahead log
deleted after a crash. Each time the dealer is told what was found and what was kept, the
damaged file is kept untouched, and whatever can be recovered is recovered."""

from __future__ import annotations

import hashlib
import sqlite3
from pathlib import Path

import pytest

from dealer_app.engine.histories import Scale, action_text
from dealer_app.session.recording import restore
from dealer_app.session.recovery import rebuild, recover
from dealer_app.store import JOURNAL_FILE_NAME, open_journal
from tests.store.test_failing_disk import open_table, texts


def fingerprint(folder: Path) -> dict[str, str]:
    return {
        p.name: hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(folder.iterdir())
        if p.is_file() and p.name != "journal.lock"
    }


def a_played_table(folder: Path) -> tuple[int, list[str], list[int]]:
    """A table in its second hand, four actions in; its id, the actions, their entry numbers."""
    with open_journal(folder) as journal:
        recorder, controller = open_table(journal)
        hand = controller.hand
        assert hand is not None
        while not hand.finished:
            assert controller.fold()
        assert controller.next_hand()
        first = journal.last_seq(recorder.table_id)
        assert controller.check_call() and controller.check_call()
        assert controller.bet_raise(10) and controller.check_call()
        seqs = list(range(first + 1, journal.last_seq(recorder.table_id) + 1))
        return recorder.table_id, texts(controller), seqs


def damage(folder: Path, sql: str, *parameters: object) -> None:
    db = sqlite3.connect(folder / JOURNAL_FILE_NAME)
    db.execute(sql, parameters)
    db.commit()
    db.close()


def test_a_broken_entry_brings_the_table_back_to_the_entry_before_it(tmp_path: Path) -> None:
    table_id, actions, seqs = a_played_table(tmp_path)
    damage(tmp_path, "UPDATE event SET payload = '{\"phh\": ' WHERE table_id = ? AND seq = ?",
           table_id, seqs[2])  # fmt: skip
    before = fingerprint(tmp_path)
    journal = open_journal(tmp_path)
    recovered = recover(journal, table_id)
    assert recovered.damaged and recovered.hand is not None
    assert [action_text(a, Scale(0)) for a in recovered.hand.actions] == actions[:2]
    found = " ".join(map(str, recovered.found))
    assert f"The journal cannot read entry {seqs[2]} of table {table_id}: it is damaged" in found
    assert (
        f"Table {table_id} is brought back as its journal held it up to its last sound entry"
        in found
    )
    copy = journal.set_aside("table 1 holds damaged entries")
    assert copy.path.name == "journal-2.sqlite3"
    assert tuple(map(str, copy.notices)) == (
        "The journal file journal.sqlite3 is kept as it is: table 1 holds damaged entries. "
        "This session goes on in a copy of it, journal-2.sqlite3.",
    )
    recorder, controller = rebuild(copy, recovered)
    assert texts(controller) == actions[:2]
    assert controller.check_call()  # the dealer goes on
    assert restore(copy, recorder.table_id) is not None
    assert copy.unfinished_table() == recorder.table_id != table_id
    copy.close()
    # The damaged file is as it was found; the next start opens the copy, quietly.
    after = fingerprint(tmp_path)
    assert {name: after[name] for name in before} == before
    with open_journal(tmp_path) as again:
        assert again.path.name == "journal-2.sqlite3" and again.notices == ()
        assert not recover(again, recorder.table_id).damaged
        # The first hand, recorded before the damage, is still in the hand history.
        assert [record.hand_no for record in again.hands(table_id)] == [0]


def test_an_action_naming_a_seat_that_does_not_exist_is_found_and_left_out(
    tmp_path: Path,
) -> None:
    table_id, actions, seqs = a_played_table(tmp_path)
    damage(tmp_path, "UPDATE event SET payload = '{\"phh\": \"p9 cc\"}' WHERE table_id = ? AND seq = ?",
           table_id, seqs[3])  # fmt: skip
    with open_journal(tmp_path) as journal:
        recovered = recover(journal, table_id)
        assert recovered.hand is not None
        assert [action_text(a, Scale(0)) for a in recovered.hand.actions] == actions[:3]
        assert any(
            str(sentence).startswith(
                f"Entry {seqs[3]} of table {table_id} (action) cannot be replayed:"
            )
            for sentence in recovered.found
        )


def test_a_broken_checkpoint_opens_a_table_with_its_settings_and_says_so(tmp_path: Path) -> None:
    table_id, _actions, _seqs = a_played_table(tmp_path)
    damage(tmp_path, "UPDATE checkpoint SET state = '{\"table\": [' WHERE table_id = ?", table_id)
    with open_journal(tmp_path) as journal:
        recovered = recover(journal, table_id)
        assert recovered.hand is None
        found = " ".join(map(str, recovered.found))
        assert "The journal cannot read the checkpoint of table 1: it is damaged" in found
        assert "its checkpoint is damaged. The hands it recorded stay in the hand history." in found
        copy = journal.set_aside("table 1 holds damaged entries")
        _recorder, controller = rebuild(copy, recovered)
        assert controller.table is not None and controller.table.seats == {}
        assert controller.between_hands
        copy.close()


def test_a_checkpoint_that_reads_but_does_not_replay_is_found(tmp_path: Path) -> None:
    table_id, _actions, _seqs = a_played_table(tmp_path)
    damage(tmp_path, "UPDATE checkpoint SET state = '{\"table\": {\"version\": 1}}' WHERE table_id = ?",
           table_id)  # fmt: skip
    with open_journal(tmp_path) as journal:
        recovered = recover(journal, table_id)
        assert recovered.hand is None
        assert any("cannot be replayed" in str(sentence) for sentence in recovered.found)


def test_a_sound_journal_is_recovered_whole_and_quietly(tmp_path: Path) -> None:
    table_id, actions, _seqs = a_played_table(tmp_path)
    with open_journal(tmp_path) as journal:
        recovered = recover(journal, table_id)
        assert not recovered.damaged and recovered.found == ()
        assert recovered.hand is not None
        assert [action_text(a, Scale(0)) for a in recovered.hand.actions] == actions


def many_entries_then_a_big_history(folder: Path, size: int) -> tuple[int, int]:
    """A journal of ``size`` bytes or more: one big recorded hand, then 400 entries after it
    (written last, so at the end of the file); the table's id and its entry count."""
    with open_journal(folder) as journal:
        table = journal.create_table({"game": "NT"})
        journal.checkpoint(table, {"setup": {}})
        first = journal.append(table, "hand-start", {})
        journal.record_hand(table, 0, {"winners": [1]}, {"pad": "z" * size}, first_seq=first)
        for number in range(400):
            journal.append(table, "chips", {"seat": 1, "amount": number, "pad": "p" * 100})
        return table, journal.last_seq(table)


@pytest.mark.parametrize("size", [65 * 2**20], ids=["over 64 MB"])
def test_a_damaged_page_of_a_large_journal_is_found_at_opening_and_read_around(
    tmp_path: Path, size: int
) -> None:
    table, count = many_entries_then_a_big_history(tmp_path, size)
    path = tmp_path / JOURNAL_FILE_NAME
    assert path.stat().st_size > 64 * 2**20
    with path.open("r+b") as file:  # garbage over two pages of entries, near the end
        page = 4096
        file.seek(path.stat().st_size - 6 * page)
        file.write(bytes(range(256)) * (2 * page // 256))
    before = fingerprint(tmp_path)
    with open_journal(tmp_path) as journal:
        assert journal.path.name == "journal-2.sqlite3"
        damaged, new, read_back = map(str, journal.notices)
        assert damaged.startswith("The file journal.sqlite3 in the data folder")
        assert "it is damaged (SQLite finds: " in damaged and damaged.endswith(
            "It is kept as it is."
        )
        assert new == "This session keeps its tables in a new journal file, journal-2.sqlite3."
        assert read_back.startswith(
            "Read back from journal.sqlite3 into journal-2.sqlite3: 1 table, 1 checkpoint, "
        )
        assert read_back.endswith("and 1 recorded hand; what lay in its damaged part is lost.")
        kept = [event.seq for event in journal.events(table)]
        assert 0 < len(kept) < count  # the entries of the damaged pages are the ones lost
        assert kept[-1] == count  # the last ones, past the damage, were read backwards
        assert journal.hand_history(table, 0)["pad"] == "z" * size
    after = fingerprint(tmp_path)
    assert {name: after[name] for name in before} == before


def test_a_write_ahead_log_deleted_after_a_crash_is_said_and_the_file_read_back(
    tmp_path: Path,
) -> None:
    table_id, _actions, _seqs = a_played_table(tmp_path)
    path = tmp_path / JOURNAL_FILE_NAME
    # A window killed with changes in its log: the file, its log and its shared memory.
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("PRAGMA wal_autocheckpoint = 0")
    db.execute(
        "INSERT INTO event VALUES (?, 999, 'chips', '{\"late\": true}', 0, NULL)", (table_id,)
    )
    crashed = tmp_path / "crashed"
    crashed.mkdir()
    for suffix in ("", "-shm"):  # ... and then the log deleted
        (crashed / (JOURNAL_FILE_NAME + suffix)).write_bytes(Path(f"{path}{suffix}").read_bytes())
    db.close()
    before = fingerprint(crashed)
    with open_journal(crashed) as journal:
        damaged, new, read_back = map(str, journal.notices)
        assert damaged == (
            f"The file journal.sqlite3 in the data folder {crashed} cannot be used as the "
            "journal: it was left by a window that did not close, and its write-ahead log "
            "journal.sqlite3-wal is missing (deleted after a crash?): the last changes it held "
            "are lost. It is kept as it is."
        )
        assert new == "This session keeps its tables in a new journal file, journal-2.sqlite3."
        assert read_back.startswith(
            "Read back from journal.sqlite3 into journal-2.sqlite3: 1 table"
        )
        assert journal.unfinished_table() == table_id
        assert not recover(journal, table_id).damaged
    after = fingerprint(crashed)
    assert {name: after[name] for name in before} == before
