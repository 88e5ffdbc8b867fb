import datetime
import gzip
import re
import threading
import time

import pytest
from django.contrib.auth import get_user_model
from django.http import HttpResponse
from django.template import engines
from django.urls import reverse
from django.utils import timezone

from pagecache.caching import cache_public_page
from stories.models import Paragraph, Status, Update
from tests.factories import ArticleFactory, QuoteFactory, UpdateFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def page_cache(settings):
    settings.PAGE_CACHE_SECONDS = 300


def text_of(response) -> str:
    return response.content.decode()


def test_an_anonymous_repeat_request_is_served_from_the_page_cache(client, page_cache, article):
    client.get(article.get_absolute_url())
    Paragraph.objects.filter(article=article).update(
        text="Changed without telling anyone."
    )  # sends no signal
    assert "The first version of the story." in text_of(client.get(article.get_absolute_url()))


def test_a_correction_appears_at_once_on_a_cached_article_page(client, page_cache, article):
    client.get(article.get_absolute_url())
    UpdateFactory(
        article=article, kind=Update.Kind.CORRECTION, text="An earlier version misspelled Backman."
    )
    assert "An earlier version misspelled Backman." in text_of(
        client.get(article.get_absolute_url())
    )


def test_an_edit_invalidates_again_when_its_transaction_commits(
    client, page_cache, article, django_capture_on_commit_callbacks
):
    with django_capture_on_commit_callbacks(execute=False) as callbacks:
        article.save()
        client.get(article.get_absolute_url())  # a reader between the save and the commit
    for callback in callbacks:
        callback()
    article.paragraphs.update(
        text="Now committed."
    )  # stands in for rows the reader could not see yet
    assert "Now committed." in text_of(client.get(article.get_absolute_url()))


def test_a_deleted_quote_is_gone_from_the_cached_quote_page(client, page_cache):
    quote = QuoteFactory()
    url = quote.get_absolute_url()
    client.get(url)
    quote.delete()
    assert client.get(url).status_code == 404


def test_renaming_a_person_updates_the_cached_person_page(client, page_cache):
    person = QuoteFactory(
        speaker__name="Sandy Alderson"
    ).speaker  # person pages list what people said
    client.get(person.get_absolute_url())
    person.name = "Sandy Alderson Jr."
    person.save()
    assert "Sandy Alderson Jr." in text_of(client.get(person.get_absolute_url()))


def test_a_repeat_request_with_the_etag_gets_304(client, page_cache, article):
    first = client.get(article.get_absolute_url())
    again = client.get(article.get_absolute_url(), headers={"if-none-match": first["ETag"]})
    assert again.status_code == 304


def test_the_etag_changes_when_the_page_changes(client, page_cache, article):
    first = client.get(article.get_absolute_url())
    UpdateFactory(article=article, text="Backman has since been hired.")
    again = client.get(article.get_absolute_url(), headers={"if-none-match": first["ETag"]})
    assert again.status_code == 200


def test_conditional_get_works_with_the_page_cache_off(client, article):
    first = client.get(article.get_absolute_url())
    assert (
        client.get(article.get_absolute_url(), headers={"if-none-match": first["ETag"]}).status_code
        == 304
    )


GZIP = {"accept-encoding": "gzip, deflate, br"}


@pytest.mark.parametrize("seconds", [300, 0], ids=["page cache on", "page cache off"])
def test_a_browser_that_takes_gzip_gets_the_same_page_compressed(
    client, settings, article, seconds
):
    settings.PAGE_CACHE_SECONDS = seconds
    url = article.get_absolute_url()
    first_packed, plain, packed = (
        client.get(url, headers=GZIP),
        client.get(url),
        client.get(url, headers=GZIP),
    )
    assert "Content-Encoding" not in plain
    for response in (first_packed, packed):  # rendered, then (page cache on) a cached hit
        assert response["Content-Encoding"] == "gzip"
        assert gzip.decompress(response.content) == plain.content
        assert int(response["Content-Length"]) == len(response.content) < len(plain.content) / 2
        assert response["ETag"] == f"W/{plain['ETag']}"
    assert "Accept-Encoding" in plain["Vary"] and "Accept-Encoding" in packed["Vary"]
    # Either copy a browser holds revalidates.
    assert client.get(url, headers={**GZIP, "if-none-match": packed["ETag"]}).status_code == 304
    assert client.get(url, headers={"if-none-match": plain["ETag"]}).status_code == 304


