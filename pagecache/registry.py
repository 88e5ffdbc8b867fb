"""How apps tell the page cache how their models appear on pages, and what a change makes stale.

An app registers each model (`register(Model, Shown(...))`, once, in its AppConfig.ready). While a
public page is built, every registered instance loaded from the database adds its tag to the page (a
post_init receiver feeding `pagecache.tags`' context-local collector), so querysets, prefetches and
select_related rows tag the page without the view listing them.

When a registered instance is saved or deleted (or one of its many-to-many relations changes), the
tags its `Shown.affects` names are invalidated: once at once and once more after the transaction
commits, when the HTTP caches in front are purged too (`pagecache.invalidation`).
`QuerySet.update()`, `bulk_create()` and raw SQL send no signals: code writing that way calls
`changed(instance)`, or `pagecache.invalidation.invalidate(tags)` / `invalidate_everything()`, itself.
"""

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import partial

from django.db import models
from django.db.models.signals import m2m_changed, post_init, post_save, pre_delete, pre_save

from pagecache.invalidation import invalidate_on_commit
from pagecache.tags import EVERYTHING, collector, page_name


@dataclass(frozen=True)
class Shown:
    """How pages show one model's rows, and what a change to one makes stale.

    `tag`: (prefix, field): every page showing the row carries "<prefix>-<the field's value>", the
    primary key by default or the id of what the row belongs to ("article_id"); prefix "" tags
    nothing. The field is read only when loaded (never a query for a deferred field): it runs for
    every row built.
    `affects(instance, moved)`: the tags to invalidate when the row changes; `moved` is true when
    it was created or deleted, or one of `membership` changed (fields that decide which lists show
    it, or in what order), so lists and pages that count or gather it go stale too. It is asked
    for the row as it was and as it is, so both its old and its new places are invalidated.
    `listed_on`: URL names of pages that show the rows only by their `membership` fields (a
    headline, a link, a date: what places a row in a list), however much of the row they load.
    There a row tags the page "<tag>-listed" instead, which only moving the row makes stale: an
    edit to the rest of it (an article's dek, its body) leaves those pages cached. A test should
    pin each such claim (tests/stories/test_cache_tags.py).
    """

    tag: tuple[str, str]
    affects: Callable[[models.Model, bool], Iterable[str]]
    membership: tuple[str, ...] = ()
    listed_on: frozenset[str] = frozenset()
    # What creating many rows at once makes stale, when `affects` would query once per row.
    affects_created: Callable[[list[models.Model]], Iterable[str]] | None = None


_registry: dict[type[models.Model], Shown] = {}


def register(model: type[models.Model], shown: Shown) -> None:
    _registry[model] = shown
    uid = f"pagecache-{model._meta.label}"
    post_init.connect(_collect, sender=model, dispatch_uid=f"{uid}-init")
    pre_save.connect(_before_save, sender=model, dispatch_uid=f"{uid}-pre-save")
    post_save.connect(_saved, sender=model, dispatch_uid=f"{uid}-save")
    pre_delete.connect(_deleting, sender=model, dispatch_uid=f"{uid}-delete")
    for field in model._meta.local_many_to_many:
        through = field.remote_field.through
        m2m_changed.connect(
            _relation_changed, sender=through, dispatch_uid=f"pagecache-m2m-{through._meta.label}"
        )


def tag_of(instance: models.Model) -> str | None:
    shown = _registry.get(type(instance))
    return _tag(shown, instance) if shown else None


def _tag(shown: Shown, instance: models.Model) -> str | None:
    prefix, field = shown.tag
    value = instance.__dict__.get(field) if prefix else None
    return None if value is None else f"{prefix}-{value}"


def affected_by(instance: models.Model, moved: bool = True) -> set[str]:
    """The tags a change to `instance` makes stale (every tag, if its model is not registered)."""
    shown = _registry.get(type(instance))
    return _affects(shown, instance, moved) if shown else {EVERYTHING}


def _affects(shown: Shown, instance: models.Model, moved: bool) -> set[str]:
    tags = set(shown.affects(instance, moved))
    if moved and shown.listed_on:
        tag = _tag(shown, instance)
        if tag:
            tags.add(f"{tag}-listed")
    return tags


def changed(instance: models.Model, *, moved: bool = False, using: str | None = None) -> None:
    """Invalidate what saving `instance` would, for a write that sends no signal (`QuerySet.update()`)."""
    invalidate_on_commit(affected_by(instance, moved), using=using)


def created(instances: Iterable[models.Model], *, using: str | None = None) -> None:
    """Invalidate, once, what creating `instances` one by one would have: for `bulk_create`, which sends no signal."""
    tags: set[str] = set()
    by_model: dict[type[models.Model], list[models.Model]] = {}
    for instance in instances:
        by_model.setdefault(type(instance), []).append(instance)
    for model, rows in by_model.items():
        shown = _registry.get(model)
        if shown and shown.affects_created:
            tags |= set(shown.affects_created(rows))
            if shown.listed_on:
                tags |= {f"{tag}-listed" for tag in map(partial(_tag, shown), rows) if tag}
        else:
            tags = tags.union(*(affected_by(row, moved=True) for row in rows))
    invalidate_on_commit(tags, using=using)


def _collect(sender, instance, **kwargs) -> None:
    collected = collector()
    if collected is not None:
        shown = _registry[sender]
        tag = _tag(shown, instance)
        if tag:
            collected.add(
                f"{tag}-listed" if shown.listed_on and page_name() in shown.listed_on else tag
            )


def _before_save(sender, instance, raw=False, **kwargs) -> None:
    shown = _registry[sender]
    instance._pagecache_before = None
    if shown.membership and not instance._state.adding and instance.pk is not None:
        instance._pagecache_before = sender._base_manager.filter(pk=instance.pk).first()


def _saved(sender, instance, created, raw=False, using=None, **kwargs) -> None:
    shown, before = _registry[sender], getattr(instance, "_pagecache_before", None)
    moved = (
        created
        or before is None
        and bool(shown.membership)
        or before is not None
        and any(getattr(before, name) != getattr(instance, name) for name in shown.membership)
    )
    tags = _affects(shown, instance, moved)
    if before is not None and moved:
        tags |= _affects(shown, before, moved)
    invalidate_on_commit(tags, using=using)


def _deleting(sender, instance, using=None, **kwargs) -> None:
    # Before the delete: the rows that locate it (an article's arcs, a quote's speaker) still exist.
    invalidate_on_commit(affected_by(instance, True), using=using)


def _relation_changed(
    sender, instance, action, reverse, model, pk_set, using=None, **kwargs
) -> None:
    """Both sides of an added or removed link are moved: lists on either side gather it."""
    if action not in ("post_add", "pre_remove", "pre_clear"):
        return
    if action == "pre_clear":
        pk_set = set(_linked_ids(sender, instance, model))
    tags = affected_by(instance, True)
    if pk_set:
        for other in model._base_manager.filter(pk__in=pk_set):
            tags |= affected_by(other, True)
    invalidate_on_commit(tags, using=using)


def _linked_ids(
    through: type[models.Model], instance: models.Model, other: type[models.Model]
) -> list:
    fields = {
        field.related_model: field.attname
        for field in through._meta.concrete_fields
        if field.is_relation
    }
    own, theirs = fields[type(instance)], fields[other]
    return list(through._base_manager.filter(**{own: instance.pk}).values_list(theirs, flat=True))
