"""Characters no output can carry, found and removed in one place.

XML 1.0 (the Atom feeds, the sitemaps) cannot hold C0 controls other than tab, newline and carriage
return, nor U+FFFE/U+FFFF or a lone surrogate half; PostgreSQL refuses NUL; UTF-8 (every page, the
API's JSON) cannot encode a lone surrogate. DEL is legal XML but never meant in newsroom text.
Input (models' clean_fields, so the admin, the importer's writer and every service that validates)
strips them; outputs that cannot carry them (the feeds) strip them from what was stored before this
rule, so old rows and rows written around validation still render.

Pure Python: `people` and `stories` both use it, and neither may import the other.
"""

import re

UNCARRIABLE = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f\ud800-\udfff\ufffe\uffff]")


def uncarriable(text: str) -> bool:
    """Whether `text` holds a character some output cannot carry."""
    return UNCARRIABLE.search(text) is not None


def carriable(text: str) -> str:
    """`text` without the characters some output cannot carry (the same object when it has none)."""
    return UNCARRIABLE.sub("", text) if UNCARRIABLE.search(text) else text


class CarriableText:
    """A model mixin: validation strips uncarriable characters from every text field first, so whatever
    is validated (admin forms, the importer's writer, services calling full_clean) is stored clean."""

    def clean_fields(self, exclude=None):
        for field in self._meta.concrete_fields:
            value = getattr(self, field.attname, None)
            if isinstance(value, str) and (exclude is None or field.name not in exclude):
                setattr(self, field.attname, carriable(value))
        super().clean_fields(exclude=exclude)
