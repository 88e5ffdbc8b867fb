"""Every input an editor sends has a bound, stated and refused above it with a clear message."""

import pytest
from django.urls import reverse

from stories.models import Article, Status
from tests.admin_forms import change_form_data
from tests.factories import ArticleFactory, ParagraphFactory

pytestmark = pytest.mark.django_db


@pytest.fixture
def article():
    article = ArticleFactory(status=Status.DRAFT)
    ParagraphFactory(article=article, position=1, text="The council met on Tuesday.")
    return article


def post_form(client, article, **changes):
    url = reverse("admin:stories_article_change", args=[article.pk])
    return client.post(url, {**change_form_data(client.get(url)), **changes})


def test_a_found_quote_count_past_the_bound_is_refused_at_once(client, editor, article):
    client.force_login(editor)
    # A million took 15 s and 250 MB before (one empty review row made per number).
    response = post_form(client, article, **{"found-count": "1000000"})
    assert response.status_code == 200
    assert "At most 200 quotes found in the body are reviewed in one save" in (
        response.content.decode().replace("&#x27;", "'")
    )
    assert response.context["found_count"] == 0


@pytest.mark.parametrize("count", ["201", "-1", "1e6", "99999999999999999999"])
def test_any_found_count_the_form_cannot_have_sent_is_refused(client, editor, article, count):
    client.force_login(editor)
    response = post_form(client, article, **{"found-count": count})
    assert response.status_code == 200
    assert "quotes found in the body are reviewed in one save" in response.content.decode()


def test_a_body_past_the_bound_is_refused_with_its_size_and_the_limit(
    client, editor, article, settings
):
    settings.ARTICLE_BODY_MAX_CHARACTERS = 1000
    client.force_login(editor)
    body = "\n\n".join(["A paragraph of the story, long enough to count."] * 30)
    response = post_form(client, article, body=body)
    assert response.status_code == 200
    assert response.context["adminform"].form.errors["body"] == [
        f"The body has {len(body):,} characters; an article's body may have at most 1,000 "
        "(about 166 words). Split the story into several articles."
    ]
    assert Article.objects.get(pk=article.pk).paragraphs.count() == 1


def test_a_body_within_the_bound_is_saved(client, editor, article, settings):
    settings.ARTICLE_BODY_MAX_CHARACTERS = 1000
    client.force_login(editor)
    response = post_form(client, article, body="The council met on Tuesday.\n\nIt voted.")
    assert response.status_code == 302
    assert Article.objects.get(pk=article.pk).paragraphs.count() == 2


def test_a_form_over_the_request_size_is_a_413_saying_the_limit(client, editor, article, settings):
    settings.DATA_UPLOAD_MAX_MEMORY_SIZE = 10_000
    client.force_login(editor)
    url = reverse("admin:stories_article_change", args=[article.pk])
    data = change_form_data(client.get(url))
    response = client.post(url, {**data, "body": "x" * 20_000})
    assert response.status_code == 413
    assert "larger than 10,000 bytes" in response.content.decode()
