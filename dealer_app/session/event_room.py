"""An event run from its tables, through the room (Qt-free).

The director's station keeps the event (:class:`~dealer_app.session.tournament.EventSession`,
its journal first) and sends it to the room as the stream ``event/<n>`` (its set-up beside it,
``event/<n>/setup``). Each table of the event is a dealer's station: it follows that stream,
replays the event as the director has it (:class:`RoomEvent`), and deals from it
(:class:`EventTable`): its players, seats, stacks and level come from the event; a player the
event moves away is an instruction its dealer confirms between hands; a player moved in sits
down once the giving table confirmed. After every hand the table writes a report in its own
journal (and so to the room, in order, once): the stacks, the button and the blinds. The
director's station follows the tables' streams and turns each report into the event's own
action (:class:`TableReports`): a hand played (eliminations, places and balancing follow from
the engine, RULES 11), a move done. Nothing here decides a rule: the engine does.

The entries a table writes in its stream, beside its hands:

- ``event_join``: ``{"station", "event", "table"}``: this table is table ``table`` of the
  event ``event/<event>`` written by ``station``;
- ``event_hand``: ``{"table", "stacks", "dealt", "button", "small_blind", "big_blind"}``
  after each hand (``dealt``: who was dealt in);
- ``event_moved``: ``{"table", "player"}``: the dealer saw the player leave for his new seat.

>>> EventRef("director-1", 3).stream, EventRef("director-1", 3).setup_stream
('event/3', 'event/3/setup')
"""

from __future__ import annotations

import queue
import threading
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from dealer_app.engine.errors import IllegalAction
from dealer_app.engine.stakes import Level as TableLevel
from dealer_app.engine.table import Table
from dealer_app.engine.table_config import Rotation, TableConfig
from dealer_app.engine.table_events import Counted, EventPlayers
from dealer_app.engine.tournament import (
    HandPlayed,
    Moved,
    MoveDone,
    Setup,
    Tournament,
    TournamentError,
    event_from_json,
)
from dealer_app.messages import QT_TRANSLATE_NOOP, Message, Refusal
from dealer_app.session.controller import HandController
from dealer_app.session.events import EVERYTHING
from dealer_app.session.tournament import UNDO, EventSession, actions_in_force
from dealer_app.store import Journal
from dealer_app.store.streams import Entry, EntryId

SETUP: Final = "setup"  # the kind of the entry holding an event's set-up
JOIN: Final = "event_join"
HAND: Final = "event_hand"
MOVED: Final = "event_moved"


@dataclass(frozen=True, slots=True)
class EventRef:
    """An event in the room: the director's station that writes it and its number there."""

    station: str
    event: int

    @property
    def stream(self) -> str:
        return f"event/{self.event}"

    @property
    def setup_stream(self) -> str:
        return f"event/{self.event}/setup"

    def to_json(self) -> dict[str, Any]:
        return {"station": self.station, "event": self.event}


def setup_entry(ref: EventRef, setup: Mapping[str, Any], at: int) -> Entry:
    """The entry that puts an event's set-up in the room (the first and only one of its
    stream: sent again, it is stored once)."""
    return Entry(EntryId(ref.station, ref.setup_stream, 1), SETUP, dict(setup), at)


def move_sentence(move: Moved) -> Message:
    """What the giving dealer reads out: who, from where, to where, and the big blind."""
    if move.big_blind:
        text = QT_TRANSLATE_NOOP(
            "Messages",
            "{player}, seat {from_seat}, moves to table {table} seat {seat}, the big blind there.",
        )
    else:
        text = QT_TRANSLATE_NOOP(
            "Messages", "{player}, seat {from_seat}, moves to table {table} seat {seat}."
        )
    return Message(
        text,
        player=move.player,
        from_seat=move.from_seat,
        table=move.to_table,
        seat=move.to_seat,
    )


