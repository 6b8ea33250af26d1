"""Crash recovery for real: the application is SIGKILLed at random moments and comes back.

The application runs in a subprocess (offscreen) on a temporary data folder, driven through its
window by :mod:`tests.store.app_driver` (real key presses; table changes through the calls the
seat menus make). The test keeps its own model of the table with the engine alone, chooses each
command from it (random legal actions of every game, undos, refused entries, next hands,
players seated, leaving, sitting out and back, chips added, new tables), and checks every
answer against the model. It kills the application with SIGKILL again and again (seeded:
right after an answer while it idles, in the middle of a command, during start-up and
restore), restarts it on the same folder and checks the restored table.

What a restart may show (the contract these tests enforce)
    The window prints an answer only once it shows the result, and it shows nothing the
    journal does not have; so every answered command is kept. A command in flight when the
    kill came (sent, no complete answer line read) may be kept or not: the restored table is
    the table after the last answer, or one of the states the command passes through, and
    nothing else. Those states are its result, and for a command that confirms a finished
    hand (N, or a table change made after the hand's end) also the table between hands that
    has taken the hand's stacks before the next hand is dealt or the change applied (the
    window shows that state too, when the table cannot deal). "The table" is everything
    :func:`app_driver.engine_digest` holds: the table's snapshot (seats, stacks, button, game,
    level, hands played), the seats of the hand, the hand's actions in order (which are also
    its undo history). When the restored table is the one of the last answer, what the window
    shows (log, prompt, seats, pots, announcement, undo label, enabled actions) must be the
    same as in that answer too.

    A restart must never find the journal locked: the lock of a killed program is free.

    The journal's hand records (the hand-history browser) hold exactly the hands the model
    finished, once each, in order, with the same history, and each hand a new table replaced
    (abandoned in play, or over and not confirmed). A hand is recorded the moment it is over,
    so while a hand is on screen its record may be there already (over, or reopened by an
    undo); confirming it records it again under the same number.

Kills at every commit
    Besides the random moments, ``test_a_kill_after_each_journal_write`` makes the program kill
    itself right after the 1st, 2nd, ... journal write of one command (``arm N``), from the same
    saved folder each time, until a run completes it: every commit of the command is a point
    where a kill may come, and so is every write inside a transaction before its commit. The
    states restored must follow the command's own order, and its last write must leave its
    result kept (the answer only shows it).

A new table opened while another is open replaces it in one commit with its first checkpoint
(``dealer_app.session.recording.open_new_table``), so it is killed at random like any command: killed
before that commit (at each write inside it, too), the old table comes back at its last answer
(same hand, same actions and undo history, same journal table, none added or closed); after
it, the new table with its first hand.

``DEALER_KILL_SEED=N`` runs the tests with another seed (a failure names its seed and the last
steps).
"""

from __future__ import annotations

import json
import os
import queue
import random
import shutil
import subprocess
import sys
import threading
import time
from collections import Counter, deque
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from dealer_app.engine.errors import IllegalAction
from dealer_app.engine.hand import BetRaise, Hand, Phase, Show
from dealer_app.engine.histories import Scale, action_text, fields_from_hand, parse_action
from dealer_app.engine.table import Table
from dealer_app.engine.table_events import AddChips, ComeBack, Leave, SitDown, SitOut, TableEvent
from dealer_app.engine.variants import VARIANTS, Family
from dealer_app.session.recording import _json_safe
from dealer_app.store import open_journal
from tests.engine.random_hands import Style, random_action
from tests.store.app_driver import engine_digest, make_table

ROOT = Path(__file__).resolve().parents[2]
SEED = int(os.environ.get("DEALER_KILL_SEED", "20260611"))
ANSWER_TIMEOUT = 60.0  # seconds: only a hung application takes this long
# Raises of every size, folds, draws: the hands reach all-ins, side pots and showdowns.
STYLE = Style(raises=0.25, folds=0.15, any_amount=True, draws=True)


