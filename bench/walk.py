"""The walk of one reader page's request: which of the project's files and templates it runs.

    .venv/bin/python bench/walk.py                 # the largest demo arc's page, every part built
    .venv/bin/python bench/walk.py --page person   # the person quoted most
    make bench-walk                                # the three page types

It answers "how much must I read to follow this page?", the measure issue 33 gives for the arc page
(34 Python files, 10 templates and 73 entries into pagecache when it was filed, counted its own
way on seed data). One request is made first to import and compile everything; Django's caches are
then emptied, and the second request is traced with `sys.setprofile`. Parts are built and not kept,
as `bench/run.py --cold` measures (FRAGMENT_CACHE_SECONDS=0); `--store-parts` keeps them instead,
as for the first reader after a deploy. It counts:

- Python files of the project (not Django's, not the virtualenv's) that run at least one function;
- templates rendered, Django's (each `Template._render`) and Jinja2's (their compiled code names
  the template file);
- entries into `pagecache`: calls from outside the package into one of its functions.

Figures, not timings: a trace slows the request down many times over, so nothing here is timed.
"""

import collections
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import argparse  # noqa: E402

from bench.inprocess import demo_database  # noqa: E402

PAGES = ("arc", "article", "person")


def project_file(filename: str) -> str | None:
    """The path relative to the project of a file the project owns, else None."""
    if not filename.startswith(str(ROOT)) or "/.venv/" in filename or "site-packages" in filename:
        return None
    return str(Path(filename).relative_to(ROOT))


def page_address(page: str) -> str:
    from django.db.models import Count

    from people.models import Person
    from stories.models import Article, StoryArc

    if page == "arc":
        arc = (
            StoryArc.objects.published()
            .annotate(size=Count("entries"))
            .order_by("-size", "slug")
            .first()
        )
        return arc.get_absolute_url()
    if page == "article":
        return (
            Article.objects.published().order_by("-published_on", "pk").first().get_absolute_url()
        )
    person = Person.objects.annotate(said=Count("quotes")).order_by("-said", "slug").first()
    return person.get_absolute_url()


class Walk:
    """What one traced request ran: project files, templates, and entries into pagecache."""

    def __init__(self):
        self.files: set[str] = set()
        self.templates: set[str] = set()
        self.pagecache_entries: collections.Counter[str] = collections.Counter()

    def __call__(self, frame, event, arg):
        if event != "call":
            return
        code = frame.f_code
        name = project_file(code.co_filename)
        if name is None:
            if code.co_name == "_render" and code.co_filename.endswith("django/template/base.py"):
                origin = getattr(frame.f_locals.get("self"), "origin", None)
                if origin is not None and origin.template_name:
                    self.templates.add(str(origin.template_name))
            return
        if name.endswith(".html"):  # Jinja2's compiled templates carry their source file's name
            self.templates.add(name.split("templates/", 1)[-1])
            return
        self.files.add(name)
        if name.startswith("pagecache/"):
            caller = frame.f_back
            caller_name = project_file(caller.f_code.co_filename) if caller else None
            if not (caller_name or "").startswith("pagecache/"):
                self.pagecache_entries[f"{name}:{code.co_name}"] += 1

    def report(self, address: str) -> None:
        from django.conf import settings

        kept = "kept" if settings.FRAGMENT_CACHE_SECONDS else "not kept"
        print(f"\n{address} (every part built, {kept})")
        print(f"  project Python files run: {len(self.files)}")
        for name in sorted(self.files):
            print(f"    {name}")
        print(f"  templates rendered: {len(self.templates)}")
        for name in sorted(self.templates):
            print(f"    {name}")
        print(f"  entries into pagecache: {sum(self.pagecache_entries.values())}")
        for name, count in self.pagecache_entries.most_common():
            print(f"    {count:4d}  {name}")


def walk(address: str) -> Walk:
    from django.core.cache import caches
    from django.test import Client

    client = Client()
    assert client.get(address).status_code == 200, address  # imports and compiles everything
    for alias in caches:
        caches[alias].clear()
    traced = Walk()
    sys.setprofile(traced)
    try:
        response = client.get(address)
    finally:
        sys.setprofile(None)
    assert response.status_code == 200, address
    return traced


def main() -> None:
    # Its own options rather than inprocess.demo_parser, so the script also walks older checkouts.
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--size", default="20x50", help="demo arcs x articles per arc")
    parser.add_argument("--database-url", default="", help="a PostgreSQL database (default SQLite)")
    parser.add_argument(
        "--store-parts",
        action="store_true",
        help="keep the parts built (the first render after a deploy) rather than only build them",
    )
    parser.add_argument("--page", choices=PAGES, action="append", help="default: arc")
    args = parser.parse_args()
    if not args.store_parts:
        os.environ["DJANGO_FRAGMENT_CACHE_SECONDS"] = "0"
    with demo_database(args.size, args.database_url):
        for page in args.page or ["arc"]:
            address = page_address(page)
            walk(address).report(address)


if __name__ == "__main__":
    main()
