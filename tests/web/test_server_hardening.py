"""The display's server under hostile use (issue 27, loopback only): deep JSON, tunnel
addresses, other sites' pages and names, held and slow connections."""

from __future__ import annotations

import json
import socket
import time
import urllib.error
import urllib.request

from aiohttp.test_utils import TestClient, TestServer, make_mocked_request

from dealer_app.web import server as web_server
from dealer_app.web.server import DisplayServer, Hub, PinGuard, make_app
from tests.web.test_server import Remote, run


def _own(client: TestClient) -> dict[str, str]:
    """The headers the remote page itself sends: JSON, from its own origin."""
    return {"Origin": f"http://{client.host}:{client.port}"}


def test_deep_json_in_a_remote_request_is_a_400_not_a_500() -> None:
    async def scenario() -> None:
        guard = PinGuard()
        guard.set_pin("4821")
        async with TestClient(TestServer(make_app(Hub(), guard, Remote()))) as client:
            deep = "[" * 2000 + "]" * 2000
            answer = await client.post(
                "/remote",
                data=deep,
                headers={"Content-Type": "application/json", **_own(client)},
            )
            assert answer.status == 400
            assert "not understood" in (await answer.json())["message"]

    run(scenario)


def test_tunnel_addresses_are_not_the_local_network() -> None:
    async def scenario() -> None:
        app = make_app(Hub(), PinGuard(), None)
        for peer, status in (
            ("2001:0:4136:e378:8000:63bf:3fff:fdd2", 403),  # Teredo 2001::/32
            ("64:ff9b::808:808", 403),  # NAT64
            ("2002:c000:0204::1", 403),  # 6to4
            ("fd00::5", 200),
            ("192.168.1.4", 200),
        ):
            request = make_mocked_request(
                "GET", "/state", app=app, headers={"Host": "192.168.1.2:8080"}
            ).clone(remote=peer)
            match = await app.router.resolve(request)
            response = await web_server._local_only(request, match.handler)
            assert response.status == status, peer

    run(scenario)


def test_the_remote_takes_json_from_its_own_page_only() -> None:
    async def scenario() -> None:
        remote, guard = Remote(), PinGuard()
        guard.set_pin("4821")
        body = json.dumps({"pin": "4821", "action": "pause"})
        async with TestClient(TestServer(make_app(Hub(), guard, remote))) as client:
            json_type = {"Content-Type": "application/json"}
            for headers in (
                json_type,  # no Origin
                {**json_type, "Origin": "http://evil.example"},
                {**json_type, "Origin": "null"},
                {"Content-Type": "text/plain", **_own(client)},  # a form's simple request
                {"Content-Type": "application/x-www-form-urlencoded", **_own(client)},
            ):
                answer = await client.post("/remote", data=body, headers=headers)
                assert answer.status in (403, 415), headers
            assert remote.applied == []
            answer = await client.post("/remote", data=body, headers={**json_type, **_own(client)})
            assert answer.status == 200 and remote.applied

    run(scenario)


def test_the_host_header_must_name_this_server() -> None:
    async def scenario() -> None:
        async with TestClient(TestServer(make_app(Hub(), PinGuard(), None))) as client:
            answer = await client.get("/state", headers={"Host": "evil.example"})
            assert answer.status == 421
            for host in (f"127.0.0.1:{client.port}", "localhost", "[::1]:8080", "192.168.0.2"):
                answer = await client.get("/state", headers={"Host": host})
                assert answer.status == 200, host

    run(scenario)


def test_no_framing_and_no_server_version() -> None:
    async def scenario() -> None:
        async with TestClient(TestServer(make_app(Hub(), PinGuard(), None))) as client:
            for path in ("/", "/remote", "/state"):
                answer = await client.get(path)
                assert "frame-ancestors 'none'" in answer.headers["Content-Security-Policy"]
                assert answer.headers.get("X-Frame-Options") == "DENY"
                server = answer.headers.get("Server", "")
                assert "aiohttp" not in server and "Python" not in server

    run(scenario)


def _page_answers(url: str, within: float = 3.0) -> bool:
    """The page answers 200 within ``within`` seconds: on a loaded machine the server may not
    have read the held connections' first bytes when the page's request comes (503 then), and
    drops the slowest of them as soon as it has."""
    deadline = time.monotonic() + within
    while True:
        try:
            with urllib.request.urlopen(url, timeout=5) as reply:
                return bool(reply.status == 200)
        except urllib.error.HTTPError as error:
            if error.code != 503 or time.monotonic() > deadline:
                raise
            time.sleep(0.1)


def _reads_to_its_end(sock: socket.socket, deadline: float) -> bool:
    """The server closed ``sock`` before ``deadline`` (whatever it said before closing)."""
    while True:
        sock.settimeout(max(0.01, deadline - time.monotonic()))
        try:
            if sock.recv(4096) == b"":
                return True
        except ConnectionError:
            return True
        except TimeoutError:
            return False


def test_held_connections_do_not_stop_the_page() -> None:
    server = DisplayServer("127.0.0.1", 0, keepalive=0.2, max_connections=20, request_timeout=1.0)
    server.start()
    held: list[socket.socket] = []
    try:
        for _ in range(60):  # three times the cap, each sending half a request and waiting
            sock = socket.create_connection(("127.0.0.1", server.port), timeout=5)
            sock.sendall(b"GET /state HTTP/1.1\r\nHost: 127.0.0.1\r\n")
            held.append(sock)
        assert _page_answers(server.url("/state"))  # served, whatever the slow requests hold
        # The slow requests time out and their connections close (the server may answer some
        # first, a 408 or a 503): each reads to its end within a few seconds.
        deadline = time.monotonic() + 6.0
        closed = 0
        for sock in held:
            closed += _reads_to_its_end(sock, deadline)
        assert closed == len(held)
        with urllib.request.urlopen(server.url("/state"), timeout=5) as reply:
            assert reply.status == 200
    finally:
        for sock in held:
            sock.close()
        server.stop()


def test_serve_listens_on_the_directors_own_address_by_default() -> None:
    from dealer_app.__main__ import build_parser
    from dealer_app.session.serving import lan_addresses
    from dealer_app.tournament_cli import director_command

    opened: list[tuple[object, ...]] = []

    def open_director(*given: object) -> int:
        opened.append(given)
        return 0

    args = build_parser().parse_args(["director", "--serve", "8080"])
    assert director_command(args, open_director) == 0
    assert opened[-1][2] == lan_addresses()[0] != "0.0.0.0"
    args = build_parser().parse_args(
        ["director", "--serve", "8080", "--serve-address", "127.0.0.1"]
    )
    assert director_command(args, open_director) == 0
    assert opened[-1][2] == "127.0.0.1"


def test_wrong_pins_lock_their_address_out_never_the_directors_remote() -> None:
    guard = PinGuard()
    guard.set_pin("4821")
    for peer in range(2, 12):  # ten addresses, five wrong PINs each: fifty in all
        for _ in range(5):
            guard.check(f"10.0.0.{peer}", "0000", 0.0)
        assert not guard.check(f"10.0.0.{peer}", "4821", 1.0)[0]  # that address is locked
    accepted, refusal, _delay = guard.check("10.0.0.1", "4821", 1.0)  # the director's phone
    assert accepted, refusal
