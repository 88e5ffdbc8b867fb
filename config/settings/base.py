"""Settings shared by every environment. Secrets and hosts come from the environment."""

from datetime import timedelta
from pathlib import Path

import dj_database_url
from csp.constants import NONCE, NONE, SELF, UNSAFE_INLINE
from django.core.exceptions import ImproperlyConfigured

from .env import env_bool, env_int, env_list, env_str
from .trust import trusted_proxies

BASE_DIR = Path(__file__).resolve().parent.parent.parent


DEBUG = env_bool("DJANGO_DEBUG", False)
SECRET_KEY = env_str("DJANGO_SECRET_KEY")
ALLOWED_HOSTS = env_list("DJANGO_ALLOWED_HOSTS", "localhost,127.0.0.1,[::1]")

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "django.contrib.sitemaps",
    "django.contrib.humanize",
    "csp",
    "django_filters",
    "reversion",
    "adminsortable2",
    "sitewide",
    "people",
    "stories",
    "desk",
    "pagecache",
    "search",
    "importing",
    "axes",
    "rest_framework",
    "rest_framework.authtoken",
    "drf_spectacular",
    "drf_spectacular_sidecar",
    "corsheaders",
    "api",
    "following",
    "reports",
]

# Header middleware sits above WhiteNoise so static files get the same security headers as pages.
MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "csp.middleware.CSPMiddleware",
    "sitewide.middleware.PermissionsPolicyMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    # CORS headers for the API on every answer, cached ones included (CORS_URLS_REGEX). Below the header
    # middleware: it answers a preflight (OPTIONS) itself, and that answer needs their headers too.
    "corsheaders.middleware.CorsMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    # Refuses (404) query values no reader could type, before the page cache or any view sees them.
    "sitewide.middleware.QueryGuardMiddleware",
    # The API's rate limit per address counts cached answers too, so it runs before the page cache.
    "api.throttling.RateLimitMiddleware",
    # Cached public pages are answered here: everything above still applies to them, nothing below runs.
    "pagecache.caching.PageCacheMiddleware",
    # Addresses built while answering read the URLconf and script prefix once per route (sitewide/addresses.py).
    "sitewide.addresses.AddressesPerRequest",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    # Last, as django-axes requires: it turns a refused sign-in into its 429 answer.
    "axes.middleware.AxesMiddleware",
]

ROOT_URLCONF = "config.urls"
WSGI_APPLICATION = "config.wsgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
                "csp.context_processors.nonce",
            ],
        },
    },
    {
        # The hottest parts of reader pages (sitewide/jinja.py), rendered from Django templates by `{% jinja %}`.
        "BACKEND": "django.template.backends.jinja2.Jinja2",
        "DIRS": [BASE_DIR / "templates" / "jinja2"],
        "APP_DIRS": False,
        "OPTIONS": {
            "environment": "sitewide.jinja.environment",
            # The apps' filters those templates use, as the Django templates' `{% load reader %}` offers them.
            "filters": {
                "iso_date": "people.partial_dates.iso_partial_date",
                "quoted": "stories.text.nested_in_quotes",
            },
            # Parts of a page kept between renders, as Django templates keep them with {% fragment %} (pagecache).
            "globals": {"fragment": "pagecache.jinja.fragment", "shows": "pagecache.jinja.shows"},
        },
    },
]

# An empty DATABASE_URL means "the default", so `DATABASE_URL= make ...` selects SQLite.
DATABASES = {
    "default": dj_database_url.parse(
        env_str("DATABASE_URL") or f"sqlite:///{BASE_DIR / 'db.sqlite3'}",
        conn_max_age=60,
    )
}
# Several processes (gunicorn's workers, the runserver's threads, an import) write to one SQLite
# file. A transaction takes the write lock when it begins and waits its turn (up to 20 s), where
# by default one that read first and then wrote beside another writer failed at once with
# "database is locked": an editor's save lost. In WAL mode readers and the writer do not block each other.
SQLITE_OPTIONS = {
    "transaction_mode": "IMMEDIATE",
    "timeout": 20,
    "init_command": "PRAGMA journal_mode=WAL;",
}
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    DATABASES["default"].setdefault("OPTIONS", {}).update(SQLITE_OPTIONS)
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]

