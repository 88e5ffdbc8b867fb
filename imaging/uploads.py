"""Accept only real raster images, decoded by Pillow, and store them re-encoded without metadata."""

import io
import secrets
import warnings
from pathlib import PurePath

from django.conf import settings
from django.core.exceptions import ValidationError
from django.core.files.uploadedfile import SimpleUploadedFile
from django.utils.text import slugify
from PIL import Image, ImageOps, UnidentifiedImageError

# Pillow format name -> (extension, MIME type). Anything else (SVG, PDF, TIFF, BMP, ...) is refused.
ACCEPTED_FORMATS = {
    "JPEG": ("jpg", "image/jpeg"),
    "PNG": ("png", "image/png"),
    "WEBP": ("webp", "image/webp"),
    "GIF": ("gif", "image/gif"),
}
# What `info` may keep: how the pixels are to be read, nothing written about them.
PIXEL_INFO = {"transparency"}
NOT_AN_IMAGE = "This file is not a JPEG, PNG, WebP or GIF image (it was checked by opening it, not by its name)."


def limits_help_text() -> str:
    """The upload limits, in an editor's words, for the image fields' help."""
    pixels = settings.IMAGE_UPLOAD_MAX_PIXELS
    return (
        f"JPEG, PNG, WebP or GIF, at most {settings.IMAGE_UPLOAD_MAX_BYTES // (1024 * 1024)} MB and "
        f"{pixels / 1e6:.0f} megapixels ({round((pixels * 1.5) ** 0.5, -2):,.0f} × {round((pixels / 1.5) ** 0.5, -2):,.0f}, say)."
    )


def _check_header(data: bytes) -> str:
    """Read only the header: format and dimensions, before any pixel is decoded."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error", Image.DecompressionBombWarning)
            with Image.open(io.BytesIO(data)) as image:
                image_format, (width, height) = image.format, image.size
    except (Image.DecompressionBombError, Image.DecompressionBombWarning):
        raise ValidationError(
            "This image has too many pixels to process safely.", code="bomb"
        ) from None
    except (UnidentifiedImageError, OSError, ValueError, SyntaxError):
        raise ValidationError(NOT_AN_IMAGE, code="not_an_image") from None
    if image_format not in ACCEPTED_FORMATS:
        raise ValidationError(NOT_AN_IMAGE, code="not_an_image")
    if max(width, height) > settings.IMAGE_UPLOAD_MAX_SIDE:
        raise ValidationError(
            f"This image is {width}×{height} pixels; the longest side may be at most "
            f"{settings.IMAGE_UPLOAD_MAX_SIDE} pixels.",
            code="too_large",
        )
    if (
        Image.MAX_IMAGE_PIXELS and width * height > Image.MAX_IMAGE_PIXELS
    ):  # tests lower Pillow's limit
        raise ValidationError("This image has too many pixels to process safely.", code="bomb")
    if width * height > settings.IMAGE_UPLOAD_MAX_PIXELS:
        raise ValidationError(
            # Exact counts: rounded to megapixels, an image just over the limit read as "24 ...; at most 24".
            f"This image has {width * height:,} pixels ({width:,}×{height:,}); an image may have at "
            f"most {settings.IMAGE_UPLOAD_MAX_PIXELS:,} ({settings.IMAGE_UPLOAD_MAX_PIXELS / 1e6:g} megapixels).",
            code="too_many_pixels",
        )
    return image_format


def _reencode(data: bytes, image_format: str) -> bytes:
    """Decode every pixel (a truncated file fails here) and save afresh: EXIF, GPS, XMP and comments are dropped."""
    try:
        with Image.open(io.BytesIO(data)) as image:
            image.load()
            image = ImageOps.exif_transpose(image)  # keep the photo upright once its EXIF is gone
            # Savers copy comments, ICC profiles, XMP, EXIF and text chunks from `info`: keep pixels only.
            image.info = {key: value for key, value in image.info.items() if key in PIXEL_INFO}
            output = io.BytesIO()
            if image_format == "JPEG":
                image.convert("RGB").save(output, "JPEG", quality=88, optimize=True)
            elif image_format == "GIF":
                image.save(output, "GIF")  # first frame only: a lead image does not move
            else:
                image.save(output, image_format)
    except (OSError, ValueError, SyntaxError, Image.DecompressionBombError):
        raise ValidationError("This image file is damaged or incomplete.", code="damaged") from None
    return output.getvalue()


def clean_uploaded_image(upload) -> SimpleUploadedFile:
    """Validate an uploaded file and return a metadata-free copy named after its real format.

    Raises ValidationError with a message fit for a form; nothing is written anywhere.
    """
    if upload.size > settings.IMAGE_UPLOAD_MAX_BYTES:
        limit = settings.IMAGE_UPLOAD_MAX_BYTES // (1024 * 1024)
        raise ValidationError(f"This file is larger than {limit} MB.", code="too_big")
    upload.seek(0)
    data = upload.read()
    image_format = _check_header(data)
    clean = _reencode(data, image_format)
    extension, content_type = ACCEPTED_FORMATS[image_format]
    stem = slugify(PurePath(upload.name).stem)[:60] or "image"
    # 128 random bits in the name: a draft's image is stored (and, where MEDIA_ROOT is served, answered)
    # before its article is public, so its address must not be guessable from the uploaded file's name.
    name = f"{stem}-{secrets.token_hex(16)}.{extension}"
    return SimpleUploadedFile(name, clean, content_type=content_type)
