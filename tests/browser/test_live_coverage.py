"""Live coverage on the seed arc (issue 31, item 5), in Chromium at phone and desktop widths: the key
events and the pinned entry at the top, a new entry appearing on the open page without a reload (the
site's own security policy, not bypassed), and the same page complete without JavaScript."""

import datetime
import json

import pytest

from tests.browser.audit import WIDTHS, check_page

pytestmark = pytest.mark.browser
ARC_URL = "/arcs/wally-backman-sandy-alderson-feud/"


def go_live():
    from stories.models import StoryArc

    arc = StoryArc.objects.get(slug="wally-backman-sandy-alderson-feud")
    arc.is_live = True
    arc.save()
    entries = list(arc.entries.order_by("position"))
    for entry in entries[:3]:
        entry.key_event = True
        entry.save()
    entries[-1].pinned = True
    entries[-1].save()
    return arc


@pytest.mark.parametrize("width_name", WIDTHS)
def test_a_new_entry_appears_on_the_open_page_without_a_reload(
    chromium, live_server, seed, screenshot_dir, width_name, settings
):
    from tests.factories import ArcEntryFactory, EventFactory

    settings.LIVE_POLL_SECONDS = 1
    arc = go_live()
    context = chromium.new_context(viewport={"width": WIDTHS[width_name], "height": 900})
    page = context.new_page()
    refused = []
    page.on(
        "console",
        lambda m: refused.append(m.text) if "Content Security Policy" in m.text else None,
    )
    page.goto(f"{live_server.url}{ARC_URL}")
    live = page.get_by_role("region", name="Live Key events")
    assert live.get_by_role("listitem").count() == 3
    assert live.get_by_text("Pinned").is_visible()
    assert "new entries appear" in page.locator("#live-status").inner_text()
    page.screenshot(path=str(screenshot_dir / f"40-live-top-{width_name}.png"))

    event = EventFactory(
        title="Backman joins a new club",
        happened_on=datetime.date(2021, 6, 1),
        happened_precision="day",
    )
    ArcEntryFactory(arc=arc, event=event, position=arc.entries.count() + 1, key_event=True)
    entry = page.locator(f"#event-{event.pk}")
    entry.wait_for(timeout=15000)
    assert entry.get_by_text("New", exact=True).is_visible()
    assert "1 new entry added to the timeline" in page.locator("#live-status").inner_text()
    assert live.get_by_role("listitem").count() == 4  # the key events are refreshed too
    assert not refused, refused
    entry.scroll_into_view_if_needed()
    page.screenshot(path=str(screenshot_dir / f"41-live-new-entry-{width_name}.png"))
    context.close()

    context = chromium.new_context(
        viewport={"width": WIDTHS[width_name], "height": 900}, bypass_csp=True
    )
    page = context.new_page()
    page.goto(f"{live_server.url}{ARC_URL}")
    results = {}
    blocking = check_page(page, "42-live-arc", width_name, screenshot_dir, results)
    context.close()
    assert not blocking, json.dumps(results, indent=2, ensure_ascii=False)


@pytest.mark.parametrize("width_name", WIDTHS)
def test_live_coverage_is_complete_without_javascript(
    chromium, live_server, seed, screenshot_dir, width_name
):
    go_live()
    context = chromium.new_context(
        viewport={"width": WIDTHS[width_name], "height": 900}, java_script_enabled=False
    )
    page = context.new_page()
    page.goto(f"{live_server.url}{ARC_URL}")
    live = page.get_by_role("region", name="Live Key events")
    assert live.get_by_role("listitem").count() == 3 and live.get_by_text("Pinned").is_visible()
    assert "reload the page for the latest entries" in page.locator("#live-status").inner_text()
    first = live.get_by_role("listitem").get_by_role("link").first
    first.click()
    target = page.locator(f"#{page.url.split('#')[1]}")
    assert target.is_visible()
    page.screenshot(path=str(screenshot_dir / f"43-live-no-js-{width_name}.png"))
    context.close()
