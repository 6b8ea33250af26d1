"""Command line: ``python -m dealer_app`` opens the dealer's window; sub-commands work headless."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from dealer_app import APP_NAME, __version__


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="dealer_app",
        description=f"{APP_NAME}: the rules of every poker hand, answered live at the table.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    parser.parse_args(argv)
    print(f"{APP_NAME} {__version__}: the dealer's window is not built yet.", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
