#!/usr/bin/env python3
"""Draws the scorekeeper app's icons (static/img/app-icon-192.png, -512.png): the favicon's tile with its red
cross on the site's red, as plain PNGs written with zlib alone (no imaging library needed).

Usage: python3 scripts/draw-app-icons.py .   (from the repository root)
"""
import struct
import sys
import zlib
from pathlib import Path

RED = (179, 38, 30)
IVORY = (251, 248, 241)
EDGE = (201, 194, 173)


def rounded(x, y, x0, y0, x1, y1, r):
    """True if (x, y) lies inside the rectangle [x0, x1) x [y0, y1) with corners rounded by r."""
    if not (x0 <= x < x1 and y0 <= y < y1):
        return False
    cx = min(max(x, x0 + r), x1 - r - 1)
    cy = min(max(y, y0 + r), y1 - r - 1)
    return (x - cx) ** 2 + (y - cy) ** 2 <= r * r


def pixel(x, y, n):
    # The tile keeps inside the middle 80 % (a "maskable" icon's safe zone), as the favicon's 32 x 40 proportions.
    u = n / 100.0
    tx0, tx1, ty0, ty1 = 26 * u, 74 * u, 20 * u, 80 * u
    if rounded(x, y, tx0 + 6 * u, ty0 + 12 * u, tx1 - 6 * u, ty0 + 24 * u, 3 * u) or \
            rounded(x, y, n / 2 - 6 * u, ty0 + 5 * u, n / 2 + 6 * u, ty1 - 12 * u, 3 * u):
        return RED
    if rounded(x, y, tx0, ty0, tx1, ty1, 7 * u):
        inner = rounded(x, y, tx0 + 1.5 * u, ty0 + 1.5 * u, tx1 - 1.5 * u, ty1 - 1.5 * u, 6 * u)
        return IVORY if inner else EDGE
    return RED


def png(n):
    rows = b"".join(b"\0" + bytes(c for x in range(n) for c in pixel(x, y, n)) for y in range(n))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xffffffff)

    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", n, n, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b""))


if __name__ == "__main__":
    root = Path(sys.argv[1] if len(sys.argv) > 1 else ".")
    for size in (192, 512):
        (root / "static" / "img" / f"app-icon-{size}.png").write_bytes(png(size))
