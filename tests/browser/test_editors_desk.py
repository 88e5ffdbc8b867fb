"""The editors' desk in Chromium, as the seeded editor: write, quote, place, publish and correct from the article form.

Writing the new article took two saves of the article form: the first writes the three paragraphs,
publishes the article and puts it in the seed arc; the finder then proposes its three quotes, and the
second save (the one confirmation step) keeps them, correcting the unnamed source's description.
Inserting a paragraph and fixing a typo is one more save, correcting a published quote another.
"""

import pytest
from django.core.management import call_command
from playwright.sync_api import expect

from stories.models import Article, Quote
from tests.conftest import FIXTURES
from tests.factories import staff_user

HEADLINE = "Alderson and Backman trade words again"
SLUG = "alderson-and-backman-trade-words-again"
FIRST = "“I never blackballed anybody, ever,” Sandy Alderson said on Tuesday at Citi Field."
SECOND = "“He shut the door on me,” Wally Backman said in an interview with the Daily News."
THIRD = "“We will see how the talks go,” said a person close to the team who asked not to be named. Talks go on Thrusday."
TOP = "The feud that began in 2016 flared up again this week."
NOTE = "An earlier version of this article misspelled Thursday."
QUOTE_NOTE = "An earlier version quoted Alderson as adding “ever”; he did not."


def sign_in(page, base):
    page.goto(f"{base}/admin/login/")
    page.fill("#id_username", "editor")
    page.fill("#id_password", "pw")
    page.click("input[type=submit]")


def quote_homes():
    return {
        q.text: (q.paragraph_id, q.paragraph.text)
        for q in Quote.objects.filter(article__slug=SLUG).select_related("paragraph")
    }


