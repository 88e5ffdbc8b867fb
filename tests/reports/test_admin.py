"""Editors triage the queue into a correction or a reply; the reply is mailed to the reader."""

import pytest
from django.core import mail

from reports.models import ErrorReport
from tests.factories import ArticleFactory, UpdateFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def filed(db):
    article = ArticleFactory(headline="Mets hire Backman")
    return ErrorReport.objects.create(article=article, text="Wrong date", email="r@example.com")


def change_url(report):
    return f"/admin/reports/errorreport/{report.pk}/change/"


def test_editors_see_new_reports_in_the_queue(client, editor, filed):
    client.force_login(editor)
    page = client.get("/admin/reports/errorreport/?status__exact=new").content.decode()
    assert "Wrong date" in page and "Mets hire Backman" in page


def test_reporters_do_not_see_the_queue(client, reporter, filed):
    client.force_login(reporter)
    assert client.get("/admin/reports/errorreport/").status_code == 403


def test_triage_into_a_reply_mails_the_reader(
    client, editor, filed, django_capture_on_commit_callbacks
):
    client.force_login(editor)
    with django_capture_on_commit_callbacks(execute=True):
        answer = client.post(
            change_url(filed), {"correction": "", "reply": "The date is right: see the AP story."}
        )
    assert answer.status_code == 302
    filed.refresh_from_db()
    assert (filed.status, filed.triaged_by) == ("triaged", editor)
    (message,) = mail.outbox
    assert message.to == ["r@example.com"]
    assert (
        "The date is right" in message.body and "https://throughline.test/articles/" in message.body
    )


def test_triage_into_a_correction_links_it(client, editor, filed):
    correction = UpdateFactory(article=filed.article, kind="correction")
    client.force_login(editor)
    client.post(change_url(filed), {"correction": correction.pk, "reply": ""})
    filed.refresh_from_db()
    assert (filed.status, filed.correction) == ("triaged", correction)
    assert mail.outbox == []


def test_a_correction_of_another_article_cannot_be_linked(client, editor, filed):
    other = UpdateFactory(article=ArticleFactory(), kind="correction")
    client.force_login(editor)
    answer = client.post(change_url(filed), {"correction": other.pk, "reply": ""})
    assert answer.status_code == 200
    filed.refresh_from_db()
    assert filed.status == "new"


def test_triage_needs_a_correction_or_a_reply(client, editor, filed):
    client.force_login(editor)
    answer = client.post(change_url(filed), {"correction": "", "reply": " "})
    assert "Triage into a correction" in answer.content.decode()
    filed.refresh_from_db()
    assert filed.status == "new"
