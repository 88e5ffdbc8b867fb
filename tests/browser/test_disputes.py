"""A reader checks the seed story's conflicting accounts in Chromium: the arc's section, the article's markers,
the dispute page, and its ClaimReview once the newsroom makes a finding. Screenshots at phone and desktop widths."""

import datetime
import json

import pytest

from stories.models import Dispute
from stories.services.disputes import record_finding
from tests.browser.audit import BLOCKING, WIDTHS, check_page

pytestmark = pytest.mark.browser
BETRAYED = "/articles/wally-backman-says-he-was-betrayed-by-the-wilpons-and-the-mets/"
FEUD = "/articles/wally-backman-sandy-alderson-feud-is-still-going-quite-strong/"
DISPUTE = "/disputes/did-backman-step-down-or-was-he-fired/"


def claim_reviews(page) -> list[dict]:
    blocks = [
        json.loads(text)
        for text in page.locator('script[type="application/ld+json"]').all_text_contents()
    ]
    return [
        review
        for block in blocks
        if isinstance(block, list)
        for review in block
        if review["@type"] == "ClaimReview"
    ]


@pytest.mark.parametrize("width_name", WIDTHS)
def test_a_reader_follows_the_conflicting_accounts_from_the_arc_to_the_paragraphs(
    chromium, live_server, seed, screenshot_dir, width_name
):
    context = chromium.new_context(
        viewport={"width": WIDTHS[width_name], "height": 900}, bypass_csp=True
    )
    page = context.new_page()
    results, blocking = {}, {}

    def visit(name):
        blocking[name] = check_page(page, name, width_name, screenshot_dir, results)

    page.goto(f"{live_server.url}/arcs/wally-backman-sandy-alderson-feud/")
    if width_name == "phone":  # the page's jump list; wider screens show the sections without it
        page.get_by_role("link", name="Conflicting accounts").click()
        page.wait_for_url("**#conflicting-accounts")
    section = page.locator("#conflicting-accounts").locator("xpath=..")
    assert section.get_by_role(
        "heading", name="Did Backman step down or was he fired?"
    ).is_visible()
    # The seed's other dispute, whether Alderson blackballed Backman, has its own accounts beside this one.
    accounts = section.locator(f'[aria-labelledby="dispute-{DISPUTE.split("/")[2]}"] .account')
    assert accounts.count() == 3
    assert [accounts.nth(n).locator(".account__claim").inner_text() for n in range(3)] == [
        "Backman stepped down.",
        "Backman was fired.",
        "Backman was fired.",
    ]
    links = [accounts.nth(n).locator(".account__where a").get_attribute("href") for n in range(3)]
    assert links == [f"{BETRAYED}#paragraph-2", f"{BETRAYED}#paragraph-8", f"{FEUD}#paragraph-5"]
    assert [accounts.nth(n).locator("time").inner_text() for n in range(3)] == [
        "January 2017",
        "January 2017",
        "2021",
    ]
    tops = [accounts.nth(n).bounding_box()["y"] for n in range(3)]
    if width_name == "desktop":
        assert len(set(tops)) == 1, tops  # side by side
    else:
        assert tops == sorted(tops) and len(set(tops)) == 3, tops  # stacked, in order
    section.screenshot(path=str(screenshot_dir / f"disputes-1-arc-section-{width_name}.png"))
    visit("disputes-1-arc")

    accounts.nth(0).locator(".account__where a").click()
    page.wait_for_url(f"**{BETRAYED}#paragraph-2")
    target = page.locator("#paragraph-2")
    assert (
        "Backman stepped down from his job as the manager of the Las Vegas 51s"
        in target.inner_text()
    )
    assert page.locator(f'.account-marker[href^="{DISPUTE}"]').count() == 2
    marker = target.locator(".account-marker")
    assert marker.inner_text() == "Conflicting accounts: Did Backman step down or was he fired?"
    assert "why he was even fired" in page.locator("#paragraph-8").inner_text()
    assert (
        page.locator(f'#paragraph-8 .account-marker[href^="{DISPUTE}"]').get_attribute("href")
        == f"{DISPUTE}#account-2"
    )
    target.screenshot(path=str(screenshot_dir / f"disputes-2-article-marker-{width_name}.png"))
    visit("disputes-2-article")

    marker.click()
    page.wait_for_url(f"**{DISPUTE}#account-1")
    assert (
        page.get_by_role("heading", level=1).inner_text()
        == "Did Backman step down or was he fired?"
    )
    assert "Open." in page.locator(".dispute-finding").inner_text()
    assert claim_reviews(page) == []
    visit("disputes-3-dispute-open")

    dispute = Dispute.objects.get(slug="did-backman-step-down-or-was-he-fired")
    dispute.finding = Dispute.Finding.SUPPORTED
    dispute.finding_note = (
        "A test finding: the newsroom's check of the club's records (not part of the seed)."
    )
    dispute.finding_on = datetime.date(2026, 12, 1)
    record_finding(dispute, supported=dispute.accounts.get(position=3))
    page.reload()
    reviews = claim_reviews(page)
    assert [(r["claimReviewed"], r["reviewRating"]["alternateName"]) for r in reviews] == [
        ("Backman stepped down.", "Not supported by the record"),
        (
            "Backman was fired.",
            "Supported by the record",
        ),  # the same answer as the supported account
        ("Backman was fired.", "Supported by the record"),
    ]
    assert reviews[2]["itemReviewed"]["appearance"]["url"] == f"{live_server.url}{FEUD}#paragraph-5"
    assert page.locator("#account-3 .badge--supported").is_visible()
    visit("disputes-4-dispute-finding")

    (screenshot_dir / f"axe-disputes-{width_name}.json").write_text(
        json.dumps(results, indent=2, ensure_ascii=False)
    )
    context.close()
    assert not any(blocking.values()), json.dumps(blocking, indent=2, ensure_ascii=False)
    assert BLOCKING  # the same blocking impacts as the reader walk
