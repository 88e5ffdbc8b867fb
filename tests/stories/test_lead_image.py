"""The article's lead image: checked like every upload, described, and offered with a srcset."""

import re

import pytest
from django.template.loader import render_to_string
from django.urls import reverse

from stories.models import Article
from tests.admin_forms import change_form_data
from tests.factories import ArticleFactory, PersonFactory, QuoteFactory
from tests.images import HOSTILE, image_bytes, media_files, store, upload
from tests.stories.pages import visible_text

pytestmark = pytest.mark.django_db
DESCRIBED = {
    "lead_image_alt": "Backman in the dugout",
    "lead_image_caption": "Backman in 2016.",
    "lead_image_credit": "Jane Doe / AP",
}


def post_lead_image(client, article, photo, **extra):
    url = reverse("admin:stories_article_change", args=[article.pk])
    return client.post(url, {**change_form_data(client.get(url)), "lead_image": photo, **extra})


@pytest.mark.parametrize("name", ["SVG with script", "truncated JPEG", "huge claimed dimensions"])
def test_a_hostile_lead_image_is_refused_and_nothing_is_written(client, editor, name):
    make, message = HOSTILE[name]
    article = ArticleFactory()
    client.force_login(editor)
    response = post_lead_image(client, article, upload("lead.jpg", make()), **DESCRIBED)
    assert message in response.content.decode().replace("&#x27;", "'")
    assert not Article.objects.get(pk=article.pk).lead_image
    assert media_files() == []


def test_a_lead_image_without_a_credit_is_refused(client, editor):
    article = ArticleFactory()
    client.force_login(editor)
    response = post_lead_image(
        client,
        article,
        upload("lead.png", image_bytes("PNG")),
        **{**DESCRIBED, "lead_image_credit": ""},
    )
    assert response.context["adminform"].form.errors.keys() == {"lead_image_credit"}
    assert media_files() == []


def test_the_lead_image_renders_as_a_figure_with_srcset(client, editor):
    article = ArticleFactory()
    client.force_login(editor)
    assert (
        post_lead_image(
            client, article, upload("lead.png", image_bytes("PNG", (1000, 600))), **DESCRIBED
        ).status_code
        == 302
    )
    article.refresh_from_db()
    html = render_to_string(
        "includes/responsive_image.html", {"image": article.lead_image_responsive}
    )
    assert 'alt="Backman in the dugout"' in html
    assert (
        re.search(r"lead-[0-9a-f]{32}-320w\.webp 320w", html)
        and re.search(r"lead-[0-9a-f]{32}-960w\.webp 960w", html)
        and re.search(r"lead-[0-9a-f]{32}\.png 1000w", html)
    )
    assert 'width="1000" height="600"' in html
    assert "Jane Doe / AP" in html and "Backman in 2016." in html


def test_an_article_without_a_lead_image_renders_nothing():
    assert (
        render_to_string(
            "includes/responsive_image.html", {"image": ArticleFactory().lead_image_responsive}
        ).strip()
        == ""
    )


def test_the_article_page_shows_the_lead_image_with_its_srcset(client, editor):
    article = ArticleFactory()
    client.force_login(editor)
    post_lead_image(
        client, article, upload("lead.png", image_bytes("PNG", (1000, 600))), **DESCRIBED
    )
    client.logout()
    page = client.get(article.get_absolute_url()).content.decode()
    assert 'alt="Backman in the dugout"' in page
    assert re.search(r"lead-[0-9a-f]{32}-640w\.webp 640w", page)


def test_the_person_page_shows_the_headshot_with_its_srcset(client):
    person = PersonFactory(
        headshot=store("people/headshots/sandy.jpg", image_bytes(size=(700, 700))),
        headshot_alt="Sandy Alderson",
        headshot_caption="In 2016.",
        headshot_credit="AP",
    )
    QuoteFactory(speaker=person)  # the person page exists once a published story quotes them
    page = client.get(person.get_absolute_url()).content.decode()
    assert 'class="person-header__photo"' in page and 'alt="Sandy Alderson"' in page
    assert "sandy.jpg 700w" in page


def test_a_caption_and_its_credit_read_apart(client):
    person = PersonFactory(
        headshot=store("people/headshots/sandy.jpg", image_bytes(size=(700, 700))),
        headshot_alt="Sandy Alderson",
        headshot_caption="In 2016.",
        headshot_credit="AP",
    )
    QuoteFactory(speaker=person)
    text = visible_text(client.get(person.get_absolute_url()))
    assert "In 2016. Credit: AP" in text
