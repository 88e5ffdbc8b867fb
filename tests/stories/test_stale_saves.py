"""The stale-form rule is the services' (issue 27 item 5): given what the editor's form showed, the
service that writes refuses to save over a version or a row saved since, whoever calls it."""

import pytest
import reversion
from django.core.exceptions import ValidationError

from revisions.parts import parts_fingerprint
from revisions.stale import Seen
from stories.models import ArcEntry, Article, Paragraph
from stories.services.arcs import place_in_arc, save_arc_entries
from stories.services.articles import save_article
from tests.factories import ArticleFactory, ParagraphFactory, StoryArcFactory

pytestmark = pytest.mark.django_db


def seen(obj, parts):
    """What a form opened now would show of `obj`."""
    from reversion.models import Version

    latest = Version.objects.get_for_object(obj).order_by("-pk").first()
    return Seen(str(latest.pk) if latest else "0", parts, parts_fingerprint(obj, parts))


def test_the_article_service_refuses_a_save_over_a_version_saved_since(editor):
    article = ArticleFactory(headline="As opened")
    with reversion.create_revision():
        article.save()
    shown = seen(article, ())
    with reversion.create_revision():  # a colleague saves meanwhile
        Article.objects.get(pk=article.pk).save()
    article.headline = "Mine"
    with pytest.raises(ValidationError, match="Someone saved this article while you were editing"):
        save_article(article=article, by=editor, seen=shown)
    assert Article.objects.get(pk=article.pk).headline == "As opened"
    save_article(article=article, by=editor, seen=seen(article, ()))  # reopened: saved
    assert Article.objects.get(pk=article.pk).headline == "Mine"


def test_the_article_service_refuses_a_save_over_a_paragraph_changed_since(editor):
    paragraph = ParagraphFactory(text="As opened.")
    article = paragraph.article
    shown = seen(article, ((Paragraph, "article"),))
    Paragraph.objects.filter(pk=paragraph.pk).update(text="A colleague's words.")
    article.headline = "Mine"
    with pytest.raises(ValidationError, match="Nothing was saved"):
        save_article(article=article, by=editor, seen=shown)


def test_the_arc_service_keeps_an_entry_a_colleague_changed_since_the_arcs_form_was_opened(editor):
    arc = StoryArcFactory()
    first = place_in_arc(arc=arc, article=ArticleFactory())
    shown = seen(arc, ((ArcEntry, "arc"),))
    entries = list(arc.entries.all())
    ArcEntry.objects.filter(pk=first.pk).update(article=ArticleFactory())  # on an article's page
    with pytest.raises(ValidationError, match="Someone saved this story arc"):
        save_arc_entries(arc=arc, entries=[], deleted=entries, by=editor, seen=shown)
    assert ArcEntry.objects.filter(pk=first.pk).exists()
