"""An arc page shows its articles' teasers (headline, link, dek, outlet, date), not their bodies: an edit to
an article's body leaves the arc page cached, an edit to what its line shows reaches it at once.

Whether the page came from the cache is told by a change that sends no signal (`QuerySet.update()`, as
the page-cache tests do): a page served from the cache still shows the old words.
"""

import datetime

import pytest

from pagecache.registry import tag_of
from pagecache.tags import collecting
from stories.models import Article, Status, StoryArc
from tests.factories import ArcEntryFactory, ArticleFactory, ParagraphFactory, StoryArcFactory

pytestmark = pytest.mark.django_db

SUMMARY = "The Mets and their former manager, in their own words."


@pytest.fixture
def page_cache(settings):
    settings.PAGE_CACHE_SECONDS = 300


@pytest.fixture
def arc():
    arc = StoryArcFactory(title="The feud", summary=SUMMARY)
    for position, headline in enumerate(("Backman reached out", "The Mets answer"), start=1):
        article = ArticleFactory(headline=headline, dek=f"The dek of {headline}.")
        ParagraphFactory(article=article, text=f"The body of {headline}.")
        ArcEntryFactory(arc=arc, article=article, position=position)
    return arc


def first_article(arc: StoryArc) -> Article:
    return Article.objects.get(headline="Backman reached out")


def served_from_cache(client, arc: StoryArc) -> bool:
    """Whether the arc page comes from the page cache: its summary changed quietly, and a render would show it."""
    StoryArc.objects.filter(pk=arc.pk).update(summary="Changed without telling anyone.")
    body = client.get(arc.get_absolute_url()).content.decode()
    StoryArc.objects.filter(pk=arc.pk).update(summary=SUMMARY)
    return SUMMARY in body


def edit_body(article: Article) -> None:
    """An editor's body edit, as the article form saves it: the paragraph, then the article itself."""
    paragraph = article.paragraphs.get()
    paragraph.text = "A sharper body, and nothing else."
    paragraph.save()
    article.source_notes = "Checked against the recording."
    article.save()


def test_the_arc_page_carries_its_articles_teasers_not_their_whole_tags(client, page_cache, arc):
    article = first_article(arc)
    keys = client.get(arc.get_absolute_url())["Surrogate-Key"].split()
    assert f"article-{article.pk}-teaser" in keys and f"article-{article.pk}" not in keys
    assert (
        f"article-{article.pk}" in client.get(article.get_absolute_url())["Surrogate-Key"].split()
    )


def test_a_body_edit_leaves_the_arc_page_cached_and_reaches_the_article_page(
    client, page_cache, arc
):
    article = first_article(arc)
    client.get(arc.get_absolute_url())
    client.get(article.get_absolute_url())
    edit_body(article)
    assert served_from_cache(client, arc)
    assert (
        "A sharper body, and nothing else."
        in client.get(article.get_absolute_url()).content.decode()
    )


def _headline(article):
    article.headline = "Backman reached out, again"
    return "Backman reached out, again"


def _dek(article):
    article.dek = "A new dek readers see on the timeline."
    return "A new dek readers see on the timeline."


def _date(article):
    article.published_on = datetime.date(2016, 11, 3)
    return "2016-11-03"


def _unpublished(article):
    article.status = Status.DRAFT
    return None


@pytest.mark.parametrize("edit", [_headline, _dek, _date, _unpublished])
def test_an_edit_to_what_the_line_shows_reaches_the_cached_arc_page_at_once(
    client, page_cache, arc, edit
):
    article = first_article(arc)
    url = arc.get_absolute_url()
    assert "Backman reached out" in client.get(url).content.decode()
    shown = edit(article)
    article.save()
    body = client.get(url).content.decode()
    if shown is None:
        assert "Backman reached out" not in body and "The Mets answer" in body
    else:
        assert shown in body


def test_a_row_loaded_with_only_teaser_fields_tags_as_its_teaser_and_a_deferred_read_widens_it(arc):
    article = first_article(arc)
    with collecting() as tags:
        teaser = Article.objects.only("headline", "slug", "dek").get(pk=article.pk)
    assert f"article-{article.pk}-teaser" in tags and f"article-{article.pk}" not in tags
    assert tag_of(teaser) == f"article-{article.pk}-teaser"
    with collecting() as tags:
        assert teaser.source_notes == ""  # shown beyond the teaser: the page carries the whole tag
    assert f"article-{article.pk}" in tags
    with collecting() as tags:
        whole = Article.objects.get(pk=article.pk)
    assert tags == {"all", f"article-{article.pk}"} and tag_of(whole) == f"article-{article.pk}"