# ------------------------------------------------------------------ the test's own model


@dataclass
class Model:
    """The table as the test expects it, from the engine alone (no window, no journal)."""

    table: Table | None = None
    hand: Hand | None = None  # None between hands
    seats: tuple[int, ...] = ()
    finished: list[dict[str, Any]] = field(default_factory=list)  # histories, in order
    tables_opened: int = 0

    def digest(self) -> dict[str, Any] | None:
        if self.table is None:
            return None
        return engine_digest(self.table, self.hand, self.seats)

    def copy(self) -> Model:
        table = None if self.table is None else Table.from_snapshot(self.table.to_snapshot())
        hand = None if self.hand is None else Hand(self.hand.setup, self.hand.actions)
        return Model(table, hand, self.seats, list(self.finished), self.tables_opened)

    def steps(self, command: str) -> list[Model]:
        """The states the window passes through entering ``command``, its result last;
        IllegalAction when the window refuses it (then nothing changes)."""
        verb, _, rest = command.partition(" ")
        model = self.copy()
        if verb == "table":
            kind, seed = rest.split()
            if model.hand is not None:  # kept: abandoned in play, or over and not confirmed
                history = _json_safe(fields_from_hand(model.hand, Scale(0)))
                model.finished.append({**history, "seats": list(model.seats)})
            model.table, model.hand, model.seats = make_table(kind, int(seed)), None, ()
            model.tables_opened += 1
            model.deal()  # a new table deals its first hand at once
            return [model]
        table, hand = model.table, model.hand
        if table is None:
            raise IllegalAction("no table")
        if verb in ("act", "undo"):
            if hand is None:
                raise IllegalAction("no hand")
            action = parse_action(rest, Scale(0)) if verb == "act" else None
            hand.apply(action) if action is not None else hand.undo()
            return [model]
        if hand is not None and not hand.finished:
            if verb == "next":
                raise IllegalAction(f"The hand is not over: {hand.need().text}")
            events = _table_events(command)
            for event in events:
                table.apply(event)  # a change during the hand: the table takes it now
            return [model]
        # The result on screen (if any) is confirmed first: the table takes the stacks.
        confirmed: list[Model] = []
        if verb != "next":
            probe = model.copy()
            if probe.hand is not None:
                probe.confirm()
            for event in _table_events(command):
                probe.table.apply(event)  # type: ignore[union-attr]  # refused: nothing changes
        if hand is not None:
            model.confirm()
            confirmed.append(model.copy())
        if verb == "next":
            try:
                model.deal()
            except IllegalAction:
                if not confirmed:
                    raise  # between hands and still no hand can be dealt
                return confirmed  # confirmed; the window stays between hands and says why
            return [*confirmed, model]
        for event in _table_events(command):
            model.table.apply(event)  # type: ignore[union-attr]
        return [*confirmed, model]

    def confirm(self) -> None:
        assert self.table is not None and self.hand is not None
        history = _json_safe(fields_from_hand(self.hand, Scale(0)))
        self.table.finish_hand(self.hand)
        self.finished.append({**history, "seats": list(self.seats)})
        self.hand, self.seats = None, ()

    def deal(self) -> None:
        assert self.table is not None
        setup, seats = self.table.start_hand()
        self.hand, self.seats = Hand(setup), seats


def _table_events(command: str) -> list[TableEvent]:
    """The table events of a table-change command (the window's calls make the same)."""
    verb, *words = command.split()
    seat = int(words[0])
    if verb == "sit":
        return [SitDown(seat, words[1], int(words[2]))]
    if verb == "chips":
        return [AddChips(seat, int(words[1]))]
    if verb == "leave":
        return [Leave(seat)]
    if verb == "out":
        return [SitOut(seat)]
    if verb == "back":
        return [ComeBack(seat)]
    raise AssertionError(f"unknown command {command!r}")


