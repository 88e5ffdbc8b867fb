"""Atom feeds, the sitemap index and its section pages, and robots.txt."""

import datetime
from xml.etree import ElementTree

import feedparser
import pytest
from django.urls import reverse

from stories.models import Article, Dispute, Quote, Status, StoryArc
from stories.models.naming import people_with_page
from stories.sitemaps import PagedSitemap
from tests.factories import BylineFactory
from tests.seed_slugs import ARC, BETRAYED, COME_HOME, FEUD

pytestmark = pytest.mark.django_db
SITEMAP_NS = "{http://www.sitemaps.org/schemas/sitemap/0.9}"
ATOM_NS = "{http://www.w3.org/2005/Atom}"


def test_the_site_feed_is_atom_with_every_published_article(client, seeded):
    response = client.get(reverse("stories:feed"))
    body = response.content.decode()
    assert response["Content-Type"].startswith("application/atom+xml")
    assert body.count("<entry>") == 5  # the three articles and the seed's two disputes
    assert "Wally Backman-Sandy Alderson feud is still going quite strong" in body


def test_the_arc_feed_lists_the_arc_s_articles(client, seeded):
    body = client.get(reverse("stories:arc-feed", kwargs={"slug": ARC})).content.decode()
    assert "<title>The Wally Backman–Sandy Alderson feud: Throughline</title>" in body
    assert body.count("<entry>") == 5
    assert f"/articles/{BETRAYED}/" in body


def test_the_person_feed_lists_what_they_said(client, seeded):
    body = client.get(
        reverse("people:person-feed", kwargs={"slug": "sandy-alderson"})
    ).content.decode()
    assert body.count("<entry>") == 2
    assert "I will do anything I can to help you." in body


def parsed(client, url: str):
    """The feed at `url` as a feed reader parses it; any error in the XML or the Atom fails the test."""
    response = client.get(url)
    assert response.status_code == 200 and response["Content-Type"].startswith(
        "application/atom+xml"
    )
    feed = feedparser.parse(response.content)
    assert not feed.bozo, f"{url}: {feed.bozo_exception}"
    assert feed.version == "atom10"
    return feed


def every_feed() -> list[str]:
    people = people_with_page().order_by("slug")
    return [
        reverse("stories:feed"),
        reverse("stories:arc-feed", kwargs={"slug": ARC}),
        *(reverse("people:person-feed", kwargs={"slug": person.slug}) for person in people),
    ]


def test_every_feed_parses_as_atom(client, seeded):
    feeds = every_feed()
    assert len(feeds) == 2 + 12  # the site, the arc, the 12 people with a page
    for url in feeds:
        parsed(client, url)


def test_the_seed_entries_are_published_on_their_articles_dates(client, seeded):
    entries = {
        entry.link.rsplit("/", 2)[-2]: entry
        for entry in parsed(client, reverse("stories:feed")).entries
    }
    published = {slug: entry.published_parsed[:3] for slug, entry in entries.items()}
    # The seed's dispute is dated the day it went public (its fixture's created_at).
    assert published == {
        BETRAYED: (2017, 1, 1),
        COME_HOME: (2017, 10, 1),
        FEUD: (2021, 1, 1),
        "did-backman-step-down-or-was-he-fired": (2026, 12, 1),
        "did-alderson-blackball-backman": (2026, 12, 1),
    }
    # The Jan. 12, 2017 update is the last change readers can see of the January 2017 article.
    assert entries[BETRAYED].updated_parsed[:3] == (2017, 1, 12)
    assert entries[FEUD].updated_parsed[:3] == (2021, 1, 1)


def test_a_feed_summary_gives_the_first_paragraph_when_there_is_no_dek(client, seeded):
    entries = {
        entry.link.rsplit("/", 2)[-2]: entry
        for entry in parsed(client, reverse("stories:feed")).entries
    }
    summary = entries[FEUD].summary
    assert summary.endswith("(New York Post, 2021)") and len(summary.split()) > 20


def test_a_quote_title_never_nests_double_marks(client, seeded):
    feed = parsed(client, reverse("people:person-feed", kwargs={"slug": "wally-backman"}))
    for entry in feed.entries:
        assert entry.title.count("“") == 1 and entry.title.count("”") == 1, entry.title
        assert entry.summary.count("“") == 1, entry.summary
    assert any(
        "in “Wally Backman says he was ‘betrayed’ by the Wilpons and the Mets”" in e.summary
        for e in feed.entries
    )


def test_someone_never_quoted_has_a_valid_empty_feed(client, seeded):
    feed = parsed(client, reverse("people:person-feed", kwargs={"slug": "bob-klapisch"}))
    assert feed.entries == [] and feed.feed.title == "Bob Klapisch, quoted: Throughline"


