"""What Chromium gets from the server: compressed pages that break nothing in the security policy."""

import json

import pytest

from tests.browser.audit import RECORD_VIOLATIONS
from tests.seed_slugs import ARC, BETRAYED

pytestmark = pytest.mark.browser

PAGES = {
    "home": "/",
    "arc": f"/arcs/{ARC}/",
    "article": f"/articles/{BETRAYED}/",
    "person": "/people/wally-backman/",
    "quotes": "/quotes/?speaker=sandy-alderson",
    "search": "/search/?q=betrayed",
}


def test_readers_pages_arrive_compressed_break_nothing_in_the_policy_and_keep_their_structured_data(
    chromium, live_server, seed
):
    context = chromium.new_context()  # the policy enforced, as readers get it
    context.add_init_script(RECORD_VIOLATIONS)
    page = context.new_page()
    console = []
    page.on("console", lambda message: console.append(message.text))
    violations, structured = {}, {}
    for name, path in PAGES.items():
        response = page.goto(live_server.url + path)
        assert response.status == 200, path
        assert response.headers.get("content-encoding") == "gzip", path
        assert "script-src 'self'" in response.headers["content-security-policy"]
        page.wait_for_load_state("load")
        violations[name] = page.evaluate("window.__violations")
        # The schema.org blocks carry no nonce; crawlers and the browser still read them.
        structured[name] = [
            json.loads(text)
            for text in page.locator('script[type="application/ld+json"]').all_text_contents()
        ]
    context.close()

    assert not any(violations.values()), violations
    assert not [text for text in console if "Content Security Policy" in text]
    article = structured["article"][0]
    assert article["@type"] == "NewsArticle"
    assert article["headline"] == "Wally Backman says he was “betrayed” by the Wilpons and the Mets"
    assert structured["arc"], "the arc page describes its articles for search engines"
