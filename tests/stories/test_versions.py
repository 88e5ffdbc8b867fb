"""The public versions page (issue 27, item 7): every version readers saw, the note that made it, and a word
diff between neighbours; drafts and edits readers never saw are not versions."""

import datetime
import re

import pytest
import reversion
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from stories.models import Article, Paragraph, Status, Update
from stories.services.publishing import schedule_article
from stories.versions import published_versions
from tests.factories import ArticleFactory, ParagraphFactory
from tests.versioned import NOTE, corrected, corrected_story, saved

pytestmark = pytest.mark.django_db


@pytest.fixture
def story(editor):
    return corrected_story(editor)


def page(client, article) -> str:
    response = client.get(article.get_versions_url())
    assert response.status_code == 200
    return response.content.decode()


def test_only_versions_readers_saw_are_listed_the_first_published_first(story):
    article, correction = story
    versions = published_versions(article)
    assert [v.reading.paragraphs for v in versions] == [
        ("Backman said he was let go.",),
        ("Backman said he stepped down.",),
    ]
    assert [v.number for v in versions] == [1, 2]
    # The first is dated as the article is; the next by the save that made it.
    assert (versions[0].on, versions[1].on) == (article.published_on, timezone.localdate())
    assert versions[0].made_by == () and versions[0].changes == ()
    assert [note.text for note in versions[1].corrections] == [NOTE]
    assert versions[1].corrections[0].anchor == f"update-{correction.position}"


def test_the_page_shows_each_version_its_note_and_the_words_it_changed(client, story):
    article, correction = story
    html = page(client, article)
    assert "draft nobody read" not in html and "sacked" not in html
    assert html.index('id="version-2"') < html.index('id="version-1"')  # newest first
    version_2 = html[html.index('id="version-2"') : html.index('id="version-1"')]
    assert f'id="update-{correction.position}"' in version_2 and NOTE in version_2
    assert "What changed from version 1" in version_2
    # Removed and added words are marked in words too, not by colour alone.
    assert re.search(
        r"<del><span class=\"visually-hidden\">\[removed: </span>was let go<", version_2
    )
    assert re.search(
        r"<ins><span class=\"visually-hidden\">\[added: </span>stepped down<", version_2
    )
    assert "First published" in html


def test_a_save_changing_nothing_readers_read_is_not_a_version(story):
    article, _ = story
    article.source_notes = "Checked against the club's release."
    saved(article)
    saved(article)
    assert len(published_versions(article)) == 2


def test_a_scheduled_text_changed_before_its_time_was_never_a_version(editor):
    article = ArticleFactory(status=Status.DRAFT)
    paragraph = ParagraphFactory(article=article, position=1, text="Scheduled words.")
    schedule_article(article=article, by=editor, at=timezone.now() + datetime.timedelta(hours=1))
    paragraph.text = "Words changed before the time."
    saved(article, paragraph)
    Article.objects.filter(pk=article.pk).update(
        publish_at=timezone.now() - datetime.timedelta(seconds=1)
    )  # its time has come
    article.refresh_from_db()
    with reversion.create_revision():
        article.save()
    assert [v.reading.paragraphs for v in published_versions(article)] == [
        ("Words changed before the time.",)
    ]


def test_an_article_without_revisions_is_one_version_dated_as_published(client, seeded):
    article = Article.objects.published().filter(updates__kind=Update.Kind.CORRECTION).first()
    article = article or Article.objects.published().first()
    (version,) = published_versions(article)
    assert (version.on, version.precision) == (article.published_on, article.published_precision)
    assert "Current" in page(client, article)


def test_an_edit_made_outside_a_revision_is_still_the_current_version(story):
    article, _ = story
    Paragraph.objects.filter(article=article).update(text="Backman said he resigned.")
    article.refresh_from_db()
    versions = published_versions(article)
    assert versions[-1].reading.paragraphs == ("Backman said he resigned.",)
    assert len(versions) == 3


def test_an_unpublished_article_has_no_versions_page(client, story, editor):
    from stories.services.publishing import unpublish_article

    article, _ = story
    unpublish_article(article=article, by=editor)
    assert client.get(article.get_versions_url()).status_code == 404


def test_the_article_links_its_versions_and_each_correction_to_the_version_it_made(client, story):
    article, correction = story
    html = client.get(article.get_absolute_url()).content.decode()
    assert f'href="{article.get_versions_url()}"' in html
    assert f'href="{article.get_versions_url()}#update-{correction.position}"' in html


def test_the_corrections_page_links_each_correction_where_it_stands_on_the_article(client, story):
    article, correction = story
    html = client.get("/corrections/").content.decode()
    assert f'href="{article.get_absolute_url()}#update-{correction.position}"' in html
    assert f'href="{article.get_versions_url()}#update-{correction.position}"' in html


def test_the_page_is_cached_and_a_correction_makes_it_stale(client, settings, story):
    settings.PAGE_CACHE_SECONDS = 300
    article, _ = story
    page(client, article)
    with CaptureQueriesContext(connection) as queries:
        page(client, article)
    assert len(queries) == 0  # a hit
    paragraph = article.paragraphs.get()
    corrected(article, paragraph, "Backman said he quit.", note="A second correction.")
    html = page(client, article)
    assert "A second correction." in html and 'id="version-3"' in html


def test_the_query_count_does_not_grow_with_the_versions(client, story):
    article, _ = story
    page(client, article)
    with CaptureQueriesContext(connection) as few:
        page(client, article)
    paragraph = article.paragraphs.get()
    for n in range(20):
        corrected(article, paragraph, f"Backman said it {n} times.", note=f"Correction {n}.")
    with CaptureQueriesContext(connection) as many:
        html = page(client, article)
    assert 'id="version-22"' in html
    assert len(few) == len(many) <= 7


def test_updates_renumbered_are_no_new_version_and_notes_keep_their_place_on_the_article(story):
    article, correction = story
    Update.objects.filter(pk=correction.pk).update(
        position=7
    )  # readers see the same, in the same order
    versions = published_versions(Article.objects.get(pk=article.pk))
    assert len(versions) == 2
    assert versions[1].corrections[0].anchor == "update-7"  # where the article page has it now