LANGUAGE_CODE = "en-us"
TIME_ZONE = "America/New_York"
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATIC_ROOT = BASE_DIR / "staticfiles"
STATICFILES_DIRS = [BASE_DIR / "static"]
MEDIA_URL = "media/"
MEDIA_ROOT = Path(env_str("DJANGO_MEDIA_ROOT") or BASE_DIR / "media")

SITE_NAME = "Throughline"
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
}

# Cache: local memory (one per process) unless REDIS_URL points at a shared Redis.
REDIS_URL = env_str("REDIS_URL")
if REDIS_URL:
    # Short time-outs: an unreachable Redis must not hold requests (pagecache.cache_guard then renders uncached).
    CACHES = {
        "default": {
            "BACKEND": "django.core.cache.backends.redis.RedisCache",
            "LOCATION": REDIS_URL,
            "OPTIONS": {"socket_connect_timeout": 1, "socket_timeout": 1},
        }
    }
else:
    CACHES = {
        "default": {
            "BACKEND": "django.core.cache.backends.locmem.LocMemCache",
            "LOCATION": "throughline",
            # Each tag a stored page shows keeps a stamp (pagecache.invalidation): an arc page has
            # hundreds. Eviction is safe (it fails closed) but would make every page a miss.
            "OPTIONS": {"MAX_ENTRIES": 50_000},
        }
    }

# Public pages (pagecache.caching.cache_public_page): seconds a rendered page stays in the cache
# (0 turns page caching off; invalidation on publish/correct is immediate either way) and the
# Cache-Control lifetimes given to browsers and CDNs.
PAGE_CACHE_SECONDS = env_int("DJANGO_PAGE_CACHE_SECONDS", 300)
# With a shared cache, each process also keeps copies of the pages it served most recently
# (this many), so a hit fetches only the small generation token from Redis or the cache files.
PAGE_CACHE_LOCAL_COPIES = env_int("DJANGO_PAGE_CACHE_LOCAL_COPIES", 500)
# Parts of public pages (pagecache.fragments: a person's quotes, an arc's timeline lines) are kept this many
# seconds for the next render of their page, stale as soon as anything they show changes (0: none are kept),
# and each process keeps copies of this many it used last, beside the shared cache.
FRAGMENT_CACHE_SECONDS = env_int("DJANGO_FRAGMENT_CACHE_SECONDS", 300)
FRAGMENT_LOCAL_COPIES = env_int("DJANGO_FRAGMENT_LOCAL_COPIES", 5000)
# The reader pages' heaviest querysets are compiled to SQL once per process (sitewide/prepared.py); off
# (DJANGO_PREPARED_QUERIES=0) each is built and compiled on every render, as `make bench` compares.
PREPARED_QUERIES = env_bool("DJANGO_PREPARED_QUERIES", True)
# "tags": an edit makes stale only the pages showing what it changed (pagecache.tags); "generation":
# every edit makes every page stale, as before tags (kept for `make bench-newsroom`'s comparison).
PAGE_CACHE_INVALIDATION = env_str("DJANGO_PAGE_CACHE_INVALIDATION", "tags")
if PAGE_CACHE_INVALIDATION not in ("tags", "generation"):
    raise ImproperlyConfigured(
        f"DJANGO_PAGE_CACHE_INVALIDATION must be tags or generation, not {PAGE_CACHE_INVALIDATION!r}."
    )
# The HTTP cache in front, purged by tag after each edit's commit (pagecache.purge): "" (none) or
# "varnish" (xkey; deploy/varnish/), or a dotted path to a PurgeBackend; its addresses, comma-separated;
# milliseconds a save waits for each at most before the purge is left to a background retry.
PAGE_CACHE_PURGE = {
    "BACKEND": env_str("DJANGO_PURGE_BACKEND"),
    "URLS": env_list("DJANGO_PURGE_URLS"),
    "TIMEOUT": env_int("DJANGO_PURGE_TIMEOUT_MS", 500, minimum=1) / 1000,
}
PUBLIC_MAX_AGE = env_int("DJANGO_PUBLIC_MAX_AGE", 30)
PUBLIC_S_MAXAGE = env_int("DJANGO_PUBLIC_S_MAXAGE", 60)

