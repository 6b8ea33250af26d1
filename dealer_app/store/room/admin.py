"""The room's manager's work: create the room, upgrade its schema, give each station its role.

Run with a URL of a role that may create databases and roles (the server's ``postgres`` on the
room's computer). :func:`init_room` creates the database when missing, the room's two group roles
(``<database>_readers``, ``<database>_writers``) and applies every migration;
:func:`upgrade_room` applies those not applied yet; :func:`add_station` creates one station's
login role with a generated password and the streams it may write:

========== ==================== ==========================================================
kind       role                 may write
========== ==================== ==========================================================
dealer     ``<db>_table_<N>``   its own station's tables (``table/...`` of the station it
                                claimed: never another dealer's); ``N`` names the table
director   ``<db>_director``    every event (``event/...``): moves, levels, pauses
instructor ``<db>_instructor``  every exam (``exam/...``): the exam and its seed
student    ``<db>_student_<n>`` his own answers (``exam/...`` from his own station only)
display    ``<db>_display``     nothing: it reads
========== ==================== ==========================================================

The password is stored by the server as a SCRAM verifier computed here, so the clear password
never travels to the server nor lands in its logs.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import re
import secrets
import socket
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Final
from urllib.parse import quote

import psycopg
from psycopg import sql
from psycopg.conninfo import conninfo_to_dict

from dealer_app.messages import QT_TRANSLATE_NOOP
from dealer_app.store.errors import JournalError
from dealer_app.store.room.connection import RoomMissing, connect, reason, where
from dealer_app.store.room.migrations import MIGRATIONS, SCHEMA_VERSION, Migration, script
from dealer_app.store.room.store import check_version, schema_version

KINDS: Final = ("dealer", "director", "instructor", "student", "display")
_LOCK: Final = 0x0D3A1E5  # the advisory lock two managers' upgrades wait on

_MAX_ROLE: Final = 63  # PostgreSQL's longest name


@dataclass(frozen=True, slots=True)
class StationLogin:
    """A new station's connection details: give the URL to that station only."""

    role: str
    kind: str
    label: str
    password: str
    url: str
    streams: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class RoleRow:
    role: str
    kind: str
    label: str
    streams: tuple[str, ...]
    can_login: bool
    entries: int


@dataclass(frozen=True, slots=True)
class RoomStatus:
    where: str
    version: int
    roles: tuple[RoleRow, ...]
    streams: tuple[tuple[str, str, int, str], ...]  # station, stream, last seq, last received


def name_part(text: str) -> str:
    """``text`` as part of a role's name: lower case letters, digits and ``_``.

    >>> name_part("Anna-Maria Ström"), name_part("dealer room")
    ('anna_maria_str_m', 'dealer_room')
    """
    return re.sub(r"[^a-z0-9_]", "_", text.lower()).strip("_") or "x"


def scram_verifier(password: str, *, salt: bytes | None = None, iterations: int = 4096) -> str:
    """The SCRAM-SHA-256 verifier PostgreSQL stores for ``password`` (RFC 5802, 7677).

    >>> scram_verifier("pencil", salt=b"0123456789abcdef").split("$")[:2]
    ['SCRAM-SHA-256', '4096:MDEyMzQ1Njc4OWFiY2RlZg==']
    """
    salt = salt if salt is not None else secrets.token_bytes(16)
    salted = _pbkdf2_sha256(password.encode(), salt, iterations)
    client_key = hmac.new(salted, b"Client Key", "sha256").digest()
    stored_key = hashlib.sha256(client_key).digest()
    server_key = hmac.new(salted, b"Server Key", "sha256").digest()

    def b64(data: bytes) -> str:
        return base64.b64encode(data).decode()

    return f"SCRAM-SHA-256${iterations}:{b64(salt)}${b64(stored_key)}:{b64(server_key)}"


