"""The display's server (issue 18) through aiohttp's test client: the page and its feed, the
local network only, and the remote's PIN: refusals, slowing down, lockout, nothing changed."""

from __future__ import annotations

import asyncio
import concurrent.futures
import json
from collections.abc import Mapping
from typing import Any

from aiohttp.test_utils import TestClient, TestServer, make_mocked_request

from dealer_app.web import server as web_server
from dealer_app.web.server import DisplayServer, Hub, PinGuard, is_local, make_app


class Remote:
    """The director's side, answering at once: records what reached it."""

    def __init__(self) -> None:
        self.applied: list[tuple[dict[str, Any], str]] = []

    def __call__(self, request: Mapping[str, Any], peer: str) -> concurrent.futures.Future[str]:
        future: concurrent.futures.Future[str] = concurrent.futures.Future()
        self.applied.append((dict(request), peer))
        future.set_result("done")
        return future


def own(client: TestClient) -> dict[str, str]:
    """The Origin the remote page itself sends (the server hears no other)."""
    return {"Origin": f"http://{client.host}:{client.port}"}


def run(scenario: Any) -> None:
    asyncio.run(scenario())


def test_page_state_and_live_feed() -> None:
    async def scenario() -> None:
        hub = Hub()
        async with TestClient(TestServer(make_app(hub, PinGuard(), None))) as client:
            page = await client.get("/")
            text = await page.text()
            assert page.status == 200 and "EventSource" in text
            assert "http://" not in text and "https://" not in text  # nothing from outside
            assert "default-src 'none'" in page.headers["Content-Security-Policy"]
            remote_page = await (await client.get("/remote")).text()
            assert 'type="password"' in remote_page and "http" not in remote_page
            hub.publish(json.dumps({"event": "Club", "level": 1}))
            state = await (await client.get("/state")).json()
            assert state == {"event": "Club", "level": 1}
            feed = await client.get("/events")
            first = await feed.content.readuntil(b"\n\n")
            assert json.loads(first[len(b"data: ") :]) == {"event": "Club", "level": 1}
            hub.publish(json.dumps({"event": "Club", "level": 2}))
            second = await asyncio.wait_for(feed.content.readuntil(b"\n\n"), 5)
            assert json.loads(second[len(b"data: ") :])["level"] == 2
            feed.close()

    run(scenario)


def test_only_the_local_network_is_served() -> None:
    assert is_local("127.0.0.1") and is_local("::1") and is_local("10.1.2.3")
    assert is_local("172.16.0.9") and is_local("192.168.0.2") and is_local("::ffff:192.168.0.2")
    assert not is_local("8.8.8.8") and not is_local("2001:4860::8888") and not is_local("x")

    async def scenario() -> None:
        app = make_app(Hub(), PinGuard(), None)
        for peer, status in (("93.184.216.34", 403), ("192.168.1.4", 200)):
            request = make_mocked_request(
                "GET", "/state", app=app, headers={"Host": "192.168.1.2:8080"}
            ).clone(remote=peer)
            match = await app.router.resolve(request)
            response = await web_server._local_only(request, match.handler)
            assert response.status == status

    run(scenario)