def allowed_records(model: Model, recorded: int | None) -> bool:
    """The journal's hand records of the open table against the model's hands played."""
    if model.table is None or recorded is None:
        return model.table is None and recorded is None
    ahead = recorded - model.table.hands_played
    if model.hand is None:
        return ahead == 0
    if model.hand.finished:
        return ahead == 1  # recorded the moment it was over
    return ahead in (0, 1)  # in play; recorded already if an undo reopened it


# ------------------------------------------------------------------ the application


class AppDied(Exception):
    """The application ended without answering."""


class App:
    """One run of the application: its pipes and the answers read so far."""

    def __init__(self, data: Path, settings: Path, errors: Path) -> None:
        self.errors = errors
        with errors.open("ab") as log:
            self.process = subprocess.Popen(
                [sys.executable, "-m", "tests.store.app_driver", "--data-dir", str(data),
                 "--settings", str(settings)],
                cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=log, text=True,
                encoding="utf-8",
            )  # fmt: skip
        self.lines: queue.Queue[str | None] = queue.Queue()
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self.lines.put(line)
        self.lines.put(None)

    def send(self, command: str) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(command + "\n")
        self.process.stdin.flush()

    def answer(self) -> dict[str, Any]:
        try:
            line = self.lines.get(timeout=ANSWER_TIMEOUT)
        except queue.Empty:
            self.process.kill()
            raise AppDied(f"no answer in {ANSWER_TIMEOUT} s{self.error_tail()}") from None
        if line is None or not line.endswith("\n"):
            self.process.wait()
            raise AppDied(f"exit status {self.process.returncode}{self.error_tail()}")
        return json.loads(line)

    def kill(self) -> list[dict[str, Any]]:
        """SIGKILL; the answers it had printed in full (a line cut short is no answer)."""
        self.process.kill()
        self.process.wait()
        self.reader.join()
        answers = []
        while (line := self.lines.get_nowait()) is not None:
            if line.endswith("\n"):
                answers.append(json.loads(line))
        return answers

    def quit(self) -> int:
        assert self.process.stdin is not None
        self.process.stdin.close()
        self.reader.join()
        return self.process.wait(timeout=ANSWER_TIMEOUT)

    def error_tail(self) -> str:
        text = self.errors.read_text(encoding="utf-8", errors="replace")
        lines = [line for line in text.splitlines() if "propagateSizeHints" not in line]
        return ("; its errors:\n" + "\n".join(lines[-30:])) if lines else ""


# ------------------------------------------------------------------ the session


