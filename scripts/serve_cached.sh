#!/usr/bin/env bash
# `make serve-cached`: Varnish (deploy/varnish/) on VARNISH_ADDR in front of `make serve`'s gunicorn on
# SERVE_ADDR. Django purges Varnish by key after each edit (DJANGO_PURGE_BACKEND=varnish), so Varnish may
# keep pages for DJANGO_PUBLIC_S_MAXAGE (300 s here) without serving a correction late.
set -euo pipefail
cd "$(dirname "$0")/.."
export VARNISH_ADDR=${VARNISH_ADDR:-127.0.0.1:8000}
export SERVE_ADDR=${SERVE_ADDR:-127.0.0.1:8001}
export DJANGO_PURGE_BACKEND=${DJANGO_PURGE_BACKEND:-varnish}
export DJANGO_PURGE_URLS=${DJANGO_PURGE_URLS:-http://$VARNISH_ADDR}
export DJANGO_PUBLIC_S_MAXAGE=${DJANGO_PUBLIC_S_MAXAGE:-300}
scripts/serve.sh &
app=$!
deploy/varnish/run.sh "$VARNISH_ADDR" "$SERVE_ADDR" &
cache=$!
trap 'kill $app $cache 2>/dev/null; wait' INT TERM EXIT
echo "Readers: http://$VARNISH_ADDR/ (Varnish) -> gunicorn on $SERVE_ADDR." >&2
wait -n $app $cache
