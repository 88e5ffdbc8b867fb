"""The API's JSON parser: a body nested deeper than Python's parser recurses is a 400 like any other bad JSON."""

from rest_framework.exceptions import ParseError
from rest_framework.parsers import JSONParser


class BoundedJSONParser(JSONParser):
    def parse(self, stream, media_type=None, parser_context=None):
        try:
            return super().parse(stream, media_type, parser_context)
        except RecursionError:
            # json raises RecursionError past the interpreter's depth (about 1,000 levels); no request of the
            # API nests more than four.
            raise ParseError("JSON parse error - nested too deeply.") from None
