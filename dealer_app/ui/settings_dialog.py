"""The Settings dialog: the language (see :mod:`dealer_app.ui.settings`).

A language whose compiled translation (``dealer_fr.qm``) is not there is refused with a
sentence saying so: the window would stay in English without a word otherwise.
"""

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
        self.error = QLabel(self)
        self.error.setObjectName("error")
        self.error.setWordWrap(True)
        self.error.hide()
        layout.addWidget(self.error)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def accept(self) -> None:
        code = self.language.currentData()
        wanted = code or i18n.system_language()
        missing = i18n.translations_dir() / f"dealer_{wanted}.qm"
        if wanted != "en" and not missing.is_file():
            # Not built (or not shipped): say so, and change nothing.
            self.error.setText(
                self.tr(
                    "%1 cannot be shown: its translation file %2 is missing (make translations "
                    "builds it). The window stays in the language it speaks."
                )
                .replace("%1", i18n.LANGUAGES[wanted])
                .replace("%2", str(missing))
            )
            self.error.show()
            return
        changed = code != self.settings.get("language")
        self.settings.set("language", code)
        self.settings.sync()
        if changed:
            i18n.install(code)
        super().accept()
