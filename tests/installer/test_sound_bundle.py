"""Issue 26: of PySide6-Addons the executable carries QtMultimedia and QtTextToSpeech only,
the platforms' speech engines but not Qt's test engine, no FFmpeg media backend; the chime
is bundled and is the file installer/make_sound.py writes."""

from __future__ import annotations

from pathlib import Path

from tests.installer.installer_modules import load

qt_bundle = load("qt_bundle")
make_sound = load("make_sound")


def test_only_multimedia_and_speech_of_the_addons_are_collected() -> None:
    used = qt_bundle.used_qt_modules()
    assert {"QtMultimedia", "QtTextToSpeech"} <= used
    excluded = set(qt_bundle.excluded_modules(used))
    for addon in ("QtWebEngineCore", "Qt3DCore", "QtCharts", "QtQuick", "QtNetwork", "QtBluetooth"):
        if addon in qt_bundle.installed_qt_modules():
            assert f"PySide6.{addon}" in excluded, addon
    assert "PySide6.QtMultimedia" not in excluded and "PySide6.QtTextToSpeech" not in excluded
    keep = qt_bundle.keep_plugin
    none: frozenset[str] = frozenset()
    assert keep("texttospeech", "libqtexttospeech_speechd.so", none, used)
    assert keep("texttospeech", "qtexttospeech_sapi.dll", none, used)
    assert not keep("texttospeech", "libqtexttospeech_mock.so", none, used)
    assert not keep("multimedia", "libffmpegmediaplugin.so", none, used)
    # Addons' virtual keyboard (QtQuick, QtQml) stays out; the compose key and IBus stay in.
    assert not keep("platforminputcontexts", "libqtvirtualkeyboardplugin.so", none, used)
    assert keep("platforminputcontexts", "libcomposeplatforminputcontextplugin.so", none, used)
    assert keep("platforminputcontexts", "libibusplatforminputcontextplugin.so", none, used)


def test_the_bundled_chime_is_the_generated_one(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    bundled = qt_bundle.RESOURCES / "sounds" / "level.wav"
    assert bundled in qt_bundle.bundled_resource_files()
    out = tmp_path / "level.wav"
    monkeypatch.setattr(make_sound, "OUT", out)
    make_sound.main()
    assert out.read_bytes() == bundled.read_bytes()
