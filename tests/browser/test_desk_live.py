"""The editors' desk beside the article form, in Chromium: autosave survives a closed tab, the live
preview follows the typing, two editors see each other and merge or clash, a note is left and
resolved, and the calendar lists a scheduled article. Screenshots at 1280 and 390 px."""

import datetime

import pytest
import reversion
from django.core.management import call_command
from django.utils import timezone
from playwright.sync_api import expect
from reversion.models import Version

from desk.models import Note
from stories.models import Article
from tests.factories import ArticleFactory, ParagraphFactory, staff_user

# serialized_rollback as the other browser tests: the next one finds the database as migrated.
pytestmark = [
    pytest.mark.browser,
    pytest.mark.django_db(transaction=True, serialized_rollback=True),
]


@pytest.fixture
def newsroom(db, settings):
    settings.DESK_HEARTBEAT_SECONDS = 1
    call_command("sync_groups", verbosity=0)  # an earlier transactional test may have flushed them
    article = ArticleFactory(
        headline="Council votes on the budget", dek="A first dek", status="draft"
    )
    ParagraphFactory(article=article, position=1, text="The council met on Tuesday night.")
    ParagraphFactory(article=article, position=2, text="The vote was close.")
    with (
        reversion.create_revision()
    ):  # as the add form leaves it: its first version, the merge's base
        article.save()
    return {
        "article": article,
        "editor": staff_user("Editors", "editor"),
        "colleague": staff_user("Editors", "colleague"),
        "reporter": staff_user("Reporters", "reporter"),
    }


def change_url(base, article):
    return f"{base}/admin/stories/article/{article.pk}/change/"


def test_autosave_brings_back_the_text_after_the_tab_was_closed(
    live_server, chromium, newsroom, signed_in
):
    article = newsroom["article"]
    context, page = signed_in(chromium, live_server.url, "editor")
    page.goto(change_url(live_server.url, article))
    typed = "The council met on Tuesday night.\n\nThe vote was close: 5 to 4, after midnight."
    page.fill("#id_body", typed)
    expect(page.locator(".desk-autosave__status")).to_contain_text("Unsaved changes kept at")
    page.close()  # the tab is closed without saving

    page = context.new_page()
    page.goto(change_url(live_server.url, article))
    offer = page.locator(".desk-autosave__restore")
    expect(offer).to_be_visible()
    assert "You have unsaved changes from" in offer.inner_text()
    assert "5 to 4" not in page.input_value("#id_body")
    offer.get_by_role("button", name="Restore").click()
    assert page.input_value("#id_body") == typed
    assert Version.objects.get_for_object(article).count() == 1  # autosave is no version
    page.click("input[name=_save]")
    expect(page.locator(".messagelist")).to_contain_text("was changed successfully")
    assert list(article.paragraphs.values_list("text", flat=True))[1].startswith(
        "The vote was close: 5 to 4"
    )
    page.goto(change_url(live_server.url, article))
    expect(page.locator(".desk-autosave__restore")).to_be_hidden()  # saved: nothing to restore
    context.close()


def test_the_live_preview_follows_the_typing(
    live_server, chromium, newsroom, signed_in, screenshot_dir
):
    article = newsroom["article"]
    context, page = signed_in(chromium, live_server.url, "editor")
    page.goto(change_url(live_server.url, article))
    frame = page.frame_locator(".desk-preview__frame")
    expect(frame.locator("h1")).to_have_text("Council votes on the budget")
    page.fill("#id_headline", "Council passes the budget")
    page.fill("#id_body", "The council met on Tuesday night.\n\nA paragraph typed just now.")
    expect(frame.locator("h1")).to_have_text("Council passes the budget")
    expect(frame.locator(".story__body")).to_contain_text("A paragraph typed just now.")
    assert Article.objects.get(pk=article.pk).headline == "Council votes on the budget"
    page.screenshot(path=str(screenshot_dir / "desk-live-1280.png"), full_page=False)
    page.set_viewport_size({"width": 390, "height": 844})
    page.screenshot(path=str(screenshot_dir / "desk-live-390.png"), full_page=True)
    context.close()


