"""The program's icon files are the SVG's drawing, in the containers each system reads.

``installer/make_icons.py`` made them; these tests redraw the SVG and read every file back with
Qt's own image readers (PNG, ICO, ICNS), so a changed drawing without new files, or a container
written wrong, fails here rather than on a dealer's Windows or macOS desktop.
"""

from __future__ import annotations

import struct

import pytest
from PySide6.QtCore import QByteArray
from PySide6.QtGui import QImage, QImageReader

from dealer_app import bundle
from tests.installer.installer_modules import load

make_icons = load("make_icons")
qt_bundle = load("qt_bundle")


def _argb(image: QImage) -> QImage:
    return image.convertToFormat(QImage.Format.Format_ARGB32)


def _largest_difference(first: QImage, second: QImage) -> int:
    """The largest difference of one colour channel (or alpha) between two same-size pictures."""
    assert first.size() == second.size()
    a, b = _argb(first), _argb(second)
    return max(
        abs(x - y)
        for x, y in zip(bytes(a.constBits()), bytes(b.constBits()), strict=True)  # type: ignore[call-overload]
    )


@pytest.mark.parametrize("size", bundle.ICON_SIZES)
def test_each_window_icon_png_is_the_svg_drawn_at_its_size(qapp, size: int) -> None:  # type: ignore[no-untyped-def]
    path = bundle.icon_files()[size]
    committed = QImage(str(path))
    assert (committed.width(), committed.height()) == (size, size)
    # Antialiasing may round differently on another processor: a step of 2 is allowed.
    assert _largest_difference(committed, make_icons.render(size)) <= 2, (
        f"{path.name} is not the SVG's drawing: run installer/make_icons.py"
    )


def test_the_windows_ico_holds_every_size_as_drawn(qapp) -> None:  # type: ignore[no-untyped-def]
    data = make_icons.ICO.read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data)
    assert (reserved, kind, count) == (0, 1, len(make_icons.ICO_SIZES))
    reader = QImageReader(str(make_icons.ICO))
    assert bytes(reader.format().data()) == b"ico" and reader.imageCount() == count
    for index, size in enumerate(make_icons.ICO_SIZES):
        width, height, _, _, planes, bits, length, offset = struct.unpack_from(
            "<BBBBHHII", data, 6 + 16 * index
        )
        assert (width or 256, height or 256, planes, bits) == (size, size, 1, 32)
        entry = data[offset : offset + length]
        is_png = entry.startswith(b"\x89PNG")
        assert is_png == (size >= make_icons.ICO_PNG_FROM)
        reader.jumpToImage(index)
        image = reader.read()
        assert image.width() == size, reader.errorString()
        assert _largest_difference(image, make_icons.render(size)) <= 2


def test_the_macos_icns_holds_every_chunk_as_a_png_of_its_size(qapp) -> None:  # type: ignore[no-untyped-def]
    data = make_icons.ICNS.read_bytes()
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    chunks = {}
    at = 8
    while at < len(data):
        kind = data[at : at + 4].decode("ascii")
        (length,) = struct.unpack(">I", data[at + 4 : at + 8])
        chunks[kind] = data[at + 8 : at + length]
        at += length
    assert at == len(data)
    assert list(chunks) == [kind for kind, _ in make_icons.ICNS_CHUNKS]
    for kind, size in make_icons.ICNS_CHUNKS:
        image = QImage.fromData(QByteArray(chunks[kind]), "PNG")
        assert (image.width(), image.height()) == (size, size), kind
    reader = QImageReader(str(make_icons.ICNS))
    assert bytes(reader.format().data()) == b"icns"
    assert reader.imageCount() == len(make_icons.ICNS_CHUNKS)


def test_only_the_pngs_of_the_icon_are_bundled_and_need_no_image_plugin() -> None:
    bundled = [
        path.name for path in qt_bundle.bundled_resource_files() if path.parent.name == "icons"
    ]
    assert sorted(bundled) == sorted(path.name for path in bundle.icon_files().values())
    assert qt_bundle.image_format_plugins() == frozenset()  # PNG is built into QtGui