def test_a_page_cached_for_a_gzip_reader_reaches_others_uncompressed(client, page_cache, article):
    url = article.get_absolute_url()
    client.get(url, headers=GZIP)
    plain = client.get(url, headers={"accept-encoding": "identity"})
    assert "Content-Encoding" not in plain
    assert "The first version of the story." in text_of(plain)


def test_public_pages_let_browsers_and_cdns_cache_briefly(client, page_cache, article):
    response = client.get(article.get_absolute_url())
    assert set(response["Cache-Control"].split(", ")) == {"public", "max-age=30", "s-maxage=60"}


def test_admin_pages_are_never_publicly_cacheable(client):
    response = client.get(reverse("admin:login"))
    assert "public" not in response["Cache-Control"]
    assert "private" in response["Cache-Control"]


def test_signed_in_staff_bypass_the_page_cache(client, page_cache, article):
    client.get(article.get_absolute_url())
    Paragraph.objects.filter(article=article).update(text="Changed without telling anyone.")
    client.force_login(get_user_model().objects.create_user("editor", is_staff=True))
    response = client.get(article.get_absolute_url())
    assert "Changed without telling anyone." in text_of(response)
    assert "private" in response["Cache-Control"]


def test_a_scheduled_article_appears_on_the_cached_home_page_at_its_publish_time(
    client, page_cache, monkeypatch
):
    ArticleFactory(
        headline="Scheduled scoop", publish_at=timezone.now() + datetime.timedelta(minutes=10)
    )
    assert "Scheduled scoop" not in text_of(client.get(reverse("stories:home")))
    later, real_now, real_time = datetime.timedelta(minutes=11), timezone.now, time.time
    monkeypatch.setattr(timezone, "now", lambda: real_now() + later)
    monkeypatch.setattr(time, "time", lambda: real_time() + later.total_seconds())
    assert "Scheduled scoop" in text_of(client.get(reverse("stories:home")))


def test_cdn_lifetimes_end_no_later_than_the_next_scheduled_publication(client, page_cache):
    ArticleFactory(publish_at=timezone.now() + datetime.timedelta(seconds=20))
    cache_control = client.get(reverse("stories:home"))["Cache-Control"]
    assert int(re.search(r"s-maxage=(\d+)", cache_control)[1]) <= 20


NONCED = '<script type="application/ld+json" nonce="{{ request.csp_nonce }}">{}</script>'


def test_each_cached_response_carries_a_fresh_nonce_matching_its_policy(rf, page_cache):
    from csp.middleware import CSPMiddleware
    from django.contrib.auth.models import AnonymousUser

    template = engines["django"].from_string(NONCED)
    view = cache_public_page(lambda request: HttpResponse(template.render({}, request)))
    nonces = []
    for _ in range(2):
        request = rf.get("/nonced/")
        request.user = AnonymousUser()
        response = CSPMiddleware(view)(request)
        nonce = re.search(r'nonce="([^"]+)"', text_of(response))[1]
        assert f"'nonce-{nonce}'" in response["Content-Security-Policy"]
        nonces.append(nonce)
    assert nonces[0] != nonces[1]


def test_a_signed_preview_link_is_never_publicly_cacheable(client, page_cache):
    from stories.preview import preview_url

    article = ArticleFactory(status=Status.DRAFT, headline="Draft scoop")
    response = client.get(preview_url(article))
    assert "Draft scoop" in text_of(response)
    assert "public" not in response["Cache-Control"]
    assert "no-store" in response["Cache-Control"]


SECURITY_HEADERS = (
    "X-Frame-Options",
    "X-Content-Type-Options",
    "Referrer-Policy",
    "Permissions-Policy",
    "Vary",
    "Cache-Control",
    "Content-Type",
)


def test_a_cached_hit_needs_no_query_and_carries_every_header_of_a_fresh_render(
    client, page_cache, article, django_assert_num_queries
):
    fresh = client.get(article.get_absolute_url())
    with django_assert_num_queries(0):
        hit = client.get(article.get_absolute_url())
    assert hit.content == fresh.content
    for header in SECURITY_HEADERS + ("ETag", "Content-Security-Policy"):
        assert hit[header] == fresh[header], header
    assert int(hit["Content-Length"]) == len(hit.content)


