"""The display's server: the read-only page, its live feed (server-sent events), the remote.

The server runs an asyncio loop in a thread of its own. The director's side publishes the
display's state (JSON) with :meth:`DisplayServer.publish`, from any thread; every page
following ``/events`` gets it at once. A remote action that passes the PIN is handed to the
director's side through ``submit`` (which answers with a future) and applied there, journal
first. Only loopback and private (local network) peers are served.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import ipaddress
import json
import secrets
import socket
import threading
import time
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from aiohttp import web

from dealer_app.web.page import PAGE, REMOTE_PAGE

Submit = Callable[[Mapping[str, Any], str], "concurrent.futures.Future[str]"]
FEED_KEEPALIVE = 15.0  # seconds between comments on a quiet feed
MAX_TRIES = 5  # wrong PINs from one address before it is locked out
LOCKOUT_SECONDS = 300
GLOBAL_MAX_TRIES = 20  # wrong PINs from everybody: the remote closes until a new PIN is set
SECURITY_HEADERS = {
    "Content-Security-Policy": (
        "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; "
        "connect-src 'self'; img-src 'self' data:; form-action 'self'"
    ),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-store",
}


def is_local(address: str | None) -> bool:
    """Whether a peer is this computer or on a private (local) network.

    >>> is_local("127.0.0.1"), is_local("192.168.1.20"), is_local("8.8.8.8"), is_local(None)
    (True, True, False, False)
    """
    if not address:
        return False
    try:
        ip = ipaddress.ip_address(address.split("%")[0])
    except ValueError:
        return False
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    return ip.is_loopback or ip.is_private or ip.is_link_local


def lan_addresses() -> list[str]:
    """This computer's local-network IPv4 addresses (loopback last), for the director to bind."""
    found: list[str] = []
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("10.255.255.255", 1))  # no packet is sent: it picks the route
            found.append(probe.getsockname()[0])
    except OSError:
        pass
    try:
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            address = str(info[4][0])
            if address not in found and is_local(address):
                found.append(address)
    except OSError:
        pass
    found = [a for a in found if not a.startswith("127.")]
    return [*found, "127.0.0.1"]


@dataclass
class PinGuard:
    """The remote's PIN: wrong tries slow down and lock an address out, then everybody."""

    pin: str = ""
    delay_per_failure: float = 1.0  # seconds added per wrong try before the answer
    failures: dict[str, int] = field(default_factory=dict)
    locked_until: dict[str, float] = field(default_factory=dict)
    total_failures: int = 0

    @staticmethod
    def valid(pin: str) -> bool:
        return pin.isdigit() and pin.isascii() and 4 <= len(pin) <= 8

    def set_pin(self, pin: str) -> None:
        """A new PIN (4 to 8 digits) opens the remote again for everybody."""
        if not self.valid(pin):
            raise ValueError("The PIN is 4 to 8 digits.")
        self.pin = pin
        self.failures.clear()
        self.locked_until.clear()
        self.total_failures = 0

    def check(self, peer: str, pin: object, now: float) -> tuple[bool, str, float]:
        """(accepted, refusal sentence, seconds to wait before answering)."""
        if not self.pin:
            return False, "The director has not set a PIN for the remote.", 0.0
        if self.total_failures >= GLOBAL_MAX_TRIES:
            return False, "The remote is locked: the director must set a new PIN.", 0.0
        until = self.locked_until.get(peer, 0.0)
        if until > now:
            minutes = int((until - now) // 60) + 1
            return False, f"Too many wrong PINs: try again in {minutes} min.", 0.0
        if isinstance(pin, str) and secrets.compare_digest(pin.encode(), self.pin.encode()):
            self.failures.pop(peer, None)
            return True, "", 0.0
        count = self.failures.get(peer, 0) + 1
        self.failures[peer] = count
        self.total_failures += 1
        delay = self.delay_per_failure * count
        if count >= MAX_TRIES:
            self.locked_until[peer] = now + LOCKOUT_SECONDS
            self.failures.pop(peer, None)
            return False, "Too many wrong PINs: this address is locked out for 5 min.", delay
        return False, f"Wrong PIN ({MAX_TRIES - count} tries left).", delay


class Hub:
    """The latest state and the feeds waiting for the next one (lives in the server's loop)."""

    def __init__(self) -> None:
        self.text = "{}"
        self.frame = b"data: {}\n\n"
        self.version = 0
        self.closing = False
        self._fresh = asyncio.Event()

    def publish(self, text: str) -> None:
        if text == self.text:
            return
        self.text = text
        self.frame = f"data: {text}\n\n".encode()  # made once, written to every page
        self.version += 1
        fresh, self._fresh = self._fresh, asyncio.Event()
        fresh.set()

    def close(self) -> None:
        self.closing = True
        self._fresh.set()

    async def wait(self, version: int, timeout: float) -> None:
        if self.version != version or self.closing:
            return
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self._fresh.wait(), timeout)


@web.middleware
async def _local_only(
    request: web.Request, handler: Callable[[web.Request], Awaitable[web.StreamResponse]]
) -> web.StreamResponse:
    if not is_local(request.remote):
        return web.Response(status=403, text="Only the local network is served.\n")
    response = await handler(request)
    for name, value in SECURITY_HEADERS.items():
        response.headers.setdefault(name, value)
    return response


