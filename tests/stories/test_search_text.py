"""Bulk writes rebuild an article's SQLite search text once, not once per paragraph (stories 0017)."""

import pytest
from django.db import connection

from importing.sources import check_sources
from importing.writer import parse_sources, write_documents
from stories.models import Article

pytestmark = [
    pytest.mark.django_db,
    pytest.mark.skipif(
        connection.vendor != "sqlite",
        reason="PostgreSQL's statement triggers already refresh once per statement",
    ),
]


def vm_steps(work) -> int:
    """SQLite virtual-machine instructions (in thousands) that `work` runs: a measure of work, not of time."""
    steps = [0]

    def count():
        steps[0] += 1
        return 0

    connection.ensure_connection()
    connection.connection.set_progress_handler(count, 1000)
    try:
        work()
    finally:
        connection.connection.set_progress_handler(None, 0)
    return steps[0]


def import_paragraphs(count: int, name: str, *, last: str = "The end.") -> None:
    text = f"Headline {name}\n\n" + "\n\n".join(
        f"Paragraph {i} of the {name} story, without quotes." for i in range(count)
    )
    text += f"\n\n{last}"
    sources = check_sources([(f"{name}.txt", text.encode())])
    write_documents(list(zip(sources, parse_sources(sources), strict=True)))


def test_importing_grows_linearly_with_the_paragraphs():
    small = vm_steps(lambda: import_paragraphs(300, "small"))
    large = vm_steps(lambda: import_paragraphs(1200, "large"))
    # 4x the paragraphs: about 4x the work when linear, 16x when each paragraph rebuilds the whole body.
    assert large < 7 * small, (small, large)


def test_an_imported_article_is_found_by_the_words_of_its_last_paragraph():
    import_paragraphs(50, "zebra", last="An okapi closes it.")
    found = Article.objects.matching("okapi")
    assert list(found.values_list("headline", flat=True)) == ["Headline zebra"]
