"""Media of unpublished content has no guessable address, and a replaced image stops answering."""

import re

import pytest
from django.http import Http404
from django.test import RequestFactory
from django.urls import reverse
from django.views.static import serve

from imaging.uploads import clean_uploaded_image
from stories.models import Article, Status
from stories.quote_cards import card_fingerprint
from tests.admin_forms import change_form_data
from tests.factories import ArticleFactory, QuoteFactory
from tests.images import image_bytes, media_files, upload

pytestmark = pytest.mark.django_db
DESCRIBED = {
    "lead_image_alt": "Backman in the dugout",
    "lead_image_caption": "Backman in 2016.",
    "lead_image_credit": "Jane Doe / AP",
}
RANDOM_PART = re.compile(r"-[0-9a-f]{32}\.")


def served(settings, name: str) -> int:
    """What `make serve` (DJANGO_SERVE_MEDIA: django.views.static.serve over MEDIA_ROOT) answers."""
    request = RequestFactory().get(f"/media/{name}")
    try:
        return serve(request, name, document_root=settings.MEDIA_ROOT).status_code
    except Http404:
        return 404


def post_lead_image(client, article, photo):
    url = reverse("admin:stories_article_change", args=[article.pk])
    return client.post(url, {**change_form_data(client.get(url)), "lead_image": photo, **DESCRIBED})


def test_a_drafts_lead_image_is_not_at_its_uploaded_name(client, editor, settings):
    draft = ArticleFactory(status=Status.DRAFT)
    client.force_login(editor)
    response = post_lead_image(
        client, draft, upload("backman.jpg", image_bytes("JPEG", (800, 600)))
    )
    assert response.status_code == 302
    draft.refresh_from_db()
    assert served(settings, "articles/lead/backman.jpg") == 404
    assert served(settings, "articles/lead/renditions/backman-320w.webp") == 404
    # It is stored, under a name with 128 random bits, and so are its renditions.
    assert RANDOM_PART.search(draft.lead_image.name), draft.lead_image.name
    assert served(settings, draft.lead_image.name) == 200
    assert all(
        RANDOM_PART.search(p.name.replace("-320w", "").replace("-640w", "")) for p in media_files()
    )


def test_two_uploads_of_one_name_get_unrelated_names():
    names = {
        clean_uploaded_image(upload("lead.jpg", image_bytes("JPEG", (40, 30)))).name
        for _ in range(20)
    }
    assert len(names) == 20
    assert all(name.startswith("lead-") and RANDOM_PART.search(name) for name in names)


def test_a_replaced_lead_image_stops_answering_with_its_renditions(
    client, editor, settings, django_capture_on_commit_callbacks
):
    article = ArticleFactory(status=Status.DRAFT)
    client.force_login(editor)
    with django_capture_on_commit_callbacks(execute=True):
        post_lead_image(client, article, upload("first.jpg", image_bytes("JPEG", (800, 600))))
    first = Article.objects.get(pk=article.pk).lead_image.name
    assert served(settings, first) == 200
    with django_capture_on_commit_callbacks(execute=True):
        post_lead_image(client, article, upload("second.jpg", image_bytes("JPEG", (800, 600))))
    second = Article.objects.get(pk=article.pk).lead_image.name
    assert served(settings, first) == 404
    assert served(settings, second) == 200
    stems = {p.name.split("-")[0] for p in media_files()}
    assert stems == {"second"}


def test_a_quote_cards_address_cannot_be_computed_from_its_words(settings):
    quote = QuoteFactory.build(text="We have waited long enough.")
    known = card_fingerprint(quote)
    settings.SECRET_KEY = "another-site-entirely"
    assert card_fingerprint(quote) != known
    assert len(known) == 32
