"""Drafts and scheduled items never reach a public path; staff can preview them on a marked, uncached page."""

import datetime
import re

import pytest
from django.contrib.auth.models import Permission, User
from django.urls import reverse
from django.utils import timezone

from people.models import Person
from stories.models import Account, Dispute, Quote, Status, StoryArc
from stories.sitemaps import PagedSitemap
from tests.factories import (
    ArcEntryFactory,
    ArticleFactory,
    EventFactory,
    ParagraphFactory,
    PersonFactory,
    QuoteFactory,
    StoryArcFactory,
    UpdateFactory,
)
from tests.seed_slugs import ARC, BETRAYED, COME_HOME
from tests.stories.pages import visible_text

pytestmark = pytest.mark.django_db
SECRET = "Secret draft headline"


@pytest.fixture
def hidden(seeded):
    """A draft and a scheduled article inside the seed arc, quoting a known and a new person, and a draft arc."""
    arc = StoryArc.objects.get(slug=ARC)
    draft = ArticleFactory(
        headline=SECRET,
        slug="secret-draft",
        status=Status.DRAFT,
        published_on=datetime.date(2017, 11, 1),
    )
    scheduled = ArticleFactory(
        headline="Scheduled headline",
        slug="scheduled",
        publish_at=timezone.now() + datetime.timedelta(days=1),
    )
    for article, position in ((draft, 50), (scheduled, 51)):
        ArcEntryFactory(arc=arc, article=article, position=position)
        paragraph = ParagraphFactory(article=article, text="“Secret words,” said the source.")
        QuoteFactory(
            article=article,
            paragraph=paragraph,
            text="Secret words",
            speaker=PersonFactory(name="Secret Source", slug=f"secret-{position}"),
        )
        QuoteFactory(
            article=article,
            paragraph=paragraph,
            text="said the source",
            speaker__slug=f"x-{position}",
        )
    QuoteFactory(
        article=draft,
        paragraph=draft.paragraphs.first(),
        text="Secret",
        speaker=Person.objects.get(slug="sandy-alderson"),
    )
    UpdateFactory(article=draft, kind="correction", text="Secret correction of the draft.")
    StoryArcFactory(title="Secret arc", slug="secret-arc", status=Status.DRAFT)
    # The seed's public dispute gains an account citing the draft; a draft dispute cites a public paragraph,
    # in the voice of someone named nowhere else.
    public_dispute = Dispute.objects.get(slug="did-backman-step-down-or-was-he-fired")
    Account.objects.create(
        dispute=public_dispute,
        position=4,
        claim="Secret claim",
        article=draft,
        paragraph=draft.paragraphs.first(),
        excerpt="Secret words",
        voice="article",
    )
    seen = public_dispute.accounts.get(position=1)
    secret_dispute = Dispute.objects.create(
        arc=arc, question="Secret dispute question?", slug="secret-dispute", status=Status.DRAFT
    )
    Account.objects.create(
        dispute=secret_dispute,
        position=1,
        claim="Secret claim",
        article=seen.article,
        paragraph=seen.paragraph,
        excerpt="Backman stepped down",
        voice="person",
        person=PersonFactory(name="Secret Source", slug="secret-giver"),
    )
    return draft


PUBLIC_PATHS = [
    reverse("stories:home"),
    reverse("stories:arc", kwargs={"slug": ARC}),
    reverse("stories:arc", kwargs={"slug": ARC}) + "?person=sandy-alderson",
    reverse("stories:article", kwargs={"slug": COME_HOME}),
    reverse("stories:article", kwargs={"slug": BETRAYED}),
    reverse("stories:dispute", kwargs={"slug": "did-backman-step-down-or-was-he-fired"}),
    reverse("people:person", kwargs={"slug": "wally-backman"}),
    reverse("people:person", kwargs={"slug": "sandy-alderson"}),
    reverse("stories:quotes"),
    reverse("stories:quotes") + "?speaker=secret-50",
    reverse("stories:quotes") + "?about=secret-50",
    reverse("stories:articles"),
    reverse("stories:articles") + "?person=secret-50",
    reverse("stories:articles") + "?speaker=Secret",
    reverse("stories:arcs"),
    reverse("stories:feed"),
    reverse("stories:arc-feed", kwargs={"slug": ARC}),
    reverse("people:person-feed", kwargs={"slug": "sandy-alderson"}),
    reverse("search:search") + "?q=Secret",
    reverse("search:search") + "?q=source",
    reverse("search:search") + "?q=secret-50",
    reverse("stories:corrections"),
    reverse("sitemap"),
    *(
        reverse("sitemap-section", kwargs={"section": section})
        for section in ("sections", "arcs", "articles", "quotes", "people")
    ),
]


