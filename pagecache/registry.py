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

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from dataclasses import field as dataclass_field
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
    `views`: {name: fields}, narrower ways a page shows a row, told by what it loaded: a row built
    with no field outside a view's `fields` (besides its key) tags the page "<tag>-<name>" instead
    of "<tag>", and a save stales that tag only when one of those fields changed, or the row moved
    (an arc's timeline line shows an article's headline, link, dek and outlet: an edit to its body
    leaves the arc page cached). Reading a deferred field later loads a row of its own, which tags
    as what it loaded, so a page showing more than the view still carries the wider tag.
    """

    tag: tuple[str, str]
    affects: Callable[[models.Model, bool], Iterable[str]]
    membership: tuple[str, ...] = ()
    listed_on: frozenset[str] = frozenset()
    # What creating many rows at once makes stale, when `affects` would query once per row.
    affects_created: Callable[[list[models.Model]], Iterable[str]] | None = None
    views: Mapping[str, frozenset[str]] = dataclass_field(default_factory=dict)


_registry: dict[type[models.Model], Shown] = {}
# Per model with views: its concrete fields' attribute names, and each view's fields with the key.
_fields: dict[type[models.Model], frozenset[str]] = {}
_views: dict[type[models.Model], tuple[tuple[str, frozenset[str]], ...]] = {}


def register(model: type[models.Model], shown: Shown) -> None:
    _registry[model] = shown
    if shown.views:
        _fields[model] = frozenset(f.attname for f in model._meta.concrete_fields)
        key = model._meta.pk.attname
        _views[model] = tuple(
            (name, frozenset({key, *names})) for name, names in shown.views.items()
        )
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
    """The tag `instance` gives a page showing it: its own, or its view's (`Shown.views`) by what it loaded."""
    shown = _registry.get(type(instance))
    tag = _tag(shown, instance) if shown else None
    return _view_tag(type(instance), instance, tag) if tag and shown.views else tag


def _view_tag(model: type[models.Model], instance: models.Model, tag: str) -> str:
    loaded = _fields[model].intersection(instance.__dict__)
    for name, fields in _views[model]:
        if loaded <= fields:
            return f"{tag}-{name}"
    return tag


def _tag(shown: Shown, instance: models.Model) -> str | None:
    prefix, field = shown.tag
    value = instance.__dict__.get(field) if prefix else None
    return None if value is None else f"{prefix}-{value}"


def affected_by(
    instance: models.Model, moved: bool = True, fields: Iterable[str] | None = None
) -> set[str]:
    """The tags a change to `instance` makes stale (every tag, if its model is not registered);
    `fields`: the attribute names it changed, when known (else every view of it is stale)."""
    shown = _registry.get(type(instance))
    if not shown:
        return {EVERYTHING}
    return _affects(shown, instance, moved, None if fields is None else frozenset(fields))


def _affects(
    shown: Shown, instance: models.Model, moved: bool, changed: frozenset[str] | None = None
) -> set[str]:
    """`changed`: the fields the change changed, None when unknown."""
    tags = set(shown.affects(instance, moved))
    tag = _tag(shown, instance)
    if tag and moved and shown.listed_on:
        tags.add(f"{tag}-listed")
    if tag:
        for name, fields in shown.views.items():
            if moved or changed is None or not changed.isdisjoint(fields):
                tags.add(f"{tag}-{name}")
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
            if shown.listed_on and page_name() in shown.listed_on:
                tag = f"{tag}-listed"
            elif shown.views:
                tag = _view_tag(sender, instance, tag)
            collected.add(tag)


def _before_save(sender, instance, raw=False, **kwargs) -> None:
    shown = _registry[sender]
    instance._pagecache_before = None
    if (shown.membership or shown.views) and not instance._state.adding and instance.pk is not None:
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
    changed = None
    if before is not None and shown.views:
        viewed = {name for fields in shown.views.values() for name in fields}
        # A deferred field was not saved: only what the instance holds can have changed.
        changed = frozenset(
            name
            for name in viewed
            if name in instance.__dict__ and getattr(before, name) != instance.__dict__[name]
        )
    tags = _affects(shown, instance, moved, changed)
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
