"""The tournament across tables: its set-up plus its list of events, every figure replayed.

:class:`Tournament` applies the director's events one at a time: each is checked first (a
refusal is a :class:`TournamentError` and changes nothing), then applied, by the pair of
methods its kind has in the tables ``_VERIFY`` and ``_DO`` (``_verify_bust``, ``_do_bust``);
what follows from it (seats drawn, players moved, tables broken, places and prizes, levels) is
returned as happenings. Undo replays every event but the last. The random draws come from the set-up's
seed, so a replay decides exactly the same seats (RULES 11; TDA 7-11, 23, 24; RP-8, RP-9).

>>> from dealer_app.engine.tournament.setup import Setup, structure_named
>>> setup = Setup.of("Demo", structure_named("turbo"), seats_per_table=9, tables=3,
...                   max_field=27, seed=7)
>>> event = Tournament(setup)
>>> for number in range(1, 21):
...     _ = event.apply(Register(player=f"P{number}"))
>>> _ = event.apply(Start())
>>> sorted(event.table_counts().values())
[6, 7, 7]
>>> moved = event.apply(Bust(table=1, players=tuple(event.players_at(1)[:2])))
>>> sorted(event.table_counts().values()), event.players_left
([9, 9], 18)
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from dealer_app.engine.cards import Card, parse_known_cards
from dealer_app.engine.errors import IllegalAction
from dealer_app.engine.stakes import level_number
from dealer_app.engine.tournament.chip_race import RaceResult, race
from dealer_app.engine.tournament.events import (
    AddOnTaken,
    AdjustClock,
    BountyWon,
    Bubble,
    Bust,
    Busted,
    ButtonAt,
    Cancelled,
    ChipCount,
    ChipRace,
    CloseTable,
    Deal,
    DealMade,
    Ended,
    EntryPaid,
    Event,
    GoToLevel,
    HandDone,
    HandForHand,
    HandForHandDone,
    HandForHandEnded,
    HandPlayed,
    Happening,
    LevelStarted,
    MarkPaid,
    Moved,
    MoveDone,
    MovePlayer,
    OpenTable,
    Pause,
    Raced,
    Rebuy,
    Register,
    ReserveSeat,
    Resume,
    Seated,
    SeatReserved,
    Start,
    SwapSeats,
    TableBroken,
    TableOpened,
    Unregister,
)
from dealer_app.engine.tournament.payouts import payouts, split_tie
from dealer_app.engine.tournament.setup import Level, Setup, TournamentError
from dealer_app.messages import QT_TRANSLATE_NOOP, Amount

# An event kind's pair, keyed by its type in Tournament._VERIFY and Tournament._DO (each
# method takes its own event type: the tables hold them as taking any event).
_Verify = Callable[["Tournament", Any, int], None]
_Do = Callable[["Tournament", Any, int, list[Happening]], None]


class Entry:
    """One bought stack: a player's entry, or his re-entry (``number`` 2, 3...)."""

    __slots__ = (
        "add_on",
        "bounty",
        "group",
        "id",
        "name",
        "number",
        "out",
        "owed",
        "paid",
        "rebuys",
        "seat",
        "stack",
        "table",
        "won",
    )

    def __init__(self, entry_id: int, name: str, number: int, paid: bool) -> None:
        self.id = entry_id
        self.name = name
        self.number = number
        self.paid = paid
        self.owed = 0  # what he has taken unpaid (entries, rebuys, add-ons)
        self.table = 0
        self.seat = 0
        self.stack: int | None = None
        self.out = False
        self.group = -1  # index of the bust group (its place) once out
        self.rebuys = 0
        self.add_on = False
        self.bounty = 0  # on his head
        self.won = 0  # bounties he has won


class TableSeats:
    """One table: who sits where (seat 1 first), the button of the next hand, the seat of the
    last big blind (0 before the first hand the table reports) and when each seat opened."""

    __slots__ = (
        "big_blind",
        "button",
        "count",
        "held",
        "number",
        "opened",
        "played_hand_for_hand",
        "reserved",
        "seats",
    )

    def __init__(self, number: int, size: int) -> None:
        self.number = number
        self.seats: list[Entry | None] = [None] * size
        self.count = 0
        self.button = 1
        self.big_blind = 0
        self.opened: dict[int, int] = {}  # seat: the order in which it was left (stud balancing)
        self.played_hand_for_hand = False
        self.reserved: set[int] = set()  # kept free for a player who needs them (TDA 9)
        # Run from its tables: seats whose players the event moved away and who have not
        # left yet (their giving dealer has not confirmed): nobody else is given them.
        self.held: set[int] = set()

    def occupied(self) -> list[int]:
        return [i + 1 for i, entry in enumerate(self.seats) if entry is not None]

    def open_seats(self) -> list[int]:
        """The empty seats the draws and balancing may give (reserved ones apart)."""
        return [
            i + 1
            for i, entry in enumerate(self.seats)
            if entry is None and i + 1 not in self.reserved and i + 1 not in self.held
        ]

    def after(self, seat: int, occupied: Sequence[int]) -> list[int]:
        """``occupied`` seats clockwise, starting after ``seat``."""
        later = [s for s in occupied if s > seat]
        return later + [s for s in occupied if s <= seat]

    def big_blind_next(self) -> int:
        """The seat that posts the big blind in the next hand. Dead button (TDA 32, RULES 4):
        the next player left of the last big blind, whoever busted or left; before the
        table's first hand, the second player left of the button."""
        occupied = self.occupied()
        if self.big_blind and occupied:
            return self.after(self.big_blind, occupied)[0]
        if len(occupied) == 2:  # heads-up: the button posts the small blind
            return next(s for s in occupied if s != self._next_button(occupied))
        order = self.after(self.button, occupied)
        return order[1] if len(order) > 1 else order[0]

    def small_blind_next(self) -> int:
        """The seat of the next hand's small blind, maybe an empty one (a dead small blind):
        the last big blind's seat; heads-up, the button."""
        occupied = self.occupied()
        big_blind = self.big_blind_next()
        if len(occupied) == 2:
            return next(s for s in occupied if s != big_blind)
        if self.big_blind:
            return self.big_blind
        return self.after(self.button, occupied)[0]

    def _next_button(self, occupied: Sequence[int]) -> int:
        return self.button if self.button in occupied else self.after(self.button, occupied)[0]


@dataclass(frozen=True, slots=True)
class BustGroup:
    """Players who finish together: ``size`` places after ``before`` entries already out.
    ``entries`` share the places when ``tied`` (else there is one of them)."""

    entries: tuple[Entry, ...]
    before: int
    tables: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class ClockReading:
    """The event's clock at a moment: the level (or break), its seconds left."""

    index: int  # in setup.levels (breaks included)
    number: int  # the play level (during a break: the one before it)
    level: Level
    seconds_left: int
    seconds_to_break: int | None
    running: bool


@dataclass(frozen=True, slots=True)
class Figures:
    """What the director shows: the field, the chips, the money, the clock."""

    entries: int
    players_left: int
    tables: int
    chips_in_play: int
    average_stack: int
    average_big_blinds_tenths: int
    prize_pool: int
    house: int
    paid_places: int
    next_place: int
    next_prize: int
    level_number: int
    seconds_left: int
    seconds_to_break: int | None
    owed: int


