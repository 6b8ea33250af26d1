"""``tournament simulate --json`` and ``tournament replay``: the JSON lines keep every chip
(issue 25), a replay reads what ``simulate --json`` printed, and the rules hold in what a
replay prints (issue 26: dead button, stud balancing, no churn during late registration)."""

from __future__ import annotations

import io
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from dealer_app.__main__ import build_parser
from dealer_app.engine.tournament import (
    Level,
    Pause,
    Setup,
    Tournament,
    chips_for,
    structure_named,
)
from dealer_app.engine.tournament.simulation import simulate
from dealer_app.session.tournament import EventSession
from dealer_app.store import open_event_journal
from dealer_app.tournament_cli import report

SATURDAY = ["--players", "300", "--seats-per-table", "9", "--seed", "4"]


def run(command: list[str]) -> tuple[int, str, str]:
    args = build_parser().parse_args(command)
    out, err = io.StringIO(), io.StringIO()
    status = args.run(args, out, err)
    return status, out.getvalue(), err.getvalue()


def simulated(*options: str) -> str:
    status, out, err = run(["tournament", "simulate", *SATURDAY, *options, "--json"])
    assert status == 0, err
    return out


def happenings(text: str) -> Iterator[dict[str, Any]]:
    """The lines of what followed (the set-up and the actions apart)."""
    for line in text.splitlines():
        value = json.loads(line)
        if value["event"] not in ("setup", "action"):
            yield value


class ChipBook:
    """Every player's stack and seat as the JSON lines tell them, checked line by line: a
    hand keeps the chips of the players at its table, only a race changes the chips in play."""

    def __init__(self) -> None:
        self.stacks: dict[str, int] = {}
        self.seat_of: dict[str, tuple[int, int]] = {}
        self.in_play = 0
        self.raced = 0

    def at_table(self, table: int) -> dict[int, str]:
        return {s: name for name, (t, s) in self.seat_of.items() if t == table}

    def read(self, line: dict[str, Any], number: int) -> None:
        kind = line["event"]
        if kind == "seat":
            self.stacks[line["player"]] = line["stack"]
            self.seat_of[line["player"]] = (line["table"], line["seat"])
            self.in_play += line["stack"]
        elif kind == "move":
            assert self.seat_of[line["player"]] == tuple(line["from"]), (number, line)
            self.seat_of[line["player"]] = (line["to"][0], line["to"][1])
        elif kind == "hand":
            players = set(self.at_table(line["table"]).values())
            assert set(line["stacks"]) == players, (number, line)
            before = sum(self.stacks[name] for name in players)
            after = sum(line["stacks"].values())
            assert after == before, f"line {number}: {before} chips before the hand, {after} after"
            self.stacks.update(line["stacks"])
        elif kind == "bust":
            assert self.stacks.pop(line["player"]) == 0, (number, line)
            del self.seat_of[line["player"]]
        elif kind == "chip_race":
            players = set(self.at_table(line["table"]).values())
            assert set(line["stacks"]) <= players, (number, line)
            before = sum(self.stacks[name] for name in line["stacks"])
            self.stacks.update(line["stacks"])
            self.in_play -= before - sum(line["stacks"].values())
            self.raced += 1
        elif kind == "end":
            assert self.stacks == {line["winner"]: self.in_play}, (number, line)
        assert sum(self.stacks.values()) == self.in_play, (number, line)


def test_the_json_lines_of_a_300_player_event_keep_every_chip() -> None:
    book = ChipBook()
    lines = list(happenings(simulated()))
    tables_at_first_race: set[int] = set()
    for number, line in enumerate(lines, start=1):
        if line["event"] == "chip_race" and not book.raced:
            tables_at_first_race = {table for table, _ in book.seat_of.values()}
        book.read(line, number)
    assert lines[-1]["event"] == "end"
    races = [line for line in lines if line["event"] == "chip_race"]
    assert {line["table"] for line in races[: len(tables_at_first_race)]} == tables_at_first_race
    assert all(
        set(line) == {"event", "table", "stacks", "denomination", "removed"} for line in races
    )


