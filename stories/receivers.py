"""Cached public pages are invalidated whenever editorial content changes.

The one place where signals are used, and only for the cache: every save or delete of a model of
`stories` or `people` (and every change to their many-to-many relations) starts a new page-cache
generation, once at once and once more when the transaction commits (a page rendered in between
still saw the old rows). `people` stays free of imports from `stories`: the connection is made here.
`QuerySet.update()`, `bulk_create()` and raw SQL send no signals: code writing that way calls
`pagecache.caching.invalidate_public_pages()` itself, as `generate_demo` does.
"""

from django.apps import apps
from django.db import transaction
from django.db.models.signals import m2m_changed, post_delete, post_save

from pagecache.caching import invalidate_public_pages

EDITORIAL_APPS = ("stories", "people")


def content_changed(**kwargs) -> None:
    invalidate_public_pages()
    transaction.on_commit(invalidate_public_pages, using=kwargs.get("using"))


def connect() -> None:
    for label in EDITORIAL_APPS:
        for model in apps.get_app_config(label).get_models():
            post_save.connect(content_changed, sender=model, dispatch_uid=f"pages-save-{model._meta.label}")
            post_delete.connect(content_changed, sender=model, dispatch_uid=f"pages-delete-{model._meta.label}")
            for field in model._meta.local_many_to_many:
                through = field.remote_field.through
                m2m_changed.connect(content_changed, sender=through, dispatch_uid=f"pages-m2m-{through._meta.label}")
