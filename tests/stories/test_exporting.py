import io
import json
import re

import pytest
from django.apps import apps
from django.contrib.auth import get_user_model
from django.core import serializers
from django.core.management import CommandError, call_command

from stories.exporting import FIXTURE_APPS, arc_json, arc_timelinejs, fixture_json
from stories.models import Article, Quote, StoryArc, Update
from stories.quote_cards import ensure_quote_card
from tests.conftest import FIXTURES
from tests.factories import ArcEntryFactory, ArticleFactory, StoryArcFactory, UpdateFactory

pytestmark = pytest.mark.django_db
ARC = "wally-backman-sandy-alderson-feud"
ARC_ARTICLE = "wally-backman-says-he-was-betrayed-by-the-wilpons-and-the-mets"


def test_exporting_the_loaded_seed_gives_back_the_shipped_files_byte_for_byte(seed):
    for path in FIXTURES:
        assert fixture_json(path.stem) == path.read_text(encoding="utf-8"), path.name


def test_export_fixtures_writes_both_files(seed, tmp_path):
    call_command("export_fixtures", output_dir=str(tmp_path), stdout=open("/dev/null", "w"))
    assert sorted(p.name for p in tmp_path.iterdir()) == ["people.json", "stories.json"]
    assert (tmp_path / "stories.json").read_bytes() == FIXTURES[1].read_bytes()


def test_arc_json_lists_articles_with_updates_and_quotes_and_events(seed):
    data = arc_json(StoryArc.objects.get(slug=ARC))
    kinds = [entry["type"] for entry in data["entries"]]
    assert kinds.count("article") == 3 and kinds.count("event") == 12
    first_article = next(e for e in data["entries"] if e["type"] == "article")
    assert first_article["date"] == "2017-01"
    assert first_article["updates"][0]["date"] == "2017-01-12"
    speakers = {q["speaker"] or q["speaker_description"] for q in first_article["quotes"]}
    assert {
        "Sandy Alderson",
        "Wally Backman",
        "a non-Mets executive that has known Alderson for some time",
    } <= speakers


def test_arc_exports_leave_out_draft_articles(seed):
    Article.objects.filter(
        slug="wally-backman-asked-to-come-home-back-to-the-new-york-mets"
    ).update(status="draft")
    data = arc_json(StoryArc.objects.get(slug=ARC))
    assert [e["slug"] for e in data["entries"] if e["type"] == "article"] == [
        "wally-backman-says-he-was-betrayed-by-the-wilpons-and-the-mets",
        "wally-backman-sandy-alderson-feud-is-still-going-quite-strong",
    ]
    with_drafts = arc_json(StoryArc.objects.get(slug=ARC), include_drafts=True)
    assert sum(e["type"] == "article" for e in with_drafts["entries"]) == 3


def test_timelinejs_dates_carry_only_their_precision(seed):
    events = arc_timelinejs(StoryArc.objects.get(slug=ARC))["events"]
    assert events[0]["start_date"] == {"year": 1986, "display_date": "1986"}
    day = next(e for e in events if e["start_date"].get("day"))
    assert day["start_date"] == {
        "year": 2017,
        "month": 1,
        "day": 12,
        "display_date": "Jan. 12, 2017",
    }


def test_timelinejs_escapes_what_editors_typed():
    arc = StoryArcFactory(title="<script>alert(1)</script>")
    ArcEntryFactory(arc=arc, article=ArticleFactory(headline="<img src=x onerror=alert(1)>"))
    text = json.dumps(arc_timelinejs(arc))
    assert "<script>" not in text and "<img" not in text
    assert "&lt;img src=x onerror=alert(1)&gt;" in text


def test_export_arc_command_writes_a_file(seed, tmp_path):
    target = tmp_path / "arc.json"
    call_command(
        "export_arc", ARC, format="timelinejs", output=str(target), stderr=open("/dev/null", "w")
    )
    # The arc's 15 entries but the 5 events its articles report as their news, and the one update on its
    # articles at its own date.
    events = json.loads(target.read_text(encoding="utf-8"))["events"]
    assert len(events) == 15 - 5 + 1
    assert (
        sum(event["text"]["text"].count("Nobody has called about Wally") for event in events) == 1
    )


