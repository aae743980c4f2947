"""Draw the app icon: assets/icons/dvonn.svg, PNGs from 16 to 512 pixels, a multi-size .ico
and the macOS .icns (packaging/macos/dvonn.icns).

    python packaging/make_icons.py

Also the document icon of .dvn game records (packaging/icons/dvn-document.svg, PNGs 16–256
for hicolor's mimetypes, dvn-document.ico for Windows): a sheet with a folded corner, lines
of notation and the same stack drawn smaller.

The picture: a stack of DVONN pieces (black, white, a red DVONN piece, white on top) on a
wooden hexagon.  The SVG is written by hand here; Qt's SVG renderer makes the PNGs, and the
.ico holds those PNGs (the format Windows Vista and later read).  At 16 pixels the four thin
pieces blur into each other, so that size has its own drawing on the pixel grid: three
pieces (black, red, white), no outlines, edges on whole pixels.  The .icns holds PNGs too
(the element types macOS 10.7 and later read), up to 1024 pixels for Retina screens.
"""

from __future__ import annotations

import struct
import sys
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "assets" / "icons"
ICNS_FILE = Path(__file__).resolve().parent / "macos" / "dvonn.icns"
DOCUMENT_OUT = Path(__file__).resolve().parent / "icons"
DOCUMENT_SIZES = (16, 24, 32, 48, 64, 128, 256)
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# .icns element types holding PNGs, by pixel size (several types share a size: the @2x ones).
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"ic11", 32),
    (b"icp6", 64),
    (b"ic12", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic13", 256),
    (b"ic09", 512),
    (b"ic14", 512),
    (b"ic10", 1024),
)


def hexagon(cx: float, cy: float, rx: float, ry: float) -> str:
    points = [(cx - rx, cy), (cx - rx / 2, cy - ry), (cx + rx / 2, cy - ry)]
    points += [(cx + rx, cy), (cx + rx / 2, cy + ry), (cx - rx / 2, cy + ry)]
    return " ".join(f"{x:.1f},{y:.1f}" for x, y in points)


def piece(cy: float, fill: str, edge: str, rim: str) -> str:
    """One piece seen from slightly above: a side band and an elliptic top."""
    return (
        f'<path d="M96,{cy} v22 a160,56 0 0 0 320,0 v-22 z" fill="{rim}" stroke="{edge}" '
        f'stroke-width="6"/>'
        f'<ellipse cx="256" cy="{cy}" rx="160" ry="56" fill="{fill}" stroke="{edge}" '
        f'stroke-width="6"/>'
    )


def small_piece(cy: float, top: str, side: str, edge: str) -> str:
    """A piece of the 16-pixel icon: a side band with a dark lower edge, then the top face."""
    return (
        f'<path d="M3,{cy} v2 a5,1.5 0 0 0 10,0 v-2 z" fill="{edge}"/>'
        f'<path d="M3,{cy} v1 a5,1.5 0 0 0 10,0 v-1 z" fill="{side}"/>'
        f'<ellipse cx="8" cy="{cy}" rx="5" ry="1.5" fill="{top}"/>'
    )


def small_svg() -> str:
    """The 16-pixel drawing: three pieces on the wooden hexagon, laid on the pixel grid."""
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 16 16">'
        '<polygon points="0.5,11 3.5,6.5 12.5,6.5 15.5,11 12.5,15.5 3.5,15.5" fill="#ddb87a" '
        'stroke="#7a5528" stroke-width="1" stroke-linejoin="round"/>'
        + small_piece(10.5, "#3a3a3e", "#1d1d20", "#000")
        + small_piece(8.0, "#e0323a", "#a01d24", "#4a0c10")
        + small_piece(5.5, "#fffdf6", "#d3cab6", "#5a554c")
        + "</svg>\n"
    )


