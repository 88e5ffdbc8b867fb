"""Finding things (issue 31, item 3), in Chromium at phone and desktop widths: search across every kind,
filters that never empty a page, the arc's "since your last visit" note at the top, and API docs that pass
axe-core and are linked from every page's footer."""

import json

import pytest
from playwright.sync_api import expect

from stories.models import Event
from tests.browser.audit import WIDTHS, check_page

pytestmark = pytest.mark.browser
ARC_URL = "/arcs/wally-backman-sandy-alderson-feud/"


def new_page(chromium, width_name, **options):
    context = chromium.new_context(
        viewport={"width": WIDTHS[width_name], "height": 900}, bypass_csp=True, **options
    )
    return context, context.new_page()


@pytest.mark.parametrize("width_name", WIDTHS)
def test_the_api_docs_pass_axe_and_are_linked_from_the_footer(
    chromium, live_server, seed, screenshot_dir, width_name
):
    context, page = new_page(chromium, width_name)
    page.goto(f"{live_server.url}/articles/")
    page.get_by_role("contentinfo").get_by_role("link", name="Content API (docs)").click()
    page.wait_for_selector(".opblock-summary-path")
    assert page.url.endswith("/api/v1/docs/")
    assert page.locator("html").get_attribute("lang") == "en"
    results = {}
    blocking = check_page(page, "30-api-docs", width_name, screenshot_dir, results)
    context.close()
    assert not blocking, json.dumps(results, indent=2, ensure_ascii=False)


@pytest.mark.parametrize("width_name", WIDTHS)
def test_blackballed_finds_the_story_and_the_event_and_leads_to_each(
    chromium, live_server, seed, screenshot_dir, width_name
):
    context, page = new_page(chromium, width_name)
    page.goto(live_server.url)
    page.get_by_role("search", name="Site search").get_by_label(
        "Search articles, quotes and people"
    ).fill("blackballed")
    with page.expect_navigation():
        page.keyboard.press("Enter")
    stories = page.get_by_role("region", name="Stories")
    events = page.get_by_role("region", name="Events")
    assert stories.locator("mark").first.inner_text().lower() == "blackballed"
    assert events.locator("mark").first.inner_text().lower() == "blackballed"
    results = {}
    blocking = check_page(page, "31-search-blackballed", width_name, screenshot_dir, results)
    event_link = events.get_by_role("heading").get_by_role("link").first
    title = event_link.inner_text()
    event_link.click()
    assert page.url.startswith(f"{live_server.url}{ARC_URL}#")
    anchor = page.url.split("#")[1]
    entry = page.locator(f"#{anchor}")
    expect(entry).to_be_visible()
    if anchor.startswith("event-"):
        assert title in entry.inner_text()
    else:  # an event its article reports is that article's news: it leads to the article's entry
        sources = Event.objects.get(title=title).sources.values_list("pk", flat=True)
        assert anchor in {f"article-{pk}" for pk in sources}
    # Scrolled to it, within reach: the browser scrolls to the fragment after the load, so wait for it
    # (on a busy machine the first reading came before the scroll: y 5439 on a phone).
    page.wait_for_function(
        "([id, reach]) => document.getElementById(id).getBoundingClientRect().top < reach",
        arg=[anchor, WIDTHS[width_name] * 3],
        timeout=5000,
    )
    assert entry.bounding_box()["y"] < WIDTHS[width_name] * 3
    page.go_back()
    stories.get_by_role("heading").get_by_role("link").first.click()
    assert page.url == f"{live_server.url}{ARC_URL}"
    context.close()
    assert not blocking, json.dumps(results, indent=2, ensure_ascii=False)


@pytest.mark.parametrize("width_name", WIDTHS)
def test_an_unknown_filter_value_shows_the_page_unfiltered_with_a_message(
    chromium, live_server, seed, screenshot_dir, width_name
):
    context, page = new_page(chromium, width_name)
    response = page.goto(f"{live_server.url}{ARC_URL}?person=nobody")
    assert response.status == 200
    assert page.get_by_text(
        "Nobody called “nobody” appears in this story: showing the whole timeline."
    ).is_visible()
    assert page.locator(".timeline__item").count() > 5
    results = {}
    blocking = check_page(page, "32-arc-unknown-person", width_name, screenshot_dir, results)
    response = page.goto(f"{live_server.url}/quotes/?speaker=nobody-at-all")
    assert response.status == 200
    assert page.get_by_role("status").filter(has_text="Not applied: Said by").is_visible()
    assert page.locator(".quote-list > li").count() > 5
    blocking += check_page(page, "33-quotes-unknown-speaker", width_name, screenshot_dir, results)
    context.close()
    assert not blocking, json.dumps(results, indent=2, ensure_ascii=False)


@pytest.mark.parametrize("width_name", WIDTHS)
def test_since_your_last_visit_is_at_the_top_of_the_arc_page(
    chromium, live_server, seed, screenshot_dir, width_name
):
    from stories.models import StoryArc

    arc = StoryArc.objects.get(slug="wally-backman-sandy-alderson-feud")
    # The site's own policy, not bypassed: static/js/arc-visits.js writes the note.
    context = chromium.new_context(viewport={"width": WIDTHS[width_name], "height": 900})
    page = context.new_page()
    page.goto(f"{live_server.url}{ARC_URL}")
    page.evaluate(
        "([key, value]) => localStorage.setItem(key, value)", [f"arc-{arc.pk}-seen", ".1000000000"]
    )
    page.reload()
    note = page.locator(".visit-note")
    assert "Since your last visit" in note.inner_text()
    box = note.bounding_box()
    # In the first screen, above the story so far, at every width (it was 1,900 px down at 390).
    assert box["y"] + box["height"] < 900, box
    assert box["y"] < page.get_by_role("heading", name="The story so far").bounding_box()["y"]
    page.screenshot(path=str(screenshot_dir / f"34-arc-visit-note-{width_name}.png"))
    context.close()
