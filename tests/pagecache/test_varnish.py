"""A real Varnish (deploy/varnish/) in front of the live test server, purged by key after each edit.

Varnish runs on loopback (VARNISH_TEST_PORT, 8130 by default). Where varnishd or its xkey module is
missing the tests are skipped with a message; CI sets REQUIRE_VARNISH=1, which makes that a failure.
"""

import http.client
import logging
import os
import signal
import socket
import subprocess
import time
from pathlib import Path

import pytest

from pagecache.purge import purger
from stories.models import Paragraph
from tests.factories import ArticleFactory, ParagraphFactory

VARNISHD = Path(os.environ.get("VARNISHD", "/usr/sbin/varnishd"))
XKEY = Path("/usr/lib/x86_64-linux-gnu/varnish/vmods/libvmod_xkey.so")
RUN = Path(__file__).resolve().parents[2] / "deploy" / "varnish" / "run.sh"
PORT = int(os.environ.get("VARNISH_TEST_PORT", "8130"))
TLS_PORT = PORT + 1  # the listener for the TLS terminator (PROXY protocol)
NOTHING_LISTENS = f"http://127.0.0.1:{PORT + 9}"  # a cache that is down

pytestmark = [
    pytest.mark.varnish,
    pytest.mark.django_db(transaction=True),  # the live server's thread must see committed rows
]


def _listening(port: int) -> bool:
    with socket.socket() as probe:
        return probe.connect_ex(("127.0.0.1", port)) == 0


