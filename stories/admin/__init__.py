"""The editors' admin, one module per noun. Importing them registers the ModelAdmins."""

from ..versioning import register_versions

register_versions()  # before the VersionAdmins below, which would otherwise register with their own defaults

from . import arcs, articles, disputes, quotes  # noqa: E402, F401
