"""At run time: every row of the record that the admin's pages and the importer write is written from
inside stories/services (issue 27), Django's own admin saves included.

A receiver of Django's pre_save and pre_delete signals for the record's models notes each write made
with no frame of stories/services on the call stack. (Bulk writes send no signal: the scan in
test_one_write_path.py finds those in the code.)
"""

import sys
from contextlib import contextmanager
from pathlib import Path

import pytest
from django.contrib.auth.models import Permission, User
from django.db.models.signals import pre_delete, pre_save
from django.urls import reverse

import stories.services
from importing.sources import read_sources
from importing.writer import parse_sources, write_documents
from stories.models import (
    Account,
    ArcEntry,
    Article,
    Byline,
    EmbeddedPost,
    Paragraph,
    Quote,
    RemovedQuote,
    Update,
)
from stories.services.arcs import ARCS_FORBIDDEN
from tests.admin_forms import change_form_data
from tests.factories import (
    AccountFactory,
    ArcEntryFactory,
    ArticleFactory,
    BylineFactory,
    ParagraphFactory,
    PersonFactory,
    StoryArcFactory,
    UpdateFactory,
)
from tests.seed_slugs import DOCUMENTS

pytestmark = pytest.mark.django_db
RECORD = (Article, Paragraph, Quote, Update, Byline, EmbeddedPost, ArcEntry, Account, RemovedQuote)
SERVICES = str(Path(stories.services.__file__).resolve().parent)


def _from_services() -> bool:
    frame = sys._getframe(2)
    while frame is not None:
        if frame.f_code.co_filename.startswith(SERVICES):
            return True
        frame = frame.f_back
    return False


@contextmanager
def writes_outside_services():
    """The writes to the record made outside stories/services inside the block: (model, action)."""
    found = []

    def note_save(sender, **kwargs):
        if not _from_services():
            found.append((sender.__name__, "saved"))

    def note_delete(sender, **kwargs):
        if not _from_services():
            found.append((sender.__name__, "deleted"))

    for model in RECORD:
        pre_save.connect(note_save, sender=model, weak=False, dispatch_uid=f"witness-{model}")
        pre_delete.connect(note_delete, sender=model, weak=False, dispatch_uid=f"witness-{model}")
    try:
        yield found
    finally:
        for model in RECORD:
            pre_save.disconnect(sender=model, dispatch_uid=f"witness-{model}")
            pre_delete.disconnect(sender=model, dispatch_uid=f"witness-{model}")


def _post(client, url, data) -> list:
    """Post the form; the writes it made outside the services."""
    with writes_outside_services() as found:
        response = client.post(url, data)
    assert response.status_code == 302, response.context and response.context["errors"]
    return found


def test_the_article_form_saves_the_article_bylines_and_updates_through_the_services(
    client, editor
):
    article = ArticleFactory()
    ParagraphFactory(article=article)
    BylineFactory(article=article)
    UpdateFactory(article=article)
    client.force_login(editor)
    url = reverse("admin:stories_article_change", args=[article.pk])
    data = change_form_data(client.get(url))
    n = int(data["bylines-TOTAL_FORMS"])
    data.update(
        {
            "headline": "A new headline",
            "bylines-TOTAL_FORMS": str(n + 1),
            f"bylines-{n}-person": str(PersonFactory().pk),
        }
    )
    unserviced = _post(client, url, data)
    assert article.bylines.count() == 2
    assert Article.objects.get(pk=article.pk).headline == "A new headline"
    assert unserviced == []


def test_deleting_an_article_in_the_admin_goes_through_the_services(client, editor):
    article = ArticleFactory()
    ParagraphFactory(article=article)
    client.force_login(editor)
    unserviced = _post(
        client, reverse("admin:stories_article_delete", args=[article.pk]), {"post": "yes"}
    )
    assert not Article.objects.filter(pk=article.pk).exists()
    assert unserviced == []


def test_the_arc_form_saves_its_entries_through_the_services(client, editor):
    arc = StoryArcFactory()
    first = ArcEntryFactory(arc=arc, article=ArticleFactory())
    client.force_login(editor)
    url = reverse("admin:stories_storyarc_change", args=[arc.pk])
    data = change_form_data(client.get(url))
    n = int(data["entries-TOTAL_FORMS"])
    data.update({"entries-TOTAL_FORMS": str(n + 1), f"entries-{n}-article": ArticleFactory().pk})
    unserviced = _post(client, url, data)
    assert arc.entries.count() == 2 and arc.entries.get(position=1) == first
    assert unserviced == []


def test_the_dispute_form_saves_its_accounts_through_the_services(client, editor):
    account = AccountFactory()
    client.force_login(editor)
    url = reverse("admin:stories_dispute_change", args=[account.dispute_id])
    data = change_form_data(client.get(url))
    unserviced = _post(client, url, {**data, "accounts-0-claim": "It happened, twice."})
    account.refresh_from_db()
    assert account.claim == "It happened, twice."
    assert unserviced == []


def test_reverting_an_article_restores_its_rows_through_the_services(client, editor):
    from reversion.models import Version

    article = ParagraphFactory(text="Backman was fired in 2004.").article
    client.force_login(editor)
    url = reverse("admin:stories_article_change", args=[article.pk])
    _post(client, url, {**change_form_data(client.get(url)), "headline": "First"})
    first = Version.objects.get_for_object(article).get()
    data = change_form_data(client.get(url))
    _post(
        client, url, {**data, "body": "Backman resigned in 2004.", "body_correction": "Resigned."}
    )
    revert = reverse("admin:stories_article_revision", args=[article.pk, first.pk])
    data = change_form_data(client.get(revert))
    unserviced = _post(client, revert, {**data, "body_correction": "Fired after all."})
    assert article.paragraphs.get().text == "Backman was fired in 2004."
    assert unserviced == []


def test_importing_new_articles_writes_them_through_the_services():
    sources = read_sources([str(DOCUMENTS)])
    documents = list(zip(sources, parse_sources(sources), strict=True))
    with writes_outside_services() as unserviced:
        write_documents(documents)
    assert Article.objects.count() == len(sources)
    assert unserviced == []


def test_the_arc_service_refusing_an_entry_is_shown_on_the_arc_form_nothing_saved(client):
    """Whoever may add arc entries but not take them out may not place articles in arcs (the rule
    of the article form): the inline offers the row, the service refuses it, the form says why."""
    user = User.objects.create_user("arcs", password="pw", is_staff=True)
    user.user_permissions.add(
        *Permission.objects.filter(
            codename__in=["view_storyarc", "change_storyarc", "add_arcentry", "view_arcentry"]
        )
    )
    arc = StoryArcFactory()
    client.force_login(user)
    url = reverse("admin:stories_storyarc_change", args=[arc.pk])
    data = change_form_data(client.get(url))
    n = int(data["entries-TOTAL_FORMS"])
    data.update({"entries-TOTAL_FORMS": str(n + 1), f"entries-{n}-article": ArticleFactory().pk})
    response = client.post(url, data)
    assert response.status_code == 200
    assert ARCS_FORBIDDEN in response.content.decode()
    assert not arc.entries.exists()
