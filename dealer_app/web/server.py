"""The display's server: the read-only page, its live feed (server-sent events), the remote.

The server runs an asyncio loop in a thread of its own. The director's side publishes the
display's state (JSON) with :meth:`DisplayServer.publish`, from any thread; every page
following ``/events`` gets it at once. A remote action that passes the PIN is handed to the
director's side through ``submit`` (which answers with a future) and applied there, journal
first. Only loopback and private (local network) peers are served.

What the server says to the remote (refusals, the PIN's answers) are messages
(:mod:`dealer_app.messages`), worded by ``say``: the director's window passes its own wording
(the director's language), the default is the English sentence.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import ipaddress
import json
import threading
import time
from collections.abc import Awaitable, Callable, Mapping
from typing import Any

from aiohttp import web

from dealer_app.engine.phh import json_depth
from dealer_app.messages import QT_TRANSLATE_NOOP, Message, Refusal
from dealer_app.session.serving import PinGuard, Say, Submit, is_local, lan_addresses
from dealer_app.web.page import PAGE, REMOTE_PAGE

__all__ = [
    "DisplayServer",
    "Hub",
    "PinGuard",
    "ServeError",
    "is_local",
    "lan_addresses",
    "make_app",
]

FEED_KEEPALIVE = 15.0  # seconds between comments on a quiet feed
_NO_EVENT = QT_TRANSLATE_NOOP("Messages", "No event is open.")
SECURITY_HEADERS = {
    "Content-Security-Policy": (
        "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; "
        "connect-src 'self'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'"
    ),
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-store",
}


def connection_cap() -> int:
    """How many connections the server keeps open at once: half the process's open-file
    limit (the other half is the journal's, Qt's and the libraries'), so that held connections
    never exhaust it. macOS gives an application 256 files: 128 connections; Linux's usual 1,024:
    512, enough for a 300-player room's phones following the page. At most 4,096.

    >>> 64 <= connection_cap() <= 4096
    True
    """
    try:
        import resource
    except ImportError:  # Windows: no per-process file limit of this kind
        return 512
    soft, _ = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft == resource.RLIM_INFINITY:
        return 4096
    return max(64, min(4096, soft // 2))


MAX_CONNECTIONS = connection_cap()  # open connections at once; more are closed at once
REQUEST_TIMEOUT = 10.0  # seconds for a connection to send a whole request's headers
MAX_JSON_DEPTH = 8  # a remote request is a flat object: deeper is not understood

# Tunnels carry the whole internet to an address that looks private to ipaddress (Teredo
# 2001::/32 is inside 2001::/23), or translate one (NAT64, 6to4): never the local network.
_TUNNELS = tuple(
    ipaddress.ip_network(net)
    for net in ("2001::/32", "2002::/16", "64:ff9b::/96", "64:ff9b:1::/48")
)


def served(address: str | None) -> bool:
    """Whether a peer is served: this computer or the local network, never a tunnel.

    >>> served("192.168.1.20"), served("2001:0:4136:e378:8000:63bf:3fff:fdd2"), served("fd00::5")
    (True, False, True)
    """
    if not is_local(address):
        return False
    assert address is not None
    try:
        ip = ipaddress.ip_address(address.split("%")[0])
    except ValueError:
        return False
    return not any(ip in tunnel for tunnel in _TUNNELS if ip.version == tunnel.version)


def _host_is_ours(host: str | None) -> bool:
    """The Host header names this server by address (or localhost): a page of another name
    pointed at us (DNS rebinding) is not served."""
    if not host:
        return False
    name = host.strip()
    if name.startswith("["):  # [::1]:8080
        name = name[1 : name.find("]")] if "]" in name else ""
    elif name.count(":") == 1:
        name = name.split(":")[0]
    if name.lower() == "localhost":
        return True
    try:
        ipaddress.ip_address(name)
    except ValueError:
        return False
    return True


class ServeError(Refusal, OSError):
    """The display cannot be served (the port is taken, the address is not this computer's)."""


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


SAY: web.AppKey[Say] = web.AppKey("say")


@web.middleware
async def _local_only(
    request: web.Request, handler: Callable[[web.Request], Awaitable[web.StreamResponse]]
) -> web.StreamResponse:
    if not served(request.remote):
        only = Message(QT_TRANSLATE_NOOP("Messages", "Only the local network is served."))
        return _secured(web.Response(status=403, text=request.app[SAY](only) + "\n"))
    if not _host_is_ours(request.headers.get("Host")):
        other = Message(
            QT_TRANSLATE_NOOP("Messages", "This server answers to its own address only.")
        )
        return _secured(web.Response(status=421, text=request.app[SAY](other) + "\n"))
    return _secured(await handler(request))


def _secured(response: web.StreamResponse) -> web.StreamResponse:
    """The security headers, and no server name or version."""
    for name, value in SECURITY_HEADERS.items():
        response.headers.setdefault(name, value)
    if not response.prepared:
        response.headers["Server"] = "dealer-assistant"
    return response


async def _no_server_version(_request: web.Request, response: web.StreamResponse) -> None:
    response.headers["Server"] = "dealer-assistant"


def make_app(
    hub: Hub,
    guard: PinGuard,
    submit: Submit | None,
    *,
    keepalive: float = 15.0,
    say: Say = str,
) -> web.Application:
    """The aiohttp application (also what the tests drive with aiohttp's test client);
    ``say`` words what it answers the remote."""

    def refused(message: Message | BaseException, status: int) -> web.Response:
        return web.json_response({"ok": False, "message": say(message)}, status=status)

    app = web.Application(middlewares=[_local_only], client_max_size=4096)
    app[SAY] = say
    app.on_response_prepare.append(_no_server_version)

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
        # Only the remote page itself: JSON (a form or another site's page cannot send it
        # without asking first), from this server's own origin.
        if request.content_type != "application/json":
            return refused(
                Message(QT_TRANSLATE_NOOP("Messages", "The remote sends JSON only.")), 415
            )
        if request.headers.get("Origin") != f"{request.scheme}://{request.host}":
            return refused(
                Message(QT_TRANSLATE_NOOP("Messages", "Only the remote's own page is heard.")),
                403,
            )
        try:
            text = await request.text()
            body = json.loads(text) if json_depth(text) <= MAX_JSON_DEPTH else None
        except (ValueError, UnicodeDecodeError, RecursionError):
            body = None
        if not isinstance(body, dict):
            return refused(
                Message(QT_TRANSLATE_NOOP("Messages", "The request is not understood.")), 400
            )
        accepted, refusal, delay = guard.check(peer, body.get("pin"), time.monotonic())
        if delay:
            await asyncio.sleep(delay)
        if not accepted:
            assert refusal is not None
            return refused(refusal, 403)
        if submit is None:
            return refused(Message(_NO_EVENT), 409)
        request_data = {k: v for k, v in body.items() if k != "pin"}
        try:
            outcome = await asyncio.wait_for(asyncio.wrap_future(submit(request_data, peer)), 10)
        except TimeoutError:
            return refused(
                Message(QT_TRANSLATE_NOOP("Messages", "The director's station is busy.")), 503
            )
        except Exception as error:  # the session's refusal (its message), nothing changed
            return refused(error, 409)
        return web.json_response({"ok": True, "message": outcome})

    app.router.add_get("/", page)
    app.router.add_get("/state", state)
    app.router.add_get("/events", events)
    app.router.add_get("/remote", remote_page)
    app.router.add_post("/remote", remote)
    return app


_BUSY = b"HTTP/1.1 503 Service Unavailable\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"


class _Guarded(asyncio.Protocol):
    """One connection, handed to aiohttp's protocol: counted against the cap, and closed if
    its request's headers are not all in within the timeout (a slow or silent client)."""

    def __init__(self, inner: asyncio.Protocol, gate: _Gate) -> None:
        self.inner = inner
        self.gate = gate
        self.transport: asyncio.Transport | None = None
        self.headers_in = False
        self.seen = b""
        self.timer: asyncio.TimerHandle | None = None

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        assert isinstance(transport, asyncio.Transport)
        self.transport = transport
        self.gate.open_count += 1
        self.gate.waiting[self] = None
        self.timer = asyncio.get_running_loop().call_later(self.gate.timeout, self._too_slow)
        self.inner.connection_made(transport)

    def _too_slow(self) -> None:
        if not self.headers_in and self.transport is not None:
            self.transport.abort()

    def data_received(self, data: bytes) -> None:
        if not self.headers_in:
            self.seen = (self.seen + data)[-4096:]
            if b"\r\n\r\n" in self.seen:
                self.headers_in = True
                self.seen = b""
                self.gate.waiting.pop(self, None)
        self.inner.data_received(data)

    def eof_received(self) -> bool | None:
        return self.inner.eof_received()

    def pause_writing(self) -> None:
        self.inner.pause_writing()

    def resume_writing(self) -> None:
        self.inner.resume_writing()

    def connection_lost(self, exc: Exception | None) -> None:
        self.gate.open_count -= 1
        self.gate.waiting.pop(self, None)
        if self.timer is not None:
            self.timer.cancel()
        self.inner.connection_lost(exc)


class _Busy(asyncio.Protocol):
    """A connection past the cap: answered 503 and closed at once (its file freed)."""

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        assert isinstance(transport, asyncio.Transport)
        transport.write(_BUSY)
        transport.close()


class _Gate:
    """The cap on open connections and the timeout for a request's headers."""

    def __init__(self, factory: Callable[[], asyncio.Protocol], cap: int, timeout: float) -> None:
        self.factory = factory
        self.cap = cap
        self.timeout = timeout
        self.open_count = 0
        self.waiting: dict[_Guarded, None] = {}  # still sending their headers, oldest first

    def __call__(self) -> asyncio.Protocol:
        if self.open_count >= self.cap:
            # Full: the oldest connection still sending its headers gives way (held
            # connections cannot keep the page from everybody); if none, "busy".
            oldest = next(iter(self.waiting), None)
            if oldest is None or oldest.transport is None:
                return _Busy()
            self.waiting.pop(oldest)
            oldest.transport.abort()
        return _Guarded(self.factory(), self)


class DisplayServer:
    """The server in its own thread: :meth:`start`, :meth:`publish`, :meth:`stop`.

    At most ``max_connections`` connections are open at once (more are answered "busy" and
    closed, so the page and the remote keep working), and a connection that has not sent a
    whole request's headers within ``request_timeout`` seconds is closed."""

    def __init__(
        self,
        host: str,
        port: int,
        submit: Submit | None = None,
        *,
        guard: PinGuard | None = None,
        keepalive: float = FEED_KEEPALIVE,
        say: Say = str,
        max_connections: int = MAX_CONNECTIONS,
        request_timeout: float = REQUEST_TIMEOUT,
    ) -> None:
        self.max_connections = max_connections
        self.request_timeout = request_timeout
        self.host = host
        self.port = port
        self.submit = submit
        self.guard = guard or PinGuard()
        self.keepalive = keepalive
        self.say = say
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
        """Bind and serve; raises :class:`ServeError` (an :class:`OSError`, with the port)
        when it cannot bind."""
        ready = threading.Event()
        failure: list[BaseException] = []

        def run() -> None:
            loop = asyncio.new_event_loop()
            asyncio.set_event_loop(loop)
            hub = Hub()
            hub.publish(self._pending)
            app = make_app(hub, self.guard, self._submit, keepalive=self.keepalive, say=self.say)
            runner = web.AppRunner(
                app, access_log=None, shutdown_timeout=1.0, keepalive_timeout=15.0
            )
            listening: asyncio.Server | None = None
            try:
                loop.run_until_complete(runner.setup())
                assert runner.server is not None
                gate = _Gate(runner.server, self.max_connections, self.request_timeout)
                listening = loop.run_until_complete(
                    loop.create_server(gate, self.host, self.port, backlog=512)
                )
            except BaseException as error:  # the port is taken, the address is not ours...
                failure.append(error)
                loop.run_until_complete(runner.cleanup())
                loop.close()
                ready.set()
                return
            if self.port == 0 and listening.sockets:
                self.port = int(listening.sockets[0].getsockname()[1])
            self._loop, self._hub = loop, hub
            ready.set()
            try:
                loop.run_forever()
            finally:
                hub.close()
                listening.close()
                loop.run_until_complete(runner.cleanup())
                loop.close()
                self._stopped.set()

        self._thread = threading.Thread(target=run, name="display-server", daemon=True)
        self._thread.start()
        ready.wait()
        if failure:
            self._thread = None
            error = failure[0]
            raise ServeError(
                QT_TRANSLATE_NOOP(
                    "Messages", "The display cannot be served on {host}:{port}: {reason}"
                ),
                host=self.host,
                port=self.port,
                reason=str(error),
            )

    def _submit(self, request: Mapping[str, Any], peer: str) -> concurrent.futures.Future[str]:
        if self.submit is None:
            future: concurrent.futures.Future[str] = concurrent.futures.Future()
            future.set_exception(Refusal(_NO_EVENT))
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