@dataclass
class Session:
    """A long evening of several tables, with kills; see the module's notes."""

    folder: Path
    seed: int
    kills_wanted: int
    tables: tuple[str, ...]
    hands_per_table: int
    kill_rate: float  # the share of commands killed
    start_kill_rate: float = 0.15  # the share of start-ups killed
    rng: random.Random = field(init=False)
    model: Model = field(default_factory=Model)
    window: dict[str, Any] | None = None  # what the window showed at the last answer
    app: App | None = None
    kills: Counter[str] = field(default_factory=Counter)
    kept_in_flight: int = 0  # restarts that brought back (part of) the command in flight
    commands: Counter[str] = field(default_factory=Counter)
    steps: deque[str] = field(default_factory=lambda: deque(maxlen=12))  # for a failure
    games: set[str] = field(default_factory=set)
    answer_time: float = 0.02  # running estimates, only to aim the kills
    start_time: float = 0.5

    def __post_init__(self) -> None:
        self.rng = random.Random(self.seed)
        self.data = self.folder / "data"
        self.settings = self.folder / "settings"
        self.errors = self.folder / "app-errors.log"

    def fail(self, message: str) -> None:
        pytest.fail(
            f"{message}\n(seed {self.seed}, after {self.commands.total()} commands and "
            f"{self.kills.total()} kills: {dict(self.kills)}; data folder {self.data})\n"
            "The last steps:\n  " + "\n  ".join(self.steps)
        )

    # ---------------------------------------------------------------- starting

    def start(self, in_flight: list[Model] | None = None) -> None:
        """Start the application (killing some starts on the way) and check what it restored
        against the model, or against ``in_flight``, the states of the command in flight."""
        while True:
            began = time.monotonic()
            app = App(self.data, self.settings, self.errors)
            if self.rng.random() < self.start_kill_rate:  # killed while starting or restoring
                time.sleep(self.rng.uniform(0, 1.2 * self.start_time))
                answers = app.kill()
                self.kills["start-up"] += 1
                self.steps.append(f"start, killed {'after' if answers else 'before'} ready")
                if answers:  # it was up before the kill: what it restored counts
                    self.restored(answers[0], in_flight)
                    in_flight = None
                continue
            try:
                ready = app.answer()
            except AppDied as died:
                self.fail(f"The application did not start: {died}")
            self.start_time = 0.8 * self.start_time + 0.2 * (time.monotonic() - began)
            self.steps.append("start")
            self.restored(ready, in_flight)
            self.app = app
            return

    def restored(self, ready: dict[str, Any], in_flight: list[Model] | None) -> None:
        """Check what a start brought back and take it as the model."""
        if ready["answer"] == "locked":
            self.fail(
                f"A restart found the journal locked after a kill: {ready['sentence']} "
                f"(lock file: {(self.data / 'journal.lock').read_text(errors='replace')!r})"
            )
        if ready["answer"] != "ready":
            self.fail(f"Unexpected first answer {ready}")
        digest = ready["digest"]
        found, recorded = _engine(digest), None if digest is None else digest["recorded"]
        candidates = [self.model, *(in_flight or [])]
        for index, candidate in enumerate(candidates):
            if found != candidate.digest():
                continue
            if not allowed_records(candidate, recorded):
                self.fail(f"The restored table's journal holds {recorded} hands")
            if index == 0 and digest is not None and digest["window"] != self.window:
                self.fail(
                    "The restored window shows the table otherwise than before the kill:\n"
                    + _difference(self.window, digest["window"])
                )
            if index > 0:
                self.model = candidate
                self.kept_in_flight += 1
            self.window = None if digest is None else digest["window"]
            return
        self.fail(
            "The restored table is neither the last acknowledged one nor a state of the "
            "command in flight:\n"
            + "\n".join(
                f"against {'the last answer' if index == 0 else f'in-flight state {index}'}:\n"
                + _difference(candidate.digest(), found)
                for index, candidate in enumerate(candidates)
            )
        )

    # ---------------------------------------------------------------- playing

    def next_command(self) -> str:
        """The next command for the model's table (the model says whether it is refused)."""
        model, rng = self.model, self.rng
        table, hand = model.table, model.hand
        if table is None:
            return self._new_table()
        if table.hands_played >= self.hands_per_table and (hand is None or not hand.actions):
            return self._new_table()  # the next table of the evening, its first hand dealt
        if hand is None or hand.finished:
            if rng.random() < 0.15 or (hand is None and not _can_deal(model)):
                return self._table_change(between_hands=True) or self._new_table()
            return "next"
        roll = rng.random()
        if hand.actions and roll < 0.1:
            return "undo"
        if roll < 0.12:
            change = self._table_change(between_hands=False)
            if change is not None:
                return change
        options = hand.options() if hand.phase is Phase.BET and hand.actor is not None else None
        if options is not None and options.can_raise and not options.fixed and roll > 0.97:
            # More than anybody has: the window says no and nothing is kept.
            too_much = sum(hand.stacks) + sum(hand.bets) + 1000
            return f"act {action_text(BetRaise(options.player, too_much), Scale(0))}"
        action = random_action(hand, rng, STYLE)
        if isinstance(action, Show) and None in action.cards:
            raise AssertionError(f"six players ran a stud deck short: {hand.need().text}")
        return f"act {action_text(action, Scale(0))}"

    def _new_table(self) -> str:
        kind = self.tables[self.model.tables_opened % len(self.tables)]
        return f"table {kind} {self.rng.randrange(10**6)}"

    def _table_change(self, *, between_hands: bool) -> str | None:
        """A table change: a rebuy for a busted player, a player seated, chips added, a player
        sitting out, back or leaving (some of them refused by the table: that is checked too)."""
        table, rng = self.model.table, self.rng
        assert table is not None
        config = table.config
        choices: list[str] = []
        for seat in range(1, config.seat_count + 1):
            player = table.player(seat)
            buy_in = rng.randrange(config.min_buy_in, config.max_buy_in + 1, config.chip_unit)
            if player is None:
                choices.append(f"sit {seat} Guest{self.commands.total()} {buy_in}")
            elif player.stack == 0:
                choices += [f"chips {seat} {buy_in}"] * 3 + [f"leave {seat}"]
            elif player.sitting_out:
                choices.append(f"back {seat}")
            else:
                choices += [f"out {seat}", f"chips {seat} {rng.randrange(1, 100)}"]
                if between_hands and rng.random() < 0.2:
                    choices.append(f"leave {seat}")
        return rng.choice(choices) if choices else None

    def step(self) -> None:
        """One command, killed or not, checked either way."""
        assert self.app is not None
        command = self.next_command()
        try:
            states = self.model.steps(command)
        except IllegalAction:
            states = []  # the window must refuse it and keep nothing
        plan = "none"
        if self.rng.random() < self.kill_rate:
            plan = self.rng.choices(["after answer", "in flight"], [0.4, 0.6])[0]
        self.commands[command.split()[0]] += 1
        self.steps.append(f"{command!r}, {plan}")
        began = time.monotonic()
        self.app.send(command)
        if plan == "in flight":
            time.sleep(self.rng.uniform(0, 1.5 * self.answer_time))
            answers = self.app.kill()
            self.kills[plan] += 1
            if answers:
                self.check_answer(command, answers[0], states)
                self.start()
            else:
                self.start(states)
            return
        self.answered(command, states)
        self.answer_time = 0.8 * self.answer_time + 0.2 * (time.monotonic() - began)
        if plan == "after answer":
            if self.rng.random() < 0.5:
                time.sleep(self.rng.uniform(0, 0.01))  # idle, as between a dealer's actions
            self.app.kill()
            self.kills[plan] += 1
            self.start()

    def answered(self, command: str, states: list[Model]) -> None:
        """Read the answer to ``command``, check it and take it as the model."""
        assert self.app is not None
        try:
            answer = self.app.answer()
        except AppDied as died:
            self.fail(f"The application died on {command!r}: {died}")
        self.check_answer(command, answer, states)

    def check_answer(self, command: str, answer: dict[str, Any], states: list[Model]) -> None:
        """An answer is the command's result (or a refusal, changing nothing): the model."""
        expected = states[-1] if states else self.model
        wanted = "ack" if states else "refused"
        if answer["answer"] != wanted:
            self.fail(f"{command!r} was answered {answer}, not {wanted!r}")
        digest = answer["digest"]
        if _engine(digest) != expected.digest():
            self.fail(
                f"After {command!r} the window's table is not the model's:\n"
                + _difference(expected.digest(), _engine(digest))
            )
        assert expected.table is not None
        if not allowed_records(expected, digest["recorded"]):
            self.fail(
                f"After {command!r} the journal holds {digest['recorded']} hands of this "
                f"table; {expected.table.hands_played} were played"
            )
        self.model, self.window = expected, digest["window"]
        if expected.hand is not None:
            self.games.add(expected.hand.variant.key)

    def play_until(self, kind: str) -> tuple[str, list[Model]]:
        """Play without kills until the next command is of ``kind`` (see KILL_POINTS); return
        it, not sent, with its states."""
        assert self.app is not None
        while True:
            command = self.next_command()
            try:
                states = self.model.steps(command)
            except IllegalAction:
                states = []
            if _kind(command, states, self.model) == kind:
                return command, states
            self.app.send(command)
            self.answered(command, states)

    def run(self) -> None:
        self.start()
        # Until enough kills, and every table of the evening opened.
        while self.kills.total() < self.kills_wanted or self.model.tables_opened < len(self.tables):
            self.step()
        assert self.app is not None
        status = self.app.quit()
        if status != 0:
            self.fail(f"The application ended with status {status}{self.app.error_tail()}")

    # ---------------------------------------------------------------- the hand histories

    def recorded_hands(self) -> list[dict[str, Any]]:
        """Every hand the journal kept for the browser, table after table, in order."""
        with open_journal(self.data) as journal:
            return [
                journal.hand_history(record.table_id, hand.hand_no)
                for record in journal.tables()
                for hand in journal.hands(record.table_id)
            ]


