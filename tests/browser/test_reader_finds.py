"""A reader searches, follows the feeds and comes back to what is new, in Chromium with axe-core."""

import datetime
import json

import feedparser
import pytest
from django.utils import timezone
from playwright.sync_api import expect

from tests.browser.audit import WIDTHS, check_page

pytestmark = pytest.mark.browser
ARC_URL = "/arcs/wally-backman-sandy-alderson-feud/"


def new_page(chromium, width_name, **options):
    context = chromium.new_context(
        viewport={"width": WIDTHS[width_name], "height": 900}, bypass_csp=True, **options
    )
    return context, context.new_page()


@pytest.mark.parametrize("width_name", WIDTHS)
def test_a_reader_searches_from_the_header_and_narrows_by_story(
    chromium, live_server, seed, screenshot_dir, width_name
):
    context, page = new_page(chromium, width_name)
    results, blocking = {}, {}
    page.goto(live_server.url)
    page.get_by_role("search", name="Site search").get_by_label(
        "Search articles, quotes and people"
    ).fill("Alderson")
    with page.expect_navigation():
        page.keyboard.press("Enter")
    assert "/search/?q=Alderson" in page.url
    summary = page.get_by_role("navigation", name="Results by kind")
    assert "results for “Alderson”" in summary.inner_text()
    quotes = page.get_by_role("region", name="Quotes")
    assert quotes.locator("mark").first.is_visible()
    assert quotes.locator("a.speaker").first.is_visible()  # each quote's speaker is a link
    blocking["search"] = check_page(page, "10-search", width_name, screenshot_dir, results)

    if not page.get_by_label("Story").is_visible():  # on a phone the filters are folded
        page.locator(".filter-fold__summary").click()
    page.get_by_label("Story").select_option(label="The Wally Backman–Sandy Alderson feud")
    page.get_by_label("Show").select_option(label="Quotes")
    page.get_by_role("button", name="Apply filters").click()
    assert "kind=quotes" in page.url and "arc=wally-backman-sandy-alderson-feud" in page.url
    assert (
        page.locator(".filter-fold__active").inner_text()
        == "Show: Quotes · Story: The Wally Backman–Sandy Alderson feud"
    )
    assert (
        page.get_by_role("heading", name="Quotes").is_visible()
        and not page.locator("#found-articles").count()
    )
    blocking["search-filtered"] = check_page(
        page, "11-search-filtered", width_name, screenshot_dir, results
    )

    page.get_by_role("search", name="Site search").get_by_label(
        "Search articles, quotes and people"
    ).fill("zeppelin")
    with page.expect_navigation():
        page.keyboard.press("Enter")
    assert page.get_by_role("heading", name="Nothing found").is_visible()
    assert page.get_by_role("link", name="every quote").is_visible()
    blocking["search-nothing"] = check_page(
        page, "12-search-nothing", width_name, screenshot_dir, results
    )
    (screenshot_dir / f"axe-search-{width_name}.json").write_text(
        json.dumps(results, indent=2, ensure_ascii=False)
    )
    context.close()
    assert not any(blocking.values()), json.dumps(blocking, indent=2, ensure_ascii=False)


def test_the_search_works_without_javascript(chromium, live_server, seed):
    context = chromium.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(f"{live_server.url}/articles/")
    page.get_by_role("search", name="Site search").get_by_label(
        "Search articles, quotes and people"
    ).fill("betrayed")
    page.get_by_role("search", name="Site search").get_by_role("button", name="Search").click()
    expect(page.get_by_role("region", name="Articles").get_by_role("link").first).to_be_visible()
    context.close()


def test_the_feeds_a_page_announces_are_valid_atom_with_the_articles_dates(
    chromium, live_server, seed
):
    context, page = new_page(chromium, "desktop")
    for address in (ARC_URL, "/people/bob-klapisch/", "/"):
        page.goto(f"{live_server.url}{address}")
        for link in page.locator('link[rel="alternate"][type="application/atom+xml"]').all():
            response = context.request.get(f"{live_server.url}{link.get_attribute('href')}")
            assert response.ok, link.get_attribute("href")
            feed = feedparser.parse(response.body())
            assert not feed.bozo and feed.version == "atom10", link.get_attribute("href")
    page.goto(f"{live_server.url}{ARC_URL}")
    page.get_by_role("link", name="Follow this story (Atom feed)").click()
    feed = feedparser.parse(context.request.get(page.url).body())
    # The arc's articles, at their original dates (the feed also carries the arc's dispute, dated when it went public).
    published = sorted(
        entry.published_parsed[:3] for entry in feed.entries if "/articles/" in entry.link
    )
    assert published == [(2017, 1, 1), (2017, 10, 1), (2021, 1, 1)]
    context.close()


