"""The Settings dialog: the language (see :mod:`dealer_app.ui.settings`)."""

from __future__ import annotations

from PySide6.QtWidgets import (
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
    """The language; saved on OK. (The table comes back from the journal, not from here.)"""

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
        self.settings.sync()
        if changed:
            i18n.install(code)
        super().accept()