def _can_deal(model: Model) -> bool:
    try:
        model.steps("next")
    except IllegalAction:
        return False
    return True


def _kind(command: str, states: list[Model], model: Model) -> str:
    """The kind of kill point a command is (KILL_POINTS)."""
    verb = command.split()[0]
    if not states:
        return "refused"
    if verb == "table":
        return "new table" if model.table is not None else "first table"
    if verb == "next" and model.hand is not None:
        return "next"  # a result confirmed and the next hand dealt
    if verb in ("act", "undo"):
        return verb
    return "table change" if verb != "next" else "deal"


def _engine(digest: dict[str, Any] | None) -> dict[str, Any] | None:
    return None if digest is None else {key: digest[key] for key in ("table", "seats", "actions")}


def _difference(expected: Any, found: Any) -> str:
    """The first places where two digests differ, in a few lines."""
    lines: list[str] = []

    def walk(a: Any, b: Any, where: str) -> None:
        if len(lines) >= 8 or a == b:
            return
        if isinstance(a, dict) and isinstance(b, dict):
            for key in sorted(set(a) | set(b)):
                walk(a.get(key), b.get(key), f"{where}/{key}")
        elif isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
            for index, (x, y) in enumerate(zip(a, b, strict=True)):
                walk(x, y, f"{where}/{index}")
        else:
            lines.append(f"  {where or '/'}: expected {a!r}, found {b!r}")

    walk(expected, found, "")
    return "\n".join(lines)


