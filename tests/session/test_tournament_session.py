"""The event's life (issue 17): journal first, refusals write nothing, undo, restore after a
kill, the recorded event replayed by ``tournament replay``, and ``tournament simulate``."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from dealer_app.__main__ import build_parser
from dealer_app.engine.tournament import Bust, Register, Setup, Start, TournamentError
from dealer_app.engine.tournament import structure_named as structure
from dealer_app.session.tournament import EventSession
from dealer_app.store import open_event_journal
from dealer_app.store.errors import JournalError
from dealer_app.store.structures import load_structures, save_structure

ROOT = Path(__file__).resolve().parents[2]


def club_setup(**fields: object) -> Setup:
    values: dict[str, object] = {"tables": 3, "max_field": 27, "seed": 11}
    values.update(fields)
    return Setup.of("Club", structure("turbo"), **values)  # type: ignore[arg-type]


class Ticks:
    """A director's clock that moves one second per reading."""

    def __init__(self) -> None:
        self.now = 1_000_000

    def __call__(self) -> float:
        self.now += 1
        return self.now


def test_every_action_is_journaled_before_it_shows(tmp_path: Path) -> None:
    with open_event_journal(tmp_path) as journal:
        session = EventSession.create(journal, club_setup(), clock=Ticks())
        seen: list[int] = []
        session.changed.connect(lambda change: seen.append(len(journal.events(session.event_id))))
        session.act(Register(player="Anna"))
        session.act(Register(player="Boris"))
        assert seen == [1, 2]
        rows = journal.events(session.event_id)
        assert [row["player"] for row in rows] == ["Anna", "Boris"]
        assert all(row["at"] > 0 for row in rows)  # stamped with the director's time


def test_refusal_writes_nothing_and_changes_nothing(tmp_path: Path) -> None:
    with open_event_journal(tmp_path) as journal:
        session = EventSession.create(journal, club_setup(), clock=Ticks())
        session.act(Register(player="Anna"))
        with pytest.raises(TournamentError, match="already in the event"):
            session.act(Register(player="Anna"))
        assert len(journal.events(session.event_id)) == 1
        assert len(session.tournament.entries) == 1


def test_undo_is_an_entry_every_row_stays_and_the_replay_honours_it(tmp_path: Path) -> None:
    with open_event_journal(tmp_path) as journal:
        session = EventSession.create(journal, club_setup(), clock=Ticks())
        for number in range(12):
            session.act(Register(player=f"P{number}"))
        session.act(Start())
        seats = {e.name: (e.table, e.seat) for e in session.tournament.entries}
        table = session.tournament.entry_of("P0").table
        session.act(Bust(table=table, players=("P0",)))
        written = journal.entries(session.event_id)
        session.undo()
        assert {e.name: (e.table, e.seat) for e in session.tournament.entries} == seats
        assert session.tournament.players_left == 12
        # Nothing deleted: the bust is still there, and the undo follows it as an entry.
        entries = journal.entries(session.event_id)
        assert entries[:14] == written
        assert [e.kind for e in entries] == ["action"] * 14 + ["undo"]
        assert entries[-1].payload == {"kind": "undo", "undoes": 14}
        table = session.tournament.entry_of("P1").table
        session.act(Bust(table=table, players=("P1",)))
        assert [e.id.seq for e in journal.entries(session.event_id)] == list(range(1, 17))
        back = EventSession.restore(journal).tournament
        assert [e.kind for e in back.events] == ["register"] * 12 + ["start", "bust"]
        assert back.players_left == 11
        assert back.results() == session.tournament.results()
        assert back.entry_of("P0").table == seats["P0"][0]


def test_undo_twice_takes_back_two_actions_in_the_replay(tmp_path: Path) -> None:
    with open_event_journal(tmp_path) as journal:
        session = EventSession.create(journal, club_setup(), clock=Ticks())
        for name in ("Anna", "Boris", "Chloe"):
            session.act(Register(player=name))
        session.undo()
        session.undo()
        session.act(Register(player="Dmitri"))
        assert len(journal.entries(session.event_id)) == 6
        back = EventSession.restore(journal).tournament
        assert [e.name for e in back.entries] == ["Anna", "Dmitri"]
        assert [e.name for e in session.tournament.entries] == ["Anna", "Dmitri"]


