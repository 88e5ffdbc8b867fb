"""The schema's error answers: drf-spectacular documents each operation's success; every operation here can also
answer an error in the shape `api.errors` gives, and the schema says which."""

from drf_spectacular.openapi import AutoSchema
from rest_framework import serializers


class ErrorSerializer(serializers.Serializer):
    status = serializers.IntegerField(help_text="The HTTP status, repeated.")
    error = serializers.CharField(help_text="What went wrong, in a sentence.")
    fields = serializers.DictField(
        child=serializers.ListField(child=serializers.CharField()),
        required=False,
        help_text="For a 400: each refused parameter with its reasons.",
    )
    retry_after = serializers.IntegerField(required=False, help_text="For a 429: seconds to wait.")


class ApiAutoSchema(AutoSchema):
    def _error_codes(self) -> dict[str, str]:
        codes = {
            "429": "Too many requests from this address (or this token's account): wait `Retry-After` seconds."
        }
        if self.method == "POST":
            codes |= {
                "400": "The texts or parameters were refused: nothing was written.",
                "401": "No valid token.",
                "403": "The token's account may not import these documents.",
            }
        elif "{" in self.path:
            codes["404"] = "No published object has this id or slug."
        elif getattr(self.view, "pagination_class", None):
            codes["400"] = "A filter, cursor or page size was refused."
        return codes

    def _get_response_bodies(self, direction="response"):
        responses = super()._get_response_bodies(direction)
        for code, description in self._error_codes().items():
            responses.setdefault(
                code,
                {**self._get_response_for_code(ErrorSerializer, code), "description": description},
            )
        return responses
