"""Reading settings from the environment: one helper per type, each naming the variable when its value is unusable.

A mistyped number in a deployment's environment then stops the process at start-up with
"DJANGO_HSTS_SECONDS must be a whole number, not '1y'" instead of a bare ValueError from int().
"""

import os

from django.core.exceptions import ImproperlyConfigured

_TRUE = {"1", "true", "yes", "on"}
_FALSE = {"0", "false", "no", "off", ""}


def env_str(name: str, default: str = "") -> str:
    return os.environ.get(name, default)


def env_bool(name: str, default: bool) -> bool:
    value = os.environ.get(name)
    if value is None:
        return default
    value = value.strip().lower()
    if value in _TRUE:
        return True
    if value in _FALSE:
        return False
    raise ImproperlyConfigured(
        f"{name} must be 1 or 0 (or true/false, yes/no, on/off), not {value!r}."
    )


def env_int(name: str, default: int, *, minimum: int | None = 0) -> int:
    value = os.environ.get(name)
    if value is None or not value.strip():
        return default
    try:
        number = int(value.strip())
    except ValueError:
        raise ImproperlyConfigured(f"{name} must be a whole number, not {value!r}.") from None
    if minimum is not None and number < minimum:
        raise ImproperlyConfigured(f"{name} must be at least {minimum}, not {number}.")
    return number


def env_list(name: str, default: str = "") -> list[str]:
    """A comma-separated list; blanks between commas are dropped."""
    return [item.strip() for item in os.environ.get(name, default).split(",") if item.strip()]