@pytest.mark.parametrize("path", PUBLIC_PATHS)
def test_no_public_page_list_or_feed_shows_drafts_or_scheduled_items(client, hidden, path):
    response = client.get(path)
    body = response.content.decode() + visible_text(
        response
    )  # search marks words: "<mark>Secret</mark> Source"
    secrets = (
        SECRET,
        "Scheduled headline",
        "Secret words",
        "Secret Source",
        "Secret arc",
        "secret-draft",
        "scheduled",
        "Secret correction",
        "Secret claim",
        "Secret dispute",
        "secret-dispute",
        # The secret account is the seed dispute's fourth; the seed's other dispute has a public fourth.
        "did-backman-step-down-or-was-he-fired/#account-4",
        *(("account-4",) if "/disputes/did-backman-step-down" in path else ()),
    )
    for secret in secrets:
        assert secret not in body, (path, secret)


def test_a_person_filter_answers_the_same_for_someone_only_in_drafts_as_for_nobody(client, hidden):
    def errors(params):
        return client.get(reverse("stories:quotes"), params).context["filter"].form.errors

    assert errors({"speaker": "secret-50"}) == {
        "speaker": ["Nobody called “secret-50” is quoted in a published article."]
    }
    assert errors({"speaker": "Secret Source"}) == {
        "speaker": ["Nobody called “Secret Source” is quoted in a published article."]
    }
    # Sandy Alderson is also quoted in the draft: only his published quotes are listed.
    assert (
        client.get(reverse("stories:quotes"), {"speaker": "sandy-alderson"})
        .context["paginator"]
        .count
        == 2
    )


@pytest.mark.parametrize("name", ["stories:article", "stories:arc", "stories:dispute"])
def test_a_draft_page_is_not_found(client, hidden, name):
    slug = {
        "stories:article": "secret-draft",
        "stories:arc": "secret-arc",
        "stories:dispute": "secret-dispute",
    }[name]
    assert client.get(reverse(name, kwargs={"slug": slug})).status_code == 404


def test_a_quote_from_a_draft_is_not_found(client, hidden):
    assert (
        client.get(Quote.objects.filter(article=hidden).first().get_absolute_url()).status_code
        == 404
    )


def test_counts_leave_drafts_out(client, hidden):
    arc_page = client.get(reverse("stories:arc", kwargs={"slug": ARC})).content.decode()
    assert "3 articles" in arc_page
    article_page = client.get(
        reverse("stories:article", kwargs={"slug": COME_HOME})
    ).content.decode()
    assert "Part 2 of 3" in article_page
    person_page = client.get(
        reverse("people:person", kwargs={"slug": "sandy-alderson"})
    ).content.decode()
    assert "2 quotes recorded" in person_page
    assert "19 quotes" in client.get(reverse("stories:quotes")).content.decode()


def test_staff_can_preview_a_draft_on_a_marked_uncached_page(client, hidden, reporter):
    client.force_login(reporter)
    response = client.get(
        reverse("stories:article", kwargs={"slug": "secret-draft"}), {"preview": "1"}
    )
    assert response.status_code == 200
    assert SECRET in response.content.decode()
    assert "This page includes drafts" in response.content.decode()
    assert "no-cache" in response["Cache-Control"] and "private" in response["Cache-Control"]


def test_a_staff_preview_of_an_arc_includes_its_draft_articles(client, hidden, editor):
    client.force_login(editor)
    response = client.get(reverse("stories:arc", kwargs={"slug": ARC}), {"preview": "1"})
    assert SECRET in response.content.decode()


def test_readers_asking_for_a_preview_still_see_only_published_items(client, hidden):
    client.force_login(User.objects.create_user("reader"))
    assert (
        client.get(
            reverse("stories:article", kwargs={"slug": "secret-draft"}), {"preview": "1"}
        ).status_code
        == 404
    )


def test_staff_without_the_preview_flag_see_what_readers_see(client, hidden, editor):
    client.force_login(editor)
    assert (
        client.get(reverse("stories:article", kwargs={"slug": "secret-draft"})).status_code == 404
    )


PREVIEWS = [
    reverse("stories:article", kwargs={"slug": "secret-draft"}),
    reverse("stories:arc", kwargs={"slug": ARC}),
    reverse("stories:arc", kwargs={"slug": "secret-arc"}),
    reverse("people:person", kwargs={"slug": "secret-50"}),
    reverse("stories:home"),
]


