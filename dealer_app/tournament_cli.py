"""``python -m dealer_app tournament simulate|replay``: plan an event, or check a recorded one.

``simulate`` plays an event to its end with random hands through the real tournament code
(:mod:`dealer_app.engine.tournament.simulation`); ``replay FILE`` replays a director's recorded
event (a ``.json`` record saved by the director's window, the window's ``events.sqlite3``, or
what ``--json`` printed). Without ``--json`` both print what a director plans with: how long
the event lasts, the level reached at each milestone (money, final table, heads-up) and the
tables broken when; with ``--json``, one object per line: the set-up first, then each action
(``{"event": "action", "action": {...}}``) followed by what followed from it (seat, hand,
move, break_table, bust, level, chip_race, end...). A replay of such lines checks every line
against what the replay gives. ``replay --room URL --event ID`` reads the event from a room of
stations instead (the stream ``event/<ID>`` the director's station sent).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final, TextIO, cast

from dealer_app.engine.tournament import (
    ChipRace,
    Event,
    Happening,
    Raced,
    Setup,
    Tournament,
    TournamentError,
    chips_for,
    event_from_json,
    structure_named,
)
from dealer_app.engine.tournament.setup import STRUCTURES
from dealer_app.engine.tournament.simulation import simulate
from dealer_app.session.tournament import actions_in_force, load_record
from dealer_app.store.errors import JournalError


def add_tournament_command(commands: Any) -> None:
    """Register ``tournament simulate`` and ``tournament replay`` on argparse sub-parsers."""
    parser = commands.add_parser(
        "tournament",
        help="simulate a tournament to plan it, or replay a director's recorded event",
        description="Simulate a multi-table tournament, or replay a recorded one.",
    )
    actions = parser.add_subparsers(dest="tournament_command", metavar="ACTION", required=True)
    sim = actions.add_parser(
        "simulate",
        help="play an event to its end with random eliminations",
        description=(
            "Play an event to its end with random hands through the real tournament code: "
            "seat draw, balancing, breaking, final table, hand-for-hand, places and prizes."
        ),
    )
    sim.add_argument("--players", type=int, required=True, metavar="N", help="entries (2 or more)")
    sim.add_argument(
        "--seats-per-table", type=int, required=True, metavar="K", help="seats per table (2-10)"
    )
    sim.add_argument(
        "--structure",
        default="standard",
        choices=sorted(STRUCTURES),
        type=str.lower,
        help="the named structure (default: standard)",
    )
    sim.add_argument(
        "--hands-per-hour",
        type=int,
        default=30,
        metavar="H",
        help="hands each table plays per hour (default 30)",
    )
    sim.add_argument("--seed", type=int, default=0, metavar="S", help="random seed (default 0)")
    sim.add_argument(
        "--buy-in",
        type=int,
        default=100,
        metavar="X",
        help="prize-pool part of each buy-in, in currency units (default 100; the fee apart)",
    )
    sim.add_argument(
        "--late-registration",
        type=int,
        default=0,
        metavar="L",
        help="late registration open through level L (default 0: none)",
    )
    sim.add_argument(
        "--late-entries",
        type=int,
        default=0,
        metavar="M",
        help="players arriving at random times during late registration (default 0)",
    )
    sim.add_argument(
        "--re-entries",
        type=int,
        default=0,
        metavar="R",
        help="re-entries allowed per player; a busted player re-enters on a coin toss (default 0)",
    )
    sim.add_argument(
        "--json",
        action="store_true",
        help="one JSON object per line: the set-up, each action and what followed it",
    )
    sim.set_defaults(run=simulate_command)
    rep = actions.add_parser(
        "replay",
        help="replay a director's recorded event, from a file or from a room",
        description=(
            "Replay FILE (a .json record saved by the director's window, its "
            "events.sqlite3: the last event in it, or the lines `tournament simulate --json` "
            "or `tournament replay --json` printed, each line checked against the replay). "
            "With --room URL --event ID, the event the director's station sent to a room "
            "instead. A file that cannot be opened: exit status 1. A corrupt or foreign file, "
            "a room that cannot be read, a refused event or a line the replay does not give: "
            "exit status 2 and a sentence naming the line or the event and why."
        ),
    )
    rep.add_argument(
        "file",
        metavar="FILE",
        nargs="?",
        help="a recorded event (.json), events.sqlite3, or the lines of simulate --json",
    )
    rep.add_argument(
        "--room",
        metavar="URL",
        help="read the event from the room of stations at URL (postgresql://...) instead of "
        "a file: the stream event/ID the director's station sent",
    )
    rep.add_argument(
        "--event", metavar="ID", type=_event_number, help="the event's number (with --room)"
    )
    rep.add_argument(
        "--station",
        metavar="S",
        help="the station whose event/ID to read, when several stations hold one (with --room)",
    )
    rep.add_argument(
        "--setup",
        metavar="FILE",
        help="take the event's set-up from FILE (a record, events.sqlite3 or JSON lines) when "
        "the room holds only its actions (with --room)",
    )
    rep.add_argument(
        "--json",
        action="store_true",
        help="the lines of simulate --json: the set-up, each action and what followed it",
    )
    rep.set_defaults(run=replay_command)


def _event_number(text: str) -> int:
    if not text.strip().isdigit() or int(text) < 1 or len(text.strip()) > 18:
        raise argparse.ArgumentTypeError(
            f"an event's number is a whole number from 1; got {text[:20]!r}"
        )
    return int(text)


def add_director_command(commands: Any) -> None:
    """Register ``director``: the tournament director's window."""
    parser = commands.add_parser(
        "director",
        help="open the tournament director's window (the event across tables)",
        description=(
            "Open the director's window: registration, seat draw, table map, eliminations, "
            "balancing, the event's clock, payouts and deals. The events journal lives in "
            "the data folder's 'director' folder; a killed window reopens its last event."
        ),
    )
    parser.add_argument(
        "--data-dir",
        metavar="DIR",
        type=Path,
        default=argparse.SUPPRESS,  # the main --data-dir, given before the command, stays
        help="data folder (its 'director' folder holds the events; default: the user's)",
    )
    parser.add_argument(
        "--room",
        metavar="URL",
        default=None,
        help="the room (PostgreSQL URL of the director's role, from `room add-station "
        "director`): the event is sent there and run from its tables' dealer windows",
    )
    parser.add_argument(
        "--serve",
        metavar="PORT",
        type=int,
        default=None,
        help="serve the players' page and the director's remote on the local network "
        "(off by default)",
    )
    parser.add_argument(
        "--serve-address",
        metavar="ADDRESS",
        default=None,
        help="the address to serve on (default: this computer's own local-network address; "
        "0.0.0.0 serves every interface, still answering local-network peers only)",
    )


