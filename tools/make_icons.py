"""Draw the Spelkast app icons (a white die showing five on a warm tile) as PNGs.

Pure Python: shapes are signed-distance functions, and a pixel's coverage of a shape edge
gives the anti-aliasing, so no imaging library is needed. Output is deterministic; the
PNGs are committed under assets/icons/ and only need regenerating when the design changes.
"""

from __future__ import annotations

import math
import struct
import sys
import zlib
from collections.abc import Callable
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "assets" / "icons"

Colour = tuple[int, int, int]
TILE: Colour = (200, 85, 61)  # terracotta, the manifest theme colour
DIE: Colour = (255, 250, 242)
PIP: Colour = (59, 42, 32)
SHADOW: Colour = (120, 45, 30)

# Pip centres of the five face, in die-relative units (-1..1).
FIVE = ((-0.5, -0.5), (0.5, -0.5), (0.0, 0.0), (-0.5, 0.5), (0.5, 0.5))


def rounded_rect(
    cx: float, cy: float, half: float, radius: float
) -> Callable[[float, float], float]:
    def sdf(x: float, y: float) -> float:
        qx = abs(x - cx) - half + radius
        qy = abs(y - cy) - half + radius
        outside = math.hypot(max(qx, 0.0), max(qy, 0.0))
        return outside + min(max(qx, qy), 0.0) - radius

    return sdf


def circle(cx: float, cy: float, r: float) -> Callable[[float, float], float]:
    return lambda x, y: math.hypot(x - cx, y - cy) - r


def coverage(d: float) -> float:
    """Fraction of a one-pixel-wide pixel inside a shape whose edge is d pixels away."""
    return min(1.0, max(0.0, 0.5 - d))


def render(size: int, *, full_bleed: bool, die_frac: float) -> bytes:
    """RGBA pixels. full_bleed fills the square (maskable / apple-touch, masked by the OS);
    otherwise the tile is a rounded square with transparent corners."""
    c = size / 2
    tile = rounded_rect(c, c, c, 0 if full_bleed else size * 0.22)
    half = size * die_frac / 2
    die = rounded_rect(c, c, half, half * 0.3)
    shadow = rounded_rect(c + size * 0.012, c + size * 0.025, half, half * 0.3)
    pips = [circle(c + px * half, c + py * half, half * 0.17) for px, py in FIVE]
    rows = bytearray()
    for j in range(size):
        rows.append(0)  # PNG filter type 0 for this row
        y = j + 0.5
        for i in range(size):
            x = i + 0.5
            alpha = coverage(tile(x, y))
            if alpha == 0.0:
                rows += b"\0\0\0\0"
                continue
            col = [float(v) for v in TILE]
            for shape, paint, strength in (
                (shadow, SHADOW, 0.45),
                (die, DIE, 1.0),
                *((p, PIP, 1.0) for p in pips),
            ):
                k = coverage(shape(x, y)) * strength
                if k:
                    col = [a + (b - a) * k for a, b in zip(col, paint, strict=True)]
            rows += bytes(round(v) for v in col) + bytes([round(alpha * 255)])
    return bytes(rows)


def png(size: int, raw: bytes) -> bytes:
    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)  # 8-bit RGBA
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(raw, 9))
        + chunk(b"IEND", b"")
    )


# name -> (size, full_bleed, die fraction). The maskable die stays inside the 80% safe
# zone circle (its rounded corners reach 0.36 of the size from the centre).
ICONS = {
    "icon-192.png": (192, False, 0.6),
    "icon-512.png": (512, False, 0.6),
    "maskable-512.png": (512, True, 0.46),
    "apple-touch-icon-180.png": (180, True, 0.58),
}


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, (size, full_bleed, die_frac) in ICONS.items():
        (OUT / name).write_bytes(png(size, render(size, full_bleed=full_bleed, die_frac=die_frac)))
        print(f"wrote {(OUT / name).relative_to(OUT.parent.parent)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