class RoomEvent:
    """The event as the room holds it: its set-up and the director's entries replayed by the
    engine, entry after entry (an undo entry replays what is left in force)."""

    def __init__(self, setup: Setup) -> None:
        self.setup = setup
        self.rows: list[Mapping[str, Any]] = []
        self.tournament = Tournament(setup)
        self.seen = 0  # the place of the last entry taken
        # Table reports the event took, then its director took back (undo).
        self.undone: set[str] = set()

    def take(self, entries: Iterable[Entry]) -> bool:
        """Take the event stream's next entries (in order; those seen already are skipped).
        Returns whether anything changed."""
        changed = False
        for entry in entries:
            if entry.id.seq <= self.seen:
                continue
            self.seen = entry.id.seq
            row = dict(entry.payload)
            self.rows.append(row)
            changed = True
            if entry.kind == UNDO or row.get("kind") == UNDO:
                before = self.sources
                self.tournament = Tournament(
                    self.setup, [event_from_json(r) for r in actions_in_force(self.rows)]
                )
                self.undone |= before - self.sources
            else:
                self.tournament.apply(event_from_json(row))
        return changed

    @property
    def sources(self) -> set[str]:
        """The table reports the event has taken (their identities)."""
        return taken_reports(self.tournament)


def taken_reports(tournament: Tournament) -> set[str]:
    """The identities of the tables' reports an event has taken (its hands played and
    moves done that came from a table)."""
    return {
        event.source
        for event in tournament.events
        if isinstance(event, (HandPlayed, MoveDone)) and event.source
    }


def table_config(setup: Setup) -> TableConfig:
    """A table of the event as its dealer's window keeps it: the event's levels, its seats,
    the dead button (TDA 32). A mixed event's tables play each level's game: its games rotate
    one per level (breaks apart); the other games' stakes a level carries are the nearest
    level's of each, which the table never deals. An event whose games do not rotate so is
    refused with a sentence."""
    games = tuple(dict.fromkeys(level.game for level in setup.play_levels))
    for number, level in enumerate(setup.play_levels):
        if level.game != games[number % len(games)]:
            raise TournamentError(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "The games of event {event} do not take turns one level each: its tables "
                    "cannot be dealt from the room.",
                ),
                event=setup.name,
            )

    def stakes_at(index: int) -> dict[str, Any]:
        level = setup.levels[index]
        stakes = {level.game: level.stakes}
        for game in games:
            if game not in stakes:
                _, nearest = min(
                    (abs(other - index), other)
                    for other, each in enumerate(setup.levels)
                    if not each.is_break and each.game == game
                )
                stakes[game] = setup.levels[nearest].stakes
        return stakes

    levels = tuple(
        TableLevel.pause(level.minutes * 60)
        if level.is_break
        else TableLevel.of(level.minutes * 60, stakes_at(index))
        for index, level in enumerate(setup.levels)
    )
    rotation = {"rotation": Rotation.LEVELS, "rotation_length": 1} if len(games) > 1 else {}
    return TableConfig.tournament(
        games,
        levels,
        starting_stack=setup.starting_stack,
        seat_count=setup.seats_per_table,
        button="dead",
        **rotation,
    )


def join_entry_payload(ref: EventRef, table: int) -> dict[str, Any]:
    return {**ref.to_json(), "table": table}


