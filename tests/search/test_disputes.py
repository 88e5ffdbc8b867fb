"""Disputes in search: found by their question, summary or an account's answer; drafts never; narrowed by the filters."""

import pytest
from django.urls import reverse

from stories.models import Status
from tests.factories import (
    AccountFactory,
    ArticleFactory,
    DisputeFactory,
    ParagraphFactory,
    PersonFactory,
    StoryArcFactory,
)

pytestmark = pytest.mark.django_db


def search_page(client, **params) -> str:
    response = client.get(reverse("search:search"), params)
    assert response.status_code == 200
    return response.content.decode()


def dispute_with_account(**fields):
    dispute = DisputeFactory(**fields)
    AccountFactory(dispute=dispute)
    return dispute


def test_a_dispute_is_found_by_its_question_and_linked_with_its_story(client):
    dispute = dispute_with_account(
        question="Did Backman step down or was he fired?", arc__title="The feud"
    )
    page = search_page(client, q="fired backman")
    assert 'id="found-disputes"' in page
    assert (
        f'<a href="{dispute.get_absolute_url()}">Did <mark>Backman</mark> step down or was he <mark>fired</mark>?</a>'
        in page
    )
    assert (
        f'Conflicting accounts in <a href="{dispute.arc.get_absolute_url()}">The feud</a>' in page
    )


def test_a_dispute_is_found_by_its_summary_or_by_an_accounts_answer(client):
    by_summary = dispute_with_account(
        question="Who called first?", summary="Both men say the other picked up the phone."
    )
    by_answer = DisputeFactory(question="When did it end?")
    AccountFactory(dispute=by_answer, claim="He was fired in November.")
    assert by_summary.get_absolute_url() in search_page(client, q="phone", kind="disputes")
    page = search_page(client, q="november", kind="disputes")
    assert by_answer.get_absolute_url() in page and by_summary.get_absolute_url() not in page


def test_draft_disputes_and_disputes_citing_only_drafts_are_never_found(client):
    draft = dispute_with_account(question="A draft question about zeppelins?", status=Status.DRAFT)
    hidden = DisputeFactory(question="A question about zeppelins citing a draft?")
    AccountFactory(
        dispute=hidden, paragraph=ParagraphFactory(article=ArticleFactory(status=Status.DRAFT))
    )
    public = dispute_with_account(question="A public question about zeppelins?")
    page = search_page(client, q="zeppelins")
    assert public.get_absolute_url() in page
    assert draft.get_absolute_url() not in page and hidden.get_absolute_url() not in page
    assert "draft question" not in page and "citing a draft" not in page


def test_the_story_and_person_filters_narrow_disputes(client):
    feud = StoryArcFactory(title="The feud", slug="the-feud")
    in_feud = dispute_with_account(question="Was the call returned?", arc=feud)
    elsewhere = dispute_with_account(question="Was the other call returned?")
    wally = PersonFactory(name="Wally Backman", slug="wally-backman")
    AccountFactory(dispute=in_feud, voice="person", person=wally)
    by_story = search_page(client, q="call returned", kind="disputes", arc="the-feud")
    assert in_feud.get_absolute_url() in by_story and elsewhere.get_absolute_url() not in by_story
    by_person = search_page(client, q="call returned", kind="disputes", person="wally-backman")
    assert in_feud.get_absolute_url() in by_person and elsewhere.get_absolute_url() not in by_person
