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
# Tasks run inline unless a test starts a real worker (tests/following/test_mail_delivery.py),
# which points the queue at this Redis database.
CELERY_BROKER_URL = env_str("CELERY_TEST_BROKER_URL", "redis://127.0.0.1:6379/14")  # noqa: F405
CELERY_TASK_ALWAYS_EAGER = True
FOLLOWING_DIGEST_DELAY = 0
SITE_URL = "https://throughline.test"
# The live server's threads share the test's in-memory SQLite connection: one request at a time.
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":  # noqa: F405
    MIDDLEWARE = ["tests.one_request_at_a_time.OneRequestAtATime", *MIDDLEWARE]  # noqa: F405