class EventTable:
    """One table of an event, dealt by a dealer's station from what the room says of the event.

    ``event`` is the event as followed from the room (kept current by the caller, who calls
    :meth:`refresh` after each change); ``controller`` deals the table; ``journal`` and
    ``table_id`` keep the table's reports beside its hands (None: reports are only handed to
    ``report``, as in tests without a journal)."""

    def __init__(
        self,
        ref: EventRef,
        number: int,
        event: RoomEvent,
        controller: HandController,
        *,
        journal: Journal | None = None,
        table_id: int | None = None,
        clock: Callable[[], float] | None = None,
    ) -> None:
        import time

        self.ref = ref
        self.number = number
        self.event = event
        self.controller = controller
        self.journal = journal
        self.table_id = table_id
        self._clock = clock or time.time
        self._lock = threading.RLock()
        self.reported: list[str] = []  # sources of this table's reports, in order
        self.confirmed: set[str] = set()  # moves confirmed here, not yet taken by the event
        self._arrival: Message | None = None  # why a player moved in could not sit down
        self._dealt: dict[str, set[str]] = {}  # who played each hand the event has not taken
        controller.deal_gate = self.why_not_deal
        controller.before_deal = self.seat_arrivals
        controller.hand_taken.connect(self._hand_taken)
        controller.clock = self.elapsed

    # --- opening ------------------------------------------------------------------------------

    @classmethod
    def new_table(cls, ref: EventRef, number: int, event: RoomEvent) -> Table:
        """The table as the event seats it now: its players (those arrived), their stacks,
        the button."""
        tournament = event.tournament
        if not event.setup.from_tables:
            raise TournamentError(
                QT_TRANSLATE_NOOP(
                    "Messages",
                    "Event {event} is not run from its tables: its director created it away "
                    "from the room, and keys its hands himself.",
                ),
                event=event.setup.name,
            )
        if number not in tournament.tables:
            raise TournamentError(
                QT_TRANSLATE_NOOP("Messages", "There is no table {table} in play."), table=number
            )
        table = Table(table_config(event.setup))
        for entry in tournament.at_table(number):
            if entry.table == number:
                table.sit_down(entry.seat, entry.name, entry.stack or event.setup.starting_stack)
        seats = tournament.tables[number]
        occupied = seats.occupied()
        if occupied:
            button = seats.button if seats.button in occupied else occupied[0]
            table.place_button(button)
        return table

    # --- what the event says ------------------------------------------------------------------

    def elapsed(self) -> int:
        """The table's clock, as the event's: the level the event is in now (TDA 23: a
        new level applies from the next hand), as seconds into the table's own levels."""
        tournament = self.event.tournament
        if not tournament.started:
            return 0
        reading = tournament.clock(int(self._clock()))
        levels = self.event.setup.levels
        start = sum(level.minutes * 60 for level in levels[: reading.index])
        length = levels[reading.index].minutes * 60
        into = max(0, min(length - 1, length - reading.seconds_left))
        return start + into

    def clock_reading(self) -> tuple[int, bool]:
        """The event's clock as this table shows it: (seconds of play, running)."""
        tournament = self.event.tournament
        running = tournament.started and tournament.clock(int(self._clock())).running
        return self.elapsed(), bool(running)

    def moves(self) -> list[Moved]:
        """The moves this table's dealer has still to carry out (not of a player who has
        just busted here: the event takes that from the table's report). None until the
        event has taken this table's last hand: a balancing move decided while the table
        dealt it may go to the next player due the big blind (TDA 11)."""
        if not self.last_hand_taken():
            return []
        return self._moves()

    def last_hand_taken(self) -> bool:
        """The event has taken this table's last hand report (or it has sent none, or its
        director took it back: the table is then as the event has it)."""
        return (
            not self.reported
            or self.reported[-1] in self.event.sources
            or self.reported[-1] in self.event.undone
        )

    def _moves(self) -> list[Moved]:
        table = self.controller.table
        here = {p.name for p in table.seats.values() if p.stack} if table is not None else set()
        # Who never sat here (moved on before he arrived) has nothing to carry out here but
        # the dealer's word that he is not here: his move is said and confirmed too.
        never = table.entered if table is not None else frozenset()
        with self._lock:
            return [
                move
                for move in self.event.tournament.moves_from(self.number)
                if move.player not in self.confirmed
                and (move.player in here or move.player not in never)
            ]

    def waiting_for_hand_for_hand(self) -> bool:
        """Hand-for-hand (RP-8): this table has played its hand and waits for the others
        (and for the director to release the next hand)."""
        tournament = self.event.tournament
        if not tournament.hand_for_hand:
            return False
        seats = tournament.tables.get(self.number)
        if seats is not None and seats.played_hand_for_hand:
            return True
        # Its last report not taken by the event yet: it may be the hand-for-hand hand.
        return not self.last_hand_taken()

    def why_not_deal(self) -> Message | None:
        """Why this table cannot deal its next hand now (None: it can); changes nothing."""
        with self._lock:
            tournament = self.event.tournament
            if tournament.ended:
                return Message(QT_TRANSLATE_NOOP("Messages", "The event is over."))
            moves = self.moves()
            if not moves and self._moves():
                return Message(
                    QT_TRANSLATE_NOOP(
                        "Messages",
                        "Wait: the director takes this table's last hand before its move is said.",
                    )
                )
            if moves:
                return Message(
                    QT_TRANSLATE_NOOP(
                        "Messages",
                        "Before the next hand, carry out the move and confirm it: {move}",
                    ),
                    move=move_sentence(moves[0]),
                )
            if self.number not in tournament.tables:
                return Message(
                    QT_TRANSLATE_NOOP("Messages", "Table {table} is broken: it deals no more."),
                    table=self.number,
                )
            if self.waiting_for_hand_for_hand():
                return Message(
                    QT_TRANSLATE_NOOP(
                        "Messages",
                        "Wait: hand-for-hand. The next hand starts when the director says so.",
                    )
                )
            return self._arrival

    def seat_arrivals(self) -> None:
        """Just before a deal: the players the event moved here, whose giving table confirmed
        the move, sit down with their stacks (TDA 10: the table deals them in as it says)."""
        with self._lock:
            self._arrival = None
            table = self.controller.table
            hand = self.controller.hand
            if table is None or self.number not in self.event.tournament.tables:
                return
            if hand is not None and hand.finished:
                return  # its result to confirm first: the arrival sits down then
            self._sync_stacks()
            left = self.event.tournament.players_left
            if table.event_players != left and left >= 2:
                # TDA 48: a limit hand's raises are capped until the event is heads-up.
                self.controller.change_table(EventPlayers(left))
            seated = {player.name for player in table.seats.values()}
            taken = self.event.sources | self.event.undone
            for source in [source for source in self._dealt if source in taken]:
                del self._dealt[source]
            for dealt in self._dealt.values():
                # A hand the event has not taken yet: who played it and is not seated now
                # busted in it; he has not arrived.
                seated |= dealt
            for entry in self.event.tournament.at_table(self.number):
                if entry.name in seated or entry.table != self.number:
                    continue
                if not self.controller.move_in(entry.seat, entry.name, entry.stack or 0):
                    said = self.controller.refusal
                    self._arrival = Message(
                        QT_TRANSLATE_NOOP("Messages", "{player} cannot sit down: {reason}"),
                        player=entry.name,
                        reason=said.message if isinstance(said, Refusal) else str(said or ""),
                    )
                    return

    # --- what the dealer does -----------------------------------------------------------------

    def confirm(self, player: str) -> bool:
        """The dealer saw ``player`` leave for the seat the event gave him: he stands up here
        (between hands) and the report says so. A refusal is said through the controller."""
        with self._lock:
            move = next((m for m in self.moves() if m.player == player), None)
            if move is None:
                self.controller.refuse(
                    Message(
                        QT_TRANSLATE_NOOP(
                            "Messages", "{player} has no move to make from table {table}."
                        ),
                        player=player,
                        table=self.number,
                    )
                )
                return False
            table = self.controller.table
            if table is None or not self.controller.between_hands:
                self.controller.refuse(
                    Message(
                        QT_TRANSLATE_NOOP(
                            "Messages", "Finish the hand first: moves are made between hands."
                        )
                    )
                )
                return False
            seat = next((s for s, p in table.seats.items() if p.name == player), None)
            if seat is not None and not self.controller.leave(seat):
                return False
            self._report(MOVED, {"table": self.number, "player": player})
            self.confirmed.add(player)
            self.seat_arrivals()  # moved within this table: he sits down at his new seat
            self.controller.changed.emit(EVERYTHING)  # the instruction goes
            return True

    def _sync_stacks(self) -> None:
        """Between hands, once the event has this table's last hand: a stack the director
        changed (a colour-up, a count, a rebuy or an add-on) is the table's too."""
        table = self.controller.table
        if table is None or not self.controller.between_hands or not self.last_hand_taken():
            return
        tournament = self.event.tournament
        for seat, player in table.seats.items():
            try:
                entry = tournament.entry_of(player.name)
            except TournamentError:
                continue  # out of the event: the table's own hand says so
            if (
                entry.table != self.number
                or entry.name in tournament.moving
                or not entry.stack
                or entry.stack == player.stack
                or not player.stack
            ):
                continue
            self.controller.change_table(Counted(seat, entry.stack))

    def seated(self) -> frozenset[str]:
        """Who sits at the dealer's table now."""
        table = self.controller.table
        return frozenset(p.name for p in table.seats.values()) if table is not None else frozenset()

    def refresh(self) -> None:
        """The event changed: forget confirmations it has taken."""
        with self._lock:
            self.confirmed = {
                name for name in self.confirmed if name in self.event.tournament.moving
            }

    def _hand_taken(self, plan: Any, stacks: Sequence[int]) -> None:
        payload = {
            "table": self.number,
            "stacks": dict(zip(plan.names, (int(s) for s in stacks), strict=True)),
            "dealt": list(plan.names),
            "button": plan.button or 0,
            # Where the blinds were, a dead small blind's empty seat too (the dead button
            # goes there next, TDA 32); stud has none (0: the event follows its own).
            "small_blind": plan.small_blind_position if plan.big_blind else 0,
            "big_blind": plan.big_blind_position if plan.big_blind else 0,
        }
        source = self._report(HAND, payload)
        if source:
            self.reported.append(source)
            self._dealt[source] = set(plan.names)

    def _report(self, kind: str, payload: Mapping[str, Any]) -> str:
        """Keep a report in the table's journal (the outbox sends it); its identity."""
        if self.journal is None or self.table_id is None:
            return ""
        seq = self.journal.append(self.table_id, kind, payload)
        stream = self.journal.streams.stream_of(self.table_id)
        return source_of(EntryId(self.journal.station, stream, seq))


