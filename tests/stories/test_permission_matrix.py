"""Role × model × action through the admin, including POSTs forged to URLs the UI does not offer.

Each case performs one write as the role. Allowed: the effect is visible. Denied: not one row of any
editorial, history or account table differs afterwards.
"""

import datetime
from functools import partial

import pytest
from django.apps import apps
from django.contrib.admin.helpers import ACTION_CHECKBOX_NAME
from django.contrib.auth.models import User
from django.test import Client
from django.urls import reverse
from django.utils import timezone
from reversion.models import Revision, Version

from people.models import Person
from stories.models import Article, Event, Quote, Status, StoryArc
from stories.services.publishing import publish_article, unpublish_article
from tests.admin_forms import change_form_data, with_paragraph
from tests.factories import (
    EventFactory,
    ParagraphFactory,
    PersonFactory,
    QuoteFactory,
    StoryArcFactory,
    staff_user,
)

pytestmark = pytest.mark.django_db
INLINES = ("bylines", "updates", "embedded_posts", "quotes", "stated_roles")


def url(model, view, *args):
    return reverse(f"admin:{model._meta.app_label}_{model._meta.model_name}_{view}", args=args)


def snapshot():
    tables = [
        *apps.get_app_config("stories").get_models(),
        *apps.get_app_config("people").get_models(),
    ]
    tables += [User, Version, Revision]
    return {model: list(model.objects.order_by("pk").values()) for model in tables}


def article_for(owner, status, headline):
    quote = QuoteFactory(
        paragraph__article__status=status,
        paragraph__article__created_by=owner,
        paragraph__article__headline=headline,
        paragraph__text="“Nope,” he said.",
        text="Nope",
    )
    ParagraphFactory(article=quote.article, text="Second paragraph.")
    return quote.article


@pytest.fixture
def world(db):
    reporter, colleague = staff_user("Reporters", "reporter"), staff_user("Reporters", "colleague")
    editor = staff_user("Editors", "editor")
    objs = {
        "reporter": reporter,
        "editor": editor,
        "own_draft": article_for(reporter, Status.DRAFT, "Own draft"),
        "others_draft": article_for(colleague, Status.DRAFT, "Colleague's draft"),
        "own_published": article_for(reporter, Status.PUBLISHED, "Own published"),
        "others_published": article_for(colleague, Status.PUBLISHED, "Colleague's published"),
        "arc": StoryArcFactory(status=Status.DRAFT),
        "event": EventFactory(),
        "person": PersonFactory(name="Sandy"),
    }
    copier = Client()
    copier.force_login(editor)  # the complete form, as an editor sees it: what a forger would copy
    objs["form_at"] = lambda address: change_form_data(copier.get(address))
    objs["form"] = lambda obj: objs["form_at"](url(type(obj), "change", obj.pk))
    return objs


def edit(client, w, key, headline="Edited"):
    obj = w[key]
    client.post(url(Article, "change", obj.pk), {**w["form"](obj), "headline": headline})
    return lambda: Article.objects.get(pk=obj.pk).headline == headline


def action(client, model, name, obj, **extra):
    client.post(url(model, "changelist"), {"action": name, ACTION_CHECKBOX_NAME: [obj.pk], **extra})


def case_add_article(client, w):
    data = {
        "headline": "New",
        "slug": "new",
        "published_on": "2017-01-12",
        "published_precision": "day",
        "status": "draft",
    }
    data.update({f"{p}-{k}": "0" for p in INLINES for k in ("TOTAL_FORMS", "INITIAL_FORMS")})
    client.post(url(Article, "add"), data)
    return lambda: Article.objects.filter(slug="new").exists()


def case_publish_own_draft_by_form(client, w):
    obj = w["own_draft"]
    client.post(url(Article, "change", obj.pk), {**w["form"](obj), "status": "published"})
    return lambda: Article.objects.get(pk=obj.pk).status == Status.PUBLISHED


def case_bulk_publish(client, w):
    action(client, Article, "publish_selected", w["own_draft"])
    return lambda: Article.objects.get(pk=w["own_draft"].pk).status == Status.PUBLISHED


def case_bulk_schedule(client, w):
    at = timezone.localtime(timezone.now() + datetime.timedelta(days=1))
    action(
        client,
        Article,
        "schedule_selected",
        w["own_draft"],
        apply="1",
        publish_at_0=f"{at:%Y-%m-%d}",
        publish_at_1=f"{at:%H:%M:%S}",
    )
    return lambda: Article.objects.get(pk=w["own_draft"].pk).publish_at is not None


def case_bulk_unpublish(client, w):
    action(client, Article, "unpublish_selected", w["own_published"])
    return lambda: Article.objects.get(pk=w["own_published"].pk).status == Status.DRAFT


def case_bulk_delete(client, w):
    action(client, Article, "delete_selected", w["own_draft"], post="yes")
    return lambda: not Article.objects.filter(pk=w["own_draft"].pk).exists()


def case_delete_own_draft(client, w):
    client.post(url(Article, "delete", w["own_draft"].pk), {"post": "yes"})
    return lambda: not Article.objects.filter(pk=w["own_draft"].pk).exists()


def case_remove_paragraph_from_body(client, w):
    obj = w["own_draft"]
    client.post(url(Article, "change", obj.pk), with_paragraph(w["form"](obj), 1, None))
    return lambda: obj.paragraphs.count() == 1


def case_add_quote_inline_to_others_published(client, w):
    obj = w["others_published"]
    data = w["form"](obj)
    data.update(
        {
            "quotes-TOTAL_FORMS": "2",
            "quotes-1-text": "Nope",
            "quotes-1-speaker_description": "a source",
            "quotes-1-said_precision": "day",
        }
    )
    client.post(url(Article, "change", obj.pk), data)
    return lambda: obj.quotes.count() == 2