def director_command(args: argparse.Namespace, open_director: Callable[..., int]) -> int:
    """Run ``director``: its options checked, then ``open_director`` (the window, which the
    program's entry point passes: nothing here imports Qt)."""
    port = getattr(args, "serve", None)
    if port is not None and not 1 <= port <= 65535:
        print(f"--serve must be a port from 1 to 65535, not {port}.", file=sys.stderr)
        return 2
    address = getattr(args, "serve_address", None)
    if address is None:
        from dealer_app.session.serving import lan_addresses

        address = lan_addresses()[0]  # the director's own private address, not every interface
    room = getattr(args, "room", None)
    if room:
        return open_director(getattr(args, "data_dir", None), port, address, room)
    return open_director(getattr(args, "data_dir", None), port, address)


def simulate_command(
    args: argparse.Namespace, out: TextIO | None = None, err: TextIO | None = None
) -> int:
    """Run ``tournament simulate``; 0, or 2 with a sentence for arguments that cannot play."""
    out = out or sys.stdout
    err = err or sys.stderr
    players, seats = args.players, args.seats_per_table
    problem = None
    if players < 2:
        problem = f"--players must be 2 or more, not {players}."
    elif not 2 <= seats <= 10:
        problem = f"--seats-per-table must be 2 to 10, not {seats}."
    elif args.hands_per_hour < 1:
        problem = f"--hands-per-hour must be 1 or more, not {args.hands_per_hour}."
    elif args.buy_in < 1:
        problem = f"--buy-in must be 1 or more, not {args.buy_in}."
    elif players > 1_000_000:
        problem = f"--players is at most 1000000, not {players}."
    elif min(args.late_registration, args.late_entries, args.re_entries) < 0:
        problem = "--late-registration, --late-entries and --re-entries cannot be negative."
    elif args.late_entries and not args.late_registration:
        problem = "--late-entries needs --late-registration (the last level that takes entries)."
    if problem:
        print(problem, file=err)
        return 2
    most = (players + args.late_entries) * (1 + args.re_entries)
    try:
        setup = Setup.of(
            f"Simulated {args.structure}",
            structure_named(args.structure),
            chips=chips_for(args.structure),
            seats_per_table=seats,
            tables=-(-most // seats),
            max_field=most,
            late_registration_level=args.late_registration,
            re_entries=args.re_entries,
            buy_in=args.buy_in + args.buy_in // 10,
            fee=args.buy_in // 10,
            prize_unit=1,
            seed=args.seed,
        )
    except TournamentError as error:
        print(str(error), file=err)
        return 2
    event = Tournament(setup)
    steps = simulate(
        setup,
        players,
        hands_per_hour=args.hands_per_hour,
        seed=args.seed,
        late_entries=args.late_entries,
        event=event,
    )
    report(event, steps, out, as_json=args.json)
    return 0


class NotAnEvent(ValueError):
    """A file that holds no event the replay can read: its sentence names the line."""


@dataclass(frozen=True, slots=True)
class Recorded:
    """An event to replay: its set-up and actions and, for a file of JSON lines, what the
    file says followed each action (its line number, then the line)."""

    setup: Setup
    events: list[Event]
    lines: list[tuple[int, list[tuple[int, dict[str, Any]]]]] | None = None


def replay_command(
    args: argparse.Namespace, out: TextIO | None = None, err: TextIO | None = None
) -> int:
    """Run ``tournament replay``: 0; 1 for a file that cannot be opened; 2, with a sentence,
    for a corrupt or foreign file or a refused event."""
    out = out or sys.stdout
    err = err or sys.stderr
    room = getattr(args, "room", None)
    problem = None
    if room is None:
        if args.file is None:
            problem = "Give the event to replay: a FILE, or --room URL --event ID."
        elif args.event is not None or args.station is not None or args.setup is not None:
            problem = "--event, --station and --setup read an event from a room: add --room URL."
    elif args.file is not None:
        problem = f"Replay a file or a room's event, not both: {args.file} and --room."
    elif args.event is None:
        problem = "--room needs --event ID: the number of the event in the director's journal."
    if problem:
        print(problem, file=err)
        return 2
    if room is not None:
        return replay_room_command(args, out, err)
    try:
        recorded = read_record(Path(args.file))
    except (TournamentError, NotAnEvent) as error:  # read, but not an event's record
        print(f"{args.file}: {error}", file=err)
        return 2
    except JournalError as error:  # not the director's journal, or no event in it
        print(f"Cannot read {args.file}: {error}", file=err)
        return 2
    except OSError as error:
        print(f"Cannot read {args.file}: {error.strerror or error}.", file=err)
        return 1
    except ValueError as error:  # not text
        print(f"Cannot read {args.file}: {error}.", file=err)
        return 2
    return replay(recorded, out, err, as_json=args.json, name=args.file)


def replay_room_command(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    """Run ``tournament replay --room URL --event ID``: 0, or 2 with a sentence (the room
    unreachable or refusing, no such event, several stations, no set-up, a refused event)."""
    setup: Setup | None = None
    if args.setup is not None:
        try:
            setup = read_record(Path(args.setup)).setup
        except (TournamentError, NotAnEvent, JournalError) as error:
            print(f"{args.setup}: {error}", file=err)
            return 2
        except (OSError, ValueError) as error:
            reason = getattr(error, "strerror", None) or error
            print(f"Cannot read {args.setup}: {reason}.", file=err)
            return 2
    try:
        recorded = read_room_event(args.room, args.event, station=args.station, setup=setup)
    except (JournalError, NotAnEvent) as error:
        print(str(error), file=err)
        return 2
    return replay(recorded, out, err, as_json=args.json, name=f"event/{args.event}")


def read_room_event(
    url: str, number: int, *, station: str | None = None, setup: Setup | None = None
) -> Recorded:
    """The event ``number`` as the room holds it: the stream ``event/<number>`` a director's
    station sent (its undo entries honoured). Its set-up is ``setup`` when given, else the
    one the director's station put beside it (the stream ``event/<number>/setup``), else the
    stream's own ``setup`` entry (``{"kind": "setup", "setup": {...}}``)."""
    from dealer_app.store.room.store import RoomStore  # psycopg only for a room

    stream = f"event/{number}"
    with RoomStore.open(url) as room:
        holders = sorted(head.station for head in room.streams(stream) if head.stream == stream)
        if not holders:
            raise NotAnEvent(
                f"The room {room.where} holds no event {number} that this role may read "
                f"(no stream {stream})."
            )
        if station is None and len(holders) > 1:
            raise NotAnEvent(
                f"Several stations hold event {number} in the room {room.where}: "
                f"{', '.join(holders)}. Choose one with --station."
            )
        if station is not None and station not in holders:
            raise NotAnEvent(
                f"Station {station} holds no event {number} in the room {room.where}; "
                f"{'these do' if len(holders) > 1 else 'this one does'}: {', '.join(holders)}."
            )
        chosen = station or holders[0]
        entries = room.read(chosen, stream)
        # The director's station puts the set-up beside the event (session/event_room.py).
        beside = room.read(chosen, f"{stream}/setup")
        where = room.where
    if setup is None and beside:
        try:
            setup = Setup.from_json(beside[0].payload)
        except TournamentError as error:
            raise NotAnEvent(
                f"The set-up of event {number} in the room {where} ({stream}/setup) cannot be "
                f"read: {error}"
            ) from None
    rows: list[Mapping[str, Any]] = []
    seq_of: dict[int, int] = {}
    for entry in entries:
        if entry.payload.get("kind") == "setup":
            if setup is None:
                try:
                    setup = Setup.from_json(cast(Mapping[str, Any], entry.payload.get("setup")))
                except TournamentError as error:
                    raise NotAnEvent(
                        f"The set-up of event {number} in the room {where} (entry "
                        f"{entry.id.seq}) cannot be read: {error}"
                    ) from None
            continue
        rows.append(entry.payload)
        seq_of[id(entry.payload)] = entry.id.seq
    if setup is None:
        raise NotAnEvent(
            f"The room {where} holds the actions of event {number} from station {chosen} but "
            "not its set-up: give it with --setup FILE (the event's record, the director's "
            "events.sqlite3 or its JSON lines)."
        )
    events: list[Event] = []
    for row in actions_in_force(rows):
        try:
            events.append(event_from_json(row))
        except TournamentError as error:
            raise NotAnEvent(
                f"Entry {seq_of.get(id(row), '?')} of {stream} in the room {where} cannot be "
                f"read: {error}"
            ) from None
    return Recorded(setup, events)


def replay(recorded: Recorded, out: TextIO, err: TextIO, *, as_json: bool, name: str = "") -> int:
    """Replay ``recorded`` and print its report or its JSON lines: 0, or 2 with a sentence
    when an action is refused or a line of the file is not what the replay gives."""
    event = Tournament(recorded.setup)
    problems: list[str] = []
    said = recorded.lines

    def steps() -> Iterable[tuple[Event, tuple[Happening, ...]]]:
        for number, action in enumerate(recorded.events, start=1):
            try:
                happenings = event.apply(action)
            except TournamentError as error:
                problems.append(f"Event {number} ({action.kind}) is refused: {error}")
                return
            if said is not None:
                given = [happening_line(event, action, h) for h in happenings]
                problem = _first_difference(*said[number - 1], given)
                if problem:
                    problems.append(f"{name}: {problem}")
                    return
            yield action, happenings

    report(event, steps(), out, as_json=as_json)
    if problems:
        print(problems[0], file=err)
        return 2
    return 0


def _first_difference(
    action_line: int, said: list[tuple[int, dict[str, Any]]], given: list[dict[str, Any]]
) -> str | None:
    """Where the file's lines after one action (on ``action_line``) differ from what the
    replay gives, said."""
    for (number, line), replayed in zip(said, given, strict=False):
        if line != replayed:
            return (
                f"line {number} says {json.dumps(line)}; the replay gives {json.dumps(replayed)}."
            )
    if len(said) > len(given):
        number, line = said[len(given)]
        return f"line {number} says {json.dumps(line)}; the replay gives nothing more there."
    if len(given) > len(said):
        last = said[-1][0] if said else action_line
        return (
            f"the replay gives {json.dumps(given[len(said)])} after line {last}; the file does not."
        )
    return None


def read_record(path: Path) -> Recorded:
    """The set-up and events of a recorded event (.json), of the last event of a journal (read
    only; its undo entries honoured) or of what ``simulate --json`` printed (JSON lines)."""
    if path.suffix == ".sqlite3":
        from dealer_app.store import recorded_event

        setup, rows = recorded_event(path)
        return Recorded(*load_record({"setup": setup, "events": actions_in_force(rows)}))
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as error:
        raise NotAnEvent(
            f"the file is not text (byte {error.start} is not UTF-8): neither an event's record "
            "nor its JSON lines."
        ) from None
    if not text.strip():
        raise NotAnEvent("the file is empty.")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        return read_lines(text)  # several lines, or a damaged file: said line by line
    if isinstance(data, dict) and "event" in data:
        return read_lines(text)  # one line
    return Recorded(*load_record(data))


LINE_KINDS: Final = frozenset(
    {
        "seat", "hand", "move", "break_table", "bust", "level", "end", "cancel", "chip_race",
        "bubble", "hand_for_hand_end", "open_table", "reserve_seat", "paid", "deal", "bounty",
    }
)  # fmt: skip


def read_lines(text: str) -> Recorded:
    """The event of ``tournament simulate --json``'s lines: the set-up first, each action,
    and the lines that followed it (kept to check the replay against)."""
    setup: Setup | None = None
    events: list[Event] = []
    said: list[tuple[int, list[tuple[int, dict[str, Any]]]]] = []
    for number, raw in enumerate(text.splitlines(), start=1):
        if not raw.strip():
            continue
        try:
            line = json.loads(raw)
        except (ValueError, RecursionError) as error:
            raise NotAnEvent(f"line {number} is not JSON ({error}).") from None
        kind = line.get("event") if isinstance(line, dict) else None
        if setup is None:
            if kind != "setup":
                raise NotAnEvent(
                    f"line {number} is not the event's set-up: a replay reads what "
                    "`tournament simulate --json` or `tournament replay --json` printed, "
                    "which starts with it."
                )
            try:
                setup = Setup.from_json(line.get("setup"))
            except TournamentError as error:
                raise NotAnEvent(f"line {number}: {error}") from None
        elif kind == "action":
            try:
                events.append(event_from_json(line.get("action")))
            except TournamentError as error:
                raise NotAnEvent(f"line {number}: {error}") from None
            said.append((number, []))
        elif kind in LINE_KINDS:
            if not said:
                raise NotAnEvent(f"line {number} follows no action: it cannot be replayed.")
            said[-1][1].append((number, line))
        else:
            raise NotAnEvent(f"line {number} is not one of the event's lines.")
    assert setup is not None
    return Recorded(setup, events, said)


def report(
    event: Tournament,
    steps: Iterable[tuple[Event, tuple[Happening, ...]]],
    out: TextIO,
    *,
    as_json: bool,
) -> None:
    """Print every happening as JSON lines, or the director's summary at the end."""
    if as_json:
        write = out.write
        dumps = json.dumps
        write(dumps({"event": "setup", "setup": event.setup.to_json()}) + "\n")
        for action, happenings in steps:
            write(dumps({"event": "action", "action": action.to_json()}) + "\n")
            for happening in happenings:
                write(dumps(happening_line(event, action, happening)) + "\n")
        return
    milestones: dict[str, tuple[int, int]] = {}
    broken: dict[int, list[int]] = {}
    paid = 0
    last_at = 0
    for action, happenings in steps:
        last_at = max(last_at, action.at)
        if not paid and event.started and not event.cancelled:
            paid = len(event.prizes())
        level = event.clock().number
        for happening in happenings:
            if happening.kind == "break_table":
                broken.setdefault(level, []).append(happening.table)  # type: ignore[attr-defined]
        left = event.players_left
        if event.started and not event.cancelled:
            if left <= paid and "money" not in milestones:
                milestones["money"] = (level, event.play_seconds(last_at))
            if event.final_table is not None and "final table" not in milestones:
                milestones["final table"] = (level, event.play_seconds(last_at))
            if left <= 2 and "heads-up" not in milestones and len(event.entries) > 2:
                milestones["heads-up"] = (level, event.play_seconds(last_at))
    out.write(summary_text(event, milestones, broken, last_at) + "\n")


def happening_line(event: Tournament, action: Event, happening: Happening) -> dict[str, Any]:
    """One happening as its JSON line. A chip race's line gives every raced player's stack
    after the race, so the chips in play are accounted for from one hand to the next."""
    line = happening.to_json()
    if isinstance(happening, Raced) and isinstance(action, ChipRace):
        return {
            "event": line.pop("event"),
            "table": line.pop("table"),
            "stacks": _stacks_of(event, action.chips),
            **line,
        }
    return line


def _stacks_of(event: Tournament, names: Iterable[str]) -> dict[str, int | None]:
    """The stacks of ``names`` now (a race keeps everyone in, so each is still playing)."""
    stacks: dict[str, int | None] = {}
    for name in names:
        try:
            stacks[name] = event.entry_of(name).stack
        except TournamentError:
            continue
    return stacks


def _hours(seconds: int) -> str:
    hours, minutes = divmod(seconds // 60, 60)
    return f"{hours}h{minutes:02d}"


def summary_text(
    event: Tournament,
    milestones: dict[str, tuple[int, int]],
    broken: dict[int, list[int]],
    last_at: int,
) -> str:
    setup = event.setup
    lines = [
        f"{setup.name}: {len(event.entries)} entries, {setup.seats_per_table} seats per table."
    ]
    if event.cancelled:
        lines.append(
            f"Cancelled: below the minimum field of {setup.min_field}; every entry refunded."
        )
        return "\n".join(lines)
    if not event.started:
        lines.append("Not started.")
        return "\n".join(lines)
    lines.append(
        f"Prize pool {event.money_in}, {len(event.prizes())} places paid, house {event.house}."
    )
    played = event.play_seconds(last_at)
    if event.ended:
        winner = event.results()[0]
        lines.append(
            f"The event lasts {_hours(played)} of play, to level {event.clock().number}; "
            f"winner {winner[0]} ({winner[3]})."
        )
    else:
        lines.append(
            f"Not finished: {event.players_left} players left after {_hours(played)} of play."
        )
    for name in ("money", "final table", "heads-up"):
        if name in milestones:
            level, seconds = milestones[name]
            lines.append(f"  {name.capitalize()}: level {level}, after {_hours(seconds)}.")
    for level in sorted(broken):
        tables = broken[level]
        shown = ", ".join(str(t) for t in tables[:12]) + (", ..." if len(tables) > 12 else "")
        lines.append(f"  Level {level}: {len(tables)} table(s) broken ({shown}).")
    return "\n".join(lines)
