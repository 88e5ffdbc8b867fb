"""A reader follows the seed story and a person by email, and reports an error, in a real browser
at phone and desktop widths, without JavaScript doing any of it; axe-core on every page."""

import re

import pytest
from django.core import mail
from playwright.sync_api import expect

from following.models import Follow
from reports.models import ErrorReport
from stories.models import Quote
from tests.browser.audit import WIDTHS, check_page
from tests.seed_slugs import ARC, BETRAYED

pytestmark = pytest.mark.browser


@pytest.fixture
def page_at(chromium):
    contexts = []

    def open_page(width_name, **options):
        context = chromium.new_context(
            viewport={"width": WIDTHS[width_name], "height": 900}, bypass_csp=True, **options
        )
        contexts.append(context)
        return context.new_page()

    yield open_page
    for context in contexts:
        context.close()


@pytest.mark.parametrize("width_name", WIDTHS)
def test_a_reader_follows_the_story_and_confirms_by_mail(
    page_at, live_server, seed, screenshot_dir, width_name
):
    page = page_at(width_name, java_script_enabled=False)

    page.goto(f"{live_server.url}/arcs/{ARC}/")
    form = page.get_by_role("form", name=re.compile("Get an email when"))
    assert form.is_visible()
    form.get_by_label("Your email address").fill("reader@example.com")
    form.screenshot(path=str(screenshot_dir / f"follow-0-form-{width_name}.png"))
    page.screenshot(path=str(screenshot_dir / f"follow-0-arc-top-{width_name}.png"))
    form.get_by_role("button", name="Follow").click()
    expect(page.get_by_role("heading", level=1)).to_have_text("Check your inbox")
    (confirmation,) = mail.outbox
    link = re.search(r"https://throughline\.test(/follow/confirm/\S+/)", confirmation.body)[1]
    assert Follow.objects.get().confirmed_at is None

    page.goto(f"{live_server.url}{link}")
    assert (
        "Follow The Wally Backman–Sandy Alderson feud?"
        in page.get_by_role("heading").first.inner_text()
    )
    assert Follow.objects.get().confirmed_at is None  # opening the link confirms nothing
    page.get_by_role("button", name="Confirm").click()
    expect(page.get_by_role("heading", level=1)).to_have_text(re.compile("^You now follow"))
    page.screenshot(
        path=str(screenshot_dir / f"follow-2-confirmed-{width_name}.png"), full_page=True
    )
    assert Follow.objects.get().confirmed_at is not None
    # axe needs scripts: the same pages again in a browser that runs them.
    axe = page_at(width_name)
    axe.goto(f"{live_server.url}/follow/arc/{ARC}/sent/")
    blocking = check_page(axe, "follow-1-sent", width_name, screenshot_dir, {})
    axe.goto(f"{live_server.url}{link}")
    assert (
        check_page(axe, "follow-3-confirm-again", width_name, screenshot_dir, {}) == blocking == []
    )


@pytest.mark.parametrize("width_name", WIDTHS)
def test_a_wrong_address_is_pointed_out_next_to_the_field(
    page_at, live_server, seed, screenshot_dir, width_name
):
    page = page_at(width_name)
    page.goto(f"{live_server.url}/people/wally-backman/")
    form = page.get_by_role("form", name=re.compile("Get an email when Wally Backman"))
    field = form.get_by_label("Your email address")
    field.fill("not-an-address")
    # The browser's own check stops it first; a reader without it meets the server's.
    assert field.evaluate("element => element.validity.typeMismatch")
    page.evaluate("document.querySelector('.follow-form').noValidate = true")
    form.get_by_role("button", name="Follow").click()
    expect(page.get_by_role("heading", level=1)).to_have_text("Follow Wally Backman")
    expect(page.locator(".form-error")).to_contain_text("Enter a valid email address.")
    assert check_page(page, "follow-1-invalid", width_name, screenshot_dir, {}) == []
    assert not Follow.objects.exists()


@pytest.mark.parametrize("width_name", WIDTHS)
def test_a_reader_reports_an_error_in_an_article_and_a_quote(
    page_at, live_server, seed, screenshot_dir, width_name
):
    page = page_at(width_name, java_script_enabled=False)
    page.goto(f"{live_server.url}/articles/{BETRAYED}/")
    page.get_by_role("button", name="Report an error").click()
    expect(page.get_by_role("heading", level=1)).to_have_text("What is wrong in this article?")
    page.get_by_role("button", name="Send the report").click()  # nothing written yet
    expect(page.locator(".form-error").last).to_contain_text("This field is required.")
    page.screenshot(
        path=str(screenshot_dir / f"report-1-form-error-{width_name}.png"), full_page=True
    )
    page.get_by_label("What is wrong?").fill("Backman said “betrayed”, not “I’ve been betrayed”.")
    page.get_by_label("Your email address (optional)").fill("reader@example.com")
    page.get_by_role("button", name="Send the report").click()
    expect(page.get_by_role("heading", level=1)).to_contain_text("your report is with our editors")
    page.screenshot(path=str(screenshot_dir / f"report-2-thanks-{width_name}.png"), full_page=True)

    quote = Quote.objects.filter(article__slug=BETRAYED).first()
    page.goto(f"{live_server.url}{quote.get_absolute_url()}")
    page.get_by_role("button", name="Report an error").click()
    expect(page.get_by_role("heading", level=1)).to_have_text("What is wrong in this quote?")
    page.get_by_label("What is wrong?").fill("The quote is cut short.")
    page.get_by_role("button", name="Send the report").click()
    reports = ErrorReport.objects.order_by("pk")
    assert [(r.article.slug, r.quote_id) for r in reports] == [
        (BETRAYED, None),
        (BETRAYED, quote.pk),
    ]
    axe = page_at(width_name)
    axe.goto(f"{live_server.url}/articles/{BETRAYED}/")
    axe.get_by_role("button", name="Report an error").scroll_into_view_if_needed()
    axe.screenshot(path=str(screenshot_dir / f"report-0-button-{width_name}.png"))
    axe.get_by_role("button", name="Report an error").click()
    blocking = check_page(axe, "report-3-form", width_name, screenshot_dir, {})
    axe.goto(f"{live_server.url}/report/quote/{quote.pk}/sent/")
    assert (
        check_page(axe, "report-4-thanks-quote", width_name, screenshot_dir, {}) == blocking == []
    )