def source_of(entry: EntryId) -> str:
    return f"{entry.station}/{entry.stream}/{entry.seq}"


@dataclass
class TableReports:
    """The director's side: the tables' reports turned into the event's actions.

    ``take`` is given the entries of the tables' streams (in order per stream, as the room's
    follower hands them); each report of this event becomes a :class:`HandPlayed` or a
    :class:`MoveDone` acted by the session (journal first); one the engine refuses is said in
    :attr:`refused` and the next ones of that table still go on."""

    session: EventSession
    ref: EventRef
    tables: dict[tuple[str, str], int] = field(default_factory=dict)
    refused: list[Message] = field(default_factory=list)

    def take(self, entries: Sequence[Entry]) -> int:
        """Act the reports among ``entries``; returns how many were acted."""
        acted = 0
        done = taken_reports(self.session.tournament)
        for entry in entries:
            key = (entry.id.station, entry.id.stream)
            payload = entry.payload
            if entry.kind == JOIN:
                if (
                    payload.get("station") == self.ref.station
                    and payload.get("event") == self.ref.event
                ):
                    self.tables[key] = int(payload.get("table", 0))
                continue
            number = self.tables.get(key)
            if number is None or entry.kind not in (HAND, MOVED):
                continue
            source = source_of(entry.id)
            if source in done or self.session.tournament.ended:
                continue
            try:
                if entry.kind == HAND:
                    self.session.act(self._hand(number, payload, source))
                else:
                    self.session.act(
                        MoveDone(player=str(payload.get("player", "")), table=number, source=source)
                    )
            except (TournamentError, IllegalAction, TypeError, ValueError) as error:
                reason = error.message if isinstance(error, Refusal) else str(error)
                self.refused.append(
                    Message(
                        QT_TRANSLATE_NOOP(
                            "Messages", "Table {table}'s report {seq} was not taken: {reason}"
                        ),
                        table=number,
                        seq=entry.id.seq,
                        reason=reason,
                    )
                )
                continue
            acted += 1
        return acted

    def _hand(self, number: int, payload: Mapping[str, Any], source: str) -> HandPlayed:
        stacks = {str(name): int(chips) for name, chips in dict(payload["stacks"]).items()}
        dealt = {str(name) for name in payload.get("dealt", ())}
        # Who sat down after the hand was dealt did not play it: his stack is as it was.
        for entry in self.session.tournament.at_table(number):
            if entry.name not in stacks and entry.name not in dealt and entry.stack is not None:
                stacks[entry.name] = entry.stack
        return HandPlayed(
            table=number,
            stacks=stacks,
            button=int(payload.get("button", 0)),
            small_blind=int(payload.get("small_blind", 0)),
            big_blind=int(payload.get("big_blind", 0)),
            source=source,
        )


