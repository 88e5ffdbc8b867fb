"""The task queue: Celery on the Redis production already runs (settings CELERY_*).

Run a worker with `celery -A sitewide.celery worker --beat` beside gunicorn; tasks live in each
app's tasks.py and are found by autodiscovery.
"""

import os

from celery import Celery

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.dev")

app = Celery("throughline")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()
