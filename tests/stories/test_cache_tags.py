"""Pages are tagged by what they show; an edit makes stale exactly the pages showing what it changed,
and the lists it moves in or out of (stories/cache_tags.py, pagecache/tags.py)."""

import datetime
import time

import pytest
from django.db import connection
from django.db.models import CharField, ImageField, TextField, URLField
from django.test.utils import CaptureQueriesContext
from django.urls import reverse
from django.utils import timezone

from people.models import Person
from stories.models import Account, Article, Dispute, Paragraph, Quote, Status, Update
from stories.services.disputes import record_finding
from tests.factories import (
    ArcEntryFactory,
    ArticleFactory,
    ParagraphFactory,
    PersonFactory,
    QuoteFactory,
    StoryArcFactory,
    UpdateFactory,
)

pytestmark = pytest.mark.django_db


@pytest.fixture
def page_cache(settings):
    settings.PAGE_CACHE_SECONDS = 300


@pytest.fixture
def story():
    """An arc of two articles; the first quotes Sandy Alderson."""
    arc = StoryArcFactory(title="The feud")
    speaker = PersonFactory(name="Sandy Alderson", slug="sandy-alderson")
    first = ArticleFactory(headline="Backman reached out", published_on=datetime.date(2017, 1, 5))
    second = ArticleFactory(headline="The Mets answer", published_on=datetime.date(2017, 2, 5))
    paragraph = ParagraphFactory(
        article=first, text="“Nobody has called about Wally,” Alderson said."
    )
    quote = QuoteFactory(
        article=first, paragraph=paragraph, text="Nobody has called about Wally", speaker=speaker
    )
    ParagraphFactory(article=second, text="The second story.")
    ArcEntryFactory(arc=arc, article=first, position=1)
    ArcEntryFactory(arc=arc, article=second, position=2)
    return {"arc": arc, "speaker": speaker, "first": first, "second": second, "quote": quote}


def get(client, url: str):
    client.cookies.clear()  # a first-time reader: the arc page's shared variant
    with CaptureQueriesContext(connection) as queries:
        response = client.get(url)
    assert response.status_code == 200, url
    response.was_hit = not queries  # a page rendered needs queries; a cached hit none
    return response


def surrogate_keys(response) -> set[str]:
    return set(response["Surrogate-Key"].split())


def test_an_article_page_carries_the_tags_of_everything_it_shows(client, page_cache, story):
    update = UpdateFactory(
        article=story["first"], kind=Update.Kind.CORRECTION, text="An earlier version erred."
    )
    keys = surrogate_keys(get(client, story["first"].get_absolute_url()))
    expected = {
        f"article-{story['first'].pk}",
        f"quote-{story['quote'].pk}",
        f"person-{story['speaker'].pk}",
        f"update-{update.pk}",
        f"arc-{story['arc'].pk}",
        "all",
    }
    assert expected <= keys
    assert f"article-{story['second'].pk}" not in keys


def test_lists_carry_their_own_key(client, page_cache, story):
    for name, key in (
        ("stories:home", "home"),
        ("stories:articles", "articles"),
        ("stories:feed", "feed"),
        ("stories:corrections", "corrections"),
        ("stories:arcs", "arcs"),
        ("stories:quotes", "quotes"),
    ):
        assert key in surrogate_keys(get(client, reverse(name))), name
    assert "sitemap" in surrogate_keys(get(client, reverse("sitemap")))
    assert "search" in surrogate_keys(get(client, reverse("search:search") + "?q=Wally"))


def test_an_edit_leaves_pages_that_do_not_show_it_cached(client, page_cache, story):
    other = ArticleFactory(headline="Unrelated")
    ParagraphFactory(article=other, text="Elsewhere.")
    for url in (other.get_absolute_url(), story["first"].get_absolute_url()):
        get(client, url)
    paragraph = story["first"].paragraphs.get()
    paragraph.text = "“Nobody has called about Wally,” Alderson said on Tuesday."
    paragraph.save()
    assert get(client, other.get_absolute_url()).was_hit
    fresh = get(client, story["first"].get_absolute_url())
    assert not fresh.was_hit and "on Tuesday" in fresh.content.decode()


