"""The room's tests run against a real PostgreSQL started by the fixtures (tests/room/fixtures.py)."""

from tests.room.fixtures import open_room, postgres_server, room, room_streams

__all__ = ["open_room", "postgres_server", "room", "room_streams"]
