"""Querysets compiled once per process and run with each request's values: a trick on the reader pages' hot path.

Building a queryset and compiling it to SQL took a quarter to a third of a cold render of the arc, article and
person pages (profiled), and gives the same SQL every time: only the values change (an arc's id, the moment that
decides what is published). `Prepared(build)` builds `build(*values)` once per process with the first values,
learns which parameters each value fills by building it once more per value with that value changed (and once
with another moment), and checks that nothing else changed: the same SQL, the other parameters equal, each
value's parameters as the database receives it. Afterwards a call runs that SQL with the new values, and the rows
are built as the ORM builds them (select_related, and the page cache's tags through post_init). What it cannot
check is built afresh every time, as without it: values other than whole numbers and text (or short tuples of
them, each length compiled apart: an IN list), SQL that differs,
prefetches (their querysets are not in the SQL). Deriving a queryset from a prepared one (`.filter()`,
`.count()`, a slice) builds the original first. A `build` must not branch on its values.

`publication_moment()` is the one clock "published" reads (stories.models.publishing), so that preparing can move it.
`make bench` measures pages with it and without (DJANGO_PREPARED_QUERIES=0).
"""

import contextvars
import datetime
import inspect
import threading
import weakref
from collections.abc import Callable
from functools import partial

from django.conf import settings
from django.db import connections
from django.db.models import QuerySet
from django.db.models.sql import Query
from django.utils import timezone

_moment: contextvars.ContextVar[datetime.datetime | None] = contextvars.ContextVar(
    "prepared_moment", default=None
)
_UNPREPARED = object()


def publication_moment() -> datetime.datetime:
    """Now, or the moment a query being prepared (or rebuilt) is built for."""
    return _moment.get() or timezone.now()


class _Compiled:
    """One prepared SQL statement: its parameters, and where each value and the moment go."""

    def __init__(self, queryset: QuerySet, compiler, sql: str, params: tuple, slots: list):
        self.queryset, self.compiler, self.sql, self.params, self.slots = (
            queryset,
            compiler,
            sql,
            params,
            slots,
        )
        # Each column's converters (dates, decimals), which the ORM works out again on every run: by
        # connection, then by the columns (held, so that their ids stay theirs).
        self._converters = weakref.WeakKeyDictionary()

    def converters(self, compiler, expressions) -> dict:
        """`compiler.get_converters(expressions)`, worked out once per connection and columns."""
        by_columns = self._converters.setdefault(compiler.connection, {})
        key = tuple(map(id, expressions))
        found = by_columns.get(key)
        if found is None:
            converters = type(compiler).get_converters(compiler, expressions)
            found = by_columns[key] = (tuple(expressions), converters)
        return found[1]

    def bind(self, values: tuple, moment: datetime.datetime) -> list:
        params = list(self.params)
        adapted = [*_flat(values), _adapt(connections[self.queryset.db], moment)]
        for position, index in self.slots:
            params[position] = adapted[index]
        return params


