"""Command line: ``python -m dealer_app`` opens the dealer's window; sub-commands work headless.

``python -m dealer_app replay FILE [--ruleset tda|rrop|wsop] [--chip-unit N] [--json]`` replays
every hand of a PHH file and reports what the rules say (see :mod:`dealer_app.cli`).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from dealer_app import APP_NAME, __version__
from dealer_app.cli import add_replay_command, run_quietly_piped


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="dealer_app",
        description=f"{APP_NAME}: the rules of every poker hand, answered live at the table.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    add_replay_command(commands)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is not None:
        return run_quietly_piped(args)
    print(f"{APP_NAME} {__version__}: the dealer's window is not built yet.", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
