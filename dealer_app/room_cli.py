"""``python -m dealer_app room``: the card room's manager sets up the room and its stations.

Headless and Qt-free. Every command takes the manager's URL of the room: a PostgreSQL role that
may create databases and roles, e.g. on the server itself ``sudo -u postgres dealer-app room
init postgresql:///dealer_room`` (the local socket, no password). ``init`` creates the database,
its group roles and its schema; ``add-station`` creates one station's login and prints the
address to type into that station; ``status`` shows the stations and what each has written;
``exam`` reads an exam held in the room, every student graded from the room's entries and times
(what an auditor checks, with the manager's URL or the instructor's).
A refusal prints one sentence on the error output and exits with status 1.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO

from dealer_app.messages import QT_TRANSLATE_NOOP
from dealer_app.store.errors import JournalError

if TYPE_CHECKING:
    from dealer_app.store.room.admin import StationLogin

_URL_HELP = (
    "the manager's address of the room, e.g. postgresql:///dealer_room on the server itself, "
    "or postgresql://postgres@floor-pc/dealer_room?sslmode=verify-full"
)
_SSLMODES = ("disable", "allow", "prefer", "require", "verify-ca", "verify-full")


def add_room_command(commands: Any) -> None:
    """Register ``room init|upgrade|status|add-station|new-password|disable-station|exam``."""
    parser = commands.add_parser(
        "room",
        help="set up a room of stations on PostgreSQL: the room, its schema, each station's login",
        description=(
            "A room: every dealer's table, the director, the players' display and the "
            "training room share one PostgreSQL database. Run these on (or against) the room's "
            "server with a role that may create databases and roles."
        ),
    )
    actions = parser.add_subparsers(dest="room_command", metavar="ACTION", required=True)

    init = actions.add_parser(
        "init",
        help="create the room: its database (if missing), roles and schema",
        description=(
            "Create the room named by URL: the database when it is missing, the room's group "
            "roles and its schema (every migration). Harmless on a room already set up."
        ),
    )
    init.add_argument("url", metavar="URL", help=_URL_HELP)
    init.add_argument(
        "--no-create-database",
        action="store_true",
        help="the database exists already (created by the server's administrator)",
    )
    init.set_defaults(run=_init)

    upgrade = actions.add_parser(
        "upgrade",
        help="apply the schema migrations this program brings",
        description=(
            "Apply to the room the schema migrations it does not have yet, each once, in "
            "order. Stations of an older program then refuse the room until updated."
        ),
    )
    upgrade.add_argument("url", metavar="URL", help=_URL_HELP)
    upgrade.set_defaults(run=_upgrade)

    status = actions.add_parser(
        "status",
        help="the room's schema version, its stations and their streams",
        description="Show the room's schema version, each station's role, and every stream.",
    )
    status.add_argument("url", metavar="URL", help=_URL_HELP)
    status.set_defaults(run=_status)

    add = actions.add_parser(
        "add-station",
        help="create a station's login and print its address",
        description=(
            "Create the login of one station: a dealer's table (writes only its table), the "
            "director (writes the events), the instructor (writes the exams), a student "
            "(writes only his answers) or a display (reads only). Prints the address to type "
            "into that station, with its password, shown this once."
        ),
    )
    add.add_argument("url", metavar="URL", help=_URL_HELP)
    which = add.add_mutually_exclusive_group(required=True)
    which.add_argument("--table", type=_table_number, metavar="N", help="a dealer's table N")
    which.add_argument("--director", action="store_true", help="the tournament director")
    which.add_argument("--instructor", action="store_true", help="the training room's instructor")
    which.add_argument("--student", metavar="NAME", help="a student of the training room")
    which.add_argument("--display", action="store_true", help="a display that only reads")
    _address_options(add)
    add.add_argument(
        "--name",
        metavar="ROLE",
        help="the role's name (default: the database's name and the station's, e.g. "
        "dealer_room_table_3)",
    )
    add.set_defaults(run=_add_station)

    password = actions.add_parser(
        "new-password",
        help="give a station's role a new password (and let it log in again)",
        description="Give ROLE a new password, print the station's new address; the old "
        "password stops working.",
    )
    password.add_argument("url", metavar="URL", help=_URL_HELP)
    password.add_argument("role", metavar="ROLE", help="the station's role, as `status` lists it")
    _address_options(password)
    password.set_defaults(run=_new_password)

    disable = actions.add_parser(
        "disable-station",
        help="stop a station's role from logging in (its entries stay)",
        description="Stop ROLE from logging in and close its connections (a lost tablet). "
        "What it wrote stays in the room; `new-password` lets it in again.",
    )
    disable.add_argument("url", metavar="URL", help=_URL_HELP)
    disable.add_argument("role", metavar="ROLE", help="the station's role, as `status` lists it")
    disable.set_defaults(run=_disable)

    exam = actions.add_parser(
        "exam",
        help="an exam held in the room: each student's result, graded from the room",
        description=(
            "Read the exam of CODE from the room and grade every student from the room's own "
            "record: who wrote each answer (the station's login) and when the room received it. "
            "Answers after the exam's minutes or after the release, and sittings without the "
            "instructor's leave, are listed and not counted."
        ),
    )
    exam.add_argument("url", metavar="URL", help=_URL_HELP + "; or the instructor's address")
    exam.add_argument("code", metavar="CODE", help="the code the class joined with (K7MQ-2PXR)")
    exam.add_argument(
        "--answers",
        action="store_true",
        help="also each answer counted: the question, what was typed, right or wrong, seconds",
    )
    exam.set_defaults(run=_exam)

    display = actions.add_parser(
        "display",
        help="serve the players' page of one event of the room (no director's window needed)",
        description=(
            "Follow one event of the room live and serve its players' page and big screen on "
            "the local network: it goes on when the director's window closes, and each event "
            "of the room can have its own. It only reads the room (a display's address does)."
        ),
    )
    display.add_argument("url", metavar="URL", help=_URL_HELP + "; a display's address will do")
    display.add_argument(
        "--event", metavar="N", type=_table_number, required=True, help="the event's number"
    )
    display.add_argument(
        "--station",
        metavar="STATION",
        default=None,
        help="the director's station that holds the event, when several do",
    )
    display.add_argument(
        "--serve", metavar="PORT", type=int, default=8080, help="the port (default 8080)"
    )
    display.add_argument(
        "--serve-address",
        metavar="ADDRESS",
        default=None,
        help="the address to serve on (default: this computer's own local-network address)",
    )
    display.add_argument(
        "--data-dir", metavar="DIR", type=Path, default=None, help="where its display journal lives"
    )
    display.set_defaults(run=_display)


def _address_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--host",
        metavar="ADDRESS",
        help="the server's address as the stations reach it (default: the URL's host, else "
        "this computer's name)",
    )
    parser.add_argument(
        "--sslmode",
        choices=_SSLMODES,
        help="TLS in the station's address (default: the URL's); on a shared network "
        "verify-full, with the server's certificate authority on each station",
    )


def _table_number(text: str) -> int:
    """``--table``: a table's number, 1 or more.

    >>> _table_number("3")
    3
    >>> _table_number("0")
    Traceback (most recent call last):
    ...
    argparse.ArgumentTypeError: a table's number is a whole number from 1; got '0'
    """
    if not text.strip().isdigit() or int(text) < 1 or len(text.strip()) > 6:
        raise argparse.ArgumentTypeError(
            f"a table's number is a whole number from 1; got {text[:20]!r}"
        )
    return int(text)


def run_room_command(args: argparse.Namespace, out: TextIO | None = None) -> int:
    """Run ``room ACTION``; a refusal is one sentence on the error output, exit status 1.
    (psycopg is imported here, not when the command line is only parsed.)"""
    try:
        return int(args.run(args, out or sys.stdout))
    except JournalError as error:
        print(f"room: {error}", file=sys.stderr)
        return 1


def _display(args: argparse.Namespace, out: TextIO) -> int:
    import threading

    from dealer_app.engine.tournament import TournamentError
    from dealer_app.session.event_room import EventRef, events_in_room
    from dealer_app.session.room_display import RoomDisplay
    from dealer_app.session.serving import lan_addresses

    events = [ref for ref, _ in events_in_room(args.url) if ref.event == args.event]
    if args.station is not None:
        events = [ref for ref in events if ref.station == args.station]
    if not events:
        raise JournalError(
            QT_TRANSLATE_NOOP("Messages", "The room holds no event {event} with its set-up."),
            event=args.event,
        )
    if len(events) > 1:
        raise JournalError(
            QT_TRANSLATE_NOOP(
                "Messages",
                "Several stations hold event {event}: choose one with --station ({stations}).",
            ),
            event=args.event,
            stations=", ".join(ref.station for ref in events),
        )
    ref: EventRef = events[0]
    host = args.serve_address or lan_addresses()[0]
    folder = args.data_dir or Path.home() / ".dealer_app_room_display"
    folder.mkdir(parents=True, exist_ok=True)
    try:
        display = RoomDisplay(args.url, ref, folder, host=host, port=args.serve)
        display.start()
    except (TournamentError, OSError) as error:
        print(f"room: {error}", file=sys.stderr)
        return 1
    print(
        f"The players' page of event {ref.event} is at {display.url_of_page()}",
        file=out,
        flush=True,
    )
    stop = threading.Event()
    try:
        display.run(stop)
    except KeyboardInterrupt:
        pass
    finally:
        display.close()
    return 0


def _init(args: argparse.Namespace, out: TextIO) -> int:
    from dealer_app.store.room import admin

    applied = admin.init_room(args.url, create_database=not args.no_create_database)
    room = admin.room_status(args.url)
    for migration in applied:
        print(f"applied migration {migration.version}: {migration.what}", file=out)
    print(f"The room {room.where} is ready (schema version {room.version}).", file=out)
    print(
        "Next: add each station with `room add-station URL --table N` (or --director ...).",
        file=out,
    )
    return 0


def _upgrade(args: argparse.Namespace, out: TextIO) -> int:
    from dealer_app.store.room import admin

    applied = admin.upgrade_room(args.url)
    for migration in applied:
        print(f"applied migration {migration.version}: {migration.what}", file=out)
    room = admin.room_status(args.url)
    if not applied:
        print(f"The room {room.where} is up to date (schema version {room.version}).", file=out)
    else:
        print(f"The room {room.where} is at schema version {room.version}.", file=out)
    return 0


def _status(args: argparse.Namespace, out: TextIO) -> int:
    from dealer_app.store.room import admin

    room = admin.room_status(args.url)
    print(f"Room {room.where}, schema version {room.version}", file=out)
    print(f"{len(room.roles)} station role(s):", file=out)
    for role in room.roles:
        writes = ", ".join(role.streams) or "(reads only)"
        login = "" if role.can_login else "  [disabled]"
        print(
            f"  {role.role:<32} {role.kind:<10} {role.label:<16} writes {writes}; "
            f"{role.entries} entries{login}",
            file=out,
        )
    print(f"{len(room.streams)} stream(s):", file=out)
    for station, stream, last_seq, received in room.streams:
        print(
            f"  {stream:<20} from station {station:<24} {last_seq:>8} entries, last {received}",
            file=out,
        )
    return 0


def _kind(args: argparse.Namespace) -> str:
    if args.table is not None:
        return "dealer"
    if args.student is not None:
        return "student"
    return next(kind for kind in ("director", "instructor", "display") if getattr(args, kind))


def _add_station(args: argparse.Namespace, out: TextIO) -> int:
    from dealer_app.store.room import admin

    login = admin.add_station(
        args.url,
        _kind(args),
        table=args.table,
        student=args.student,
        name=args.name,
        host=args.host,
        sslmode=args.sslmode,
    )
    _print_login(login, out, "added")
    return 0


def _new_password(args: argparse.Namespace, out: TextIO) -> int:
    from dealer_app.store.room import admin

    login = admin.new_password(args.url, args.role, host=args.host, sslmode=args.sslmode)
    _print_login(login, out, "has a new password")
    return 0


def _disable(args: argparse.Namespace, out: TextIO) -> int:
    from dealer_app.store.room import admin

    admin.disable_station(args.url, args.role)
    print(f"The station role {args.role} can no longer log in; its entries stay.", file=out)
    return 0


def _print_login(login: StationLogin, out: TextIO, what: str) -> None:
    writes = ", ".join(login.streams) or "nothing (it reads only)"
    print(f"Station {login.label}: role {login.role} {what}; it may write {writes}.", file=out)
    print("Its address (shown this once; give it to that station only):", file=out)
    print(f"  {login.url}", file=out)


def _exam(args: argparse.Namespace, out: TextIO) -> int:
    from datetime import UTC, datetime

    from dealer_app.session.training.answers import TrainingError
    from dealer_app.session.training.room_exam import HeldExam, open_exam_room

    def when(ms: int) -> str:
        return datetime.fromtimestamp(ms / 1000, UTC).strftime("%Y-%m-%d %H:%M:%S UTC")

    try:
        room = open_exam_room(args.url)
        try:
            held = HeldExam(room, args.code)
            results = held.results()
        finally:
            room.close()
    except TrainingError as error:
        print(f"room: {error}", file=sys.stderr)
        return 1
    spec, state = held.spec, held.state
    released = f"released {when(state.released_at)}" if state.released_at else "not released"
    print(
        f"Exam {held.code}, held {when(state.held_at)}: {spec.count} questions, "
        f"{spec.minutes} minutes; results {released}.",
        file=out,
    )
    blueprint = ", ".join(f"{skill.value} {n}" for skill, n in spec.blueprint().items())
    print(f"Games: {', '.join(spec.games)}. Questions per skill: {blueprint}.", file=out)
    print(f"{len(results)} student(s):", file=out)
    for result in results:
        minutes, seconds = divmod(int(result.seconds), 60)
        notes = ["handed in" if result.handed_in else "not handed in"]
        if result.sitting > 1:
            notes.append(f"sitting {result.sitting}, with leave")
        if result.without_leave:
            notes.append(f"{result.without_leave} sitting(s) without leave: not counted")
        if result.late:
            notes.append(f"{result.late} answer(s) after the time: not counted")
        if result.after_release:
            notes.append(f"{result.after_release} answer(s) after the release: not counted")
        print(
            f"  {result.student:<20} sitting {result.sitting}  answered "
            f"{len(result.answers)}/{result.count}  right {result.correct}  points "
            f"{result.points}  time {minutes}:{seconds:02d}  {'; '.join(notes)}",
            file=out,
        )
        if args.answers:
            for answer in result.answers:
                verdict = "right" if answer.correct else f"wrong (right: {answer.expected})"
                print(
                    f"    question {answer.index + 1} ({answer.ref.skill.value}, "
                    f"{answer.ref.game}): {answer.answer!r} {verdict}, {answer.seconds:g} s",
                    file=out,
                )
    return 0
