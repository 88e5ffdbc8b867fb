"""Previews of articles readers cannot see yet: staff at the article's own URL, reviewers by signed link.

A reviewer's link is signed with the site's secret and expires (settings.PREVIEW_LINK_MAX_AGE); it
grants read access to that one article only. Preview responses are never cached and never indexed.
"""

import datetime

from django.conf import settings
from django.core import signing
from django.http import Http404, HttpResponse
from django.template.response import TemplateResponse
from django.urls import reverse
from django.utils import timezone
from django.utils.cache import add_never_cache_headers
from django.views.decorators.cache import never_cache

from .models import Article

SALT = "stories.preview"


def preview_token(article: Article) -> str:
    return signing.dumps({"article": article.pk}, salt=SALT, compress=True)


def preview_url(article: Article) -> str:
    return reverse("stories:preview", kwargs={"token": preview_token(article)})


def preview_link_expiry() -> datetime.datetime:
    """When a link made now stops working."""
    return timezone.now() + datetime.timedelta(seconds=settings.PREVIEW_LINK_MAX_AGE)


def staff_can_preview(request) -> bool:
    return request.user.is_active and request.user.is_staff and request.user.has_perm("stories.view_article")


def visible_articles(request):
    """Readers get published() only; signed-in staff may also open drafts and scheduled articles."""
    return Article.objects.all() if staff_can_preview(request) else Article.objects.published()


def article_detail_queryset(queryset=None):
    """What the article template reads, fetched up front."""
    queryset = Article.objects.all() if queryset is None else queryset
    return queryset.select_related("outlet").prefetch_related(
        "paragraphs", "updates", "embedded_posts", "bylines__person", "quotes__speaker"
    )


class StaffPreviewMixin:
    """For the public article DetailView: signed-in staff also open drafts and scheduled articles.

    Such a page uses stories/article_preview.html (the article template with a preview banner) and
    is sent never-cache and noindex. Readers, and published articles, are untouched.
    """

    is_preview = False

    def get_object(self, queryset=None):
        try:
            return super().get_object(queryset)
        except Http404:
            if not staff_can_preview(self.request):
                raise
            article = super().get_object(article_detail_queryset())
            self.is_preview = True
            return article

    def get_template_names(self):
        return ["stories/article_preview.html"] if self.is_preview else super().get_template_names()

    def get_context_data(self, **kwargs):
        return {**super().get_context_data(**kwargs), "is_preview": self.is_preview}

    def render_to_response(self, context, **response_kwargs):
        response = super().render_to_response(context, **response_kwargs)
        if self.is_preview:
            add_never_cache_headers(response)
            response["X-Robots-Tag"] = "noindex, nofollow"
        return response


@never_cache
def article_preview(request, token: str) -> HttpResponse:
    try:
        payload = signing.loads(token, salt=SALT, max_age=settings.PREVIEW_LINK_MAX_AGE)
    except signing.SignatureExpired:
        return TemplateResponse(request, "stories/preview_expired.html", status=410)
    except signing.BadSignature:
        raise Http404("No such preview.") from None
    article = article_detail_queryset().filter(pk=payload.get("article")).first()
    if article is None:
        raise Http404("No such preview.")
    context = {"article": article, "object": article, "is_preview": True}
    response = TemplateResponse(request, "stories/article_preview.html", context)
    response["X-Robots-Tag"] = "noindex, nofollow"
    return response
