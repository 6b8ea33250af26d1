"""Settings: one declaration per option on top of QSettings (Picard style).

Settings keep the dealer's preferences (language, the new-table dialog's last values, the
window's place), never a table: a table belongs to its data folder and comes back only from
that folder's journal (``--data-dir`` runs another table beside it).

Their dialog is :mod:`dealer_app.ui.settings_dialog`, loaded when first opened: its widgets'
types are not needed before the window's first frame.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QSettings

from dealer_app import APP_ID

ORGANISATION = "dealer-app"
SETTINGS_VERSION = 2


class Option:
    """One setting: its QSettings key, its type and its default. (A plain class: a dataclass
    would be generated at import, before the window's first frame.)"""

    __slots__ = ("default", "key", "type")

    def __init__(self, key: str, type: type, default: Any) -> None:
        self.key = key
        self.type = type
        self.default = default


OPTIONS: dict[str, Option] = {
    # "" follows the system; else "en", "fr" or "ru".
    "language": Option("ui/language", str, ""),
    # The last new-table dialog's values, JSON, to start the next one from.
    "last_setup": Option("table/last_setup", str, ""),
    "geometry": Option("window/geometry", str, ""),
    # Where the table was moved (Table > Move the table to another folder…); "" the default.
    "data_folder": Option("journal/data_folder", str, ""),
    # The room of stations this window sends its journal to (--room URL); "" none.
    "room": Option("room/url", str, ""),
}


class Settings:
    """Typed access to QSettings; tests pass a QSettings on a file of their own."""

    def __init__(self, store: QSettings | None = None) -> None:
        self.store = store if store is not None else QSettings(ORGANISATION, APP_ID)
        version = int(str(self.store.value("settings/version", 0) or 0))
        if version < SETTINGS_VERSION:
            self._upgrade(version)

    @classmethod
    def at(cls, path: Path) -> Settings:
        """Settings kept in an INI file at ``path`` (tests, portable installs)."""
        return cls(QSettings(str(path), QSettings.Format.IniFormat))

    def _upgrade(self, from_version: int) -> None:
        if from_version < 2:
            # Version 1 kept the last table (a snapshot) and whether to reopen it: a table
            # belongs to its data folder and comes back only from that folder's journal.
            self.store.remove("table/last_snapshot")
            self.store.remove("table/reopen_last")
        self.store.setValue("settings/version", SETTINGS_VERSION)

    def get(self, name: str) -> Any:
        option = OPTIONS[name]
        value = self.store.value(option.key, option.default)
        if option.type is bool:
            if isinstance(value, str):
                return value.lower() in ("true", "1", "yes")
            return bool(value)
        return option.type(value) if value is not None else option.default

    def set(self, name: str, value: Any) -> None:
        option = OPTIONS[name]
        self.store.setValue(option.key, option.type(value))

    def sync(self) -> None:
        self.store.sync()
