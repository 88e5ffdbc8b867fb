"""An editor correcting an article again and again while readers load it (`make loadtest`'s breaking-news phase).

Run with the server's environment (same database, same cache), so its saves invalidate the pages
the server caches. Every INTERVAL seconds it appends "[DEMO] Correction TAG-N." to the article and
saves the article, in one transaction, as the admin does (TAG tells this run's corrections from
those of earlier runs); after each commit it prints one JSON
line: {"number": N, "committed": <time.time() after the commit>} or {"number": N, "error": "..."}.
At the end it deletes its corrections.
"""

import argparse
import json
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.prod")

CORRECTION = "[DEMO] Correction {tag}-{number}."


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("slug", help="the article to correct")
    parser.add_argument("--tag", default="run")
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--interval", type=float, default=0.5)
    # An admin save also writes inlines and a revision; readers who ask meanwhile must still see the old page.
    parser.add_argument(
        "--hold", type=float, default=0.1, help="seconds each save's transaction stays open"
    )
    args = parser.parse_args()

    import django

    django.setup()
    from django.db import DatabaseError, transaction

    from stories.models import Article, Update
    from stories.services.corrections import record_correction

    deadline, number = time.monotonic() + args.seconds, 0
    while time.monotonic() < deadline:
        number += 1
        try:
            with transaction.atomic():
                article = Article.objects.select_for_update().get(slug=args.slug)
                record_correction(
                    article=article, text=CORRECTION.format(tag=args.tag, number=number)
                )
                article.save(update_fields=["updated_at"])
                time.sleep(args.hold)
            print(json.dumps({"number": number, "committed": time.time()}), flush=True)
        except DatabaseError as error:  # an edit lost: the load test reports it and fails
            print(json.dumps({"number": number, "error": str(error)}), flush=True)
        time.sleep(args.interval)
    # Leave the demo article as it was, for the next run's figures.
    Update.objects.filter(
        article__slug=args.slug, text__startswith=CORRECTION.format(tag=args.tag, number="")
    ).delete()


if __name__ == "__main__":
    main()
