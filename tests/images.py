"""Image bytes for upload tests, made with Pillow on the fly (nothing binary is committed).

HOSTILE maps each hostile upload tried to (maker, the error message readers of the form see)."""

import io
from pathlib import Path

from django.conf import settings
from django.core.files.uploadedfile import SimpleUploadedFile
from PIL import Image


def image_bytes(fmt: str = "JPEG", size: tuple[int, int] = (1600, 900), **save_options) -> bytes:
    output = io.BytesIO()
    mode = "RGB" if fmt in {"JPEG", "WEBP"} else "RGBA" if fmt == "PNG" else "P"
    Image.new(mode, size, color=(200, 80, 40) if mode != "P" else 3).save(
        output, fmt, **save_options
    )
    return output.getvalue()


def upload(name: str, data: bytes, content_type: str = "image/jpeg") -> SimpleUploadedFile:
    return SimpleUploadedFile(name, data, content_type=content_type)


def store(relative: str, data: bytes | None = None) -> str:
    """Write an image into the (temporary) MEDIA_ROOT, as if uploaded earlier; returns its name."""
    path = Path(settings.MEDIA_ROOT) / relative
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data or image_bytes(size=(40, 30)))
    return relative


def media_files() -> list[Path]:
    root = Path(settings.MEDIA_ROOT)
    return sorted(p for p in root.rglob("*") if p.is_file()) if root.exists() else []


def png_claiming(width: int, height: int) -> bytes:
    """A tiny PNG whose header claims the given size: a decompression bomb's shape without its bulk."""
    import struct
    import zlib

    def chunk(kind: bytes, data: bytes) -> bytes:
        return (
            struct.pack(">I", len(data))
            + kind
            + data
            + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
        )

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(b"\x00" * 64))
        + chunk(b"IEND", b"")
    )


SVG_WITH_SCRIPT = b'<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>'


def truncated_jpeg() -> bytes:
    output = io.BytesIO()
    Image.effect_noise((400, 300), 60).convert("RGB").save(output, "JPEG")
    data = output.getvalue()
    return data[: len(data) // 2]  # header intact, half the pixels missing


HOSTILE = {
    "truncated JPEG": (truncated_jpeg, "damaged or incomplete"),
    "text renamed .jpg": (
        lambda: b"This is not a photo, just text.\n" * 20,
        "not a JPEG, PNG, WebP or GIF",
    ),
    "SVG with script": (lambda: SVG_WITH_SCRIPT, "not a JPEG, PNG, WebP or GIF"),
    "huge claimed dimensions": (lambda: png_claiming(100_000, 100_000), "too many pixels"),
    "side over the limit": (lambda: image_bytes("PNG", (12_001, 2)), "longest side may be at most"),
    "TIFF, a real image of another format": (
        lambda: image_bytes("TIFF", (20, 20)),
        "not a JPEG, PNG, WebP or GIF",
    ),
}