__all__ = [
    "HAND",
    "JOIN",
    "MOVED",
    "SETUP",
    "WAITING_FOR_THE_ROOM",
    "DirectorInRoom",
    "EventRef",
    "EventTable",
    "Following",
    "Inbox",
    "RoomEvent",
    "TableInRoom",
    "TableReports",
    "events_in_room",
    "join_entry_payload",
    "join_event_table",
    "joined_event",
    "move_sentence",
    "read_event",
    "rejoin_event_table",
    "setup_entry",
    "source_of",
    "table_config",
    "taken_reports",
]


class Inbox:
    """Entries a follower thread received, handed to the thread that owns the session: the
    follower puts, ``wake`` tells the owner (a Qt signal, an event), the owner drains."""

    def __init__(self, wake: Callable[[], None] | None = None) -> None:
        self._queue: queue.SimpleQueue[list[Entry]] = queue.SimpleQueue()
        self._wake = wake

    def put(self, entries: list[Entry]) -> None:
        self._queue.put(entries)
        if self._wake is not None:
            self._wake()

    def drain(self) -> list[list[Entry]]:
        batches: list[list[Entry]] = []
        while True:
            try:
                batches.append(self._queue.get_nowait())
            except queue.Empty:
                return batches


class Following:
    """A room follower (LISTEN/NOTIFY, :class:`~dealer_app.store.room.store.RoomFollower`) in a
    thread of its own, keeping only the streams ``wanted`` says (None: every one under
    ``prefix``), putting them in ``inbox``."""

    def __init__(
        self,
        url: str,
        inbox: Inbox,
        *,
        prefix: str,
        wanted: Callable[[str, str], bool] | None = None,
        seen: Mapping[tuple[str, str], int] | None = None,
        on_state: Callable[[Any], None] | None = None,
    ) -> None:
        from dealer_app.store.room.store import RoomFollower

        def deliver(entries: list[Entry]) -> None:
            if entries and (wanted is None or wanted(*entries[0].id.key[:2])):
                inbox.put(entries)

        self.follower = RoomFollower(url, deliver, prefix=prefix, seen=seen, on_state=on_state)
        self._thread = threading.Thread(target=self.follower.follow, daemon=True, name=prefix)
        self._thread.start()

    def stop(self) -> None:
        self.follower.stop()
        self._thread.join(timeout=5)


