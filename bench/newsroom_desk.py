"""`make bench-newsroom`'s Django side, run with the server's environment (same database, same cache).

`urls`: prints JSON {"articles": [...], "arcs": [...], "people": [...]}: the published demo pages.
`save RATE SECONDS FIRST EDITS`: prints "ready" once set up, and after a line on stdin spends SECONDS
saving random published demo articles, RATE a second, as the admin does (one transaction; signals
invalidate and purge). EDITS weighs the kinds of save ("body=9,dek=1"): a body edit rewrites the
article's first paragraph and saves the article (as the article form saves both), a dek edit its dek.
Either ends what it edits in "(rev N)", N counting up from FIRST (each run starts above the last), so a
reader's answer tells which save it shows (an arc page shows its articles' deks, not their bodies);
after each commit it prints {"slug": ..., "number": N, "edit": kind, "committed": <time.time() after
the commit>}.
`breadth SAMPLE EDITS`: renders every demo page once, uncached and in this process, and prints JSON: per kind of
page its count, mean tags and mean render time; and for SAMPLE random published articles and each kind of
save in EDITS, what the desk's save of each makes stale (the tags, the pages carrying them, the time to
render those pages again).
"""

import json
import os
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.prod")

import django  # noqa: E402

django.setup()

from django.db import DatabaseError, transaction  # noqa: E402
from django.test import Client  # noqa: E402

from pagecache.registry import affected_by  # noqa: E402
from people.models import Person  # noqa: E402
from stories.models import Article, Paragraph, Quote, StoryArc  # noqa: E402

REVISION = " (rev {number})"
PREFIX = "demo-"
# What each kind of save changes: the article's fields (the paragraph's are its own row's).
EDITED_FIELDS = {"body": ("updated_at",), "dek": ("dek", "updated_at")}


def edit_kinds(weights: str) -> dict[str, float]:
    """ "body=9,dek=1" as {"body": 9.0, "dek": 1.0}."""
    kinds = {
        kind: float(weight)
        for kind, weight in (part.split("=") for part in weights.split(",") if part)
    }
    if not kinds or set(kinds) - set(EDITED_FIELDS):
        raise SystemExit(f"edits: weights of {', '.join(EDITED_FIELDS)}, e.g. body=9,dek=1")
    return kinds


def marked(text: str, number: int) -> str:
    return text.split(" (rev ")[0] + REVISION.format(number=number)


def edit(article: Article, kind: str, number: int) -> None:
    """One save of `kind`, inside the caller's transaction."""
    if kind == "body":
        paragraph = (
            Paragraph.objects.select_for_update()
            .filter(article=article)
            .order_by("position")
            .first()
        )
        paragraph.text = marked(paragraph.text, number)
        paragraph.save()
    else:
        article.dek = marked(article.dek, number)
    article.save()


def urls() -> dict[str, list[str]]:
    articles = Article.objects.published().filter(slug__startswith=PREFIX).order_by("pk")
    arcs = StoryArc.objects.published().filter(slug__startswith=PREFIX).order_by("pk")
    speakers = (
        Quote.objects.published().filter(speaker__slug__startswith=PREFIX).values("speaker_id")
    )
    people = Person.objects.filter(pk__in=speakers).order_by("pk")
    return {
        "articles": [article.get_absolute_url() for article in articles.only("slug")],
        "arcs": [arc.get_absolute_url() for arc in arcs.only("slug")],
        "people": [person.get_absolute_url() for person in people.only("slug")],
    }


def save(rate: float, seconds: float, first: int, edits: dict[str, float]) -> None:
    rng = random.Random(first)
    kinds, weights = list(edits), list(edits.values())
    ids = list(
        Article.objects.published().filter(slug__startswith=PREFIX).values_list("pk", flat=True)
    )
    print("ready", flush=True)
    sys.stdin.readline()
    deadline, number, interval = time.monotonic() + seconds, first, 1.0 / rate
    next_at = time.monotonic()
    while time.monotonic() < deadline:
        number += 1
        kind = rng.choices(kinds, weights)[0]
        try:
            with transaction.atomic():
                article = Article.objects.select_for_update().get(pk=rng.choice(ids))
                edit(article, kind, number)
            print(
                json.dumps(
                    {"slug": article.slug, "number": number, "edit": kind, "committed": time.time()}
                ),
                flush=True,
            )
        except DatabaseError as error:
            print(json.dumps({"number": number, "error": str(error)}), flush=True)
        next_at += interval
        time.sleep(max(0.0, next_at - time.monotonic()))


def render_all(pages: dict[str, list[str]]) -> dict[str, tuple[str, frozenset[str], float]]:
    """Each page's kind, tags (its Surrogate-Key) and render time in ms; run with the page cache off."""
    client, rendered = Client(), {}
    for kind, paths in pages.items():
        for path in paths:
            started = time.perf_counter()
            response = client.get(path)
            elapsed = (time.perf_counter() - started) * 1000
            rendered[path] = (kind, frozenset(response.get("Surrogate-Key", "").split()), elapsed)
    return rendered


def breadth(sample: int, edits: dict[str, float]) -> dict:
    rendered = render_all(urls())
    kinds = {}
    for kind in ("articles", "arcs", "people"):
        of_kind = [(tags, ms) for k, tags, ms in rendered.values() if k == kind]
        kinds[kind] = {
            "pages": len(of_kind),
            "mean_tags": statistics.mean(len(t) for t, _ in of_kind),
            "max_tags": max(len(t) for t, _ in of_kind),
            "mean_render_ms": statistics.mean(ms for _, ms in of_kind),
        }
    ids = list(
        Article.objects.published().filter(slug__startswith=PREFIX).values_list("pk", flat=True)
    )
    saves = {}
    for edited in edits:
        saves[edited] = []
        for pk in random.Random(3).sample(ids, min(sample, len(ids))):
            # Neither edit moves the article; a body edit also stales its paragraph's tag (its article's).
            tags = affected_by(Article.objects.get(pk=pk), False, EDITED_FIELDS[edited])
            stale = [(kind, ms) for kind, page_tags, ms in rendered.values() if page_tags & tags]
            saves[edited].append(
                {
                    "tags": sorted(tags),
                    "stale": {k: sum(1 for kind, _ in stale if kind == k) for k in kinds},
                    "rerender_ms": sum(ms for _, ms in stale),
                }
            )
    return {"kinds": kinds, "saves": saves}


if __name__ == "__main__":
    if sys.argv[1] == "urls":
        print(json.dumps(urls()))
    elif sys.argv[1] == "breadth":
        print(json.dumps(breadth(int(sys.argv[2]), edit_kinds(sys.argv[3]))))
    else:
        save(float(sys.argv[2]), float(sys.argv[3]), int(sys.argv[4]), edit_kinds(sys.argv[5]))
