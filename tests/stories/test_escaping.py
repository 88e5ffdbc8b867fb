"""Content is text: nothing an editor types can inject markup or script, in HTML, JSON-LD or feeds."""

import pytest
from django.urls import reverse

from tests.factories import (
    ArcEntryFactory,
    ArticleFactory,
    EmbeddedPostFactory,
    EventFactory,
    ParagraphFactory,
    PersonFactory,
    QuoteFactory,
    StoryArcFactory,
    UpdateFactory,
)
from tests.stories.pages import structured_data

pytestmark = pytest.mark.django_db
HOSTILE = '</script><script>alert(1)</script><img src=x onerror=alert(2)>"'


@pytest.fixture
def hostile_story(db):
    person = PersonFactory(name=f"Evil {HOSTILE}", bio=HOSTILE, slug="evil")
    article = ArticleFactory(headline=f"Headline {HOSTILE}", dek=HOSTILE, slug="hostile")
    paragraph = ParagraphFactory(article=article, text=f"He said “{HOSTILE}” loudly. <b>bold</b>")
    quote = QuoteFactory(article=article, paragraph=paragraph, text=HOSTILE, speaker=person)
    UpdateFactory(article=article, text=f"Update {HOSTILE}")
    EmbeddedPostFactory(
        article=article, position=1, author_name=HOSTILE, handle=HOSTILE, text=HOSTILE
    )
    arc = StoryArcFactory(title=f"Arc {HOSTILE}", summary=HOSTILE, slug="hostile-arc")
    ArcEntryFactory(arc=arc, article=article, position=1)
    event = EventFactory(title=HOSTILE, description=HOSTILE)
    event.persons.add(person)
    ArcEntryFactory(arc=arc, event=event, position=2)
    return {"article": article, "quote": quote, "arc": arc, "person": person}


def page_paths(story):
    return [
        reverse("stories:home"),
        story["arc"].get_absolute_url(),
        story["arc"].get_absolute_url() + "?person=evil",
        story["article"].get_absolute_url(),
        story["quote"].get_absolute_url(),
        story["person"].get_absolute_url(),
        reverse("stories:quotes"),
        reverse("stories:articles"),
    ]


def test_hostile_text_is_escaped_on_every_page(client, hostile_story):
    for path in page_paths(hostile_story):
        html = client.get(path).content.decode()
        assert "<script>alert(1)" not in html, path
        assert "<img src=x" not in html, path
        assert "<b>bold</b>" not in html, path


def test_hostile_text_cannot_close_the_json_ld_script(client, hostile_story):
    for path in page_paths(hostile_story)[1:6]:
        response = client.get(path)
        html = response.content.decode()
        # No script closed early: as many ends as the page's own scripts (JSON-LD, the arc's marks and script).
        assert html.count("</script>") == html.count("<script ") >= 1, path
        assert structured_data(response), path


def test_hostile_text_in_json_ld_is_still_the_editor_s_text(client, hostile_story):
    (data,) = structured_data(client.get(hostile_story["article"].get_absolute_url()))
    assert data["headline"] == f"Headline {HOSTILE}"


def test_hostile_text_is_escaped_in_feeds(client, hostile_story):
    for path in (reverse("stories:feed"), reverse("people:person-feed", kwargs={"slug": "evil"})):
        body = client.get(path).content.decode()
        assert "<script>" not in body and "<img" not in body, path
