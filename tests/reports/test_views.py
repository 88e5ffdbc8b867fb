"""Readers report an error from any article or quote page; the report goes to editors only."""

import pytest
from django.test import Client

from reports.models import ErrorReport
from tests.factories import ArticleFactory, QuoteFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def article(db):
    return ArticleFactory(headline="Mets hire Backman", slug="mets-hire-backman")


def report(client, url, text="The date is wrong: it was Jan. 12.", **extra):
    page = client.get(url)
    token = page.context["csrf_token"]
    data = {"text": text, "email": "", "website": "", "csrfmiddlewaretoken": token, **extra}
    return client.post(url, data)


def test_every_article_page_offers_the_report_form(client, article):
    page = client.get(article.get_absolute_url()).content.decode()
    assert 'action="/report/article/mets-hire-backman/"' in page
    assert "Report an error" in page


def test_every_quote_page_offers_the_report_form(client):
    quote = QuoteFactory()
    page = client.get(quote.get_absolute_url()).content.decode()
    assert f'action="/report/quote/{quote.pk}/"' in page


def test_a_report_lands_in_the_queue_as_new(article):
    client = Client(enforce_csrf_checks=True)
    answer = report(client, "/report/article/mets-hire-backman/", email="r@example.com")
    assert answer.status_code == 302
    assert "your report is with our editors" in client.get(answer["Location"]).content.decode()
    filed = ErrorReport.objects.get()
    assert (filed.article, filed.quote, filed.status) == (article, None, "new")
    assert (filed.text, filed.email) == ("The date is wrong: it was Jan. 12.", "r@example.com")


def test_a_quote_report_names_the_quote_and_its_article():
    quote = QuoteFactory()
    report(Client(enforce_csrf_checks=True), f"/report/quote/{quote.pk}/")
    filed = ErrorReport.objects.get()
    assert (filed.quote, filed.article) == (quote, quote.article)


def test_a_report_without_the_csrf_token_is_refused(article):
    client = Client(enforce_csrf_checks=True)
    answer = client.post("/report/article/mets-hire-backman/", {"text": "wrong"})
    assert answer.status_code == 403
    assert not ErrorReport.objects.exists()


def test_a_filled_honeypot_is_thanked_and_dropped(client, article):
    answer = report(client, "/report/article/mets-hire-backman/", website="buy now")
    assert answer.status_code == 302
    assert not ErrorReport.objects.exists()


def test_reports_from_one_client_are_limited(client, article, settings):
    settings.REPORTS_PER_HOUR = 2
    for _ in range(2):
        assert report(client, "/report/article/mets-hire-backman/").status_code == 302
    refused = report(client, "/report/article/mets-hire-backman/")
    assert refused.status_code == 429 and refused["Retry-After"] == "3600"
    assert ErrorReport.objects.count() == 2


def test_an_empty_report_shows_the_form_again_with_the_error(client, article):
    answer = report(client, "/report/article/mets-hire-backman/", text="  ")
    assert answer.status_code == 400
    assert "This field is required." in answer.content.decode()


def test_drafts_cannot_be_reported(client):
    ArticleFactory(slug="draft", status="draft")
    assert client.get("/report/article/draft/").status_code == 404


def test_reports_are_never_public(client, article):
    ErrorReport.objects.create(
        article=article, text="secret words of a reader", email="x@example.com"
    )
    for url in (
        article.get_absolute_url(),
        "/api/v1/articles/mets-hire-backman/",
        "/search/?q=secret",
    ):
        assert b"secret words" not in client.get(url).content
