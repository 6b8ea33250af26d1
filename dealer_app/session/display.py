"""What the players' display shows, derived from an event's session and the clock (Qt-free).

:func:`display_state` reads an :class:`EventSession` at a moment and returns a
:class:`DisplayState`: plain data that the full-screen window draws and the web page receives
as JSON. :class:`Display` adds the director's announcements and the remote's actions, both in
the display's own journal (:class:`DisplayLog`), journal first. :class:`DisplayFeed` pushes the
state to the pages and windows that follow it, when the event changes (the session says so)
and, for the clock's figures alone, at each second of the clock: no window polls it, and it
runs without Qt (the web server, the coming room).

>>> import tempfile
>>> from dealer_app.engine.tournament import Register, Setup, Start, structure_named
>>> from dealer_app.store import EventJournal, open_event_journal
>>> with tempfile.TemporaryDirectory() as folder:
...     with open_event_journal(folder) as journal:
...         session = EventSession.create(journal, Setup.of("Club", structure_named("turbo"),
...                                       tables=2, max_field=18), clock=lambda: 1000)
...         for name in ("Anna", "Boris", "Chloé"):
...             _ = session.act(Register(player=name))
...         _ = session.act(Start())
...         state = display_state(session)
...         (state.event, state.level, state.players_left, state.stakes.big_blind)
('Club', 1, 3, 200)
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from dataclasses import asdict, dataclass, field
from typing import Any

from dealer_app.engine.tournament import (
    AdjustClock,
    Event,
    Happening,
    Level,
    Moved,
    Pause,
    Resume,
    Seated,
    TournamentError,
)
from dealer_app.engine.tournament.rulings import break_ahead, bust_of
from dealer_app.engine.variants import VARIANTS, Structure
from dealer_app.messages import QT_TRANSLATE_NOOP, Refusal
from dealer_app.session.events import Event as Signal
from dealer_app.session.tournament import EventSession
from dealer_app.store import DisplayLog
from dealer_app.store.errors import JournalError

LATEST = 8  # eliminations and moves shown
ANNOUNCEMENT_LENGTH = 200


class DisplayRefusal(Refusal):
    """A display or remote request refused, carrying its message; nothing changed."""


@dataclass(frozen=True, slots=True)
class Stakes:
    """A level's game and stakes as the players read them (RULES 3, 10)."""

    game: str  # the catalogue's key
    game_name: str
    structure: str  # no-limit, pot-limit, limit
    stud: bool
    small_blind: int = 0
    big_blind: int = 0
    ante: int = 0
    big_blind_ante: bool = False
    small_bet: int = 0
    big_bet: int = 0
    bring_in: int = 0

    @classmethod
    def of(cls, level: Level) -> Stakes:
        variant = VARIANTS[level.game]
        return cls(
            level.game,
            variant.name,
            str(variant.structure),
            variant.is_stud,
            level.small_blind,
            level.big_blind,
            level.ante,
            level.big_blind_ante,
            level.small_bet,
            level.big_bet,
            level.bring_in,
        )

    @property
    def is_limit(self) -> bool:
        return self.structure == Structure.LIMIT or self.stud


@dataclass(frozen=True, slots=True)
class Elimination:
    player: str
    place: int
    place_to: int
    prize: int


@dataclass(frozen=True, slots=True)
class SeatCard:
    player: str
    table: int
    seat: int


@dataclass(frozen=True, slots=True)
class Move:
    player: str
    from_table: int
    from_seat: int
    to_table: int
    to_seat: int


