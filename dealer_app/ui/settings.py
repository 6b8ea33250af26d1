"""Settings: one declaration per option on top of QSettings (Picard style), and their dialog."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from dealer_app import APP_ID

if TYPE_CHECKING:
    from dealer_app.engine.table import Table

ORGANISATION = "dealer-app"
SETTINGS_VERSION = 1


@dataclass(frozen=True, slots=True)
class Option:
    key: str
    type: type
    default: Any


OPTIONS: dict[str, Option] = {
    # "" follows the system; else "en", "fr" or "ru".
    "language": Option("ui/language", str, ""),
    "reopen_last_table": Option("table/reopen_last", bool, True),
    # The last table as Table.to_snapshot() JSON, written after every change of the table.
    "last_table": Option("table/last_snapshot", str, ""),
    # The last new-table dialog's values, JSON, to start the next one from.
    "last_setup": Option("table/last_setup", str, ""),
    "geometry": Option("window/geometry", str, ""),
}

LANGUAGES = {"": "System", "en": "English", "fr": "Français", "ru": "Русский"}


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

    def _upgrade(self, _from_version: int) -> None:
        # Version 1 is the first: nothing to move yet; later upgrades go here in order.
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

    # The last table -------------------------------------------------------------------

    def remember_table(self, table: Table) -> None:
        """Keep the table (configuration and state between hands) to reopen it next time."""
        snapshot = json.dumps(table.to_snapshot(), separators=(",", ":"))
        if snapshot != self.get("last_table"):
            self.set("last_table", snapshot)

    def last_table(self) -> Table | None:
        text = self.get("last_table")
        if not text:
            return None
        from dealer_app.engine.errors import IllegalAction
        from dealer_app.engine.table import Table

        try:
            return Table.from_snapshot(json.loads(text))
        except (IllegalAction, ValueError, KeyError, TypeError):
            return None  # another version's or a damaged snapshot: start a new table


class SettingsDialog(QDialog):
    """Language and start-up choices; saved on OK."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle(self.tr("Settings"))
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.language = QComboBox(self)
        names = {
            "": self.tr("Follow the system"),
            "en": "English",
            "fr": "Français",
            "ru": "Русский",
        }
        for code, name in names.items():
            self.language.addItem(name, code)
        self.language.setCurrentIndex(max(0, self.language.findData(settings.get("language"))))
        form.addRow(self.tr("Language"), self.language)
        self.reopen = QCheckBox(self.tr("Reopen the last table at start"), self)
        self.reopen.setChecked(settings.get("reopen_last_table"))
        form.addRow("", self.reopen)
        layout.addLayout(form)
        note = QLabel(self.tr("The language changes at once."), self)
        note.setObjectName("hint")
        layout.addWidget(note)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def accept(self) -> None:
        code = self.language.currentData()
        changed = code != self.settings.get("language")
        self.settings.set("language", code)
        self.settings.set("reopen_last_table", self.reopen.isChecked())
        self.settings.sync()
        if changed:
            from dealer_app.ui import i18n

            i18n.install(code)
        super().accept()
