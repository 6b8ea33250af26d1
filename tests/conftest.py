"""Shared fixtures: keep every test away from the user's real settings and data folder."""

from __future__ import annotations

import os

import pytest
from hypothesis import settings

# CI runs the property tests on a fixed sequence of examples, so a submission's result does not
# depend on the draw; a developer's run draws anew each time and finds what CI would not.
settings.register_profile("ci", derandomize=True, database=None)
if os.environ.get("CI"):
    settings.load_profile("ci")


@pytest.fixture(autouse=True)
def _isolated_home(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / ".config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(home / ".local" / "share"))
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")


# The room's PostgreSQL fixtures, for every folder: tests/store's protocol tests take
# `room_streams` (the Streams protocol on PostgreSQL) beside the SQLite journal's.
from tests.room.fixtures import postgres_server, room, room_streams  # noqa: E402, F401
