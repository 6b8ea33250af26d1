"""Hand-history files from anywhere (issue 15): each ends with the hands or a sentence naming the
line and the problem, exit status 1 or 2, never a traceback, a hang or gigabytes."""

from __future__ import annotations

import json
import subprocess
import sys
from decimal import Decimal
from pathlib import Path

import pytest

from dealer_app.__main__ import main
from dealer_app.cli import json_text
from dealer_app.engine import phh
from dealer_app.engine.errors import IllegalAction

ROOT = Path(__file__).resolve().parents[2]

SETUP = (
    "variant = 'NT'\n"
    "antes = [0, 0]\n"
    "blinds_or_straddles = [1, 2]\n"
    "min_bet = {min_bet}\n"
    "starting_stacks = [{stack}, 200]\n"
    "actions = ['d dh p1 ????', 'd dh p2 ????', '{action}']\n"
)


def hand(min_bet: str = "2", stack: str = "200", action: str = "p2 cc", extra: str = "") -> str:
    return SETUP.format(min_bet=min_bet, stack=stack, action=action) + extra


# A ruling's sentence whose %1 holds a sentence whose %1 holds ...: 50**4 copies once filled.
BOMB: list[object] = ["x" * 10, []]
for _ in range(4):
    BOMB = ["%1" * 50, [BOMB]]

# (file text, words the sentence holds); the line is checked apart where the file has one.
HOSTILE = {
    "inf": (hand(stack="inf"), "Line 5: starting_stacks holds inf, which is not an amount."),
    "nan": (hand(min_bet="nan"), "Line 4: min_bet holds nan, which is not an amount."),
    "dead blinds inf": (
        hand(extra="_dead_blinds = [inf, 0]\n"),
        "Line 7: _dead_blinds holds inf, which is not an amount.",
    ),
    "5,000 digits": (hand(stack="9" * 5000), "Line 5: a number has more than 30 digits"),
    "hexadecimal": (hand(stack="0x" + "f" * 31), "Line 5: a number has more than 30 digits"),
    "octal": (hand(stack="0o" + "7" * 40), "Line 5: a number has more than 30 digits"),
    "binary": (hand(stack="0b" + "1_0" * 5000), "Line 5: a number has more than 30 digits"),
    "hexadecimal in an array": (
        hand(extra="_x = [1, 0x" + "F" * 5000 + "]\n"),
        "Line 7: a number has more than 30 digits",
    ),
    "1e999999999": (hand(stack="1e999999999"), "Line 5: the number 1e999999999 has an exponent"),
    "1e999999": (hand(stack="1e999999"), "Line 5: the number 1e999999 has an exponent"),
    "min_bet tiny": (hand(min_bet="1e-999999"), "Line 4: the number 1e-999999 has an exponent"),
    "bet 1e999999": (hand(action="p2 cbr 1e999999"), "Line 6: the number 1e999999 has"),
    "arrays deep": (hand(extra="_x = " + "[" * 500 + "]" * 500 + "\n"), "Line 7: values are"),
    "tables deep": (
        hand(extra="_x = " + "{a = " * 500 + "1" + "}" * 500 + "\n"),
        "Line 7: values are nested more than 32 deep",
    ),
    "multi-line arrays deep": (
        hand(extra="_x = " + "[\n" * 400 + "]\n" * 400),
        "Line 39: values are nested more than 32 deep",  # the 33rd bracket, on line 7 + 32
    ),
    "dotted key": (hand(extra="_x" + ".a" * 100_000 + " = 1\n"), "Line 7: values are nested"),
    "dotted header": (hand() + "[x" + ".a" * 100_000 + "]\n", "Line 7: values are nested"),
    "rulings not strings": (
        hand(extra="_rulings = 5\n"),
        "Line 7: _rulings must be an array of strings.",
    ),
    "rulings numbers": (
        hand(extra="_rulings = [1, 2]\n"),
        "Line 7: _rulings must be an array of strings.",
    ),
    "rulings 2,000 deep": (
        hand(extra="_rulings = ['" + "[" * 2000 + "]" * 2000 + "']\n"),
        "Line 7: _rulings holds a ruling this program cannot read",
    ),
    "rulings template bomb": (
        hand(extra=f"_rulings = ['{json.dumps({'after': 0, 'line': BOMB})}']\n"),
        "Line 7: _rulings holds a ruling this program cannot read",
    ),
    "rulings not json": (
        hand(extra="_rulings = ['{not json']\n"),
        "Line 7: _rulings holds a ruling this program cannot read",
    ),
    "variant 100 KB": (
        hand().replace("'NT'", "'" + "N" * 100_000 + "'"),
        "Line 1: a string is longer than 4,096 characters",
    ),
}