def test_a_corrected_quote_is_fresh_on_every_page_that_shows_it(client, page_cache, story):
    quote = story["quote"]
    pages = [
        quote.get_absolute_url(),
        story["first"].get_absolute_url(),
        story["speaker"].get_absolute_url(),
        story["arc"].get_absolute_url(),
        reverse("stories:quotes"),
    ]
    for url in pages:
        assert "Nobody has called about Wally" in get(client, url).content.decode(), url
    Paragraph.objects.filter(pk=quote.paragraph_id).update(
        text="“Nobody has called about Backman,” Alderson said."
    )
    quote.text = "Nobody has called about Backman"
    quote.save()
    for url in pages:
        response = get(client, url)
        assert "called about Backman" in response.content.decode() and not response.was_hit, url


def test_moving_a_quote_to_another_speaker_refreshes_both_speakers_pages(client, page_cache, story):
    quote, sandy = story["quote"], story["speaker"]
    other = PersonFactory(name="Jeff Wilpon", slug="jeff-wilpon")
    QuoteFactory(
        article=story["second"],
        paragraph=story["second"].paragraphs.get(),
        text="The second",
        speaker=other,
    )
    for person in (sandy, other):
        get(client, person.get_absolute_url())
    quote.speaker = other
    quote.save()
    assert "Nobody has called about Wally" in get(client, other.get_absolute_url()).content.decode()
    assert client.get(sandy.get_absolute_url()).status_code == 404  # named nowhere public any more


def test_a_headline_correction_is_fresh_on_home_feed_arc_and_search(client, page_cache, story):
    article = story["first"]
    pages = [
        reverse("stories:home"),
        reverse("stories:feed"),
        story["arc"].get_absolute_url(),
        reverse("search:search") + "?q=Wally",
        story["speaker"].get_absolute_url(),
        reverse("stories:articles"),
    ]
    for url in pages:
        assert "Backman reached out" in get(client, url).content.decode(), url
    article.headline = "Backman reached out to the Mets"
    article.save()
    for url in pages:
        assert "Backman reached out to the Mets" in get(client, url).content.decode(), url


def test_publishing_adds_the_article_to_every_list_and_its_arc(client, page_cache, story):
    draft = ArticleFactory(
        headline="A scoop in waiting", status=Status.DRAFT, published_on=datetime.date(2018, 1, 1)
    )
    ParagraphFactory(article=draft, text="Scoop.")
    ArcEntryFactory(arc=story["arc"], article=draft, position=3)
    pages = [
        reverse("stories:home"),
        reverse("stories:articles"),
        reverse("stories:feed"),
        story["arc"].get_absolute_url(),
    ]
    for url in pages:
        assert "A scoop in waiting" not in get(client, url).content.decode()
    elsewhere = ArticleFactory(headline="Another story")  # in no arc, naming nobody in the scoop
    get(client, elsewhere.get_absolute_url())
    draft.status = Status.PUBLISHED
    draft.save()
    for url in pages:
        assert "A scoop in waiting" in get(client, url).content.decode(), url
    # The arc's other articles say "Part 2 of 3" now; a page outside the story is untouched.
    assert "of 3" in get(client, story["second"].get_absolute_url()).content.decode()
    assert get(client, elsewhere.get_absolute_url()).was_hit
    draft.status = Status.DRAFT
    draft.save()
    for url in pages:
        assert "A scoop in waiting" not in get(client, url).content.decode(), url


def test_a_deleted_article_leaves_its_lists_and_arc(client, page_cache, story):
    pages = [
        reverse("stories:home"),
        story["arc"].get_absolute_url(),
        story["speaker"].get_absolute_url(),
    ]
    for url in pages:
        get(client, url)
    Quote.objects.filter(article=story["second"]).delete()
    story["second"].delete()
    for url in pages:
        assert "The Mets answer" not in get(client, url).content.decode(), url


