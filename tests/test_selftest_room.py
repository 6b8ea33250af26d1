"""The self-test checks the room's driver is in the program with TLS (the frozen executable
runs the same self-test: tests/installer/test_frozen.py)."""

from __future__ import annotations

import psycopg
import pytest

from dealer_app.selftest import SelfTestFailure, check_room_driver


def test_the_room_driver_with_tls_passes() -> None:
    assert check_room_driver().endswith("TLS built in: ok")


def test_a_driver_without_tls_fails_the_self_test(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*_args: object, **_options: object) -> None:
        raise psycopg.OperationalError(
            'invalid sslmode value: "require" invalid when SSL support is not compiled in'
        )

    monkeypatch.setattr(psycopg, "connect", refuse)
    with pytest.raises(SelfTestFailure, match="no TLS"):
        check_room_driver()
