"""Renumbering rows that carry a unique (parent, position): move them out of the way first, then write the new order."""

from collections.abc import Sequence

from django.db import models
from django.db.models import F, Max


def free_positions(queryset: models.QuerySet, field: str = "position") -> None:
    """Move every row past the highest position, so rows can take new positions without meeting a unique constraint."""
    top = queryset.aggregate(top=Max(field))["top"] or 0
    queryset.update(**{field: F(field) + top + 1})


def renumber(queryset: models.QuerySet, rows: Sequence[models.Model], *, start: int = 1, field: str = "position") -> None:
    """Give `rows` (all of `queryset`'s rows, in their new order) the positions start, start + 1, ..."""
    free_positions(queryset, field)
    for position, row in enumerate(rows, start):
        setattr(row, field, position)
    queryset.model._default_manager.bulk_update(rows, [field])