def _pbkdf2_sha256(password: bytes, salt: bytes, iterations: int) -> bytes:
    """PBKDF2-HMAC-SHA256, one 32-byte block (RFC 8018), with the built-in digests only: the
    frozen program leaves OpenSSL's ``_hashlib`` out, and with it ``hashlib.pbkdf2_hmac``.

    >>> _pbkdf2_sha256(b"pw", b"salt", 4096) == hashlib.pbkdf2_hmac("sha256", b"pw", b"salt", 4096)
    True
    """
    keyed = hmac.new(password, digestmod=hashlib.sha256)

    def mac(data: bytes) -> bytes:
        step = keyed.copy()
        step.update(data)
        return step.digest()

    block = mac(salt + b"\x00\x00\x00\x01")
    total = int.from_bytes(block, "big")
    for _ in range(iterations - 1):
        block = mac(block)
        total ^= int.from_bytes(block, "big")
    return total.to_bytes(32, "big")


def _database(url: str) -> str:
    params = conninfo_to_dict(url)
    return str(params.get("dbname") or params.get("user") or "")


def _groups(database: str) -> tuple[str, str]:
    base = name_part(database)[: _MAX_ROLE - 8]
    return f"{base}_readers", f"{base}_writers"


def _role_exists(connection: psycopg.Connection[Any], role: str) -> bool:
    return (
        connection.execute("SELECT 1 FROM pg_roles WHERE rolname = %s", (role,)).fetchone()
        is not None
    )


def _create_database(url: str) -> bool:
    """Create the URL's database when missing (through the server's ``postgres`` database);
    True if it was created."""
    database = _database(url)
    try:
        connection = connect(url)
    except RoomMissing:
        pass
    else:
        connection.close()
        return False
    with connect(url, dbname="postgres") as maintenance:
        try:
            maintenance.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(database)))
        except psycopg.Error as error:
            raise _refused(url, error) from error
    return True


def _refused(url: str, error: psycopg.Error) -> JournalError:
    return JournalError(
        QT_TRANSLATE_NOOP("Messages", "The server of the room {room} refused: {reason}."),
        room=where(url),
        reason=reason(error),
    )


def init_room(url: str, *, create_database: bool = True) -> list[Migration]:
    """Make the URL's database a room (creating it when missing): the group roles, the schema
    through every migration. Running it again on a room is harmless (it applies what is
    missing). Returns the migrations applied."""
    if create_database:
        _create_database(url)
    database = _database(url)
    readers, writers = _groups(database)
    with connect(url) as connection:
        try:
            with connection.transaction():
                connection.execute("SELECT pg_advisory_xact_lock(%s)", (_LOCK,))
                found = schema_version(connection)
                if found is None:
                    for group in (readers, writers):
                        if not _role_exists(connection, group):
                            connection.execute(
                                sql.SQL("CREATE ROLE {} NOLOGIN").format(sql.Identifier(group))
                            )
                    connection.execute(
                        sql.SQL(
                            "GRANT {readers} TO {writers}; "
                            "REVOKE ALL ON DATABASE {database} FROM PUBLIC; "
                            "GRANT CONNECT, TEMPORARY ON DATABASE {database} TO {readers}"
                        ).format(
                            readers=sql.Identifier(readers),
                            writers=sql.Identifier(writers),
                            database=sql.Identifier(database),
                        )
                    )
                applied = _migrate(connection, url, found, readers, writers)
                if found is None:
                    connection.execute(
                        "INSERT INTO room.settings (name, value) VALUES "
                        "('readers', %s), ('writers', %s)",
                        (readers, writers),
                    )
        except psycopg.Error as error:
            raise _refused(url, error) from error
    return applied


def upgrade_room(url: str) -> list[Migration]:
    """Apply the migrations the room lacks, each once, in order; the list applied."""
    with connect(url) as connection:
        try:
            with connection.transaction():
                connection.execute("SELECT pg_advisory_xact_lock(%s)", (_LOCK,))
                found = schema_version(connection)
                if found is None:
                    raise JournalError(
                        QT_TRANSLATE_NOOP(
                            "Messages",
                            "The database {room} is not a room yet: set it up with `room init`.",
                        ),
                        room=where(url),
                        field="room",
                    )
                readers, writers = _settings(connection)
                return _migrate(connection, url, found, readers, writers)
        except psycopg.Error as error:
            raise _refused(url, error) from error


def _settings(connection: psycopg.Connection[Any]) -> tuple[str, str]:
    values = dict(connection.execute("SELECT name, value FROM room.settings").fetchall())
    return str(values["readers"]), str(values["writers"])


