"""The players' display window and the director's display panel (issue 18), driven by
pytest-qt: screenshots at 1920 x 1080 in English, French and Russian with nothing clipped, a
screen unplugged and plugged back, the display running while the director's window shows a
modal dialog, an announcement, and the remote through the real server into the session."""

from __future__ import annotations

import json
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QMessageBox

from dealer_app.session.display import display_state
from dealer_app.session.serving import set_server_factory
from dealer_app.store import open_event_journal
from dealer_app.ui import i18n
from dealer_app.ui.director.window import DirectorWindow
from dealer_app.ui.display.window import DisplayWindow, qr_image
from dealer_app.web.server import DisplayServer
from tests.ui.conftest import screenshot
from tests.web.event_fixture import Clock, running_event

DOCS = Path(__file__).resolve().parents[2] / "docs" / "screenshots"


def clipped(window: DisplayWindow) -> list[str]:
    """The labels whose text does not fit (width, or height for wrapped text)."""
    problems = []
    for name, label in window.labels.items():
        text = label.text()
        if not text:
            continue
        metrics = label.fontMetrics()
        if label.wordWrap():
            needed = label.heightForWidth(label.width())
            if needed > label.height() + 1:
                problems.append(f"{name}: {needed} px high in {label.height()}")
            longest_word = max(metrics.horizontalAdvance(w) for w in text.split())
            if longest_word > label.width():
                problems.append(f"{name}: a word of {longest_word} px in {label.width()}")
        else:
            wide = max(metrics.horizontalAdvance(line) for line in text.splitlines())
            if wide > label.width():
                problems.append(f"{name}: {wide} px wide in {label.width()}")
    return problems


@pytest.fixture
def event(tmp_path: Path) -> tuple[Any, Clock]:
    clock = Clock()
    session = running_event(tmp_path / "event", clock, busts=6)
    return session, clock


@pytest.mark.parametrize("language", ["en", "fr", "ru"])
def test_display_at_1920_by_1080_nothing_clipped(
    qtbot, qm_dir: Path, event: tuple[Any, Clock], language: str
) -> None:  # type: ignore[no-untyped-def]
    session, clock = event
    clock.seconds += 25 * 60  # level 2: the break ahead races off chips and has the add-on
    window = DisplayWindow(language, translations=qm_dir)
    qtbot.addWidget(window)
    window.resize(1920, 1080)
    window.show()
    qtbot.waitExposed(window)
    state = display_state(session, announcements=("Dinner break after level 4",))
    window.show_state(state)
    window.show_address("http://192.168.1.10:8080/")
    QApplication.processEvents()
    assert clipped(window) == []
    texts = {name: label.text() for name, label in window.labels.items()}
    level_word = {"en": "Level 2", "fr": "Niveau 2", "ru": "Уровень 2"}[language]
    assert texts["level"] == level_word
    assert texts["clock"] == "12:00"  # 6 eliminations took 3 minutes
    assert "400/800" not in texts["stakes"] and "200/400" in texts["stakes"]
    assert {"en": "Colour-up", "fr": "Changement de jetons", "ru": "Укрупнение"}[language] in texts[
        "break"
    ]
    assert f"{state.players_left}" in texts["players"] and f"{state.entries}" in texts["players"]
    assert "Dinner break" in texts["news"]
    assert texts["eliminations"].count("\n") == 5  # the six latest
    assert "http://192.168.1.10:8080/" in window.page_address.text()
    code = window.page_code.pixmap()
    assert not code.isNull() and window.page_code.height() >= code.height()
    assert window.page_address.heightForWidth(window.page_address.width()) <= (
        window.page_address.height() + 1
    )
    path = screenshot(window, f"display_{language}")
    DOCS.mkdir(parents=True, exist_ok=True)
    window.grab().save(str(DOCS / f"players_display_{language}.png"))
    assert path.exists()
    clock.seconds += 16 * 60  # the break
    window.show_state(display_state(session))
    QApplication.processEvents()  # the layout follows the new texts
    window.grab().save(
        str(DOCS.parent.parent / "tests" / "screenshots" / f"display_break_{language}.png")
    )
    assert (
        window.labels["stakes"].text() == {"en": "Break", "fr": "Pause", "ru": "Перерыв"}[language]
    )
    assert clipped(window) == []


def director_with_event(qtbot, tmp_path: Path) -> tuple[DirectorWindow, Clock]:  # type: ignore[no-untyped-def]
    clock = Clock()
    folder = tmp_path / "director"
    session = running_event(folder, clock, busts=2)
    session.journal.close()
    window = DirectorWindow(open_event_journal(folder), folder, now=clock)
    qtbot.addWidget(window)
    window.restore()
    window.show()
    qtbot.waitExposed(window)
    return window, clock


