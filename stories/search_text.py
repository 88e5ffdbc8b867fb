"""Bulk writes of paragraphs refresh each article's search text once (search migrations 0004 and 0007)."""

from collections.abc import Iterable, Iterator
from contextlib import contextmanager

from django.db import connections, transaction

PENDING = "stories_article_text_pending"


@contextmanager
def one_search_refresh(article_ids: Iterable[int], *, using: str = "default") -> Iterator[None]:
    """Paragraph writes for these articles inside the block refresh their search text once, at its end.

    On SQLite the paragraph triggers skip the marked articles and removing the marks rebuilds each
    article's row once; without this, writing n paragraphs rebuilds the row n times. PostgreSQL's
    statement-level triggers already refresh once per statement: there it does nothing.
    """
    ids = sorted(set(article_ids))
    connection = connections[using]
    if connection.vendor != "sqlite" or not ids:
        yield
        return
    rows = [(pk,) for pk in ids]
    # An error inside rolls the marks back with the writes.
    with transaction.atomic(using=using):
        with connection.cursor() as cursor:
            cursor.executemany(f"INSERT OR IGNORE INTO {PENDING}(article_id) VALUES (%s)", rows)
        yield
        with connection.cursor() as cursor:
            # Each deleted mark rebuilds its article's row (the trigger of search 0007).
            cursor.executemany(f"DELETE FROM {PENDING} WHERE article_id = %s", rows)
