"""The editors' import page: upload raw article files, review what was found, confirm."""

import hashlib
from dataclasses import replace

from django import forms
from django.contrib import messages
from django.contrib.admin import site
from django.contrib.auth.mixins import PermissionRequiredMixin
from django.shortcuts import redirect
from django.template.response import TemplateResponse
from django.urls import reverse
from django.views import View

from stories.models import Article

from .parsing import parse_document
from .review import read_choices
from .sources import SourceError, SourceText, decode_source, max_import_bytes
from .writer import apply_review, known_people, write_documents


class MultipleFileInput(forms.ClearableFileInput):
    allow_multiple_selected = True


class MultipleFileField(forms.FileField):
    def __init__(self, *args, **kwargs):
        kwargs.setdefault("widget", MultipleFileInput(attrs={"accept": ".txt,text/plain"}))
        kwargs.setdefault("allow_empty_file", True)  # decode_source reports empty files by name
        super().__init__(*args, **kwargs)

    def clean(self, data, initial=None):
        files = data if isinstance(data, (list, tuple)) else [data]
        return [super(MultipleFileField, self).clean(file, initial) for file in files]


class UploadForm(forms.Form):
    files = MultipleFileField(label="Article files", help_text="Plain-text (.txt) files, one article each.")

    def clean_files(self):
        """Each upload decoded as text; every problem reported at once, naming its file."""
        sources, errors = [], []
        for upload in self.cleaned_data["files"]:
            try:
                text, warnings = decode_source(upload.read(max_import_bytes() + 1), label=upload.name, max_bytes=max_import_bytes())
            except SourceError as error:
                errors.append(str(error))
                continue
            name = upload.name.rsplit("/", 1)[-1].removesuffix(".txt")
            sources.append(SourceText(name, upload.name, text, hashlib.sha256(text.encode()).hexdigest(), warnings))
        if errors:
            raise forms.ValidationError(errors)
        return sources


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
        people = known_people()
        documents = [(s, parse_document(s.text, name=s.name, known_people=people)) for s in form.cleaned_data["files"]]
        return self.render(request, form=None, documents=documents)

    def confirm(self, request):
        """Re-read the reviewed texts and apply the editor's corrections, then write all or nothing."""
        people, reviewed = known_people(), []
        for n in range(int(request.POST.get("document_count", 0))):
            prefix = f"doc{n}"
            text = request.POST.get(f"{prefix}-text", "").replace("\r\n", "\n")
            name = request.POST.get(f"{prefix}-name", f"upload-{n}")
            source = SourceText(name, name, text, hashlib.sha256(text.encode()).hexdigest())
            doc = parse_document(text, name=name, known_people=people)
            choices = read_choices(request.POST, prefix, range(len(doc.quotes)))
            doc = apply_review(
                doc, excluded_quotes={i for i, c in choices.items() if not c.keep},
                speakers={i: c.speaker for i, c in choices.items() if c.speaker is not None},
                descriptions={i: c.description for i, c in choices.items() if c.description is not None},
            )
            headline = request.POST.get(f"{prefix}-headline", "").strip()
            if headline:
                doc = replace(doc, headline=headline)
            reviewed.append((source, doc))
        outcomes = write_documents(reviewed)
        for outcome in outcomes:
            level = messages.WARNING if outcome.status == "changed" else messages.SUCCESS
            messages.add_message(request, level, f"{outcome.name}: {outcome.status} — {outcome.article.headline}")
        return redirect(reverse("admin:stories_article_changelist"))

    def render(self, request, **context):
        context.update(site.each_context(request), title="Import articles", opts=Article._meta)
        return TemplateResponse(request, self.template_name, context)
