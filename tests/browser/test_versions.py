"""An editor corrects a published quote once, in the article's body, with one note; readers find exactly one
correction on the article, on /corrections/ and on the versions page, whose diff shows the old and new words."""

import pytest
from django.core.management import call_command
from playwright.sync_api import expect

from stories.models import Article
from tests.factories import staff_user

BETRAYED = "wally-backman-says-he-was-betrayed-by-the-wilpons-and-the-mets"
OLD, NEW = "“I’ve been betrayed” by the Wilpons", "“I have been betrayed” by the Wilpons"
NOTE = "An earlier version of this article misquoted Backman as saying “I’ve been betrayed.”"


@pytest.mark.browser
@pytest.mark.django_db(transaction=True, serialized_rollback=True)
def test_one_edit_of_a_quote_in_the_body_is_one_correction_everywhere_readers_look(
    live_server, chromium, screenshot_dir
):
    call_command("load_seed", verbosity=0)  # as `make run`: the seed with its first revisions
    staff_user("Editors", "editor")
    article = Article.objects.get(slug=BETRAYED)
    page = chromium.new_context(viewport={"width": 1280, "height": 900}).new_page()
    page.goto(f"{live_server.url}/admin/login/")
    page.fill("#id_username", "editor")
    page.fill("#id_password", "pw")
    page.click("input[type=submit]")

    page.goto(f"{live_server.url}/admin/stories/article/{article.pk}/change/")
    body = page.locator("textarea[name=body]")
    assert OLD in body.input_value()
    body.fill(body.input_value().replace(OLD, NEW))
    page.fill("textarea[name=body_correction]", NOTE)
    page.click("input[name=_save]")
    page.wait_for_load_state()
    assert page.locator(".errorlist").all_inner_texts() == []  # one note is all it asks for
    expect(page.locator(".messagelist")).to_contain_text("was changed successfully")

    page.goto(f"{live_server.url}{article.get_absolute_url()}")
    on_article = page.locator(".updates .update--correction")
    assert [NOTE in text for text in on_article.all_inner_texts()] == [True]
    assert "I have been betrayed" in page.locator(".story__body").inner_text()

    page.goto(f"{live_server.url}/corrections/")
    listed = [text for text in page.locator(".corrections li").all_inner_texts() if NOTE in text]
    assert len(listed) == 1
    page.get_by_role("link", name="What it changed").first.click()  # newest first: this one

    assert page.url.endswith(f"{article.get_versions_url()}#update-1") or "#update-" in page.url
    notes = page.locator(".version__notes .update--correction")
    assert [NOTE in text for text in notes.all_inner_texts()] == [True]
    current = page.locator(".version").first
    assert [t.strip() for t in current.locator("del").all_text_contents()] == ["[removed: I’ve]"]
    assert [t.strip() for t in current.locator("ins").all_text_contents()] == ["[added: I have]"]
    # The words are marked by strike-through and underline, not by colour alone.
    assert (
        current.locator("del").first.evaluate("e => getComputedStyle(e).textDecorationLine")
        == "line-through"
    )
    assert (
        current.locator("ins").first.evaluate("e => getComputedStyle(e).textDecorationLine")
        == "underline"
    )
    page.screenshot(path=str(screenshot_dir / "versions-1280.png"), full_page=True)
    page.set_viewport_size({"width": 390, "height": 844})
    page.screenshot(path=str(screenshot_dir / "versions-390.png"), full_page=True)
    overflow = page.evaluate("document.documentElement.scrollWidth > window.innerWidth")
    page.context.close()
    assert not overflow