def _migrate(
    connection: psycopg.Connection[Any], url: str, found: int | None, readers: str, writers: str
) -> list[Migration]:
    current = found or 0
    if current > SCHEMA_VERSION:
        raise JournalError(
            QT_TRANSLATE_NOOP(
                "Messages",
                "The room {room} has schema version {found}; this program knows version "
                "{needed}: update the program on this station.",
            ),
            room=where(url),
            found=current,
            needed=SCHEMA_VERSION,
            field="room",
        )
    applied = [m for m in MIGRATIONS if m.version > current]
    for migration in applied:
        connection.execute(script(migration, readers=readers, writers=writers))
        connection.execute(
            "INSERT INTO room.schema_version (version, what) VALUES (%s, %s)",
            (migration.version, migration.what),
        )
    return applied


def _station_url(url: str, role: str, password: str, host: str | None, sslmode: str | None) -> str:
    params = conninfo_to_dict(url)
    server = host or str(params.get("host") or "")
    if not server or server.startswith("/"):
        server = socket.gethostname()  # a socket path is no address for another computer
    port = params.get("port")
    address = f"[{server}]" if ":" in server else server
    address += f":{port}" if port else ""
    mode = sslmode or params.get("sslmode")
    query = f"?sslmode={mode}" if mode else ""
    database = quote(_database(url), safe="")
    return f"postgresql://{quote(role, safe='')}:{quote(password, safe='')}@{address}/{database}{query}"


def add_station(
    url: str,
    kind: str,
    *,
    table: int | None = None,
    student: str | None = None,
    name: str | None = None,
    host: str | None = None,
    sslmode: str | None = None,
    streams: Sequence[str] | None = None,
) -> StationLogin:
    """Create one station's login role (see the module's table) with a new password;
    ``streams`` replaces what the kind may write (a name, a prefix ending in ``/``, or ``*``
    for every stream: a role that imports old journals, the tests' all-purpose writer)."""
    if kind not in KINDS:
        raise ValueError(kind)
    database = _database(url)
    base = name_part(database)
    writes: tuple[str, ...]
    if kind == "dealer":
        if table is None or table < 1:
            raise JournalError(
                QT_TRANSLATE_NOOP("Messages", "A dealer's station needs its table's number."),
                field="table",
            )
        # Every table its own journal opens (a new table, a table of an event: ``table/K`` for
        # the journal's K); the room gives each station to one role, so no dealer writes
        # another dealer's tables (row-level security, migration 1).
        label, writes, role = f"Table {table}", ("table/",), f"{base}_table_{table}"
    elif kind == "student":
        if not student or not student.strip():
            raise JournalError(
                QT_TRANSLATE_NOOP("Messages", "A student's station needs the student's name."),
                field="student",
            )
        label, writes = student.strip(), ("exam/",)
        role = f"{base}_student_{name_part(label)}"
    else:
        label = kind.capitalize()
        writes = {"director": ("event/",), "instructor": ("exam/",), "display": ()}[kind]
        role = f"{base}_{kind}"
    if streams is not None:
        writes = tuple(streams)
    role = name_part(name) if name else role
    if len(role) > _MAX_ROLE:
        raise JournalError(
            QT_TRANSLATE_NOOP(
                "Messages", "The role's name {role} is longer than PostgreSQL's 63 characters."
            ),
            role=role,
            field="name",
        )
    password = secrets.token_urlsafe(18)
    with connect(url) as connection:
        try:
            with connection.transaction():
                check_room(connection, url)
                if _role_exists(connection, role):
                    raise JournalError(
                        QT_TRANSLATE_NOOP(
                            "Messages",
                            "The room already has a station role {role}: choose another --name, "
                            "or give it a new password with `room new-password`.",
                        ),
                        role=role,
                        field="name",
                    )
                readers, writers = _settings(connection)
                connection.execute(
                    sql.SQL("CREATE ROLE {role} LOGIN PASSWORD {verifier} IN ROLE {group}").format(
                        role=sql.Identifier(role),
                        verifier=sql.Literal(scram_verifier(password)),
                        group=sql.Identifier(readers if kind == "display" else writers),
                    )
                )
                connection.execute(
                    "INSERT INTO room.roles (role, kind, label) VALUES (%s, %s, %s)",
                    (role, kind, label),
                )
                for stream in writes:
                    connection.execute(
                        "INSERT INTO room.grants (role, streams) VALUES (%s, %s)", (role, stream)
                    )
        except psycopg.Error as error:
            raise _refused(url, error) from error
    return StationLogin(
        role, kind, label, password, _station_url(url, role, password, host, sslmode), writes
    )


