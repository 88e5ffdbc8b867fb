"""Renumbering rows that carry a unique (parent, position): move them out of the way first, then write the new order."""

from collections.abc import Sequence

from django.db import models
from django.db.models import F, Max


def free_positions(queryset: models.QuerySet, field: str = "position") -> None:
    """Move every row past the highest position, so rows can take new positions without meeting a unique constraint."""
    top = queryset.aggregate(top=Max(field))["top"] or 0
    queryset.update(**{field: F(field) + top + 1})


def renumber(
    queryset: models.QuerySet,
    rows: Sequence[models.Model],
    positions: Sequence[int],
    field: str = "position",
) -> None:
    """Give `rows` (all of `queryset`'s rows) these positions. Each row is saved, not updated in bulk, so
    the revision being recorded and the page cache (a row's place shows on other pages) see every move."""
    free_positions(queryset, field)
    for row, position in zip(rows, positions, strict=True):
        setattr(row, field, position)
        row.save(update_fields=[field])


def save_in_order(
    rows: Sequence[models.Model],
    *,
    siblings: models.QuerySet,
    deleted: Sequence[models.Model] = (),
    field: str = "position",
) -> None:
    """Delete `deleted`, then save `rows` at positions 1, 2, ... Siblings the caller did not list (a
    colleague's row added since the form was shown) keep their order after them, never lost."""
    for row in deleted:
        row.delete()
    listed = {row.pk for row in rows if row.pk}
    rest = list(siblings.exclude(pk__in=listed).order_by(field))
    free_positions(siblings, field)
    for position, row in enumerate(rows, 1):
        setattr(row, field, position)
        row.save()
    for position, row in enumerate(rest, len(rows) + 1):
        setattr(row, field, position)
        row.save(update_fields=[field])
