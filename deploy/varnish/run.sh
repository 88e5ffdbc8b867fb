#!/usr/bin/env bash
# Varnish in the foreground in front of a backend: run.sh LISTEN_HOST:PORT BACKEND_HOST:PORT [WORKDIR]
# (`make serve-cached`, the Varnish tests and `make bench-newsroom` start it this way). The VCL is
# deploy/varnish/throughline.vcl with the backend filled in; the cache lives in memory (VARNISH_MEMORY).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
listen=${1:?listen address, e.g. 127.0.0.1:6081}
backend=${2:?backend address, e.g. 127.0.0.1:8000}
workdir=${3:-$(mktemp -d /tmp/throughline-varnish.XXXXXX)}
VARNISHD=${VARNISHD:-$(command -v varnishd || echo /usr/sbin/varnishd)}
mkdir -p "$workdir"
sed -e "s/@BACKEND_HOST@/${backend%:*}/" -e "s/@BACKEND_PORT@/${backend##*:}/" "$here/throughline.vcl" > "$workdir/throughline.vcl"
# No privilege separation (-j none): it needs root and the varnish users, which a test run or a container may lack.
# VARNISH_TLS_ADDR: a second listener for the TLS terminator in front (PROXY protocol); requests through
# it are https to Django, every other request http, whatever X-Forwarded-Proto the client sent.
listeners=(-a "http=$listen")
[ -n "${VARNISH_TLS_ADDR:-}" ] && listeners+=(-a "tls=${VARNISH_TLS_ADDR},PROXY")
exec "$VARNISHD" -F -j none -n "$workdir" "${listeners[@]}" -f "$workdir/throughline.vcl" \
  -T none -s "malloc,${VARNISH_MEMORY:-256m}" -p default_grace=0
