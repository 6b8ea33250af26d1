"""The players' page in a real headless Chromium (Debian's chromium and chromium-driver, driven
by Selenium): television and phone sizes, the text, the language per screen, and a level change
reaching the page within a second. In CI (CI=true) a missing browser fails the test."""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from dealer_app.session.display import display_state
from dealer_app.ui.display.window import published
from dealer_app.web.server import DisplayServer
from tests.web.event_fixture import NAMES, Clock, running_event

CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"
DOCS = Path(__file__).resolve().parents[2] / "docs" / "screenshots"


def _browser_or_reason() -> str:
    missing = [path for path in (CHROMIUM, CHROMEDRIVER) if not shutil.which(path)]
    return (
        f"missing {', '.join(missing)} (apt-get install chromium chromium-driver)"
        if missing
        else ""
    )


@pytest.fixture
def browser() -> Iterator[object]:
    reason = _browser_or_reason()
    if reason:
        if os.environ.get("CI") == "true":
            pytest.fail(f"The browser tests need Chromium in CI: {reason}")
        pytest.skip(reason)
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in (
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-dev-shm-usage",
    ):
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    try:
        yield driver
    finally:
        driver.quit()


@pytest.fixture
def served(tmp_path: Path) -> Iterator[tuple[DisplayServer, object, Clock]]:
    clock = Clock()
    session = running_event(tmp_path, clock)
    server = DisplayServer("127.0.0.1", 0)
    server.start()
    server.publish(
        published(display_state(session, announcements=("Dinner at the second break",)), "en")
    )
    try:
        yield server, session, clock
    finally:
        server.stop()


def _text(driver: object, element_id: str) -> str:
    from selenium.webdriver.common.by import By

    return str(driver.find_element(By.ID, element_id).text)  # type: ignore[attr-defined]


def _wait_text(driver: object, element_id: str, wanted: str, seconds: float) -> None:
    from selenium.webdriver.support.ui import WebDriverWait

    WebDriverWait(driver, seconds, poll_frequency=0.05).until(
        lambda d: wanted in _text(d, element_id)
    )


def test_television_page_shows_the_event_and_follows_a_level_change(browser, served) -> None:  # type: ignore[no-untyped-def]
    server, session, clock = served
    browser.set_window_size(1920, 1080)
    browser.get(server.url("/"))
    _wait_text(browser, "event", "Friday Deepstack", 10)
    assert _text(browser, "level") == "Level 1"
    assert _text(browser, "clock") == "18:30"
    stakes = _text(browser, "stakes")
    assert stakes.startswith("No-limit hold'em\n")
    assert "Blinds 100/200" in stakes and "Big-blind ante 200" in stakes
    assert "Next level 2" in _text(browser, "next")
    assert "29 of 32" in _text(browser, "players")
    assert "Player" in _text(browser, "eliminations") and "Place 30" in _text(
        browser, "eliminations"
    )
    assert "Dinner at the second break" in _text(browser, "news")
    assert _text(browser, "prizes").count("\n") >= 2
    DOCS.mkdir(parents=True, exist_ok=True)
    browser.save_screenshot(str(DOCS / "players_page_tv.png"))
    # Side by side on a television.
    boxes = browser.find_elements("css selector", "section")
    assert len({box.location["x"] for box in boxes}) == 3
    clock.seconds += 20 * 60  # level 2 starts
    server.publish(published(display_state(session), "en"))
    _wait_text(browser, "level", "Level 2", 1.0)  # live within a second
    assert "200/400" in _text(browser, "stakes")


def test_phone_page_stacks_finds_a_seat_and_speaks_russian(browser, served) -> None:  # type: ignore[no-untyped-def]
    from selenium.webdriver.common.by import By

    server, session, _clock = served
    browser.set_window_size(390, 844)
    browser.get(server.url("/?lang=ru"))
    _wait_text(browser, "event", "Friday Deepstack", 10)
    assert _text(browser, "level") == "Уровень 1"
    assert _text(browser, "stakes").startswith("Безлимитный холдем\n")
    assert "Блайнды 100/200" in _text(browser, "stakes")
    boxes = browser.find_elements(By.CSS_SELECTOR, "section")
    assert len({box.location["x"] for box in boxes}) == 1  # one column on a phone
    width = browser.execute_script("return document.documentElement.scrollWidth")
    assert width <= 390  # nothing wider than the phone
    search = browser.find_element(By.ID, "find")
    search.send_keys("анна")
    table, seat = next(
        (card.table, card.seat)
        for card in display_state(session).seats
        if card.player.startswith("Анна")
    )
    _wait_text(browser, "seats", f"Стол {table}, место {seat}", 5)
    browser.save_screenshot(str(DOCS / "players_page_phone_ru.png"))
    search.clear()
    search.send_keys("zzz")
    _wait_text(browser, "seats", "Игрока с таким именем нет", 5)


