"""An editor fixes a published quote in the admin, is made to add a correction, and readers see it."""

import pytest
from django.core.management import call_command
from playwright.sync_api import expect

from stories.models import Article, Quote
from tests.conftest import FIXTURES
from tests.factories import staff_user

BETRAYED = "wally-backman-says-he-was-betrayed-by-the-wilpons-and-the-mets"
NOTE = "An earlier version of this article quoted Backman as saying “I’ve been betrayed”; the quote is “betrayed”."


@pytest.mark.browser
@pytest.mark.django_db(transaction=True, serialized_rollback=True)
def test_an_editor_must_add_a_correction_and_readers_see_it(live_server, chromium, screenshot_dir):
    call_command("loaddata", *FIXTURES, verbosity=0)
    staff_user("Editors", "editor")
    article = Article.objects.get(slug=BETRAYED)
    index = list(article.quotes.order_by("position").values_list("text", flat=True)).index(
        "I’ve been betrayed"
    )
    page = chromium.new_context(viewport={"width": 1280, "height": 900}).new_page()

    page.goto(f"{live_server.url}/admin/login/")
    page.fill("#id_username", "editor")
    page.fill("#id_password", "pw")
    page.click("input[type=submit]")
    page.goto(f"{live_server.url}/admin/stories/article/{article.pk}/change/")
    page.fill(f"textarea[name='quotes-{index}-text']", "betrayed")
    page.click("input[name=_save]")

    error = page.locator(f"#id_quotes-{index}-correction_error, .errorlist").first
    expect(error).to_contain_text("Readers have already seen this quote")
    page.fill(f"textarea[name='quotes-{index}-correction']", NOTE)
    page.click("input[name=_save]")
    expect(page.locator(".messagelist")).to_contain_text("was changed successfully")

    page.goto(f"{live_server.url}{article.get_absolute_url()}")
    page.screenshot(path=str(screenshot_dir / "workflow-correction-on-article.png"), full_page=True)
    corrections = page.locator(".update--correction").inner_text()
    page.context.close()
    assert NOTE in corrections
    assert corrections.startswith("Correction,")


@pytest.mark.browser
@pytest.mark.django_db(transaction=True, serialized_rollback=True)
def test_reverting_a_corrected_quote_asks_for_a_note_and_keeps_the_first_correction(
    live_server, chromium, screenshot_dir
):
    call_command("loaddata", *FIXTURES, verbosity=0)
    staff_user("Editors", "editor")
    quote = Quote.objects.get(article__slug=BETRAYED, text="I’ve been betrayed")
    page = chromium.new_context(viewport={"width": 1280, "height": 900}).new_page()
    page.goto(f"{live_server.url}/admin/login/")
    page.fill("#id_username", "editor")
    page.fill("#id_password", "pw")
    page.click("input[type=submit]")
    change = f"{live_server.url}/admin/stories/quote/{quote.pk}/change/"
    page.goto(change)
    # The quote's first revision: a save must change something to be recorded (revisions.unchanged).
    setting = next(value for value, _ in Quote.Setting.choices if value and value != quote.setting)
    page.locator("select[name=setting]").evaluate(f"select => (select.value = '{setting}')")
    page.click("input[name=_save]")
    page.goto(change)
    page.fill("textarea[name=text]", "betrayed")
    page.fill("textarea[name=correction]", NOTE)
    page.click("input[name=_save]")

    page.goto(f"{change.removesuffix('change/')}history/")
    page.locator("#change-history tbody tr").last.locator(
        "a"
    ).click()  # the oldest revision: latest first
    page.click("input[name=_save]")
    expect(page.locator(".errorlist").first).to_contain_text("Readers have already seen this quote")
    page.fill("textarea[name=correction]", "We restored the quote as Backman said it.")
    page.click("input[name=_save]")
    expect(page.locator(".messagelist")).to_contain_text("was changed successfully")

    page.goto(f"{live_server.url}{quote.article.get_absolute_url()}")
    page.screenshot(
        path=str(screenshot_dir / "workflow-revert-keeps-corrections.png"), full_page=True
    )
    corrections = page.locator(".update--correction").all_inner_texts()
    page.context.close()
    assert [NOTE in text for text in corrections] == [True, False]
    assert "We restored the quote as Backman said it." in corrections[1]
    assert Quote.objects.get(pk=quote.pk).text == "I’ve been betrayed"
