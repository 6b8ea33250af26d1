"""Languages: English in the source, French and Russian from ``resources/translations``.

The ``.ts`` files are committed; the ``.qm`` files are built from them (``make translations``).
English has one too, for the plural forms of the texts that count ("1 hand", "2 hands").
The language follows the system unless the settings name one.
"""

from __future__ import annotations

import functools
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from dealer_app.ui import words

# The window's languages, each named in itself (the Settings dialog lists them in this order).
LANGUAGES = {"en": "English", "fr": "Français", "ru": "Русский"}

_installed: list[QTranslator] = []


def resources_dir() -> Path:
    """``resources/`` beside the package, or inside the frozen executable."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen) / "resources"
    return Path(__file__).resolve().parents[2] / "resources"


def translations_dir() -> Path:
    return resources_dir() / "translations"


def system_language() -> str:
    for name in QLocale.system().uiLanguages():
        code = name.split("-")[0].split("_")[0].lower()
        if code in LANGUAGES:
            return code
    return "en"


def install(code: str = "", folder: Path | None = None) -> str:
    """Install the translation of ``code`` ("" follows the system); returns the language used.

    Views retranslate on the LanguageChange event Qt sends when translators change.
    """
    app = QCoreApplication.instance()
    language = code if code in LANGUAGES else system_language()
    if app is None:
        return language
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    folder = folder or translations_dir()
    if language != "en" and not _load(app, folder / f"dealer_{language}.qm"):
        language = "en"  # not built: the English source strings
    if language == "en":
        # English's own file has only the plural forms ("1 hand", "2 hands"); without it the
        # source strings are shown.
        _load(app, folder / "dealer_en.qm")
    else:
        qt_own = QTranslator(app)
        qt_path = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        if qt_own.load(f"qtbase_{language}", qt_path):
            app.installTranslator(qt_own)
            _installed.append(qt_own)
    words.set_language(language)
    if hasattr(app, "setApplicationDisplayName"):  # a QGuiApplication: some title bars show it
        app.setApplicationDisplayName(app_name())
    return language


def app_name() -> str:
    """The program's name in the language installed (the dealer's window's title)."""
    return QCoreApplication.translate("MainWindow", "Dealer Assistant")


@functools.cache
def game_names() -> dict[str, dict[str, str]]:
    """Every game's name in each language, by its key (``{"fr": {"nlhe": "Hold'em no-limit"}}``),
    read from the translations whatever language the window speaks: the players' page names
    the games in each phone's language from these."""
    from dealer_app.engine.variants import VARIANTS

    names: dict[str, dict[str, str]] = {}
    for language in LANGUAGES:
        translator = QTranslator()
        loaded = language != "en" and translator.load(
            str(translations_dir() / f"dealer_{language}.qm")
        )
        names[language] = {
            key: (translator.translate("Engine", variant.name) if loaded else "") or variant.name
            for key, variant in VARIANTS.items()
        }
    return names


def _load(app: QCoreApplication, path: Path) -> bool:
    """Install the translation file at ``path``; False if it is not there (not built)."""
    translator = QTranslator(app)
    if not translator.load(str(path)):
        return False
    app.installTranslator(translator)
    _installed.append(translator)
    return True