def test_someone_without_a_public_page_has_no_feed(client, db):
    from tests.factories import PersonFactory

    PersonFactory(slug="only-in-drafts")
    assert (
        client.get(reverse("people:person-feed", kwargs={"slug": "only-in-drafts"})).status_code
        == 404
    )


def test_the_feeds_carry_the_dispute_as_an_entry_of_its_own_newest_first(client, seeded):
    for url in (reverse("stories:feed"), reverse("stories:arc-feed", kwargs={"slug": ARC})):
        feed = ElementTree.fromstring(client.get(url).content)
        entries = feed.findall(f"{ATOM_NS}entry")
        # The seed's two disputes went public the same day; the articles are from 2017 to 2021.
        titles = [entry.find(f"{ATOM_NS}title").text for entry in entries]
        first = entries[
            titles.index("Conflicting accounts: Did Backman step down or was he fired?")
        ]
        assert set(titles[:2]) == {
            "Conflicting accounts: Did Backman step down or was he fired?",
            "Conflicting accounts: Did Alderson blackball Backman?",
        }
        assert (
            first.find(f"{ATOM_NS}link").get("href")
            == "http://testserver/disputes/did-backman-step-down-or-was-he-fired/"
        )
        assert first.find(f"{ATOM_NS}summary").text.startswith(
            "The Wally Backman–Sandy Alderson feud. Open: the newsroom"
        )


def test_a_draft_dispute_is_in_no_feed_or_sitemap(client, seeded):
    Dispute.objects.update(status=Status.DRAFT)
    for url in (reverse("stories:feed"), reverse("stories:arc-feed", kwargs={"slug": ARC})):
        assert "/disputes/" not in client.get(url).content.decode()
    assert crawl(client)["http://testserver/sitemap-disputes.xml"] == []


def test_the_disputes_section_lists_each_public_dispute_with_its_last_change(client, seeded):
    dispute = Dispute.objects.get(slug="did-backman-step-down-or-was-he-fired")
    body = client.get(reverse("sitemap-section", kwargs={"section": "disputes"})).content.decode()
    lastmod = f"{dispute.updated_at.astimezone(datetime.UTC):%Y-%m-%dT%H:%M:%S+00:00}"
    assert (
        f"<loc>http://testserver/disputes/{dispute.slug}/</loc><lastmod>{lastmod}</lastmod>" in body
    )


def test_the_feed_of_an_unknown_arc_is_not_found(client, db):
    assert client.get(reverse("stories:arc-feed", kwargs={"slug": "nope"})).status_code == 404


def locations(response) -> list[str]:
    """The <loc> addresses of a sitemap or sitemap index, as a crawler reads them."""
    assert response.status_code == 200
    assert response["Content-Type"].startswith("application/xml")
    return [loc.text for loc in ElementTree.fromstring(response.content).iter(f"{SITEMAP_NS}loc")]


def crawl(client) -> dict[str, list[str]]:
    """Every sitemap page the index lists, with the addresses it lists."""
    return {page: locations(client.get(page)) for page in locations(client.get(reverse("sitemap")))}


def test_the_sitemap_is_an_index_of_one_page_per_section(client, seeded):
    assert locations(client.get(reverse("sitemap"))) == [
        f"http://testserver/sitemap-{section}.xml"
        for section in ("sections", "arcs", "articles", "disputes", "quotes", "people")
    ]


def test_the_section_pages_list_arcs_articles_quotes_and_people(client, seeded):
    pages = crawl(client)
    assert pages["http://testserver/sitemap-arcs.xml"] == [f"http://testserver/arcs/{ARC}/"]
    assert (
        f"http://testserver/articles/{BETRAYED}/" in pages["http://testserver/sitemap-articles.xml"]
    )
    assert len(pages["http://testserver/sitemap-articles.xml"]) == 3
    assert sorted(pages["http://testserver/sitemap-quotes.xml"]) == sorted(
        f"http://testserver/quotes/{pk}/" for pk in Quote.objects.values_list("pk", flat=True)
    )
    assert len(pages["http://testserver/sitemap-quotes.xml"]) == 19
    assert (
        "http://testserver/people/sandy-alderson/" in pages["http://testserver/sitemap-people.xml"]
    )


def test_the_section_pages_list_the_front_page_the_arc_index_and_the_browse_lists(client, db):
    assert locations(client.get(reverse("sitemap-section", kwargs={"section": "sections"}))) == [
        f"http://testserver{path}" for path in ("/", "/arcs/", "/articles/", "/quotes/")
    ]


def test_an_article_s_lastmod_is_when_it_was_last_saved(client, seeded):
    body = client.get(reverse("sitemap-section", kwargs={"section": "articles"})).content.decode()
    article = Article.objects.get(slug=BETRAYED)
    assert (
        f"<loc>http://testserver/articles/{BETRAYED}/</loc><lastmod>{article.updated_at.astimezone(datetime.UTC):%Y-%m-%dT%H:%M:%S+00:00}</lastmod>"
        in body
    )


