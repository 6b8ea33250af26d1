"""What the director and the dealer read aloud, in each language (issue 29): an unpaid place
without a prize, rule citations and hand names translated, the card typed read back."""

from __future__ import annotations

from pathlib import Path

import pytest

from dealer_app.engine.tournament import Busted, Level, Setup
from dealer_app.ui import i18n
from dealer_app.ui.director import words as director_words
from tests.ui.conftest import FakeTime

OUT = {
    "en": ("Anna is out: place 9.", "Boris is out: place 2, prize 40."),
    "fr": ("Sortie : Anna, place 9.", "Sortie : Boris, place 2, gain 40."),
    "ru": ("Anna выбывает: место 9.", "Boris выбывает: место 2, приз 40."),
}


@pytest.mark.parametrize("language", ["en", "fr", "ru"])
def test_an_unpaid_place_is_read_without_a_prize(qm_dir: Path, language: str) -> None:
    """Not "gain 0" / "приз 0": a place out of the money has no prize to read."""
    assert i18n.install(language, folder=qm_dir) == language
    unpaid = director_words.sentence(Busted("Anna", 1, 9, 9, 0))
    paid = director_words.sentence(Busted("Boris", 1, 2, 2, 4000))
    assert (unpaid, paid) == OUT[language]


@pytest.mark.parametrize("language", ["en", "fr", "ru"])
def test_the_status_bar_names_the_next_place_without_a_zero_prize(  # type: ignore[no-untyped-def]
    qtbot, tmp_path: Path, qm_dir: Path, language: str
) -> None:
    from dealer_app.ui.director.app import open_director

    assert i18n.install(language, folder=qm_dir) == language
    window = open_director(tmp_path)
    qtbot.addWidget(window)
    window.now = FakeTime(1_000_000)
    levels = (Level(25, 50, minutes=10), Level(50, 100, minutes=10))
    window.new_event(Setup.of("Jeudi", levels, tables=2, max_field=18, seed=3, buy_in=1_000, fee=0))
    for name in ("Anna", "Boris", "Chloé", "Dmitri", "Elena", "Farid", "Greta", "Hugo", "Inès"):
        window.register(name)
    assert window.start(), window.error.text()
    figures = window.figures.text()
    next_out = {"en": "Next out: place 9", "fr": "place 9", "ru": "место 9"}[language]
    assert next_out in figures
    part = [part for part in figures.split("  ·  ") if next_out in part]
    assert part and not part[0].rstrip().endswith((", 0", ",0")), figures