# Security headers on every response. Scripts only from this origin or carrying the request's
# nonce (templates: nonce="{{ request.csp_nonce }}"); inline styles stay allowed, inline scripts never.
CONTENT_SECURITY_POLICY = {
    "DIRECTIVES": {
        "default-src": [SELF],
        "script-src": [SELF, NONCE],
        "style-src": [SELF, UNSAFE_INLINE],
        "img-src": [SELF, "data:"],
        "object-src": [NONE],
        "base-uri": [SELF],
        "form-action": [SELF],
        "frame-ancestors": [NONE],
    },
}
PERMISSIONS_POLICY = (
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()"
)
SECURE_CONTENT_TYPE_NOSNIFF = True
SECURE_REFERRER_POLICY = "strict-origin-when-cross-origin"
SECURE_CROSS_ORIGIN_OPENER_POLICY = "same-origin"
X_FRAME_OPTIONS = "DENY"

# The proxies whose forwarded headers are believed (config/settings/trust.py); none by default.
TRUSTED_PROXIES = trusted_proxies()

# Admin sign-in limit (django-axes, failures kept in the database): after this many failures for one
# user (however the name is spelled: sign_in_username) or from one address (client_address), sign-in
# is refused with 429 for the window, right password or not; a successful sign-in forgets them.
AXES_FAILURE_LIMIT = env_int("DJANGO_LOGIN_FAILURE_LIMIT", 5, minimum=1)
AXES_COOLOFF_TIME = timedelta(seconds=env_int("DJANGO_LOGIN_FAILURE_WINDOW", 900, minimum=1))
AXES_LOCKOUT_PARAMETERS = ["username", "ip_address"]
AXES_USERNAME_CALLABLE = "sitewide.trust.sign_in_username"
AXES_CLIENT_IP_CALLABLE = "sitewide.trust.client_address"
AXES_RESET_ON_SUCCESS = True
AXES_DISABLE_ACCESS_LOG = True  # failures only: no record of every editor's sign-ins
AUTHENTICATION_BACKENDS = [
    "axes.backends.AxesStandaloneBackend",
    "django.contrib.auth.backends.ModelBackend",
]

# Adds a Server-Timing header with the app's time per request; `make bench` reads it.
SERVER_TIMING = env_bool("DJANGO_SERVER_TIMING", False)
if SERVER_TIMING:
    MIDDLEWARE.insert(0, "sitewide.middleware.ServerTimingMiddleware")

# Uploaded images: anything larger is refused before Pillow decodes it (bytes), or after reading
# its header (pixels). Pillow's own decompression-bomb limit (Image.MAX_IMAGE_PIXELS) applies too.
IMAGE_UPLOAD_MAX_BYTES = 15 * 1024 * 1024
# 24 MP: a full-frame camera's photo; a 49 MP PNG took about 830 MB and 3 s to check and re-encode.
IMAGE_UPLOAD_MAX_PIXELS = 24_000_000
IMAGE_UPLOAD_MAX_SIDE = 12_000
# Raw article text the importer accepts per document (admin page and import_articles).
THROUGHLINE_IMPORT_MAX_BYTES = 2 * 1024 * 1024
# Django serves MEDIA_ROOT itself with DEBUG off (prod's DJANGO_SERVE_MEDIA); with DEBUG on it always does.
SERVE_MEDIA = False
# Bounds of what editors send (README "Bounds"): an article's body, in characters (its save costs time in
# proportion: bench/inputs.py), and the quotes found in a body reviewed in one save.
ARTICLE_BODY_MAX_CHARACTERS = 400_000
FOUND_QUOTES_MAX = 200
# Signed preview links for reviewers without an account stop working after this many seconds.
PREVIEW_LINK_MAX_AGE = 3 * 24 * 60 * 60