@dataclass(frozen=True, slots=True)
class DisplayState:
    """Everything the display shows at one moment; chips and money are integers (money in
    the currency's smallest unit, ``prize_unit`` of them per whole unit)."""

    event: str
    started: bool = False
    over: bool = False
    running: bool = False
    on_break: bool = False
    level: int = 0  # the play level (during a break: the one before it)
    seconds_left: int = 0
    stakes: Stakes | None = None  # None before the start and during a break
    next_level: int = 0  # 0: none announced (the last level lasts)
    next_is_break: bool = False
    next_stakes: Stakes | None = None
    mixed: bool = False
    seconds_to_break: int | None = None
    break_colour_up: tuple[int, ...] = ()  # denominations raced off at this (or the next) break
    break_add_on: bool = False
    hand_for_hand: bool = False
    entries: int = 0
    players_left: int = 0
    average_stack: int = 0
    average_big_blinds_tenths: int = 0
    chips_in_play: int = 0
    prize_pool: int = 0
    prize_unit: int = 100
    prizes: tuple[int, ...] = ()
    eliminations: tuple[Elimination, ...] = ()
    seats: tuple[SeatCard, ...] = ()
    moves: tuple[Move, ...] = ()
    announcements: tuple[str, ...] = ()
    winner: str = ""
    results: tuple[Elimination, ...] = ()  # once the event is over: every place, 1st first
    extra: Mapping[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data.pop("extra")
        return data

    def find(self, name: str) -> list[SeatCard]:
        """The seats of the players whose name holds ``name`` (any case)."""
        wanted = name.strip().casefold()
        if not wanted:
            return []
        return [card for card in self.seats if wanted in card.player.casefold()]


def display_state(
    session: EventSession, at: int | None = None, announcements: tuple[str, ...] = ()
) -> DisplayState:
    """The display of ``session``'s event at ``at`` (default: the director's clock now)."""
    tournament = session.tournament
    setup = tournament.setup
    now = session.now() if at is None else at
    prizes = tournament.prizes()
    if not tournament.started:
        return DisplayState(
            event=setup.name,
            entries=len(tournament.entries),
            prize_pool=tournament.money_in,
            prize_unit=setup.prize_unit,
            prizes=prizes,
            mixed=setup.is_mixed,
            stakes=Stakes.of(setup.level(1)),
            next_level=1,
            announcements=announcements,
            over=tournament.cancelled,
        )
    reading = tournament.clock(now)
    figures = tournament.figures(now)
    levels = setup.levels
    on_break = reading.level.is_break
    following = levels[reading.index + 1] if reading.index + 1 < len(levels) else None
    next_number = 0 if following is None else reading.number + 1
    at_break = break_ahead(setup, reading)  # the engine's call: colour-up, add-on
    seats = tuple(
        sorted(
            (
                SeatCard(name, table, seat)
                for table in tournament.open_tables()
                for seat, name, _stack in tournament.seating(table)
                if name is not None
            ),
            key=lambda card: (card.player.casefold(), card.table),
        )
    )
    moves: list[Move] = []
    for happenings in reversed(tournament.log):
        for happening in reversed(happenings):
            if isinstance(happening, Moved):
                moves.append(
                    Move(
                        happening.player,
                        happening.from_table,
                        happening.from_seat,
                        happening.to_table,
                        happening.to_seat,
                    )
                )
            elif isinstance(happening, Seated) and happening.reason != "draw":
                moves.append(Move(happening.player, 0, 0, happening.table, happening.seat))
        if len(moves) >= LATEST:
            break
    eliminations = tuple(
        Elimination(name, place, place_to, prize)
        for name, place, place_to, prize in tournament.results()
        if not (tournament.ended and place == 1)
    )[:LATEST]
    winner = ""
    results: tuple[Elimination, ...] = ()
    over = tournament.ended or tournament.cancelled
    if tournament.ended:
        winner = next((name for name, place, _, _ in tournament.results() if place == 1), "")
        results = tuple(
            sorted(
                (Elimination(*row) for row in tournament.results()),
                key=lambda row: (row.place, row.player.casefold()),
            )
        )
    if over:  # nothing comes next: no level, no break (the results take their place)
        following, next_number, at_break = (
            None,
            0,
            dataclasses.replace(at_break, colour_up=(), add_on=False),
        )
    return DisplayState(
        event=setup.name,
        started=True,
        over=over,
        running=reading.running and not over,
        on_break=on_break,
        level=reading.number,
        seconds_left=reading.seconds_left,
        stakes=None if on_break else Stakes.of(reading.level),
        next_level=next_number,
        next_is_break=following is not None and following.is_break,
        next_stakes=Stakes.of(following) if following and not following.is_break else None,
        mixed=setup.is_mixed,
        seconds_to_break=None if over else reading.seconds_to_break,
        break_colour_up=at_break.colour_up,
        break_add_on=at_break.add_on,
        hand_for_hand=tournament.hand_for_hand,
        entries=figures.entries,
        players_left=figures.players_left,
        average_stack=figures.average_stack,
        average_big_blinds_tenths=figures.average_big_blinds_tenths,
        chips_in_play=figures.chips_in_play,
        prize_pool=figures.prize_pool,
        prize_unit=setup.prize_unit,
        prizes=prizes,
        eliminations=eliminations,
        seats=seats,
        moves=tuple(moves[:LATEST]),
        announcements=announcements,
        winner=winner,
        results=results,
    )


REMOTE_ACTIONS = ("pause", "resume", "add_time", "remove_time", "eliminate")


@dataclass(frozen=True, slots=True)
class RemoteDone:
    """A remote action applied: the director's action and what followed from it (the
    eliminations, moves and tables broken), which the remote says back to be read out."""

    event: Event
    happenings: tuple[Happening, ...]


def name_key(name: str) -> str:
    """A name as the remote compares it: whatever its case and spacing.

    >>> name_key("  anna   PETROVA ") == name_key("Anna Petrova") == name_key("annapetrova")
    True
    """
    import unicodedata

    return "".join(unicodedata.normalize("NFC", name).split()).casefold()


class Display:
    """The display of the director's open event: its state, announcements, remote actions."""

    def __init__(self, log: DisplayLog, session: EventSession | None = None) -> None:
        self.log = log
        self.session = session

    def state(self, at: int | None = None) -> DisplayState | None:
        if self.session is None:
            return None
        said = tuple(text for _, text in self.log.announcements(self.session.event_id))
        return display_state(self.session, at, said)

    def announce(self, text: str) -> None:
        """Journal an announcement; an empty or too long one is refused."""
        text = " ".join(text.split())
        if self.session is None:
            raise DisplayRefusal(QT_TRANSLATE_NOOP("Messages", "Open an event first."))
        if not text:
            raise DisplayRefusal(QT_TRANSLATE_NOOP("Messages", "An announcement needs some words."))
        if len(text) > ANNOUNCEMENT_LENGTH:
            raise DisplayRefusal(
                QT_TRANSLATE_NOOP("Messages", "An announcement holds at most {count} characters."),
                count=ANNOUNCEMENT_LENGTH,
            )
        self.log.announce(self.session.event_id, self.session.now(), text)

    def remote(self, request: Mapping[str, Any], peer: str) -> RemoteDone:
        """Apply one remote action (already past the PIN) through the session, journal first,
        and journal where it came from (refusals included); returns what was done. A refused
        action raises :class:`DisplayRefusal` (a journal that cannot write, its
        :class:`JournalError`)."""
        session = self.session
        if session is None:
            raise DisplayRefusal(QT_TRANSLATE_NOOP("Messages", "No event is open."))
        action = request.get("action")
        try:
            event = _remote_event(session, request)
        except DisplayRefusal as refusal:
            self._journal(peer, str(action), f"refused: {refusal}")
            raise
        try:
            happenings = session.act(event)
        except TournamentError as error:
            self._journal(peer, str(action), f"refused: {error}")
            raise DisplayRefusal(error.message) from None
        except JournalError as error:
            self._journal(peer, str(action), f"refused: {error}")
            raise
        self._journal(peer, _describe(event, request), "done")
        return RemoteDone(event, happenings)

    def _journal(self, peer: str, action: str, outcome: str) -> None:
        assert self.session is not None
        self.log.remote(self.session.event_id, self.session.now(), peer, action, outcome)


def _describe(event: Event, request: Mapping[str, Any]) -> str:
    action = str(request.get("action"))
    if action in ("add_time", "remove_time"):
        return f"{action} {request.get('minutes')} min"
    if action == "eliminate":
        return f"eliminate {', '.join(getattr(event, 'players', ()))}"
    return action


def _remote_event(session: EventSession, request: Mapping[str, Any]) -> Any:
    action = request.get("action")
    if action not in REMOTE_ACTIONS:
        raise DisplayRefusal(
            QT_TRANSLATE_NOOP(
                "Messages", "The remote knows pause, resume, add or remove time, eliminate."
            )
        )
    if action == "pause":
        return Pause()
    if action == "resume":
        return Resume()
    if action in ("add_time", "remove_time"):
        minutes = request.get("minutes")
        if isinstance(minutes, bool) or not isinstance(minutes, int) or not 1 <= minutes <= 60:
            raise DisplayRefusal(
                QT_TRANSLATE_NOOP("Messages", "Minutes are a whole number from 1 to 60.")
            )
        # More time left in the level means the play clock goes back.
        return AdjustClock(seconds=-60 * minutes if action == "add_time" else 60 * minutes)
    player = request.get("player")
    if not isinstance(player, str) or not player.strip():
        raise DisplayRefusal(QT_TRANSLATE_NOOP("Messages", "Name the eliminated player."))
    tournament = session.tournament
    wanted = name_key(player)
    playing = [name for table in tournament.open_tables() for name in tournament.players_at(table)]
    named = [name for name in playing if name_key(name) == wanted]
    if player.strip() in named:
        named = [player.strip()]
    if len(named) > 1:  # "Anna Petrova" and "anna petrova" both registered
        raise DisplayRefusal(
            QT_TRANSLATE_NOOP(
                "Messages", "Several players are named {player}: type the name exactly."
            ),
            player=" ".join(player.split()),
        )
    try:
        # The engine's call: his table, his name (the typed name when nobody matches).
        return bust_of(tournament, named[0] if named else " ".join(player.split()))
    except TournamentError as error:
        raise DisplayRefusal(error.message) from None


GameNames = Mapping[str, Mapping[str, str]]
"""Every game's name in each language, by its key: ``{"fr": {"nlhe": "Hold'em no-limit"}}``."""


def english_game_names() -> dict[str, dict[str, str]]:
    """The games' names in English, the catalogue's own (a feed with no translations).

    >>> english_game_names()["en"]["nlhe"]
    "No-limit hold'em"
    """
    return {"en": {key: variant.name for key, variant in VARIANTS.items()}}


def published(state: DisplayState, language: str, game_names: GameNames) -> dict[str, Any]:
    """The state as the players' page receives it: with the displays' language and every
    game's name in each language (the page names the games in the phone's language)."""
    return {**state.to_json(), "language": language, "game_names": game_names}


Page = Callable[[Mapping[str, Any] | None], None]
"""A page's publish: the state as JSON data, or None when no event is open (a web server's
``publish``, the room's)."""


class DisplayFeed:
    """The display of the event a session plays, pushed to whoever follows it.

    ``pages`` (:meth:`add_page`) receive the state as the page reads it (:func:`published`);
    :attr:`shown` tells the windows (a :class:`DisplayState`, or None). A change of the event
    (the session's ``changed``) sends the whole state; :meth:`tick`, at each second of the
    clock, sends the clock's figures alone (the whole state when a level or a break starts).
    ``later`` lets the host gather the changes of several actions into one push (the director's
    window redraws itself first): it is given the push to make; without it, the push is made at
    once.
    """

    def __init__(
        self,
        display: Display,
        *,
        later: Callable[[Callable[[], None]], None] | None = None,
        language: str = "en",
        game_names: GameNames | None = None,
    ) -> None:
        self.display = display
        self.language = language
        self.game_names: GameNames = game_names or english_game_names()
        self.shown = Signal()  # (state: DisplayState | None)
        self.state: DisplayState | None = None
        self._pages: list[Page] = []
        self._later = later
        self._followed: EventSession | None = None
        session, display.session = display.session, None
        self.follow(session)

    def follow(self, session: EventSession | None) -> None:
        """Show ``session``'s event from now on (None: no event is open)."""
        if session is self._followed and session is self.display.session:
            return
        if self._followed is not None:
            self._followed.changed.disconnect(self._on_changed)
        self._followed = session
        self.display.session = session
        if session is not None:
            session.changed.connect(self._on_changed)
        self.publish()

    def add_page(self, page: Page) -> None:
        """``page`` follows the display from now on; it gets the state at once."""
        self._pages.append(page)
        page(self._payload(self.state))

    def remove_page(self, page: Page) -> None:
        if page in self._pages:
            self._pages.remove(page)

    def announce(self, text: str) -> None:
        """Journal an announcement (:meth:`Display.announce`, refusals raised), then push it."""
        self.display.announce(text)
        self._soon()

    def publish(self) -> DisplayState | None:
        """Read the event now and send its whole state."""
        state = self.display.state()
        self._send(state)
        return state

    def tick(self) -> None:
        """The clock's second: its figures alone, when they moved; the whole state when the
        level, the break or the clock's running changed."""
        state, session = self.state, self.display.session
        if state is None or session is None or not state.started or state.over:
            return
        reading = session.tournament.clock(session.now())
        if (
            reading.number != state.level
            or reading.level.is_break != state.on_break
            or reading.running != state.running
            or (reading.seconds_to_break is None) != (state.seconds_to_break is None)
        ):
            self.publish()
            return
        if (reading.seconds_left, reading.seconds_to_break) == (
            state.seconds_left,
            state.seconds_to_break,
        ):
            return
        self._send(
            dataclasses.replace(
                state,
                seconds_left=reading.seconds_left,
                seconds_to_break=reading.seconds_to_break,
            )
        )

    def _on_changed(self, _change: object) -> None:
        self._soon()

    def _soon(self) -> None:
        if self._later is None:
            self.publish()
        else:
            self._later(self._push)

    def _push(self) -> None:
        self.publish()

    def _payload(self, state: DisplayState | None) -> dict[str, Any] | None:
        return None if state is None else published(state, self.language, self.game_names)

    def _send(self, state: DisplayState | None) -> None:
        self.state = state
        self.shown.emit(state)
        if self._pages:
            payload = self._payload(state)
            for page in list(self._pages):
                page(payload)