def test_export_arc_refuses_an_unknown_or_unpublished_arc(seed):
    StoryArc.objects.update(status="draft")
    with pytest.raises(CommandError, match="No published story arc"):
        call_command("export_arc", ARC)


def empty_the_database():
    """What a freshly migrated database holds of the content apps and accounts: nothing. Rows go referrers
    first (flush cannot TRUNCATE inside the test's transaction on PostgreSQL)."""
    configs = [(apps.get_app_config(label), None) for label in FIXTURE_APPS]
    for model in reversed(serializers.sort_dependencies(configs, allow_cycles=True)):
        model._default_manager.all().delete()
    get_user_model().objects.all().delete()


def test_make_fixtures_output_loads_into_a_fresh_database_and_exports_the_same_files(
    seed, tmp_path, editor
):
    """export -> load into an emptied database (no accounts, no media) -> export: identical files."""
    article = Article.objects.get(slug=ARC_ARTICLE)
    Article.objects.filter(pk=article.pk).update(
        created_by=editor
    )  # as the admin records who wrote it
    ensure_quote_card(article.quotes.first())  # as `make run` renders the share cards
    first, again = tmp_path / "first", tmp_path / "again"
    first.mkdir(), again.mkdir()
    call_command("export_fixtures", output_dir=str(first), stdout=io.StringIO())
    exported = {path.name: path.read_text(encoding="utf-8") for path in sorted(first.iterdir())}
    empty_the_database()
    assert not get_user_model().objects.exists() and not Article.objects.exists()
    call_command("loaddata", *sorted(first.iterdir()), verbosity=0)
    call_command("export_fixtures", output_dir=str(again), stdout=io.StringIO())
    assert {
        path.name: path.read_text(encoding="utf-8") for path in sorted(again.iterdir())
    } == exported
    assert (
        Article.objects.get(slug=ARC_ARTICLE).created_by is None
    )  # fixtures carry content, not accounts
    assert not Quote.objects.exclude(
        card=""
    ).exists()  # cards are drawn again by render_quote_cards


def test_timelinejs_links_are_absolute(seed, settings):
    settings.SITE_URL = "https://throughline.example"
    text = json.dumps(arc_timelinejs(StoryArc.objects.get(slug=ARC)))
    links = re.findall(r'href=\\"([^"\\]+)', text)
    assert links and all(link.startswith("https://throughline.example/") for link in links)


def test_timelinejs_shows_each_update_and_correction_at_its_date_linked_to_it(seed):
    events = arc_timelinejs(StoryArc.objects.get(slug=ARC), site="https://t.example")["events"]
    updates = Update.objects.filter(article__arc_entries__arc__slug=ARC)
    shown = [e for e in events if e["group"] in ("Updates", "Corrections")]
    assert len(shown) == updates.count() >= 1
    for update in updates:
        event = next(e for e in shown if f"#update-{update.position}" in e["text"]["headline"])
        assert update.article.get_absolute_url() in event["text"]["headline"]
        assert (event["start_date"]["year"], event["start_date"]["month"]) == (
            update.dated_on.year,
            update.dated_on.month,
        )
        assert event["group"] == ("Corrections" if update.kind == "correction" else "Updates")


def test_a_correction_is_on_the_timeline_as_a_correction():
    article = ArticleFactory(headline="Mets hire Backman")
    arc = ArcEntryFactory(article=article).arc
    UpdateFactory(article=article, kind="correction", text="An earlier version misspelt Backman.")
    (_, correction) = arc_timelinejs(arc, site="https://t.example")["events"]
    assert correction["group"] == "Corrections"
    assert correction["text"]["headline"].startswith(
        f'<a href="https://t.example{article.get_absolute_url()}#update-'
    )
    assert "misspelt Backman" in correction["text"]["text"]
