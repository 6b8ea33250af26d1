"""The room's refusals that a station tells apart (importing no database driver)."""

from __future__ import annotations

from dealer_app.store.errors import JournalError


class RoomMissing(JournalError):
    """The server has no database of that name (``room init`` creates it)."""


class RoomUnreachable(JournalError):
    """The room cannot be reached now (no server, no network, the connection lost): the station
    keeps its entries and tries again. Any other :class:`JournalError` from the room is a
    refusal: trying again the same way gets the same answer."""
