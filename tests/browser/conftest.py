"""Playwright driving Debian's Chromium. Never downloads a browser."""

import os
import shutil
import threading
import time
from pathlib import Path

import pytest

# Playwright's sync API runs an event loop in this thread; Django refuses ORM calls there otherwise.
os.environ["DJANGO_ALLOW_ASYNC_UNSAFE"] = "true"

CHROMIUM = Path("/usr/bin/chromium")
ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
SCREENSHOTS = ARTIFACTS / "screenshots"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


@pytest.fixture(scope="session")
def chromium():
    if not CHROMIUM.exists():
        if os.environ.get("REQUIRE_BROWSER"):
            pytest.fail(
                f"REQUIRE_BROWSER is set but {CHROMIUM} is missing: install Debian's chromium package."
            )
        pytest.skip(
            f"{CHROMIUM} is not installed (apt-get install chromium); browser tests skipped."
        )
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=str(CHROMIUM), headless=True, args=CHROMIUM_ARGS
        )
        yield browser
        browser.close()


@pytest.fixture(scope="session")
def screenshot_dir():
    shutil.rmtree(SCREENSHOTS, ignore_errors=True)
    SCREENSHOTS.mkdir(parents=True)
    print(f"\nScreenshots: {SCREENSHOTS}")
    yield SCREENSHOTS
    print(f"\nScreenshots saved in {SCREENSHOTS}")


def wait_for_requests_to_finish(timeout=10.0):
    """Waits until the live server is handling no request. Closing a page aborts its requests in the
    browser, but the server's thread for each runs on to the end; the next test's flush must not
    meet one of them holding SQLite's shared in-memory database."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        busy = [t for t in threading.enumerate() if t.name.endswith("(process_request_thread)")]
        if not busy:
            return
        for thread in busy:
            # enumerate() also lists a thread the server is still starting; it cannot be joined yet.
            if thread.ident is None or not thread.is_alive():
                time.sleep(0.01)
                continue
            thread.join(max(0.0, deadline - time.monotonic()))


@pytest.fixture
def signed_in(chromium, live_server):
    """Opens a signed-in browser context. The desk's pages keep polling (heartbeat, autosave,
    preview), so every context is closed, and the live server left with no request in flight,
    before the database is flushed: a request still reading makes SQLite's flush fail."""
    contexts = []

    def sign_in(chromium, base, username, width=1280):
        context = chromium.new_context(viewport={"width": width, "height": 900})
        contexts.append(context)
        page = context.new_page()
        page.goto(f"{base}/admin/login/")
        page.fill("#id_username", username)
        page.fill("#id_password", "pw")
        page.click("input[type=submit]")
        return context, page

    yield sign_in
    for context in contexts:
        context.close()
    wait_for_requests_to_finish()


@pytest.fixture(autouse=True)
def live_server_left_idle(request):
    """After every live-server test, before its database is emptied: a request the browser sent
    last may still be running on the server, and the flush must not meet it (SQLite refuses to
    flush; PostgreSQL's TRUNCATE and the request's read deadlock). The database fixture is
    requested first, so this one is torn down before it."""
    if "live_server" not in request.fixturenames:
        yield
        return
    request.getfixturevalue("transactional_db")
    yield
    wait_for_requests_to_finish()


def pytest_collection_modifyitems(items):
    """Every browser test runs against a live server, so it is transactional and its database is
    emptied after it. Those that carried no mark of their own get serialized rollback like the rest:
    a flush without it re-creates the content types under new ids, and the next serialized test then
    fails to load the database as migrated (UNIQUE constraint failed: django_content_type)."""
    for item in items:
        if item.get_closest_marker("browser") and not item.get_closest_marker("django_db"):
            item.add_marker(pytest.mark.django_db(transaction=True, serialized_rollback=True))
