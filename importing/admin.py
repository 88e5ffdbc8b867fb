"""The importer's quote finder on the article form: quotes found in the body as it is written, confirmed by the editor.

`stories` never imports `importing`, so the finder reaches the article form from this side, through
stories' documented extension point (stories/admin/extensions.py): `FoundQuotesExtension`, registered
by ImportingConfig.ready(). The Article admin is registered once, by stories; it stays complete and
testable without the finder, and nothing in stories has to know that a finder exists.
"""

from django.conf import settings
from django.contrib import messages
from django.contrib.admin.options import IS_POPUP_VAR
from django.http import HttpResponseRedirect
from django.urls import reverse
from django.utils.http import urlencode

from stories.admin.extensions import ArticleFormExtension
from stories.quote_cards import ensure_quote_card
from stories.text import normalise_quote_marks

from .found import (
    COUNT_FIELD,
    PREFIX,
    choice_error,
    confirm_found_quotes,
    found_count,
    found_quotes,
    parent_errors,
    posted_proposals,
    posted_rows,
)
from .review import read_choices

REVIEW_PARAMETER = "review"  # ?review=<paragraph ids>: propose the quotes found in these paragraphs


class FoundQuotesFormMixin:
    """Refuses a save that keeps a found quote with neither a speaker nor a description of the source, or
    with a new person when the editor may not add people (Reporters)."""

    may_add_people = False  # set per request by FoundQuotesExtension.form_class

    def found_choices(self):
        return read_choices(self.data, PREFIX, range(found_count(self.data) or 0))

    def has_changed(self):
        # A review of found quotes is something to save, even with the article's fields as shown.
        return super().has_changed() or bool(self.found_choices())

    def clean(self):
        cleaned = super().clean()
        if found_count(self.data) is None:
            self.add_error(
                None,
                f"At most {settings.FOUND_QUOTES_MAX} quotes found in the body are reviewed in one save; "
                f"this form sent {self.data.get(COUNT_FIELD, '')[:20]!r}. Reopen the article.",
            )
        for index, choice in self.found_choices().items():
            error = choice_error(choice, may_add_people=self.may_add_people)
            if error:
                self.add_error(None, f"Quote {index + 1} found in the body: {error}")
        for error in parent_errors(self.data, self.found_choices()):
            self.add_error(None, error)
        return cleaned


class FoundQuotesExtension(ArticleFormExtension):
    """Proposes the quotes found in paragraphs a save wrote, and saves those the editor keeps."""

    panel_template = "admin/importing/article/found_quotes_panel.html"

    def form_class(self, request, form):
        # A class made for this request, so the attribute is this editor's alone.
        return type(
            form.__name__,
            (FoundQuotesFormMixin, form),
            {"may_add_people": request.user.has_perm("people.add_person")},
        )

    def after_save_related(self, admin, request, form, formsets, change):
        article = form.instance
        saved, missing = confirm_found_quotes(article, request.POST, form.found_choices())
        for quote in saved:
            ensure_quote_card(quote)
        if saved:
            admin.message_user(
                request,
                f"Saved {len(saved)} quote{'s' if len(saved) != 1 else ''} found in the body.",
                messages.SUCCESS,
            )
        for words in missing:
            admin.message_user(
                request,
                f"Not saved as a quote, its words are no longer in the body: {words[:80]}",
                messages.WARNING,
            )
        applied = article.applied_body
        request.paragraphs_written = [*applied.inserted, *applied.rewritten]

    def response_after_save(self, admin, request, obj):
        """After a save that wrote paragraphs holding quotes not stored yet, back to the form to review them."""
        written = getattr(request, "paragraphs_written", [])
        if IS_POPUP_VAR in request.POST or not written:
            return None
        # Quotes the editor already reviewed in this save (proposed as they wrote) are not proposed again.
        reviewed = {normalise_quote_marks(p.quote.text) for p in posted_proposals(request.POST)}
        found = [
            row
            for row in found_quotes(obj, written)
            if normalise_quote_marks(row.quote.text) not in reviewed
        ]
        if not found:
            return None
        verb = "Saved" if "_saveasnew" not in request.POST else "Saved as new"
        admin.message_user(
            request,
            f"{verb}. {len(found)} quote{'s' if len(found) != 1 else ''} found in what you wrote: keep or untick each and "
            "check its speaker, then save again. None is a quote until you do.",
            messages.INFO,
        )
        # Only the paragraphs holding them: a quote unticked as they wrote stays unproposed elsewhere.
        paragraphs = sorted({dict(row.hidden)["paragraph"] for row in found})
        address = reverse("admin:stories_article_change", args=[obj.pk])
        return HttpResponseRedirect(
            f"{address}?{urlencode({REVIEW_PARAMETER: ','.join(paragraphs)})}#found-quotes"
        )

    def context(self, admin, request, obj):
        if request.method == "POST" and COUNT_FIELD in request.POST:
            rows = posted_rows(request.POST)
            count = len(rows)
        elif obj is not None and request.GET.get(REVIEW_PARAMETER):
            rows = found_quotes(
                obj, [int(pk) for pk in request.GET[REVIEW_PARAMETER].split(",") if pk.isdigit()]
            )
            count = len(rows)
        else:
            rows, count = [], 0
        return {
            "found_quotes": rows,
            "found_count": count,
            "found_prefix": PREFIX,
            # Where the form's script asks for the quotes in the body as typed (importing/live.py).
            "found_url": reverse("importing:found-quotes", args=[obj.pk if obj else "new"]),
        }
