"""Production: every secret from the environment, fail fast when one is missing.

`manage.py check --deploy --fail-level WARNING` passes with these settings as they stand. Behind a
TLS-terminating proxy set DJANGO_TRUSTED_PROXIES to its addresses (it must set X-Forwarded-Proto and X-Forwarded-For);
`make serve` sets DJANGO_SECURE_SSL_REDIRECT=0 to answer plain http on loopback.
"""

from django.core.exceptions import ImproperlyConfigured

from .base import *  # noqa: F403
from .base import REDIS_URL, SECRET_KEY
from .env import env_bool, env_int, env_list, env_str

DEBUG = env_bool("DJANGO_DEBUG", False)
if not DEBUG and not SECRET_KEY:
    raise ImproperlyConfigured("DJANGO_SECRET_KEY must be set when DJANGO_DEBUG is off.")

SECURE_SSL_REDIRECT = env_bool("DJANGO_SECURE_SSL_REDIRECT", True)
# No SECURE_PROXY_SSL_HEADER: Django would believe X-Forwarded-Proto from anyone who reaches it.
# gunicorn sets the scheme from it only for requests from DJANGO_TRUSTED_PROXIES (scripts/gunicorn.conf.py).
SECURE_HSTS_SECONDS = env_int("DJANGO_HSTS_SECONDS", 31536000)
SECURE_HSTS_INCLUDE_SUBDOMAINS = env_bool("DJANGO_HSTS_INCLUDE_SUBDOMAINS", True)
SECURE_HSTS_PRELOAD = env_bool("DJANGO_HSTS_PRELOAD", True)
SESSION_COOKIE_SECURE = True
SESSION_COOKIE_HTTPONLY = True
CSRF_COOKIE_SECURE = True
CSRF_COOKIE_HTTPONLY = True
CSRF_TRUSTED_ORIGINS = env_list("DJANGO_CSRF_TRUSTED_ORIGINS")

# Uploads (headshots, lead images, quote cards) are served by Django only when asked: `make serve`
# does, on one machine; in production a web server or object storage serves MEDIA_ROOT.
SERVE_MEDIA = env_bool("DJANGO_SERVE_MEDIA", False)

# Hashed, compressed static files served by WhiteNoise (`collectstatic` first; `make serve` does).
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "whitenoise.storage.CompressedManifestStaticFilesStorage"},
}

if not REDIS_URL:
    # gunicorn runs several processes; a local-memory cache would keep one invalidation
    # generation per process, so a correction saved through one worker would not reach the
    # pages cached by the others. Without Redis, processes on this host share a file cache.
    CACHES = {
        "default": {
            "BACKEND": "pagecache.filecache.FileCache",
            "LOCATION": env_str("DJANGO_CACHE_DIR", "/tmp/throughline-cache"),
            # A stamp per tag shown (an arc page: hundreds) besides pages and their parts.
            "OPTIONS": {"MAX_ENTRIES": 50_000},
        }
    }

# Without this, DEBUG off sends errors only to ADMINS by e-mail; print them for the process manager.
LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "loggers": {
        "django": {"handlers": ["console"], "level": env_str("DJANGO_LOG_LEVEL", "WARNING")}
    },
}
