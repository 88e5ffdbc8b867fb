"""pytest settings. Same database selection as base (DATABASE_URL), so CI runs both engines."""

from .base import *  # noqa: F403

SECRET_KEY = "test-only-not-secret"
# Fast hashing: tests create many users and never need real password strength.
PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
# Tests assert on fresh renders after rolled-back transactions; the caching tests turn it on.
PAGE_CACHE_SECONDS = 0
# The same for parts of pages; tests/pagecache/test_fragments.py turns them on.
FRAGMENT_CACHE_SECONDS = 0
# No collectstatic before tests: WhiteNoise looks files up per request instead of at start-up.
WHITENOISE_AUTOREFRESH = True
# The API's rate limit is tested on its own (tests/api/test_rules.py); crawls must not meet it.
REST_FRAMEWORK = {
    **REST_FRAMEWORK,
    "DEFAULT_THROTTLE_RATES": {"api": "100000/minute", "imports": "100000/hour"},
}  # noqa: F405