def test_replay_reads_what_simulate_printed_and_prints_it_again(tmp_path: Path) -> None:
    printed = simulated("--late-registration", "3", "--late-entries", "30")
    lines = printed.splitlines()
    assert json.loads(lines[0])["event"] == "setup"
    assert any(json.loads(line)["event"] == "action" for line in lines[1:])
    file = tmp_path / "saturday.jsonl"
    file.write_text(printed)
    status, out, err = run(["tournament", "replay", str(file), "--json"])
    assert (status, err) == (0, "")
    assert out == printed
    status, summary, _ = run(["tournament", "replay", str(file)])
    assert status == 0
    status, planned, _ = run(
        ["tournament", "simulate", *SATURDAY, "--late-registration", "3", "--late-entries", "30"]
    )
    assert summary == planned and "330 entries" in summary


@pytest.mark.parametrize(
    ("text", "sentence"),
    [
        ("", "is empty"),
        ("{not json\n", "line 1 is not JSON"),
        ('{"event": "level", "level": 1}\n', "line 1 is not the event's set-up"),
        ('[1, 2]\n{"event": "setup"}\n', "line 1 is not the event's set-up"),
        ('{"event": "setup", "setup": 5}\n', "line 1"),
        ("SETUP\n" + '{"event": "action", "action": {"kind": "fly"}}\n', "line 2: Unknown event"),
        ("SETUP\n" + '{"event": "action", "action": 7}\n', "line 2: An event is a set"),
        ("SETUP\n" + '{"event": "hand", "table": 1}\n', "line 2 follows no action"),
        ("SETUP\n" + '"seat"\n', "line 2 is not one of the event's lines"),
        ("SETUP\n" + "\x00\x01\n", "line 2 is not JSON"),
        ("SETUP\n\udcd0\n", "the file is not text (byte"),
    ],
)
def test_a_corrupt_or_foreign_file_gets_a_sentence(
    tmp_path: Path, text: str, sentence: str
) -> None:
    setup = simulated().splitlines()[0]
    file = tmp_path / "event.jsonl"
    file.write_bytes(text.replace("SETUP", setup).encode("utf-8", "surrogateescape"))
    status, out, err = run(["tournament", "replay", str(file), "--json"])
    assert (status, out) == (2, ""), err
    assert err.startswith(f"{file}: ") and sentence in err and "Traceback" not in err, err
    assert err.count("\n") == 1


def test_a_line_the_replay_does_not_give_stops_it(tmp_path: Path) -> None:
    lines = simulated().splitlines()
    number, bust = next((n, json.loads(line)) for n, line in enumerate(lines) if '"bust"' in line)
    bust["place"] += 1
    lines[number] = json.dumps(bust)
    file = tmp_path / "edited.jsonl"
    file.write_text("\n".join(lines) + "\n")
    status, out, err = run(["tournament", "replay", str(file), "--json"])
    assert status == 2
    assert f"line {number + 1} says" in err and "the replay gives" in err, err
    action = max(n for n in range(number) if '"event": "action"' in lines[n])
    assert out.splitlines() == lines[:action]  # every action checked before, none after
    del lines[number]  # a line left out is found too
    file.write_text("\n".join(lines) + "\n")
    status, _, err = run(["tournament", "replay", str(file)])
    assert status == 2 and "the replay gives" in err, err


def replayed(printed: str, tmp_path: Path) -> list[dict[str, Any]]:
    """What ``tournament replay --json`` prints of a file of ``printed`` lines."""
    file = tmp_path / "event.jsonl"
    file.write_text(printed)
    status, out, err = run(["tournament", "replay", str(file), "--json"])
    assert status == 0, err
    return list(happenings(out))


def test_the_button_is_dead_in_what_the_replay_prints(tmp_path: Path) -> None:
    """TDA 32: the big blind of each hand is the next player left of the last big blind,
    whoever busted or moved since (checked from the lines alone, not the engine's tables)."""
    book = ChipBook()
    last_big_blind: dict[int, int] = {}
    checked = 0
    for number, line in enumerate(replayed(simulated(), tmp_path), start=1):
        if line["event"] == "hand":
            table = line["table"]
            occupied = sorted(book.at_table(table))
            if table in last_big_blind and len(occupied) > 2:
                last = last_big_blind[table]
                due = next((s for s in occupied if s > last), occupied[0])
                assert line["big_blind"] == due, (number, line, last, occupied)
                checked += 1
            last_big_blind[table] = line["big_blind"]
        elif line["event"] == "break_table":
            last_big_blind.pop(line["table"], None)
        elif line["event"] == "move" and line["reason"] == "final":
            last_big_blind.pop(line["to"][0], None)  # a new draw: the button by the cards
        book.read(line, number)
    assert checked > 2_000