def test_a_section_with_more_items_than_a_page_holds_is_split_into_pages(
    client, seeded, monkeypatch
):
    monkeypatch.setattr(PagedSitemap, "limit", 5)
    pages = crawl(client)
    quote_pages = [
        page for page in pages if page.startswith("http://testserver/sitemap-quotes.xml")
    ]
    assert quote_pages[0] == "http://testserver/sitemap-quotes.xml"
    assert quote_pages[1:] == [
        f"http://testserver/sitemap-quotes.xml?p={n}" for n in range(2, len(quote_pages) + 1)
    ]
    assert all(len(pages[page]) <= 5 for page in quote_pages)
    listed = [url for page in quote_pages for url in pages[page]]
    # Every quote exactly once, in id order: pages are blocks of ids, so none moves when others come or go.
    assert listed == [
        f"http://testserver/quotes/{pk}/"
        for pk in Quote.objects.order_by("pk").values_list("pk", flat=True)
    ]
    assert len(quote_pages) >= 4


@pytest.mark.parametrize("page", ["0", "99", "two"])
def test_a_page_past_the_end_or_not_a_number_is_not_found(client, seeded, page):
    assert (
        client.get(
            reverse("sitemap-section", kwargs={"section": "quotes"}), {"p": page}
        ).status_code
        == 404
    )


def test_an_unknown_section_is_not_found(client, db):
    assert client.get(reverse("sitemap-section", kwargs={"section": "nope"})).status_code == 404


def test_with_nothing_published_the_section_pages_are_empty_but_answer(client, seeded):
    Article.objects.update(status=Status.DRAFT)
    StoryArc.objects.update(status=Status.DRAFT)
    pages = crawl(client)
    assert len(pages) == 6
    assert all(
        urls == []
        for page, urls in pages.items()
        if page != "http://testserver/sitemap-sections.xml"
    )


def test_the_index_and_section_pages_are_cached_public_pages(client, seeded, settings):
    settings.PAGE_CACHE_SECONDS = 300
    for url in (reverse("sitemap"), reverse("sitemap-section", kwargs={"section": "quotes"})):
        first = client.get(url)
        assert first["Cache-Control"].startswith("public")
        assert client.get(url, headers={"if-none-match": first["ETag"]}).status_code == 304


def test_robots_txt_points_to_the_sitemap_and_keeps_out_of_the_admin(client, db):
    response = client.get("/robots.txt")
    body = response.content.decode()
    assert response["Content-Type"].startswith("text/plain")
    assert "Disallow: /admin/" in body
    assert "Sitemap: http://testserver/sitemap.xml" in body


def test_every_entry_of_every_feed_has_an_author_as_atom_requires(client, seeded):
    for url in every_feed():
        feed = parsed(client, url)
        assert feed.feed.get("author") == "Throughline", url  # for entries naming no one
        for entry in feed.entries:
            assert entry.get("author") or feed.feed.get("author"), (url, entry.title)


def test_an_entry_s_author_is_its_byline_else_its_outlet(client, seeded):
    entries = {
        entry.link.rsplit("/", 2)[-2]: entry
        for entry in parsed(client, reverse("stories:feed")).entries
    }
    outlets = dict(Article.objects.values_list("slug", "outlet__name"))
    for slug, entry in entries.items():
        if slug in outlets and outlets[slug]:
            assert entry.author == outlets[slug]  # the seed's articles carry no byline
        else:  # no outlet, no byline: the feed's own author stands
            assert "author" not in entry
    BylineFactory(article=Article.objects.get(slug=FEUD), person__name="Ana Pell")
    entries = parsed(client, reverse("stories:feed")).entries
    assert next(e for e in entries if FEUD in e.link).author == "Ana Pell"


def test_a_person_feed_dates_a_quote_on_the_day_it_was_said(client, seeded):
    """Said Jan. 12, 2017, in an article dated only January 2017: the entry says Jan. 12, not Jan. 1."""
    feed = parsed(client, reverse("people:person-feed", kwargs={"slug": "sandy-alderson"}))
    said = Quote.objects.get(text__startswith="I guess I will say this")
    entry = next(e for e in feed.entries if e.link.endswith(f"/quotes/{said.pk}/"))
    assert entry.published_parsed[:3] == (2017, 1, 12)


def test_a_quote_said_less_precisely_than_its_article_is_dated_by_the_article(client, seeded):
    said = Quote.objects.filter(article__published_precision="month").first()
    said.said_on, said.said_precision = datetime.date(2017, 1, 1), "year"
    said.save()
    feed = parsed(client, reverse("people:person-feed", kwargs={"slug": said.speaker.slug}))
    entry = next(e for e in feed.entries if e.link.endswith(f"/quotes/{said.pk}/"))
    assert entry.published_parsed[:3] == said.article.published_on.timetuple()[:3]
