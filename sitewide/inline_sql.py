"""A fixed word written into the SQL rather than bound as a parameter: a trick on the reader pages' hot path.

SQLite compiles a statement again each time a parameter is bound that might decide whether a partial index
applies (https://sqlite.org/partialindex.html, "Queries Using Partial Indexes"): the articles' partial indexes
hold only `status = 'published'` rows, so every query testing an article's status against a bound value was
compiled anew on every run, however often it ran. Compiling the widest reader queries (a person's accounts, 13
joins) cost about ten times running them. Written into the SQL, the status compiles once, like the rest of the
statement, and the partial indexes still apply. `make bench` (bench/inline_sql.py) times a page's queries both
ways. PostgreSQL, which Django sends literal values already, plans the same either way.
"""

import re

from django.db.models import CharField, Expression

_WORD = re.compile(r"[a-z_]+")


class Inline(Expression):
    """`word`, as a quoted SQL literal (`'published'`). Only a lowercase word known in code: nothing read from a
    request or the database is ever written into SQL this way."""

    def __init__(self, word: str):
        if not _WORD.fullmatch(word):
            raise ValueError(f"{word!r} is not a lowercase word")
        super().__init__(output_field=CharField())
        self.word = str(word)

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.word!r})"

    def as_sql(self, compiler, connection):
        return f"'{self.word}'", []