def test_late_registration_breaks_no_table_late_entries_would_refill(tmp_path: Path) -> None:
    """Issue 26: while registration is open (through level 3 here), a table breaks only when
    the tables left could still seat a full table of late entries."""
    book = ChipBook()
    level = 0
    tables: set[int] = set()
    broken_early = 0
    printed = simulated("--late-registration", "3", "--late-entries", "30")
    for number, line in enumerate(replayed(printed, tmp_path), start=1):
        book.read(line, number)
        if line["event"] == "level":
            level = line["level"]
        elif line["event"] == "seat":
            tables.add(line["table"])
        elif line["event"] == "break_table":
            if level <= 3:
                left = len(book.stacks)
                assert left <= (len(tables) - 2) * 9, (number, line, left, len(tables))
                broken_early += 1
            tables.discard(line["table"])
    assert broken_early > 0


def test_stud_balancing_fills_the_seat_that_opened_last_in_what_the_replay_prints(
    tmp_path: Path,
) -> None:
    """TDA 11-A: in a stud-only event the player moved fills the seat of the short table that
    opened last, from the same seat (or the next one taken) at the giving table; checked from
    the lines of a replayed 120-player stud event alone."""
    stud = tuple(
        Level(ante=a, bring_in=2 * a, small_bet=5 * a, big_bet=10 * a, game="stud", minutes=20)
        for a in (25, 50, 100, 200, 300, 400, 600, 800, 1_000, 1_500, 2_000, 3_000, 4_000)
    )
    setup = Setup.of("Stud", stud, seats_per_table=8, tables=15, max_field=120, seed=6)
    event = Tournament(setup)
    printed = io.StringIO()
    report(event, simulate(setup, 120, seed=6, event=event), printed, as_json=True)
    book = ChipBook()
    opened: dict[tuple[int, int], int] = {}
    left = 0
    checked = 0
    for number, line in enumerate(replayed(printed.getvalue(), tmp_path), start=1):
        if line["event"] == "move" and line["reason"] == "balance":
            (giver, source), (taker, seat) = line["from"], line["to"]
            free = [s for s in range(1, 9) if s not in book.at_table(taker)]
            assert seat == max(free, key=lambda s: (opened.get((taker, s), 0), s)), line
            taken = sorted(book.at_table(giver))
            assert source == (
                seat if seat in taken else next((s for s in taken if s > seat), taken[0])
            )
            checked += 1
        if line["event"] in ("move", "hand"):
            left += 1  # the players out in one hand leave together: the higher seat last
        if line["event"] in ("move", "bust"):
            opened[book.seat_of[line["player"]]] = left  # the seat it leaves opens now
        book.read(line, number)
    assert checked > 20


def test_a_journal_and_a_record_replay_into_the_lines_simulate_printed(tmp_path: Path) -> None:
    """The director's journal of a simulated event (a slip taken back by undo) and its saved
    record replay into the very lines the simulation printed, its chip races included."""
    setup = Setup.of(
        "Thursday", structure_named("standard"), chips=chips_for("standard"), seats_per_table=9,
        tables=7, max_field=60, seed=8,
    )  # fmt: skip
    event = Tournament(setup)
    printed = io.StringIO()
    report(event, simulate(setup, 60, seed=8, event=event), printed, as_json=True)
    with open_event_journal(tmp_path) as journal:
        session = EventSession.create(journal, setup, clock=lambda: 0)
        for number, action in enumerate(event.events):
            session.act(action)
            if number == 80:
                session.act(Pause(at=action.at))
                session.undo()
        session.save_record(tmp_path / "thursday.json")
    assert '"event": "chip_race"' in printed.getvalue()
    for file in ("events.sqlite3", "thursday.json"):
        status, out, err = run(["tournament", "replay", str(tmp_path / file), "--json"])
        assert (status, err) == (0, "")
        assert out == printed.getvalue()
