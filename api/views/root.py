"""GET /api/v1/: what the API has, as links."""

from drf_spectacular.utils import extend_schema, inline_serializer
from rest_framework import serializers
from rest_framework.response import Response
from rest_framework.reverse import reverse
from rest_framework.views import APIView

ENDPOINTS = (
    "arcs",
    "articles",
    "quotes",
    "people",
    "organisations",
    "corrections",
    "imports",
    "schema",
    "docs",
)


class RootView(APIView):
    authentication_classes = ()
    permission_classes = ()

    @extend_schema(
        tags=["index"],
        responses=inline_serializer(
            "ApiRoot", {name: serializers.URLField() for name in ENDPOINTS}
        ),
    )
    def get(self, request):
        """The endpoints' addresses."""
        return Response({name: reverse(f"api:{name}", request=request) for name in ENDPOINTS})
