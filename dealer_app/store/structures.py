"""The director's saved set-ups by name: ``structures.json`` in the director's data folder.

A JSON file (no journal: a structure is a template, not a record); replaced whole, written to
a new file first and renamed into place.
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any, Final

from dealer_app.messages import QT_TRANSLATE_NOOP
from dealer_app.store.errors import JournalError

STRUCTURES_FILE_NAME: Final = "structures.json"


def load_structures(folder: str | os.PathLike[str]) -> dict[str, dict[str, Any]]:
    """The director's saved set-ups by name (``structures.json`` in the data folder)."""
    path = Path(folder) / STRUCTURES_FILE_NAME
    if not path.exists():
        return {}
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        raise JournalError(
            QT_TRANSLATE_NOOP(
                "Messages", "The saved structures in {file} cannot be read: {reason}."
            ),
            file=str(path),
            reason=str(error),
        ) from None
    if not isinstance(data, dict):
        raise JournalError(
            QT_TRANSLATE_NOOP(
                "Messages", "The saved structures in {file} are not a list of names."
            ),
            file=str(path),
        )
    return {str(name): dict(value) for name, value in data.items()}


def save_structure(folder: str | os.PathLike[str], name: str, setup: Mapping[str, Any]) -> None:
    """Save (or replace) a named set-up; written to a new file, then renamed into place."""
    structures = load_structures(folder)
    structures[name] = dict(setup)
    path = Path(folder) / STRUCTURES_FILE_NAME
    fresh = path.with_suffix(".new")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fresh.write_text(json.dumps(structures, indent=1), encoding="utf-8")
        os.replace(fresh, path)
    except OSError as error:
        raise JournalError(
            QT_TRANSLATE_NOOP("Messages", "The structure cannot be saved in {file}: {reason}."),
            file=str(path),
            reason=str(error),
        ) from None