def remember_visit(page, arc, when: datetime.datetime) -> None:
    """What static/js/arc-visits.js stored on a visit that ended at `when`."""
    page.evaluate(
        "([key, value]) => localStorage.setItem(key, value)",
        [f"arc-{arc.pk}-seen", f".{int(when.timestamp())}"],
    )


@pytest.mark.parametrize("width_name", WIDTHS)
def test_a_returning_reader_sees_what_was_added_since_marked_in_place(
    chromium, live_server, seed, screenshot_dir, width_name
):
    from stories.models import Article, StoryArc, Update
    from tests.factories import UpdateFactory

    visited = timezone.now() - datetime.timedelta(days=1)
    before = visited - datetime.timedelta(days=1)
    Article.objects.update(created_at=before, updated_at=before)
    Update.objects.update(created_at=before, updated_at=before)
    article = Article.objects.get(
        slug="wally-backman-says-he-was-betrayed-by-the-wilpons-and-the-mets"
    )
    UpdateFactory(
        article=article,
        position=2,
        dated_on=datetime.date(2021, 6, 16),
        text="Backman is managing the Long Island Ducks.",
    )
    correction = UpdateFactory(
        article=article,
        position=3,
        kind=Update.Kind.CORRECTION,
        dated_on=timezone.localdate(),
        text="An earlier version of this article misspelled the name of the Monclova club.",
    )
    arc = StoryArc.objects.get(slug="wally-backman-sandy-alderson-feud")
    # The site's own policy, not bypassed: the script runs as a file from 'self'.
    context = chromium.new_context(viewport={"width": WIDTHS[width_name], "height": 900})
    page = context.new_page()
    refused = []
    page.on(
        "console",
        lambda message: (
            refused.append(message.text) if "Content Security Policy" in message.text else None
        ),
    )
    page.goto(f"{live_server.url}{ARC_URL}")
    note = page.locator(".visit-note")
    assert "Next time you visit" in note.inner_text()  # a first visit marks nothing
    assert page.locator(".timeline__item.is-new").count() == 0
    remember_visit(page, arc, visited)
    page.reload()
    assert not refused, refused
    assert (
        "Since your last visit" in note.inner_text()
        and "1 update, 1 correction" in note.inner_text()
    )
    assert visited.strftime("%Y") in note.inner_text()
    note.get_by_role("link", name="1 correction").click()
    entry = page.locator(f"#update-{correction.pk}")
    expect(entry.get_by_text("New", exact=True)).to_be_visible()
    assert "misspelled the name of the Monclova club" in entry.inner_text()
    # Under its article, not at the end of the timeline with today's date.
    assert page.locator(".timeline__item").last.get_attribute("id") != f"update-{correction.pk}"
    context.close()
    # axe-core is injected inline, so it needs the policy bypassed; the marks are the same.
    context, page = new_page(chromium, width_name)
    page.goto(f"{live_server.url}{ARC_URL}")
    remember_visit(page, arc, visited)
    page.reload()
    results = {}
    blocking = check_page(page, "13-arc-new-since", width_name, screenshot_dir, results)
    page.reload()  # back within the same visit: the marks stay
    assert page.locator(".timeline__item.is-new").count() == 2
    context.close()
    assert not blocking, json.dumps(results, indent=2, ensure_ascii=False)


@pytest.mark.parametrize("width_name", WIDTHS)
def test_without_javascript_the_arc_page_is_whole_without_marks(
    chromium, live_server, seed, screenshot_dir, width_name
):
    context = chromium.new_context(
        viewport={"width": WIDTHS[width_name], "height": 900}, java_script_enabled=False
    )
    page = context.new_page()
    page.goto(f"{live_server.url}{ARC_URL}")
    assert not page.locator(".visit-note").is_visible()
    assert page.locator(".timeline__item").count() > 5
    assert page.get_by_role("heading", name="Who’s who").is_visible()
    page.screenshot(path=str(screenshot_dir / f"14-arc-no-js-{width_name}.png"), full_page=True)
    context.close()