class Prepared:
    """`build(*values)`'s queryset, compiled once per process and database (see the module's docstring)."""

    def __init__(self, build: Callable[..., QuerySet]):
        self.build = build
        self._compiled: dict[tuple, object] = {}  # by database and the values' shape
        self._alias: str | None = None
        self._lock = threading.Lock()
        # What `given()` compares its options with, read once rather than on every call.
        self._defaults = inspect.signature(build).parameters

    def __call__(self, *values) -> QuerySet:
        shape = _shape(values) if settings.PREPARED_QUERIES else None
        if shape is None:
            return self.build(*values)
        moment = timezone.now()
        queryset = self.build_at(values, moment) if self._alias is None else None
        alias = self._alias or queryset.db
        compiled = self._compiled.get((alias, shape))
        if compiled is None:
            with self._lock:
                compiled = self._compiled.get((alias, shape)) or self._prepare(values, shape, alias)
                self._compiled[alias, shape], self._alias = compiled, alias
        if compiled is _UNPREPARED:
            return queryset if queryset is not None else self.build_at(values, moment)
        return _bound(self, compiled, values, moment)

    def given(self, *values, **options) -> QuerySet:
        """`self(*values)` when each of `options` is the build's own default (what it is compiled with, such as
        the readers' rule), else the queryset built with them (a staff preview's rule)."""
        defaults = self._defaults
        if all(
            name in defaults and defaults[name].default is value for name, value in options.items()
        ):
            return self(*values)
        return self.build(*values, **options)

    def build_at(self, values: tuple, moment: datetime.datetime) -> QuerySet:
        token = _moment.set(moment)
        try:
            return self.build(*values)
        finally:
            _moment.reset(token)

    def _prepare(self, values: tuple, shape: tuple, alias: str):
        first = timezone.now().replace(microsecond=123457)
        flat = _flat(values)
        try:
            base, sql, params, compiler = self._compile(values, first, alias)
            slots = []
            changes = [(n, _other(value)) for n, value in enumerate(flat)]
            changes.append((len(flat), None))  # the moment
            for index, changed in changes:
                if index < len(flat):
                    other_values = _unflat([*flat[:index], changed, *flat[index + 1 :]], shape)
                    moment, expected = first, (flat[index], changed)
                else:
                    other_values, moment = (
                        values,
                        first + datetime.timedelta(seconds=1, microseconds=1),
                    )
                    connection = connections[alias]
                    expected = (_adapt(connection, first), _adapt(connection, moment))
                _, other_sql, other_params, _ = self._compile(other_values, moment, alias)
                if other_sql != sql or len(other_params) != len(params):
                    return _UNPREPARED
                for position, (was, now) in enumerate(zip(params, other_params, strict=True)):
                    if was != now:
                        if (was, now) != expected:
                            return _UNPREPARED
                        slots.append((position, index))
            if len({position for position, _ in slots}) != len(slots):
                return _UNPREPARED
        except Exception:  # noqa: BLE001 (an EmptyResultSet, a value it cannot change: not prepared)
            return _UNPREPARED
        return _Compiled(base, compiler, sql, params, slots)

    def _compile(self, values: tuple, moment, alias: str):
        queryset = self.build_at(values, moment)
        if queryset._prefetch_related_lookups or queryset.db != alias:
            raise ValueError("not prepared: prefetches, or another database")
        compiler = queryset.query.get_compiler(using=alias)
        sql, params = compiler.as_sql()
        return queryset, sql, tuple(params), compiler


# Values a prepared query takes: whole numbers and text, and tuples of them (each length compiled apart, up to this).
_SCALARS = (int, str)
MOST_IN_A_TUPLE = 32


def _shape(values: tuple) -> tuple | None:
    """Each value's kind (None: a scalar; a tuple's length), or None when a value cannot be prepared."""
    shape = []
    for value in values:
        if type(value) in _SCALARS:
            shape.append(None)
        elif (
            type(value) is tuple
            and len(value) <= MOST_IN_A_TUPLE
            and all(type(item) in _SCALARS for item in value)
        ):
            shape.append(len(value))
        else:
            return None
    return tuple(shape)


def _flat(values: tuple) -> list:
    return [item for value in values for item in (value if type(value) is tuple else (value,))]


def _unflat(flat: list, shape: tuple) -> tuple:
    values, at = [], 0
    for kind in shape:
        if kind is None:
            values.append(flat[at])
            at += 1
        else:
            values.append(tuple(flat[at : at + kind]))
            at += kind
    return tuple(values)


def _other(value):
    return value + 1_000_003 if type(value) is int else value + "\x1fprepared"


def _adapt(connection, moment: datetime.datetime):
    return connection.ops.adapt_datetimefield_value(moment)


class _BoundQuery(Query):
    """The prepared query with this call's values: compiled already; anything derived builds the original."""

    def get_compiler(self, using=None, connection=None, elide_empty=True):
        compiled: _Compiled = self._prepared_compiled
        if connection is None and using == compiled.queryset.db:
            compiler = object.__new__(type(compiled.compiler))
            compiler.__dict__.update(compiled.compiler.__dict__)
            # The connection of this thread, not of the one that compiled it: a threaded server
            # (gthread, the live server) gives each thread its own, usable only there.
            compiler.connection = connections[using]
            sql, params = compiled.sql, self._prepared_params
            compiler.as_sql = lambda *args, **kwargs: (sql, params)
            compiler.get_converters = partial(compiled.converters, compiler)
            return compiler
        return self._original().get_compiler(using, connection, elide_empty)

    def clone(self):
        return self._original().clone()

    def _original(self) -> Query:
        prepared, values, moment = self._prepared_call
        return prepared.build_at(values, moment).query


def _bound(prepared: Prepared, compiled: _Compiled, values: tuple, moment) -> QuerySet:
    template = compiled.queryset
    query = object.__new__(_BoundQuery)
    query.__dict__.update(template.query.__dict__)
    query._prepared_compiled = compiled
    query._prepared_params = compiled.bind(values, moment)
    query._prepared_call = (prepared, values, moment)
    queryset = object.__new__(type(template))
    queryset.__dict__.update(template.__dict__)
    queryset._query, queryset._result_cache, queryset._prefetch_done = query, None, False
    queryset._deferred_filter = None
    return queryset
