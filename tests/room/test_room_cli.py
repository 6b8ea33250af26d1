"""``python -m dealer_app room``: the manager's one-command set-up, each station's address."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from dealer_app.__main__ import main
from dealer_app.store.room.store import RoomStore
from dealer_app.store.streams import Entry, EntryId
from tests.room import postgres

pytestmark = pytest.mark.room


def test_init_then_add_station_gives_an_address_that_works(
    postgres_server: postgres.Server, capsys: pytest.CaptureFixture[str]
) -> None:
    url = postgres_server.url(database="cli_room")
    assert main(["room", "init", url]) == 0  # creates the database too
    said = capsys.readouterr().out
    assert "applied migration 1:" in said
    assert "The room cli_room@127.0.0.1:" in said and "is ready (schema version 1)" in said
    assert main(["room", "init", url]) == 0
    assert "applied migration" not in capsys.readouterr().out

    assert main(["room", "add-station", url, "--table", "3", "--host", "127.0.0.1"]) == 0
    said = capsys.readouterr().out
    assert "Station Table 3: role cli_room_table_3 added; it may write table/." in said
    (address,) = re.findall(r"^  (postgresql://\S+)$", said, re.MULTILINE)
    with RoomStore.open(address) as table:
        assert table.add(Entry(EntryId("pc-3", "table/3", 1), "action", {}, 1))

    assert main(["room", "add-station", url, "--display", "--sslmode", "require"]) == 0
    assert "?sslmode=require" in capsys.readouterr().out

    assert main(["room", "status", url]) == 0
    said = capsys.readouterr().out
    assert "schema version 1" in said and "cli_room_table_3" in said and "table/3" in said

    assert main(["room", "disable-station", url, "cli_room_table_3"]) == 0
    assert "can no longer log in" in capsys.readouterr().out


def test_a_refusal_is_one_sentence_and_status_1(
    postgres_server: postgres.Server, capsys: pytest.CaptureFixture[str]
) -> None:
    url = postgres_server.url(database="cli_no_room")
    assert main(["room", "upgrade", url]) == 1
    err = capsys.readouterr().err
    assert err.startswith("room: There is no room cli_no_room@127.0.0.1:")
    wrong = postgres_server.url(password="wrong", database="cli_no_room")
    assert main(["room", "status", wrong]) == 1
    err = capsys.readouterr().err
    assert err.strip().endswith("refused the role room_admin: wrong name or password.")
    assert "wrong" not in err.replace("wrong name", "")


def test_a_table_number_must_be_a_number(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exited:
        main(["room", "add-station", "postgresql:///x", "--table", "zero"])
    assert exited.value.code == 2
    assert "a table's number is a whole number from 1; got 'zero'" in capsys.readouterr().err


def test_the_room_command_is_wired_on_the_program() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "dealer_app", "room", "--help"],
        capture_output=True,
        text=True,
        check=False,
        cwd=Path(__file__).resolve().parents[2],  # this checkout's dealer_app
    )
    assert result.returncode == 0
    for action in ("init", "upgrade", "status", "add-station", "new-password", "disable-station"):
        assert action in result.stdout
