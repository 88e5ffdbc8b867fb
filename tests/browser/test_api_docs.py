"""The API's interactive docs, as a partner's developer opens them: Swagger UI from the site's own files,
nothing refused by the security policy, every endpoint listed, and a real call answered from the page."""

import pytest

from tests.browser.audit import RECORD_VIOLATIONS

pytestmark = pytest.mark.browser


def test_the_api_docs_work_under_the_sites_security_policy(
    chromium, live_server, seed, screenshot_dir
):
    context = chromium.new_context(viewport={"width": 1280, "height": 900})
    context.add_init_script(RECORD_VIOLATIONS)
    page = context.new_page()
    page.goto(live_server.url + "/api/v1/docs/")
    page.wait_for_selector(".opblock-summary-path")
    paths = page.locator(".opblock-summary-path").all_text_contents()
    assert "/api/v1/arcs/{slug}/" in paths and "/api/v1/imports/" in paths
    page.screenshot(path=screenshot_dir / "api-docs.png")
    # "Try it out" on the arc list calls the API from the page and shows its answer.
    page.locator("#operations-arcs-arcs_list").click()
    page.get_by_role("button", name="Try it out").click()
    page.get_by_role("button", name="Execute").click()
    status = page.locator(".live-responses-table tbody .response-col_status").first
    status.wait_for()
    assert status.text_content().strip() == "200"
    assert "The Wally Backman" in page.locator(".live-responses-table").text_content()
    assert page.evaluate("window.__violations") == []
    context.close()
