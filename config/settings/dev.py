"""Local development: `make run`. Debug on, a fixed throwaway secret."""

from .base import *  # noqa: F403
from .env import env_bool

DEBUG = env_bool("DJANGO_DEBUG", True)
SECRET_KEY = SECRET_KEY or "dev-only-not-secret"  # noqa: F405
