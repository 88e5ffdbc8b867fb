"""A stale form merges changes to different fields; the same field changed by both is refused,
showing both versions; a form posted as shown records nothing in History."""

import pytest
from django.contrib.admin.models import LogEntry
from django.urls import reverse
from hypothesis import given
from hypothesis import strategies as st
from reversion.models import Version

from revisions.merge import three_way
from stories.models import Article
from tests.admin_forms import change_form_data
from tests.factories import ArticleFactory, ParagraphFactory, staff_user

pytestmark = pytest.mark.django_db


def change_url(article):
    return reverse("admin:stories_article_change", args=[article.pk])


def save(client, article, **changes):
    data = change_form_data(client.get(change_url(article)))
    response = client.post(change_url(article), {**data, **changes})
    assert response.status_code == 302, response.context["errors"] if response.context else ""


@pytest.fixture
def article(db):
    article = ArticleFactory(headline="Council votes", dek="A first dek", status="draft")
    ParagraphFactory(article=article, text="First paragraph.", position=1)
    ParagraphFactory(article=article, text="Second paragraph.", position=2)
    return article


@pytest.fixture
def colleague(db):
    return staff_user("Editors", "colleague")


@pytest.fixture
def versioned(client, editor, article):
    """The article with a first real save in its history, and the editor signed in."""
    client.force_login(editor)
    save(client, article, dek="The dek")
    return article


def test_a_save_that_changes_nothing_records_nothing_in_history(client, versioned):
    data = change_form_data(client.get(change_url(versioned)))
    data["body"] = data["body"].replace("\n", "\r\n")  # as a browser sends a textarea
    versions, entries = Version.objects.count(), LogEntry.objects.count()
    response = client.post(change_url(versioned), data, follow=True)
    assert "You changed nothing, so nothing was saved." in response.content.decode()
    assert (Version.objects.count(), LogEntry.objects.count()) == (versions, entries)


def test_a_real_change_is_still_one_revision_named_for_its_field(client, versioned):
    save(client, versioned, headline="Council votes again")
    entry = LogEntry.objects.order_by("pk").last()
    assert entry.get_change_message() == "Changed Headline."


def test_changes_to_different_fields_are_merged(client, editor, colleague, versioned):
    stale = change_form_data(client.get(change_url(versioned)))
    client.force_login(colleague)
    save(client, versioned, headline="The colleague's headline")
    client.force_login(editor)
    response = client.post(change_url(versioned), {**stale, "dek": "My dek"}, follow=True)
    assert "your changes were merged with theirs (kept their Headline)" in response.content.decode()
    article = Article.objects.get(pk=versioned.pk)
    assert (article.headline, article.dek) == ("The colleague's headline", "My dek")


def test_a_body_changed_by_a_colleague_merges_with_a_headline_changed_here(
    client, editor, colleague, versioned
):
    stale = change_form_data(client.get(change_url(versioned)))
    client.force_login(colleague)
    save(client, versioned, body="First paragraph.\n\nSecond paragraph, rewritten.")
    client.force_login(editor)
    assert client.post(change_url(versioned), {**stale, "headline": "Mine"}).status_code == 302
    article = Article.objects.get(pk=versioned.pk)
    assert article.headline == "Mine"
    assert list(article.paragraphs.values_list("text", flat=True)) == [
        "First paragraph.",
        "Second paragraph, rewritten.",
    ]


def test_the_same_field_changed_by_both_is_refused_showing_both_versions(
    client, editor, colleague, versioned
):
    stale = change_form_data(client.get(change_url(versioned)))
    client.force_login(colleague)
    save(client, versioned, headline="Their headline", dek="Their dek")
    client.force_login(editor)
    response = client.post(change_url(versioned), {**stale, "headline": "My headline"})
    assert response.status_code == 200
    page = response.content.decode()
    assert "changing the same field as you: Headline. Nothing was saved." in page
    clashes = page[page.index('class="conflict-clashes"') : page.index("</table>")]
    assert "My headline" in clashes and "Their headline" in clashes
    assert Article.objects.get(pk=versioned.pk).headline == "Their headline"


def test_the_body_changed_by_both_is_refused(client, editor, colleague, versioned):
    stale = change_form_data(client.get(change_url(versioned)))
    client.force_login(colleague)
    save(client, versioned, body="First paragraph.\n\nTheir second.")
    client.force_login(editor)
    response = client.post(change_url(versioned), {**stale, "body": "Mine.\n\nSecond paragraph."})
    assert response.status_code == 200
    assert "changing the same field as you: Body." in response.content.decode()
    assert Article.objects.get(pk=versioned.pk).paragraphs.last().text == "Their second."


class Field:
    def __init__(self, label):
        self.label, self.disabled = label, False


class Form:
    def __init__(self, names):
        self.fields = {name: Field(name.title()) for name in names}


NAMES = ["headline", "dek", "body"]
values = st.sampled_from(["a", "b", "c"])


@given(
    base=st.fixed_dictionaries({n: values for n in NAMES}),
    mine=st.fixed_dictionaries({n: values for n in NAMES}),
    theirs=st.fixed_dictionaries({n: values for n in NAMES}),
)
def test_a_merge_keeps_every_change_and_refuses_only_fields_both_changed_differently(
    base, mine, theirs
):
    merge = three_way(Form(NAMES), dict(mine), base, theirs)
    clashed = {clash.name for clash in merge.clashes}
    assert clashed == {
        n for n in NAMES if mine[n] != base[n] and theirs[n] != base[n] and mine[n] != theirs[n]
    }
    if not clashed:
        result = {**mine, **merge.taken}
        for name in NAMES:
            # Each side's change survives; a field neither changed stays as it was.
            assert result[name] == (mine[name] if mine[name] != base[name] else theirs[name])
