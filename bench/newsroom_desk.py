"""`make bench-newsroom`'s Django side, run with the server's environment (same database, same cache).

`urls`: prints JSON {"articles": [...], "arcs": [...], "people": [...]}: the published demo pages.
`save RATE SECONDS FIRST`: an editor saving random published demo articles, RATE a second, as the
admin does (one transaction; signals invalidate and purge). Each save sets the article's dek to end
in "(rev N)", N counting up from FIRST (each run starts above the last), so a reader's answer tells which save it shows; after each
commit it prints {"slug": ..., "number": N, "committed": <time.time() after the commit>}.
"""

import json
import os
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.prod")

import django  # noqa: E402

django.setup()

from django.db import DatabaseError, transaction  # noqa: E402

from people.models import Person  # noqa: E402
from stories.models import Article, Quote, StoryArc  # noqa: E402

REVISION = " (rev {number})"
PREFIX = "demo-"


def urls() -> dict[str, list[str]]:
    articles = Article.objects.published().filter(slug__startswith=PREFIX).order_by("pk")
    arcs = StoryArc.objects.published().filter(slug__startswith=PREFIX).order_by("pk")
    speakers = Quote.objects.published().filter(speaker__slug__startswith=PREFIX).values("speaker_id")
    people = Person.objects.filter(pk__in=speakers).order_by("pk")
    return {
        "articles": [article.get_absolute_url() for article in articles.only("slug")],
        "arcs": [arc.get_absolute_url() for arc in arcs.only("slug")],
        "people": [person.get_absolute_url() for person in people.only("slug")],
    }


def save(rate: float, seconds: float, first: int) -> None:
    rng = random.Random(first)
    ids = list(Article.objects.published().filter(slug__startswith=PREFIX).values_list("pk", flat=True))
    deadline, number, interval = time.monotonic() + seconds, first, 1.0 / rate
    next_at = time.monotonic()
    while time.monotonic() < deadline:
        number += 1
        try:
            with transaction.atomic():
                article = Article.objects.select_for_update().get(pk=rng.choice(ids))
                article.dek = article.dek.split(" (rev ")[0] + REVISION.format(number=number)
                article.save()
            print(json.dumps({"slug": article.slug, "number": number, "committed": time.time()}), flush=True)
        except DatabaseError as error:
            print(json.dumps({"number": number, "error": str(error)}), flush=True)
        next_at += interval
        time.sleep(max(0.0, next_at - time.monotonic()))


if __name__ == "__main__":
    if sys.argv[1] == "urls":
        print(json.dumps(urls()))
    else:
        save(float(sys.argv[2]), float(sys.argv[3]), int(sys.argv[4]))