def _raw(driver: object, element_id: str) -> str:
    """The element's text as written (Selenium's .text turns no-break spaces into spaces)."""
    script = f"return document.getElementById('{element_id}').textContent"
    return str(driver.execute_script(script))  # type: ignore[attr-defined]


def test_numbers_as_the_window_writes_them_in_each_language(browser, served) -> None:  # type: ignore[no-untyped-def]
    """24,615 in English, 24 615 in French (narrow no-break space) and Russian (no-break
    space), as the players' display window writes them (dealer_app/ui/numbers.py)."""
    from dealer_app.ui import numbers

    server, session, _clock = served
    state = display_state(session)
    for language in ("en", "fr", "ru"):
        browser.get(server.url(f"/?lang={language}"))
        _wait_text(browser, "event", "Friday Deepstack", 10)
        chips = numbers.count(state.chips_in_play, language)
        assert chips in _raw(browser, "chips")
        assert numbers.count(state.average_stack, language) in _raw(browser, "average")
        assert numbers.prize(state.prize_pool, state.prize_unit, language) in _raw(browser, "pool")
        tenths = numbers.amount(state.average_big_blinds_tenths, 1, language)
        assert f"({tenths} " in _raw(browser, "average")


def test_the_page_speaks_the_language_the_director_chose(browser, served) -> None:  # type: ignore[no-untyped-def]
    server, session, _clock = served
    server.publish({**display_state(session).to_json(), "language": "ru"})
    browser.get(server.url("/"))  # no ?lang: the displays' language, sent with the state
    _wait_text(browser, "level", "Уровень 1", 10)
    assert "\u00a0" in _raw(browser, "chips")
    browser.get(server.url("/?lang=fr"))  # the address asks for French: French it is
    _wait_text(browser, "level", "Niveau 1", 10)
    assert "\u202f" in _raw(browser, "chips")


@pytest.mark.parametrize(
    ("language", "asked", "words"),
    [
        ("fr", "", ("Télécommande", "Pause", "Reprendre", "Éliminer")),
        ("en", "?lang=ru", ("Пульт", "Пауза", "Пуск", "Выбыл")),
        ("ru", "", ("Пульт", "Пауза", "Пуск", "Выбыл")),
    ],
)
def test_the_remote_speaks_the_event_language_and_says_back_the_move(  # type: ignore[no-untyped-def]
    browser, tmp_path: Path, language: str, asked: str, words: tuple[str, ...]
) -> None:
    """The remote's own words follow the event's language (or ?lang=), like the players'
    page; what the director's station says back is shown whole, to be read out."""
    import concurrent.futures

    from selenium.webdriver.common.by import By

    heard: list[dict[str, object]] = []

    def submit(request, _peer):  # type: ignore[no-untyped-def]
        heard.append(dict(request))
        future: concurrent.futures.Future[str] = concurrent.futures.Future()
        future.set_result("Move Anna, table 4 seat 2, to table 1 seat 7.")
        return future

    clock = Clock()
    session = running_event(tmp_path, clock)
    from dealer_app.session.serving import PinGuard

    guard = PinGuard()
    guard.set_pin("2468")
    server = DisplayServer("127.0.0.1", 0, submit, guard=guard)
    server.start()
    try:
        server.publish(published(display_state(session), language))
        browser.set_window_size(390, 844)
        browser.get(server.url("/remote" + asked))
        title, pause, resume, eliminate = words
        _wait_text(browser, "title", title, 10)
        assert _text(browser, "pause") == pause and _text(browser, "resume") == resume
        assert _text(browser, "eliminate") == eliminate
        browser.find_element(By.ID, "pin").send_keys("2468")
        browser.find_element(By.ID, "player").send_keys("anna  petrova")
        browser.find_element(By.ID, "eliminate").click()
        _wait_text(browser, "answer", "to table 1 seat 7", 10)
        assert heard == [{"action": "eliminate", "player": "anna  petrova"}]
        width = browser.execute_script("return document.documentElement.scrollWidth")
        assert width <= 390
        if language == "fr":
            browser.save_screenshot(str(DOCS / "remote_fr.png"))
    finally:
        server.stop()


