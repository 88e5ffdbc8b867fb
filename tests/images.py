"""Image bytes for upload tests, made with Pillow on the fly (nothing binary is committed)."""

import io
from pathlib import Path

from django.conf import settings
from django.core.files.uploadedfile import SimpleUploadedFile
from PIL import Image


def image_bytes(fmt: str = "JPEG", size: tuple[int, int] = (1600, 900), **save_options) -> bytes:
    output = io.BytesIO()
    mode = "RGB" if fmt in {"JPEG", "WEBP"} else "RGBA" if fmt == "PNG" else "P"
    Image.new(mode, size, color=(200, 80, 40) if mode != "P" else 3).save(output, fmt, **save_options)
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
