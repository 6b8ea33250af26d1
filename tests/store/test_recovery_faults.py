"""Recovery (issue 27): a rebuilt table keeps its irregularity rulings (a held action out of
turn is still held), and a fault of the program while replaying a sound journal is said as
such: it is not journal damage, and the file is not set aside."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from dealer_app.engine.dealer_errors import DealerError
from dealer_app.engine.hand import BetRaise
from dealer_app.engine.table import Table
from dealer_app.session.irregularities import pending_holds
from dealer_app.session.recording import restore
from dealer_app.session.recovery import rebuild, recover
from dealer_app.session.station import reopen_table
from dealer_app.store import JOURNAL_FILE_NAME, open_journal
from tests.store.test_failing_disk import open_table


def ruling_lines(controller: object) -> list[str]:
    return [entry.step.text for entry in controller.log if entry.step is not None]  # type: ignore[attr-defined]


def a_table_with_a_held_raise(folder: Path) -> tuple[int, int, list[str]]:
    """A hand where the button raised out of turn (held); then a broken entry."""
    with open_journal(folder) as journal:
        recorder, controller = open_table(journal)
        hand = controller.hand
        assert hand is not None
        button = hand.setup.player_count - 1
        assert controller.rule(DealerError.OUT_OF_TURN, action=BetRaise(button, 8)) is not None
        assert list(pending_holds(controller)) == [button]
        lines = ruling_lines(controller)
        journal.append(recorder.table_id, "action", {"phh": "p9 cc"})  # damage after them
        return recorder.table_id, button, lines


def test_a_rebuilt_table_keeps_its_rulings_and_its_held_action(tmp_path: Path) -> None:
    table_id, button, lines = a_table_with_a_held_raise(tmp_path)
    with open_journal(tmp_path) as journal:
        recovered = recover(journal, table_id)
        assert recovered.damaged and recovered.hand is not None
        assert len(recovered.hand.rulings) == 1
        copy = journal.set_aside("table 1 holds damaged entries")
        recorder, controller = rebuild(copy, recovered)
        assert list(pending_holds(controller)) == [button]
        assert ruling_lines(controller) == lines
        # Kept in the copy too: a restart brings the hold back, and the held raise stands.
        again = restore(copy, recorder.table_id)
        assert again is not None and len(again.rulings) == 1
        hand = controller.hand
        assert hand is not None
        assert controller.check_call()  # under the gun calls: the button's turn comes
        assert hand.actions[-1] == BetRaise(button, 8), controller.last_refusal
        copy.close()


def test_a_sound_journal_with_rulings_is_not_damage(tmp_path: Path) -> None:
    with open_journal(tmp_path) as journal:
        recorder, controller = open_table(journal)
        hand = controller.hand
        assert hand is not None
        button = hand.setup.player_count - 1
        assert controller.rule(DealerError.OUT_OF_TURN, action=BetRaise(button, 8)) is not None
        while hand.actions[-1:] != [BetRaise(button, 8)]:
            assert controller.check_call()  # the held raise is released in its turn
        table_id = recorder.table_id
    with open_journal(tmp_path) as journal:
        recovered = recover(journal, table_id)
        assert not recovered.damaged and recovered.found == ()


def test_a_fault_of_the_program_in_the_replay_is_not_damage(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with open_journal(tmp_path) as journal:
        recorder, controller = open_table(journal)
        assert controller.check_call() and controller.check_call()
        table_id = recorder.table_id

    def broken(self: Table, event: object) -> object:
        raise AttributeError("'NoneType' object has no attribute 'stack'")

    with open_journal(tmp_path) as journal:
        assert journal.append(table_id, "seat", {"event": "sit_out", "seat": 1})
    monkeypatch.setattr(Table, "apply", broken)
    before = (tmp_path / JOURNAL_FILE_NAME).read_bytes()
    journal = open_journal(tmp_path)
    recovered = recover(journal, table_id)
    assert not recovered.damaged and recovered.hand is None
    assert recovered.fault is not None
    sentence = str(recovered.fault)
    assert "fault of the dealer assistant, not damage to the journal" in sentence
    assert "'NoneType' object has no attribute 'stack'" in sentence
    reopened = reopen_table(journal)
    assert reopened.station is None and reopened.reopened
    assert reopened.journal is journal  # the file is not set aside: no copy
    assert str(recovered.fault) in [str(said) for said in reopened.said]
    journal.close()
    assert sorted(p.name for p in tmp_path.glob("journal*.sqlite3")) == [JOURNAL_FILE_NAME]
    assert (tmp_path / JOURNAL_FILE_NAME).read_bytes() == before or sqlite3.connect(
        tmp_path / JOURNAL_FILE_NAME
    ).execute("SELECT count(*) FROM event WHERE table_id = ?", (table_id,)).fetchone()[0]


def test_an_entry_of_the_wrong_shape_is_still_damage(tmp_path: Path) -> None:
    """Text where the seat's number belongs: damage (the data), said, not a fault."""
    with open_journal(tmp_path) as journal:
        recorder, controller = open_table(journal)
        assert controller.check_call()
        table_id = recorder.table_id
        journal.append(table_id, "seat", {"event": "sit_out", "seat": "one"})
    with open_journal(tmp_path) as journal:
        recovered = recover(journal, table_id)
        assert recovered.damaged and recovered.fault is None
        assert recovered.hand is not None and len(recovered.hand.actions) == 1
        assert any("(seat) cannot be replayed" in str(said) for said in recovered.found)


def test_recovery_replays_a_logarithmic_number_of_times(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A long hand damaged near its end: recovery finds the entry by halving, not by replaying
    every prefix (that was quadratic in the entries)."""
    import dealer_app.session.recovery as recovery

    with open_journal(tmp_path) as journal:
        recorder, controller = open_table(journal)
        for _ in range(30):  # raise and re-raise, taken back: a long list of entries
            assert controller.check_call() and controller.undo()
        assert controller.check_call()
        table_id = recorder.table_id
        journal.append(table_id, "action", {"phh": "p9 cc"})
        for _ in range(30):
            journal.append(table_id, "action", {"phh": "p2 cc"})
        count = len(journal.events(table_id, journal.restore(table_id).checkpoint.after_seq))  # type: ignore[union-attr]
    replays = 0
    replayed = recovery._replayed

    def counted(restored: object) -> object:
        nonlocal replays
        replays += 1
        return replayed(restored)  # type: ignore[arg-type]

    monkeypatch.setattr(recovery, "_replayed", counted)
    with open_journal(tmp_path) as journal:
        recovered = recover(journal, table_id)
    assert recovered.damaged and recovered.hand is not None
    assert len(recovered.hand.actions) == 1
    assert any("(action) cannot be replayed" in str(said) for said in recovered.found)
    assert f"({count - 31} of the entries after its checkpoint)" in str(recovered.found[-1])
    assert replays <= 12, replays