def make_app(
    hub: Hub, guard: PinGuard, submit: Submit | None, *, keepalive: float = 15.0
) -> web.Application:
    """The aiohttp application (also what the tests drive with aiohttp's test client)."""
    app = web.Application(middlewares=[_local_only], client_max_size=4096)

    async def page(_request: web.Request) -> web.Response:
        return web.Response(text=PAGE, content_type="text/html", charset="utf-8")

    async def remote_page(_request: web.Request) -> web.Response:
        return web.Response(text=REMOTE_PAGE, content_type="text/html", charset="utf-8")

    async def state(_request: web.Request) -> web.Response:
        return web.Response(text=hub.text, content_type="application/json", charset="utf-8")

    async def events(request: web.Request) -> web.StreamResponse:
        response = web.StreamResponse(
            headers={"Content-Type": "text/event-stream", "Cache-Control": "no-store"}
        )
        await response.prepare(request)
        version = -1
        while not hub.closing:
            if hub.version != version:
                version = hub.version
                await response.write(hub.frame)
            else:
                await response.write(b": still here\n\n")
            await hub.wait(version, keepalive)
        return response

    async def remote(request: web.Request) -> web.Response:
        peer = request.remote or "?"
        try:
            body = await request.json()
        except (ValueError, UnicodeDecodeError):
            body = None
        if not isinstance(body, dict):
            return web.json_response(
                {"ok": False, "message": "The request is not understood."}, status=400
            )
        accepted, refusal, delay = guard.check(peer, body.get("pin"), time.monotonic())
        if delay:
            await asyncio.sleep(delay)
        if not accepted:
            return web.json_response({"ok": False, "message": refusal}, status=403)
        if submit is None:
            return web.json_response({"ok": False, "message": "No event is open."}, status=409)
        request_data = {k: v for k, v in body.items() if k != "pin"}
        try:
            outcome = await asyncio.wait_for(asyncio.wrap_future(submit(request_data, peer)), 10)
        except TimeoutError:
            return web.json_response(
                {"ok": False, "message": "The director's station is busy."}, status=503
            )
        except Exception as refusal:  # the session's refusal: a sentence, nothing changed
            return web.json_response({"ok": False, "message": str(refusal)}, status=409)
        return web.json_response({"ok": True, "message": outcome})

    app.router.add_get("/", page)
    app.router.add_get("/state", state)
    app.router.add_get("/events", events)
    app.router.add_get("/remote", remote_page)
    app.router.add_post("/remote", remote)
    return app


class DisplayServer:
    """The server in its own thread: :meth:`start`, :meth:`publish`, :meth:`stop`."""

    def __init__(
        self,
        host: str,
        port: int,
        submit: Submit | None = None,
        *,
        guard: PinGuard | None = None,
        keepalive: float = FEED_KEEPALIVE,
    ) -> None:
        self.host = host
        self.port = port
        self.submit = submit
        self.guard = guard or PinGuard()
        self.keepalive = keepalive
        self._loop: asyncio.AbstractEventLoop | None = None
        self._hub: Hub | None = None
        self._thread: threading.Thread | None = None
        self._stopped = threading.Event()
        self._pending = "{}"

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def url(self, path: str = "/") -> str:
        host = self.host if self.host not in ("0.0.0.0", "") else lan_addresses()[0]
        return f"http://{host}:{self.port}{path}"

    def start(self) -> None:
        """Bind and serve; raises :class:`OSError` (with the port) when it cannot bind."""
        ready = threading.Event()
        failure: list[BaseException] = []

        def run() -> None:
            loop = asyncio.new_event_loop()
            asyncio.set_event_loop(loop)
            hub = Hub()
            hub.publish(self._pending)
            app = make_app(hub, self.guard, self._submit, keepalive=self.keepalive)
            runner = web.AppRunner(app, access_log=None, shutdown_timeout=1.0)
            try:
                loop.run_until_complete(runner.setup())
                site = web.TCPSite(runner, self.host, self.port, backlog=512)
                loop.run_until_complete(site.start())
            except BaseException as error:  # the port is taken, the address is not ours...
                failure.append(error)
                loop.run_until_complete(runner.cleanup())
                loop.close()
                ready.set()
                return
            if self.port == 0 and runner.addresses:
                self.port = int(runner.addresses[0][1])
            self._loop, self._hub = loop, hub
            ready.set()
            try:
                loop.run_forever()
            finally:
                hub.close()
                loop.run_until_complete(runner.cleanup())
                loop.close()
                self._stopped.set()

        self._thread = threading.Thread(target=run, name="display-server", daemon=True)
        self._thread.start()
        ready.wait()
        if failure:
            self._thread = None
            error = failure[0]
            raise OSError(f"The display cannot be served on {self.host}:{self.port}: {error}")

    def _submit(self, request: Mapping[str, Any], peer: str) -> concurrent.futures.Future[str]:
        if self.submit is None:
            future: concurrent.futures.Future[str] = concurrent.futures.Future()
            future.set_exception(RuntimeError("No event is open."))
            return future
        return self.submit(request, peer)

    def publish(self, state: Mapping[str, Any] | None) -> None:
        """Send the display's state to every page (callable from any thread)."""
        text = json.dumps(state or {}, ensure_ascii=False, separators=(",", ":"))
        self._pending = text
        loop, hub = self._loop, self._hub
        if loop is not None and hub is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):  # the loop closed in between
                loop.call_soon_threadsafe(hub.publish, text)

    def stop(self) -> None:
        loop, thread = self._loop, self._thread
        if loop is None or thread is None:
            return
        hub = self._hub
        if hub is not None:
            loop.call_soon_threadsafe(hub.close)
        loop.call_soon_threadsafe(loop.stop)
        thread.join(5)
        self._loop = self._hub = self._thread = None
