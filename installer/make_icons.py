"""Draw the program's icon files from its SVG: ``python installer/make_icons.py [--check]``.

From ``resources/icons/dealer-assistant.svg`` (the one drawing) it writes, beside it:

- ``dealer-assistant-<size>.png`` for each size of ``dealer_app.bundle.ICON_SIZES``: the window's
  icon (``QApplication.setWindowIcon``), the only icon files bundled;
- ``dealer-assistant.ico``: the Windows program's icon (the spec's ``icon=``), 16 to 256 pixels;
  below 256 as 32-bit bitmaps with an alpha channel (what every Windows reads), 256 as PNG (what
  Windows Vista and later read at that size);
- ``dealer-assistant.icns``: the macOS application bundle's icon, 16 to 1024 pixels, each a PNG.

Qt draws the pictures (QtSvg, QtGui); both containers are simple enough to write here, so the
build needs no imaging library. The files are committed; run this again after changing the SVG.
``--check`` writes nothing and exits 1 if the committed files are not what the SVG gives now
(``tests/installer/test_icons.py`` checks the same, pixel by pixel).
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
from collections.abc import Iterable
from pathlib import Path

INSTALLER = Path(__file__).resolve().parent
ROOT = INSTALLER.parent
sys.path.insert(0, str(ROOT))

from dealer_app import APP_ID  # noqa: E402
from dealer_app.bundle import ICON_SIZES  # noqa: E402

ICONS = ROOT / "resources" / "icons"
SVG = ICONS / f"{APP_ID}.svg"
ICO = ICONS / f"{APP_ID}.ico"
ICNS = ICONS / f"{APP_ID}.icns"

ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICO_PNG_FROM = 256  # sizes from this one up are stored as PNG in the .ico

# The .icns chunk types holding a PNG, with the pixel size of each (the @2x ones are twice
# their nominal size): Apple's "Icon Composer" types, as iconutil writes them.
ICNS_CHUNKS = (
    ("icp4", 16),
    ("icp5", 32),
    ("icp6", 64),
    ("ic07", 128),
    ("ic08", 256),
    ("ic09", 512),
    ("ic10", 1024),  # 512@2x
    ("ic11", 32),  # 16@2x
    ("ic12", 64),  # 32@2x
    ("ic13", 256),  # 128@2x
    ("ic14", 512),  # 256@2x
)


def png_path(size: int) -> Path:
    return ICONS / f"{APP_ID}-{size}.png"


def _application() -> object:
    """A QGuiApplication (QtSvg needs one); offscreen unless a platform was chosen."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    return QGuiApplication.instance() or QGuiApplication([])


def render(size: int, svg: Path = SVG):  # type: ignore[no-untyped-def]  # -> QImage
    """The SVG drawn on a transparent ``size`` x ``size`` picture, antialiased (a QImage)."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _application()
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"{svg} is not an SVG drawing Qt can read")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    return image.convertToFormat(QImage.Format.Format_ARGB32)


def png_bytes(image) -> bytes:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice

    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise SystemExit("Qt could not encode a PNG")
    buffer.close()
    return bytes(data.data())


def ico_bitmap(image) -> bytes:  # type: ignore[no-untyped-def]
    """One .ico entry as a Windows bitmap: BITMAPINFOHEADER (height doubled, as .ico wants),
    the BGRA pixels bottom row first, then the 1-bit mask (set where fully transparent)."""
    from PySide6.QtGui import QImage

    width, height = image.width(), image.height()
    converted = image.convertToFormat(QImage.Format.Format_RGBA8888)  # kept alive while read
    rgba = bytes(converted.constBits())[: converted.sizeInBytes()]
    stride = converted.bytesPerLine()
    mask_stride = (width + 31) // 32 * 4
    pixels = bytearray()
    mask = bytearray()
    for y in reversed(range(height)):
        row = rgba[y * stride : y * stride + width * 4]
        bgra = bytearray(width * 4)
        bgra[0::4], bgra[1::4], bgra[2::4], bgra[3::4] = row[2::4], row[1::4], row[0::4], row[3::4]
        pixels += bgra
        bits = bytearray(mask_stride)
        for x in range(width):
            if row[x * 4 + 3] == 0:
                bits[x // 8] |= 0x80 >> (x % 8)
        mask += bits
    header = struct.pack(
        "<IiiHHIIiiII", 40, width, height * 2, 1, 32, 0, len(pixels) + len(mask), 0, 0, 0, 0
    )
    return header + bytes(pixels) + bytes(mask)


def ico(entries: Iterable[tuple[int, bytes]]) -> bytes:
    """An .ico file of ``(size, entry bytes)``: ICONDIR, one ICONDIRENTRY each, the entries."""
    entries = list(entries)
    offset = 6 + 16 * len(entries)
    directory = struct.pack("<HHH", 0, 1, len(entries))
    body = b""
    for size, data in entries:
        side = 0 if size >= 256 else size  # 0 means 256
        directory += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
        body += data
    return directory + body


def icns(chunks: Iterable[tuple[str, bytes]]) -> bytes:
    """An .icns file: ``icns`` and the total length, then each chunk's type, length and data."""
    body = b"".join(
        kind.encode("ascii") + struct.pack(">I", 8 + len(data)) + data for kind, data in chunks
    )
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def icon_files(svg: Path = SVG) -> dict[Path, bytes]:
    """Every icon file drawn from ``svg``, by where it goes."""
    sizes = sorted({*ICON_SIZES, *ICO_SIZES, *(size for _, size in ICNS_CHUNKS)})
    images = {size: render(size, svg) for size in sizes}
    pngs = {size: png_bytes(image) for size, image in images.items()}
    files = {png_path(size): pngs[size] for size in ICON_SIZES}
    files[ICO] = ico(
        (size, pngs[size] if size >= ICO_PNG_FROM else ico_bitmap(images[size]))
        for size in ICO_SIZES
    )
    files[ICNS] = icns((kind, pngs[size]) for kind, size in ICNS_CHUNKS)
    return files


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--check", action="store_true", help="write nothing; exit 1 if the files are not current"
    )
    args = parser.parse_args()
    stale = []
    for path, data in icon_files().items():
        if path.is_file() and path.read_bytes() == data:
            continue
        stale.append(path)
        if not args.check:
            path.write_bytes(data)
    for path in stale:
        print(f"{'stale' if args.check else 'wrote'} {path.relative_to(ROOT)}")
    if not stale:
        print(f"the icon files are current with {SVG.relative_to(ROOT)}")
    return 1 if args.check and stale else 0


if __name__ == "__main__":
    sys.exit(main())
