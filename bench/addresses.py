"""`make bench-addresses`: what `sitewide.addresses` saves over `reverse()` on real pages.

Every `get_absolute_url()` of an article, arc, quote or person goes through `address()`, which
reverses each route once and then fills in the slug or id; base.html's masthead and footer links
go through `{% address %}` (`fixed_address()`), reversed once. This benchmark renders the pages
that link to the most of them (an arc's timeline, a person page, an article, the quote list) in
this process, page cache off and every part built, on demo data in a throw-away SQLite file (or the PostgreSQL database
--database-url names), alternating rounds with addresses built as they are, without the middleware
that reads the URLconf and script prefix once per request (`AddressesPerRequest`: each call reads
them), and with every one of them a plain `reverse()` call, and prints each page's median render
time each way, what each saves, and how many addresses the page builds. Run: `make bench-addresses`
(BENCH_ADDRESSES_ARGS="--help").
"""

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.inprocess import demo_database, demo_parser, largest_arc  # noqa: E402


def arguments() -> argparse.Namespace:
    parser = demo_parser(__doc__)
    parser.add_argument("--rounds", type=int, default=6, help="alternating rounds of each mode")
    parser.add_argument("--requests", type=int, default=15, help="renders of each page per round")
    return parser.parse_args()


def pages() -> dict[str, str]:
    from django.urls import reverse

    from stories.models import Quote

    arc = largest_arc()
    article = arc.entries.filter(article__isnull=False).order_by("position")[10].article
    quote = (
        Quote.objects.published()
        .filter(article=article, speaker__isnull=False)
        .select_related("speaker")
        .first()
    )
    return {
        "arc": arc.get_absolute_url(),
        "person": quote.speaker.get_absolute_url(),
        "article": article.get_absolute_url(),
        "quote list": reverse("stories:quotes"),
    }


def users():
    """The modules that build addresses: each model's, the arc timeline's (its lines' key quotes and the
    articles it lists), and base.html's `{% address %}` tag."""
    import people.models
    import sitewide.templatetags.addresses
    import stories.models.arc
    import stories.models.article
    import stories.models.quote
    import stories.timeline.key_quotes
    import stories.timeline.page

    models = (
        people.models,
        stories.models.arc,
        stories.models.article,
        stories.models.quote,
        stories.timeline.key_quotes,
        stories.timeline.page,
        sitewide.templatetags.addresses,  # {% address %} with a value
    )
    return models, sitewide.templatetags.addresses


def with_reverse():
    """Every address built by a plain `reverse()` call; returns a function that restores them."""
    from django.urls import reverse

    models, tag = users()
    saved = [module.address for module in models], tag.fixed_address
    for module in models:
        module.address = lambda viewname, kwarg, value: reverse(viewname, kwargs={kwarg: value})
    tag.fixed_address = reverse

    def restore():
        for module, original in zip(models, saved[0], strict=True):
            module.address = original
        tag.fixed_address = saved[1]

    return restore


def read_on_every_call():
    """`AddressesPerRequest` passing requests through: each address reads the URLconf and script prefix itself.
    Returns a function that restores it."""
    from sitewide.addresses import AddressesPerRequest

    call = AddressesPerRequest.__call__
    AddressesPerRequest.__call__ = lambda self, request: self.get_response(request)

    def restore():
        AddressesPerRequest.__call__ = call

    return restore


def count_addresses(client, url: str) -> int:
    """How many addresses one render of `url` builds."""
    models, tag = users()
    calls = [0]
    saved = [module.address for module in models], tag.fixed_address

    def counting(original):
        def address(*args):
            calls[0] += 1
            return original(*args)

        return address

    for module, original in zip(models, saved[0], strict=True):
        module.address = counting(original)
    tag.fixed_address = counting(saved[1])
    try:
        client.get(url)
    finally:
        for module, original in zip(models, saved[0], strict=True):
            module.address = original
        tag.fixed_address = saved[1]
    return calls[0]


def timed(client, url: str, requests: int) -> list[float]:
    times = []
    for _ in range(requests):
        started = time.perf_counter()
        response = client.get(url)
        times.append((time.perf_counter() - started) * 1000)
        if response.status_code != 200:
            raise SystemExit(f"{url} answered {response.status_code}")
    return times


def main() -> None:
    args = arguments()
    # Every part of each page built, as on a cold render: a kept part builds no address.
    os.environ["DJANGO_FRAGMENT_CACHE_SECONDS"] = "0"
    with demo_database(args.size, args.database_url):
        from django.db import connection
        from django.test import Client

        urls = pages()
        client = Client()
        for url in urls.values():  # warm: templates compiled, routes reversed once
            timed(client, url, 2)
        modes = {
            "address": lambda: lambda: None,
            "each call": read_on_every_call,
            "reverse": with_reverse,
        }
        results = {name: {mode: [] for mode in modes} for name in urls}
        for _ in range(args.rounds):
            for mode, change in modes.items():
                restore = change()
                try:
                    for name, url in urls.items():
                        results[name][mode] += timed(client, url, args.requests)
                finally:
                    restore()
        print(
            f"address() against reverse(), in-process renders, page cache off, every part built, {connection.vendor}, demo {args.size}; "
            f"{args.rounds} alternating rounds x {args.requests} renders per page and mode; median ms\n"
        )
        print(
            "| page | addresses built | with address() | URLconf read on each call | with reverse() "
            "| saved over reverse() | saved % | saved by reading once per request |"
        )
        print("|---|---:|---:|---:|---:|---:|---:|---:|")
        for name, url in urls.items():
            fast, each, slow = (statistics.median(results[name][mode]) for mode in modes)
            print(
                f"| {name} | {count_addresses(client, url)} | {fast:.2f} | {each:.2f} | {slow:.2f} "
                f"| {slow - fast:.2f} | {100 * (slow - fast) / slow:.0f}% | {each - fast:.2f} |"
            )


if __name__ == "__main__":
    main()
