"""A session of every game played through the window with the real journal (for the history
tests): one table rotating through the eleven games, four players, scripted hands.

Each :class:`Script` says what the dealer enters when the rules ask (:meth:`Hand.need`): the
board, the stud upcards, how many cards each player changes, the cards shown or a muck, and
who bets or folds on the second betting round. Everything goes through the window's controller,
as the dealer's keys do; the journal records each hand the moment it is over.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from dealer_app.engine.table import Table
from dealer_app.engine.table_config import Rotation, Stakes, TableConfig
from dealer_app.engine.variants import VARIANTS
from dealer_app.session.controller import HandController
from dealer_app.store import Journal, open_journal
from dealer_app.ui.dealer.main_window import MainWindow
from dealer_app.ui.settings import Settings

GAMES = tuple(VARIANTS)  # the table's rotation: every game once, in catalogue order
PLAYERS = ((1, "Anna"), (2, "Boris"), (4, "Chloé"), (6, "Dmitri"))
STACK = 1000


def stakes(game: str) -> Stakes:
    variant = VARIANTS[game]
    if variant.uses_bring_in:
        return Stakes.of_stud(2, 5, 10, 20)
    if variant.is_limit:
        return Stakes.of_limit(10, 20)
    return Stakes.of_blinds(5, 10)


def mixed_table() -> Table:
    config = TableConfig.cash(
        GAMES,
        {game: stakes(game) for game in GAMES},
        rotation=Rotation.HANDS,
        rotation_length=1,
        seat_count=6,
    )
    table = Table(config)
    for seat, name in PLAYERS:
        table.sit_down(seat, name, STACK)
    return table


@dataclass(frozen=True)
class Script:
    """What the dealer enters for one hand, by player index (``p1`` is 0)."""

    shows: dict[int, str]  # the cards each player shows (stud: the three down cards)
    board: str = ""
    upcards: dict[int, str] = field(default_factory=dict)  # stud: four upcards each, in order
    draws: dict[int, tuple[int, ...]] = field(default_factory=dict)  # cards changed, each draw
    mucks: frozenset[int] = frozenset()  # these muck instead of showing
    bettor: int | None = 0  # bets (or completes) the minimum on the second betting round
    folder: int | None = 3  # folds to that bet
    fold_out: bool = False  # on the second round everybody folds to the bet: no showdown


_HOLDEM = {0: "AsAh", 1: "KsKh", 2: "7c2d", 3: "9c9d"}
_HOLDEM_BOARD = "Jc8d3s5hQd"
_OMAHA = {0: "AsAhJdJh", 1: "2c4c9s9h", 2: "TcTd7c7d", 3: "QcQsKcKs"}
_OMAHA_BOARD = "Jc8d3s5hKd"
_STUD_DOWN = {0: "AsAh2c", 1: "KsKh3c", 2: "4d5dTd", 3: "9c9h8c"}
_STUD_UP = {0: "AdKc9s8s", 1: "QdQc7s6s", 2: "7d2h3hJs", 3: "6c6hTcTh"}
_DRAW = {0: "7c5d4h3s2c", 1: "8c6d4s3h2d", 2: "AcAdKhKdQs", 3: "9s8h6s5c3d"}

SCRIPTS: dict[str, Script] = {
    "nlhe": Script(_HOLDEM, _HOLDEM_BOARD),
    "plhe": Script(_HOLDEM, _HOLDEM_BOARD, mucks=frozenset({1})),
    "lhe": Script(_HOLDEM, _HOLDEM_BOARD, fold_out=True),
    "plo": Script(_OMAHA, _OMAHA_BOARD),
    "plo8": Script(_OMAHA, _OMAHA_BOARD),
    "lo8": Script(_OMAHA, _OMAHA_BOARD, mucks=frozenset({2})),
    "stud": Script(_STUD_DOWN, upcards=_STUD_UP),
    "stud8": Script(_STUD_DOWN, upcards=_STUD_UP),
    "razz": Script(_STUD_DOWN, upcards=_STUD_UP, fold_out=True),
    "27td": Script(_DRAW, draws={1: (1, 0, 0), 2: (2, 1, 0)}),
    "27sd": Script(_DRAW, draws={2: (3,)}),
}


def play(controller: HandController, script: Script, limit: int = 200) -> None:
    """Enter the script's hand on the window's controller until the hand is over."""
    draws = {player: list(counts) for player, counts in script.draws.items()}
    upcards = {player: [text[i : i + 2] for i in range(0, len(text), 2)]
               for player, text in script.upcards.items()}  # fmt: skip
    for _ in range(limit):
        hand = controller.hand
        assert hand is not None
        if hand.finished:
            return
        need = hand.need()
        player = need.player
        if need.kind == "board":
            start = len(hand.board)
            cards = script.board[2 * start : 2 * (start + need.count)]
            accepted = controller.enter_cards(cards)
        elif need.kind == "upcard":
            assert player is not None
            accepted = controller.enter_cards(upcards[player].pop(0))
        elif need.kind == "draw":
            assert player is not None
            counts = draws.get(player, [])
            accepted = controller.draw(counts.pop(0) if counts else 0)
        elif need.kind == "show":
            assert player is not None
            if player in script.mucks and not hand.face_up:
                accepted = controller.muck()
            else:
                accepted = controller.show(script.shows[player])
        else:
            accepted = _bet(controller, script)
        assert accepted, controller.last_refusal
    raise AssertionError(f"the hand did not end in {limit} entries")


def _bet(controller: HandController, script: Script) -> bool:
    hand = controller.hand
    assert hand is not None
    options = hand.options()
    player = options.player
    if options.bring_in is not None:
        return controller.bring_in()
    second_round = hand.street == 1
    if second_round and player == script.bettor and options.can_raise and not options.to_call:
        assert options.min_to is not None
        return controller.bet_raise(options.min_to)
    if second_round and options.to_call and (script.fold_out or player == script.folder):
        return controller.fold()
    return controller.check_call()


@dataclass
class Session:
    """The window, its journal, and what the dealer saw at the end of each hand."""

    window: MainWindow
    journal: Journal
    table_id: int
    announcements: list[list[str]]  # the window's announcement of each hand, in order
    finishing_stacks: list[list[int]]  # of each hand, by player index
    awards: list[list[tuple[str, str, int]]]  # of each hand: (winner, half, chips), every pot

    @property
    def controller(self) -> HandController:
        assert self.window.controller is not None
        return self.window.controller


def play_session(qtbot, settings: Settings, data: Path, games: tuple[str, ...] = GAMES) -> Session:  # type: ignore[no-untyped-def]
    """Play one hand of each of ``games`` (in rotation order) at a new table of the window.

    Every hand is recorded the moment it is over; the last is on screen, not yet confirmed.
    """
    journal = open_journal(data)
    # The window as the application builds it, without its start-up steps (which would restore
    # this table from the journal once the first frame is out).
    window = MainWindow(settings=settings, data_dir=data)
    window.journal = journal
    qtbot.addWidget(window)
    window.resize(1360, 860)
    window.show()
    window.set_controller(window.controller_for(mixed_table()))
    session = Session(window, journal, _table_id(window), [], [], [])
    for number, game in enumerate(games):
        if number:
            assert session.controller.next_hand(), session.controller.last_refusal
        hand = session.controller.hand
        assert hand is not None and hand.variant.key == game, (game, hand)
        play(session.controller, SCRIPTS[game])
        screen = window.screen_widget
        assert screen is not None
        session.announcements.append(list(screen.action_panel.showdown.announce()))
        assert hand.finishing_stacks is not None
        session.finishing_stacks.append(list(hand.finishing_stacks))
        session.awards.append(
            [
                (hand.name(award.player), award.half, award.amount)
                for pot in hand.results
                for award in pot.awards
            ]
        )
    return session


def _table_id(window: MainWindow) -> int:
    recorder = window.recorder
    table_id = getattr(recorder, "table_id", None)
    assert isinstance(table_id, int)
    return table_id
