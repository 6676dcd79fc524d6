"""A screenshot is "not blank" when it has enough distinct colours: a tiny PNG reader
(8-bit RGB/RGBA, non-interlaced, as Chromium writes them), standard library only."""

import struct
import zlib


def pixels(png: bytes):
    """(width, height, channels, rows of raw bytes) of an 8-bit RGB(A) PNG."""
    assert png[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, data, width = 8, b"", 0
    while pos < len(png):
        length, kind = struct.unpack(">I4s", png[pos:pos + 8])
        chunk = png[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", chunk)
            assert depth == 8 and colour in (2, 6) and interlace == 0, "unsupported PNG"
            channels = 4 if colour == 6 else 3
        elif kind == b"IDAT":
            data += chunk
        pos += 12 + length
    raw = zlib.decompress(data)
    stride = width * channels
    rows, prev = [], bytearray(stride)
    for y in range(height):
        kind = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - channels] if i >= channels else 0
            b = prev[i]
            c = prev[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + a) & 255
            elif kind == 2:
                line[i] = (line[i] + b) & 255
            elif kind == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(line))
        prev = line
    return width, height, channels, rows


def distinct_colours(png: bytes, step: int = 3) -> int:
    """How many distinct colours a sample of the image's pixels has."""
    width, height, channels, rows = pixels(png)
    seen = set()
    for y in range(0, height, step):
        row = rows[y]
        for x in range(0, width, step):
            seen.add(row[x * channels:x * channels + 3])
    return len(seen)


def assert_not_blank(png: bytes, minimum: int = 40) -> int:
    """Raise unless the screenshot has at least `minimum` distinct colours; returns the count."""
    n = distinct_colours(png)
    assert n >= minimum, f"screenshot looks blank ({n} colours)"
    return n
