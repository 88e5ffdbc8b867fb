"""A light article form (issue 29, items 2 and 8), in Chromium: a 10-quote article's form with quotes
found in the body fits 390 px (the review table's Speaker field on screen, no sideways scroll) and 1280
px, its rarely opened sections collapsed; bylines dragged into order on the add form, before any save.
Screenshots at 1280 and 390 px."""

import pytest
from django.core.management import call_command
from playwright.sync_api import expect

from stories.models import Article, Byline
from tests.factories import ParagraphFactory, PersonFactory, quoted_article, staff_user

pytestmark = [
    pytest.mark.browser,
    pytest.mark.django_db(transaction=True, serialized_rollback=True),
]


@pytest.fixture
def newsroom(db):
    call_command("sync_groups", verbosity=0)  # an earlier transactional test may have flushed them
    article = quoted_article(10)
    # Written since the last save: its quote is found in the body and proposed for review.
    written = ParagraphFactory(
        article=article,
        position=11,
        text="“We will not be moving the team,” Sandy Alderson, the general manager, said on Tuesday.",
    )
    staff_user("Editors", "editor")
    return {"article": article, "written": written}


def sideways_scroll(page) -> int:
    return page.evaluate("document.documentElement.scrollWidth - window.innerWidth")


def test_the_form_with_found_quotes_fits_390_and_1280_px(
    live_server,
    chromium,
    newsroom,
    signed_in,
    screenshot_dir,
):
    article, written = newsroom["article"], newsroom["written"]
    context, page = signed_in(chromium, live_server.url, "editor", width=390)
    page.goto(f"{live_server.url}/admin/stories/article/{article.pk}/change/?review={written.pk}")
    speaker = page.locator(".quote-review__speaker input").first
    expect(speaker).to_have_value("Sandy Alderson")
    speaker.scroll_into_view_if_needed()
    box = speaker.bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= 390
    assert sideways_scroll(page) <= 0
    # Rarely opened: the role sources and each quote's dates, places and subjects, one click away.
    expect(page.locator("#stated_roles-group details").first).not_to_have_attribute("open", "")
    expect(page.locator("#quotes-0 details").first).not_to_have_attribute("open", "")
    expect(page.locator("#quotes-0 .form-row.field-said_on")).to_be_hidden()
    page.locator("#quotes-0 details summary").first.click()
    expect(page.locator("#quotes-0 .form-row.field-said_on")).to_be_visible()
    page.locator("#quotes-0 details summary").first.click()
    page.screenshot(path=str(screenshot_dir / "light-form-found-quotes-390.png"), full_page=False)
    page.locator("#found-quotes").screenshot(
        path=str(screenshot_dir / "light-form-found-quotes-table-390.png")
    )
    page.screenshot(path=str(screenshot_dir / "light-form-390.png"), full_page=True)
    page.set_viewport_size({"width": 1280, "height": 900})
    expect(speaker).to_be_visible()
    assert sideways_scroll(page) <= 0
    page.screenshot(path=str(screenshot_dir / "light-form-1280.png"), full_page=True)
    context.close()


def choose_person(page, row: str, name: str):
    page.locator(f"#{row} .select2-selection").click()
    page.keyboard.type(name)
    page.locator(".select2-results__option", has_text=name).click()


def test_bylines_are_dragged_into_order_on_the_add_form(
    live_server,
    chromium,
    newsroom,
    signed_in,
    screenshot_dir,
):
    PersonFactory(name="Anna First")
    PersonFactory(name="Ben Second")
    context, page = signed_in(chromium, live_server.url, "editor")
    page.goto(f"{live_server.url}/admin/stories/article/add/")
    add = page.locator("#bylines-group .add-row a")
    add.click()
    add.click()
    choose_person(page, "bylines-0", "Anna First")
    choose_person(page, "bylines-1", "Ben Second")
    # Ben is dragged above Anna before the article was ever saved.
    page.drag_and_drop("#bylines-1 td.original p", "#bylines-0 td.original p")
    expect(page.locator("#bylines-group tbody tr.has_original").first).to_contain_text("Ben Second")
    page.screenshot(path=str(screenshot_dir / "light-form-add-bylines-1280.png"))
    page.fill("#id_headline", "Dragged bylines")
    page.fill("#id_body", "The council met on Tuesday.")
    page.fill("#id_published_on", "2017-01-12")
    page.locator("input[name=_continue]").first.click()
    expect(page.locator(".messagelist")).to_contain_text("was added successfully")
    article = Article.objects.get(headline="Dragged bylines")
    assert list(
        Byline.objects.filter(article=article)
        .order_by("position")
        .values_list("person__name", flat=True)
    ) == ["Ben Second", "Anna First"]
    context.close()
