"""A reader narrows the seed arc's timeline to one kind of entry (issue 31, item 6) with JavaScript off: plain
links, the current one marked, each kind's lines leading to their article, quote or passage. Screenshots at
phone and desktop widths; axe on the quotes view with JavaScript on."""

import json

import pytest

from tests.browser.audit import WIDTHS, check_page

pytestmark = pytest.mark.browser
ARC = "/arcs/wally-backman-sandy-alderson-feud/"
BETRAYED = "/articles/wally-backman-says-he-was-betrayed-by-the-wilpons-and-the-mets/"


def kinds_nav(page):
    return page.get_by_role("navigation", name="Show on the timeline")


def current_kind(page) -> str:
    return kinds_nav(page).locator('a[aria-current="true"]').inner_text()


def no_sideways_scroll(page, width_name):
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= WIDTHS[width_name], width


@pytest.mark.parametrize("width_name", WIDTHS)
def test_a_reader_without_javascript_shows_the_timeline_one_kind_at_a_time(
    chromium, live_server, seed, screenshot_dir, width_name
):
    context = chromium.new_context(
        viewport={"width": WIDTHS[width_name], "height": 900}, java_script_enabled=False
    )
    page = context.new_page()
    page.goto(f"{live_server.url}{ARC}")
    assert current_kind(page).split() == ["All", "11"]
    kinds_nav(page).scroll_into_view_if_needed()
    page.screenshot(path=str(screenshot_dir / f"timeline-kinds-1-all-{width_name}.png"))

    kinds_nav(page).get_by_role("link", name="Quotes").click()
    page.wait_for_url(lambda url: url.endswith("?show=quotes#timeline"))
    assert current_kind(page) == "Quotes"
    lines = page.locator("ol.timeline > li")
    assert lines.count() == page.locator("ol.timeline > li.timeline__item--quote").count() > 10
    assert (
        "quotes in this story’s articles, in the story’s order."
        in page.locator(".timeline-position").inner_text()
    )
    first = lines.first
    assert "Nobody has called about Wally" in first.inner_text()
    assert first.get_by_role("link", name="Wally Backman says he was").get_attribute("href") == (
        BETRAYED
    )
    no_sideways_scroll(page, width_name)
    page.screenshot(path=str(screenshot_dir / f"timeline-kinds-2-quotes-{width_name}.png"))
    first.locator("blockquote a").click()
    page.wait_for_url("**/quotes/*/")
    assert "Nobody has called about Wally" in page.locator("main").inner_text()
    page.go_back()

    kinds_nav(page).get_by_role("link", name="Disputes").click()
    page.wait_for_url(lambda url: url.endswith("?show=disputes#timeline"))
    assert current_kind(page).split() == ["Disputes", "2"]
    disputes = page.locator("ol.timeline > li.timeline__item--dispute")
    assert [disputes.nth(n).locator("h3").inner_text() for n in range(2)] == [
        "Did Backman step down or was he fired?",
        "Did Alderson blackball Backman?",
    ]
    blackballing = disputes.nth(1)
    assert blackballing.locator(".timeline__date").inner_text() == "January 2017"
    no_sideways_scroll(page, width_name)
    blackballing.scroll_into_view_if_needed()
    page.screenshot(path=str(screenshot_dir / f"timeline-kinds-3-disputes-{width_name}.png"))
    blackballing.get_by_role("link", name="the update of Jan. 12, 2017").click()
    page.wait_for_url(f"**{BETRAYED}#update-1")
    assert "refuted his claims" in page.locator("#update-1").inner_text()
    page.go_back()

    kinds_nav(page).get_by_role("link", name="Updates").click()
    page.wait_for_url(lambda url: url.endswith("?show=updates#timeline"))
    update = page.locator("ol.timeline > li")
    assert update.count() == 1
    assert "update to wally backman says he was “betrayed”" in update.inner_text().lower()
    assert update.locator("h3 a").get_attribute("href") == f"{BETRAYED}#update-1"
    page.screenshot(path=str(screenshot_dir / f"timeline-kinds-4-updates-{width_name}.png"))

    page.goto(f"{live_server.url}{ARC}?show=podcasts")
    assert (
        "no kind of entry called “podcasts”: showing every entry"
        in page.locator("[role=status]").inner_text()
    )
    assert page.locator("ol.timeline > li").count() == 11
    context.close()


@pytest.mark.parametrize("width_name", WIDTHS)
def test_the_quotes_view_passes_axe(chromium, live_server, seed, screenshot_dir, width_name):
    context = chromium.new_context(
        viewport={"width": WIDTHS[width_name], "height": 900}, bypass_csp=True
    )
    page = context.new_page()
    page.goto(f"{live_server.url}{ARC}?show=quotes")
    results = {}
    blocking = check_page(page, "timeline-kinds-quotes", width_name, screenshot_dir, results)
    (screenshot_dir / f"axe-timeline-kinds-{width_name}.json").write_text(
        json.dumps(results, indent=2, ensure_ascii=False)
    )
    assert not blocking, blocking
    context.close()