def events_in_room(url: str) -> list[tuple[EventRef, str]]:
    """The events a room holds (each director's), with their names, for a table to join."""
    from dealer_app.store.room.store import RoomStore

    found: list[tuple[EventRef, str]] = []
    with RoomStore.open(url) as store:
        for head in store.streams("event/"):
            parts = head.stream.split("/")
            if len(parts) != 3 or parts[2] != SETUP or not parts[1].isdigit():
                continue
            entries = store.read(head.station, head.stream)
            name = str(entries[0].payload.get("name", "")) if entries else ""
            found.append((EventRef(head.station, int(parts[1])), name))
    return found


def read_event(url: str, ref: EventRef) -> RoomEvent:
    """The event as the room holds it now: its set-up and every entry so far, replayed."""
    from dealer_app.store.room.store import RoomStore

    with RoomStore.open(url) as store:
        setup_entries = store.read(ref.station, ref.setup_stream)
        if not setup_entries:
            raise TournamentError(
                QT_TRANSLATE_NOOP(
                    "Messages", "The room has no event {event} from station {station}."
                ),
                event=ref.event,
                station=ref.station,
            )
        event = RoomEvent(Setup.from_json(setup_entries[0].payload))
        event.take(store.read(ref.station, ref.stream))
    return event


class TableInRoom:
    """A dealer's table of an event, live: the event followed from the room (its entries
    taken in the owner's thread by :meth:`pump`), the table dealt from it
    (:class:`EventTable`). ``wake`` tells the owner there is something to pump."""

    def __init__(
        self,
        url: str,
        event: RoomEvent,
        table: EventTable,
        *,
        wake: Callable[[], None] | None = None,
        on_state: Callable[[Any], None] | None = None,
    ) -> None:
        self.url = url
        self.event = event
        self.table = table
        self.inbox = Inbox(wake)
        ref = table.ref
        streams = {(ref.station, ref.stream)}
        self.following = Following(
            url,
            self.inbox,
            prefix=ref.stream,
            wanted=lambda station, stream: (station, stream) in streams,
            seen={(ref.station, ref.stream): event.seen},
            on_state=on_state,
        )

    def pump(self) -> bool:
        """Take what the room said of the event; True when the event changed (the window
        repaints: instructions, the next hand's reason to wait)."""
        changed = False
        for batch in self.inbox.drain():
            changed = self.event.take(batch) or changed
        if changed:
            self.table.refresh()
        before = self.table.seated()
        self.table.seat_arrivals()  # those arrived sit down at once (dealt in next hand)
        if changed or self.table.seated() != before:
            self.table.controller.changed.emit(EVERYTHING)
        return changed

    def stop(self) -> None:
        self.following.stop()


