"""Model instances built from values a query already read, as `.only()` would load them.

Built through `Model.from_db`, they are rows like any other: the fields not given are deferred, and the
page cache's post_init receiver tags the page with them (`pagecache.registry`).
"""

from django.db import models


def loaded(model: type[models.Model], db: str, **values) -> models.Model:
    """`model` loaded from `db` with `values` (attribute names: "outlet_id", not "outlet"), the rest deferred."""
    names = [field.attname for field in model._meta.concrete_fields if field.attname in values]
    return model.from_db(db, names, [values[name] for name in names])
