"""Reading an X window dump (xwd) and a PNG, and comparing them, for the simulator test.

Only what the test needs: ZPixmap dumps at 24 or 32 bits per pixel with masks, and 8-bit RGB or
RGBA PNGs without interlacing (what Scanout and cairo write). Standard library only.
"""
import struct
import sys
import zlib


def read_xwd(path):
    """(width, height, pixels) with pixels a list of rows of (r, g, b)."""
    data = open(path, "rb").read()
    fields = struct.unpack(">25I", data[:100])
    header_size, _version, pixmap_format, _depth, width, height = fields[:6]
    byte_order, bits_per_pixel, bytes_per_line = fields[7], fields[11], fields[12]
    red_mask, green_mask, blue_mask = fields[14], fields[15], fields[16]
    colormap_entries = fields[19]
    if pixmap_format != 2 or bits_per_pixel not in (24, 32):
        raise ValueError(f"{path}: an xwd dump of format {pixmap_format} at {bits_per_pixel} bits per pixel")
    offset = header_size + colormap_entries * 12
    step = bits_per_pixel // 8
    order = "little" if byte_order == 0 else "big"

    def channel(value, mask):
        shift = (mask & -mask).bit_length() - 1
        return ((value & mask) >> shift) * 255 // (mask >> shift)

    rows = []
    for y in range(height):
        line = data[offset + y * bytes_per_line: offset + y * bytes_per_line + width * step]
        row = []
        for x in range(width):
            value = int.from_bytes(line[x * step: x * step + step], order)
            row.append((channel(value, red_mask), channel(value, green_mask), channel(value, blue_mask)))
        rows.append(row)
    return width, height, rows


def read_png(path):
    """(width, height, pixels) with pixels a list of rows of (r, g, b)."""
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError(f"{path}: not a PNG")
    position, idat, width, height, colour_type = 8, b"", 0, 0, 0
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position: position + 8])
        chunk = data[position + 8: position + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour_type, _, _, interlace = struct.unpack(">IIBBBBB", chunk)
            if depth != 8 or colour_type not in (2, 6) or interlace:
                raise ValueError(f"{path}: a PNG of depth {depth}, colour type {colour_type}")
        elif kind == b"IDAT":
            idat += chunk
        position += 12 + length
    channels = 4 if colour_type == 6 else 3
    raw = zlib.decompress(idat)
    stride = width * channels
    previous = bytearray(stride)
    rows = []
    for y in range(height):
        kind = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1: (y + 1) * (stride + 1)])
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            upper_left = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 255
            elif kind == 2:
                line[i] = (line[i] + up) & 255
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                estimate = left + up - upper_left
                pa, pb, pc = abs(estimate - left), abs(estimate - up), abs(estimate - upper_left)
                predictor = left if pa <= pb and pa <= pc else (up if pb <= pc else upper_left)
                line[i] = (line[i] + predictor) & 255
        rows.append([tuple(line[x * channels: x * channels + 3]) for x in range(width)])
        previous = line
    return width, height, rows


def write_png(path, width, height, rows):
    """Writes rows of (r, g, b) as an 8-bit RGB PNG."""
    raw = b"".join(b"\x00" + bytes(value for pixel in row for value in pixel) for row in rows)

    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    open(path, "wb").write(
        b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))


def crop(rows, x, y, width, height):
    return [row[x: x + width] for row in rows[y: y + height]]


def differing_fraction(a, b, tolerance=8):
    """The fraction of pixels whose channels differ by more than `tolerance` anywhere."""
    total = differing = 0
    for row_a, row_b in zip(a, b):
        for pixel_a, pixel_b in zip(row_a, row_b):
            total += 1
            if max(abs(p - q) for p, q in zip(pixel_a, pixel_b)) > tolerance:
                differing += 1
    return differing / max(total, 1)


if __name__ == "__main__":
    # images.py xwd-to-png DUMP PNG: for looking at a dump.
    if len(sys.argv) == 4 and sys.argv[1] == "xwd-to-png":
        w, h, pixels = read_xwd(sys.argv[2])
        write_png(sys.argv[3], w, h, pixels)
