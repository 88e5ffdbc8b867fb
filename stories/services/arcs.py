"""Putting an article in story arcs from the article's own page."""

from collections.abc import Iterable, Sequence

from django.core.exceptions import PermissionDenied, ValidationError
from django.db import transaction
from django.utils import timezone

from revisions.stale import Seen, refuse_stale

from ..models import ArcEntry, Article, StoryArc
from ..signals import article_made_public
from .positions import renumber, save_in_order

# Placing an article in an arc or taking it out changes the arc's page and every "part N of M".
ARC_PERMISSIONS = ("stories.add_arcentry", "stories.delete_arcentry")
ARCS_FORBIDDEN = "You may not place articles in story arcs or take them out: ask an editor."
ARCS_STALE = (
    "Someone changed the story arcs this article is in while you were editing it (now: {now}). "
    "Nothing was saved. Reopen the page to edit the current arcs."
)


def _entry_date(entry: ArcEntry):
    return entry.article.published_on if entry.article_id else entry.event.happened_on


def current_arc_ids(article: Article | None) -> set[int]:
    if article is None or article.pk is None:
        return set()
    return set(ArcEntry.objects.filter(article=article).values_list("arc_id", flat=True))


def may_place_in_arcs(user) -> bool:
    # `user` None is a trusted caller: a management command run by an operator.
    return user is None or user.has_perms(ARC_PERMISSIONS)


def arcs_error(*, article: Article | None, arcs: Iterable[StoryArc], by, shown=None) -> str | None:
    """Why the article's arcs may not become `arcs`, or None. `shown`: the arc ids the editor's form
    showed; when the stored arcs changed since, the form is stale and would undo a colleague's entry."""
    wanted = {arc.pk for arc in arcs}
    now = current_arc_ids(article)
    if wanted == now:
        return None
    if not may_place_in_arcs(by):
        return ARCS_FORBIDDEN
    if shown is not None and set(shown) != now:
        titles = (
            StoryArc.objects.filter(pk__in=now).order_by("title").values_list("title", flat=True)
        )
        return ARCS_STALE.format(now=", ".join(titles) or "none")
    return None


@transaction.atomic
def place_in_arc(*, arc: StoryArc, article: Article, by=None) -> ArcEntry:
    """Add the article to the arc after every entry dated on or before it, and before the later ones."""
    if not may_place_in_arcs(by):
        raise PermissionDenied(ARCS_FORBIDDEN)
    entries = list(
        arc.entries.select_for_update(of=("self",))
        .select_related("article", "event")
        .order_by("position")
    )
    index = next(
        (n for n, entry in enumerate(entries) if _entry_date(entry) > article.published_on),
        len(entries),
    )
    renumber(
        arc.entries.all(), entries, [n if n <= index else n + 1 for n in range(1, len(entries) + 1)]
    )
    entry = ArcEntry.objects.create(arc=arc, article=article, position=index + 1)
    if (
        article.is_published
    ):  # new in this arc for its readers (a scheduled one is told at its time)
        now = timezone.now()
        transaction.on_commit(
            lambda: article_made_public.send(sender=Article, article=article, public_at=now)
        )
    return entry


@transaction.atomic
def set_article_arcs(*, article: Article, arcs: Iterable[StoryArc], by=None, shown=None) -> None:
    """Make `arcs` exactly the arcs the article is in: new ones place it by date; an arc left out drops its entry.

    `by` must hold the arc-entry permissions; `shown` (the arc ids the editor's form showed) refuses a
    stale form. Both raise, for forms that did not ask `arcs_error` first.
    """
    arcs = list(arcs)
    ArcEntry.objects.select_for_update().filter(article=article).first()
    error = arcs_error(article=article, arcs=arcs, by=by, shown=shown)
    if error == ARCS_FORBIDDEN:
        raise PermissionDenied(error)
    if error:
        raise ValidationError({"arcs": error})
    wanted = {arc.pk: arc for arc in arcs}
    for entry in (
        ArcEntry.objects.filter(article=article).exclude(arc_id__in=wanted).select_related("arc")
    ):
        entry.delete()
        # The arc's other articles change from "part N of M" to "of M - 1": each entry moves up into the gap.
        rest = list(entry.arc.entries.order_by("position"))
        renumber(entry.arc.entries.all(), rest, range(1, len(rest) + 1))
    present = current_arc_ids(article)
    for pk, arc in wanted.items():
        if pk not in present:
            place_in_arc(arc=arc, article=article, by=by)


@transaction.atomic
def save_arc_entries(
    *,
    arc: StoryArc,
    entries: Sequence[ArcEntry],
    deleted: Sequence[ArcEntry] = (),
    by=None,
    seen: Seen | None = None,
) -> None:
    """Make `entries` the arc's entries in this order (`deleted` go), from the arc's own page.

    Adding, removing or moving an entry changes the arc's page and every "part N of M": `by` must
    hold the arc-entry permissions, as on the article's page. `seen`: what the arc's form showed; an
    entry changed or removed since (on an article's page) refuses the save.
    """
    refuse_stale(arc, seen)
    stored = {
        e.pk: (e.article_id, e.event_id)
        for e in ArcEntry.objects.select_for_update().filter(arc=arc).order_by("position")
    }
    moved = [e.pk for e in entries if e.pk] != [
        pk for pk in stored if pk not in {d.pk for d in deleted}
    ]
    changed = (
        deleted
        or moved
        or any(e.pk is None or stored.get(e.pk) != (e.article_id, e.event_id) for e in entries)
    )
    if changed and not may_place_in_arcs(by):
        raise PermissionDenied(ARCS_FORBIDDEN)
    for entry in entries:
        entry.arc = arc
    save_in_order(entries, siblings=ArcEntry.objects.filter(arc=arc), deleted=deleted)