def test_two_editors_see_each_other_merge_different_fields_and_clash_on_the_same(
    live_server, chromium, newsroom, signed_in, screenshot_dir
):
    article = newsroom["article"]
    url = change_url(live_server.url, article)
    theirs, colleague = signed_in(chromium, live_server.url, "colleague")
    colleague.goto(url)
    mine, editor = signed_in(chromium, live_server.url, "editor")
    editor.goto(url)
    expect(editor.locator(".desk-presence__list")).to_contain_text(
        "colleague has this article open since"
    )
    expect(colleague.locator(".desk-presence__list")).to_contain_text(
        "editor has this article open since"
    )

    colleague.fill("#id_headline", "Council passes the budget")
    colleague.click("input[name=_continue]")
    expect(colleague.locator(".messagelist")).to_contain_text("was changed successfully")
    expect(editor.locator(".desk-presence__clash")).to_contain_text(
        "colleague saved this article at"
    )
    editor.fill("#desk-note-text", "Headline: say how many votes?")
    editor.get_by_role("button", name="Add note").click()
    expect(editor.locator(".desk-note")).to_contain_text("how many votes")
    editor.locator("#desk").evaluate(
        "side => side.scrollTo(0, 0)"
    )  # its own scroll, moved by the note
    editor.screenshot(path=str(screenshot_dir / "desk-change-form-panels-1280.png"))
    editor.set_viewport_size({"width": 390, "height": 844})
    editor.screenshot(path=str(screenshot_dir / "desk-change-form-panels-390.png"), full_page=True)
    editor.set_viewport_size({"width": 1280, "height": 900})

    editor.fill("#id_dek", "Five votes to four")
    editor.click("input[name=_continue]")
    expect(editor.locator(".messagelist")).to_contain_text("your changes were merged with theirs")
    saved = Article.objects.get(pk=article.pk)
    assert (saved.headline, saved.dek) == ("Council passes the budget", "Five votes to four")

    # Both change the headline: the second save is refused, showing both versions.
    colleague.fill("#id_headline", "Budget passes")
    colleague.click("input[name=_continue]")
    expect(colleague.locator(".messagelist")).to_contain_text("was changed successfully")
    editor.fill("#id_headline", "Council approves the budget")
    editor.click("input[name=_continue]")
    clashes = editor.locator(".conflict-clashes")
    expect(clashes).to_contain_text("Council approves the budget")
    expect(clashes).to_contain_text("Budget passes")
    assert (
        "changing the same field as you: Headline"
        in editor.locator(".errornote, .errorlist").all_inner_texts().__str__()
    )
    assert Article.objects.get(pk=article.pk).headline == "Budget passes"
    mine.close()
    theirs.close()


def test_a_note_is_left_on_a_paragraph_and_resolved(live_server, chromium, newsroom, signed_in):
    article = newsroom["article"]
    url = change_url(live_server.url, article)
    context, reporter = signed_in(chromium, live_server.url, "reporter")
    reporter.goto(url)
    reporter.fill("#desk-note-text", "Was it five to four? Check the minutes.")
    second = article.paragraphs.get(position=2)
    reporter.select_option("#desk-note-paragraph", value=str(second.pk))
    reporter.get_by_role("button", name="Add note").click()
    expect(reporter.locator(".desk-note")).to_contain_text("Check the minutes")
    expect(reporter.locator(".desk-note")).to_contain_text("on ¶2 “The vote was close.”")
    context.close()

    context, editor = signed_in(chromium, live_server.url, "editor")
    editor.goto(url)
    expect(editor.locator(".desk-notes__count")).to_have_text("(1 open)")
    editor.get_by_role("button", name="Resolve note by reporter").click()
    expect(editor.locator(".desk-notes__count")).to_have_text("(0 open)")
    expect(editor.locator(".desk-notes__resolved")).to_contain_text("1 resolved")
    note = Note.objects.get()
    assert note.resolved_by.username == "editor"
    editor.goto(article.get_absolute_url().join([live_server.url, "?preview"]))
    assert "Check the minutes" not in editor.content()
    context.close()


def test_the_calendar_lists_a_scheduled_article(live_server, chromium, newsroom, signed_in):
    at = timezone.now() + datetime.timedelta(hours=2)
    scheduled = ArticleFactory(
        headline="Budget story under embargo", status="published", publish_at=at
    )
    context, page = signed_in(chromium, live_server.url, "editor")
    page.get_by_role("link", name="Scheduling calendar").click()
    day = timezone.localtime(at).date().isoformat()
    page.goto(f"{live_server.url}/admin/desk/calendar/?scale=week&date={day}")
    item = page.locator(".desk-calendar__item", has_text="Budget story under embargo")
    expect(item).to_contain_text(f"{timezone.localtime(at):%H:%M}")
    expect(item).to_contain_text("scheduled")
    page.locator(".desk-calendar__day", has=item).locator("h3 a").click()  # that day alone
    expect(
        page.locator("h2", has_text=timezone.localtime(at).strftime("%B %-d, %Y"))
    ).to_be_visible()
    item.get_by_role("link").click()
    assert page.url.endswith(f"/admin/stories/article/{scheduled.pk}/change/")
    context.close()
