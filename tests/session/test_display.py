"""The display's content (issue 18): levels and breaks, stakes per structure, the field, the
prizes, eliminations, seats and moves, announcements, and the remote's actions, journal first."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from dealer_app.engine.tournament import AdjustClock, Level, Pause, Register, Setup, Start
from dealer_app.session.display import (
    Display,
    DisplayFeed,
    DisplayRefusal,
    Stakes,
    display_state,
)
from dealer_app.session.tournament import EventSession
from dealer_app.store import open_display_log, open_event_journal
from tests.web.event_fixture import NAMES, Clock, running_event


def test_a_running_level_its_stakes_and_the_field(tmp_path: Path) -> None:
    clock = Clock()
    session = running_event(tmp_path, clock)
    state = display_state(session)
    assert (state.event, state.started, state.level, state.on_break) == (
        "Friday Deepstack",
        True,
        1,
        False,
    )
    assert state.stakes is not None
    assert (state.stakes.big_blind, state.stakes.ante, state.stakes.big_blind_ante) == (
        200,
        200,
        True,
    )
    assert state.next_level == 2 and state.next_stakes is not None
    assert state.next_stakes.big_blind == 400
    assert (state.players_left, state.entries) == (len(NAMES) - 3, len(NAMES))
    assert state.chips_in_play == session.tournament.chips_total
    assert state.average_stack == state.chips_in_play // state.players_left
    assert state.prize_pool == 10_000 * len(NAMES)
    assert sum(state.prizes) == state.prize_pool
    assert [e.place for e in state.eliminations] == [30, 31, 32]  # latest first
    assert state.seconds_left == 20 * 60 - 90
    assert state.seconds_to_break == 40 * 60 - 90
    # The break after level 2 races off the 25s and offers the add-on.
    assert state.break_colour_up == () and not state.break_add_on
    seated = {card.player for card in state.seats}
    assert seated == {name for name in session.tournament.deal_stacks()}
    found = state.find("анна")
    assert len(found) == 1 and found[0].player == "Анна Петрова" and found[0].table > 0


def test_a_break_is_not_a_level_and_says_what_happens_at_it(tmp_path: Path) -> None:
    clock = Clock()
    session = running_event(tmp_path, clock, busts=0)
    clock.seconds += 25 * 60  # into level 2
    state = display_state(session)
    assert state.level == 2 and state.next_is_break
    assert state.break_colour_up == (25,) and state.break_add_on
    clock.seconds += 17 * 60  # into the break
    state = display_state(session)
    assert state.on_break and state.stakes is None and state.level == 2
    assert state.next_level == 3 and state.next_stakes is not None
    assert state.next_stakes.small_blind == 300
    assert state.break_colour_up == (25,) and state.break_add_on
    clock.seconds += 10 * 60
    state = display_state(session)
    assert (state.on_break, state.level) == (False, 3)


def test_stakes_read_per_structure() -> None:
    stud = Stakes.of(Level(ante=25, bring_in=30, small_bet=100, big_bet=200, game="stud"))
    assert (stud.stud, stud.is_limit, stud.structure) == (True, True, "limit")
    limit = Stakes.of(Level(50, 100, small_bet=100, big_bet=200, game="lhe"))
    assert (limit.stud, limit.is_limit, limit.small_bet) == (False, True, 100)
    no_limit = Stakes.of(Level(100, 200, 25))
    assert (no_limit.is_limit, no_limit.game_name) == (False, "No-limit hold'em")


def test_mixed_event_shows_the_game_now_and_next(tmp_path: Path) -> None:
    clock = Clock()
    levels = (
        Level(100, 200, small_bet=200, big_bet=400, game="lhe", minutes=15),
        Level(ante=50, bring_in=50, small_bet=200, big_bet=400, game="stud", minutes=15),
    )
    setup = Setup.of("HORSE", levels, tables=1, max_field=8, seed=2)
    with open_event_journal(tmp_path) as journal:
        session = EventSession.create(journal, setup, clock=clock)
        for name in ("Anna", "Boris", "Chloé"):
            session.act(Register(player=name))
        session.act(Start())
        state = display_state(session)
        assert state.mixed and state.stakes is not None and state.next_stakes is not None
        assert (state.stakes.game, state.next_stakes.game) == ("lhe", "stud")


def test_announcements_are_journalled_and_bad_ones_refused(tmp_path: Path) -> None:
    clock = Clock()
    session = running_event(tmp_path / "event", clock)
    log = open_display_log(tmp_path / "event")
    display = Display(log, session)
    display.announce("  Dinner break   at level 6  ")
    for bad, sentence in (("   ", "needs some words"), ("x" * 201, "at most 200")):
        with pytest.raises(DisplayRefusal, match=sentence):
            display.announce(bad)
    state = display.state()
    assert state is not None and state.announcements == ("Dinner break at level 6",)
    again = Display(open_display_log(tmp_path / "event"), session).state()
    assert again is not None and again.announcements == ("Dinner break at level 6",)


def test_remote_actions_go_through_the_session_and_say_where_they_came_from(
    tmp_path: Path,
) -> None:
    clock = Clock()
    session = running_event(tmp_path, clock, busts=0)
    display = Display(open_display_log(tmp_path), session)
    clock.seconds += 300
    before = display_state(session).seconds_left
    display.remote({"action": "add_time", "minutes": 2}, "192.168.1.30")
    assert display_state(session).seconds_left == before + 120
    display.remote({"action": "pause"}, "192.168.1.30")
    assert not display_state(session).running
    victim = NAMES[4]
    display.remote({"action": "eliminate", "player": victim}, "10.0.0.7")
    assert victim not in session.tournament.deal_stacks()
    rows = [row["kind"] for row in session.journal.events(session.event_id)]
    assert rows[-3:] == ["adjust_clock", "pause", "bust"]
    for bad, sentence in (
        ({"action": "remove_time", "minutes": 0}, "1 to 60"),
        ({"action": "eliminate", "player": "Nobody"}, "Nobody is not playing"),
        ({"action": "shuffle"}, "The remote knows"),
        ({"action": "pause"}, "The clock is not running"),  # already paused
    ):
        count = len(session.journal.events(session.event_id))
        with pytest.raises(DisplayRefusal, match=sentence):
            display.remote(bad, "10.0.0.7")
        assert len(session.journal.events(session.event_id)) == count
    log = display.log.remote_actions(session.event_id)
    assert [(peer, action, outcome) for _, peer, action, outcome in log[:3]] == [
        ("192.168.1.30", "add_time 2 min", "done"),
        ("192.168.1.30", "pause", "done"),
        ("10.0.0.7", f"eliminate {victim}", "done"),
    ]
    assert all(outcome.startswith("refused") for *_, outcome in log[3:]) and len(log) == 7
    with pytest.raises(DisplayRefusal) as refused:  # the engine's refusal, its message kept
        display.remote({"action": "eliminate", "player": "Nobody"}, "10.0.0.7")
    assert refused.value.message.key == "{player} is not playing in the event."
    assert dict(refused.value.message.values) == {"player": "Nobody"}
    with pytest.raises(DisplayRefusal) as refused:
        display.remote({"action": "add_time", "minutes": 61}, "10.0.0.7")
    assert refused.value.message.key == "Minutes are a whole number from 1 to 60."


def test_the_remote_finds_a_name_whatever_its_case_and_spacing(tmp_path: Path) -> None:
    """A phone's keyboard capitalises, doubles spaces or drops them: "  player   05 " and
    "PLAYER05" are Player 05 (issue 26); what was done comes back to be read out."""
    clock = Clock()
    session = running_event(tmp_path, clock, busts=0)
    display = Display(open_display_log(tmp_path), session)
    done = display.remote({"action": "eliminate", "player": "  player   05 "}, "10.0.0.7")
    assert "Player 05" not in session.tournament.deal_stacks()
    assert done.event.players == ("Player 05",)  # type: ignore[attr-defined]
    assert any(getattr(h, "player", "") == "Player 05" for h in done.happenings)
    clock.seconds += 30
    display.remote({"action": "eliminate", "player": "PLAYER06"}, "10.0.0.7")
    assert "Player 06" not in session.tournament.deal_stacks()
    clock.seconds += 30
    display.remote({"action": "eliminate", "player": "élodie  dupré"}, "10.0.0.7")
    assert "Élodie Dupré" not in session.tournament.deal_stacks()
    log = display.log.remote_actions(session.event_id)
    assert [action for _, _, action, _ in log] == [
        "eliminate Player 05",
        "eliminate Player 06",
        "eliminate Élodie Dupré",
    ]
    with pytest.raises(DisplayRefusal, match="Player 5 is not playing"):
        display.remote({"action": "eliminate", "player": "Player 5"}, "10.0.0.7")


def test_the_remote_refuses_a_name_two_players_answer_to(tmp_path: Path) -> None:
    """Two entries whose names differ only in case or spacing: the remote asks for the name
    exactly (a sentence), and the exact name is heard."""
    from dealer_app.engine.tournament import structure_named

    clock = Clock()
    setup = Setup.of("Club", structure_named("turbo"), tables=2, max_field=18)
    session = EventSession.create(open_event_journal(tmp_path / "event"), setup, clock=clock)
    for name in ("Anna Petrova", "anna  petrova", "Boris", "Chloé", "Dmitri"):
        session.act(Register(player=name))
    session.act(Start())
    display = Display(open_display_log(tmp_path), session)
    count = len(session.journal.events(session.event_id))
    with pytest.raises(DisplayRefusal, match="Several players are named ANNA PETROVA"):
        display.remote({"action": "eliminate", "player": "ANNA   PETROVA"}, "10.0.0.7")
    assert len(session.journal.events(session.event_id)) == count
    done = display.remote({"action": "eliminate", "player": "anna  petrova"}, "10.0.0.7")
    assert done.event.players == ("anna  petrova",)  # type: ignore[attr-defined]


def test_after_the_end_the_display_shows_the_results_not_a_next_level(tmp_path: Path) -> None:
    """Issue 26: once the event is over nothing is announced next (no level, no break), and
    the results come whole, the winner first."""
    from tests.web.event_fixture import to_the_end

    clock = Clock()
    session = running_event(tmp_path, clock, busts=0)
    to_the_end(session, clock)
    state = display_state(session)
    assert state.over and state.winner
    assert (state.next_level, state.next_stakes, state.next_is_break) == (0, None, False)
    assert state.seconds_to_break is None and state.break_colour_up == ()
    assert len(state.results) == len(NAMES)
    assert state.results[0].player == state.winner and state.results[0].place == 1
    assert [r.place for r in state.results] == sorted(r.place for r in state.results)
    assert state.to_json()["results"][0]["player"] == state.winner


# ---------------------------------------------------------------- the feed (issue 23)
# The players' page is fed by the session, without Qt and without a poll: a change of the
# event pushes the state to every page; the clock's second sends the clock's figures only.


def _feed(tmp_path: Path, clock: Clock, **kwargs: Any) -> tuple[DisplayFeed, list[Any]]:
    session = running_event(tmp_path, clock, busts=0)
    pages: list[Any] = []
    feed = DisplayFeed(Display(open_display_log(tmp_path / "display"), session), **kwargs)
    feed.add_page(pages.append)
    return feed, pages


def test_a_change_of_the_event_is_pushed_to_the_page(tmp_path: Path) -> None:
    clock = Clock()
    feed, pages = _feed(tmp_path, clock)
    first = pages[-1]
    assert isinstance(first, dict) and first["players_left"] == len(NAMES)
    assert first["language"] == "en" and first["game_names"]["en"]["nlhe"]
    session = feed.display.session
    victim = NAMES[3]
    entry = session.tournament.entry_of(victim)
    from dealer_app.engine.tournament import Bust

    session.act(Bust(table=entry.table, players=(victim,)))  # no refresh called
    assert pages[-1]["players_left"] == len(NAMES) - 1
    feed.announce("Last hand before the break")
    assert tuple(pages[-1]["announcements"]) == ("Last hand before the break",)


def test_the_clock_second_sends_the_clock_only_and_a_new_level_whole(tmp_path: Path) -> None:
    clock = Clock()
    feed, pages = _feed(tmp_path, clock)
    count = len(pages)
    feed.tick()
    assert len(pages) == count  # the same second: nothing sent
    clock.seconds += 7
    feed.tick()
    assert len(pages) == count + 1
    before, after = pages[-2], pages[-1]
    assert after["seconds_left"] == before["seconds_left"] - 7
    assert {k for k in after if after[k] != before[k]} <= {"seconds_left", "seconds_to_break"}
    clock.seconds += 25 * 60  # level 2
    feed.tick()
    assert pages[-1]["level"] == 2 and pages[-1]["stakes"]["big_blind"] == 400


def test_the_feed_follows_the_event_opened_and_leaves_the_last(tmp_path: Path) -> None:
    clock = Clock()
    feed, pages = _feed(tmp_path, clock)
    old = feed.display.session
    feed.follow(None)
    assert pages[-1] is None
    count = len(pages)
    old.act(Pause())
    assert len(pages) == count  # no longer followed
    feed.follow(old)
    assert pages[-1]["event"] == "Friday Deepstack" and not pages[-1]["running"]


def test_later_lets_the_host_gather_changes_into_one_push(tmp_path: Path) -> None:
    clock = Clock()
    waiting: list[Any] = []
    feed, pages = _feed(tmp_path, clock, later=waiting.append)
    session = feed.display.session
    count = len(pages)
    session.act(Pause())
    clock.seconds += 60
    session.act(AdjustClock(seconds=30))
    assert len(pages) == count and len(waiting) == 2  # the host sends when it chooses
    waiting[-1]()
    assert len(pages) == count + 1 and not pages[-1]["running"]


def test_the_page_is_served_from_the_session_where_qt_cannot_be_imported(tmp_path: Path) -> None:
    """The web server fed by the session's feed alone: no window, no poll, no PySide6."""
    import subprocess
    import sys

    root = Path(__file__).resolve().parents[2]
    script = (
        "import sys, json, time, urllib.request\n"
        "sys.modules['PySide6'] = None\n"
        "from pathlib import Path\n"
        "from dealer_app.engine.tournament import Bust\n"
        "from dealer_app.session.display import Display, DisplayFeed\n"
        "from dealer_app.store import open_display_log\n"
        "from dealer_app.web.server import DisplayServer\n"
        "from tests.web.event_fixture import Clock, running_event\n"
        "folder = Path(sys.argv[1])\n"
        "session = running_event(folder / 'event', Clock(), busts=0)\n"
        "feed = DisplayFeed(Display(open_display_log(folder / 'display'), session))\n"
        "server = DisplayServer('127.0.0.1', 0)\n"
        "server.start()\n"
        "feed.add_page(server.publish)\n"
        "def left():\n"
        "    with urllib.request.urlopen(server.url('/state'), timeout=5) as reply:\n"
        "        return json.loads(reply.read()).get('players_left')\n"
        "before = left()\n"
        "name = session.tournament.players_at(session.tournament.open_tables()[0])[0]\n"
        "session.act(Bust(table=session.tournament.entry_of(name).table, players=(name,)))\n"
        "for _ in range(100):\n"
        "    if left() == before - 1:\n"
        "        break\n"
        "    time.sleep(0.02)\n"
        "print(before, left(), 'PySide6' in sys.modules and sys.modules['PySide6'] is not None)\n"
        "server.stop()\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script, str(tmp_path)],
        capture_output=True, text=True, cwd=root, timeout=60, check=False,
    )  # fmt: skip
    before, after, qt = done.stdout.split()
    assert (int(after), qt) == (int(before) - 1, "False"), done.stderr
