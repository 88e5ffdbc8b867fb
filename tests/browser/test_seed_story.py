"""A reader reads the seed story's arc in Chromium (issue 31, item 1): each statement once on the timeline,
the blackballing dispute with each side's account linked to its passage, roles dated in order.
Screenshots at phone and desktop widths."""

import json

import pytest

from tests.browser.audit import WIDTHS, check_page

pytestmark = pytest.mark.browser
ARC = "/arcs/wally-backman-sandy-alderson-feud/"
BETRAYED = "/articles/wally-backman-says-he-was-betrayed-by-the-wilpons-and-the-mets/"


@pytest.mark.parametrize("width_name", WIDTHS)
def test_a_reader_finds_each_statement_once_and_both_sides_of_the_blackballing_claim(
    chromium, live_server, seed, screenshot_dir, width_name
):
    context = chromium.new_context(
        viewport={"width": WIDTHS[width_name], "height": 900}, bypass_csp=True
    )
    page = context.new_page()
    page.goto(f"{live_server.url}{ARC}")

    timeline = page.locator("ol.timeline")
    assert timeline.inner_text().count("Nobody has called about Wally") == 1
    assert page.locator("body").inner_text().count("Nobody has called about Wally") == 1
    assert timeline.locator("li.timeline__item").count() == 11  # 7 events, 3 articles, 1 update
    for restating in ("Alderson: “Nobody has called about Wally”", "Alderson turns down"):
        assert restating not in timeline.inner_text()
    update = timeline.locator("li.timeline__item--update")
    assert update.is_visible() and "Jan. 12, 2017" in update.inner_text()
    # Right under its article, and the next line is the next article: no event restating it in between.
    following = update.locator("xpath=following-sibling::li[1]")
    assert "Wally Backman asked to come home" in following.inner_text()
    update.scroll_into_view_if_needed()
    page.screenshot(path=str(screenshot_dir / f"seed-story-1-timeline-{width_name}.png"))

    if width_name == "phone":  # the page's jump list; wider screens show the sections without it
        page.get_by_role("link", name="Conflicting accounts").click()
        page.wait_for_url("**#conflicting-accounts")
    dispute = page.locator('[aria-labelledby="dispute-did-alderson-blackball-backman"]')
    assert dispute.get_by_role("heading", name="Did Alderson blackball Backman?").is_visible()
    accounts = dispute.locator(".account")
    claims = [accounts.nth(n).locator(".account__claim").inner_text() for n in range(5)]
    assert claims == [
        "Alderson blackballed Backman.",
        "Alderson blackballed Backman.",
        "Alderson did not blackball Backman.",
        "Alderson did not blackball Backman.",
        "Alderson blackballed Backman.",
    ]
    links = [accounts.nth(n).locator(".account__where a").get_attribute("href") for n in range(4)]
    assert links == [
        f"{BETRAYED}#paragraph-3",
        f"{BETRAYED}#paragraph-4",
        f"{BETRAYED}#paragraph-8",
        f"{BETRAYED}#update-1",
    ]
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= WIDTHS[width_name], width  # no sideways scroll
    dispute.screenshot(path=str(screenshot_dir / f"seed-story-2-dispute-{width_name}.png"))

    cast = page.locator("#cast").locator("xpath=..")
    assert (
        "General manager, New York Mets (October 2010–2018); President, New York Mets (from 2020)"
        in cast.inner_text()
    )
    results = {}
    blocking = check_page(page, "seed-story-arc", width_name, screenshot_dir, results)
    (screenshot_dir / f"axe-seed-story-{width_name}.json").write_text(
        json.dumps(results, indent=2, ensure_ascii=False)
    )

    accounts.nth(3).locator(".account__where a").click()
    page.wait_for_url(f"**{BETRAYED}#update-1")
    assert "refuted his claims" in page.locator("#update-1").inner_text()
    page.screenshot(path=str(screenshot_dir / f"seed-story-3-update-{width_name}.png"))
    context.close()
    assert not blocking, json.dumps(blocking, indent=2, ensure_ascii=False)