def _fits(driver: object, width: int, height: int) -> None:
    sizes = driver.execute_script(  # type: ignore[attr-defined]
        "const d = document.documentElement; return [d.scrollWidth, d.scrollHeight];"
    )
    assert sizes[0] <= width and sizes[1] <= height, sizes


def test_television_lists_every_seat_of_a_300_player_draw_within_1080(  # type: ignore[no-untyped-def]
    browser, tmp_path: Path
) -> None:
    """Issue 26: the television lists the whole draw (page by page when it cannot all be
    read at once), and the page is never taller or wider than the screen."""
    from selenium.webdriver.common.by import By

    from tests.web.event_fixture import saturday

    clock = Clock()
    session = saturday(tmp_path, clock)
    state = display_state(session)
    assert len(state.seats) == 300
    server = DisplayServer("127.0.0.1", 0)
    server.start()
    try:
        server.publish(published(state, "en"))
        browser.set_window_size(1920, 1080)
        inner = browser.execute_script("return [window.innerWidth, window.innerHeight]")
        browser.set_window_size(1920 + 1920 - inner[0], 1080 + 1080 - inner[1])
        browser.get(server.url("/"))
        _wait_text(browser, "event", "Saturday Main Event", 10)
        _fits(browser, 1920, 1080)
        pages = int(browser.execute_script("return seatPages()"))
        shown: set[str] = set()
        for page in range(pages):
            browser.execute_script(f"showSeatPage({page})")
            items = browser.find_elements(By.CSS_SELECTOR, "#seats li")
            box = browser.find_element(By.ID, "seats").rect
            for item in items:
                rect = item.rect
                # Every listed seat is inside its box, whole (nothing hidden by overflow).
                assert (
                    box["x"] - 1 <= rect["x"]
                    and rect["x"] + rect["width"] <= box["x"] + box["width"] + 1
                )
                assert rect["y"] + rect["height"] <= box["y"] + box["height"] + 1
                shown.add(item.text)
            size = float(
                browser.execute_script(
                    "return parseFloat(getComputedStyle(document.getElementById('seats')).fontSize)"
                )
            )
            assert size >= 20  # read from across the room
            _fits(browser, 1920, 1080)
        wanted = {f"{card.player} {card.table}-{card.seat}" for card in state.seats}
        assert shown == wanted
        browser.save_screenshot(str(DOCS / "players_page_tv_300.png"))
    finally:
        server.stop()


def test_television_after_the_end_shows_the_results(browser, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from tests.web.event_fixture import to_the_end

    clock = Clock()
    session = running_event(tmp_path, clock, busts=0)
    to_the_end(session, clock)
    state = display_state(session)
    server = DisplayServer("127.0.0.1", 0)
    server.start()
    try:
        for language, results, over in (
            ("en", "Results", "The event is over"),
            ("fr", "Classement", "Le tournoi est terminé"),
        ):
            server.publish(published(state, language))
            browser.set_window_size(1920, 1080)
            browser.get(server.url("/"))
            _wait_text(browser, "state", over, 10)
            assert _text(browser, "next") == "" and _text(browser, "break") == ""
            assert _text(browser, "level") == "" and _text(browser, "stakes") == ""
            assert _text(browser, "h-seats").startswith(results)
            assert state.winner in _text(browser, "seats").splitlines()[0]
            pages = int(browser.execute_script("return seatPages()"))
            listed = ""
            for page in range(pages):
                browser.execute_script(f"showSeatPage({page})")
                listed += _text(browser, "seats") + "\n"
            assert all(name in listed for name in NAMES)  # every place, the winner first
            _fits(browser, 1920, 1080)
        browser.save_screenshot(str(DOCS / "players_page_tv_results.png"))
    finally:
        server.stop()