# ------------------------------------------------------------------ the tests


def _check_session(session: Session) -> None:
    session.run()
    played, recorded = session.model.finished, session.recorded_hands()
    if session.model.hand is not None and len(recorded) == len(played) + 1:
        recorded = recorded[:-1]  # the hand on screen, recorded once it was over
    assert len(recorded) == len(played), (
        f"The journal recorded {len(recorded)} hands, {len(played)} were played "
        f"(seed {session.seed})"
    )
    for number, (history, hand) in enumerate(zip(recorded, played, strict=True)):
        kept = {key: history.get(key) for key in hand}  # the journal adds names and times
        assert kept == hand, f"Hand {number} (seed {session.seed}):\n{_difference(hand, kept)}"
    assert set(session.kills) == {"start-up", "after answer", "in flight"}, session.kills
    families = {VARIANTS[game].family for game in session.games}
    assert {Family.BOARD, Family.STUD, Family.DRAW} <= families, session.games
    print(
        f"seed {session.seed}: {session.commands.total()} commands {dict(session.commands)}, "
        f"{session.kills.total()} kills {dict(session.kills)}, {session.kept_in_flight} "
        f"restarts kept the command in flight, {len(played)} hands at "
        f"{session.model.tables_opened} tables, games {sorted(session.games)}"
    )


