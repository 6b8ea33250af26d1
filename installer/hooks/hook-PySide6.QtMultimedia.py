# Replaces PyInstaller's hook of PySide6.QtMultimedia: the same collection, minus unneeded plugins.
from qt_bundle import qt_hook

hiddenimports, binaries, datas = qt_hook(__file__)
