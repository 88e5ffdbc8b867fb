"""Signed, expiring preview links: a reviewer without an account reads one unpublished article.

Staff preview everything with `?preview` (stories.views.mixins). A reviewer's link is signed with
the site's secret, expires after settings.PREVIEW_LINK_MAX_AGE and opens that one article only:
everything else on the page (arcs, neighbouring articles) stays what readers see. Preview pages
are marked, never cached and never indexed (the reader pages' own preview handling).
"""

import datetime
import secrets

from django.conf import settings
from django.core import signing
from django.db.models import Q, QuerySet
from django.http import Http404
from django.shortcuts import get_object_or_404
from django.template.response import TemplateResponse
from django.urls import reverse
from django.utils import timezone

from .models import Article
from .models.publishing import published_condition
from .views.article import ArticleDetailView

SALT = "stories.preview"


def preview_token(article: Article) -> str:
    # The article's preview secret is signed into the link: revoking replaces it, and every link made before
    # stops working at once, days before it would expire.
    return signing.dumps(
        {"article": article.pk, "secret": article.preview_secret}, salt=SALT, compress=True
    )


def revoke_preview_links(*, article: Article) -> None:
    """Every reviewer link to `article` shared so far stops opening it; a new link works again."""
    article.preview_secret = secrets.token_hex(16)
    Article.objects.filter(pk=article.pk).update(preview_secret=article.preview_secret)


def preview_url(article: Article) -> str:
    return reverse("stories:preview", kwargs={"token": preview_token(article)})


def preview_link_expiry() -> datetime.datetime:
    """When a link made now stops working."""
    return timezone.now() + datetime.timedelta(seconds=settings.PREVIEW_LINK_MAX_AGE)


class SignedPreviewView(ArticleDetailView):
    article_pk = None

    def dispatch(self, request, *args, token: str = "", **kwargs):
        try:
            signed = signing.loads(token, salt=SALT, max_age=settings.PREVIEW_LINK_MAX_AGE)
        except signing.SignatureExpired:
            return TemplateResponse(request, "stories/preview_expired.html", status=410)
        except signing.BadSignature:
            raise Http404("No such preview.") from None
        if not isinstance(signed, dict):
            raise Http404("No such preview.")
        self.article_pk = signed.get("article")
        current = Article.objects.filter(pk=self.article_pk).values_list(
            "preview_secret", flat=True
        )
        if current and current[0] != signed.get("secret"):
            return TemplateResponse(
                request, "stories/preview_expired.html", {"revoked": True}, status=410
            )
        response = super().dispatch(request, *args, **kwargs)
        response["X-Robots-Tag"] = "noindex, nofollow"
        return response

    def is_preview(self) -> bool:
        return True

    def visible(self, model) -> QuerySet:
        published = model._default_manager.published()
        return (
            published | model._default_manager.filter(pk=self.article_pk)
            if model is Article
            else published
        )

    def visible_through(self, relation: str) -> Q:
        """The same rule as `visible()`: published, or the one article this link opens."""
        return published_condition(f"{relation}__") | Q(**{f"{relation}__pk": self.article_pk})

    def get_object(self, queryset=None):
        return get_object_or_404(self.get_queryset(), pk=self.article_pk)
