#!/usr/bin/env bash
# Production-like serving (`make serve`, and the server `make bench` measures): prod settings from
# the environment, migrations, hashed and compressed static files, gunicorn. Plain http: it sets
# DJANGO_SECURE_SSL_REDIRECT=0 unless told otherwise, so put a TLS proxy in front in production and
# name it in DJANGO_TRUSTED_PROXIES.
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHON_BIN=${PYTHON_BIN:-.venv/bin/python}
export DJANGO_SETTINGS_MODULE=${DJANGO_SETTINGS_MODULE:-config.settings.prod}
export DJANGO_SECURE_SSL_REDIRECT=${DJANGO_SECURE_SSL_REDIRECT:-0}
# One machine, no web server in front: Django serves uploads (headshots, quote cards) too.
export DJANGO_SERVE_MEDIA=${DJANGO_SERVE_MEDIA:-1}
if [ -z "${DJANGO_SECRET_KEY:-}" ]; then
  echo "DJANGO_SECRET_KEY is not set: using a random key for this run (sign-ins end on restart)." >&2
  DJANGO_SECRET_KEY=$("$PYTHON_BIN" -c 'import secrets; print(secrets.token_urlsafe(50))')
  export DJANGO_SECRET_KEY
fi
if [ -z "${SERVE_SKIP_SETUP:-}" ]; then
  "$PYTHON_BIN" manage.py migrate --noinput -v0
  "$PYTHON_BIN" manage.py collectstatic --noinput -v0
fi
BIND=${SERVE_ADDR:-127.0.0.1:8000}
WORKER_CLASS=${GUNICORN_WORKER_CLASS:-gthread}
echo "Serving http://$BIND/ with gunicorn (${WEB_CONCURRENCY:-2} $WORKER_CLASS workers x ${GUNICORN_THREADS:-4} threads)." >&2
# Followers' mail and error-report replies leave through Celery (sitewide/celery.py). With a broker
# (CELERY_BROKER_URL, else REDIS_URL) a worker with its beat runs beside gunicorn, or mail would queue
# and never be sent; without one, tasks run inside the request. SERVE_WORKER=0: run no worker here
# (one runs elsewhere, or a benchmark measures gunicorn alone).
if [ -n "${CELERY_BROKER_URL:-${REDIS_URL:-}}" ] && [ "${SERVE_WORKER:-1}" != "0" ]; then
  echo "Starting a Celery worker (with beat) on ${CELERY_BROKER_URL:-$REDIS_URL}." >&2
  "$PYTHON_BIN" -m celery -A sitewide.celery worker --beat --loglevel WARNING \
    --concurrency "${CELERY_CONCURRENCY:-1}" &
  worker=$!
  trap 'kill "$worker" 2>/dev/null || true' EXIT INT TERM
  run=()
else
  run=(exec)
fi
# Whose X-Forwarded-Proto gunicorn believes: DJANGO_TRUSTED_PROXIES, as Django (scripts/gunicorn.conf.py).
"${run[@]}" "$PYTHON_BIN" -m gunicorn config.wsgi \
  --config scripts/gunicorn.conf.py \
  --bind "$BIND" \
  --workers "${WEB_CONCURRENCY:-2}" \
  --worker-class "$WORKER_CLASS" --threads "${GUNICORN_THREADS:-4}" \
  --keep-alive 5 \
  --graceful-timeout 5
