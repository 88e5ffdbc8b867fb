"""The editors' import page (upload or paste raw articles, review what was found, confirm), and the quotes
proposed on the article form as the body is typed."""

from django import forms
from django.conf import settings
from django.contrib import messages
from django.contrib.admin import site
from django.contrib.auth.mixins import PermissionRequiredMixin
from django.core.exceptions import PermissionDenied
from django.http import Http404, HttpResponse
from django.shortcuts import get_object_or_404, redirect
from django.template.response import TemplateResponse
from django.urls import reverse
from django.utils.cache import add_never_cache_headers
from django.views import View

from stories.models import Article
from stories.permissions import may_edit_article

from .confirm import EXPIRED, ReviewForm, load_review, quotes_digest, sign_review
from .found import PREFIX
from .live import live_rows
from .sources import SourceError, check_sources, max_import_bytes, pasted_source
from .writer import ImportRefused, parse_sources, write_documents

STATUS_MESSAGES = {
    "created": "imported as a draft",
    "unchanged": "already imported with the same text: nothing changed",
    "changed": "an article was imported under this name with different text: not written",
}


class MultipleFileInput(forms.ClearableFileInput):
    allow_multiple_selected = True


class MultipleFileField(forms.FileField):
    def __init__(self, *args, **kwargs):
        kwargs.setdefault("widget", MultipleFileInput(attrs={"accept": ".txt,text/plain"}))
        kwargs.setdefault("allow_empty_file", True)  # check_sources reports empty files by name
        super().__init__(*args, **kwargs)

    def clean(self, data, initial=None):
        files = data if isinstance(data, (list, tuple)) else [data]
        return [
            super(MultipleFileField, self).clean(file, initial)
            for file in files
            if file or not self.required
        ]


class UploadForm(forms.Form):
    files = MultipleFileField(
        label="Article files",
        required=False,
        help_text="Plain-text (.txt) files, one article each.",
    )
    text = forms.CharField(
        label="Or paste an article",
        required=False,
        strip=False,
        widget=forms.Textarea(attrs={"rows": 12, "cols": 80}),
        help_text="Headline on the first line, then a blank line, then the article as published.",
    )

    def clean(self):
        """The import checks (importing.sources.check_sources) for the files and the pasted text together."""
        uploads = [
            (f.name, f.read(max_import_bytes() + 1))
            for f in self.cleaned_data.get("files") or []
            if f
        ]
        text = self.cleaned_data.get("text") or ""
        if text:
            uploads.append(pasted_source(text))
        if not uploads:
            raise forms.ValidationError("Upload a file or paste an article.")
        try:
            self.cleaned_data["sources"] = check_sources(uploads)
        except SourceError as error:
            raise forms.ValidationError(str(error).splitlines()) from None
        return self.cleaned_data


class ImportArticlesView(PermissionRequiredMixin, View):
    permission_required = ("stories.add_article", "stories.add_quote")
    template_name = "admin/stories/article/import.html"

    def get(self, request):
        return self.render(request, form=UploadForm())

    def post(self, request):
        if "confirm" in request.POST:
            return self.confirm(request)
        form = UploadForm(request.POST, request.FILES)
        if not form.is_valid():
            return self.render(request, form=form)
        sources = form.cleaned_data["sources"]
        documents = list(zip(sources, parse_sources(sources), strict=True))
        token = sign_review(documents, user=request.user)
        # The confirm post carries the token; Django refuses a request whose fields exceed this.
        if len(token) > settings.DATA_UPLOAD_MAX_MEMORY_SIZE - 512 * 1024:
            form.add_error(
                None,
                "These articles are too large to review together: import them a few at a time.",
            )
            return self.render(request, form=form)
        return self.render_review(
            request, ReviewForm(initial={"review": token}, documents=documents)
        )

    def confirm(self, request):
        """Write what the first step checked, with the editor's corrections, all or nothing."""
        try:
            checked = load_review(request.POST.get("review", ""), user=request.user)
        except SourceError as error:
            return self.render(request, form=UploadForm(), refusal=str(error), status=400)
        sources = [source for source, _digest in checked]
        documents = list(zip(sources, parse_sources(sources), strict=True))
        form = ReviewForm(request.POST, documents=documents)
        if any(
            quotes_digest(doc) != digest
            for (_s, doc), (_s2, digest) in zip(documents, checked, strict=True)
        ):
            return self.render(request, form=UploadForm(), refusal=EXPIRED, status=400)
        if not form.is_valid():
            return self.render_review(request, form)
        try:
            outcomes = write_documents(form.reviewed_documents(), by=request.user)
        except ImportRefused as error:
            form.add_error(None, str(error))
            return self.render_review(request, form)
        for outcome in outcomes:
            level = messages.WARNING if outcome.status == "changed" else messages.SUCCESS
            messages.add_message(
                request,
                level,
                f"{outcome.name}: {STATUS_MESSAGES[outcome.status]} ({outcome.article.headline})",
            )
        return redirect(reverse("admin:stories_article_changelist"))

    def render_review(self, request, form):
        may_add_people = request.user.has_perm("people.add_person")
        return self.render(
            request,
            form=None,
            review=form,
            documents=form.document_reviews(),
            may_add_people=may_add_people,
        )

    def render(self, request, *, status=200, **context):
        context.update(site.each_context(request), title="Import articles", opts=Article._meta)
        return TemplateResponse(request, self.template_name, context, status=status)


class FoundQuotesView(View):
    """The article form's panel of quotes found in the body as typed (importing/live.py), for staff who may
    write that article (`new`: the add form). Writes nothing; never cached."""

    http_method_names = ["post"]
    template_name = "admin/importing/article/found_quotes_table.html"

    def post(self, request, pk: str):
        if pk != "new" and not pk.isdigit():
            raise Http404("No such article.")
        article = None if pk == "new" else get_object_or_404(Article, pk=pk)
        allowed = (
            request.user.has_perm("stories.change_article")
            and may_edit_article(request.user, article)
            if article
            else request.user.has_perm("stories.add_article")
        )
        if not allowed:
            raise PermissionDenied
        if len(request.POST.get("body", "")) > settings.ARTICLE_BODY_MAX_CHARACTERS:
            return HttpResponse(status=413)  # the form's own save says why
        rows = live_rows(article, request.POST)
        context = {
            "found_quotes": rows,
            "found_count": len(rows),
            "found_prefix": PREFIX,
            "live": True,
        }
        response = TemplateResponse(request, self.template_name, context)
        add_never_cache_headers(response)
        return response
