"""Headshots through the person admin: hostile files refused with a form error and nothing written."""

import io
import re

import pytest
from django.urls import reverse
from PIL import Image

from people.models import Person
from tests.images import HOSTILE, image_bytes, media_files, upload

pytestmark = pytest.mark.django_db
ADD = reverse("admin:people_person_add")
DESCRIBED = {
    "headshot_alt": "Sandy Alderson smiling",
    "headshot_caption": "Alderson in 2016.",
    "headshot_credit": "AP",
}


def person_form(**extra):
    data = {
        "name": "Sandy Alderson",
        "slug": "sandy-alderson",
        "roles-TOTAL_FORMS": "0",
        "roles-INITIAL_FORMS": "0",
    }
    return {**data, **extra}


@pytest.mark.parametrize("name", HOSTILE)
def test_a_hostile_headshot_is_refused_and_nothing_is_written(client, editor, name):
    make, message = HOSTILE[name]
    client.force_login(editor)
    response = client.post(ADD, person_form(headshot=upload("photo.jpg", make()), **DESCRIBED))
    assert response.status_code == 200
    assert message in response.content.decode().replace("&#x27;", "'")
    assert not Person.objects.exists()
    assert media_files() == []


def test_a_pixel_bomb_headshot_is_refused_under_a_patched_limit(client, editor, monkeypatch):
    monkeypatch.setattr(Image, "MAX_IMAGE_PIXELS", 1000)
    client.force_login(editor)
    response = client.post(
        ADD, person_form(headshot=upload("bomb.png", image_bytes("PNG", (200, 200))), **DESCRIBED)
    )
    assert "too many pixels" in response.content.decode()
    assert media_files() == []


def test_a_headshot_needs_alt_text_caption_and_credit(client, editor):
    client.force_login(editor)
    response = client.post(ADD, person_form(headshot=upload("photo.jpg", image_bytes())))
    assert response.context["adminform"].form.errors.keys() == {
        "headshot_alt",
        "headshot_caption",
        "headshot_credit",
    }
    assert media_files() == []


def test_a_good_headshot_is_stored_clean_with_its_renditions(client, editor):
    exif = Image.Exif()
    exif[0x010E] = "home address"
    client.force_login(editor)
    photo = upload("IMG 0001.JPG", image_bytes("JPEG", (800, 600), exif=exif.tobytes()))
    assert client.post(ADD, person_form(headshot=photo, **DESCRIBED)).status_code == 302
    person = Person.objects.get()
    assert re.fullmatch(r"people/headshots/img-0001-[0-9a-f]{32}\.jpg", person.headshot.name)
    stored = person.headshot.read()
    assert b"home address" not in stored
    assert Image.open(io.BytesIO(stored)).format == "JPEG"
    assert (person.headshot_width, person.headshot_height) == (800, 600)
    names = sorted(re.sub(r"-[0-9a-f]{32}", "", p.name) for p in media_files())
    assert names == ["img-0001-320w.webp", "img-0001-640w.webp", "img-0001.jpg"]


def test_an_oversized_headshot_is_refused_with_its_limit_named(client, editor, settings):
    settings.IMAGE_UPLOAD_MAX_BYTES = 1024 * 1024
    client.force_login(editor)
    big = image_bytes("PNG", (10, 10)) + b"\0" * (1024 * 1024)
    response = client.post(
        ADD, person_form(headshot=upload("big.png", big, "image/png"), **DESCRIBED)
    )
    assert "This file is larger than 1 MB." in response.content.decode()
    assert media_files() == []


def loaded(client, change_url) -> dict:
    """What the change form was opened at, as it posts it back: the version and its inline rows (the admin
    refuses a save over a newer one)."""
    form = client.get(change_url).context["adminform"].form
    return {name: form[name].value() for name in ("loaded_version", "loaded_parts")}


def test_a_replaced_headshot_is_deleted_with_its_renditions(
    client, editor, django_capture_on_commit_callbacks
):
    client.force_login(editor)
    with django_capture_on_commit_callbacks(execute=True):
        client.post(
            ADD,
            person_form(headshot=upload("first.jpg", image_bytes("JPEG", (800, 600))), **DESCRIBED),
        )
    person = Person.objects.get()
    change = reverse("admin:people_person_change", args=[person.pk])
    for n in range(3):
        with django_capture_on_commit_callbacks(execute=True):
            client.post(
                change,
                person_form(
                    headshot=upload(f"next{n}.jpg", image_bytes("JPEG", (800, 600))),
                    **loaded(client, change),
                    **DESCRIBED,
                ),
            )
    assert sorted(re.sub(r"-[0-9a-f]{32}", "", p.name) for p in media_files()) == [
        "next2-320w.webp",
        "next2-640w.webp",
        "next2.jpg",
    ]


def test_a_cleared_headshot_is_deleted(client, editor, django_capture_on_commit_callbacks):
    client.force_login(editor)
    with django_capture_on_commit_callbacks(execute=True):
        client.post(
            ADD,
            person_form(headshot=upload("first.jpg", image_bytes("JPEG", (800, 600))), **DESCRIBED),
        )
    person = Person.objects.get()
    with django_capture_on_commit_callbacks(execute=True):
        change = reverse("admin:people_person_change", args=[person.pk])
        client.post(change, person_form(**{"headshot-clear": "on", **loaded(client, change)}))
    assert media_files() == []


def test_the_headshot_field_says_the_upload_limits(client, editor):
    client.force_login(editor)
    assert "at most 15 MB and 24 megapixels" in client.get(ADD).content.decode()
