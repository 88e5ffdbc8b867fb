"""One setting, DJANGO_TRUSTED_PROXIES, decides whose forwarded headers are believed: gunicorn's and Django's alike."""

import http.client
import os
import re
import secrets
import signal
import subprocess
import time
from pathlib import Path

import pytest
from django.core.exceptions import ImproperlyConfigured
from django.test import RequestFactory

from config.settings.trust import trusted_proxies
from sitewide.trust import client_address

ROOT = Path(__file__).resolve().parent.parent.parent


def served(tmp_path, **env):
    """scripts/serve.sh (gunicorn, prod settings) on a free loopback port; yields the port."""
    environment = {
        k: v for k, v in os.environ.items() if not k.startswith(("DJANGO_", "FORWARDED_ALLOW_IPS"))
    }
    environment.update(
        SERVE_SKIP_SETUP="1",
        SERVE_ADDR="127.0.0.1:0",
        WEB_CONCURRENCY="1",
        GUNICORN_THREADS="1",
        DJANGO_SECRET_KEY=secrets.token_urlsafe(50),
        DJANGO_CACHE_DIR=str(tmp_path / "cache"),
        DATABASE_URL=f"sqlite:///{tmp_path / 'db.sqlite3'}",
        PYTHON_BIN=str(Path(os.sys.executable)),
        **env,
    )
    log = open(tmp_path / "gunicorn.log", "w+")
    process = subprocess.Popen(
        ["scripts/serve.sh"],
        cwd=ROOT,
        env=environment,
        stdout=log,
        stderr=log,
        start_new_session=True,
    )
    return process, log


def port_of(log, process) -> int:
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        log.seek(0)
        found = re.search(r"Listening at: http://127\.0\.0\.1:(\d+)", log.read())
        if found:
            return int(found.group(1))
        assert process.poll() is None, open(log.name).read()
        time.sleep(0.2)
    raise AssertionError(open(log.name).read())


def hsts_for_forwarded_https(tmp_path, **env) -> str | None:
    process, log = served(tmp_path, **env)
    try:
        port = port_of(log, process)
        deadline = time.monotonic() + 90
        while time.monotonic() < deadline:  # the worker may still be loading Django
            connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
            try:
                connection.request(
                    "GET", "/healthz", headers={"X-Forwarded-Proto": "https", "Host": "127.0.0.1"}
                )
                response = connection.getresponse()
                if response.status == 200:
                    return response.getheader("Strict-Transport-Security")
            except (ConnectionError, http.client.HTTPException):
                pass
            finally:
                connection.close()
            time.sleep(0.2)
        raise AssertionError(open(log.name).read())
    finally:
        os.killpg(process.pid, signal.SIGTERM)
        process.wait(timeout=30)


def test_gunicorn_trusts_no_forwarded_scheme_by_default(tmp_path):
    assert hsts_for_forwarded_https(tmp_path) is None


def test_gunicorn_trusts_the_forwarded_scheme_from_a_trusted_proxy(tmp_path):
    assert hsts_for_forwarded_https(tmp_path, DJANGO_TRUSTED_PROXIES="127.0.0.1,::1").startswith(
        "max-age="
    )


def test_the_retired_switch_stops_start_up_with_a_pointer_to_the_new_setting(monkeypatch):
    monkeypatch.setenv("DJANGO_BEHIND_TLS_PROXY", "1")
    with pytest.raises(ImproperlyConfigured, match="DJANGO_TRUSTED_PROXIES"):
        trusted_proxies()


@pytest.mark.parametrize(
    ("remote", "forwarded", "expected"),
    [
        (
            "198.51.100.7",
            "192.0.2.1",
            "198.51.100.7",
        ),  # not from the proxy: the header is the client's claim
        ("127.0.0.1", "192.0.2.1", "192.0.2.1"),
        (
            "127.0.0.1",
            "forged, 192.0.2.1",
            "192.0.2.1",
        ),  # what the proxy appended, not what the client wrote
        (
            "127.0.0.1",
            "192.0.2.1, 10.0.0.5",
            "192.0.2.1",
        ),  # a second trusted hop (a network) is skipped
        ("127.0.0.1", "", "127.0.0.1"),
    ],
)
def test_the_client_address_is_what_a_trusted_proxy_saw(settings, remote, forwarded, expected):
    settings.TRUSTED_PROXIES = ["127.0.0.1", "10.0.0.0/8"]
    request = RequestFactory().get("/", REMOTE_ADDR=remote, HTTP_X_FORWARDED_FOR=forwarded)
    assert client_address(request) == expected