@pytest.mark.parametrize("name", list(HOSTILE))
def test_hostile_file_is_refused_by_the_reader_with_its_line(name: str) -> None:
    text, sentence = HOSTILE[name]
    with pytest.raises(IllegalAction) as refused:
        phh.loads(text)
    assert sentence in str(refused.value)


@pytest.mark.parametrize("name", list(HOSTILE))
def test_hostile_file_to_replay_exits_1_with_the_sentence(
    name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text, sentence = HOSTILE[name]
    path = tmp_path / "hostile.phh"
    path.write_text(text, encoding="utf-8")
    assert main(["replay", str(path)]) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    assert sentence in captured.err
    assert "Traceback" not in captured.err


@pytest.mark.parametrize(
    ("action", "sentence"),
    [
        ("p2 cbr inf", "'p2 cbr inf' is refused: 'inf' is not an amount."),
        ("p2 cbr nan", "'p2 cbr nan' is refused: 'nan' is not an amount."),
        ("p² cc", "'p² cc' is refused: 'p²' is not a player: players are p1, p2 ..."),
        ("p١ cc", "'p١ cc' is refused: 'p١' is not a player"),  # Arabic-Indic one: never read as p1
        ("p１ cc", "'p１ cc' is refused: 'p１' is not a player"),  # full-width one
        ("p2 cbr ١٠", "'p2 cbr ١٠' is refused: '١٠' is not an amount."),  # Arabic-Indic digits
        ("p2 cbr ５", "'p2 cbr ５' is refused: '５' is not an amount."),  # full-width five
        ("p2 cbr 1٠.5", "'p2 cbr 1٠.5' is refused: '1٠.5' is not an amount."),
    ],
)
def test_hostile_action_stops_the_hand_with_exit_2(
    action: str, sentence: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "hand.phh"
    path.write_text(hand(action=action), encoding="utf-8")
    assert main(["replay", str(path)]) == 2
    captured = capsys.readouterr()
    assert f"Hand 1: action 3 {sentence}" in captured.err
    assert "Traceback" not in captured.err


@pytest.mark.parametrize("text", ["", "\n\n", "# only a comment\n# and another\n"])
def test_a_file_without_hands_is_said(
    text: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "empty.phh"
    path.write_text(text, encoding="utf-8")
    assert main(["replay", str(path)]) == 1
    assert "the file holds no hand (it is empty, or only comments)." in capsys.readouterr().err


@pytest.mark.parametrize("unit", ["abc", "inf", "nan", "0", "-1", "1e999999", "0x10", ""])
def test_chip_unit_option_refuses_what_is_not_a_positive_amount(
    unit: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "hand.phh"
    path.write_text(hand(), encoding="utf-8")
    with pytest.raises(SystemExit) as exited:
        main(["replay", str(path), f"--chip-unit={unit}"])
    assert exited.value.code == 2
    err = capsys.readouterr().err
    assert "the chip unit must be a positive amount such as 1, 5 or 0.25" in err
    assert "Traceback" not in err


def test_json_writes_amounts_exactly(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "hand.phh"
    path.write_text(
        "variant = 'NT'\nantes = [0, 0]\nblinds_or_straddles = [0.01, 0.02]\nmin_bet = 0.02\n"
        "starting_stacks = [12345678901234567.89, 200]\nactions = ['p2 f']\n",
        encoding="utf-8",
    )
    assert main(["replay", str(path), "--json"]) == 0
    out = capsys.readouterr().out
    assert "12345678901234567.90" in out  # p1 wins the small blind's 0.01
    assert "e+16" not in out
    report = json.loads(out, parse_float=Decimal)
    assert report["finishing_stacks"] == [Decimal("12345678901234567.90"), Decimal("199.99")]


def test_json_never_writes_infinity() -> None:
    assert json_text({"a": [Decimal("1.50"), 2, None, "x\ny"]}) == '{"a": [1.50, 2, null, "x\\ny"]}'
    with pytest.raises(ValueError, match="not an amount JSON can hold"):
        json_text({"a": Decimal("Infinity")})
    with pytest.raises(ValueError):
        json_text({"a": float("inf")})


def test_limits_are_stated_in_the_readme() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for figure in (
        f"{phh.MAX_NUMBER_DIGITS} digits",
        f"exponent up to {phh.MAX_EXPONENT}",
        f"{phh.MAX_NESTING} levels",
        f"{phh.MAX_STRING_CHARS:,} characters",
        f"{phh.MAX_FILE_BYTES // 2**20} MB",
    ):
        assert figure in readme


def test_real_files_are_within_the_limits() -> None:
    sample = ROOT / "tests" / "cases" / "handhq-abs-sample.phhs"
    assert len(phh.load_path(sample)) == 291


def test_replay_of_every_hostile_file_in_a_subprocess_ends_without_a_traceback(
    tmp_path: Path,
) -> None:
    """The real command line, every file in one run of the interpreter per file kind."""
    paths = []
    for number, (text, _sentence) in enumerate(HOSTILE.values()):
        path = tmp_path / f"hostile-{number}.phh"
        path.write_text(text, encoding="utf-8")
        paths.append(path)
    script = (
        "import sys\nfrom dealer_app.__main__ import main\n"
        "sys.exit(max(main(['replay', path]) for path in sys.argv[1:]))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script, *map(str, paths)],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=ROOT,
    )
    assert done.returncode == 1, done.stderr[-2000:]
    assert "Traceback" not in done.stderr
    assert done.stderr.count("\n") == len(paths)


@pytest.mark.skipif(sys.platform == "win32", reason="devices and pipes: POSIX")
@pytest.mark.parametrize("kind", ["device", "pipe", "folder"])
def test_a_path_that_is_not_a_file_is_refused_at_once(
    kind: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import os

    if kind == "device":
        path = Path("/dev/zero")  # read whole, it would never end
    elif kind == "pipe":
        path = tmp_path / "pipe.phh"
        os.mkfifo(path)  # opened for reading, it would wait for a writer
    else:
        path = tmp_path / "folder.phhs"
        path.mkdir()
    assert main(["replay", str(path)]) == 1
    assert (
        f"{path.name} is not a file that holds text (a folder, a device or a pipe)."
        in capsys.readouterr().err
    )


def test_a_file_past_the_size_limit_is_refused_before_it_is_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(phh, "MAX_FILE_BYTES", 1000)
    path = tmp_path / "big.phhs"
    path.write_text(hand() * 10, encoding="utf-8")
    assert main(["replay", str(path)]) == 1
    assert "of the largest hand history this program reads." in capsys.readouterr().err
    with pytest.raises(IllegalAction, match=r"big.phhs holds [\d,]+ bytes, more than the 1,000"):
        phh.load_path(path)


def test_unknown_variant_sentence_lists_the_phh_codes(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "hand.phh"
    path.write_text(hand().replace("'NT'", "'XYZ'"), encoding="utf-8")
    assert main(["replay", str(path)]) == 2
    err = capsys.readouterr().err
    assert "'XYZ'" in err and "NT, FT, PO" in err and "F7S/8" in err
    assert "nlhe" not in err and "27td" not in err


def test_hexadecimal_octal_binary_within_the_limit_are_read() -> None:
    (history,) = phh.loads(hand(stack="0x" + "f" * 2, extra="_x = [0o17, 0b101, 0xf_f]\n"))
    assert history.starting_stacks[0] == 255


STUD_UNSEEN = (
    "variant = 'F7S'\nantes = [1, 1, 1]\nbring_in = 2\nsmall_bet = 5\nbig_bet = 10\n"
    "starting_stacks = [100, 100, 100]\n"
    "actions = ['d dh p1 ??????', 'd dh p2 ??????', 'd dh p3 ??????']\n"
)


def test_stud_hand_with_every_upcard_unknown_and_no_action_is_read(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from dealer_app import exports

    (history,) = phh.loads(STUD_UNSEEN)
    session = exports.review(history)
    assert not session.hand.finished  # waiting for the file's first bettor, who opens
    path = tmp_path / "stud.phh"
    path.write_text(STUD_UNSEEN, encoding="utf-8")
    assert main(["replay", str(path)]) == 0
    assert "Traceback" not in capsys.readouterr().err


def test_seat_count_of_a_billion_is_read_without_looping_over_the_seats() -> None:
    """Counted in lines of Python run, not in seconds: a loop over the seats would run a
    billion; reading the hand runs some thousands (the trace stops it past two million)."""
    import sys
    from types import FrameType
    from typing import Any

    from dealer_app import exports

    (history,) = phh.loads(hand(extra="seat_count = 1000000000\n"))
    lines = 0

    def count(frame: FrameType, event: str, _arg: Any) -> Any:
        nonlocal lines
        if event == "line":
            lines += 1
            if lines > 2_000_000:
                raise AssertionError("reading the hand loops over its seats")
        return count

    sys.settrace(count)
    try:
        session = exports.review(history)
        exports.hand_text(session)
    finally:
        sys.settrace(None)
    assert 0 < lines < 2_000_000
    # What the history browser draws seat by seat stays a table's size (RULES 10: ten).
    assert session.seat_count == 2
    (history,) = phh.loads(hand(extra="seats = [1, 999999999]\nseat_count = 1000000000\n"))
    session = exports.review(history)
    assert session.seats == (1, 2) and session.seat_count == 2
