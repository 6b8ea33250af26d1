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
import json
import threading
import time
from collections.abc import Awaitable, Callable, Mapping
from typing import Any

from aiohttp import web

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
        "connect-src 'self'; img-src 'self' data:; form-action 'self'"
    ),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-store",
}


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
    if not is_local(request.remote):
        only = Message(QT_TRANSLATE_NOOP("Messages", "Only the local network is served."))
        return web.Response(status=403, text=request.app[SAY](only) + "\n")
    response = await handler(request)
    for name, value in SECURITY_HEADERS.items():
        response.headers.setdefault(name, value)
    return response


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
        say: Say = str,
    ) -> None:
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
