"""Command line: ``python -m dealer_app`` opens the dealer's window; sub-commands work headless.

``python -m dealer_app replay FILE [--ruleset tda|rrop|wsop] [--chip-unit N] [--json]`` replays
every hand of a PHH file and reports what the rules say (see :mod:`dealer_app.cli`);
``python -m dealer_app tournament simulate|replay`` plans or checks a tournament
(:mod:`dealer_app.tournament_cli`); ``python -m dealer_app director`` opens the tournament
director's window; ``python -m dealer_app trainer [--instructor]`` opens the training room
(or the instructor's view); ``--self-test`` opens the window, plays a hand of every game,
exports and checks it. ``python -m dealer_app room init|add-station|status ...`` sets up a room
of stations on PostgreSQL (:mod:`dealer_app.room_cli`).
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from dealer_app import APP_NAME, __version__

if TYPE_CHECKING:
    import argparse


def build_parser(*, commands: bool = True, replay_only: bool = False) -> argparse.ArgumentParser:
    """The command line; without ``commands`` the sub-commands are left out (opening the
    window then skips importing them, which keeps start-up lean); with ``replay_only`` only the
    replay is (``replay FILE`` then starts without the tournament's modules, bench/replay.py)."""
    import argparse

    parser = argparse.ArgumentParser(
        prog="dealer_app",
        description=f"{APP_NAME}: the rules of every poker hand, answered live at the table.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument(
        "--data-dir",
        metavar="DIR",
        type=Path,
        help="folder of the journal that keeps every hand (default: the folder the table was "
        "last moved to with Table > Move the table to another folder, else the user's data folder)",
    )
    parser.add_argument(
        "--room",
        metavar="URL",
        help="send every entry of this window's journal to the room of stations at URL "
        '(postgresql://...; kept in the settings for the next starts; --room "" forgets it)',
    )
    parser.add_argument(
        "--self-test",
        action="store_true",
        help="open the window, play a hand of every game, export and check it, then exit",
    )
    # Start-up benchmark (bench/ui.py): print the time to the first shown window, then quit.
    parser.add_argument("--exit-when-shown", action="store_true", help=argparse.SUPPRESS)
    if commands:
        from dealer_app.cli import add_replay_command

        subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
        add_replay_command(subparsers)
        if replay_only:
            return parser
        from dealer_app.tournament_cli import add_director_command, add_tournament_command

        trainer = subparsers.add_parser(
            "trainer",
            help="open the training room: drills, exams and the instructor's view",
            description="The training room: drills of every skill in every game, scored; "
            "exams from a code; --instructor opens the instructor's view.",
        )
        trainer.add_argument(
            "--instructor", action="store_true", help="open the instructor's view instead"
        )
        trainer.add_argument(
            "--data-dir", metavar="DIR", type=Path, dest="trainer_data_dir", help=argparse.SUPPRESS
        )
        trainer.add_argument(
            "--room",
            metavar="URL",
            dest="trainer_room",
            help="the room of stations whose exams this station holds (--instructor) or joins "
            '(postgresql://...; kept in the settings for the next starts; --room "" forgets it)',
        )
        add_tournament_command(subparsers)
        add_director_command(subparsers)
        from dealer_app.room_cli import add_room_command

        add_room_command(subparsers)
    else:
        parser.set_defaults(command=None)
    return parser


def _display_server(*args: object, **options: object) -> object:
    """The players' page's server (issue 18), imported only when the director serves it."""
    from dealer_app.web.server import DisplayServer

    return DisplayServer(*args, **options)  # type: ignore[arg-type]


def window_options(words: Sequence[str]) -> tuple[Path | None, str | None, bool] | None:
    """``(data_dir, room, exit_when_shown)`` when ``words`` are only the window's options, each
    once and written out whole (``--data-dir DIR``, ``--room=URL``, ``--exit-when-shown``), as
    argparse reads them; None for anything else, abbreviations included (argparse reads it,
    and says what is wrong). tests/test_window_options.py holds both readings side by side.
    """
    values: dict[str, str] = {}
    exit_when_shown = False
    index = 0
    while index < len(words):
        word = words[index]
        name, equals, value = word.partition("=")
        if word == "--exit-when-shown" and not exit_when_shown:
            exit_when_shown = True
        elif name in ("--data-dir", "--room") and name not in values:
            if not equals:
                index += 1
                if index == len(words) or words[index].startswith("-"):
                    return None
                value = words[index]
            values[name] = value
        else:
            return None
        index += 1
    data_dir = values.get("--data-dir")
    return (Path(data_dir) if data_dir is not None else None), values.get("--room"), exit_when_shown


def main(argv: Sequence[str] | None = None) -> int:
    words = list(sys.argv[1:] if argv is None else argv)
    options = window_options(words)
    if options is not None:
        # The window's options alone (or none, as a double-click starts it): the window at
        # once. argparse would look up its messages' translations in the locale folders.
        from dealer_app.ui.app import run as open_window

        data_dir, room, exit_when_shown = options
        return open_window(data_dir, exit_when_shown=exit_when_shown, room=room)
    # Only options (or none): the window opens, no sub-command module is needed.
    values = {i + 1 for i, word in enumerate(words) if word in ("--data-dir", "--room")}
    window_only = not {"-h", "--help"} & set(words) and all(
        word.startswith("-") or i in values for i, word in enumerate(words)
    )
    parser = build_parser(commands=not window_only, replay_only=words[0] == "replay")
    args = parser.parse_args(words)
    if args.command is not None or args.self_test:
        # The director's window serves the players' page; the dealer's window serves nothing,
        # and starts without the serving module before its first frame.
        from dealer_app.session.serving import set_server_factory

        set_server_factory(_display_server)  # type: ignore[arg-type]
    if args.command == "trainer":
        from dealer_app.ui.training.trainer import run as open_trainer  # Qt only for the window

        return open_trainer(
            args.trainer_data_dir or args.data_dir,
            instructor=args.instructor,
            room=args.room if args.trainer_room is None else args.trainer_room,
        )
    if args.command == "director":
        from dealer_app.tournament_cli import director_command
        from dealer_app.ui.director.app import run as open_director  # Qt only for the window

        return director_command(args, open_director)
    if args.command == "room":
        from dealer_app.room_cli import run_room_command

        return run_room_command(args)
    if args.command is not None:
        from dealer_app.cli import run_quietly_piped

        return run_quietly_piped(args)
    if args.self_test:
        from dealer_app.selftest import run_self_test

        return run_self_test(list(argv) if argv is not None else sys.argv[1:])
    from dealer_app.ui.app import run as open_window  # Qt only when the window is wanted

    return open_window(args.data_dir, exit_when_shown=args.exit_when_shown, room=args.room)


if __name__ == "__main__":
    sys.exit(main())
