"""Fuzzing the readers of hand-history files with mutated real files (issue 15).

Hypothesis mutates hands of ``tests/cases/*.phhs``: numbers (huge, exponents, inf, nan), nesting
(arrays, inline tables, dotted keys), names (players' names and the ``p1`` of actions, in any
script), encodings (UTF-16, Latin-1, flipped bytes, cuts). Every mutant goes to the readers the
dealer reaches, ``replay`` (all its output forms) and the window's import (``exports.load_file``),
in a worker process bound in memory (``RLIMIT_AS``) and in time (each input has a generous
deadline, after which the worker is killed): each must end with the hands or a sentence, exit
status 0, 1 or 2, never a traceback, a hang or gigabytes.

Brief in ``make test`` (a few dozen inputs); long under the ``deep`` marker (``make deep-check``).
"""

from __future__ import annotations

import json
import os
import re
import select
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

ROOT = Path(__file__).resolve().parents[2]
CASES = sorted((ROOT / "tests" / "cases").glob("*.phhs"))

pytestmark = pytest.mark.skipif(os.name != "posix", reason="the worker's limits are POSIX")

MEMORY_LIMIT = 2 * 2**30  # bytes of address space for the worker: gigabytes are a failure
SECONDS_PER_INPUT = 60  # far above any real file's time: reached only by a hang

WORKER = r"""
import io, json, resource, sys, traceback
resource.setrlimit(resource.RLIMIT_AS, (int(sys.argv[1]), int(sys.argv[1])))
from contextlib import redirect_stderr, redirect_stdout
from dealer_app import exports
from dealer_app.__main__ import main

def run(path):
    results = []
    for options in ([], ["--json"], ["--ruleset", "rrop", "--chip-unit", "0.01"]):
        out, err = io.StringIO(), io.StringIO()
        with redirect_stdout(out), redirect_stderr(err):
            try:
                status = main(["replay", path, *options])
            except SystemExit as exit:
                status = exit.code
        results.append({"status": status, "out": out.getvalue()[-300:], "err": err.getvalue()[-600:]})
    try:
        hands = exports.load_file(path)
        imported = {"hands": len(hands)}
    except exports.HistoryError as error:
        imported = {"sentence": str(error)[:600]}
    return {"replay": results, "import": imported}

for line in sys.stdin:
    try:
        answer = run(line.strip())
    except BaseException:
        answer = {"crash": traceback.format_exc()[-3000:]}
    print(json.dumps(answer), flush=True)
"""


class Worker:
    """One process that reads the files it is given, under the memory limit."""

    def __init__(self) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-c", WORKER, str(MEMORY_LIMIT)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
            cwd=ROOT,
            env={**os.environ, "PYTHONPATH": str(ROOT)},
        )

    def read(self, path: Path) -> dict[str, object]:
        assert self.process.stdin is not None and self.process.stdout is not None
        self.process.stdin.write(f"{path}\n")
        self.process.stdin.flush()
        ready, _, _ = select.select([self.process.stdout], [], [], SECONDS_PER_INPUT)
        if not ready:
            self.close()
            pytest.fail(f"the readers did not end within {SECONDS_PER_INPUT} s (a hang)")
        line = self.process.stdout.readline()
        if not line:
            code = self.process.wait()
            pytest.fail(f"the worker died (exit status {code}): out of memory or killed")
        return json.loads(line)

    def close(self) -> None:
        self.process.kill()
        self.process.wait()


@pytest.fixture(scope="module")
def worker() -> Iterator[Worker]:
    started = Worker()
    yield started
    started.close()


def sample_hands() -> list[str]:
    hands: list[str] = []
    for case in CASES:
        text = case.read_text(encoding="utf-8")
        hands += [f"[{part}" for part in re.split(r"(?m)^\[", text) if part.strip()]
    return hands


HANDS = sample_hands()

NUMBERS = st.sampled_from(
    ["inf", "-inf", "nan", "+nan", "1e999999999", "1e999999", "1e-999999", "-1e308", "9" * 5000,
     "9" * 31, "0", "-1", "00012", "1_000", "0x1F", "0o17", "0b101", "1.", ".5", "1e30",
     "1e31", "12345678901234567.89", "1e-30", "3.000000000000000000000000000001"]
)  # fmt: skip
NAMES = st.text(
    alphabet=st.characters(codec="utf-8", categories=["L", "N", "P", "S", "Z", "Cc"]),
    max_size=12,
)
PLAYER_WORDS = st.sampled_from(["p²", "p١", "p１", "p0", "p-1", "p99", "P1", "p 1", "p1p1", ""])


