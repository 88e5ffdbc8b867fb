"""Responsive renditions: WebP copies at a few widths, generated once, described by a srcset."""

import io
from dataclasses import dataclass
from pathlib import PurePosixPath

from django.core.files.base import ContentFile
from django.db import transaction
from django.db.models.fields.files import ImageFieldFile
from PIL import Image

WIDTHS = (320, 640, 960, 1280)


@dataclass(frozen=True)
class ResponsiveImage:
    src: str
    srcset: str
    width: int
    height: int
    alt: str
    caption: str = ""
    credit: str = ""


def rendition_widths(original_width: int) -> list[int]:
    """The standard widths narrower than the original; never an upscaled copy."""
    return [width for width in WIDTHS if width < original_width]


def rendition_name(name: str, width: int) -> str:
    path = PurePosixPath(name)
    return str(path.parent / "renditions" / f"{path.stem}-{width}w.webp")


def ensure_renditions(image: ImageFieldFile) -> list[str]:
    """Write the missing WebP renditions of a stored image; existing ones are left alone."""
    if not image:
        return []
    storage, written = image.storage, []
    missing = [
        w
        for w in rendition_widths(image.width)
        if not storage.exists(rendition_name(image.name, w))
    ]
    if not missing:
        return []
    with storage.open(image.name, "rb") as source, Image.open(source) as original:
        original.load()
        for width in missing:
            height = max(1, round(original.height * width / original.width))
            copy = original.convert("RGBA" if original.mode in {"RGBA", "LA", "P"} else "RGB")
            output = io.BytesIO()
            copy.resize((width, height), Image.Resampling.LANCZOS).save(output, "WEBP", quality=80)
            written.append(
                storage.save(rendition_name(image.name, width), ContentFile(output.getvalue()))
            )
    return written


def responsive_image(
    image: ImageFieldFile, *, alt: str, caption: str = "", credit: str = ""
) -> ResponsiveImage | None:
    """What a template needs for <img srcset>, from the stored dimensions alone (no file access)."""
    if not image or not image.field.width_field:
        return None
    instance = image.instance
    width, height = (
        getattr(instance, image.field.width_field),
        getattr(instance, image.field.height_field),
    )
    if not width or not height:
        return None
    storage = image.storage
    candidates = [
        f"{storage.url(rendition_name(image.name, w))} {w}w" for w in rendition_widths(width)
    ]
    candidates.append(f"{image.url} {width}w")
    return ResponsiveImage(
        src=image.url,
        srcset=", ".join(candidates),
        width=width,
        height=height,
        alt=alt,
        caption=caption,
        credit=credit,
    )


def discard_replaced(image: ImageFieldFile, previous_name: str) -> None:
    """Once the save commits, delete the stored file `image` replaced (or that was cleared) and its renditions.

    A replaced headshot must stop being served: nothing else refers to the old file.
    """
    if not previous_name or previous_name == image.name:
        return
    storage = image.storage

    def delete() -> None:
        for name in [previous_name, *(rendition_name(previous_name, width) for width in WIDTHS)]:
            storage.delete(name)

    transaction.on_commit(delete)