@pytest.fixture(scope="module")
def varnish(live_server, tmp_path_factory):
    """Varnish on 127.0.0.1:PORT in front of the live server; stopped at the end of the module."""
    missing = [str(path) for path in (VARNISHD, XKEY) if not path.exists()]
    if missing:
        if os.environ.get("REQUIRE_VARNISH"):
            pytest.fail(
                f"REQUIRE_VARNISH is set but {', '.join(missing)} is missing: apt-get install varnish varnish-modules."
            )
        pytest.skip(
            f"{', '.join(missing)} missing (apt-get install varnish varnish-modules); Varnish tests skipped."
        )
    backend = live_server.url.removeprefix("http://")
    process = subprocess.Popen(
        ["bash", str(RUN), f"127.0.0.1:{PORT}", backend, str(tmp_path_factory.mktemp("varnish"))],
        env=dict(
            os.environ,
            VARNISHD=str(VARNISHD),
            VARNISH_MEMORY="32m",
            VARNISH_TLS_ADDR=f"127.0.0.1:{TLS_PORT}",
        ),
        start_new_session=True,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    deadline = time.monotonic() + 20
    while not _listening(PORT):
        if process.poll() is not None or time.monotonic() > deadline:
            os.killpg(process.pid, signal.SIGTERM)
            pytest.fail(f"varnishd did not start: {process.stderr.read().decode()[-2000:]}")
        time.sleep(0.1)
    yield f"http://127.0.0.1:{PORT}"
    os.killpg(process.pid, signal.SIGTERM)
    process.wait(10)


@pytest.fixture
def cached(settings, varnish):
    """The page cache on, Varnish purged by this process, and emptied before each test."""
    settings.PAGE_CACHE_SECONDS = 300
    settings.PUBLIC_S_MAXAGE = 300
    settings.PAGE_CACHE_PURGE = {"BACKEND": "varnish", "URLS": [varnish], "TIMEOUT": 0.5}
    purger.quiet_until.clear()
    purger.retries.clear()
    purger.pending.clear()
    purger.backend.purge(varnish, {"all"})
    return varnish


def get(url: str, path: str, headers: dict | None = None) -> tuple[str, str]:
    """(X-Cache, body) of a GET through Varnish."""
    host, port = url.removeprefix("http://").split(":")
    connection = http.client.HTTPConnection(host, int(port), timeout=10)
    connection.request("GET", path, headers=headers or {})
    response = connection.getresponse()
    body = response.read().decode()
    connection.close()
    assert response.status == 200, (path, response.status, body[:500])
    return response.getheader("X-Cache"), body


def story(headline: str):
    article = ArticleFactory(headline=headline)
    ParagraphFactory(article=article, text=f"The first version of {headline}.")
    return article


def test_a_page_is_a_hit_after_its_first_request(cached):
    path = story("Backman reached out").get_absolute_url()
    assert get(cached, path)[0] == "miss"
    state, body = get(cached, path)
    assert state == "hit" and "The first version of Backman reached out." in body


def test_an_edit_purges_exactly_the_pages_that_show_it(cached):
    edited, untouched = story("Backman reached out"), story("The Mets answer")
    for article in (edited, untouched):
        get(cached, article.get_absolute_url())
    paragraph = edited.paragraphs.get()
    paragraph.text = "The corrected version."
    paragraph.save()
    state, body = get(cached, edited.get_absolute_url())
    assert state == "miss" and "The corrected version." in body
    assert get(cached, untouched.get_absolute_url())[0] == "hit"


def test_an_arc_page_is_served_from_varnish_to_every_reader_and_purged_by_an_edit(cached):
    from tests.factories import ArcEntryFactory, StoryArcFactory

    arc, article = StoryArcFactory(title="The feud"), story("Backman reached out")
    ArcEntryFactory(arc=arc, article=article, position=1)
    path = arc.get_absolute_url()
    assert get(cached, path)[0] == "miss"
    state, body = get(cached, path)  # the next reader: the same bytes, marks left to the browser
    assert state == "hit" and "Backman reached out" in body and 'id="timeline-marks"' in body
    article.headline = "Backman reached out again"
    article.save()
    state, body = get(cached, path)
    assert state == "miss" and "Backman reached out again" in body


def test_an_arc_page_stays_in_varnish_through_a_body_edit_and_is_purged_by_a_dek_edit(cached):
    from tests.factories import ArcEntryFactory, StoryArcFactory

    arc, article = StoryArcFactory(title="The feud"), story("Backman reached out")
    ArcEntryFactory(arc=arc, article=article, position=1)
    path = arc.get_absolute_url()
    get(cached, path)
    get(cached, article.get_absolute_url())
    paragraph = article.paragraphs.get()
    paragraph.text = "The corrected version."
    paragraph.save()
    article.save()
    assert get(cached, path)[0] == "hit"  # the arc's line shows no body
    state, body = get(cached, article.get_absolute_url())
    assert state == "miss" and "The corrected version." in body
    article.dek = "A dek the timeline shows."
    article.save()
    state, body = get(cached, path)
    assert state == "miss" and "A dek the timeline shows." in body


def test_readers_with_cookies_pass_through(cached):
    path = story("Backman reached out").get_absolute_url()
    get(cached, path)
    assert get(cached, path, {"Cookie": "sessionid=someone"})[0] == "miss"


def test_a_purge_that_fails_is_logged_and_the_save_goes_through_at_once(cached, settings, caplog):
    article = story("Backman reached out")
    settings.PAGE_CACHE_PURGE = {"BACKEND": "varnish", "URLS": [NOTHING_LISTENS], "TIMEOUT": 0.5}
    with caplog.at_level(logging.WARNING, logger="throughline.cache"):
        started = time.monotonic()
        Paragraph.objects.filter(article=article).get().save()
        article.save()  # a second save while the cache is known to be down does not wait on it
        took = time.monotonic() - started
    assert Paragraph.objects.filter(article=article).exists()
    assert took < 1.5
    assert any("failed" in record.getMessage() for record in caplog.records)
    assert f"article-{article.pk}" in purger.pending[NOTHING_LISTENS]


def test_a_purge_retried_after_failing_again_and_again_widens_to_every_page(cached):
    article = story("Backman reached out")
    get(cached, article.get_absolute_url())
    purger.retries[cached] = 3  # as after three failed retries
    assert purger.retry(cached, {"article-0"})
    assert get(cached, article.get_absolute_url())[0] == "miss"


@pytest.fixture
def scheme_from_proxy(settings):
    """Django believes X-Forwarded-Proto from Varnish, as gunicorn does with DJANGO_TRUSTED_PROXIES."""
    settings.SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")


def test_a_client_header_cannot_choose_the_scheme_every_reader_gets(cached, scheme_from_proxy):
    article = story("Backman reached out")
    path = article.get_absolute_url()
    _, forged = get(cached, path, {"X-Forwarded-Proto": "https"})
    state, plain = get(cached, path)
    assert state == "hit"  # the forged request's page, which readers now get
    for body in (forged, plain):
        assert f"http://127.0.0.1:{PORT}{path}" in body
        assert f"https://127.0.0.1:{PORT}" not in body


def test_requests_through_the_tls_listener_are_https_and_cached_apart(cached, scheme_from_proxy):
    article = story("Backman reached out")
    path = article.get_absolute_url()
    get(cached, path)
    with socket.create_connection(("127.0.0.1", TLS_PORT), timeout=10) as connection:
        connection.sendall(
            b"PROXY TCP4 203.0.113.9 127.0.0.1 50000 443\r\n"
            + f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{PORT}\r\nConnection: close\r\n\r\n".encode()
        )
        answer = b""
        while chunk := connection.recv(65536):
            answer += chunk
    text = answer.decode(errors="replace")
    assert text.startswith("HTTP/1.1 200") and "X-Cache: miss" in text
    assert f"https://127.0.0.1:{PORT}{path}" in text


def test_each_kind_of_an_arc_timeline_is_cached_apart_and_purged_when_it_shows_the_edit(cached):
    from tests.factories import ArcEntryFactory, EventFactory, StoryArcFactory

    arc, article = StoryArcFactory(title="The feud"), story("Backman reached out")
    ArcEntryFactory(arc=arc, article=article, position=1)
    ArcEntryFactory(arc=arc, event=EventFactory(title="Spring training opens"), position=2)
    paths = {show: f"{arc.get_absolute_url()}?show={show}" for show in ("articles", "events")}
    for path in paths.values():
        assert get(cached, path)[0] == "miss"
    for show, path in paths.items():
        state, body = get(cached, path)
        assert state == "hit", show
    assert "Spring training opens" in body and "Backman reached out" not in body
    article.dek = "He called twice."  # an edit, not a move: the arc's other kinds stay as they were
    article.save()
    state, body = get(cached, paths["articles"])
    assert state == "miss" and "He called twice." in body
    assert get(cached, paths["events"])[0] == "hit"  # it shows nothing of the article
