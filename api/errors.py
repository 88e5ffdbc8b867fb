"""Every error the API gives is JSON: {"status": 404, "error": "a sentence", "fields": {...} for bad parameters}.

DRF's own errors pass through `exception_handler`; an address no route matches, a refused query parameter
(sitewide.middleware.QueryGuardMiddleware) and a server error reach Django's handlers, which answer JSON
under /api/ (config/urls.py names them) and the site's pages elsewhere.
"""

from django.conf import settings
from django.core.exceptions import RequestDataTooBig
from django.http import HttpRequest, JsonResponse
from django.shortcuts import render
from django.urls import Resolver404
from django.views import defaults
from rest_framework import exceptions
from rest_framework.views import exception_handler as drf_exception_handler

API_PREFIX = "/api/"
NOT_FOUND = "Nothing here: see /api/v1/ for the endpoints."


def _flatten(detail) -> str:
    if isinstance(detail, dict):
        return "; ".join(f"{name}: {_flatten(value)}" for name, value in detail.items())
    if isinstance(detail, list):
        return " ".join(_flatten(item) for item in detail)
    return str(detail)


def exception_handler(exc, context):
    response = drf_exception_handler(exc, context)
    if response is None:
        return None  # a server error: Django's handler500 answers
    body = {"status": response.status_code, "error": _flatten(response.data)}
    if isinstance(exc, exceptions.ValidationError):
        body["error"] = f"Invalid parameters: {body['error']}"
        body["fields"] = (
            response.data
            if isinstance(response.data, dict)
            else {"non_field_errors": response.data}
        )
    if isinstance(exc, exceptions.Throttled) and exc.wait is not None:
        body["retry_after"] = int(exc.wait)
    response.data = body
    return response


def error(status: int, message: str) -> JsonResponse:
    return JsonResponse({"status": status, "error": message}, status=status)


def not_found(request: HttpRequest, *args, **kwargs) -> JsonResponse:
    return error(404, NOT_FOUND)


def page_not_found(request: HttpRequest, exception=None):
    if not request.path_info.startswith(API_PREFIX):
        return defaults.page_not_found(request, exception)
    message = NOT_FOUND
    # A view's own Http404 says what is missing; the resolver's lists the URL patterns, which is for developers.
    if (
        exception is not None
        and not isinstance(exception, Resolver404)
        and exception.args
        and isinstance(exception.args[0], str)
    ):
        message = exception.args[0]
    return error(404, message)


def bad_request(request: HttpRequest, exception=None):
    """Django's answer to a request it refuses before any view (SuspiciousOperation): a body over
    DATA_UPLOAD_MAX_MEMORY_SIZE is 413 with the limit, as JSON under /api/ and a page elsewhere."""
    limit = settings.DATA_UPLOAD_MAX_MEMORY_SIZE
    if not request.path_info.startswith(API_PREFIX):
        if isinstance(exception, RequestDataTooBig):
            # An admin form past the limit said only "Bad Request (400)".
            return render(request, "413.html", {"limit": limit}, status=413)
        return defaults.bad_request(request, exception)
    if isinstance(exception, RequestDataTooBig):
        return error(413, f"The request body is over {limit:,} bytes, the most the API reads.")
    return error(400, "Bad request.")


def server_error(request: HttpRequest):
    if request.path_info.startswith(API_PREFIX):
        return error(500, "The server failed to answer; it has been logged.")
    return defaults.server_error(request)