def join_event_table(
    url: str,
    ref: EventRef,
    number: int,
    journal: Journal,
    *,
    wake: Callable[[], None] | None = None,
    on_state: Callable[[Any], None] | None = None,
    clock: Callable[[], float] | None = None,
) -> TableInRoom:
    """Open table ``number`` of the event ``ref`` in ``journal`` as the room holds the event
    now, and follow the event live. The table's journal says which event table it is (its
    first report), so that the director's station takes its reports."""
    from dealer_app.session.recording import open_new_table

    event = read_event(url, ref)
    table = EventTable.new_table(ref, number, event)
    recorder, controller = open_new_table(
        journal,
        table.config.to_json(),
        lambda recorder: HandController(table=table, recorder=recorder),
    )
    journal.append(recorder.table_id, JOIN, join_entry_payload(ref, number))
    event_table = EventTable(
        ref, number, event, controller, journal=journal, table_id=recorder.table_id, clock=clock
    )
    return TableInRoom(url, event, event_table, wake=wake, on_state=on_state)


class DirectorInRoom:
    """The director's event in the room: its set-up put there, the tables' reports followed
    and acted (in the owner's thread, by :meth:`pump`). The events journal itself reaches
    the room through its outbox (:class:`~dealer_app.session.station.RoomLink`).

    The room may be away when the director's window opens: the set-up is then put there as
    soon as the follower reaches the room (:attr:`setup_sent` says whether it is), and the
    tables' reports are taken from then on; nothing waits for the room."""

    def __init__(
        self,
        url: str,
        session: EventSession,
        station: str,
        *,
        wake: Callable[[], None] | None = None,
        on_state: Callable[[Any], None] | None = None,
    ) -> None:
        self.url = url
        self.ref = EventRef(station, session.event_id)
        self.reports = TableReports(session, self.ref)
        self._setup = setup_entry(
            self.ref, session.tournament.setup.to_json(), session.now() * 1000
        )
        self.setup_sent = False
        self._wake = wake
        self._send_setup()
        self.inbox = Inbox(wake)

        def said(state: Any) -> None:
            if getattr(state, "connected", False) and not self.setup_sent and wake is not None:
                wake()  # the room is back: the owner's pump puts the set-up there
            if on_state is not None:
                on_state(state)

        self.following = Following(url, self.inbox, prefix="table/", on_state=said)

    def _send_setup(self) -> None:
        from dealer_app.store.errors import JournalError
        from dealer_app.store.room.store import RoomStore

        try:
            with RoomStore.open(self.url) as store:
                store.add(self._setup)
        except JournalError:
            return  # the room is away (or refused: said by the follower): tried again
        self.setup_sent = True

    def reports_taken(self) -> set[str]:
        """The identities of the tables' reports the event has taken."""
        return taken_reports(self.reports.session.tournament)

    def pump(self) -> int:
        """Act the reports the tables sent since; how many were acted. The set-up goes to
        the room first if it is not there yet."""
        if not self.setup_sent:
            self._send_setup()
        return sum(self.reports.take(batch) for batch in self.inbox.drain())

    def stop(self) -> None:
        self.following.stop()


