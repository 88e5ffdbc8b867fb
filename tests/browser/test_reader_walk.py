"""A reader follows the seed story in a real browser, at phone and desktop widths, with axe-core on every page."""

import json

import pytest
from playwright.sync_api import expect

from tests.browser.audit import WIDTHS, check_page

pytestmark = pytest.mark.browser


def open_filters(page):
    """On a phone the filters fold behind their summary: a reader taps it to open them."""
    if not page.get_by_role("button", name="Filter").is_visible():
        page.locator(".filter-fold__summary").click()


@pytest.mark.parametrize("width_name", WIDTHS)
def test_a_reader_follows_the_arc_from_home_to_a_person(
    chromium, live_server, seed, screenshot_dir, width_name
):
    context = chromium.new_context(
        viewport={"width": WIDTHS[width_name], "height": 900}, bypass_csp=True
    )
    page = context.new_page()
    results, blocking = {}, {}

    def visit(name):
        blocking[name] = check_page(page, name, width_name, screenshot_dir, results)

    page.goto(live_server.url)
    assert page.get_by_role("heading", level=1).inner_text() == "Running stories"
    visit("1-home")

    page.get_by_role("link", name="The Wally Backman–Sandy Alderson feud").first.click()
    assert (
        page.get_by_role("heading", level=1).inner_text() == "The Wally Backman–Sandy Alderson feud"
    )
    assert page.get_by_role("heading", name="Timeline").is_visible()
    visit("2-arc")

    page.get_by_role(
        "link", name="Wally Backman says he was “betrayed” by the Wilpons and the Mets"
    ).first.click()
    assert "Update, Jan. 12, 2017:" in page.locator(".updates").inner_text()
    visit("3-article")

    page.locator("q.quote a.quote__link").filter(has_text="I’ve been betrayed").click()
    assert page.locator(".quote-hero blockquote").inner_text() == "“I’ve been betrayed”"
    visit("4-quote")

    page.locator(".quote-hero").get_by_role("link", name="Wally Backman").click()
    assert page.get_by_role("heading", level=1).inner_text() == "Wally Backman"
    visit("5-person")

    page.get_by_role("link", name="Quotes", exact=True).click()
    open_filters(page)
    page.get_by_label("Said by").fill("Sandy Alderson")
    page.get_by_role("button", name="Filter").click()
    expect(page.get_by_role("heading", name="2 quotes")).to_be_visible()
    visit("6-quote-list")

    page.get_by_role("link", name="Articles", exact=True).first.click()
    visit("7-article-list")

    open_filters(page)
    page.get_by_label("Quoted or mentioned").fill("nobody at all")
    page.get_by_role("button", name="Filter").click()
    assert (
        "No published article names anybody called “nobody at all”."
        in page.locator(".filters__error").inner_text()
    )
    visit("8-article-list-error")

    page.get_by_role("link", name="Stories", exact=True).click()
    page.get_by_role("link", name="All story arcs, A to Z").click()
    assert page.get_by_role("heading", level=1).inner_text() == "Story arcs"
    visit("9-arc-index")

    (screenshot_dir / f"axe-{width_name}.json").write_text(
        json.dumps(results, indent=2, ensure_ascii=False)
    )
    context.close()
    assert not any(blocking.values()), json.dumps(blocking, indent=2, ensure_ascii=False)


def test_the_timeline_filter_works_without_javascript(chromium, live_server, seed):
    context = chromium.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(f"{live_server.url}/arcs/wally-backman-sandy-alderson-feud/")
    page.get_by_label("Show the timeline for").select_option(label="Kristie Ackert")
    page.get_by_role("button", name="Show").click()
    assert "person=kristie-ackert" in page.url
    assert "involving Kristie Ackert" in page.locator(".filter-state").inner_text()
    context.close()


@pytest.mark.parametrize("width_name", WIDTHS)
def test_a_reader_pages_through_a_long_story(chromium, live_server, db, screenshot_dir, width_name):
    from tests.factories import build_running_story

    arc = build_running_story(15)  # 45 timeline entries, 30 of them involving cast-0: two pages
    context = chromium.new_context(
        viewport={"width": WIDTHS[width_name], "height": 900}, bypass_csp=True
    )
    page = context.new_page()
    page.goto(f"{live_server.url}{arc.get_absolute_url()}?person=cast-0")
    assert (
        "Showing entries 1–25 of the 30 involving Cast member 0"
        in page.locator(".filter-state").inner_text()
    )
    page.get_by_role("navigation", name="Timeline pages").get_by_role("link", name="Later").click()
    page.wait_for_url("**person=cast-0&page=2**")  # and for the page to load: count() does not wait
    expect(
        page.get_by_role("heading", name="Timeline: Jan. 13, 2017 – Jan. 15, 2017")
    ).to_be_visible()
    assert page.locator(".timeline__item").count() == 5
    results = {}
    check_page(page, "8-long-arc-page-2", width_name, screenshot_dir, results)
    context.close()
    assert results == {f"8-long-arc-page-2 ({width_name})": []}, json.dumps(
        results, indent=2, ensure_ascii=False
    )


def test_the_person_filters_work_without_javascript(chromium, live_server, seed):
    context = chromium.new_context(java_script_enabled=False)
    page = context.new_page()
    page.goto(f"{live_server.url}/quotes/")
    page.get_by_label("Said by").fill("alderson")
    page.get_by_role("button", name="Filter").click()
    # The click returns once the next page starts loading; is_visible() would not wait for it.
    page.wait_for_url("**speaker=alderson**")
    expect(page.get_by_role("heading", name="2 quotes")).to_be_visible()
    context.close()