def test_a_page_rendered_before_an_edit_is_not_served_after_it(client, page_cache, article):
    from pagecache.invalidation import invalidate

    client.get(article.get_absolute_url())
    invalidate({f"article-{article.pk}"})  # what saving the article does
    Paragraph.objects.filter(article=article).update(text="The edited story.")
    assert "The edited story." in text_of(client.get(article.get_absolute_url()))


def test_a_reader_with_a_session_cookie_is_not_answered_from_the_cache_before_sign_in_is_checked(
    client, page_cache, article, settings
):
    client.get(article.get_absolute_url())
    Paragraph.objects.filter(article=article).update(text="Changed without telling anyone.")
    client.cookies[settings.SESSION_COOKIE_NAME] = "not-a-session"
    response = client.get(article.get_absolute_url())
    assert response.status_code == 200
    # Anonymous after all: the view serves the shared cached copy.
    assert "The first version of the story." in text_of(response)


def test_only_public_pages_touch_the_page_cache(client, page_cache, monkeypatch):
    from pagecache import caching

    looked_up = []
    real_lookup = caching.lookup
    monkeypatch.setattr(
        caching,
        "lookup",
        lambda request: looked_up.append(request.path) or real_lookup(request),
    )
    for path in (
        reverse("healthz"),
        reverse("admin:login"),
        "/no-such-page/",
        reverse("stories:home"),
    ):
        client.get(path)
    assert looked_up == [reverse("stories:home")]


@pytest.fixture
def shared_file_cache(settings, tmp_path):
    """The cache gunicorn's processes share in production without Redis."""
    from pagecache import store

    settings.CACHES = {
        "default": {
            "BACKEND": "django.core.cache.backends.filebased.FileBasedCache",
            "LOCATION": str(tmp_path / "cache"),
        }
    }
    copies = store.LocalCopies(size=2)
    original, store.local_copies = store.local_copies, copies
    yield copies
    store.local_copies = original


def test_a_process_keeps_copies_of_pages_it_served_and_drops_the_oldest(
    client, page_cache, shared_file_cache
):
    articles = [ArticleFactory() for _ in range(3)]
    for article in articles:
        client.get(article.get_absolute_url())
    assert len(shared_file_cache.pages) == 2


def test_a_kept_copy_is_not_served_after_a_correction_made_through_another_process(
    client, page_cache, shared_file_cache, article
):
    import time

    from django.core.cache import caches

    from pagecache.invalidation import TOKEN_KEY, tag_key

    client.get(article.get_absolute_url())
    assert shared_file_cache.pages
    # Another gunicorn process saves a correction: only the shared cache learns of it.
    caches["default"].set_many(
        {TOKEN_KEY: "from-another-process", tag_key(f"article-{article.pk}"): time.time()}, None
    )
    Paragraph.objects.filter(article=article).update(text="Corrected elsewhere.")
    assert "Corrected elsewhere." in text_of(client.get(article.get_absolute_url()))


# The arc page: one shared copy for every reader (the browser marks what is new) -----------------


@pytest.fixture
def arc_with_news():
    """An arc with an article from last year and one published an hour ago."""
    from tests.factories import ArcEntryFactory, StoryArcFactory

    arc = StoryArcFactory(title="The feud")
    old = ArticleFactory(
        headline="The first report",
        published_on=datetime.date(2017, 1, 5),
        publish_at=timezone.now() - datetime.timedelta(days=400),
    )
    new = ArticleFactory(
        headline="The latest twist",
        published_on=datetime.date(2021, 3, 1),
        publish_at=timezone.now() - datetime.timedelta(hours=1),
    )
    ArcEntryFactory(arc=arc, article=old, position=1)
    ArcEntryFactory(arc=arc, article=new, position=2)
    return arc


def test_every_reader_of_an_arc_shares_one_public_cached_copy_with_no_cookie(
    page_cache, arc_with_news, django_assert_num_queries
):
    from django.test import Client

    url = arc_with_news.get_absolute_url()
    first = Client().get(url)
    returning = Client()
    returning.cookies[f"arc-{arc_with_news.pk}-seen"] = "1.2"  # the cookie older pages set
    with django_assert_num_queries(0):
        again = returning.get(url)
    assert again.content == first.content
    assert not first.cookies and not again.cookies
    assert "public" in again["Cache-Control"] and "private" not in again["Cache-Control"]