def check_room(connection: psycopg.Connection[Any], url: str) -> None:
    """Refuse a database that is no room, or a room of another schema version."""
    check_version(schema_version(connection), url)


def _known_role(connection: psycopg.Connection[Any], url: str, role: str) -> str:
    row = connection.execute("SELECT kind FROM room.roles WHERE role = %s", (role,)).fetchone()
    if row is None:
        raise JournalError(
            QT_TRANSLATE_NOOP("Messages", "The room {room} has no station role {role}."),
            room=where(url),
            role=role,
            field="role",
        )
    return str(row[0])


def new_password(
    url: str, role: str, *, host: str | None = None, sslmode: str | None = None
) -> StationLogin:
    """A new password for a station's role (and its login allowed again)."""
    password = secrets.token_urlsafe(18)
    with connect(url) as connection:
        try:
            with connection.transaction():
                check_room(connection, url)
                kind = _known_role(connection, url, role)
                connection.execute(
                    sql.SQL("ALTER ROLE {role} LOGIN PASSWORD {verifier}").format(
                        role=sql.Identifier(role), verifier=sql.Literal(scram_verifier(password))
                    )
                )
                label_row = connection.execute(
                    "SELECT label FROM room.roles WHERE role = %s", (role,)
                ).fetchone()
                streams = connection.execute(
                    "SELECT streams FROM room.grants WHERE role = %s ORDER BY streams", (role,)
                ).fetchall()
        except psycopg.Error as error:
            raise _refused(url, error) from error
    return StationLogin(
        role,
        kind,
        str(label_row[0]) if label_row else role,
        password,
        _station_url(url, role, password, host, sslmode),
        tuple(str(s) for (s,) in streams),
    )


def disable_station(url: str, role: str) -> None:
    """The role may not log in any more (a lost tablet); its entries stay in the room."""
    with connect(url) as connection:
        try:
            with connection.transaction():
                check_room(connection, url)
                _known_role(connection, url, role)
                connection.execute(sql.SQL("ALTER ROLE {} NOLOGIN").format(sql.Identifier(role)))
            connection.execute(
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = %s",
                (role,),
            )
        except psycopg.Error as error:
            raise _refused(url, error) from error


def room_status(url: str) -> RoomStatus:
    """The room's schema version, its station roles and its streams."""
    with connect(url) as connection:
        try:
            version = schema_version(connection)
            check_room(connection, url)
            roles = connection.execute(
                "SELECT r.role, r.kind, r.label, "
                "coalesce(array_agg(g.streams ORDER BY g.streams) "
                "FILTER (WHERE g.streams IS NOT NULL), '{}'), "
                "coalesce(p.rolcanlogin, false), "
                "(SELECT count(*) FROM room.entries e JOIN room.stations s USING (station) "
                " WHERE s.role = r.role) "
                "FROM room.roles r LEFT JOIN room.grants g USING (role) "
                "LEFT JOIN pg_roles p ON p.rolname = r.role "
                "GROUP BY r.role, r.kind, r.label, p.rolcanlogin ORDER BY r.kind, r.role"
            ).fetchall()
            streams = connection.execute(
                "SELECT station, stream, last_seq, to_char(last_received, 'YYYY-MM-DD HH24:MI:SS') "
                "FROM room.streams ORDER BY stream, station"
            ).fetchall()
        except psycopg.Error as error:
            raise _refused(url, error) from error
    return RoomStatus(
        where(url),
        int(version or 0),
        tuple(
            RoleRow(str(r), str(k), str(lab), tuple(s), bool(c), int(n))
            for r, k, lab, s, c, n in roles
        ),
        tuple((str(a), str(b), int(c), str(d)) for a, b, c, d in streams),
    )


__all__: Sequence[str] = (
    "KINDS",
    "RoleRow",
    "RoomStatus",
    "StationLogin",
    "add_station",
    "disable_station",
    "init_room",
    "new_password",
    "room_status",
    "scram_verifier",
    "upgrade_room",
)