def test_a_scheduled_article_comes_due_on_its_lists_while_other_pages_stay_cached(
    client, page_cache, story, monkeypatch
):
    ArticleFactory(
        headline="Scheduled scoop", publish_at=timezone.now() + datetime.timedelta(minutes=3)
    )
    home, article = reverse("stories:home"), story["second"].get_absolute_url()
    assert "Scheduled scoop" not in get(client, home).content.decode()
    get(client, article)
    later, real_now, real_time = (
        datetime.timedelta(minutes=4),
        timezone.now,
        time.time,
    )  # within the 5 min lifetime
    monkeypatch.setattr(timezone, "now", lambda: real_now() + later)
    monkeypatch.setattr(time, "time", lambda: real_time() + later.total_seconds())
    assert "Scheduled scoop" in get(client, home).content.decode()
    assert get(client, article).was_hit


def test_renaming_a_person_refreshes_the_pages_quoting_them(client, page_cache, story):
    pages = [
        story["first"].get_absolute_url(),
        story["quote"].get_absolute_url(),
        story["arc"].get_absolute_url(),
    ]
    for url in pages:
        get(client, url)
    speaker = Person.objects.get(pk=story["speaker"].pk)
    speaker.name = "Sandy Alderson Jr."
    speaker.save()
    for url in pages:
        assert "Sandy Alderson Jr." in get(client, url).content.decode(), url


def test_renaming_who_recounted_a_quote_refreshes_the_page_of_who_said_it(
    client, page_cache, story
):
    sandy, first = story["speaker"], story["first"]
    terry = PersonFactory(name="Terry Collins", slug="terry-collins")
    recounting = QuoteFactory(
        article=first, paragraph=story["quote"].paragraph, speaker=terry, text="Nobody has called"
    )
    recounted = QuoteFactory(
        article=first,
        paragraph=recounting.paragraph,
        speaker=sandy,
        parent=recounting,
        text="Wally",
    )
    keys = surrogate_keys(get(client, sandy.get_absolute_url()))
    assert {
        f"quote-{recounted.pk}",
        f"article-{first.pk}-listed",
        f"quote-{recounting.pk}",
        f"person-{terry.pk}",
    } <= keys
    terry.name = "Terry Collins Sr."
    terry.save()
    assert 'as recounted by <a class="speaker" href="/people/terry-collins/">Terry Collins Sr.' in (
        get(client, sandy.get_absolute_url()).content.decode()
    )


def test_the_generation_wide_mode_makes_every_page_stale_on_any_edit(
    client, page_cache, settings, story
):
    settings.PAGE_CACHE_INVALIDATION = "generation"
    other = ArticleFactory(headline="Unrelated")
    ParagraphFactory(article=other, text="Elsewhere.")
    get(client, other.get_absolute_url())
    story["first"].save()
    assert not get(client, other.get_absolute_url()).was_hit


def test_an_article_saved_without_changes_to_its_place_leaves_the_lists_cached(
    client, page_cache, story
):
    get(client, reverse("stories:articles"))
    get(client, reverse("stories:corrections"))
    article = Article.objects.get(pk=story["second"].pk)
    article.source_notes = "Checked against the print edition."
    article.save()
    assert get(client, reverse("stories:corrections")).was_hit


def test_after_an_edit_commits_a_readers_render_needs_no_query_for_the_schedule(
    client, page_cache, story, django_capture_on_commit_callbacks
):
    url = story["second"].get_absolute_url()
    get(client, url)
    with CaptureQueriesContext(connection) as first_render:
        client.get(url + "?again")
    with django_capture_on_commit_callbacks(execute=True):
        ArticleFactory(
            headline="Scheduled scoop", publish_at=timezone.now() + datetime.timedelta(minutes=3)
        )
    with CaptureQueriesContext(connection) as after_edit:
        client.get(url + "?once-more")
    assert len(after_edit) == len(first_render)