# The content API (/api/v1/, the `api` app): read-only JSON of everything public, and authenticated imports.
REST_FRAMEWORK = {
    "DEFAULT_RENDERER_CLASSES": ["rest_framework.renderers.JSONRenderer"],
    "DEFAULT_PARSER_CLASSES": ["api.parsers.BoundedJSONParser"],
    "DEFAULT_AUTHENTICATION_CLASSES": [],
    "DEFAULT_PERMISSION_CLASSES": [],
    "UNAUTHENTICATED_USER": None,
    "DEFAULT_SCHEMA_CLASS": "api.schema.ApiAutoSchema",
    "EXCEPTION_HANDLER": "api.errors.exception_handler",
    # "api": every /api/ request per client address (api.throttling); "imports": per token's user.
    "DEFAULT_THROTTLE_RATES": {
        "api": env_str("DJANGO_API_RATE") or "600/minute",
        "imports": env_str("DJANGO_API_IMPORT_RATE") or "60/hour",
    },
}
SPECTACULAR_SETTINGS = {
    "TITLE": "Throughline content API",
    "DESCRIPTION": "Published story arcs, articles, quotes, people, organisations and corrections, read-only; "
    "and imports of raw article text for accounts with a token.",
    "VERSION": "1",
    "SERVE_INCLUDE_SCHEMA": False,
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
    # No deep links: Swagger UI puts each as a link inside the operation's toggle button, a control
    # nested in a control that screen readers and keyboards cannot use (axe-core: nested-interactive).
    "SWAGGER_UI_SETTINGS": {"deepLinking": False},
    "COMPONENT_SPLIT_REQUEST": True,
    # 3.1: a nullable nested object is `oneOf: [object, null]`, which validators read alike (3.0's allOf + nullable they do not).
    "OAS_VERSION": "3.1.0",
    "ENUM_NAME_OVERRIDES": {
        "UpdateKindEnum": "stories.models.Update.Kind",
        "OrganisationKindEnum": "people.models.Organisation.Kind",
        "PassageKindEnum": ["paragraph", "update", "embedded_post"],
    },
}
CORS_URLS_REGEX = r"^/api/v1/.*$"
CORS_ALLOW_ALL_ORIGINS = True
CORS_ALLOW_METHODS = ["GET", "HEAD", "OPTIONS"]

# Mail to readers (following: confirmations and digests) goes out through Django's SMTP backend,
# sent by a Celery worker (sitewide/celery.py) so no request waits on the mail server.
EMAIL_HOST = env_str("DJANGO_EMAIL_HOST", "localhost")
EMAIL_PORT = env_int("DJANGO_EMAIL_PORT", 25)
EMAIL_HOST_USER = env_str("DJANGO_EMAIL_USER")
EMAIL_HOST_PASSWORD = env_str("DJANGO_EMAIL_PASSWORD")
EMAIL_USE_TLS = env_bool("DJANGO_EMAIL_TLS", False)
EMAIL_TIMEOUT = 20
DEFAULT_FROM_EMAIL = env_str("DJANGO_FROM_EMAIL", "Throughline <noreply@localhost>")
# Mail is read outside any request, so its links need the site's own address (https in production:
# RFC 8058 one-click unsubscribe requires an https URL).
SITE_URL = env_str("DJANGO_SITE_URL", "http://127.0.0.1:8000").rstrip("/")
# The task queue: Redis, which production already runs. Without a broker (a laptop's `make run`)
# tasks run inline, in the process that asked for them.
CELERY_BROKER_URL = env_str("CELERY_BROKER_URL") or REDIS_URL
CELERY_TASK_ALWAYS_EAGER = not CELERY_BROKER_URL
CELERY_TASK_IGNORE_RESULT = True
CELERY_TASK_ACKS_LATE = True  # a worker killed mid-send leaves the task to another
CELERY_WORKER_PREFETCH_MULTIPLIER = 1
# A scheduled article's digest waits on an ETA task; Redis redelivers unacknowledged tasks after
# this many seconds, so it must exceed the furthest ETA we expect (a sending is idempotent anyway).
CELERY_BROKER_TRANSPORT_OPTIONS = {"visibility_timeout": 7 * 24 * 3600}
CELERY_BEAT_SCHEDULE = {
    # The safety net for scheduled articles whose ETA task was lost: every five minutes.
    "announce-due": {"task": "following.tasks.announce_due", "schedule": 300.0},
}
# Seconds between the first new entry and its digest, so entries published together go in one mail.
FOLLOWING_DIGEST_DELAY = env_int("DJANGO_FOLLOWING_DIGEST_DELAY", 600)
# Sign-ups (following) and error reports (reports) per client address per hour.
FOLLOWING_SIGNUPS_PER_HOUR = env_int("DJANGO_FOLLOWING_SIGNUPS_PER_HOUR", 20, minimum=1)
REPORTS_PER_HOUR = env_int("DJANGO_REPORTS_PER_HOUR", 10, minimum=1)

# How often a reader's browser checks a live arc for new entries (static/js/arc-live.js). It fetches the
# page itself, which the page cache and Varnish serve, so a crowd costs one render per change.
LIVE_POLL_SECONDS = 30