def svg() -> str:
    pieces = [
        piece(318, "#2b2b2e", "#111", "#1d1d20"),
        piece(280, "#f4efe3", "#6f6a60", "#d8d1c0"),
        piece(242, "#c0262d", "#5e1014", "#9a1c22"),
        piece(204, "#f4efe3", "#6f6a60", "#d8d1c0"),
    ]
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">\n'
        '<defs><linearGradient id="wood" x1="0" y1="0" x2="0" y2="1">'
        '<stop offset="0" stop-color="#e7c48a"/><stop offset="1" stop-color="#b98a4e"/>'
        "</linearGradient></defs>\n"
        f'<polygon points="{hexagon(256, 310, 244, 170)}" fill="url(#wood)" stroke="#7a5528" '
        'stroke-width="12" stroke-linejoin="round"/>\n' + "\n".join(pieces) + "\n</svg>\n"
    )


def document_svg() -> str:
    """The document icon: a sheet with a folded corner and the app's stack on it."""
    inner = svg().split("\n", 1)[1].rsplit("</svg>", 1)[0]
    lines = "".join(
        f'<rect x="136" y="{y}" width="{w}" height="16" rx="8" fill="#b9b2a4"/>'
        for y, w in ((64, 168), (104, 208), (144, 128))
    )
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">\n'
        '<path d="M96,16 H336 L432,112 V496 H96 Z" fill="#fbf8f1" stroke="#8a8478" '
        'stroke-width="12" stroke-linejoin="round"/>\n'
        '<path d="M336,16 V112 H432 Z" fill="#e3dccb" stroke="#8a8478" stroke-width="12" '
        'stroke-linejoin="round"/>\n'
        f"{lines}\n"
        f'<g transform="translate(105,178) scale(0.62)">{inner}</g>\n</svg>\n'
    )


def ico(pngs: list[tuple[int, bytes]]) -> bytes:
    header = struct.pack("<HHH", 0, 1, len(pngs))
    offset = 6 + 16 * len(pngs)
    entries, blobs = b"", b""
    for size, data in pngs:
        side = 0 if size >= 256 else size  # 0 means 256 in an ICO directory entry
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        blobs += data
        offset += len(data)
    return header + entries + blobs


def icns(pngs: dict[int, bytes]) -> bytes:
    body = b"".join(
        kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for kind, size in ICNS_TYPES
    )
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> int:
    from PyQt6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PyQt6.QtGui import QGuiApplication, QImage, QPainter
    from PyQt6.QtSvg import QSvgRenderer

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    del app
    OUT.mkdir(parents=True, exist_ok=True)
    text = svg()
    (OUT / "dvonn.svg").write_text(text, encoding="utf-8")
    renderer = QSvgRenderer(QByteArray(text.encode()))
    small = QSvgRenderer(QByteArray(small_svg().encode()))

    def png(drawing: QSvgRenderer, size: int) -> bytes:
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        drawing.render(painter)
        painter.end()
        buffer = QBuffer()
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        image.save(buffer, "PNG")
        return bytes(buffer.data().data())

    pngs: dict[int, bytes] = {}
    for size in (*SIZES, 1024):
        pngs[size] = png(small if size <= 16 else renderer, size)
        if size in SIZES:
            (OUT / f"dvonn-{size}.png").write_bytes(pngs[size])
    (OUT / "dvonn.ico").write_bytes(ico([(size, pngs[size]) for size in ICO_SIZES]))
    ICNS_FILE.parent.mkdir(parents=True, exist_ok=True)
    ICNS_FILE.write_bytes(icns(pngs))

    DOCUMENT_OUT.mkdir(parents=True, exist_ok=True)
    document = document_svg()
    (DOCUMENT_OUT / "dvn-document.svg").write_text(document, encoding="utf-8")
    drawing = QSvgRenderer(QByteArray(document.encode()))
    documents = [(size, png(drawing, size)) for size in DOCUMENT_SIZES]
    for size, data in documents:
        (DOCUMENT_OUT / f"dvn-document-{size}.png").write_bytes(data)
    (DOCUMENT_OUT / "dvn-document.ico").write_bytes(ico(documents))
    print(f"icons written to {OUT}, {ICNS_FILE} and {DOCUMENT_OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
