"""What the desk's panels on the article form show, read in one place for the template tag and views."""

from django.urls import reverse

from .models import Note
from .permissions import may_write


def notes_panel(*, article, user) -> dict:
    notes = list(
        Note.objects.filter(article=article)
        .select_related("author", "resolved_by", "paragraph")
        .order_by("resolved_at", "created_at", "pk")
    )
    return {
        "article": article,
        "notes": [note for note in notes if not note.is_resolved],
        "resolved": [note for note in notes if note.is_resolved],
        "paragraphs": [(p.pk, p.position, p.text) for p in article.paragraphs.all()],
        "may_resolve": may_write(user, article),
        "notes_url": reverse("desk:notes", args=[article.pk]),
    }