def case_quote_page_edit_others_published(client, w):
    quote = w["others_published"].quotes.get()
    client.post(url(Quote, "change", quote.pk), {**w["form"](quote), "setting": "interview"})
    return lambda: Quote.objects.get(pk=quote.pk).setting == "interview"


def case_quote_page_add_to_others_published(client, w):
    obj = w["others_published"]
    data = {
        "text": "Nope",
        "speaker_description": "a source",
        "article": obj.pk,
        "position": 5,
        "paragraph": obj.paragraphs.first().pk,
        "said_precision": "day",
    }
    client.post(url(Quote, "add"), data)
    return lambda: obj.quotes.count() == 2


def _revert(client, w, key):
    obj = w[key]
    revision_url = url(
        Article, "revision", obj.pk, Version.objects.get_for_object(obj).order_by("pk").first().pk
    )
    client.post(revision_url, w["form_at"](revision_url))


def case_revert_others_published(client, w):
    obj = w["others_published"]
    publish_article(article=obj, by=w["editor"])  # a first revision
    Article.objects.filter(pk=obj.pk).update(headline="Changed since")
    _revert(client, w, "others_published")
    return lambda: Article.objects.get(pk=obj.pk).headline != "Changed since"


def case_revert_own_to_published_state(client, w):
    obj = w["own_draft"]
    publish_article(article=obj, by=w["editor"])
    unpublish_article(article=obj, by=w["editor"])
    _revert(client, w, "own_draft")
    return lambda: Article.objects.get(pk=obj.pk).status == Status.PUBLISHED


def case_recover_deleted_article(client, w):
    obj = w["own_draft"]
    publish_article(article=obj, by=w["editor"])
    version, pk = Version.objects.get_for_object(obj).first(), obj.pk
    obj.delete()
    recover_url = url(Article, "recover", version.pk)
    client.post(recover_url, w["form_at"](recover_url))
    return lambda: Article.objects.filter(pk=pk).exists()


def case_arc_edit(client, w):
    arc = w["arc"]
    client.post(url(StoryArc, "change", arc.pk), {**w["form"](arc), "summary": "Edited"})
    return lambda: StoryArc.objects.get(pk=arc.pk).summary == "Edited"


def case_arc_publish(client, w):
    action(client, StoryArc, "publish_selected", w["arc"])
    return lambda: StoryArc.objects.get(pk=w["arc"].pk).status == Status.PUBLISHED


def case_event_edit(client, w):
    event = w["event"]
    client.post(url(Event, "change", event.pk), {**w["form"](event), "description": "Edited"})
    return lambda: Event.objects.get(pk=event.pk).description == "Edited"


def case_person_edit(client, w):
    person = w["person"]
    client.post(url(Person, "change", person.pk), {**w["form"](person), "bio": "Edited"})
    return lambda: Person.objects.get(pk=person.pk).bio == "Edited"


def case_person_delete(client, w):
    client.post(url(Person, "delete", w["person"].pk), {"post": "yes"})
    return lambda: not Person.objects.filter(pk=w["person"].pk).exists()


def case_user_make_superuser(client, w):
    target = w["reporter"]
    client.post(
        url(User, "change", target.pk),
        {
            "username": target.username,
            "is_superuser": "on",
            "is_staff": "on",
            "date_joined_0": "2026-01-01",
            "date_joined_1": "00:00:00",
        },
    )
    return lambda: User.objects.get(pk=target.pk).is_superuser


def case_user_add(client, w):
    client.post(
        url(User, "add"),
        {"username": "intruder", "password1": "x-Long-pass-1", "password2": "x-Long-pass-1"},
    )
    return lambda: User.objects.filter(username="intruder").exists()


CASES = {name[5:]: fn for name, fn in globals().items() if name.startswith("case_")}
ARTICLES = ("own_draft", "others_draft", "own_published", "others_published")
CASES.update({f"edit_{key}": partial(edit, key=key) for key in ARTICLES})
# Paragraphs are the storage of the body: whoever may edit a draft may take a paragraph out of it.
REPORTER_MAY = {
    "add_article",
    "edit_own_draft",
    "edit_others_draft",
    "edit_own_published",
    "remove_paragraph_from_body",
}
# The reporter may save these articles, so rows do change; the forged part (status) must not.
SAVED_WITHOUT_FORGED_PART = {"publish_own_draft_by_form"}
EDITOR_MAY = set(CASES) - {"user_make_superuser", "user_add"}
EXPECTED = {"editor": EDITOR_MAY, "reporter": REPORTER_MAY}


@pytest.mark.parametrize("case", sorted(CASES))
@pytest.mark.parametrize("role", ["editor", "reporter"])
def test_permission_matrix(client, world, role, case):
    client.force_login(world[role])
    if role in EXPECTED and case in EXPECTED[role]:
        effect = CASES[case](client, world)
        assert effect(), f"{role} should be able to {case}"
        return
    # Run the setup part of the case as staff would, then compare everything after the forged request.
    before = None

    class Recorder:
        """Takes the snapshot right before the role's first request, after the case's own setup."""

        def __getattr__(self, name):
            nonlocal before
            if before is None:
                before = snapshot()
            return getattr(client, name)

    effect = CASES[case](Recorder(), world)
    assert not effect(), f"{role} must not be able to {case}"
    if case not in SAVED_WITHOUT_FORGED_PART:
        assert snapshot() == before, f"{role} changed rows trying to {case}"