# One journal write each, also killed at random by the sessions: checked at every write in
# `make deep-check` only. A next hand (four writes), a first table, a new table replacing the
# open one (one commit, four writes inside it) and a table change made after a hand's end are
# rarely hit between their writes by a random kill: checked every run.
KILL_POINTS = [
    "first table",
    "new table",
    "next",
    "table change",
    pytest.param("act", marks=pytest.mark.deep),
    pytest.param("undo", marks=pytest.mark.deep),
    pytest.param("refused", marks=pytest.mark.deep),
]


def _journal_tables(data: Path) -> list[tuple[int, bool]]:
    """Each table of the journal in ``data``: its number and whether it is closed."""
    with open_journal(data) as journal:
        return [(record.table_id, record.is_closed) for record in journal.tables()]


@pytest.mark.parametrize("kind", KILL_POINTS)
def test_a_kill_after_each_journal_write(tmp_path: Path, kind: str) -> None:
    """A command of ``kind`` is entered again and again from the same saved folder, the
    program killed right after its first journal write, then its second, ... until one run
    answers it: every write is a commit at which a kill may come."""
    session = Session(
        tmp_path,
        SEED,
        kills_wanted=0,
        tables=("nlhe", "nlhe"),
        hands_per_table=1 if kind == "new table" else 99,
        kill_rate=0,
        start_kill_rate=0,
    )
    session.start()
    if kind == "table change":
        # A player sits out once the hand is over: the change confirms its result first.
        session.play_until("next")
        probe = session.model.copy()
        probe.confirm()
        seat = next(seat for seat, player in probe.table.seats.items() if player.stack)  # type: ignore[union-attr]
        command = f"out {seat}"
        states = session.model.steps(command)
    else:
        command, states = session.play_until(kind)
    assert session.app is not None and session.app.quit() == 0
    tables_before = _journal_tables(session.data)
    saved = tmp_path / "saved"
    shutil.copytree(session.data, saved / "data")
    shutil.copytree(session.settings, saved / "settings")
    before, window = session.model, session.window
    writes, restored = 0, []  # which state each kill brought back: 0 before, 1.. the command's
    while True:
        writes += 1
        for folder in (session.data, session.settings):
            shutil.rmtree(folder)
            shutil.copytree(saved / folder.name, folder)
        session.model, session.window = before.copy(), window
        session.start()
        app = session.app
        assert app is not None
        app.send(f"arm {writes}")
        assert app.answer() == {"answer": "armed"}
        session.steps.append(f"{command!r}, killed after journal write {writes}")
        app.send(command)
        try:
            answer = app.answer()
        except AppDied:
            session.start(states)  # checks what came back
            found = session.model.digest()
            restored.append(next(i for i, s in enumerate([before, *states]) if s.digest() == found))
            assert session.app is not None and session.app.quit() == 0
            if restored[-1] == 0:  # the same table goes on: none added, none closed
                tables = _journal_tables(session.data)
                assert tables == tables_before, f"after write {writes}: {tables}, {tables_before}"
            continue
        session.check_answer(command, answer, states)  # it made fewer writes than armed
        assert app.quit() == 0
        break
    if not states:
        assert restored == [], f"the refused {command!r} wrote to the journal"
    else:
        # The command's states come back in its own order, its result after its last write.
        assert restored and restored == sorted(restored), restored
        assert restored[-1] == len(states), f"{command!r} was not kept after its last write"


def test_fifty_kills_lose_nothing_acknowledged(tmp_path: Path) -> None:
    session = Session(
        tmp_path,
        SEED,
        kills_wanted=50,
        tables=("8-game", "horse"),
        hands_per_table=4,  # 2-7 triple draw, limit hold'em, Omaha hi/lo, razz; then HORSE
        kill_rate=0.15,
    )
    _check_session(session)


@pytest.mark.deep
def test_long_evening_of_kills(tmp_path: Path) -> None:
    session = Session(
        tmp_path,
        SEED + 1,
        kills_wanted=220,
        tables=("8-game", "horse", "nlhe", "8-game", "horse"),
        hands_per_table=10,
        kill_rate=0.12,
    )
    _check_session(session)
