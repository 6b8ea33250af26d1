"""The Settings dialog: language and start-up choices (see :mod:`dealer_app.ui.settings`)."""

from __future__ import annotations

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

from dealer_app.ui import i18n
from dealer_app.ui.settings import Settings


class SettingsDialog(QDialog):
    """Language and start-up choices; saved on OK."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle(self.tr("Settings"))
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.language = QComboBox(self)
        for code, name in {"": self.tr("Follow the system"), **i18n.LANGUAGES}.items():
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
            i18n.install(code)
        super().accept()
