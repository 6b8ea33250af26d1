"""``tournament simulate --json`` and ``tournament replay``: the JSON lines keep every chip
(issue 25), a replay reads what ``simulate --json`` printed, and the rules hold in what a
replay prints (issue 26: dead button, no churn during late registration)."""

from __future__ import annotations

import io
import json
from collections.abc import Iterator
from typing import Any

from dealer_app.__main__ import build_parser

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