@pytest.fixture
def dispute(story):
    """A dispute on the story's arc, its one account citing the first article's paragraph."""
    dispute = Dispute.objects.create(
        arc=story["arc"],
        question="Did anybody call?",
        slug="did-anybody-call",
        status=Status.PUBLISHED,
    )
    Account.objects.create(
        dispute=dispute,
        position=1,
        claim="Nobody called.",
        article=story["first"],
        paragraph=story["first"].paragraphs.get(),
        excerpt="Nobody has called",
        voice="article",
    )
    return dispute


def test_a_finding_is_fresh_on_the_dispute_arc_and_article_pages_and_leaves_others_cached(
    client, page_cache, story, dispute
):
    pages = [
        dispute.get_absolute_url(),
        story["arc"].get_absolute_url(),
        story["first"].get_absolute_url(),
    ]
    for url in pages:
        assert f"dispute-{dispute.pk}" in surrogate_keys(get(client, url)), url
    get(client, story["second"].get_absolute_url())
    dispute.finding = Dispute.Finding.SUPPORTED
    dispute.finding_note, dispute.finding_on = "Checked with the club.", datetime.date(2026, 12, 1)
    dispute.question = "Did anybody call about Wally?"
    record_finding(dispute, supported=dispute.accounts.get())
    for url in pages:
        response = get(client, url)
        assert (
            not response.was_hit and "Did anybody call about Wally?" in response.content.decode()
        ), url
    assert get(client, story["second"].get_absolute_url()).was_hit


def test_an_account_citing_another_article_marks_that_article_at_once(
    client, page_cache, story, dispute
):
    second = story["second"]
    assert "account-marker" not in get(client, second.get_absolute_url()).content.decode()
    Account.objects.create(
        dispute=dispute,
        position=2,
        claim="Somebody called.",
        article=second,
        paragraph=second.paragraphs.get(),
        excerpt="The second story",
        voice="article",
    )
    assert "account-marker" in get(client, second.get_absolute_url()).content.decode()
    assert "Somebody called." in get(client, story["arc"].get_absolute_url()).content.decode()


def test_unpublishing_a_dispute_takes_it_off_its_pages_and_lists(
    client, page_cache, story, dispute
):
    pages = [
        story["arc"].get_absolute_url(),
        story["first"].get_absolute_url(),
        reverse("stories:feed"),
        reverse("sitemap-section", kwargs={"section": "disputes"}),
    ]
    for url in pages:
        assert "did-anybody-call" in get(client, url).content.decode(), url
    dispute.status = Status.DRAFT
    dispute.save()
    for url in pages:
        assert "did-anybody-call" not in get(client, url).content.decode(), url


def test_a_dek_edit_leaves_the_person_pages_that_list_the_article_cached(client, page_cache, story):
    person, article = story["speaker"].get_absolute_url(), story["first"]
    get(client, person)
    get(client, article.get_absolute_url())
    article.dek = "What the article is about, reworded."
    article.save()
    assert get(client, person).was_hit
    assert "reworded" in get(client, article.get_absolute_url()).content.decode()


def test_a_person_page_shows_its_articles_only_by_what_moves_them(client, story):
    """cache_tags says person pages list articles by their membership fields only: nothing else of an article shows there."""
    from stories.cache_tags import SHOWN

    listed = {"id", *SHOWN[Article].membership}
    texts = [
        field
        for field in Article._meta.concrete_fields
        if field.attname not in listed
        and isinstance(field, (CharField, TextField))
        and not field.choices
        and not isinstance(field, ImageField)
    ]
    ArticleFactory(
        headline="Alderson again", dek="", source_name=""
    )  # the latest articles naming them, too
    QuoteFactory(article=Article.objects.get(headline="Alderson again"), speaker=story["speaker"])
    for article in Article.objects.all():
        values = {
            field.attname: f"https://example.org/unlisted-{article.pk}"
            if isinstance(field, URLField)
            else f"unlisted-{article.pk}"
            for field in texts
        }
        Article.objects.filter(pk=article.pk).update(**values)
    page = client.get(story["speaker"].get_absolute_url()).content.decode()
    assert "Alderson again" in page and "unlisted-" not in page