def test_display_after_the_end_shows_the_results_not_a_next_level(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Issue 26: the television window, once the event is over, says nothing of a next
    level or break and lists the results, the winner first."""
    from tests.web.event_fixture import to_the_end

    clock = Clock()
    session = running_event(tmp_path / "event", clock, busts=0)
    to_the_end(session, clock)
    window = DisplayWindow("en")
    qtbot.addWidget(window)
    window.resize(1920, 1080)
    window.show()
    qtbot.waitExposed(window)
    state = display_state(session)
    window.show_state(state)
    QApplication.processEvents()
    texts = {name: label.text() for name, label in window.labels.items()}
    assert texts["next"] == "" and texts["break"] == "" and texts["clock"] == ""
    assert texts["level"] == "" and texts["stakes"] == ""
    assert texts["paid_title"] == "Results"
    assert texts["prizes"].splitlines()[0].startswith(f"1. {state.winner}")
    assert clipped(window) == []
    screenshot(window, "display_results_en")


def test_display_follows_its_screen_and_runs_under_a_modal_dialog(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    director, clock = director_with_event(qtbot, tmp_path)
    station = director.display_station
    assert station.screen_choice.count() == len(QGuiApplication.screens())
    display = station.show_on(0, "en")
    assert display is not None
    qtbot.addWidget(display)
    assert display.isVisible() and display.isFullScreen()
    screen = QGuiApplication.screens()[0]
    assert display.screen_name == screen.name()
    display._on_screen_removed(screen)  # unplugged
    assert not display.isVisible()
    display._on_screen_added(screen)  # plugged back
    assert display.isVisible() and display.isFullScreen()
    before = display.labels["clock"].text()
    seen: list[str] = []

    def during_dialog() -> None:
        clock.seconds += 7
        qtbot.waitUntil(lambda: display.labels["clock"].text() != before, timeout=3000)
        seen.append(display.labels["clock"].text())
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        box.accept()

    QTimer.singleShot(50, during_dialog)
    QMessageBox.information(director, "Busy", "The director is busy.")
    assert seen and seen[0] != before
    station.close_windows()
    assert station.windows == []
    assert station.show_on(99) is None and "Choose a screen" in station.message.text()


def test_announcement_and_remote_through_the_server(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    director, _clock = director_with_event(qtbot, tmp_path)
    station = director.display_station
    set_server_factory(None)  # a program that registered no server (the entry point does)
    assert not station.serve("127.0.0.1", 0)
    assert "cannot serve" in station.message.text()
    set_server_factory(DisplayServer)
    station.announcement.setText("   ")
    station._on_announce()
    assert "needs some words" in station.message.text()
    station.announcement.setText("Last hand before the break")
    station._on_announce()
    assert station.announcement.text() == ""
    assert not station.set_pin("12")
    assert station.set_pin("2468")
    assert station.serve("127.0.0.1", 0)
    assert station.server is not None
    url = station.server.url()
    assert url in station.address.text()
    pixmap = station.qr.pixmap()
    assert pixmap is not None and not pixmap.isNull() and pixmap.width() > 100
    station.refresh()
    qtbot.waitUntil(lambda: "Last hand" in _get(url + "state"), timeout=3000)
    state = json.loads(_get(url + "state"))
    assert state["event"] == "Friday Deepstack" and state["running"]
    # The page speaks the displays' language unless its address asks for another.
    assert state["language"] == "en"
    station.language_choice.setCurrentIndex(station.language_choice.findData("fr"))
    station.refresh()
    qtbot.waitUntil(lambda: json.loads(_get(url + "state"))["language"] == "fr", timeout=3000)

    answers: list[tuple[int, dict[str, Any]]] = []

    def post(body: dict[str, Any]) -> None:
        answers.append(_post(qtbot, url + "remote", body))

    session = director.session
    assert session is not None
    count = len(session.journal.events(session.event_id))
    station.guard.delay_per_failure = 0.01
    post({"pin": "1357", "action": "pause"})
    assert answers[-1][0] == 403 and len(session.journal.events(session.event_id)) == count
    post({"pin": "2468", "action": "pause"})
    assert answers[-1] == (200, {"ok": True, "message": "Done: the pause of the clock."})
    assert session.journal.events(session.event_id)[-1]["kind"] == "pause"
    qtbot.waitUntil(lambda: not json.loads(_get(url + "state"))["running"], timeout=3000)
    post({"pin": "2468", "action": "pause"})
    assert answers[-1][0] == 409 and "not running" in answers[-1][1]["message"]
    log = station.log.remote_actions(session.event_id)
    assert [(peer, action) for _, peer, action, _ in log] == [
        ("127.0.0.1", "pause"),
        ("127.0.0.1", "pause"),
    ]
    director.close()
    assert station.server is None


def test_the_remote_finds_the_name_and_says_back_what_to_read_out(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """A name typed on a phone in any case and spacing is the player's; the answer says back
    the elimination and whatever follows it (the place, a move), as the director's list
    reads them out (issue 26)."""
    director, clock = director_with_event(qtbot, tmp_path)
    station = director.display_station
    set_server_factory(DisplayServer)
    assert station.set_pin("2468") and station.serve("127.0.0.1", 0)
    assert station.server is not None
    remote = station.server.url() + "remote"
    session = director.session
    assert session is not None
    for _ in range(6):  # busts until a table is short enough for a move
        clock.seconds += 30
        table = session.tournament.open_tables()[-1]
        victim = session.tournament.players_at(table)[-1]
        before = director.instructions.count()
        typed = "  " + victim.upper().replace(" ", "   ") + " "
        status, answer = _post(
            qtbot, remote, {"pin": "2468", "action": "eliminate", "player": typed}
        )
        assert status == 200, answer
        assert victim not in session.tournament.deal_stacks()
        said = [
            director.instructions.item(row).text()
            for row in range(before, director.instructions.count())
        ]
        assert said and all(line in answer["message"] for line in said)
        assert answer["message"].startswith(f"Done: the elimination of {victim}.")
        if any(line.startswith("Move ") for line in said):
            break
    else:
        raise AssertionError("no move followed the eliminations")
    director.close()


def test_after_a_restart_the_pin_the_address_and_the_read_out_are_as_they_were(
    qtbot, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    """Issue 26: the director's window killed and started again serves the page where it
    served it (the panel shows that address, not its defaults), the remote's PIN still opens
    it, and the sentences read out so far are listed again, undo included."""
    from PySide6.QtTest import QTest

    from dealer_app.engine.tournament import Bust

    director, clock = director_with_event(qtbot, tmp_path)
    station = director.display_station
    set_server_factory(DisplayServer)
    station.pin.setFocus()
    QTest.keyClicks(station.pin, "5791")
    QTest.keyClick(station.pin, Qt.Key.Key_Return)
    assert "PIN is set" in station.message.text()
    assert station.serve("127.0.0.1", 0)
    assert station.server is not None
    port = station.server.port
    assert (station.address_choice.currentText(), station.port.value()) == ("127.0.0.1", port)
    session = director.session
    assert session is not None
    for _ in range(5):
        clock.seconds += 30
        table = session.tournament.open_tables()[-1]
        assert director.act(Bust(table=table, players=(session.tournament.players_at(table)[0],)))
    assert director.undo()
    clock.seconds += 30
    table = session.tournament.open_tables()[0]
    assert director.act(Bust(table=table, players=(session.tournament.players_at(table)[0],)))
    said = [director.instructions.item(row).text() for row in range(director.instructions.count())]
    assert any(line.startswith("Undone: the elimination of") for line in said)
    assert sum(" is out: " in line for line in said) >= 7  # the two busts before the window too
    director.close()  # the window goes (as if killed: nothing is saved on closing)
    assert station.server is None

    again = DirectorWindow(
        open_event_journal(tmp_path / "director"), tmp_path / "director", now=clock
    )
    qtbot.addWidget(again)
    assert again.restore()
    back = again.display_station
    assert back.server is not None and back.server.port == port
    url = f"http://127.0.0.1:{port}/"
    assert back.server.url() == url and url in back.address.text()
    assert (back.address_choice.currentText(), back.port.value()) == ("127.0.0.1", port)
    status, answer = _post(qtbot, url + "remote", {"pin": "5791", "action": "pause"})
    assert (status, answer["ok"]) == (200, True), answer
    listed = [again.instructions.item(row).text() for row in range(again.instructions.count())]
    assert listed[: len(said)] == said
    again.close()


def _post(qtbot, url: str, body: dict[str, Any]) -> tuple[int, dict[str, Any]]:  # type: ignore[no-untyped-def]
    """The remote's request from another thread, while Qt applies it; (status, answer)."""
    import threading

    answers: list[tuple[int, dict[str, Any]]] = []

    # The remote's own page sends its Origin (the server hears no other page).
    origin = urllib.parse.urlsplit(url)
    headers = {
        "Content-Type": "application/json",
        "Origin": f"{origin.scheme}://{origin.netloc}",
    }

    def send() -> None:
        request = urllib.request.Request(url, data=json.dumps(body).encode(), headers=headers)
        try:
            with urllib.request.urlopen(request, timeout=10) as reply:
                answers.append((reply.status, json.loads(reply.read())))
        except urllib.error.HTTPError as error:
            answers.append((error.code, json.loads(error.read())))

    thread = threading.Thread(target=send)
    thread.start()
    qtbot.waitUntil(lambda: not thread.is_alive(), timeout=10000)  # Qt applies it meanwhile
    return answers[0]


def test_remote_and_announcement_refusals_in_french_and_russian(
    qtbot, tmp_path: Path, qm_dir: Path
) -> None:  # type: ignore[no-untyped-def]
    """The display's refusals (English only before) in the director's language: the
    announcement's in the station, the remote's and the PIN's on the remote's page."""
    director, _clock = director_with_event(qtbot, tmp_path)
    station = director.display_station
    set_server_factory(DisplayServer)
    station.guard.delay_per_failure = 0.01
    assert station.set_pin("2468") and station.serve("127.0.0.1", 0)
    assert station.server is not None
    remote = station.server.url() + "remote"
    for language, empty, minutes, nobody, wrong_pin in (
        (
            "fr",
            "Une annonce ne peut pas être vide.",
            "Les minutes sont un nombre entier de 1 à 60.",
            "Nobody ne joue pas dans ce tournoi.",
            "Code erroné (4 essais restants).",
        ),
        (
            "ru",
            "Объявление не может быть пустым.",
            "Минуты — целое число от 1 до 60.",
            "Nobody не играет в этом турнире.",
            "Неверный PIN (осталось 4 попытки).",  # a right PIN came in between
        ),
    ):
        assert i18n.install(language, folder=qm_dir) == language
        station.announcement.setText("   ")
        station._on_announce()
        assert station.message.text() == empty
        answer = _post(qtbot, remote, {"pin": "2468", "action": "add_time", "minutes": 0})
        assert answer == (409, {"ok": False, "message": minutes})
        answer = _post(qtbot, remote, {"pin": "2468", "action": "eliminate", "player": "Nobody"})
        assert answer == (409, {"ok": False, "message": nobody})
        answer = _post(qtbot, remote, {"pin": "1111", "action": "pause"})
        assert answer == (403, {"ok": False, "message": wrong_pin})
    director.close()


def _get(url: str) -> str:
    with urllib.request.urlopen(url, timeout=5) as reply:
        return str(reply.read().decode())


def test_qr_code_is_black_on_white() -> None:
    image = qr_image("http://192.168.1.10:8080/", 4)
    assert image.width() == image.height() > 100
    corner = image.pixelColor(0, 0)
    assert corner.lightness() == 255  # the quiet zone
    assert image.pixelColor(16, 16).lightness() == 0  # a finder pattern's corner


def test_names_on_the_display_are_plain_text(qtbot, event: tuple[Any, Clock]) -> None:  # type: ignore[no-untyped-def]
    """Issue 27: a name with HTML in it is shown as typed, never as markup (one widened the
    display to 3,874 px): every label's text is plain, and the window stays on its screen."""
    from dataclasses import replace

    session, _clock = event
    window = DisplayWindow("en")
    qtbot.addWidget(window)
    window.resize(1920, 1080)
    window.show()
    qtbot.waitExposed(window)
    state = display_state(session)
    wide = '<table width="3874"><tr><td>Boris</td></tr></table>'
    hostile = (
        replace(state.eliminations[0], player="<h1>Anna</h1>"),
        replace(state.eliminations[1], player=wide),
        *state.eliminations[2:],
    )
    moves = tuple(replace(move, player="<h1>Anna</h1>") for move in state.moves)
    window.show_state(
        replace(
            state,
            event="<b>Friday</b>",
            eliminations=hostile,
            moves=moves,
            announcements=("<h1>Anna</h1> to table 2",),
        )
    )
    QApplication.processEvents()
    for label in (*window.labels.values(), window.page_address):
        assert label.textFormat() is Qt.TextFormat.PlainText, label.objectName()
    assert "<h1>Anna</h1> — place" in window.labels["eliminations"].text()
    assert window.labels["event"].text() == "<b>Friday</b>"
    # The markup's 3,874 px table is text now: the window stays on its 1920 px screen.
    assert window.minimumSizeHint().width() <= 1920
    assert window.width() <= 1920
