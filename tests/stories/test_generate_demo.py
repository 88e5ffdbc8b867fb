import pytest
from django.core.management import call_command

from people.models import Person
from stories.models import ArcEntry, Article, Event, Quote, StoryArc

pytestmark = pytest.mark.django_db


def generate(*args: str) -> None:
    call_command("generate_demo", *args, stdout=open("/dev/null", "w"))


def test_demo_content_has_the_requested_size():
    generate("--arcs", "2", "--articles-per-arc", "3", "--quotes", "4", "--events-per-arc", "2")
    assert StoryArc.objects.count() == 2
    assert Article.objects.published().count() == 6
    assert Quote.objects.published().count() == 24
    assert ArcEntry.objects.filter(arc__slug="demo-arc-1").count() == 5
    assert Event.objects.count() == 4


def test_every_demo_item_is_labelled():
    generate("--arcs", "1", "--articles-per-arc", "2")
    assert all(
        a.headline.startswith("[DEMO]") and a.slug.startswith("demo-")
        for a in Article.objects.all()
    )
    assert all("[DEMO]" in p.name and p.slug.startswith("demo-") for p in Person.objects.all())


def test_demo_quotes_appear_verbatim_in_their_paragraphs():
    generate("--arcs", "1", "--articles-per-arc", "2")
    for quote in Quote.objects.select_related("paragraph"):
        quote.full_clean()


def test_running_it_again_replaces_the_demo_content():
    generate("--arcs", "2", "--articles-per-arc", "2")
    generate("--arcs", "1", "--articles-per-arc", "2")
    assert Article.objects.count() == 2


def test_clear_removes_demo_content_and_keeps_the_newsroom_s_own(seed):
    own = Article.objects.count()
    generate("--arcs", "2", "--articles-per-arc", "2")
    generate("--clear")
    assert Article.objects.count() == own
    assert not Person.objects.filter(slug__startswith="demo-").exists()
