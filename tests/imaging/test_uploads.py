"""Only real JPEG/PNG/WebP/GIF images pass, re-encoded without metadata; renditions are made once."""

import io
import re

import pytest
from django.core.exceptions import ValidationError
from PIL import Image

from imaging.renditions import ensure_renditions, rendition_widths, responsive_image
from imaging.uploads import clean_uploaded_image
from tests.factories import PersonFactory
from tests.images import HOSTILE, image_bytes, media_files, store, upload


@pytest.mark.parametrize("fmt", ["JPEG", "PNG", "WEBP", "GIF"])
def test_real_images_of_each_accepted_format_pass(fmt):
    clean = clean_uploaded_image(upload("photo.bin", image_bytes(fmt, (60, 40))))
    assert Image.open(io.BytesIO(clean.read())).format == fmt
    assert (
        re.sub(r"-[0-9a-f]{32}", "", clean.name)
        == f"photo.{ {'JPEG': 'jpg', 'PNG': 'png', 'WEBP': 'webp', 'GIF': 'gif'}[fmt] }"
    )


def test_exif_metadata_is_stripped_by_re_encoding():
    exif = Image.Exif()
    exif[0x010E] = "GPS and a secret description"
    original = image_bytes("JPEG", (60, 40), exif=exif.tobytes())
    assert b"secret description" in original
    clean = clean_uploaded_image(upload("photo.jpg", original)).read()
    assert b"secret description" not in clean
    assert not Image.open(io.BytesIO(clean)).getexif()


@pytest.mark.parametrize("name", HOSTILE)
def test_hostile_files_are_refused_with_a_clear_message(name):
    make, message = HOSTILE[name]
    with pytest.raises(ValidationError, match=message):
        clean_uploaded_image(upload("photo.jpg", make()))


@pytest.mark.parametrize(
    "pixels", [50 * 50, 120 * 120], ids=["over the limit", "over twice the limit"]
)
def test_a_pixel_bomb_is_refused_under_a_patched_pillow_limit(monkeypatch, pixels):
    monkeypatch.setattr(Image, "MAX_IMAGE_PIXELS", 1000)
    side = int(pixels**0.5)
    with pytest.raises(ValidationError, match="too many pixels"):
        clean_uploaded_image(upload("bomb.png", image_bytes("PNG", (side, side))))


def test_an_oversized_file_is_refused_before_decoding(settings):
    settings.IMAGE_UPLOAD_MAX_BYTES = 1024 * 1024
    data = image_bytes("PNG", (10, 10)) + b"\0" * (1024 * 1024)
    with pytest.raises(ValidationError, match="larger than 1 MB"):
        clean_uploaded_image(upload("big.png", data))


def test_renditions_are_webp_at_the_standard_widths_below_the_original(db):
    person = PersonFactory(
        headshot=store("people/headshots/wide.jpg", image_bytes(size=(1000, 500))),
        headshot_alt="a",
        headshot_caption="c",
        headshot_credit="cr",
    )
    written = ensure_renditions(person.headshot)
    assert rendition_widths(1000) == [320, 640, 960]
    sizes = sorted(Image.open(person.headshot.storage.path(name)).size for name in written)
    assert sizes == [(320, 160), (640, 320), (960, 480)]
    assert all(name.endswith(".webp") for name in written)


def test_renditions_are_generated_once(db):
    person = PersonFactory(
        headshot=store("people/headshots/wide.jpg", image_bytes(size=(700, 350))),
        headshot_alt="a",
        headshot_caption="c",
        headshot_credit="cr",
    )
    assert len(ensure_renditions(person.headshot)) == 2
    files = media_files()
    assert ensure_renditions(person.headshot) == []
    assert media_files() == files


def test_the_srcset_lists_every_rendition_and_the_original(db):
    person = PersonFactory(
        headshot=store("people/headshots/wide.jpg", image_bytes(size=(700, 350))),
        headshot_alt="Sandy at a press conference",
        headshot_caption="c",
        headshot_credit="cr",
    )
    image = responsive_image(person.headshot, alt=person.headshot_alt)
    assert image.srcset == (
        "/media/people/headshots/renditions/wide-320w.webp 320w, "
        "/media/people/headshots/renditions/wide-640w.webp 640w, /media/people/headshots/wide.jpg 700w"
    )
    assert (image.width, image.height, image.alt) == (700, 350, "Sandy at a press conference")


def _exif(description: str) -> bytes:
    exif = Image.Exif()
    exif[0x010E] = description
    return exif.tobytes()


def _png_with_chunks() -> bytes:
    from PIL import PngImagePlugin

    info = PngImagePlugin.PngInfo()
    info.add_text("Comment", "<?php system($_GET[1]); ?>")
    info.add_itxt("XML:com.adobe.xmp", "<x:xmpmeta>secret</x:xmpmeta>")
    return image_bytes("PNG", (60, 40), pnginfo=info, icc_profile=b"ICC-secret-profile")


METADATA = {
    "jpeg-comment": lambda: image_bytes("JPEG", (60, 40), comment=b"<?php system($_GET[1]); ?>"),
    "jpeg-icc-xmp": lambda: image_bytes(
        "JPEG", (60, 40), icc_profile=b"ICC-secret-profile", xmp=b"<x:xmpmeta>secret</x:xmpmeta>"
    ),
    "gif-comment": lambda: image_bytes("GIF", (60, 40), comment=b"<?php system($_GET[1]); ?>"),
    "png-text-icc": _png_with_chunks,
    "webp-exif-xmp": lambda: image_bytes(
        "WEBP", (60, 40), exif=_exif("secret description"), xmp=b"<x:xmpmeta>secret</x:xmpmeta>"
    ),
}


@pytest.mark.parametrize("make", METADATA.values(), ids=METADATA.keys())
def test_nothing_but_pixels_survives_the_re_encode(make):
    original = make()
    assert b"secret" in original or b"<?php" in original
    clean = clean_uploaded_image(upload("photo.bin", original)).read()
    assert b"<?php" not in clean and b"secret" not in clean and b"ICC-secret" not in clean
    assert not {"comment", "icc_profile", "xmp", "exif"} & set(Image.open(io.BytesIO(clean)).info)


def test_the_pixel_cap_refuses_a_7000_pixel_square(settings):
    from tests.images import png_claiming

    with pytest.raises(ValidationError, match="megapixels"):
        clean_uploaded_image(upload("huge.png", png_claiming(7000, 7000)))


def test_the_limits_are_said_in_the_help_text():
    from imaging.uploads import limits_help_text

    assert (
        limits_help_text()
        == "JPEG, PNG, WebP or GIF, at most 15 MB and 24 megapixels (6,000 × 4,000, say)."
    )


def test_the_pixel_cap_message_says_the_images_real_size_and_the_limit(settings):
    from tests.images import png_claiming

    # 24,006,000 pixels: rounded to megapixels it read "(24 megapixels); at most 24 megapixels".
    with pytest.raises(ValidationError) as refused:
        clean_uploaded_image(upload("huge.png", png_claiming(6001, 4000)))
    assert refused.value.messages == [
        "This image has 24,004,000 pixels (6,001×4,000); an image may have at most 24,000,000 "
        "(24 megapixels)."
    ]
