"""Part of `make bench`: what the person page's lists save by reading values rather than model rows, per cold render.

The person page reads its fifty quotes (`stories.said_quotes`) and the stories and articles it appears in
(`stories.appears_in`) as tuples (`values_list`, shown as named tuples, the page tagged by what they show). The
plain ORM reads them as model rows, as the page did before: quotes with their articles and recounting quotes, arcs
and articles (`select_related`, `only()`), each tagging the page through its post_init signal. Both ways run on the
bench's person (bench/pages.py), compiled once (sitewide/prepared.py) as the page runs them, alternating, and must
give the same rows and the same tags; the benchmark prints each way's median time and the difference. Run:
`.venv/bin/python bench/person_rows.py` (--help; --database-url for PostgreSQL).
"""

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.inprocess import demo_database, demo_parser  # noqa: E402


def arguments() -> argparse.Namespace:
    parser = demo_parser(__doc__)
    parser.add_argument("--rounds", type=int, default=300)
    return parser.parse_args()


def ways(person_id: int) -> dict:
    """Each way as (the page's first fifty quotes as `SaidQuote`s, the tags they gave the page)."""
    from django.db.models.functions import Coalesce

    from pagecache.tags import collecting
    from sitewide.prepared import Prepared
    from stories.models import Quote
    from stories.models.publishing import READERS
    from stories.pagination import counted_apart, total_of
    from stories.said_quotes import SaidQuote, said_tags
    from stories.views.person import QUOTES_PER_PAGE, first_said_by

    @Prepared
    def first_said_by_as_rows(person_id: int, rule=READERS):
        """`first_said_by` as the page read it before stories/said_quotes.py: model rows."""
        quotes = (
            rule.visible(Quote)
            .filter(speaker=person_id)
            .select_related("article", "parent__speaker")
            .only(
                *("text", "said_on", "said_precision", "setting", "article", "parent"),
                *("article__headline", "article__slug", "article__published_on"),
                "article__published_precision",
                *("parent__speaker", "parent__speaker_description"),
                *("parent__speaker__name", "parent__speaker__slug"),
            )
            .order_by(
                Coalesce("said_on", "article__published_on"),
                "article__published_on",
                "article_id",
                "position",
            )
        )
        return counted_apart(quotes)[:QUOTES_PER_PAGE]

    def values():
        with collecting("people:person") as tags:
            quotes = [SaidQuote._make(row) for row in first_said_by(person_id)]
            tags |= said_tags(quotes)
        return quotes, tags

    def model_rows():
        with collecting("people:person") as tags:
            rows = list(first_said_by_as_rows(person_id))
            total = total_of(rows)
            quotes = [as_said(quote, total) for quote in rows]
        return quotes, tags

    def as_said(quote, total: int):
        article, parent = quote.article, quote.parent
        recounter = parent.speaker if parent else None
        return SaidQuote(
            *(quote.pk, quote.text, quote.said_on, quote.said_precision, quote.setting),
            *(article.pk, article.headline, article.slug, article.published_on),
            article.published_precision,
            quote.parent_id,
            parent.speaker_id if parent else None,
            parent.speaker_description if parent else None,
            *((recounter.name, recounter.slug) if recounter else (None, None)),
            total,
        )

    return {"values": values, "ORM: select_related, only()": model_rows}


def appears_in_ways(person_id: int) -> dict:
    """Each way as (the stories and the latest articles naming them as links, the tags they gave the page)."""
    from django.db.models import Q

    from pagecache.tags import collecting
    from sitewide.prepared import Prepared
    from stories.appears_in import ArcLink, ArticleLink, arc_links, article_links, links_tags
    from stories.models import ArcEntry, Article, StoryArc
    from stories.models.naming import ids_of_articles_naming
    from stories.models.publishing import READERS
    from stories.pagination import counted, total_of
    from stories.views.person import LATEST_SHOWN, arcs_involving, latest_articles_naming

    @Prepared
    def arcs_as_rows(person_id: int, rule=READERS):
        """`arcs_involving` as the page read it before stories/appears_in.py: model rows."""
        naming = rule.visible(Article).filter(pk__in=ids_of_articles_naming([person_id]))
        named = ArcEntry.objects.filter(article__in=naming).values("arc_id")
        involved = ArcEntry.objects.filter(event__persons=person_id).values("arc_id")
        return (
            rule.visible(StoryArc)
            .filter(Q(pk__in=named) | Q(pk__in=involved))
            .only("title", "slug")
            .order_by("title")
        )

    @Prepared
    def articles_as_rows(person_id: int, rule=READERS):
        """`latest_articles_naming` as the page read it before stories/appears_in.py: model rows."""
        articles = (
            rule.visible(Article)
            .filter(pk__in=ids_of_articles_naming([person_id]))
            .only("headline", "slug", "published_on", "published_precision")
            .order_by("-published_on", "headline")
        )
        return counted(articles)[:LATEST_SHOWN]

    def values():
        with collecting("people:person") as tags:
            arcs = arc_links(arcs_involving(person_id))
            articles = article_links(latest_articles_naming(person_id))
            tags |= links_tags(arcs) | links_tags(articles)
        return (arcs, articles), tags

    def model_rows():
        with collecting("people:person") as tags:
            arcs = [ArcLink(arc.pk, arc.title, arc.slug) for arc in arcs_as_rows(person_id)]
            rows = list(articles_as_rows(person_id))
            total = total_of(rows)
            articles = [
                ArticleLink(a.pk, a.headline, a.slug, a.published_on, a.published_precision, total)
                for a in rows
            ]
        return (arcs, articles), tags

    return {"values": values, "ORM: only()": model_rows}


def alternate(ways: dict, rounds: int) -> dict[str, float]:
    """Each way's median ms, run alternately."""
    times = {name: [] for name in ways}
    for _ in range(rounds):
        for name, way in ways.items():
            started = time.perf_counter()
            way()
            times[name].append((time.perf_counter() - started) * 1000)
    return {name: statistics.median(times[name]) for name in ways}


def main() -> None:
    args = arguments()
    with demo_database(args.size, args.database_url):
        from django.db import connection

        from bench.pages import sample

        person = sample().person
        lists = {
            "a page of what someone said": ways(person.pk),
            'the "Appears in" lists': appears_in_ways(person.pk),
        }
        for what, both in lists.items():
            (fast, fast_tags), (slow, slow_tags) = (way() for way in both.values())
            if fast != slow or fast_tags != slow_tags:
                raise SystemExit(
                    f"{what}: the two ways read different rows, or tag the page differently."
                )
        quotes = ways(person.pk)["values"]()[0]
        arcs, articles = appears_in_ways(person.pk)["values"]()[0]
        print(
            f"\n## The person page's lists as values against model rows: {person.name} ({quotes[0].total_rows} "
            f"quotes, the first {len(quotes)} shown; {len(arcs)} stories, the latest {len(articles)} of "
            f"{articles[0].total_rows} articles; demo {args.size}), {connection.vendor}, {args.rounds} alternating "
            "rounds; both ways give the same rows and tags.\n"
        )
        print("| what | way | median ms per render |")
        print("|---|---|---:|")
        for what, both in lists.items():
            medians = alternate(both, args.rounds)
            for way, ms in medians.items():
                print(f"| {what} | {way} | {ms:.2f} |")
            values_ms, rows_ms = medians.values()
            print(f"| {what} | saved | {rows_ms - values_ms:.2f} |")


if __name__ == "__main__":
    main()
