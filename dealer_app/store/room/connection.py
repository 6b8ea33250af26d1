"""Reaching the room: a URL, a connection, and the server's refusals said in sentences.

A room is named by a PostgreSQL URL (``postgresql://ROLE:PASSWORD@HOST:PORT/DATABASE``, with
``?sslmode=verify-full`` on a shared network). Every failure becomes a
:class:`~dealer_app.store.errors.JournalError` whose message names the room by its server and
database, never by its password: :class:`RoomUnreachable` when the room cannot be reached
(the station keeps working and tries again), a plain one when the room refused.

>>> where("postgresql://dealer:s3cret@floor.local:5433/dealer_room?sslmode=require")
'dealer_room@floor.local:5433'
>>> where("postgresql:///dealer_room")
'dealer_room'
"""

from __future__ import annotations

from typing import Any, Final

import psycopg
from psycopg import errors as pg_errors
from psycopg.conninfo import conninfo_to_dict

from dealer_app.messages import QT_TRANSLATE_NOOP
from dealer_app.store.errors import JournalError
from dealer_app.store.room.errors import RoomMissing, RoomUnreachable

CONNECT_TIMEOUT: Final = 5  # seconds: a room on the local network answers well within it

# Keep-alives: a station notices a room that went away (a cable pulled, a server restarted)
# within about half a minute even while it only listens.
_KEEPALIVES: Final = {
    "keepalives": 1,
    "keepalives_idle": 10,
    "keepalives_interval": 5,
    "keepalives_count": 3,
}


def where(url: str) -> str:
    """The room as a sentence names it, in no language: its database and server
    (``dealer_room@floor.local:5432``; the database alone on this computer's socket), never
    the password."""
    try:
        params = conninfo_to_dict(url)
    except psycopg.ProgrammingError:
        return "?"
    database = str(params.get("dbname") or params.get("user") or "?")
    host = str(params.get("host") or "")
    if not host or host.startswith("/"):
        return database
    port = params.get("port")
    return f"{database}@{host}:{port}" if port else f"{database}@{host}"


def role_of(url: str) -> str:
    """The role the URL logs in as (empty: the operating system user's name)."""
    try:
        return str(conninfo_to_dict(url).get("user") or "")
    except psycopg.ProgrammingError:
        return ""


def reason(error: BaseException) -> str:
    """The server's or the driver's own words, on one line."""
    diagnostic = getattr(error, "diag", None)
    text = str((diagnostic.message_primary if diagnostic is not None else None) or error)
    text = text.rpartition("FATAL:")[2]  # libpq's "connection to server at ... failed:" apart
    return " ".join(text.split()).rstrip(".") or type(error).__name__


def connect(url: str, *, autocommit: bool = True, **extra: Any) -> psycopg.Connection[Any]:
    """A connection to the room, or a :class:`JournalError` saying why not in a sentence."""
    try:
        params = conninfo_to_dict(url)
    except psycopg.ProgrammingError as error:
        raise JournalError(
            QT_TRANSLATE_NOOP(
                "Messages", "The room's address {url} is not a PostgreSQL URL: {reason}."
            ),
            url=_without_password(url),
            reason=reason(error),
            field="room",
        ) from error
    options: dict[str, Any] = {
        "connect_timeout": CONNECT_TIMEOUT,
        "application_name": "dealer_app",
        **_KEEPALIVES,
    }
    options.update(params)
    if "options" in extra and params.get("options"):  # the URL's own server options kept too
        extra = {**extra, "options": f"{params['options']} {extra['options']}"}
    options.update(extra)
    try:
        return psycopg.connect(autocommit=autocommit, **options)
    except psycopg.OperationalError as error:
        raise refusal(error, url) from error


def _without_password(url: str) -> str:
    head, at, tail = url.partition("@")
    if not at or "://" not in head:
        return url[:200]
    scheme, _, credentials = head.partition("://")
    user = credentials.partition(":")[0]
    return f"{scheme}://{user}@{tail}"[:200]


def refusal(error: BaseException, url: str) -> JournalError:
    """The server's refusal (or the network's silence) as a sentence about this room."""
    room = where(url)
    sqlstate = getattr(error, "sqlstate", None)
    text = reason(error)
    if sqlstate in ("28P01", "28000") or "password authentication failed" in text:
        return JournalError(
            QT_TRANSLATE_NOOP(
                "Messages", "The room {room} refused the role {role}: wrong name or password."
            ),
            room=room,
            role=role_of(url),
            field="room",
        )
    if "is not permitted to log in" in text:
        return JournalError(
            QT_TRANSLATE_NOOP(
                "Messages",
                "The room {room} does not let the role {role} in: its manager disabled it.",
            ),
            room=room,
            role=role_of(url),
            field="room",
        )
    if sqlstate == "3D000" or ("database" in text and "does not exist" in text):
        return RoomMissing(
            QT_TRANSLATE_NOOP(
                "Messages",
                "There is no room {room}: create it with `room init` (the server answered: {reason}).",
            ),
            room=room,
            reason=text,
            field="room",
        )
    if isinstance(error, pg_errors.InsufficientPrivilege):
        return JournalError(
            QT_TRANSLATE_NOOP("Messages", "The room {room} refused the role {role}: {reason}."),
            room=room,
            role=role_of(url),
            reason=text,
        )
    return RoomUnreachable(
        QT_TRANSLATE_NOOP("Messages", "The room {room} cannot be reached: {reason}."),
        room=room,
        reason=text,
        field="room",
    )


def unreachable(error: BaseException, url: str) -> RoomUnreachable:
    """The connection was lost during an operation."""
    return RoomUnreachable(
        QT_TRANSLATE_NOOP("Messages", "The room {room} cannot be reached: {reason}."),
        room=where(url),
        reason=reason(error),
        field="room",
    )


__all__ = [
    "CONNECT_TIMEOUT",
    "RoomMissing",
    "RoomUnreachable",
    "connect",
    "reason",
    "refusal",
    "role_of",
    "unreachable",
    "where",
]
