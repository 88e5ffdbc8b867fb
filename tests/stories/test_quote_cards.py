"""Quote share cards: the words wrapped inside the card, redrawn only when what they show changes."""

import io

import pytest
from django.template import Context, Template
from django.test import RequestFactory
from django.urls import reverse
from PIL import Image

from stories.models import Article
from stories.quote_cards import (
    PAPER,
    SIZE,
    TEXT_BOX,
    _font,
    ensure_quote_card,
    layout_quote,
    render_quote_card,
)
from tests.admin_forms import change_form_data
from tests.factories import OrganisationFactory, QuoteFactory
from tests.images import media_files

pytestmark = pytest.mark.django_db
SHORT = "It’s not going to happen."
LONG = (
    "[Alderson] had the one issue with Brandon Nimmo, I was supposed to hit him first, second and I hit him eighth "
    "eight or nine times during the regular season when we were facing one of the toughest left-handers in the PCL "
    "and I was just trying to protect the kid."
)


def assert_fits(layout):
    width, height = TEXT_BOX[2] - TEXT_BOX[0], TEXT_BOX[3] - TEXT_BOX[1]
    font = _font(layout.font_size)
    assert all(font.getlength(line) <= width for line in layout.lines)
    assert layout.height <= height


def ink_outside_text_box(png: bytes) -> bool:
    image = Image.open(io.BytesIO(png)).convert("RGB")
    right_margin = image.crop((TEXT_BOX[2] + 1, TEXT_BOX[1], SIZE[0], TEXT_BOX[3]))
    return any(colour != PAPER for _, colour in right_margin.getcolors(maxcolors=100_000))


def test_a_short_quote_is_one_line_in_the_largest_type():
    layout = layout_quote(SHORT)
    assert layout.lines == ("“It’s not going to happen.”",)
    assert layout.font_size == 64
    assert_fits(layout)


def test_a_long_quote_wraps_within_the_text_box_in_smaller_type():
    layout = layout_quote(LONG)
    assert len(layout.lines) > 3 and layout.font_size < 64
    assert " ".join(layout.lines) == f"“{LONG}”"
    assert_fits(layout)


def test_a_quote_too_long_for_any_size_is_cut_with_an_ellipsis_inside_the_box():
    layout = layout_quote(LONG * 4)
    assert layout.lines[-1].endswith("…")
    assert_fits(layout)


@pytest.mark.parametrize("text", [SHORT, LONG, LONG * 4], ids=["short", "long", "too long"])
def test_the_rendered_card_is_1200_by_630_with_no_ink_past_the_margin(text):
    outlet = OrganisationFactory(name="New York Post")
    quote = QuoteFactory(text="x", speaker__name="Wally Backman", paragraph__article__outlet=outlet)
    quote.text = text
    png = render_quote_card(quote)
    assert Image.open(io.BytesIO(png)).size == SIZE
    assert not ink_outside_text_box(png)


def test_a_card_is_redrawn_when_the_quote_changes_and_the_old_one_removed():
    quote = QuoteFactory()
    assert ensure_quote_card(quote)
    first = quote.card.name
    assert not ensure_quote_card(quote)  # unchanged: not drawn again
    quote.text = "It’s not"
    assert ensure_quote_card(quote)
    assert quote.card.name != first
    assert [p.name for p in media_files()] == [quote.card.name.rsplit("/", 1)[1]]


def test_saving_an_article_in_the_admin_draws_its_quote_cards(client, editor, seed):
    article = Article.objects.get(
        slug="wally-backman-sandy-alderson-feud-is-still-going-quite-strong"
    )
    client.force_login(editor)
    url = reverse("admin:stories_article_change", args=[article.pk])
    # A real edit: a save that changes nothing writes nothing (revisions.unchanged).
    client.post(url, {**change_form_data(client.get(url)), "source_notes": "Checked."})
    assert all(quote.card_url.endswith(".png") for quote in article.quotes.all())


def test_the_og_image_include_gives_an_absolute_card_url():
    quote = QuoteFactory()
    ensure_quote_card(quote)
    request = RequestFactory().get("/")
    html = Template(
        '{% include "includes/og_image.html" with url=quote.card_url alt=quote.text %}'
    ).render(Context({"quote": quote, "request": request}))
    assert f'<meta property="og:image" content="http://testserver{quote.card_url}">' in html


def test_the_quote_page_uses_its_card_as_og_image(client):
    quote = QuoteFactory()
    ensure_quote_card(quote)
    page = client.get(quote.get_absolute_url()).content.decode()
    assert f'<meta property="og:image" content="http://testserver{quote.card_url}">' in page
