"""The pages `make bench` and `make loadtest` measure, and their query counts (run inside Django).

PAGES is the one table to edit. Each entry maps the sample content (the biggest demo arc, one of its articles, a quoted person,
a quote) to a URL.

Run as a script, it prints JSON: {"urls": {page: url}, "queries": {page: count}} with the page
cache off and no part of a page kept, so the counts are those of a first render.
"""

import json
import os
import sys
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.prod")

import django  # noqa: E402

django.setup()

from django.conf import settings  # noqa: E402
from django.db import connection  # noqa: E402
from django.test import Client  # noqa: E402
from django.test.utils import CaptureQueriesContext  # noqa: E402
from django.urls import reverse  # noqa: E402
from django.utils.http import urlencode  # noqa: E402

from bench.inprocess import largest_arc  # noqa: E402
from people.models import Person  # noqa: E402
from stories.models import Article, Quote, StoryArc  # noqa: E402

PAGES = [
    ("healthz", lambda s: reverse("healthz")),
    ("home", lambda s: reverse("stories:home")),
    ("arc", lambda s: s.arc.get_absolute_url()),
    ("article", lambda s: s.article.get_absolute_url()),
    ("person", lambda s: s.person.get_absolute_url()),
    ("quote", lambda s: s.quote.get_absolute_url()),
    ("browse", lambda s: reverse("stories:articles")),
    (
        "browse quotes",
        lambda s: reverse("stories:quotes") + "?" + urlencode({"speaker": s.person.slug}),
    ),
    ("search", lambda s: reverse("search:search") + "?" + urlencode({"q": s.search_words})),
    # The content API (/api/v1/): the same content as JSON.
    ("api arc", lambda s: reverse("api:arc", args=[s.arc.slug])),
    ("api article", lambda s: reverse("api:article", args=[s.article.slug])),
    ("api person", lambda s: reverse("api:person", args=[s.person.slug])),
    ("api quotes", lambda s: reverse("api:quotes") + "?" + urlencode({"speaker": s.person.slug})),
]


@dataclass
class Sample:
    arc: StoryArc
    article: Article
    person: Person
    quote: Quote

    @property
    def search_words(self) -> str:
        """The quoted person's name: found in about one paragraph in fifty of the demo content."""
        return " ".join(word for word in self.person.name.split() if word.isalpha())


def sample() -> Sample:
    arc = largest_arc()
    entries = arc.entries.filter(article__isnull=False).order_by("position")
    article = entries[entries.count() // 2].article
    quote = Quote.objects.published().filter(article=article).select_related("speaker").first()
    return Sample(arc=arc, article=article, person=quote.speaker, quote=quote)


def query_counts(urls: dict[str, str]) -> dict[str, int]:
    settings.PAGE_CACHE_SECONDS = 0
    settings.FRAGMENT_CACHE_SECONDS = 0  # every part built: the queries of a first render
    client = Client()
    counts = {}
    for name, url in urls.items():
        with CaptureQueriesContext(connection) as queries:
            response = client.get(url)
        if response.status_code != 200:
            raise SystemExit(f"{name} ({url}) answered {response.status_code}")
        counts[name] = len(queries)
    return counts


if __name__ == "__main__":
    content = sample()
    wanted = [name for name in os.environ.get("BENCH_PAGES", "").split(",") if name]
    urls = {
        name: url_of(content)
        for name, url_of in PAGES
        if not wanted or name in wanted or name == "healthz"
    }
    print(json.dumps({"urls": urls, "queries": query_counts(urls)}))