class Tournament:
    """An event: its set-up, its events so far, and everything derived from them."""

    def __init__(self, setup: Setup, events: Iterable[Event] = ()) -> None:
        self.setup = setup
        self.events: list[Event] = []
        self.log: list[tuple[Happening, ...]] = []
        self._random = random.Random(setup.seed)
        self.entries: list[Entry] = []
        self._alive: dict[str, Entry] = {}
        self._by_name: dict[str, list[Entry]] = {}
        self.tables: dict[int, TableSeats] = {}
        self._break_rank = {table: i for i, table in enumerate(setup.breaking_order)}
        self.groups: list[BustGroup] = []
        self._out = 0
        self._pending: list[tuple[Entry, int, int]] = []  # hand-for-hand busts: entry, table, stack
        self.started_at: int | None = None
        self.started = False
        self.cancelled = False
        self.ended = False
        self.final_table: int | None = None
        self.hand_for_hand = False
        self._paused_since: int | None = None
        self._paused_total = 0
        self._adjusted = 0
        self._extended: dict[int, int] = {}  # seconds the director gave a level (its index)
        self._last_at = 0
        self._left_seats = 0  # seats left so far (the order in which seats opened)
        self._bubble_said = False
        self._late_open = True
        self._dealt: dict[int, int] = {}  # entry id: the amount the deal gave him
        self._level_number = 0
        self.chips_total = 0
        self.money_in = 0  # to the prize pool: buy-ins without fees, rebuys, add-ons
        self.bounty_pool = 0  # the bounties of every entry
        self.house = 0
        self.owed = 0
        self._prizes: tuple[tuple[int, int], tuple[int, ...]] | None = None
        self._raced: set[tuple[int, int]] = set()
        self._mixed = setup.is_mixed
        self._stud_only = all(level.is_stud for level in setup.play_levels)
        # An event run from its tables: the moves their giving dealers have not confirmed yet
        # (the player, still at his old seat, is seated at the new one in the map).
        self.moving: dict[str, Moved] = {}
        for event in events:
            self.apply(event)

    # --- the event list ---------------------------------------------------------------

    def apply(self, event: Event) -> tuple[Happening, ...]:
        """Check ``event``, apply it, record it; returns what follows from it."""
        verify, do = self._handlers(event)
        at = max(event.at, self._last_at)
        if self.ended or self.cancelled:
            raise TournamentError(QT_TRANSLATE_NOOP("Messages", "The event is over."))
        happenings: list[Happening] = []
        verify(self, event, at)
        self._last_at = at
        if self.started:
            self._note_level(at, happenings)
        do(self, event, at, happenings)
        if isinstance(event, Start) and not self.cancelled:
            self._note_level(at, happenings)
        if self.started and self._late_open and not self._registration_open(at):
            self._late_open = False  # the tables kept for late entries may break now
            if not (self.ended or self.cancelled or self._pending) and len(self._alive) > 1:
                self._break_tables(happenings)
                self._balance(happenings)
        if (
            self.started
            and not (self.ended or self.cancelled or self._pending)
            and len(self._alive) == 1
            and not self._registration_open(at)
        ):
            self._end(happenings)  # registration closed on the last player standing
        if self.setup.from_tables:
            self._note_moves(happenings)
        self.events.append(event)
        result = tuple(happenings)
        self.log.append(result)
        return result

    def _note_moves(self, happenings: Sequence[Happening]) -> None:
        """Keep each move until the giving table confirms it (a player moved twice before
        that still sits at the first table); one out of the event moves no more."""
        for happening in happenings:
            if isinstance(happening, Moved):
                earlier = self.moving.get(happening.player)
                if earlier is not None:
                    happening = Moved(
                        happening.player,
                        earlier.from_table,
                        earlier.from_seat,
                        happening.to_table,
                        happening.to_seat,
                        happening.reason,
                        happening.big_blind,
                    )
                self.moving[happening.player] = happening
                giving = self.tables.get(happening.from_table)
                if giving is not None and happening.from_table != happening.to_table:
                    giving.held.add(happening.from_seat)  # he sits there until he leaves
            elif isinstance(happening, Busted):
                self._moved(happening.player)
        for name in [name for name in self.moving if name not in self._alive]:
            self._moved(name)

    def _moved(self, player: str) -> None:
        """``player``'s move is over (carried out, or he is out): his old seat is free."""
        move = self.moving.pop(player, None)
        if move is not None and move.from_table in self.tables:
            self.tables[move.from_table].held.discard(move.from_seat)

    def at_table(self, table: int) -> list[Entry]:
        """Who plays the next hand at ``table``: its seated players, seat 1 first; in an event
        run from its tables, without those who have not arrived yet and with those still to
        leave it (their moves unconfirmed), these last in the order of their old seats."""
        if table not in self.tables and self.moves_from(table):
            seats: list[Entry | None] = []  # broken: only those still to leave it
        else:
            seats = self._table(table).seats
        if not self.moving:
            return [entry for entry in seats if entry is not None]
        here = [
            entry
            for entry in seats
            if entry is not None
            and (entry.name not in self.moving or self.moving[entry.name].from_table == table)
        ]
        leaving = sorted(
            (move.from_seat, name)
            for name, move in self.moving.items()
            if move.from_table == table and move.to_table != table
        )
        return here + [self._alive[name] for _, name in leaving]

    def moves_from(self, table: int) -> list[Moved]:
        """The moves ``table``'s dealer has still to carry out, in the order they were made."""
        return [move for move in self.moving.values() if move.from_table == table]

    def can(self, event: Event) -> bool:
        """Whether ``event`` would be accepted now."""
        try:
            self.verify(event)
        except IllegalAction:
            return False
        return True

    def verify(self, event: Event) -> None:
        """Raise the refusal ``event`` would get now; changes nothing."""
        verify, _ = self._handlers(event)
        if self.ended or self.cancelled:
            raise TournamentError(QT_TRANSLATE_NOOP("Messages", "The event is over."))
        verify(self, event, max(event.at, self._last_at))

    def _handlers(self, event: Event) -> tuple[_Verify, _Do]:
        """The event's pair (the hand's habit): ``_verify_x`` raises the refusal with its
        sentence and changes nothing; ``_do_x`` applies an event verified just before."""
        try:
            return self._VERIFY[type(event)], self._DO[type(event)]
        except KeyError:
            raise TournamentError(
                QT_TRANSLATE_NOOP("Messages", "Unknown event: {kind}."), kind=event.kind
            ) from None

    def undo(self) -> Tournament:
        """The event without its last director's action (replayed from the set-up)."""
        if not self.events:
            raise TournamentError(QT_TRANSLATE_NOOP("Messages", "There is nothing to undo."))
        return Tournament(self.setup, self.events[:-1])

    # --- the clock --------------------------------------------------------------------

    def play_seconds(self, at: int) -> int:
        """Seconds of play at ``at``: time since the start, without pauses, with the clock's
        corrections and the hand-for-hand hands' deductions."""
        if self.started_at is None:
            return 0
        paused = self._paused_total
        if self._paused_since is not None:
            paused += max(0, at - self._paused_since)
        return max(0, at - self.started_at - paused + self._adjusted)

    def clock(self, at: int | None = None) -> ClockReading:
        """The level and the seconds left in it at ``at`` (default: the last event's time)."""
        seconds = self.play_seconds(self._last_at if at is None else max(at, self._last_at))
        end = 0
        levels = self.setup.levels
        index = len(levels) - 1
        for i in range(len(levels)):
            end += self._length(i)
            if seconds < end:
                index = i
                break
        else:
            end = seconds  # past the last level: it lasts
        left = end - seconds
        to_break: int | None = None
        if not levels[index].is_break:
            total = end
            for later, level in enumerate(levels[index + 1 :], start=index + 1):
                if level.is_break:
                    to_break = total - seconds
                    break
                total += self._length(later)
        # Breaks are not levels (engine.stakes); an opening break reads as level 1.
        number = max(1, level_number(levels, index))
        return ClockReading(
            index, number, levels[index], left, to_break, self._paused_since is None
        )

    def _length(self, index: int) -> int:
        """Seconds of level ``index`` (breaks included): its minutes and the time added."""
        return self.setup.levels[index].minutes * 60 + self._extended.get(index, 0)

    def level_start(self, number: int) -> int:
        """Seconds of play at which play level ``number`` starts."""
        played = 0
        start = 0
        for index, level in enumerate(self.setup.levels):
            if not level.is_break:
                played += 1
                if played == number:
                    return start
            start += self._length(index)
        return start

    def _note_level(self, at: int, happenings: list[Happening]) -> None:
        reading = self.clock(at)
        if not reading.level.is_break and reading.number != self._level_number:
            self._level_number = reading.number
            happenings.append(LevelStarted(reading.number, reading.level))

    def current_level(self, at: int | None = None) -> tuple[int, Level]:
        """The play level in force (during a break, the level before it)."""
        number = self.clock(at).number
        return number, self.setup.level(number)

    def _registration_open(self, at: int) -> bool:
        if not self.started:
            return True
        reading = self.clock(at)
        late = self.setup.late_registration_level
        return reading.number <= late and not (reading.level.is_break and reading.number == late)

    # --- questions ----------------------------------------------------------------------

    @property
    def players_left(self) -> int:
        return len(self._alive)

    @property
    def start_cancels(self) -> bool:
        """Starting now would cancel the event and refund every entry: it has not started
        and has fewer entries than the minimum field (RULES 11)."""
        return not self.started and len(self.entries) < self.setup.min_field

    def entry_of(self, player: str) -> Entry:
        entry = self._alive.get(player)
        if entry is None:
            raise TournamentError(
                QT_TRANSLATE_NOOP("Messages", "{player} is not playing in the event."),
                player=player,
            )
        return entry

    @property
    def reserved(self) -> set[tuple[int, int]]:
        """The seats kept free: (table, seat)."""
        return {(n, seat) for n, table in self.tables.items() for seat in table.reserved}

    def bounties_won(self) -> dict[str, int]:
        """What each player has won in bounties (his entries together), only those who won."""
        won: dict[str, int] = {}
        for entry in self.entries:
            if entry.won:
                won[entry.name] = won.get(entry.name, 0) + entry.won
        return won

    def owes(self, player: str) -> int:
        """What ``player`` has taken unpaid, all his entries together."""
        return sum(entry.owed for entry in self._by_name.get(player.strip(), ()))

    def open_tables(self) -> list[int]:
        return sorted(self.tables)

    def table_counts(self) -> dict[int, int]:
        return {number: table.count for number, table in self.tables.items()}

    def players_at(self, table: int) -> list[str]:
        """The names at ``table``, seat 1 first."""
        seats = self._table(table).seats
        return [entry.name for entry in seats if entry is not None]

    def seating(self, table: int) -> list[tuple[int, str | None, int | None]]:
        """Every seat of ``table``: (seat, player or None, stack if known)."""
        return [
            (i + 1, entry.name if entry else None, entry.stack if entry else None)
            for i, entry in enumerate(self._table(table).seats)
        ]

    def prizes(self) -> tuple[int, ...]:
        """The prize of each paid place (place 1 first), summing exactly to the pool."""
        key = (self.money_in, len(self.entries))
        if self._prizes is None or self._prizes[0] != key:
            shares = self.setup.payouts.shares(len(self.entries))
            amounts = payouts(self.money_in, shares, unit=self.setup.prize_unit)
            self._prizes = (key, amounts)
        return self._prizes[1]

    def place_of(self, group: BustGroup) -> tuple[int, int]:
        """The places a bust group covers, best first: (place, place_to)."""
        low = len(self.entries) - group.before
        return low - len(group.entries) + 1, low

    def group_prizes(self, group: BustGroup) -> tuple[int, ...]:
        """Each of the group's players' prize (shared places split equally)."""
        if len(group.entries) == 1 and group.entries[0].id in self._dealt:
            return (self._dealt[group.entries[0].id],)
        high, low = self.place_of(group)
        prizes = self.prizes()
        covered = [
            prizes[place - 1] if place <= len(prizes) else 0 for place in range(high, low + 1)
        ]
        if len(group.entries) == 1:
            return (covered[0],)
        return split_tie(covered, len(group.entries), unit=self.setup.prize_unit)

    def results(self) -> list[tuple[str, int, int, int]]:
        """Every finished entry: (player, place, place_to, prize), best place first."""
        rows: list[tuple[str, int, int, int]] = []
        for group in reversed(self.groups):
            high, low = self.place_of(group)
            for entry, prize in zip(group.entries, self.group_prizes(group), strict=True):
                rows.append((entry.name, high, low, prize))
        return rows

    def _busted(self, group: BustGroup) -> list[Happening]:
        high, low = self.place_of(group)
        return [
            Busted(entry.name, table, high, low, prize)
            for entry, table, prize in zip(
                group.entries, group.tables, self.group_prizes(group), strict=True
            )
        ]

    def figures(self, at: int | None = None) -> Figures:
        reading = self.clock(at)
        level = self.setup.level(reading.number)
        left = self.players_left
        average = self.chips_total // left if left else 0
        big_blind = level.big_blind or level.small_bet or 1
        prizes = self.prizes()
        next_place = left if self.started else len(self.entries)
        return Figures(
            entries=len(self.entries),
            players_left=left,
            tables=len(self.tables),
            chips_in_play=self.chips_total,
            average_stack=average,
            average_big_blinds_tenths=average * 10 // big_blind,
            prize_pool=self.money_in,
            house=self.house,
            paid_places=len(prizes),
            next_place=next_place,
            next_prize=prizes[next_place - 1] if 0 < next_place <= len(prizes) else 0,
            level_number=reading.number,
            seconds_left=reading.seconds_left,
            seconds_to_break=reading.seconds_to_break,
            owed=self.owed,
        )

    def deal_stacks(self) -> dict[str, int | None]:
        """The players left and their stacks where known (the deal calculator's input)."""
        return {entry.name: entry.stack for entry in self._alive.values()}

    # --- registration -------------------------------------------------------------------

    def _verify_register(self, event: Register, at: int) -> None:
        name = event.player.strip()
        if not name:
            raise TournamentError(QT_TRANSLATE_NOOP("Messages", "A player needs a name."))
        if name in self._alive or (not self.started and name in self._by_name):
            raise TournamentError(
                QT_TRANSLATE_NOOP("Messages", "{player} is already in the event."), player=name
            )
        if len(self.entries) >= self.setup.max_field:
            raise TournamentError(
                QT_TRANSLATE_NOOP("Messages", "The field is full: {maximum} entries."),
                maximum=self.setup.max_field,
            )
        if not self._registration_open(at):
            raise TournamentError(
                QT_TRANSLATE_NOOP("Messages", "Registration closed with level {level}."),
                level=self.setup.late_registration_level,
            )
        used = len(self._by_name.get(name, ()))
        if used and used > self.setup.re_entries:
            raise TournamentError(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "{player} has used the {count} re-entries allowed.",
                    "{player} has used the {count} re-entry allowed.",
                    1,
                ),
                one="{player} has used the {count} re-entry allowed.",
                player=name,
                count=self.setup.re_entries,
            )

    def _do_register(self, event: Register, at: int, out: list[Happening]) -> None:
        name = event.player.strip()
        entries = self._by_name.setdefault(name, [])
        entry = Entry(len(self.entries), name, len(entries) + 1, event.paid)
        entries.append(entry)
        self.entries.append(entry)
        self._alive[name] = entry
        self._pay(self.setup.buy_in, event.paid, fee=self.setup.fee, bounty=self.setup.bounty)
        entry.bounty = self.setup.bounty
        if not event.paid:
            entry.owed += self.setup.buy_in
        if self.started:
            entry.stack = self.setup.starting_stack
            self.chips_total += self.setup.starting_stack
            self._seat_late(entry, out)

    def _pay(self, price: int, paid: bool, *, fee: int = 0, bounty: int = 0) -> None:
        self.money_in += price - fee - bounty
        self.bounty_pool += bounty
        self.house += fee
        if not paid:
            self.owed += price

    def _verify_unregister(self, event: Unregister, at: int) -> None:
        if self.started:
            raise TournamentError(
                QT_TRANSLATE_NOOP("Messages", "Entries are withdrawn before the start only.")
            )
        self.entry_of(event.player)

    def _do_unregister(self, event: Unregister, at: int, out: list[Happening]) -> None:
        entry = self._alive.pop(event.player)
        self.entries.remove(entry)
        for i, other in enumerate(self.entries):
            other.id = i
        del self._by_name[event.player]
        self.money_in -= self.setup.prize_per_entry
        self.bounty_pool -= self.setup.bounty
        self.house -= self.setup.fee
        self.owed -= entry.owed

    def _verify_rebuy(self, event: Rebuy, at: int) -> None:
        rule = self.setup.rebuys
        entry = self.entry_of(event.player)
        if rule is None:
            raise TournamentError(QT_TRANSLATE_NOOP("Messages", "This event has no rebuys."))
        if not self.started or self.clock(at).number > rule.until_level:
            raise TournamentError(
                QT_TRANSLATE_NOOP(
                    "Messages", "Rebuys are open from the start to the end of level {level}."
                ),
                level=rule.until_level,
            )
        if entry.stack is not None and entry.stack > rule.max_stack:
            raise TournamentError(
                QT_TRANSLATE_NOOP(
                    "Messages", "{player} has {stack} chips: a rebuy needs {most} or fewer."
                ),
                player=entry.name,
                stack=Amount(entry.stack),
                most=Amount(rule.max_stack),
            )

    def _do_rebuy(self, event: Rebuy, at: int, out: list[Happening]) -> None:
        rule = self.setup.rebuys
        assert rule is not None
        entry = self._alive[event.player]
        entry.rebuys += 1
        if entry.stack is not None:
            entry.stack += rule.chips
        self.chips_total += rule.chips
        self._pay(rule.price, event.paid)
        if not event.paid:
            entry.owed += rule.price

    def _verify_add_on(self, event: AddOnTaken, at: int) -> None:
        rule = self.setup.add_on
        entry = self.entry_of(event.player)
        if rule is None:
            raise TournamentError(QT_TRANSLATE_NOOP("Messages", "This event has no add-on."))
        if not self.started or self.clock(at).number != rule.level:
            raise TournamentError(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "The add-on is taken during level {level} or the break after it.",
                ),
                level=rule.level,
            )
        if entry.add_on:
            raise TournamentError(
                QT_TRANSLATE_NOOP("Messages", "{player} has taken the add-on already."),
                player=entry.name,
            )

    def _do_add_on(self, event: AddOnTaken, at: int, out: list[Happening]) -> None:
        rule = self.setup.add_on
        assert rule is not None
        entry = self._alive[event.player]
        entry.add_on = True
        if entry.stack is not None:
            entry.stack += rule.chips
        self.chips_total += rule.chips
        self._pay(rule.price, event.paid)
        if not event.paid:
            entry.owed += rule.price

    # --- the start and the seat draw ------------------------------------------------------

    def _verify_start(self, event: Start, at: int) -> None:
        if self.started:
            raise TournamentError(QT_TRANSLATE_NOOP("Messages", "The event has started already."))

    def _do_start(self, event: Start, at: int, out: list[Happening]) -> None:
        cancels = self.start_cancels
        self.started = True
        self.started_at = at
        if cancels:
            # RULES 11: below the minimum at the start, cancelled and every entry refunded.
            self.cancelled = True
            out.append(
                Cancelled(
                    tuple(
                        (entry.name, self.setup.buy_in if entry.paid else 0)
                        for entry in self.entries
                    )
                )
            )
            return
        seats = self.setup.seats_per_table
        count = len(self.entries)
        table_count = -(-count // seats)
        numbers = list(reversed(self.setup.breaking_order))[:table_count]
        cards: list[tuple[int, int]] = []
        for i, number in enumerate(numbers):
            players_here = count // table_count + (1 if i < count % table_count else 0)
            self.tables[number] = TableSeats(number, seats)
            cards += [
                (number, seat) for seat in self._random.sample(range(1, seats + 1), players_here)
            ]
        self._random.shuffle(cards)
        for entry, (number, seat) in zip(self.entries, cards, strict=True):
            entry.stack = self.setup.starting_stack
            self.chips_total += self.setup.starting_stack
            self._sit(entry, number, seat)
            out.append(Seated(entry.name, number, seat, entry.stack, "draw"))
        for table in self.tables.values():
            table.button = self._random.choice(table.occupied())  # the high card draw

    def _sit(self, entry: Entry, table: int, seat: int) -> None:
        seats = self.tables[table]
        seats.seats[seat - 1] = entry
        seats.count += 1
        seats.reserved.discard(seat)
        seats.held.discard(seat)
        entry.table, entry.seat = table, seat

    def _stand(self, entry: Entry) -> None:
        seats = self.tables[entry.table]
        seats.seats[entry.seat - 1] = None
        seats.count -= 1
        self._left_seats += 1
        seats.opened[entry.seat] = self._left_seats

    def _seat_late(self, entry: Entry, out: list[Happening]) -> None:
        """A late entry or re-entry draws from the open seats of the shortest tables; when
        every table is full, the next table opens and balancing fills it."""
        reason = "re-entry" if entry.number > 1 else "late"
        roomy = [t for t in self.tables.values() if t.open_seats()]
        if roomy:
            fewest = min(t.count for t in roomy)
            pool = [(t.number, s) for t in roomy if t.count == fewest for s in t.open_seats()]
            number, seat = self._random.choice(pool)
            table = self.tables[number]
            occupied = table.occupied()
            dealt_in = True
            if occupied:
                small_blind = table.small_blind_next()
                # Between the button and the small blind: waits for the button to pass.
                dealt_in = not _strictly_between(seat, table.button, small_blind, len(table.seats))
            self._sit(entry, number, seat)
            out.append(Seated(entry.name, number, seat, entry.stack or 0, reason, dealt_in))
            return
        spare = [n for n in reversed(self.setup.breaking_order) if n not in self.tables]
        if not spare:
            raise TournamentError(
                QT_TRANSLATE_NOOP("Messages", "Every seat of every table is taken.")
            )
        number = spare[0]
        self.tables[number] = TableSeats(number, self.setup.seats_per_table)
        seat = self._random.randint(1, self.setup.seats_per_table)
        self._sit(entry, number, seat)
        self.tables[number].button = seat
        out.append(Seated(entry.name, number, seat, entry.stack or 0, reason))
        self._balance(out)

    # --- hands and eliminations -------------------------------------------------------------

    def _table(self, number: int) -> TableSeats:
        table = self.tables.get(number)
        if table is None:
            raise TournamentError(
                QT_TRANSLATE_NOOP("Messages", "There is no table {table} in play."), table=number
            )
        return table

    def _check_playing(self, number: int) -> TableSeats:
        if not self.started:
            raise TournamentError(QT_TRANSLATE_NOOP("Messages", "The event has not started."))
        table = self._table(number)
        if self.hand_for_hand and table.played_hand_for_hand:
            raise TournamentError(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "Table {table} has played its hand-for-hand hand: it waits for the others.",
                ),
                table=number,
            )
        return table

    def _verify_hand(self, event: HandPlayed, at: int) -> None:
        if self._last_hand_of_broken(event.table):
            if event.stacks is not None:
                self._check_stacks(event.table, event.stacks, conserve=True)
            return
        table = self._check_playing(event.table)
        if event.stacks is not None:
            self._check_stacks(event.table, event.stacks, conserve=True)
        for seat in (event.button, event.small_blind, event.big_blind):
            if not 0 <= seat <= len(table.seats):
                raise TournamentError(
                    QT_TRANSLATE_NOOP("Messages", "Table {table} has no seat {seat}."),
                    table=event.table,
                    seat=seat,
                )

    def _last_hand_of_broken(self, table: int) -> bool:
        """A table run from the room, broken while it dealt its last hand: its players are
        still there (their moves unconfirmed) and its report of that hand counts."""
        return self.setup.from_tables and table not in self.tables and bool(self.moves_from(table))

    def _do_hand(self, event: HandPlayed, at: int, out: list[Happening]) -> None:
        if self._last_hand_of_broken(event.table):
            self._do_broken_hand(event, out)
            return
        table = self.tables[event.table]
        occupied = table.occupied()
        # A table reporting its own hands says where the button and the blinds were.
        button = event.button or table._next_button(occupied)
        big_blind = event.big_blind or table.big_blind_next()
        players = self.at_table(event.table)
        busts: list[tuple[Entry, int]] = []
        before: dict[str, int | None] = {}
        if event.stacks is not None:
            for entry in players:
                start = before[entry.name] = entry.stack
                entry.stack = event.stacks[entry.name]
                if entry.stack == 0:
                    busts.append((entry, start if start is not None else 0))
        out.append(HandDone(event.table, button, big_blind, event.stacks))
        if not (self._mixed and self.current_level(at)[1].is_stud):
            # The button moves; in a mixed event it stays frozen during stud (RULES 11). Dead
            # button (TDA 32): it goes where this hand's small blind was, even an empty seat.
            out_seats = {entry.seat for entry, _ in busts if entry.table == event.table}
            remaining = [seat for seat in occupied if seat not in out_seats]
            small_blind = event.small_blind or table.small_blind_next()
            table.big_blind = big_blind
            if len(remaining) == 2:  # heads-up next: the button posts the small blind
                next_big = table.after(big_blind, remaining)[0]
                table.button = next(seat for seat in remaining if seat != next_big)
            else:
                table.button = small_blind
            if self.moving and event.big_blind:
                self._reselect_movers(table, {entry.name for entry, _ in busts}, out)
        if self.hand_for_hand:
            table.played_hand_for_hand = True
        if busts and self.setup.bounty and event.stacks is not None:
            # The bounties go to the player who won the most chips in the hand.
            gains = {
                entry.name: event.stacks[entry.name] - (before.get(entry.name) or 0)
                for entry in players
                if entry.stack
            }
            if gains:
                winner = self._alive[max(gains, key=lambda name: (gains[name], name))]
                for entry, _ in busts:
                    self._win_bounty(winner, entry, out)
        if busts:
            self._eliminate(event.table, busts, out)

    def _reselect_movers(self, table: TableSeats, busted: set[str], out: list[Happening]) -> None:
        """An event run from its tables: a balancing move its giving table has not carried out
        yet was decided while it dealt the hand it now reports. TDA 11 moves the player who
        will be the big blind next: after this hand, that is the next player (the one decided
        has just posted it). He moves instead, to the same seat; the other stays."""
        number = table.number
        leaving = {
            move.from_seat: name
            for name, move in self.moving.items()
            if move.from_table == number and move.to_table != number
        }
        arriving = {
            entry.seat
            for entry in table.seats
            if entry is not None
            and entry.name in self.moving
            and self.moving[entry.name].from_table != number
        }
        for seat, name in sorted(leaving.items()):
            move = self.moving[name]
            if move.reason != "balance" or name in busted:
                continue
            here = {
                s
                for s in table.occupied()
                if s not in arriving and table.seats[s - 1].name not in busted  # type: ignore[union-attr]
            }
            here |= {s for s, n in leaving.items() if n not in busted}
            due = table.after(table.big_blind, sorted(here))[0] if here else seat
            if due == seat or due in leaving or due in arriving:
                continue
            instead = table.seats[due - 1]
            if instead is None:
                continue
            mover = self._alive[name]
            self._stand(instead)
            self._stand(mover)
            self._sit(instead, move.to_table, move.to_seat)
            self._sit(mover, number, seat)
            self._moved(name)
            table.held.add(due)
            del leaving[seat]
            leaving[due] = instead.name
            again = Moved(
                instead.name, number, due, move.to_table, move.to_seat, "balance", move.big_blind
            )
            self.moving[instead.name] = again
            out.append(again)

    def _do_broken_hand(self, event: HandPlayed, out: list[Happening]) -> None:
        busts: list[tuple[Entry, int]] = []
        for entry in self.at_table(event.table):
            start = entry.stack or 0
            if event.stacks is not None:
                entry.stack = event.stacks[entry.name]
                if entry.stack == 0:
                    busts.append((entry, start))
        out.append(HandDone(event.table, event.button, event.big_blind, event.stacks))
        if busts:
            self._eliminate(event.table, busts, out)

    def _verify_button(self, event: ButtonAt, at: int) -> None:
        table = self._check_playing(event.table)
        if not 1 <= event.seat <= len(table.seats) or table.seats[event.seat - 1] is None:
            raise TournamentError(
                QT_TRANSLATE_NOOP("Messages", "Nobody sits at table {table} seat {seat}."),
                table=event.table,
                seat=event.seat,
            )

    def _do_button(self, event: ButtonAt, at: int, out: list[Happening]) -> None:
        self.tables[event.table].button = event.seat
        self.tables[event.table].big_blind = 0  # the blinds follow from the button again

    def _check_stacks(self, number: int, stacks: Mapping[str, int], *, conserve: bool) -> None:
        players = self.at_table(number)
        names = {entry.name for entry in players}
        if set(stacks) != names:
            missing = sorted(names - set(stacks)) or sorted(set(stacks) - names)
            raise TournamentError(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "Give the chips of every player at table {table}, and only theirs ({player}).",
                ),
                table=number,
                player=missing[0],
            )
        if any(not isinstance(v, int) or v < 0 for v in stacks.values()):
            raise TournamentError(
                QT_TRANSLATE_NOOP("Messages", "Stacks are whole numbers of chips, not negative.")
            )
        if conserve:
            known = [entry.stack for entry in players]
            if all(stack is not None for stack in known):
                before = sum(stack for stack in known if stack is not None)
                after = sum(stacks.values())
                if before != after:
                    raise TournamentError(
                        QT_TRANSLATE_NOOP(
                            "Messages",
                            "The stacks at table {table} add up to {after}; the table had {before}.",
                        ),
                        table=number,
                        after=Amount(after),
                        before=Amount(before),
                    )
            if all(v == 0 for v in stacks.values()):
                raise TournamentError(
                    QT_TRANSLATE_NOOP("Messages", "Somebody at the table must have chips.")
                )

    def _verify_bust(self, event: Bust, at: int) -> None:
        table = self._check_playing(event.table)
        if not event.players:
            raise TournamentError(QT_TRANSLATE_NOOP("Messages", "Name the players eliminated."))
        if len(set(event.players)) != len(event.players):
            raise TournamentError(QT_TRANSLATE_NOOP("Messages", "A player is named twice."))
        for name in event.players:
            entry = self.entry_of(name)
            if entry.table != event.table:
                raise TournamentError(
                    QT_TRANSLATE_NOOP(
                        "Messages", "{player} plays at table {seated}, not table {table}."
                    ),
                    player=name,
                    seated=entry.table,
                    table=event.table,
                )
        if len(event.players) >= table.count:
            raise TournamentError(
                QT_TRANSLATE_NOOP("Messages", "Somebody at the table must have chips.")
            )
        if event.by_each and len(event.by_each) != len(event.players):
            raise TournamentError(
                QT_TRANSLATE_NOOP("Messages", "Name one eliminator for each player out.")
            )
        if self.setup.bounty and not event.by and not event.by_each:
            raise TournamentError(
                QT_TRANSLATE_NOOP(
                    "Messages", "Name the player who eliminated {players}: the bounty is his."
                ),
                players=", ".join(event.players),
            )
        for by in {event.by, *event.by_each} - {""}:
            winner = self.entry_of(by)
            if by in event.players or winner.table != event.table:
                raise TournamentError(
                    QT_TRANSLATE_NOOP(
                        "Messages", "{player} is not among those left at table {table}."
                    ),
                    player=by,
                    table=event.table,
                )
        if (
            event.starting_stacks is None
            and len(event.players) > 1
            and any(self._alive[name].stack is None for name in event.players)
        ):
            # RULES 11: who had more at the start finishes higher; without a count they
            # would tie by default and share places they may not share.
            raise TournamentError(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "Give the chips {players} had when the hand began: the one who had "
                    "more finishes higher.",
                ),
                players=", ".join(event.players),
            )
        if event.starting_stacks is not None and (
            len(event.starting_stacks) != len(event.players)
            or any(stack <= 0 for stack in event.starting_stacks)
        ):
            raise TournamentError(
                QT_TRANSLATE_NOOP(
                    "Messages", "Give one starting stack, more than zero, per player."
                )
            )

    def _do_bust(self, event: Bust, at: int, out: list[Happening]) -> None:
        entries = [self._alive[name] for name in event.players]
        if self.hand_for_hand:
            self.tables[event.table].played_hand_for_hand = True  # its hand is over: it waits
        if event.starting_stacks is not None:
            stacks = list(event.starting_stacks)
        else:
            stacks = [entry.stack or 0 for entry in entries]
        for entry in entries:
            entry.stack = 0
        eliminators = event.by_each or ((event.by,) * len(entries) if event.by else ())
        for entry, by in zip(entries, eliminators, strict=False):
            self._win_bounty(self._alive[by], entry, out)
        # Their chips went to others at the table, who now have unknown stacks.
        for other in self.tables[event.table].seats:
            if other is not None and other.stack is not None and other.name not in event.players:
                other.stack = None
        self._eliminate(event.table, list(zip(entries, stacks, strict=True)), out)

    def _eliminate(self, table: int, busts: list[tuple[Entry, int]], out: list[Happening]) -> None:
        for entry, _ in busts:
            self._stand(entry)
            del self._alive[entry.name]
            entry.out = True
        if self.hand_for_hand:
            self._pending += [(entry, table, stack) for entry, stack in busts]
            return
        # RULES 11: more chips at the start of the hand finishes higher; equal stacks tie.
        by_stack: dict[int, list[Entry]] = {}
        for entry, stack in busts:
            by_stack.setdefault(stack, []).append(entry)
        for stack in sorted(by_stack):
            self._add_group([(entry, table) for entry in by_stack[stack]], out)
        self._after_busts(out)

    def _add_group(
        self, members: list[tuple[Entry, int]], out: list[Happening], *, busted: bool = True
    ) -> None:
        members.sort(key=lambda m: (m[1], m[0].seat))  # the fixed order: table, then seat
        group = BustGroup(tuple(e for e, _ in members), self._out, tuple(t for _, t in members))
        for entry, _ in members:
            entry.group = len(self.groups)
        self.groups.append(group)
        self._out += len(members)
        if busted:
            out += self._busted(group)

    def _after_busts(self, out: list[Happening]) -> None:
        if len(self._alive) == 1 and not self._registration_open(self._last_at):
            self._end(out)
            return
        self._break_tables(out)
        self._balance(out)
        paid = len(self.prizes())
        if (
            not self._bubble_said
            and not self.hand_for_hand
            and paid > 1
            and len(self._alive) == paid + 1
            and not self._registration_open(self._last_at)
        ):
            self._bubble_said = True  # the director is asked to start hand-for-hand
            out.append(Bubble(len(self._alive), paid))

    def _stop_hand_for_hand(self, reason: str, out: list[Happening]) -> None:
        """Hand-for-hand ends by itself (the final table formed, the money reached): the
        clock runs again."""
        self.hand_for_hand = False
        for table in self.tables.values():
            table.played_hand_for_hand = False
        if self._paused_since is not None:
            self._paused_total += self._last_at - self._paused_since
            self._paused_since = None
        out.append(HandForHandEnded(reason))

    def _win_bounty(self, winner: Entry, loser: Entry, out: list[Happening]) -> None:
        """``winner`` takes ``loser``'s bounty; progressive: half of it (rounded down to the
        prize unit) in cash, the rest added to his own head."""
        amount = loser.bounty
        if self.setup.progressive_bounty and winner is not loser:
            unit = self.setup.prize_unit
            amount = loser.bounty // 2 // unit * unit
            winner.bounty += loser.bounty - amount
        loser.bounty = 0
        winner.won += amount
        if amount or winner is loser:
            out.append(BountyWon(winner.name, loser.name, amount, winner.bounty))

    def _end(self, out: list[Happening]) -> None:
        winner = next(iter(self._alive.values()))
        if winner.bounty:
            self._win_bounty(winner, winner, out)  # the last one standing keeps his own
        self._stand(winner)
        self._add_group([(winner, winner.table)], out, busted=False)
        del self._alive[winner.name]
        self.ended = True
        self.hand_for_hand = False  # the event is over, however it ended: no hand is left
        paid = tuple((name, place, prize) for name, place, _, prize in self.results() if prize > 0)
        out.append(Ended(winner.name, self.money_in, paid))

    # --- hand-for-hand and the clock -------------------------------------------------------

    def _verify_hand_for_hand(self, event: HandForHand, at: int) -> None:
        if not self.started:
            raise TournamentError(QT_TRANSLATE_NOOP("Messages", "The event has not started."))
        if event.on == self.hand_for_hand:
            raise TournamentError(
                QT_TRANSLATE_NOOP("Messages", "Hand-for-hand is already on.")
                if event.on
                else QT_TRANSLATE_NOOP("Messages", "Hand-for-hand is not on.")
            )
        if not event.on and self._pending:
            raise TournamentError(
                QT_TRANSLATE_NOOP("Messages", "Finish the hand-for-hand hand first.")
            )

    def _do_hand_for_hand(self, event: HandForHand, at: int, out: list[Happening]) -> None:
        self.hand_for_hand = event.on
        for table in self.tables.values():
            table.played_hand_for_hand = False
        # RP-8: the clock stops; each hand takes its deduction off the level.
        if event.on and self._paused_since is None:
            self._paused_since = at
        elif not event.on and self._paused_since is not None:
            self._paused_total += at - self._paused_since
            self._paused_since = None

    def _verify_hand_for_hand_done(self, event: HandForHandDone, at: int) -> None:
        if not self.hand_for_hand:
            raise TournamentError(QT_TRANSLATE_NOOP("Messages", "Hand-for-hand is not on."))

    def _do_hand_for_hand_done(self, event: HandForHandDone, at: int, out: list[Happening]) -> None:
        pending, self._pending = self._pending, []
        left_before = len(self._alive) + len(pending)
        tables = {table for _, table, _ in pending}
        if len(tables) > 1:
            # RULES 11: eliminated in the same hand-for-hand hand at different tables: a tie.
            self._add_group([(entry, table) for entry, table, _ in pending], out)
        elif pending:
            by_stack: dict[int, list[Entry]] = {}
            for entry, _, stack in pending:
                by_stack.setdefault(stack, []).append(entry)
            table = next(iter(tables))
            for stack in sorted(by_stack):
                self._add_group([(entry, table) for entry in by_stack[stack]], out)
        self._adjusted += self.setup.hand_for_hand_seconds
        for seats in self.tables.values():
            seats.played_hand_for_hand = False
        if pending:
            self._after_busts(out)
        paid = len(self.prizes())
        if self.hand_for_hand and not self.ended and left_before > paid >= len(self._alive):
            self._stop_hand_for_hand("money", out)  # the bubble burst

    def _verify_pause(self, event: Pause, at: int) -> None:
        if not self.started or self._paused_since is not None:
            raise TournamentError(QT_TRANSLATE_NOOP("Messages", "The clock is not running."))

    def _do_pause(self, event: Pause, at: int, out: list[Happening]) -> None:
        self._paused_since = at

    def _verify_resume(self, event: Resume, at: int) -> None:
        if self._paused_since is None or self.hand_for_hand:
            raise TournamentError(QT_TRANSLATE_NOOP("Messages", "The clock is not paused."))

    def _do_resume(self, event: Resume, at: int, out: list[Happening]) -> None:
        assert self._paused_since is not None
        self._paused_total += at - self._paused_since
        self._paused_since = None

    def _verify_adjust_clock(self, event: AdjustClock, at: int) -> None:
        if not self.started:
            raise TournamentError(QT_TRANSLATE_NOOP("Messages", "The event has not started."))

    def _do_adjust_clock(self, event: AdjustClock, at: int, out: list[Happening]) -> None:
        if event.seconds < 0:
            # Time added belongs to the level in play: it never goes back to the one before.
            index = self.clock(at).index
            self._extended[index] = self._extended.get(index, 0) - event.seconds
        else:
            self._adjusted += event.seconds  # time taken off: the clock runs ahead

    def _verify_go_to_level(self, event: GoToLevel, at: int) -> None:
        if not self.started:
            raise TournamentError(QT_TRANSLATE_NOOP("Messages", "The event has not started."))
        if not 1 <= event.level <= self.setup.level_count:
            raise TournamentError(
                QT_TRANSLATE_NOOP("Messages", "Choose a level from level 1 to {count}."),
                count=self.setup.level_count,
            )

    def _do_go_to_level(self, event: GoToLevel, at: int, out: list[Happening]) -> None:
        self._adjusted += self.level_start(event.level) - self.play_seconds(at)
        self._note_level(at, out)

    # --- chips ------------------------------------------------------------------------------

    def _verify_chip_count(self, event: ChipCount, at: int) -> None:
        self._check_playing(event.table)
        self._check_stacks(event.table, event.stacks, conserve=False)
        if 0 in event.stacks.values():
            raise TournamentError(
                QT_TRANSLATE_NOOP("Messages", "A player without chips is eliminated, not counted.")
            )

    def _do_chip_count(self, event: ChipCount, at: int, out: list[Happening]) -> None:
        for entry in self.tables[event.table].seats:
            if entry is not None:
                entry.stack = event.stacks[entry.name]

    def _verify_chip_race(self, event: ChipRace, at: int) -> None:
        table = self._check_playing(event.table)
        colour_up = next(
            (c for c in self.setup.chips.colour_ups if c.denomination == event.denomination),
            None,
        )
        if colour_up is None:
            raise TournamentError(
                QT_TRANSLATE_NOOP("Messages", "The {chip} chips do not leave play."),
                chip=Amount(event.denomination),
            )
        reading = self.clock(at)
        if reading.number < colour_up.after_level or (
            reading.number == colour_up.after_level and not reading.level.is_break
        ):
            raise TournamentError(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "The {chip} chips are raced off at the break after level {level}.",
                ),
                chip=Amount(event.denomination),
                level=colour_up.after_level,
            )
        if (event.table, event.denomination) in self._raced:
            raise TournamentError(
                QT_TRANSLATE_NOOP("Messages", "Table {table} has raced its {chip} chips already."),
                table=event.table,
                chip=Amount(event.denomination),
            )
        if any(entry is not None and entry.stack is None for entry in table.seats):
            raise TournamentError(
                QT_TRANSLATE_NOOP("Messages", "Count the chips at table {table} before the race."),
                table=event.table,
            )
        self._race_result(event)  # refuses a player or a card it cannot race

    def _do_chip_race(self, event: ChipRace, at: int, out: list[Happening]) -> None:
        result = self._race_result(event)
        self._raced.add((event.table, event.denomination))
        for name, stack in result.stacks.items():
            self._alive[name].stack = stack
        self.chips_total -= result.removed
        out.append(Raced(event.table, event.denomination, result.said, result.removed))

    def _race_result(self, event: ChipRace) -> RaceResult:
        table = self.tables[event.table]
        players = []
        for entry in table.seats:
            if entry is not None:
                players.append((entry.name, entry.stack or 0, int(event.chips.get(entry.name, 0))))
        unknown = set(event.chips) - {name for name, _, _ in players}
        if unknown:
            raise TournamentError(
                QT_TRANSLATE_NOOP("Messages", "{player} is not at this table."),
                player=sorted(unknown)[0],
            )
        cards: dict[str, Sequence[Card]] = {
            name: parse_known_cards(text) for name, text in event.cards.items() if text.strip()
        }
        leaving = event.denomination
        later = [d for d in self.setup.chips.denominations if d > leaving]
        gone = {c.denomination for c in self.setup.chips.colour_ups}
        new = min((d for d in later if d not in gone), default=0)
        return race(players, cards, leaving=leaving, new=new)

    # --- the deal and the floor's own actions ------------------------------------------------

    def _verify_deal(self, event: Deal, at: int) -> None:
        if not self.started:
            raise TournamentError(QT_TRANSLATE_NOOP("Messages", "The event has not started."))
        if self._pending:
            raise TournamentError(
                QT_TRANSLATE_NOOP("Messages", "Finish the hand-for-hand hand first.")
            )
        if sorted(event.players) != sorted(self._alive) or len(event.amounts) != len(event.players):
            raise TournamentError(
                QT_TRANSLATE_NOOP(
                    "Messages", "A deal gives an amount to each player left, and only to them."
                )
            )
        prizes = self.prizes()
        left = len(self._alive)
        total = sum(prizes[:left])
        if any(amount < 0 for amount in event.amounts) or sum(event.amounts) != total:
            raise TournamentError(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "The deal's amounts add up to {given}; the places left pay {total}.",
                ),
                given=Amount(sum(event.amounts)),
                total=Amount(total),
            )

    def _do_deal(self, event: Deal, at: int, out: list[Happening]) -> None:
        for name, amount in zip(event.players, event.amounts, strict=True):
            entry = self._alive[name]
            self._dealt[entry.id] = amount
            if entry.bounty and name != event.players[0]:
                self._win_bounty(entry, entry, out)  # a deal: each keeps his own bounty
        # The players take the places in the order given: the last first out.
        for name in reversed(event.players[1:]):
            entry = self._alive.pop(name)
            self._stand(entry)
            entry.out = True
            self._add_group([(entry, entry.table)], out, busted=False)
        out.append(DealMade(tuple(zip(event.players, event.amounts, strict=True))))
        self._end(out)

    def _seat_of(self, number: int, seat: int, *, empty: bool) -> TableSeats:
        """Table ``number``, where ``seat`` exists (and is empty, when ``empty``)."""
        table = self._table(number)
        if not 1 <= seat <= len(table.seats):
            raise TournamentError(
                QT_TRANSLATE_NOOP("Messages", "Table {table} has no seat {seat}."),
                table=number,
                seat=seat,
            )
        if empty and table.seats[seat - 1] is not None:
            raise TournamentError(
                QT_TRANSLATE_NOOP("Messages", "Table {table} seat {seat} is taken."),
                table=number,
                seat=seat,
            )
        return table

    def _verify_move_player(self, event: MovePlayer, at: int) -> None:
        if not self.started:
            raise TournamentError(QT_TRANSLATE_NOOP("Messages", "The event has not started."))
        self.entry_of(event.player)
        self._seat_of(event.table, event.seat, empty=True)

    def _do_move_player(self, event: MovePlayer, at: int, out: list[Happening]) -> None:
        entry = self._alive[event.player]
        from_table, from_seat = entry.table, entry.seat
        self._stand(entry)
        self._sit(entry, event.table, event.seat)  # a reserved seat is his: TDA 9
        out.append(Moved(entry.name, from_table, from_seat, event.table, event.seat, "manual"))

    def _verify_move_done(self, event: MoveDone, at: int) -> None:
        move = self.moving.get(event.player)
        if move is None or move.from_table != event.table:
            raise TournamentError(
                QT_TRANSLATE_NOOP("Messages", "{player} has no move to make from table {table}."),
                player=event.player,
                table=event.table,
            )

    def _do_move_done(self, event: MoveDone, at: int, out: list[Happening]) -> None:
        self._moved(event.player)

    def _verify_swap_seats(self, event: SwapSeats, at: int) -> None:
        if not self.started:
            raise TournamentError(QT_TRANSLATE_NOOP("Messages", "The event has not started."))
        self.entry_of(event.first)
        self.entry_of(event.second)
        if event.first == event.second:
            raise TournamentError(QT_TRANSLATE_NOOP("Messages", "A player is named twice."))

    def _do_swap_seats(self, event: SwapSeats, at: int, out: list[Happening]) -> None:
        first, second = self._alive[event.first], self._alive[event.second]
        one, two = (first.table, first.seat), (second.table, second.seat)
        self._stand(first)
        self._stand(second)
        self._sit(first, *two)
        self._sit(second, *one)
        out.append(Moved(first.name, *one, *two, "swap"))
        out.append(Moved(second.name, *two, *one, "swap"))

    def _verify_reserve_seat(self, event: ReserveSeat, at: int) -> None:
        if not self.started:
            raise TournamentError(QT_TRANSLATE_NOOP("Messages", "The event has not started."))
        table = self._seat_of(event.table, event.seat, empty=event.on)
        if event.on == (event.seat in table.reserved):
            raise TournamentError(
                QT_TRANSLATE_NOOP("Messages", "Table {table} seat {seat} is reserved already.")
                if event.on
                else QT_TRANSLATE_NOOP("Messages", "Table {table} seat {seat} is not reserved."),
                table=event.table,
                seat=event.seat,
            )

    def _do_reserve_seat(self, event: ReserveSeat, at: int, out: list[Happening]) -> None:
        reserved = self.tables[event.table].reserved
        if event.on:
            reserved.add(event.seat)
        else:
            reserved.discard(event.seat)
        out.append(SeatReserved(event.table, event.seat, event.on))

    def _verify_open_table(self, event: OpenTable, at: int) -> None:
        if not self.started:
            raise TournamentError(QT_TRANSLATE_NOOP("Messages", "The event has not started."))
        if not 1 <= event.table <= self.setup.tables:
            raise TournamentError(
                QT_TRANSLATE_NOOP("Messages", "The event has tables 1 to {count}."),
                count=self.setup.tables,
            )
        if event.table in self.tables:
            raise TournamentError(
                QT_TRANSLATE_NOOP("Messages", "Table {table} is open already."),
                table=event.table,
            )

    def _do_open_table(self, event: OpenTable, at: int, out: list[Happening]) -> None:
        self.tables[event.table] = TableSeats(event.table, self.setup.seats_per_table)
        out.append(TableOpened(event.table))
        self._balance(out)  # the fullest tables fill it

    def _verify_close_table(self, event: CloseTable, at: int) -> None:
        if not self.started:
            raise TournamentError(QT_TRANSLATE_NOOP("Messages", "The event has not started."))
        table = self._table(event.table)
        free = sum(len(t.open_seats()) for n, t in self.tables.items() if n != event.table)
        if free < table.count:
            raise TournamentError(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "The other tables have {free} open seats for the {count} players of "
                    "table {table}.",
                ),
                free=free,
                count=table.count,
                table=event.table,
            )

    def _do_close_table(self, event: CloseTable, at: int, out: list[Happening]) -> None:
        self._break_one(event.table, out)
        self._balance(out)

    def _verify_mark_paid(self, event: MarkPaid, at: int) -> None:
        name = event.player.strip()
        if name not in self._by_name:
            raise TournamentError(
                QT_TRANSLATE_NOOP("Messages", "{player} is not in the event."), player=name
            )
        if not self.owes(name):
            raise TournamentError(
                QT_TRANSLATE_NOOP("Messages", "{player} owes nothing."), player=name
            )

    def _do_mark_paid(self, event: MarkPaid, at: int, out: list[Happening]) -> None:
        name = event.player.strip()
        amount = 0
        for entry in self._by_name[name]:
            amount += entry.owed
            entry.owed = 0
            entry.paid = True
        self.owed -= amount
        out.append(EntryPaid(name, amount))

    # --- breaking and balancing (TDA 11, RP-9) ----------------------------------------------

    def _break_tables(self, out: list[Happening]) -> None:
        seats = self.setup.seats_per_table
        while len(self.tables) > 1:
            left = len(self._alive)
            if left <= self.setup.final_table_size:
                self._final_table(out)
                return
            if left > (len(self.tables) - 1) * seats:
                return
            if self._registration_open(self._last_at) and left > (len(self.tables) - 2) * seats:
                return  # late entries would refill it: no table breaks to open again
            number = min(self.tables, key=self._break_rank.__getitem__)
            free = sum(len(t.open_seats()) for n, t in self.tables.items() if n != number)
            if free < self.tables[number].count:
                return  # the other tables' open seats are reserved (TDA 9)
            self._break_one(number, out)

    def _break_one(self, number: int, out: list[Happening]) -> None:
        """Players of a broken table get a table, then a seat, by two random draws; the seat
        cards go to the shortest tables so that they stay balanced."""
        broken = self.tables.pop(number)
        out.append(TableBroken(number))
        players = [entry for entry in broken.seats if entry is not None]
        self._random.shuffle(players)  # step 1: the order of the cards dealt face up
        taken = {n: t.count for n, t in self.tables.items()}
        free = {n: t.open_seats() for n, t in self.tables.items()}
        cards: list[tuple[int, int]] = []
        for _ in players:
            roomy = [n for n in taken if free[n]]
            fewest = min(taken[n] for n in roomy)
            table = self._random.choice([n for n in roomy if taken[n] == fewest])
            seat = free[table].pop(self._random.randrange(len(free[table])))
            taken[table] += 1
            cards.append((table, seat))
        self._random.shuffle(cards)  # step 2: the seat cards, face down
        for entry, (table, seat) in zip(players, cards, strict=True):
            from_seat = entry.seat
            self._sit(entry, table, seat)
            out.append(Moved(entry.name, number, from_seat, table, seat, "break"))

    def _final_table(self, out: list[Happening]) -> None:
        """RULES 11 / RP-9: the last players are redrawn at the final table."""
        final = max(self.tables, key=self._break_rank.__getitem__)
        size = self.setup.final_table_size
        players = [entry for entry in self._alive.values()]
        players.sort(key=lambda e: (e.table, e.seat))
        places = {entry.name: (entry.table, entry.seat) for entry in players}
        for number in sorted(self.tables, key=self._break_rank.__getitem__):
            if number != final:
                out.append(TableBroken(number))
        self.tables = {final: TableSeats(final, size)}
        seats = self._random.sample(range(1, size + 1), len(players))
        for entry, seat in zip(players, seats, strict=True):
            self._sit(entry, final, seat)
            from_table, from_seat = places[entry.name]
            out.append(Moved(entry.name, from_table, from_seat, final, seat, "final"))
        self.tables[final].button = self._random.choice(seats)
        self.final_table = final
        if self.hand_for_hand:
            self._stop_hand_for_hand("final", out)

    def _balance(self, out: list[Happening]) -> None:
        """TDA 11: while tables differ by two or more, the fullest table (the first in the
        announced order) gives a player to the shortest."""
        if len(self.tables) < 2:
            return
        while True:
            tables = self.tables.values()
            fullest = max(t.count for t in tables)
            shortest = min(t.count for t in tables)
            if fullest - shortest <= 1:
                return
            rank = self._break_rank
            giver = min((t for t in tables if t.count == fullest), key=lambda t: rank[t.number])
            takers = [t for t in tables if t.count == shortest and t.open_seats()]
            if not takers:  # its open seats are reserved
                return
            taker = max(takers, key=lambda t: rank[t.number])
            self._move_one(giver, taker, out)

    def _move_one(self, giver: TableSeats, taker: TableSeats, out: list[Happening]) -> None:
        if self._stud_only:
            # Stud (TDA 11-A): by position: the seat of the short table that opened last is
            # filled, from the same seat (or the next occupied one) at the giving table.
            seat = max(taker.open_seats(), key=lambda s: (taker.opened.get(s, 0), s))
            occupied = giver.occupied()
            source = seat if seat in occupied else giver.after(seat, occupied)[0]
            big_blind = False
        else:
            source = giver.big_blind_next()
            if self.moving:
                # Run from its tables: a player still on his way here is not there to move;
                # the next player due the big blind who is moves.
                occupied = giver.occupied()
                order = [source, *(s for s in giver.after(source, occupied) if s != source)]
                source = next(
                    (s for s in order if giver.seats[s - 1].name not in self.moving),  # type: ignore[union-attr]
                    source,
                )
            seat, big_blind = worst_position(taker)
        entry = giver.seats[source - 1]
        assert entry is not None
        self._stand(entry)
        self._sit(entry, taker.number, seat)
        out.append(
            Moved(entry.name, giver.number, source, taker.number, seat, "balance", big_blind)
        )

    _VERIFY: ClassVar[dict[type[Event], _Verify]] = {
        Register: _verify_register,
        Unregister: _verify_unregister,
        Rebuy: _verify_rebuy,
        AddOnTaken: _verify_add_on,
        Start: _verify_start,
        HandPlayed: _verify_hand,
        ButtonAt: _verify_button,
        Bust: _verify_bust,
        HandForHand: _verify_hand_for_hand,
        HandForHandDone: _verify_hand_for_hand_done,
        Pause: _verify_pause,
        Resume: _verify_resume,
        AdjustClock: _verify_adjust_clock,
        ChipCount: _verify_chip_count,
        ChipRace: _verify_chip_race,
        GoToLevel: _verify_go_to_level,
        Deal: _verify_deal,
        MovePlayer: _verify_move_player,
        MoveDone: _verify_move_done,
        SwapSeats: _verify_swap_seats,
        ReserveSeat: _verify_reserve_seat,
        OpenTable: _verify_open_table,
        CloseTable: _verify_close_table,
        MarkPaid: _verify_mark_paid,
    }
    _DO: ClassVar[dict[type[Event], _Do]] = {
        Register: _do_register,
        Unregister: _do_unregister,
        Rebuy: _do_rebuy,
        AddOnTaken: _do_add_on,
        Start: _do_start,
        HandPlayed: _do_hand,
        ButtonAt: _do_button,
        Bust: _do_bust,
        HandForHand: _do_hand_for_hand,
        HandForHandDone: _do_hand_for_hand_done,
        Pause: _do_pause,
        Resume: _do_resume,
        AdjustClock: _do_adjust_clock,
        ChipCount: _do_chip_count,
        ChipRace: _do_chip_race,
        GoToLevel: _do_go_to_level,
        Deal: _do_deal,
        MovePlayer: _do_move_player,
        MoveDone: _do_move_done,
        SwapSeats: _do_swap_seats,
        ReserveSeat: _do_reserve_seat,
        OpenTable: _do_open_table,
        CloseTable: _do_close_table,
        MarkPaid: _do_mark_paid,
    }


