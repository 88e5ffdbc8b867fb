"""Cursor pagination: stable pages while the newsroom publishes (no item is skipped or repeated as rows are
added), opaque cursors in `next` and `previous`, no COUNT over the whole table."""

from django.core.exceptions import ValidationError as FieldError
from django.db import models
from rest_framework.exceptions import NotFound, ValidationError
from rest_framework.pagination import CursorPagination

from cleantext import uncarriable

# The widest integer both engines store (a bigint); a cursor's position beyond it is no row's.
BIGINT = 2**63 - 1


class ApiCursorPagination(CursorPagination):
    page_size = 20
    page_size_query_param = "page_size"
    max_page_size = 100
    invalid_cursor_message = "Invalid cursor: use a `next` or `previous` link of an earlier answer."

    model = None

    def paginate_queryset(self, queryset, request, view=None):
        self.model = queryset.model
        return super().paginate_queryset(queryset, request, view)

    def decode_cursor(self, request):
        # DRF answers a bad cursor with 404; it is a bad parameter (400), like a bad filter. A cursor is
        # opaque but not signed, so its position is checked against the field it is compared with: a
        # hand-made one (`p=2017-01-01` for an id) must not reach the database.
        try:
            cursor = super().decode_cursor(request)
        except NotFound as error:
            raise ValidationError({"cursor": [self.invalid_cursor_message]}) from error
        if cursor is not None and cursor.position is not None and not self._position_fits(cursor):
            raise ValidationError({"cursor": [self.invalid_cursor_message]})
        return cursor

    def _position_fits(self, cursor) -> bool:
        if self.model is None:
            return True
        field = self.model._meta.get_field(self.ordering[0].lstrip("-"))
        try:
            value = field.to_python(cursor.position)
        except (FieldError, ValueError, TypeError, OverflowError):
            return False
        if isinstance(field, models.IntegerField | models.AutoField):
            return -BIGINT <= value <= BIGINT
        if isinstance(value, str):
            return len(value) <= (field.max_length or 1000) and not uncarriable(value)
        return True

    def get_page_size(self, request):
        value = request.query_params.get(self.page_size_query_param)
        if value is not None and not (value.isdigit() and 1 <= int(value) <= self.max_page_size):
            raise ValidationError(
                {self.page_size_query_param: [f"A whole number from 1 to {self.max_page_size}."]}
            )
        return super().get_page_size(request)

    def get_paginated_response_schema(self, schema):
        # DRF's says `nullable`, which OpenAPI 3.1 (the schema's version) spells as a type.
        link = {
            "type": ["string", "null"],
            "format": "uri",
            "description": "The next (or previous) page; null at the end.",
        }
        return {
            "type": "object",
            "required": ["next", "previous", "results"],
            "properties": {"next": link, "previous": link, "results": schema},
        }