def test_the_pin_refuses_slows_and_locks_out(monkeypatch: Any) -> None:
    waits: list[float] = []
    real_sleep = asyncio.sleep

    async def counted_sleep(seconds: float) -> None:  # the slowing down, counted, not waited
        waits.append(seconds)
        await real_sleep(0)

    monkeypatch.setattr(web_server.asyncio, "sleep", counted_sleep)

    async def scenario() -> None:
        remote, guard = Remote(), PinGuard()
        async with TestClient(TestServer(make_app(Hub(), guard, remote))) as client:
            answer = await client.post(
                "/remote", headers=own(client), json={"pin": "1234", "action": "pause"}
            )
            assert answer.status == 403
            assert "has not set a PIN" in (await answer.json())["message"]
            guard.set_pin("4821")
            for tries_left in (4, 3, 2, 1):
                answer = await client.post(
                    "/remote", headers=own(client), json={"pin": "0000", "action": "pause"}
                )
                body = await answer.json()
                left = f"{tries_left} tries left" if tries_left > 1 else "1 try left"
                assert answer.status == 403 and left in body["message"]
            answer = await client.post(
                "/remote", headers=own(client), json={"pin": "1111", "action": "pause"}
            )
            assert "locked out" in (await answer.json())["message"]
            # Locked: even the right PIN is refused now.
            answer = await client.post(
                "/remote", headers=own(client), json={"pin": "4821", "action": "pause"}
            )
            assert (
                answer.status == 403 and "Too many wrong PINs" in (await answer.json())["message"]
            )
            for bad in ("not json", json.dumps([1, 2])):
                answer = await client.post(
                    "/remote", data=bad, headers={**own(client), "Content-Type": "application/json"}
                )
                assert answer.status == 400
            assert remote.applied == []  # nothing reached the director
            assert waits == [1.0, 2.0, 3.0, 4.0, 5.0]  # each wrong try waits longer
            guard.set_pin("7315")  # a new PIN opens the remote again
            answer = await client.post(
                "/remote",
                headers=own(client),
                json={"pin": "7315", "action": "add_time", "minutes": 2},
            )
            assert answer.status == 200 and (await answer.json())["ok"]
            assert remote.applied == [({"action": "add_time", "minutes": 2}, "127.0.0.1")]

    run(scenario)


def test_pins_are_digits() -> None:
    guard = PinGuard()
    for bad in ("12", "123456789", "12a4", "١٢٣٤"):
        try:
            guard.set_pin(bad)
        except ValueError:
            continue
        raise AssertionError(f"{bad!r} was accepted")
    guard.set_pin("0042")
    assert guard.check("10.0.0.1", "0042", 0.0)[0]


def test_the_server_thread_binds_serves_and_stops() -> None:
    import urllib.request

    server = DisplayServer("127.0.0.1", 0, keepalive=0.2)
    server.start()
    try:
        server.publish({"event": "Club"})
        with urllib.request.urlopen(server.url("/state"), timeout=5) as reply:
            assert json.loads(reply.read()) == {"event": "Club"}
        taken = DisplayServer("127.0.0.1", server.port)
        try:
            taken.start()
        except OSError as error:
            assert f"127.0.0.1:{server.port}" in str(error)
        else:
            taken.stop()
            raise AssertionError("a taken port was accepted")
    finally:
        server.stop()
    assert not server.running


def test_serve_needs_a_port(capsys: Any) -> None:
    from dealer_app.__main__ import build_parser
    from dealer_app.tournament_cli import director_command

    opened: list[object] = []
    args = build_parser().parse_args(["director", "--serve", "70000"])
    assert director_command(args, lambda *given: opened.append(given) or 0) == 2
    assert not opened  # the window never opens on a port out of range
    assert "--serve must be a port from 1 to 65535, not 70000." in capsys.readouterr().err
    args = build_parser().parse_args(["director"])
    assert args.serve is None and args.serve_address is None  # off; the own address


def test_the_page_is_given_the_games_names_of_the_translations(qapp) -> None:  # type: ignore[no-untyped-def]
    """The station sends every game's name in each language with the state (the page keeps no
    copy of them): the translations' own words."""
    import xml.etree.ElementTree as ElementTree
    from pathlib import Path

    from dealer_app.engine.variants import VARIANTS
    from dealer_app.ui.i18n import game_names
    from dealer_app.web.page import PAGE

    folder = Path(__file__).resolve().parents[2] / "resources" / "translations"
    given = game_names()
    assert given["en"] == {key: variant.name for key, variant in VARIANTS.items()}
    for language in ("fr", "ru"):
        root = ElementTree.parse(folder / f"dealer_{language}.ts").getroot()
        names = {
            message.findtext("source"): message.findtext("translation")
            for context in root
            if context.findtext("name") == "Engine"
            for message in context.findall("message")
        }
        assert given[language] == {key: names[v.name] for key, v in VARIANTS.items()}
        assert names[VARIANTS["stud"].name] not in PAGE  # no copy in the page
