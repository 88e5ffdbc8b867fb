"""pytest settings. Same database selection as base (DATABASE_URL), so CI runs both engines."""

from .base import *  # noqa: F403

SECRET_KEY = "test-only-not-secret"
# Fast hashing: tests create many users and never need real password strength.
PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
