"""Notes on drafts: left by editors and reporters who may see the article, resolved by whoever may
edit it. Plain forms (they work without JavaScript); a script posting them gets the panel back."""

from django import forms
from django.contrib import messages
from django.shortcuts import get_object_or_404, redirect
from django.template.response import TemplateResponse
from django.urls import reverse
from django.views import View

from ..models import Note
from ..panels import notes_panel
from ..services import leave_note, resolve_note
from .access import article_to_read


class NoteForm(forms.Form):
    text = forms.CharField(max_length=2000, widget=forms.Textarea(attrs={"rows": 3}))
    paragraph = forms.IntegerField(required=False)


def _answer(request, article):
    """The panel for a script, or back to the article's form (its notes) for a browser without one."""
    if request.headers.get("X-Desk") == "fetch":
        return TemplateResponse(
            request, "admin/desk/notes.html", notes_panel(article=article, user=request.user)
        )
    return redirect(reverse("admin:stories_article_change", args=[article.pk]) + "#desk-notes")


class NoteListView(View):
    def get(self, request, pk):
        article = article_to_read(request, pk)
        return TemplateResponse(
            request, "admin/desk/notes.html", notes_panel(article=article, user=request.user)
        )

    def post(self, request, pk):
        article = article_to_read(request, pk)
        form = NoteForm(request.POST)
        if not form.is_valid():
            messages.error(request, "A note needs its text (at most 2,000 characters).")
            return _answer(request, article)
        try:
            leave_note(
                article=article,
                author=request.user,
                text=form.cleaned_data["text"],
                paragraph_id=form.cleaned_data["paragraph"],
            )
        except ValueError as error:
            messages.error(request, str(error))
        return _answer(request, article)


class ResolveView(View):
    def post(self, request, note_id):
        note = get_object_or_404(Note.objects.select_related("article"), pk=note_id)
        article_to_read(request, note.article_id)
        resolve_note(note=note, by=request.user)
        return _answer(request, note.article)
