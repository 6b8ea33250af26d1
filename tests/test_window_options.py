"""The dealer's window opened with options only (--data-dir, --room, --exit-when-shown) reads
them without an ArgumentParser (whose set-up looks up its translations on disk at every start,
8 ms of the window's start-up), and reads them as argparse does; anything else goes to
argparse."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from dealer_app.__main__ import build_parser

SEEN = """
import argparse
import sys

def refuse(*args, **options):
    raise SystemExit("an ArgumentParser was made")

argparse.ArgumentParser.__init__ = refuse
import dealer_app.ui.app as app
app.run = lambda *args, **options: print(args, sorted(options.items())) or 0
from dealer_app.__main__ import main
main(sys.argv[1:])
"""


def opened_with(words: list[str]) -> str:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(
        [sys.executable, "-c", SEEN, *words], capture_output=True, text=True, env=env, check=False
    )
    return (done.stdout + done.stderr).strip()


def test_the_window_s_options_are_read_without_argparse() -> None:
    shown = opened_with(["--data-dir", "tables/1", "--room=", "--exit-when-shown"])
    assert shown == f"({Path('tables/1')!r},) [('exit_when_shown', True), ('room', '')]", shown


@pytest.mark.parametrize(
    "words",
    [
        ["--data-dir", "d"],
        ["--data-dir=d"],
        ["--room", "postgresql://db/room", "--data-dir", "d d"],
        ["--room="],
        ["--room", ""],
        ["--exit-when-shown"],
        ["--data-dir", "a", "--data-dir", "b"],  # twice: argparse's (the last wins)
        ["--data", "d"],  # an abbreviation: argparse's
        ["--data-dir"],  # no value: argparse refuses
        ["--data-dir", "-x"],
        ["--self-test"],
        ["--exit-when-shown", "extra"],
    ],
)
def test_window_options_read_as_argparse_reads_them(words: list[str]) -> None:
    from dealer_app.__main__ import window_options

    fast = window_options(words)
    if fast is None:
        return  # argparse reads these itself
    args = build_parser(commands=False).parse_args(words)
    assert fast == (args.data_dir, args.room, args.exit_when_shown)
    assert args.command is None and not args.self_test