def test_a_new_article_in_the_arc_shows_at_once_to_a_reader_served_from_the_cache(
    client, page_cache, arc_with_news
):
    from tests.factories import ArcEntryFactory

    url = arc_with_news.get_absolute_url()
    client.get(url)
    ArcEntryFactory(
        arc=arc_with_news, article=ArticleFactory(headline="Breaking: a new chapter"), position=3
    )
    client.cookies.clear()
    assert "Breaking: a new chapter" in text_of(client.get(url))


# A page goes stale for everyone at once: one render, the other readers wait for it ---------------


@pytest.fixture
def anonymous_get(rf):
    from django.contrib.auth.models import AnonymousUser
    from django.db import connection

    def get(view, results: list):
        """Ask `view` for /breaking/ as a reader would, in a thread of its own."""

        def read():
            try:
                request = rf.get("/breaking/")
                request.user = AnonymousUser()
                results.append(view(request).content.decode())
            finally:
                connection.close()  # this thread's own connection, if the view opened one

        thread = threading.Thread(target=read)
        thread.start()
        return thread

    return get


def slow_view(release: threading.Event, renders: list, status: int = 200):
    """A view whose first render lasts until `release` is set; later ones are quick."""

    def view(request):
        renders.append(request)
        if len(renders) == 1:
            release.wait(30)
        return HttpResponse(f"render {len(renders)}", status=status)

    return cache_public_page(view)


def test_readers_who_ask_while_a_stale_page_renders_get_that_render(page_cache, anonymous_get):
    release, renders, results = threading.Event(), [], []
    view = slow_view(release, renders)
    first = anonymous_get(view, results)
    while not renders:
        time.sleep(0.01)
    others = [anonymous_get(view, results) for _ in range(5)]
    time.sleep(0.1)  # the others are waiting now
    release.set()
    for thread in [first, *others]:
        thread.join(30)
    assert len(renders) == 1
    assert results == ["render 1"] * 6


def test_readers_stop_waiting_when_the_render_is_not_cacheable(
    page_cache, anonymous_get, monkeypatch
):
    from pagecache import caching

    monkeypatch.setattr(caching, "RENDER_WAIT", 60.0)
    release, renders, results = threading.Event(), [], []
    view = slow_view(release, renders, status=404)
    first = anonymous_get(view, results)
    while not renders:
        time.sleep(0.01)
    second = anonymous_get(view, results)
    time.sleep(0.1)
    release.set()
    for thread in (first, second):
        thread.join(30)
    assert not second.is_alive()  # it did not sit out the 60 s
    assert len(renders) == 2


def test_after_an_edit_readers_do_not_wait_for_a_render_of_the_page_before_it(
    page_cache, anonymous_get, monkeypatch
):
    from pagecache import caching

    monkeypatch.setattr(caching, "RENDER_WAIT", 60.0)
    release, renders, results = threading.Event(), [], []
    view = slow_view(release, renders)
    before_edit = anonymous_get(view, results)
    while not renders:
        time.sleep(0.01)
    from pagecache.invalidation import invalidate_everything

    invalidate_everything()  # an editor saves while that render is still going
    after_edit = anonymous_get(view, results)
    after_edit.join(5)  # well short of the RENDER_LOCK_SECONDS a stuck render could hold it back
    assert not after_edit.is_alive() and results == ["render 2"]  # its own, fresh render
    release.set()
    before_edit.join(30)


def test_a_page_showing_more_than_a_header_can_name_is_kept_by_the_page_cache_but_not_by_http_caches(
    rf, page_cache
):
    from django.contrib.auth.models import AnonymousUser

    from pagecache.tags import shows

    renders = []

    def crowded(request):
        renders.append(1)
        shows(*(f"article-{n}" for n in range(2000)))  # an arc of thousands of articles
        return HttpResponse("A long story.")

    view = cache_public_page(crowded)
    for _ in range(2):
        request = rf.get("/crowded/")
        request.user = AnonymousUser()
        response = view(request)
        assert "Surrogate-Key" not in response
        assert response["Cache-Control"].startswith("private")
    assert len(renders) == 1
