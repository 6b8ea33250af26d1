"""The real frozen executable, when ``make exe`` has built it from exactly these sources.

No build here: ``make test`` stays free of PyInstaller runs (a build takes a minute on two
cores). Without a current build in ``dist/`` every test skips at once, saying why; with one,
the three runs take a few seconds. CI (``.ci/run``) builds first and sets
``DEALER_APP_REQUIRE_BUILD=1``: there a missing or stale build fails instead of skipping.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import NoReturn

import pytest

from tests.installer.installer_modules import load
from tests.room.fixtures import Room, postgres_server, room

__all__ = ["postgres_server", "room"]  # the room's fixtures, for the frozen program's test

build = load("build")
smoke = load("smoke_test")


def _no_build(reason: str) -> NoReturn:
    """Skip, or fail where a build is required (CI)."""
    if os.environ.get("DEALER_APP_REQUIRE_BUILD"):
        pytest.fail(f"{reason} (DEALER_APP_REQUIRE_BUILD is set)")
    pytest.skip(reason)


def _program(kind: str) -> Path:
    found = smoke.builds()
    if not found:
        _no_build("no executable in dist/: `make exe` builds it (tests never build)")
    if not build.is_current():
        _no_build("dist/ holds a build of other sources: run `make exe` to test this checkout")
    if kind not in found:
        _no_build(f"dist/build-info.json lists no {kind} build")
    return Path(found[kind])


@pytest.mark.parametrize("kind", ["onedir", "onefile"])
def test_frozen_self_test_passes(kind: str) -> None:
    result = smoke.self_test(_program(kind))
    assert "self-test passed" in result.stdout
    assert "TLS built in: ok" in result.stdout  # the room's driver, libpq and OpenSSL inside


def test_frozen_replay_json_matches_python_m_dealer_app() -> None:
    frozen, source = smoke.replay_agrees(_program("onedir"))
    assert frozen.stdout == source.stdout and frozen.returncode == source.returncode


def test_build_info_names_the_package_version() -> None:
    _program("onedir")
    import json

    from dealer_app import APP_ID, __version__

    info = json.loads((smoke.DIST / smoke.INFO_NAME).read_text(encoding="utf-8"))
    assert (info["app_id"], info["version"]) == (APP_ID, __version__)
    # The product's limit (60 MiB): the room's driver (psycopg with its libpq and TLS) grew it
    # past the old 45 MiB target.
    assert info["onefile_bytes"] < 60 * 1024 * 1024, "the one-file limit is 60 MiB"


def test_frozen_window_opens_its_journal_after_showing() -> None:
    seconds = smoke.journal_opens(_program("onedir"))
    assert seconds > 0


@pytest.mark.room
def test_the_frozen_program_reaches_a_room(room: Room) -> None:
    """The shipped program's own driver talks to a real PostgreSQL: a station's login added,
    then the room's status read with it (what a dealer's window does to join)."""
    program = _program("onedir")
    login = room.station("display")
    result = smoke.run([str(program), "room", "status", room.admin_url])
    assert result.returncode == 0, result.stderr
    assert "schema version" in result.stdout and login.role in result.stdout