@st.composite
def mutants(draw: st.DrawFn, depth_up_to: int) -> bytes:
    hand = draw(st.sampled_from(HANDS))
    text = hand
    for _ in range(draw(st.integers(1, 3))):
        kind = draw(st.sampled_from(["number", "nesting", "dotted", "name", "player", "drop"]))
        lines = text.split("\n")
        index = draw(st.integers(0, max(len(lines) - 1, 0)))
        line = lines[index]
        if kind == "number":
            spans = [match.span() for match in re.finditer(r"(?<![\w.])\d+(?:\.\d+)?", line)]
            if spans:
                start, end = draw(st.sampled_from(spans))
                line = line[:start] + draw(NUMBERS) + line[end:]
        elif kind == "nesting" and " = " in line:
            key, value = line.split(" = ", 1)
            depth = draw(st.integers(1, depth_up_to))
            opening, closing = draw(st.sampled_from([("[", "]"), ("{a = ", "}")]))
            line = f"{key} = {opening * depth}{value}{closing * depth}"
        elif kind == "dotted":
            line = "_x" + ".a" * draw(st.integers(1, depth_up_to * 20)) + " = 1"
        elif kind == "name" and line.startswith("players = "):
            names = draw(st.lists(NAMES, min_size=1, max_size=9))
            line = "players = " + json.dumps(names, ensure_ascii=draw(st.booleans()))
        elif kind == "player":
            line = re.sub(r"\bp\d\b", draw(PLAYER_WORDS), line, count=1)
        elif kind == "drop":
            line = ""
        lines[index] = line
        text = "\n".join(lines)
    encoding = draw(st.sampled_from(["utf-8", "utf-8", "utf-8-sig", "utf-16", "latin-1"]))
    data = text.encode(encoding, errors="replace")
    if draw(st.booleans()):
        for _ in range(draw(st.integers(1, 4))):
            position = draw(st.integers(0, max(len(data) - 1, 0)))
            data = data[:position] + bytes([draw(st.integers(0, 255))]) + data[position + 1 :]
    if draw(st.booleans()):
        data = data[: draw(st.integers(0, len(data)))]
    return data


def check(worker: Worker, data: bytes) -> None:
    with tempfile.NamedTemporaryFile("wb", suffix=".phhs", delete=False) as file:
        file.write(data)
    try:
        answer = worker.read(Path(file.name))
    finally:
        os.unlink(file.name)
    assert "crash" not in answer, answer.get("crash")
    for run in answer["replay"]:  # type: ignore[union-attr]
        assert run["status"] in (0, 1, 2), run
        assert "Traceback" not in run["err"], run["err"]
        assert "Infinity" not in run["out"] and "NaN" not in run["out"], run["out"]
        if run["status"] != 0:
            assert run["err"].strip(), run  # a refusal always says why
    imported = answer["import"]
    assert "hands" in imported or imported["sentence"], imported  # type: ignore[operator]


@settings(
    max_examples=60,
    deadline=None,
    derandomize=True,  # the same inputs every run: a brief check, not a lottery
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(data=mutants(depth_up_to=60))
def test_mutated_real_files_end_with_the_hands_or_a_sentence(worker: Worker, data: bytes) -> None:
    check(worker, data)


@pytest.mark.deep
@settings(
    max_examples=3000,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(data=mutants(depth_up_to=5000))
def test_mutated_real_files_end_with_the_hands_or_a_sentence_long(
    worker: Worker, data: bytes
) -> None:
    check(worker, data)


class _Answering(Worker):
    """Gives ``answer`` for any file, as a worker would: the checks seen failing."""

    def __init__(self, answer: dict[str, object]) -> None:
        self.answer = answer

    def read(self, path: Path) -> dict[str, object]:
        return self.answer


@pytest.mark.parametrize(
    "answer",
    [
        {"crash": "Traceback (most recent call last): ..."},
        {"replay": [{"status": 3, "out": "", "err": "x"}], "import": {"hands": 1}},
        {"replay": [{"status": 1, "out": "", "err": "Traceback ..."}], "import": {"hands": 1}},
        {"replay": [{"status": 0, "out": "NaN", "err": ""}], "import": {"hands": 1}},
        {"replay": [{"status": 2, "out": "", "err": " "}], "import": {"hands": 1}},
        {"replay": [], "import": {"sentence": ""}},
    ],
)
def test_the_checks_can_fail(answer: dict[str, object]) -> None:
    with pytest.raises(AssertionError):
        check(_Answering(answer), b"")


def test_a_deep_nesting_ends_with_a_sentence(worker: Worker, tmp_path: Path) -> None:
    path = tmp_path / "hand.phh"
    path.write_text("variant = 'NT'\n_x = " + "[" * 5000 + "]" * 5000 + "\n", encoding="utf-8")
    answer = worker.read(path)
    assert "crash" not in answer
    assert all(run["status"] == 1 for run in answer["replay"])  # type: ignore[union-attr]
    assert "values are nested more than 32 deep" in answer["replay"][0]["err"]  # type: ignore[index]
