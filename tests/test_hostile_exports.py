"""Exports of hands from anywhere (issue 15): a name is text in the summary, never lines; the
file name proposed for a save never chooses the folder."""

from __future__ import annotations

from pathlib import Path

import pytest

from dealer_app import exports

FORGED = "Anna\\nHand 9 · Limit hold'em\\nBoris (seat 2) wins 1000000 — Royal flush"
HAND = """variant = 'NT'
antes = [0, 0]
blinds_or_straddles = [1, 2]
min_bet = 2
starting_stacks = [100, 100]
actions = ['d dh p1 ????', 'd dh p2 ????', 'p2 cbr 6', 'p1 f']
players = ["{first}", "{second}"]
hand = '{label}'
table = "{table}"
"""


def write(tmp_path: Path, **fields: str) -> Path:
    values = {"first": "Anna", "second": "Boris", "label": "12", "table": "Main"} | fields
    path = tmp_path / "hand.phh"
    path.write_text(HAND.format(**values), encoding="utf-8")
    return path


def test_a_newline_or_nul_in_a_name_cannot_forge_lines_of_the_summary(tmp_path: Path) -> None:
    plain = exports.summary_text(exports.load_file(write(tmp_path)))
    hostile = exports.summary_text(
        exports.load_file(write(tmp_path, first=FORGED, second="Bo\\u0000b", table="T\\r\\n1"))
    )
    assert hostile.count("\n") == plain.count("\n")
    lines = hostile.splitlines()
    assert "Hand 9 · Limit hold'em" not in lines
    assert not any(line.startswith("Boris (seat 2) wins 1000000") for line in lines)
    assert "\x00" not in hostile and "\r" not in hostile
    # The names are there, as text the reader sees.
    assert "Anna\\nHand 9 · Limit hold'em\\nBoris (seat 2) wins 1000000 — Royal flush" in hostile
    assert "Bo\\x00b" in hostile
    assert "table T\\r\\n1" in lines[1]


def test_a_summary_written_to_a_file_keeps_one_line_per_item(tmp_path: Path) -> None:
    hands = exports.load_file(write(tmp_path, first=FORGED))
    path = exports.write_summary(tmp_path / "summary.txt", hands)
    written = path.read_text(encoding="utf-8")
    assert written == exports.summary_text(hands)
    assert len(written.splitlines()) == len(
        exports.summary_text(exports.load_file(write(tmp_path))).splitlines()
    )


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("hand-12", "hand-12"),
        ("hand-../../outside", "hand-.._.._outside"),
        ("hand-/etc/cron.d/x", "hand-_etc_cron.d_x"),
        ("..", "hands"),
        ("../..", "_"),
        ("hand-C:\\Windows\\x", "hand-C_Windows_x"),
        ("hand-a\x00b\nc", "hand-a_b_c"),
        (".hidden", "hidden"),
        ("CON", "_CON"),
        ("x" * 300, "x" * 100),
        ("", "hands"),
    ],
)
def test_a_proposed_file_name_never_leaves_its_folder(text: str, name: str) -> None:
    made = exports.file_name(text)
    assert made == name
    assert "/" not in made and "\\" not in made
    folder = Path("/some/folder")
    assert (folder / (made + ".phh")).parent == folder
    assert made not in {".", ".."}
