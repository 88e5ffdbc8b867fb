"""Cursor pagination: stable pages while the newsroom publishes (no item is skipped or repeated as rows are
added), opaque cursors in `next` and `previous`, no COUNT over the whole table."""

from rest_framework.exceptions import NotFound, ValidationError
from rest_framework.pagination import CursorPagination


class ApiCursorPagination(CursorPagination):
    page_size = 20
    page_size_query_param = "page_size"
    max_page_size = 100
    invalid_cursor_message = "Invalid cursor: use a `next` or `previous` link of an earlier answer."

    def decode_cursor(self, request):
        # DRF answers a bad cursor with 404; it is a bad parameter (400), like a bad filter.
        try:
            return super().decode_cursor(request)
        except NotFound as error:
            raise ValidationError({"cursor": [self.invalid_cursor_message]}) from error

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
