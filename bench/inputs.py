"""`make bench` (after bench/run.py): what an editor's and a token holder's biggest inputs cost, at 1x, 4x and
16x size, so it shows whether the cost is linear (each step 4x: linear; 16x: quadratic).

In-process, on a throw-away SQLite file (or the PostgreSQL database --database-url names), through the real
paths: the article change form in the admin (Django's test client, signed in as an editor: the body planned,
checked and written, quotes kept, revision recorded, search text refreshed) and the import endpoint
(`POST /api/v1/imports/`, a dry run: parsed, checked and written in a transaction that is rolled back).
Figures are printed, never asserted. A step still running after --limit seconds is printed as "> limit" and
the larger sizes of that input are skipped. Run: `make bench` or `python bench/inputs.py --help`.
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
SCALES = (1, 4, 16)


def arguments() -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--database-url", default="", help="PostgreSQL; default a temporary SQLite")
    parser.add_argument(
        "--limit", type=float, default=120, help="seconds before a step is given up"
    )
    parser.add_argument(
        "--base", type=int, default=75, help="paragraphs at 1x (the issue's 1,200 is 16x of 75)"
    )
    parser.add_argument(
        "--case", default="", help=argparse.SUPPRESS
    )  # one input, in a child process
    return parser.parse_args()


def paragraph(n: int, version: int) -> str:
    return (
        f"Paragraph {n} of the story, version {version}: the council met on Tuesday and "
        f"“we have waited long enough,” Mayor Ana Pell said of bridge number {n}."
    )


def cases(base: int) -> dict[str, callable]:
    """Each input: scale -> (the stored body, the body the editor saves)."""
    return {
        # Every paragraph rewritten (the 1,200 paragraphs at 16x).
        "body: paragraphs rewritten": lambda s: (
            [paragraph(n, 1) for n in range(base * s)],
            [paragraph(n, 2) for n in range(base * s)],
        ),
        # One paragraph of repeated words, rewritten (the 8,000 words at 16x).
        "body: one paragraph of repeated words": lambda s: (
            [" ".join(["bridge"] * (500 * s))],
            [" ".join(["bridge", "river"] * (250 * s))],
        ),
    }


def timed(function, limit: float):
    """Seconds `function` took, or None when it ran past `limit` (it is left to finish in its thread)."""
    result = {}

    def run():
        started = time.perf_counter()
        try:
            result["value"] = function()
        except Exception as error:  # printed in the status column, the run goes on
            result["value"] = f"{type(error).__name__}: {error}"[:80]
        result["seconds"] = time.perf_counter() - started

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(limit)
    return (result["seconds"], result["value"]) if "seconds" in result else (None, None)


def report(name: str, size: str, cells: list[str], statuses: set) -> None:
    cells = cells + ["-"] * (len(SCALES) - len(cells))
    answers = ",".join(sorted(map(str, statuses)))
    print(
        f"{name:<40} {size:>10} " + " ".join(f"{c:>8}" for c in cells) + f"  {answers}", flush=True
    )


def save_body(client, article, body: str) -> int:
    from django.urls import reverse

    from tests.admin_forms import change_form_data

    address = reverse("admin:stories_article_change", args=[article.pk])
    data = change_form_data(client.get(address))
    # Published, so changed words need a correction note, as an editor's would.
    note = "An earlier version of this article was rewritten."
    response = client.post(address, {**data, "body": body, "body_correction": note})
    if response.status_code == 200 and response.context:  # refused: say why
        return f"refused: {response.context['adminform'].form.errors.as_text()[:60]}"
    return response.status_code


CASES = (
    "body: paragraphs rewritten",
    "body: one paragraph of repeated words",
    "import (API, dry run)",
)


def main() -> None:
    options = arguments()
    if not options.case:
        # Each input in a process of its own: a step past the limit is abandoned with its process (a thread
        # still running would hold SQLite's write lock for the next input).
        print(
            "\n## Inputs at 1x, 4x and 16x (seconds; each step is 4x the last, so linear is 4x the time)"
        )
        print(f"{'input':<40} {'size 1x':>10} {'1x s':>8} {'4x s':>8} {'16x s':>8}  answers")
        for case in CASES:
            subprocess.run([sys.executable, __file__, *sys.argv[1:], "--case", case], check=False)
        return
    with tempfile.TemporaryDirectory(prefix="throughline-bench-inputs-") as folder:
        os.environ.update(
            DJANGO_SETTINGS_MODULE="config.settings.test",
            DATABASE_URL=options.database_url or f"sqlite:///{Path(folder) / 'bench.sqlite3'}",
        )
        import django

        django.setup()
        from django.conf import settings
        from django.core.management import call_command
        from django.db import connection
        from django.test import Client
        from django.test.utils import setup_test_environment
        from rest_framework.authtoken.models import Token

        from stories.models import Article, Paragraph
        from tests.factories import ArticleFactory, staff_user

        setup_test_environment()  # the test client's response.context, which the form's data is read from
        settings.ALLOWED_HOSTS = ["testserver"]
        call_command("migrate", "--noinput", verbosity=0)
        call_command("sync_groups", verbosity=0)
        editor = staff_user("Editors", "bench-editor")
        client = Client()
        client.force_login(editor)
        token = Token.objects.create(user=editor)
        for name, make in cases(options.base).items():
            if name != options.case:
                continue
            cells, statuses, size = [], set(), None
            for scale in SCALES:
                stored, edited = make(scale)
                article = ArticleFactory(headline=f"{name} {scale}")
                Paragraph.objects.bulk_create(
                    Paragraph(article=article, position=n, text=text)
                    for n, text in enumerate(stored, 1)
                )
                body = "\n\n".join(edited)
                size = size or f"{len(body) / 1024:,.0f} KB"
                seconds, status = timed(
                    lambda article=article, body=body: save_body(client, article, body),
                    options.limit,
                )
                if seconds is None:
                    cells.append(f"> {options.limit:.0f}")
                    break
                cells.append(f"{seconds:.2f}")
                statuses.add(status)
                Article.objects.filter(pk=article.pk).delete()
            report(f"{name} ({connection.vendor})", size, cells, statuses)
        if options.case != CASES[2]:
            os._exit(0)
        cells, statuses = [], set()
        for scale in SCALES:
            text = "A long running story\n\n" + "\n\n".join(
                paragraph(n, 1) for n in range(options.base * 4 * scale)
            )
            body = json.dumps({"text": text, "commit": False})
            if scale == 1:
                size = f"{len(body) / 1024:,.0f} KB"
            seconds, status = timed(
                lambda body=body: (
                    client.post(
                        "/api/v1/imports/",
                        body,
                        content_type="application/json",
                        HTTP_AUTHORIZATION=f"Token {token.key}",
                    ).status_code
                ),
                options.limit,
            )
            if seconds is None:
                cells.append(f"> {options.limit:.0f}")
                break
            cells.append(f"{seconds:.2f}")
            statuses.add(status)
        report(f"{CASES[2]} ({connection.vendor})", size, cells, statuses)
    os._exit(0)  # a step past the limit may still be running in its thread


if __name__ == "__main__":
    main()
