"""POST /api/v1/imports/: raw article text in, the structure the importer proposes out; drafts written on request.

The same path as the admin's import page: `importing.sources.check_sources` checks the texts, and the
writer checks every row against the token's user's permissions, all or nothing. Without `commit` the
same checks run by reading only (importing.plan), so a dry run refuses what a commit would and writes nothing.
"""

from django.urls import reverse
from drf_spectacular.utils import OpenApiExample, OpenApiResponse, extend_schema
from rest_framework import status
from rest_framework.authentication import TokenAuthentication
from rest_framework.exceptions import PermissionDenied, ValidationError
from rest_framework.permissions import BasePermission
from rest_framework.response import Response
from rest_framework.views import APIView

from importing.parsing import document_to_json
from importing.sources import SourceError, check_sources, pasted_source
from importing.writer import (
    ImportForbidden,
    ImportRefused,
    check_documents,
    parse_sources,
    write_documents,
)

from ..parsers import BoundedJSONParser
from ..serializers.imports import ImportRequestSerializer, ImportResultSerializer
from ..throttling import ImportRateThrottle

IMPORT_PERMISSIONS = ("stories.add_article", "stories.add_quote")


class MayImport(BasePermission):
    """Whoever may use the admin's import page: staff with the permissions to add articles and quotes."""

    message = "This token's account may not import articles: it needs staff status and the add article and add quote permissions."

    def has_permission(self, request, view):
        user = request.user
        return bool(
            user and user.is_authenticated and user.is_staff and user.has_perms(IMPORT_PERMISSIONS)
        )


def _uploads(data: dict) -> list[tuple[str, bytes]]:
    if data.get("text"):
        name = data.get("name")
        return [
            (f"{name}.txt", data["text"].encode("utf-8")) if name else pasted_source(data["text"])
        ]
    return [(f"{doc['name']}.txt", doc["text"].encode("utf-8")) for doc in data["documents"]]


class ImportView(APIView):
    authentication_classes = (TokenAuthentication,)
    permission_classes = (MayImport,)
    parser_classes = (BoundedJSONParser,)
    throttle_classes = (ImportRateThrottle,)

    @extend_schema(
        request=ImportRequestSerializer,
        responses={
            200: OpenApiResponse(
                ImportResultSerializer, description="Checked, nothing written (`commit` false)."
            ),
            201: OpenApiResponse(ImportResultSerializer, description="Written as drafts."),
        },
        examples=[
            OpenApiExample(
                "One article",
                value={"text": "Headline\n\nFirst paragraph.", "commit": False},
                request_only=True,
            )
        ],
        summary="Import raw article text",
    )
    def post(self, request):
        """Check raw article text and answer with what the importer found; with `commit`, write it as drafts."""
        form = ImportRequestSerializer(data=request.data)
        form.is_valid(raise_exception=True)
        try:
            sources = check_sources(_uploads(form.validated_data))
        except SourceError as error:
            raise ValidationError({"documents": str(error).splitlines()}) from None
        documents = list(zip(sources, parse_sources(sources), strict=True))
        commit = form.validated_data["commit"]
        try:
            if commit:
                outcomes = write_documents(documents, by=request.user)
            else:  # checked by reading only: nothing written, no write lock held
                check_documents(documents, by=request.user)
        except ImportForbidden as error:
            raise PermissionDenied(str(error)) from None
        except ImportRefused as error:
            raise ValidationError({"documents": [str(error)]}) from None
        body = {
            "committed": commit,
            "documents": {doc.name: document_to_json(doc) for _source, doc in documents},
        }
        if not commit:
            return Response(body, status=status.HTTP_200_OK)
        body["outcomes"] = {
            outcome.name: {
                "status": outcome.status,
                "article": outcome.article.slug,
                "admin_url": request.build_absolute_uri(
                    reverse("admin:stories_article_change", args=[outcome.article.pk])
                ),
                "new_people": outcome.new_people,
                "warnings": outcome.warnings,
            }
            for outcome in outcomes
        }
        return Response(body, status=status.HTTP_201_CREATED)
