"""What the players' display shows, derived from an event's session and the clock (Qt-free).

:func:`display_state` reads an :class:`EventSession` at a moment and returns a
:class:`DisplayState`: plain data that the full-screen window draws and the web page receives
as JSON. :class:`Display` adds the director's announcements and the remote's actions, both in
the display's own journal (:class:`DisplayLog`), journal first.

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

from collections.abc import Mapping
from dataclasses import asdict, dataclass, field
from typing import Any

from dealer_app.engine.tournament import (
    AdjustClock,
    Bust,
    Level,
    Moved,
    Pause,
    Resume,
    Seated,
    TournamentError,
)
from dealer_app.engine.variants import VARIANTS, Structure
from dealer_app.messages import QT_TRANSLATE_NOOP, Refusal
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
    # The break this countdown leads to (or the one running): after play level `before`.
    before = reading.number
    add_on = setup.add_on
    colour_up: tuple[int, ...] = setup.chips.leaving_after(before)
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
    if tournament.ended:
        winner = next((name for name, place, _, _ in tournament.results() if place == 1), "")
    return DisplayState(
        event=setup.name,
        started=True,
        over=tournament.ended or tournament.cancelled,
        running=reading.running,
        on_break=on_break,
        level=reading.number,
        seconds_left=reading.seconds_left,
        stakes=None if on_break else Stakes.of(reading.level),
        next_level=next_number,
        next_is_break=following is not None and following.is_break,
        next_stakes=Stakes.of(following) if following and not following.is_break else None,
        mixed=setup.is_mixed,
        seconds_to_break=reading.seconds_to_break,
        break_colour_up=colour_up if (on_break or reading.seconds_to_break is not None) else (),
        break_add_on=add_on is not None and add_on.level == before,
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
    )


REMOTE_ACTIONS = ("pause", "resume", "add_time", "remove_time", "eliminate")


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

    def remote(self, request: Mapping[str, Any], peer: str) -> str:
        """Apply one remote action (already past the PIN) through the session, journal first,
        and journal where it came from (refusals included); returns the outcome. A refused
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
            session.act(event)
        except TournamentError as error:
            self._journal(peer, str(action), f"refused: {error}")
            raise DisplayRefusal(error.message) from None
        except JournalError as error:
            self._journal(peer, str(action), f"refused: {error}")
            raise
        outcome = "done"
        self._journal(peer, _describe(request), outcome)
        return outcome

    def _journal(self, peer: str, action: str, outcome: str) -> None:
        assert self.session is not None
        self.log.remote(self.session.event_id, self.session.now(), peer, action, outcome)


def _describe(request: Mapping[str, Any]) -> str:
    action = str(request.get("action"))
    if action in ("add_time", "remove_time"):
        return f"{action} {request.get('minutes')} min"
    if action == "eliminate":
        return f"eliminate {request.get('player')}"
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
    try:
        entry = session.tournament.entry_of(player.strip())
    except TournamentError as error:
        raise DisplayRefusal(error.message) from None
    return Bust(table=entry.table, players=(entry.name,))