def test_an_action_and_the_close_of_its_event_commit_together(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with open_event_journal(tmp_path) as journal:
        session = EventSession.create(journal, club_setup(), clock=Ticks())
        for name in ("Anna", "Boris"):
            session.act(Register(player=name))
        session.act(Start())
        kept = journal.entries(session.event_id)

        def refused(event_id: int) -> None:
            raise JournalError("The events journal cannot be written: {reason}.", reason="full")

        monkeypatch.setattr(journal, "close_event", refused)
        (table,) = session.tournament.tables
        with pytest.raises(JournalError):
            session.act(Bust(table=table, players=("Anna",)))  # ends the event
        # Neither the bust nor the close was kept: the event is as it was.
        assert journal.entries(session.event_id) == kept
        assert journal.unfinished_event() == session.event_id
        assert not session.tournament.ended
        assert EventSession.restore(journal).tournament.players_left == 2


def test_undo_from_a_checkpoint_equals_a_full_replay(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import dealer_app.session.tournament as module
    from dealer_app.engine.tournament import Tournament

    monkeypatch.setattr(module, "CHECKPOINT_EVERY", 7)
    with open_event_journal(tmp_path) as journal:
        session = EventSession.create(journal, club_setup(), clock=Ticks())
        for number in range(27):
            session.act(Register(player=f"P{number}"))
        session.act(Start())
        for _ in range(12):
            table = max(session.tournament.tables)
            session.act(Bust(table=table, players=(session.tournament.players_at(table)[0],)))
        for _ in range(9):  # back across two checkpoints
            session.undo()
            full = Tournament(session.tournament.setup, session.tournament.events)
            assert full.results() == session.tournament.results()
            assert {n: full.seating(n) for n in full.tables} == {
                n: session.tournament.seating(n) for n in session.tournament.tables
            }
        table = min(session.tournament.tables)
        session.act(Bust(table=table, players=(session.tournament.players_at(table)[0],)))
        replayed = EventSession.restore(journal).tournament
        assert replayed.results() == session.tournament.results()


_KILLED = """
import os, sys
from dealer_app.engine.tournament import Register, Setup, Start, Bust, structure_named
from dealer_app.session.tournament import EventSession
from dealer_app.store import EventJournal, open_event_journal
journal = open_event_journal(sys.argv[1])
session = EventSession.create(journal, Setup.of("Killed", structure_named("turbo"), tables=3,
                              max_field=27, seed=4))
for number in range(20):
    session.act(Register(player=f"P{number}"))
session.act(Start())
table = session.tournament.entry_of("P3").table
session.act(Bust(table=table, players=("P3",)))
print(sorted((e.name, e.table, e.seat) for e in session.tournament._alive.values()), flush=True)
os.kill(os.getpid(), 9)
"""


def test_restore_after_kill_reopens_the_last_event(tmp_path: Path) -> None:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    done = subprocess.run(
        [sys.executable, "-c", _KILLED, str(tmp_path)], capture_output=True, text=True, env=env
    )
    assert done.returncode == -9
    with open_event_journal(tmp_path) as journal:
        session = EventSession.restore(journal)
        seated = sorted((e.name, e.table, e.seat) for e in session.tournament._alive.values())
        assert repr(seated) == done.stdout.strip()
        assert session.tournament.players_left == 19


def test_undo_of_the_last_bust_reopens_the_event(tmp_path: Path) -> None:
    with open_event_journal(tmp_path) as journal:
        session = EventSession.create(journal, club_setup(), clock=Ticks())
        for name in ("Anna", "Boris", "Chloe"):
            session.act(Register(player=name))
        session.act(Start())
        for _ in range(2):
            (table,) = session.tournament.tables
            session.act(Bust(table=table, players=(session.tournament.players_at(table)[0],)))
        assert session.tournament.ended and journal.unfinished_event() is None
        session.undo()
        assert journal.unfinished_event() == session.event_id
        assert EventSession.restore(journal).tournament.players_left == 2


def test_restore_with_nothing_to_reopen_says_so(tmp_path: Path) -> None:
    with open_event_journal(tmp_path) as journal, pytest.raises(JournalError, match="no event"):
        EventSession.restore(journal)


def test_named_structures_saved_in_the_data_folder(tmp_path: Path) -> None:
    friday = club_setup(buy_in=5_500, fee=500)
    save_structure(tmp_path, "Friday turbo", friday.to_json())
    saved = load_structures(tmp_path)
    assert Setup.from_json(saved["Friday turbo"]) == friday


def run(command: list[str]) -> tuple[int, str, str]:
    args = build_parser().parse_args(command)
    out, err = io.StringIO(), io.StringIO()
    status = args.run(args, out, err)
    return status, out.getvalue(), err.getvalue()


def test_simulate_json_shapes_and_sums() -> None:
    status, out, _ = run(
        [
            "tournament",
            "simulate",
            "--players",
            "45",
            "--seats-per-table",
            "9",
            "--seed",
            "3",
            "--json",
        ]
    )
    assert status == 0
    lines = [json.loads(line) for line in out.splitlines()]
    shapes = {
        "seat": {"event", "player", "table", "seat", "stack", "reason"},
        "hand": {"event", "table", "button", "big_blind", "stacks"},
        "move": {"event", "player", "from", "to", "reason"},
        "break_table": {"event", "table"},
        "bust": {"event", "player", "table", "place", "place_to", "prize"},
        "level": {"event", "level", "small_blind", "big_blind", "ante"},
        "end": {"event", "winner", "prize_pool", "paid"},
        "bubble": {"event", "players_left", "paid"},
        "hand_for_hand_end": {"event", "reason"},
        "chip_race": {"event", "table", "stacks", "denomination", "removed"},
        "setup": {"event", "setup"},
        "action": {"event", "action"},
    }
    for line in lines:
        assert set(line) == shapes[line["event"]], line
    assert {line["event"] for line in lines} == set(shapes)
    seats = [line for line in lines if line["event"] == "seat"]
    assert len({line["player"] for line in seats}) == 45
    assert {line["reason"] for line in lines if line["event"] == "move"} <= {
        "balance",
        "break",
        "final",
    }
    busts = [line for line in lines if line["event"] == "bust"]
    (end,) = [line for line in lines if line["event"] == "end"]
    assert len(busts) == 44
    assert end["prize_pool"] == 4500 and sum(row[2] for row in end["paid"]) == 4500
    hands = [line for line in lines if line["event"] == "hand"]
    assert all(sum(h["stacks"].values()) > 0 for h in hands)


def test_simulate_late_entries_and_re_entries() -> None:
    status, out, _ = run(
        ["tournament", "simulate", "--players", "50", "--seats-per-table", "9",
         "--late-registration", "4", "--late-entries", "20", "--re-entries", "1",
         "--structure", "turbo", "--seed", "5", "--json"]
    )  # fmt: skip
    assert status == 0
    lines = [json.loads(line) for line in out.splitlines()]
    reasons = [line["reason"] for line in lines if line["event"] == "seat"]
    assert reasons.count("draw") == 50 and reasons.count("late") == 20
    assert reasons.count("re-entry") > 0
    (end,) = [line for line in lines if line["event"] == "end"]
    entries = len(reasons)
    busts = [line for line in lines if line["event"] == "bust"]
    assert len(busts) == entries - 1
    assert (
        end["prize_pool"] == entries * 100
        and sum(row[2] for row in end["paid"]) == end["prize_pool"]
    )
    status, _, err = run(
        [
            "tournament",
            "simulate",
            "--players",
            "9",
            "--seats-per-table",
            "9",
            "--late-entries",
            "3",
        ]
    )
    assert status == 2 and "needs --late-registration" in err


def test_simulate_summary_for_planning() -> None:
    status, out, _ = run(["tournament", "simulate", "--players", "60", "--seats-per-table", "6"])
    assert status == 0
    assert "60 entries" in out and "The event lasts" in out
    assert "Money: level" in out and "Final table: level" in out and "Heads-up: level" in out
    assert "table(s) broken" in out


def test_simulate_refuses_bad_arguments_with_a_sentence() -> None:
    status, out, err = run(["tournament", "simulate", "--players", "1", "--seats-per-table", "9"])
    assert (status, out) == (2, "") and "--players must be 2 or more" in err
    status, _, err = run(["tournament", "simulate", "--players", "9", "--seats-per-table", "11"])
    assert status == 2 and "2 to 10" in err


def test_replay_of_a_recorded_event(tmp_path: Path) -> None:
    with open_event_journal(tmp_path) as journal:
        session = EventSession.create(journal, club_setup(), clock=Ticks())
        for number in range(10):
            session.act(Register(player=f"P{number}"))
        session.act(Start())
        while not session.tournament.ended:
            table = min(session.tournament.tables)
            session.act(Bust(table=table, players=(session.tournament.players_at(table)[0],)))
        record = tmp_path / "event.json"
        session.save_record(record)
    status, out, _ = run(["tournament", "replay", str(record), "--json"])
    assert status == 0
    lines = [json.loads(line) for line in out.splitlines()]
    assert lines[-1]["event"] == "end" and lines[-1]["prize_pool"] == 10 * 9_000
    status, out, _ = run(["tournament", "replay", str(tmp_path / "events.sqlite3")])
    assert status == 0 and "winner" in out
    data = json.loads(record.read_text())
    data["events"].insert(12, {"kind": "bust", "table": 9, "players": ["P1"], "at": 0})
    record.write_text(json.dumps(data))
    status, _, err = run(["tournament", "replay", str(record)])
    assert status == 2 and "Event 13 (bust) is refused: There is no table 9" in err
    status, _, err = run(["tournament", "replay", str(tmp_path / "missing.json")])
    assert status == 1 and "Cannot read" in err
    (tmp_path / "bad.json").write_text("{not json")
    assert run(["tournament", "replay", str(tmp_path / "bad.json")])[0] == 2
    for bad in ('{"setup": 5, "events": []}', '{"setup": {}, "events": [7]}', "[1, 2]"):
        (tmp_path / "bad.json").write_text(bad)
        status, _, err = run(["tournament", "replay", str(tmp_path / "bad.json")])
        assert status == 2 and err.startswith(str(tmp_path / "bad.json")), err


def test_commands_run_as_a_process() -> None:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "dealer_app",
            "tournament",
            "simulate",
            "--players",
            "20",
            "--seats-per-table",
            "10",
            "--json",
        ],
        capture_output=True,
        text=True,
        env=env,
        check=True,
    )
    assert json.loads(done.stdout.splitlines()[-1])["event"] == "end"


def test_replay_of_a_journal_honours_its_undo_and_writes_nothing(tmp_path: Path) -> None:
    import sqlite3

    with open_event_journal(tmp_path) as journal:
        session = EventSession.create(journal, club_setup(), clock=Ticks())
        for name in ("Anna", "Boris", "Chloe"):
            session.act(Register(player=name))
        session.undo()  # Chloe taken back: an undo entry, every row kept
    path = tmp_path / "events.sqlite3"
    before = path.read_bytes()
    status, out, err = run(["tournament", "replay", str(path)])
    assert status == 0, err
    assert out.startswith("Club: 2 entries")
    assert path.read_bytes() == before
    other = tmp_path / "other" / "events.sqlite3"
    other.parent.mkdir()
    db = sqlite3.connect(other)
    db.execute("CREATE TABLE notes (x)")
    db.commit()
    db.close()
    foreign = other.read_bytes()
    status, _, err = run(["tournament", "replay", str(other)])
    assert status == 2 and "another program's SQLite database" in err
    with open_event_journal(other.parent) as journal:  # the director goes on in a new file
        assert journal.path.name == "events-2.sqlite3"
        assert "another program's SQLite database" in str(journal.notices[0])
    assert other.read_bytes() == foreign  # never written into
