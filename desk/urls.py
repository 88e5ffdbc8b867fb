from django.contrib import admin
from django.urls import path

from .views.autosave import AutosaveView, DiscardView
from .views.calendar import CalendarView
from .views.notes import NoteListView, ResolveView
from .views.presence import LeaveView, PresenceView
from .views.preview import LivePreviewView

app_name = "desk"


def staff(view):
    """admin_view: staff only (others are sent to sign in), CSRF-checked, never cached."""
    return admin.site.admin_view(view.as_view())


article = "articles/<str:pk>/"
urlpatterns = [
    path(f"{article}autosave/", staff(AutosaveView), name="autosave"),
    path(f"{article}autosave/discard/", staff(DiscardView), name="discard"),
    path(f"{article}preview/", staff(LivePreviewView), name="preview"),
    path(f"{article}presence/", staff(PresenceView), name="presence"),
    path(f"{article}presence/leave/", staff(LeaveView), name="leave"),
    path(f"{article}notes/", staff(NoteListView), name="notes"),
    path("notes/<int:note_id>/resolve/", staff(ResolveView), name="resolve-note"),
    path("calendar/", staff(CalendarView), name="calendar"),
]
