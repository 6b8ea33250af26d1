"""The players' page and big screen fed from the room, not from the director's window (Qt-free).

A display station (``python -m dealer_app room display URL --event N --serve PORT``) follows one
event of the room live (LISTEN/NOTIFY, :mod:`dealer_app.session.event_room`), replays it with
the engine and serves the players' page from it: closing the director's window does not stop
it, and several events of one room each have their own. It only reads: the director's remote
stays on the director's window.

>>> from dealer_app.engine.tournament import Setup, structure_named
>>> view = RoomEventView(RoomEvent(Setup.of("Club", structure_named("turbo"))), EventRef("d", 1))
>>> view.event_id, view.tournament.setup.name
(1, 'Club')
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from dealer_app.engine.tournament import Event, Happening, TournamentError
from dealer_app.messages import QT_TRANSLATE_NOOP
from dealer_app.session.display import Display, DisplayFeed
from dealer_app.session.event_room import EventRef, Following, Inbox, RoomEvent, read_event
from dealer_app.session.events import Event as Signal
from dealer_app.session.serving import Serving, server_factory
from dealer_app.store import open_display_log

__all__ = ["RoomDisplay", "RoomEventView"]


class RoomEventView:
    """An event as the room holds it, read as the display reads a director's session: its
    ``tournament``, the clock ``now``, ``changed`` after each entry taken. Read only."""

    def __init__(
        self, event: RoomEvent, ref: EventRef, *, clock: Callable[[], float] = time.time
    ) -> None:
        self.event = event
        self.ref = ref
        self.event_id = ref.event
        self.changed = Signal()
        self._clock = clock

    @property
    def tournament(self) -> Any:
        return self.event.tournament

    def now(self) -> int:
        return int(self._clock())

    def act(self, event: Event) -> tuple[Happening, ...]:
        raise TournamentError(
            QT_TRANSLATE_NOOP(
                "Messages",
                "The players' page of the room only reads the event: the director's remote "
                "is on the director's window.",
            )
        )


class RoomDisplay:
    """One event of the room on the players' page: followed live, served at ``host:port``.

    :meth:`run` serves until ``stop`` is set (or Ctrl+C): each change of the event pushes
    the whole state, each second the clock's figures."""

    def __init__(
        self,
        url: str,
        ref: EventRef,
        folder: Path,
        *,
        host: str,
        port: int,
        on_state: Callable[[Any], None] | None = None,
    ) -> None:
        factory = server_factory()
        if factory is None:
            raise TournamentError(
                QT_TRANSLATE_NOOP("Messages", "This program cannot serve the players' page.")
            )
        self.ref = ref
        self.view = RoomEventView(read_event(url, ref), ref)
        self.log = open_display_log(folder)
        self.feed = DisplayFeed(Display(self.log, self.view))  # type: ignore[arg-type]
        self.server: Serving = factory(host, port, None)
        self._woken = threading.Event()
        self.inbox = Inbox(self._woken.set)
        streams = {(ref.station, ref.stream)}
        self._following: Following | None = None
        self._url = url
        self._wanted: Callable[[str, str], bool] = lambda s, n: (s, n) in streams
        self._on_state = on_state

    def start(self) -> None:
        """Serve the page (raises OSError when the port cannot be bound), then follow."""
        self.server.start()
        self.feed.add_page(self.server.publish)
        self._following = Following(
            self._url,
            self.inbox,
            prefix=self.ref.stream,
            wanted=self._wanted,
            seen={(self.ref.station, self.ref.stream): self.view.event.seen},
            on_state=self._on_state,
        )

    def pump(self) -> bool:
        """Take what the room said of the event; push it when it changed."""
        changed = False
        for batch in self.inbox.drain():
            changed = self.view.event.take(batch) or changed
        if changed:
            self.view.changed.emit(None)
        return changed

    def run(self, stop: threading.Event) -> None:
        """Follow and serve until ``stop`` is set; the clock ticks every second."""
        while not stop.is_set():
            self._woken.wait(timeout=1.0)
            self._woken.clear()
            self.pump()
            self.feed.tick()

    def close(self) -> None:
        if self._following is not None:
            self._following.stop()
        self.server.stop()
        self.log.close()

    def url_of_page(self) -> str:
        return self.server.url("/")
