"""Reviewer preview links on the article's change page: revoking them before they expire."""

from django.contrib import messages
from django.core.exceptions import PermissionDenied
from django.http import HttpResponseNotAllowed, HttpResponseRedirect
from django.shortcuts import get_object_or_404
from django.urls import path, reverse

from ..models import Article
from ..permissions import may_edit_article
from ..preview import revoke_preview_links


class PreviewLinksAdminMixin:
    def get_urls(self):
        revoke = path(
            "<path:object_id>/revoke-preview-links/",
            self.admin_site.admin_view(self.revoke_preview_links_view),
            name="stories_article_revoke_preview_links",
        )
        return [revoke, *super().get_urls()]

    def revoke_preview_links_view(self, request, object_id):
        if request.method != "POST":
            return HttpResponseNotAllowed(["POST"])
        article = get_object_or_404(Article, pk=object_id)
        if not (
            self.has_change_permission(request, article) and may_edit_article(request.user, article)
        ):
            raise PermissionDenied
        revoke_preview_links(article=article)
        messages.success(
            request,
            "Preview links withdrawn: every reviewer link shared so far now says it was withdrawn. "
            "The link below is new; share it again where it is still wanted.",
        )
        return HttpResponseRedirect(reverse("admin:stories_article_change", args=[article.pk]))
