"""The benchmark floor (bench/floor/): a bare Django project of one view, no database, Security and
Common middleware only. `make bench` serves it with the same gunicorn as the site and reports every
page's throughput as a ratio to it."""

SECRET_KEY = "bench-floor-not-secret"
DEBUG = False
ALLOWED_HOSTS = ["127.0.0.1", "localhost"]
ROOT_URLCONF = "bench.floor.urls"
WSGI_APPLICATION = "bench.floor.wsgi.application"
INSTALLED_APPS: list[str] = []
MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "django.middleware.common.CommonMiddleware",
]
DATABASES: dict = {}
TEMPLATES = [
    {"BACKEND": "django.template.backends.django.DjangoTemplates", "DIRS": [], "APP_DIRS": False}
]
USE_TZ = True