def joined_event(journal: Journal, table_id: int) -> tuple[EventRef, int] | None:
    """The event and table number the journal's table ``table_id`` joined (None: none)."""
    entries = journal.streams.read(journal.station, journal.streams.stream_of(table_id))
    joins = [entry for entry in entries if entry.kind == JOIN]
    if not joins:
        return None
    payload = joins[-1].payload
    return EventRef(str(payload["station"]), int(payload["event"])), int(payload["table"])


WAITING_FOR_THE_ROOM: Final = Message(
    QT_TRANSLATE_NOOP(
        "Messages",
        "Wait: this table of an event deals again once it hears the event from the room.",
    )
)


def rejoin_event_table(
    url: str,
    controller: HandController,
    journal: Journal,
    table_id: int,
    *,
    wake: Callable[[], None] | None = None,
    on_state: Callable[[Any], None] | None = None,
    clock: Callable[[], float] | None = None,
) -> TableInRoom | None:
    """A table reopened from its journal (a restarted window) that was a table of an event:
    joined to it again as the room holds the event now, its reports so far known (the event
    may have taken them while it was away). None: the table was no event's."""
    stream = journal.streams.stream_of(table_id)
    entries = journal.streams.read(journal.station, stream)
    joins = [entry for entry in entries if entry.kind == JOIN]
    if not joins:
        return None
    payload = joins[-1].payload
    ref = EventRef(str(payload["station"]), int(payload["event"]))
    event = read_event(url, ref)
    table = EventTable(
        ref,
        int(payload["table"]),
        event,
        controller,
        journal=journal,
        table_id=table_id,
        clock=clock,
    )
    table.reported = [source_of(entry.id) for entry in entries if entry.kind == HAND]
    for entry in entries:
        if entry.kind == HAND and source_of(entry.id) not in event.sources:
            table._dealt[source_of(entry.id)] = {str(n) for n in entry.payload.get("dealt", ())}
    joined = TableInRoom(url, event, table, wake=wake, on_state=on_state)
    table.refresh()
    return joined
