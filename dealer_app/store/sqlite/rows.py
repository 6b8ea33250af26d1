"""The rows of a journal file: JSON in and out, times, and SQLite's failures in the dealer's words.

Shared by the journals kept in SQLite (:mod:`.journal`, :mod:`.events`); pure Python and
``sqlite3``.
"""

from __future__ import annotations

import contextlib
import json
import math
import sqlite3
import time
from collections.abc import Mapping
from datetime import UTC, datetime
from typing import Any, Final

from dealer_app.messages import QT_TRANSLATE_NOOP, Message, Value
from dealer_app.store.errors import JournalError

JSONDict = dict[str, Any]

# What reading a damaged row of a journal of ours can raise.
UNREADABLE: Final = (JournalError, TypeError, ValueError, OverflowError, RecursionError)


def roll_back(db: sqlite3.Connection) -> None:
    if db.in_transaction:
        # SQLite rolls back by itself after some errors; nothing was committed either way.
        with contextlib.suppress(sqlite3.Error):
            db.execute("ROLLBACK")


def reason_of(error: sqlite3.Error) -> Message | str:
    """SQLite's message, in the dealer's words where it matters (SQLite's own text, as it is,
    otherwise)."""
    text = str(error)
    if "disk is full" in text:
        return Message(QT_TRANSLATE_NOOP("Messages", "the disk is full"))
    if "readonly" in text or "read-only" in text:
        return Message(QT_TRANSLATE_NOOP("Messages", "the data folder cannot be written"))
    return text


def cause_of(error: OSError | sqlite3.Error) -> Value:
    """Why a file could not be made or read: the system's words, or SQLite's (:func:`reason_of`)."""
    if isinstance(error, sqlite3.Error):
        return reason_of(error) or str(error)
    return error.strerror or str(error)


def now_ms() -> int:
    return time.time_ns() // 1_000_000


def time_of(milliseconds: int) -> datetime:
    return datetime.fromtimestamp(milliseconds / 1000, UTC)


def to_json(value: Mapping[str, Any], what: Message) -> str:
    """The JSON text of ``value``, refusing what would not come back the same from JSON.

    Tuples come back as lists and ``int`` subclasses as plain ``int``; anything else that JSON
    would change or cannot hold (a key that is not text, a set, NaN) is refused.
    """
    if not isinstance(value, Mapping):
        raise JournalError(
            QT_TRANSLATE_NOOP("Messages", "The journal keeps {what} as a mapping; got {type}."),
            what=what,
            type=type(value).__name__,
        )
    _check_plain(value, what, "")
    # `default` meets only mappings that are not dicts: _check_plain let nothing else through.
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"), default=dict)


def _check_plain(value: object, what: Message, where: str) -> None:
    if value is None or isinstance(value, str | int):
        return
    if isinstance(value, float):
        if math.isfinite(value):
            return
    elif isinstance(value, Mapping):
        for key, item in value.items():
            if not isinstance(key, str):
                if where:
                    raise JournalError(
                        QT_TRANSLATE_NOOP(
                            "Messages",
                            "The journal cannot keep {what}: its key {key} at {place} is not text.",
                        ),
                        what=what,
                        key=repr(key),
                        place=where,
                    )
                raise JournalError(
                    QT_TRANSLATE_NOOP(
                        "Messages", "The journal cannot keep {what}: its key {key} is not text."
                    ),
                    what=what,
                    key=repr(key),
                )
            _check_plain(item, what, f"{where}/{key}")
        return
    elif isinstance(value, list | tuple):
        for index, item in enumerate(value):
            _check_plain(item, what, f"{where}/{index}")
        return
    if where:
        raise JournalError(
            QT_TRANSLATE_NOOP(
                "Messages",
                "The journal cannot keep {what}: {value} at {place} is not plain data (text, "
                "numbers, true or false, lists and mappings).",
            ),
            what=what,
            value=repr(value),
            place=where,
        )
    raise JournalError(
        QT_TRANSLATE_NOOP(
            "Messages",
            "The journal cannot keep {what}: {value} is not plain data (text, numbers, true or "
            "false, lists and mappings).",
        ),
        what=what,
        value=repr(value),
    )


def from_json(text: str, what: Message) -> JSONDict:
    try:
        value = json.loads(text)
    except (TypeError, ValueError, RecursionError) as error:
        raise JournalError(
            QT_TRANSLATE_NOOP(
                "Messages", "The journal cannot read {what}: it is damaged ({reason})."
            ),
            what=what,
            reason=str(error),
        ) from error
    if not isinstance(value, dict):
        raise JournalError(
            QT_TRANSLATE_NOOP(
                "Messages", "The journal cannot read {what}: it is damaged (not a mapping)."
            ),
            what=what,
        )
    return value
