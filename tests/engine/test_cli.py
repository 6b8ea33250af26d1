"""``python -m dealer_app replay FILE``: the command a tournament director runs on a file."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from dealer_app.__main__ import main

SAMPLE = Path(__file__).resolve().parents[1] / "cases" / "handhq-abs-sample.phhs"

PLO_HAND = """
variant = 'PO'
antes = [0, 0, 0, 0]
blinds_or_straddles = [10, 20, 0, 0]
min_bet = 20
starting_stacks = [1000, 1000, 1000, 1000]
actions = ['p3 cbr 70', 'p4 cbr {raise_to}']
_ruleset = 'WSOP'
"""


def test_replay_json_one_object_per_hand(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", str(SAMPLE), "--json"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 291
    first = json.loads(lines[0])
    assert first == {
        "hand": 3017237436,
        "finished": True,
        "next": None,
        "pots": [
            {
                "amount": 2.0,
                "eligible": ["p1"],
                "awards": [
                    {"player": "p1", "amount": 2.0, "half": "whole", "hand": None, "odd_chips": 0}
                ],
                "note": "Everybody else folded.",
            }
        ],
        "finishing_stacks": [201.3, 80.6, 197.0],
    }


def test_replay_unfinished_hand_names_the_next_decision(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "plo.phh"
    path.write_text(PLO_HAND.format(raise_to=240), encoding="utf-8")
    assert main(["replay", str(path), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["finished"] is False
    assert report["next"] == {
        "actor": "p1",
        "can_check": False,
        "to_call": 230,
        "min_raise_to": 410,
        "max_raise_to": 810,
        "raise_allowed": True,
    }


def test_replay_illegal_action_exit_2_names_hand_action_and_reason(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "plo.phh"
    path.write_text(PLO_HAND.format(raise_to=241), encoding="utf-8")
    assert main(["replay", str(path)]) == 2
    error = capsys.readouterr().err
    assert "action 2 'p4 cbr 241' is refused: p4 may raise to at most 240: pot limit." in error


def test_replay_corrupt_file_is_a_sentence(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "bad.phh"
    path.write_text("variant = 'NT\n", encoding="utf-8")
    assert main(["replay", str(path)]) == 1
    assert capsys.readouterr().err.startswith(str(path))


def test_replay_readable_summary_as_a_module() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "dealer_app", "replay", str(SAMPLE), "--ruleset", "rrop"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("Hand 3017237436: finished\n  Main pot 2.00 (eligible: p1)")


MUCKED_SIDE_POT = """
variant = 'NT'
antes = [0, 0, 0]
blinds_or_straddles = [5, 10, 0]
min_bet = 10
starting_stacks = [50, 1000, 1000]
actions = ['p3 cc', 'p1 cbr 50', 'p2 cc', 'p3 cc', 'd db 2c7d9h', 'p2 cc', 'p3 cc', 'd db Js',
  'p2 cc', 'p3 cc', 'd db 3h', 'p2 cbr 100', 'p3 cc', 'p1 sm 4c8h', 'p2 sm', 'p3 sm']
"""


def test_replay_says_who_wins_a_pot_everybody_in_it_mucked(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "mucks.phh"
    path.write_text(MUCKED_SIDE_POT, encoding="utf-8")
    assert main(["replay", str(path)]) == 0
    assert (
        "  Side pot 1 200 (eligible: p2, p3)\n"
        "    p3 receives 200 without showing\n"
        "    Everybody in this pot mucked: the last to muck wins it.\n"
        "  Stacks: 150, 850, 1050"
    ) in capsys.readouterr().out