def worst_position(table: TableSeats) -> tuple[int, bool]:
    """The open seat that posts the big blind soonest, never the small blind (TDA 11); and
    whether it is the big blind of the next hand."""
    occupied = table.occupied()
    free = table.open_seats()
    if len(occupied) < 2:
        return (table.after(table.button, free)[0] if free else 1), False
    if table.big_blind:
        # Dead button: the first player left of the last big blind posts the next one; the
        # last big blind's own seat is the next small blind's.
        due: tuple[int, int] | None = None
        for seat in free:
            if seat == table.big_blind:
                continue
            index = table.after(table.big_blind, sorted([*occupied, seat])).index(seat)
            if due is None or index < due[1]:
                due = (seat, index)
        if due is None:
            return free[0], False
        return due[0], due[1] == 0
    best: tuple[int, int] | None = None
    for seat in free:
        order = table.after(table.button, sorted([*occupied, seat]))
        index = order.index(seat)  # 0: the small blind next hand, 1: the big blind...
        if index == 0:
            continue
        if best is None or index < best[1]:
            best = (seat, index)
    if best is None:  # only the small blind's seat is open
        return free[0], False
    return best[0], best[1] == 1


def _strictly_between(seat: int, start: int, end: int, size: int) -> bool:
    """``seat`` lies clockwise after ``start`` and before ``end``."""
    distance = (seat - start) % size
    return 0 < distance < (end - start) % size
