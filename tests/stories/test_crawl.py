"""No public page links to a page that is not there: a crawl from / and the sitemap, as a reader's browser
and a search engine would follow the links."""

from collections import deque
from html.parser import HTMLParser
from urllib.parse import urldefrag, urljoin, urlsplit
from xml.etree import ElementTree

import pytest
from django.conf import settings
from django.contrib.staticfiles import finders

pytestmark = pytest.mark.django_db
SITEMAP_NS = "{http://www.sitemaps.org/schemas/sitemap/0.9}"
# Enough for the seed story several times over; a crawl that runs past it is following a loop of addresses.
MAX_PAGES = 600


class Links(HTMLParser):
    """Every address a page points at: links, alternates (feeds), stylesheets, images and form actions."""

    def __init__(self):
        super().__init__()
        self.found = []

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        for name in ("href", "src", "action"):
            if attrs.get(name) and not (
                tag == "form" and attrs.get("method", "get").lower() != "get"
            ):
                self.found.append(attrs[name])
        for candidate in (attrs.get("srcset") or "").split(","):
            if candidate.strip():
                self.found.append(candidate.split()[0])


def addresses_in(url: str, response) -> list[str]:
    content_type = response["Content-Type"]
    if content_type.startswith("text/html"):
        parser = Links()
        parser.feed(response.content.decode())
        found = parser.found
    elif content_type.startswith(("application/xml", "application/atom+xml")):
        root = ElementTree.fromstring(response.content)
        found = [loc.text for loc in root.iter(f"{SITEMAP_NS}loc")]
        found += [link.get("href") for link in root.iter("{http://www.w3.org/2005/Atom}link")]
    else:
        found = []
    return [urldefrag(urljoin(f"http://testserver{url}", address)).url for address in found]


def static_status(url: str) -> int:
    """Static files are served by WhiteNoise, not the test client: a missing one is a missing file."""
    return 200 if finders.find(url.removeprefix(settings.STATIC_URL)) else 404


def crawl(client, *starts: str) -> dict[str, tuple[int, str]]:
    """Status of every address on this site reachable from `starts`, with the page that first linked to it."""
    seen = {start: (None, "(start)") for start in starts}
    queue = deque(starts)
    while queue:
        url = queue.popleft()
        if url.startswith(settings.STATIC_URL):
            seen[url] = (static_status(url), seen[url][1])
            continue
        response = client.get(url)
        seen[url] = (response.status_code, seen[url][1])
        assert len(seen) < MAX_PAGES, "the crawl does not end"
        if response.status_code != 200:
            continue
        for address in addresses_in(url, response):
            parts = urlsplit(address)
            if (
                parts.scheme not in ("http", "https")
                or parts.netloc != "testserver"
                or parts.path.startswith("/admin/")
            ):
                continue
            local = parts.path + (f"?{parts.query}" if parts.query else "")
            if local not in seen:
                seen[local] = (None, url)
                queue.append(local)
    return seen


def test_no_public_page_links_to_an_error(client, seeded):
    statuses = crawl(client, "/", "/sitemap.xml", "/robots.txt")
    broken = {url: found_on for url, (status, found_on) in statuses.items() if status >= 400}
    assert not broken, f"broken links (address: page linking to it): {broken}"
    # It reached every kind of page.
    for prefix in (
        "/arcs/",
        "/articles/",
        "/quotes/",
        "/people/",
        "/search/",
        "/feed/",
        "/corrections/",
    ):
        assert any(url.startswith(prefix) for url in statuses), prefix
    assert any(url.endswith("/feed/") and url.startswith("/people/") for url in statuses)