@pytest.mark.browser
@pytest.mark.django_db(transaction=True, serialized_rollback=True)
def test_an_editor_writes_quotes_places_and_corrects_an_article_from_its_form(
    live_server, chromium, screenshot_dir
):
    call_command("loaddata", *FIXTURES, verbosity=0)
    call_command(
        "sync_groups", verbosity=0
    )  # an earlier transactional test may have flushed the groups
    staff_user("Editors", "editor")
    page = chromium.new_context(viewport={"width": 1280, "height": 900}).new_page()
    sign_in(page, live_server.url)
    # The two-step review, as without the form's script (test_one_save.py has the live proposals).
    page.route("**/found-quotes/", lambda route: route.abort())

    # Save 1: write, publish, place in the arc.
    page.goto(f"{live_server.url}/admin/stories/article/add/")
    page.fill("#id_headline", HEADLINE)
    page.press("#id_headline", "Tab")
    assert page.input_value("#id_slug") == SLUG  # filled in from the headline
    page.fill("#id_body", f"{FIRST}\n\n{SECOND}\n\n{THIRD}")
    assert (
        page.locator("#id_body_helptext").inner_text().startswith("53 words.")
    )  # counted as you type
    page.fill("#id_published_on", "2021-02-01")
    page.select_option("#id_status", "published")
    page.click(".field-arcs .select2-selection")
    page.keyboard.type("feud")
    page.click(".select2-results__option:has-text('Sandy Alderson feud')")
    page.click("input[name=_save]")

    # The review panel: three quotes, two speakers on file, one unnamed source described, nothing stored yet.
    panel = page.locator("#found-quotes")
    panel.wait_for()
    expect(page.locator(".messagelist")).to_contain_text("3 quotes found in what you wrote")
    rows = panel.locator("tbody tr")
    assert rows.count() == 3
    assert panel.locator(".quote-review__status").all_inner_texts() == ["on file", "on file"]
    assert panel.locator("input[name='found-quote0-speaker']").input_value() == "Sandy Alderson"
    assert panel.locator("input[name='found-quote1-speaker']").input_value() == "Wally Backman"
    assert panel.locator("input[name='found-quote2-speaker']").input_value() == ""
    assert not Quote.objects.filter(article__slug=SLUG).exists()
    page.screenshot(path=str(screenshot_dir / "desk-change-form-review-1280.png"), full_page=True)

    # Save 2, the confirmation: the description the finder cut short is completed.
    panel.locator("input[name='found-quote2-description']").fill(
        "a person close to the team who asked not to be named"
    )
    panel.locator("input[value='Save with the ticked quotes']").click()
    expect(page.locator(".messagelist")).to_contain_text("Saved 3 quotes found in the body")
    homes = quote_homes()
    assert {text for text in homes} == {
        "I never blackballed anybody, ever",
        "He shut the door on me",
        "We will see how the talks go",
    }
    unnamed = Quote.objects.get(article__slug=SLUG, speaker__isnull=True)
    assert unnamed.speaker_description == "a person close to the team who asked not to be named"
    page.screenshot(path=str(screenshot_dir / "desk-change-form-1280.png"), full_page=True)

    page.goto(f"{live_server.url}/articles/{SLUG}/")
    assert "Part 4 of 4" in page.locator(".arc-nav__title").inner_text()
    assert page.locator("a.said-by__quote").count() == 3

    # A third save: a paragraph at the top and a typo fixed in the last; readers saw the typo, so a correction.
    page.goto(
        f"{live_server.url}/admin/stories/article/{Article.objects.get(slug=SLUG).pk}/change/"
    )
    page.fill(
        "#id_body", f"{TOP}\n\n{FIRST}\n\n{SECOND}\n\n{THIRD.replace('Thrusday', 'Thursday')}"
    )
    page.click("input[name=_save]")
    expect(page.locator(".field-body_correction")).to_contain_text(
        "Readers have already seen this article"
    )
    page.fill("#id_body_correction", NOTE)
    page.click("input[name=_save]")
    expect(page.locator(".messagelist")).to_contain_text("was changed successfully")
    after = quote_homes()
    for text, (paragraph_id, _) in homes.items():
        assert after[text][0] == paragraph_id, f"{text} left its paragraph"
    assert after["We will see how the talks go"][1].endswith("Talks go on Thursday.")

    # A fourth: correcting a published quote's words, with its correction note.
    article = Article.objects.get(slug=SLUG)
    index = list(article.quotes.order_by("position").values_list("text", flat=True)).index(
        "I never blackballed anybody, ever"
    )
    page.goto(f"{live_server.url}/admin/stories/article/{article.pk}/change/")
    page.fill(f"textarea[name='quotes-{index}-text']", "I never blackballed anybody")
    page.fill(f"textarea[name='quotes-{index}-correction']", QUOTE_NOTE)
    page.click("input[name=_save]")
    expect(page.locator(".messagelist")).to_contain_text("was changed successfully")

    page.goto(f"{live_server.url}/articles/{SLUG}/")
    corrections = page.locator(".update--correction").all_inner_texts()
    assert any(QUOTE_NOTE in text for text in corrections) and any(
        NOTE in text for text in corrections
    )
    page.screenshot(path=str(screenshot_dir / "desk-article-corrected.png"), full_page=True)
    page.goto(f"{live_server.url}/corrections/")
    listing = page.locator("main").inner_text()
    page.context.close()
    assert QUOTE_NOTE in listing and HEADLINE in listing


@pytest.mark.browser
@pytest.mark.django_db(transaction=True, serialized_rollback=True)
def test_the_change_form_and_changelists_at_desk_and_phone_width(
    live_server, chromium, screenshot_dir
):
    call_command("loaddata", *FIXTURES, verbosity=0)
    call_command(
        "sync_groups", verbosity=0
    )  # an earlier transactional test may have flushed the groups
    staff_user("Editors", "editor")
    article = Article.objects.get(
        slug="wally-backman-says-he-was-betrayed-by-the-wilpons-and-the-mets"
    )
    for width in (1280, 390):
        page = chromium.new_context(viewport={"width": width, "height": 900}).new_page()
        sign_in(page, live_server.url)
        for name, address in [
            ("articles", "stories/article/"),
            ("quotes", "stories/quote/"),
            ("people", "people/person/"),
            ("change-form", f"stories/article/{article.pk}/change/"),
        ]:
            page.goto(f"{live_server.url}/admin/{address}")
            page.screenshot(
                path=str(screenshot_dir / f"desk-{name}-{width}.png"),
                full_page=name != "change-form",
            )
            if name == "articles":
                rows = page.locator("#result_list tbody tr")
                assert rows.count() == 3
                # Headlines on at most two lines.
                heights = page.locator(
                    "#result_list td.field-headline_column a, #result_list th.field-headline_column a"
                )
                line = float(
                    page.evaluate(
                        "parseFloat(getComputedStyle(document.querySelector('#result_list tbody a')).lineHeight)"
                    )
                )
                for box in (heights.nth(i).bounding_box() for i in range(heights.count())):
                    assert box["height"] <= 2 * line + 1
        page.context.close()
