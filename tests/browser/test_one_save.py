"""One save (issue 29): in Chromium, the seeded editor writes a new article of five paragraphs; the quotes in
it are proposed beside the body as they write (one by Wally Backman, one introduced as "the general manager
said" after "Sandy Alderson, the Mets’ general manager", one by a person not on file, one quote inside a
quote), confirmed in the same form, and the article is written and published with its quotes, byline and
arc by one save. Screenshots at 1280 and 390 px."""

import pytest
from django.core.management import call_command
from playwright.sync_api import expect

from stories.models import Article
from tests.browser.conftest import wait_for_requests_to_finish
from tests.conftest import FIXTURES
from tests.factories import staff_user

pytestmark = [
    pytest.mark.browser,
    pytest.mark.django_db(transaction=True, serialized_rollback=True),
]
SLUG = "backman-and-alderson-tell-it-differently"
PARAGRAPHS = [
    "Wally Backman said on Tuesday that the Mets fired him in 2016. "
    "“I was let go because I spoke my mind,” Backman said.",
    "Sandy Alderson, the Mets’ general manager, disputed that account. "
    "“Wally resigned, and we accepted his resignation,” the general manager said.",
    "“He was the best teacher those kids ever had,” said Marisol Okafor, a former 51s coach.",
    "Backman described the meeting. “Sandy looked at me and said, ‘You will never manage in this "
    "organization again,’ and that was it,” Backman said.",
    "The Mets declined to comment further.",
]
OUTER = "Sandy looked at me and said, ‘You will never manage in this organization again,’ and that was it"
INNER = "You will never manage in this organization again"


@pytest.fixture
def seeded_editor(db):
    call_command("loaddata", *FIXTURES, verbosity=0)
    call_command("sync_groups", verbosity=0)  # an earlier transactional test may have flushed them
    return staff_user("Editors", "editor")


@pytest.fixture
def page(chromium, live_server, seeded_editor):
    # Closed, and the live server left with no request in flight, before the database is flushed.
    context = chromium.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.goto(f"{live_server.url}/admin/login/")
    page.fill("#id_username", "editor")
    page.fill("#id_password", "pw")
    page.click("input[type=submit]")
    yield page
    context.close()
    wait_for_requests_to_finish()


def test_a_new_article_with_its_quotes_byline_and_arc_is_published_by_one_save(
    live_server, page, screenshot_dir
):
    saves = []
    page.on(
        "request",
        lambda request: (
            saves.append(request.url)
            if request.method == "POST" and "/admin/stories/article/" in request.url
            else None
        ),
    )
    page.goto(f"{live_server.url}/admin/stories/article/add/")
    page.fill("#id_headline", "Backman and Alderson tell it differently")
    page.press("#id_headline", "Tab")
    page.fill("#id_published_on", "2021-02-01")
    panel = page.locator("#found-quotes")
    rows = panel.locator("tbody tr")

    # Writing: the first two paragraphs, then the rest; the proposals follow the body.
    page.fill("#id_body", "\n\n".join(PARAGRAPHS[:2]))
    expect(rows).to_have_count(2)
    page.fill("#id_body", "\n\n".join(PARAGRAPHS))
    expect(rows).to_have_count(5)

    speakers = panel.locator(".quote-review__speaker input[name$='-speaker']")
    assert [speakers.nth(i).input_value() for i in range(5)] == [
        "Wally Backman",
        "Sandy Alderson",
        "Marisol Okafor",
        "Wally Backman",
        "Sandy Alderson",
    ]
    statuses = panel.locator(".quote-review__status").all_inner_texts()
    assert statuses == [
        "on file",
        "on file",
        "new person: will be added to People",
        "on file",
        "on file",
    ]
    expect(rows.nth(4)).to_contain_text("(inside a quote)")
    expect(rows.nth(4)).to_contain_text(INNER)
    # Beside the body, not at the top of the form.
    body_box = page.locator("#id_body").bounding_box()
    assert panel.bounding_box()["y"] > body_box["y"] + body_box["height"]

    # Byline and arc, as before.
    page.locator("#bylines-group .add-row a").click()
    page.locator("#bylines-group .select2-selection").last.click()
    page.keyboard.type("Kristie")
    page.click(".select2-results__option:has-text('Kristie Ackert')")
    page.click(".field-arcs .select2-selection")
    page.keyboard.type("feud")
    page.click(".select2-results__option:has-text('Sandy Alderson feud')")
    page.select_option("#id_status", "published")

    panel.scroll_into_view_if_needed()
    page.screenshot(path=str(screenshot_dir / "one-save-form-1280.png"))
    page.set_viewport_size({"width": 390, "height": 844})
    panel.scroll_into_view_if_needed()
    page.screenshot(path=str(screenshot_dir / "one-save-form-390.png"), full_page=True)
    page.set_viewport_size({"width": 1280, "height": 900})

    saves.clear()
    page.click("input[name=_save]")
    expect(page.locator(".messagelist")).to_contain_text("Saved 5 quotes found in the body")
    expect(page.locator(".messagelist")).to_contain_text("was added successfully")
    assert len(saves) == 1 and saves[0].endswith("/admin/stories/article/add/")  # one save
    assert "/admin/stories/article/" in page.url and "review=" not in page.url

    article = Article.objects.get(slug=SLUG)
    assert article.is_published
    assert [b.person.name for b in article.bylines.select_related("person")] == ["Kristie Ackert"]
    assert [e.arc.title for e in article.arc_entries.select_related("arc")] == [
        "The Wally Backman–Sandy Alderson feud"
    ]
    inner = article.quotes.get(text=INNER)
    assert inner.parent.text == OUTER

    # Readers see each quote with its speaker.
    page.goto(f"{live_server.url}{article.get_absolute_url()}")
    said = page.locator(".said-by li")
    for speaker, words in [
        ("Wally Backman", "I was let go because I spoke"),
        ("Sandy Alderson", "Wally resigned, and we accepted his"),
        ("Marisol Okafor", "He was the best teacher those"),
        ("Wally Backman", "Sandy looked at me and said,"),
        ("Sandy Alderson", "You will never manage in this"),
    ]:
        expect(said.filter(has_text=words).locator(".speaker")).to_have_text(speaker)
    page.screenshot(path=str(screenshot_dir / "one-save-article-1280.png"), full_page=True)
