"""What the first frame waits for: only what the window shows (bench/ui.py times it)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

# The window as run() builds it; at its first frame, report what has been loaded so far.
FIRST_FRAME = """
import sys
import PySide6.QtCore as core
from dealer_app.ui.app import build_window
from dealer_app.ui.runtime import application
from dealer_app.ui.settings import Settings

app = application()
window = build_window(Settings(), open_dialog=False, open_journal_later=lambda: None)
seen = []
window.first_painted.connect(lambda: seen.append(sorted(sys.modules)))
window.show()
while not seen:
    app.processEvents()
print("Qt namespace:", "Qt" in vars(core))
print("modules:", " ".join(name for name in seen[0] if name.startswith("dealer_app")))
print("sqlite3:", "sqlite3" in seen[0])
"""


def test_the_first_frame_loads_neither_the_engine_nor_the_qt_namespace(tmp_path: Path) -> None:
    """The engine, the journal and the table's screen load after the first frame (app.py); so
    do the enums of Qt's ``Qt`` namespace, whose creation costs a sixth of a bare window's
    start (a QKeySequence passed to setShortcut, or any ``Qt.`` name, loads them)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path))
    env["XDG_CONFIG_HOME"] = str(tmp_path / "config")
    done = subprocess.run(
        [sys.executable, "-c", FIRST_FRAME],
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
        check=False,
    )
    lines = dict(line.split(": ", 1) for line in done.stdout.splitlines() if ": " in line)
    assert lines.get("Qt namespace") == "False", done.stdout + done.stderr
    modules = lines["modules"].split()
    assert "dealer_app.ui.dealer.main_window" in modules
    assert not [
        name
        for name in modules
        if name.startswith(("dealer_app.engine.", "dealer_app.store.sqlite"))
    ]
    assert not {"dealer_app.ui.widgets.table_view", "dealer_app.session.controller"} & set(modules)
    assert lines["sqlite3"] == "False"