@pytest.mark.parametrize("path", PREVIEWS)
def test_staff_in_no_group_preview_nothing_readers_cannot_see(client, hidden, path):
    client.force_login(User.objects.create_user("visitor", is_staff=True))
    response = client.get(path, {"preview": "1"})
    assert response.status_code in (200, 404)
    body = response.content.decode()
    assert SECRET not in body and "Secret arc" not in body and "Secret Source" not in body
    assert "This page includes drafts" not in body


def test_a_preview_needs_the_permission_to_view_articles_and_arcs(client, hidden):
    user = User.objects.create_user("viewer", is_staff=True)
    user.user_permissions.add(Permission.objects.get(codename="view_article"))
    client.force_login(user)
    url = reverse("stories:article", kwargs={"slug": "secret-draft"})
    assert (
        client.get(url, {"preview": "1"}).status_code == 404
    )  # arcs too: a preview page shows both
    user.user_permissions.add(Permission.objects.get(codename="view_storyarc"))
    client.force_login(User.objects.get(pk=user.pk))
    assert SECRET in client.get(url, {"preview": "1"}).content.decode()


def test_someone_named_only_in_drafts_has_no_public_page_or_feed(client, hidden):
    assert client.get(reverse("people:person", kwargs={"slug": "secret-50"})).status_code == 404
    assert (
        client.get(reverse("people:person-feed", kwargs={"slug": "secret-50"})).status_code == 404
    )


def test_the_arc_page_varies_on_the_cookie_that_marks_new_entries(client, hidden):
    assert "Cookie" in client.get(reverse("stories:arc", kwargs={"slug": ARC}))["Vary"]


def test_the_sitemap_lists_no_draft_and_exactly_the_people_with_a_public_page(
    client, hidden, monkeypatch
):
    """What a crawler following the index finds: every page of every section, split small here."""
    monkeypatch.setattr(PagedSitemap, "limit", 3)
    # People on a timeline only, through an event: public in a published arc, not in a draft one.
    for arc, slug in (
        (StoryArc.objects.get(slug=ARC), "on-the-timeline"),
        (StoryArc.objects.get(slug="secret-arc"), "secret-timeline"),
    ):
        ArcEntryFactory(
            arc=arc, position=60, event=EventFactory(slug=f"event-{slug}")
        ).event.persons.add(PersonFactory(slug=slug))
    listed = set()
    for page in re.findall(r"<loc>([^<]+)</loc>", client.get(reverse("sitemap")).content.decode()):
        body = client.get(page.removeprefix("http://testserver")).content.decode()
        listed.update(
            url.removeprefix("http://testserver") for url in re.findall(r"<loc>([^<]+)</loc>", body)
        )
    assert not {url for url in listed if "secret" in url or "scheduled" in url}
    hidden_quotes = {
        quote.get_absolute_url()
        for quote in Quote.objects.exclude(pk__in=Quote.objects.published())
    }
    assert hidden_quotes and not hidden_quotes & listed
    # The person page decides with the same rule: listed exactly when it answers.
    pages = {
        person.get_absolute_url(): client.get(person.get_absolute_url()).status_code
        for person in Person.objects.all()
    }
    assert {url for url, status in pages.items() if status == 200} == {
        url for url in listed if url.startswith("/people/")
    }
    assert {url for url, status in pages.items() if status == 404} >= {
        "/people/secret-50/",
        "/people/x-50/",
        "/people/secret-timeline/",
        "/people/secret-giver/",
    }
    assert "/people/on-the-timeline/" in listed


def test_a_dispute_citing_a_draft_counts_only_its_public_accounts_and_an_editors_preview_shows_the_rest(
    client, hidden, editor
):
    url = reverse("stories:dispute", kwargs={"slug": "did-backman-step-down-or-was-he-fired"})
    assert "The accounts (3)" in client.get(url).content.decode()
    client.force_login(editor)
    preview = client.get(url, {"preview": "1"}).content.decode()
    assert "The accounts (4)" in preview and "Secret claim" in preview
    arc_preview = client.get(
        reverse("stories:arc", kwargs={"slug": ARC}), {"preview": "1"}
    ).content.decode()
    assert "Secret dispute question?" in arc_preview


def test_a_draft_dispute_shows_on_the_arc_and_at_its_address_once_published(client, hidden):
    Dispute.objects.filter(slug="secret-dispute").update(status=Status.PUBLISHED)
    assert (
        "Secret dispute question?"
        in client.get(reverse("stories:arc", kwargs={"slug": ARC})).content.decode()
    )
    assert (
        client.get(reverse("stories:dispute", kwargs={"slug": "secret-dispute"})).status_code == 200
    )
