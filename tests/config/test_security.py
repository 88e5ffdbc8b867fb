import os
import re
import secrets
import subprocess
import sys
from pathlib import Path

import pytest
from django.urls import reverse

from tests.factories import ArticleFactory

pytestmark = pytest.mark.django_db

ROOT = Path(__file__).resolve().parent.parent.parent


def directives(response) -> dict[str, str]:
    policy = response["Content-Security-Policy"]
    return dict(part.strip().split(" ", 1) for part in policy.split(";") if part.strip())


@pytest.fixture(params=["home", "article", "admin", "healthz", "api-preflight"])
def response(request, client):
    if request.param == "api-preflight":
        # A CORS preflight is answered by the CORS middleware itself, before any view: it must still carry
        # the site's headers.
        answer = client.options(
            "/api/v1/quotes/",
            HTTP_ORIGIN="https://partner.example",
            HTTP_ACCESS_CONTROL_REQUEST_METHOD="GET",
        )
        assert answer["Access-Control-Allow-Origin"] == "*"
        return answer
    urls = {
        "home": lambda: reverse("stories:home"),
        "article": lambda: ArticleFactory().get_absolute_url(),
        "admin": lambda: reverse("admin:login"),
        "healthz": lambda: reverse("healthz"),
    }
    return client.get(urls[request.param]())


def test_scripts_come_only_from_the_site_or_carry_a_nonce(response):
    assert directives(response)["script-src"] == "'self'"
    assert "unsafe-inline" not in directives(response)["script-src"]


def test_the_policy_forbids_plugins_foreign_bases_and_framing(response):
    policy = directives(response)
    assert policy["default-src"] == "'self'"
    assert policy["object-src"] == "'none'"
    assert policy["base-uri"] == "'self'"
    assert policy["frame-ancestors"] == "'none'"


def test_pages_cannot_be_framed(response):
    assert response["X-Frame-Options"] == "DENY"


def test_content_types_are_not_sniffed(response):
    assert response["X-Content-Type-Options"] == "nosniff"


def test_referrers_leave_only_the_origin(response):
    assert response["Referrer-Policy"] == "strict-origin-when-cross-origin"


def test_unused_browser_features_are_turned_off(response):
    assert (
        response["Permissions-Policy"]
        == "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()"
    )


def test_a_nonce_used_by_a_template_is_added_to_the_policy(rf):
    from csp.middleware import CSPMiddleware
    from django.http import HttpResponse
    from django.template import engines

    template = engines["django"].from_string(
        '<script type="application/ld+json" nonce="{{ request.csp_nonce }}">{}</script>'
    )
    request = rf.get("/")
    response = CSPMiddleware(lambda request: HttpResponse(template.render({}, request)))(request)
    nonce = re.search(r'nonce="([^"]+)"', response.content.decode())[1]
    assert directives(response)["script-src"] == f"'self' 'nonce-{nonce}'"


def test_https_responses_carry_hsts(client, settings):
    settings.SECURE_HSTS_SECONDS = 31536000
    settings.SECURE_HSTS_INCLUDE_SUBDOMAINS = True
    settings.SECURE_HSTS_PRELOAD = True
    response = client.get(reverse("stories:home"), secure=True)
    assert response["Strict-Transport-Security"] == "max-age=31536000; includeSubDomains; preload"


def test_plain_http_responses_carry_no_hsts(client, settings):
    settings.SECURE_HSTS_SECONDS = 31536000
    assert "Strict-Transport-Security" not in client.get(reverse("stories:home"))


def run_manage(*args: str, **env: str) -> subprocess.CompletedProcess:
    environment = {k: v for k, v in os.environ.items() if not k.startswith("DJANGO_")}
    environment.update(DJANGO_SETTINGS_MODULE="config.settings.prod", **env)
    return subprocess.run(
        [sys.executable, "manage.py", *args],
        cwd=ROOT,
        env=environment,
        capture_output=True,
        text=True,
    )


def test_production_settings_pass_the_deployment_checks():
    result = run_manage(
        "check",
        "--deploy",
        "--fail-level",
        "WARNING",
        DJANGO_SECRET_KEY=secrets.token_urlsafe(50),
        DJANGO_ALLOWED_HOSTS="news.example.org",
    )
    assert result.returncode == 0, result.stderr
    assert "no issues (0 silenced)" in result.stdout


def test_production_refuses_to_start_without_a_secret_key():
    result = run_manage("check")
    assert "DJANGO_SECRET_KEY must be set" in result.stderr


def test_production_cookies_are_secure():
    result = run_manage(
        "shell",
        "-c",
        "from django.conf import settings as s; print(s.SESSION_COOKIE_SECURE, s.CSRF_COOKIE_SECURE)",
        DJANGO_SECRET_KEY=secrets.token_urlsafe(50),
    )
    assert result.stdout.split()[-2:] == ["True", "True"]
