"""The shipped seed story: loaded into a fresh database, it is exactly what the documents say."""

import datetime
import json
import re
from io import StringIO
from pathlib import Path

import pytest
from django.apps import apps
from django.core.management import call_command

from people.models import Organisation, Person, Role
from stories.models import (
    Account,
    ArcEntry,
    Article,
    Dispute,
    EmbeddedPost,
    Event,
    Paragraph,
    Quote,
    StoryArc,
    Update,
)
from stories.text import occurs_verbatim

pytestmark = pytest.mark.django_db
ROOT = Path(__file__).resolve().parents[2]
BETRAYED = "wally-backman-says-he-was-betrayed-by-the-wilpons-and-the-mets"
COME_HOME = "wally-backman-asked-to-come-home-back-to-the-new-york-mets"
FEUD = "wally-backman-sandy-alderson-feud-is-still-going-quite-strong"


def quotes_of(slug):
    return list(
        Quote.objects.filter(article__slug=slug)
        .select_related("speaker", "parent")
        .order_by("position")
    )


def test_the_seed_loads_with_the_expected_counts(seed):
    counts = {
        model: model.objects.count()
        for model in (
            Article,
            Paragraph,
            Update,
            EmbeddedPost,
            Quote,
            Person,
            Organisation,
            Role,
            Event,
            StoryArc,
            ArcEntry,
            Dispute,
            Account,
        )
    }
    assert counts == {
        Article: 3,
        Paragraph: 30,
        Update: 1,
        EmbeddedPost: 2,
        Quote: 19,
        Person: 12,
        Organisation: 13,
        Role: 18,
        Event: 12,
        StoryArc: 1,
        ArcEntry: 15,
        Dispute: 2,
        Account: 8,
    }


def test_every_seed_object_passes_model_validation(seed):
    for model in [
        *apps.get_app_config("stories").get_models(),
        *apps.get_app_config("people").get_models(),
    ]:
        for obj in model.objects.all():
            obj.full_clean()


def test_every_quote_occurs_verbatim_where_it_points(seed):
    for quote in Quote.objects.select_related("paragraph", "update", "embedded_post"):
        assert occurs_verbatim(quote.text, quote.location.text), quote


def test_paragraphs_are_the_documents_lines_verbatim(seed):
    document = (ROOT / "fixtures/documents/002_5d2c062f266dc695.txt").read_text(encoding="utf-8")
    lines = [line for line in document.splitlines() if line.strip()]
    paragraphs = (
        Paragraph.objects.filter(article__slug=FEUD)
        .order_by("position")
        .values_list("text", flat=True)
    )
    assert list(paragraphs) == lines[1:]


def test_the_update_is_dated_and_carries_alderson_s_quote(seed):
    update = Update.objects.get(article__slug=BETRAYED)
    assert (update.kind, update.dated_on) == ("update", datetime.date(2017, 1, 12))
    quote = update.quotes.get()
    assert quote.speaker.name == "Sandy Alderson"
    assert quote.text.endswith("Nobody has called about Wally.")
    assert quote.said_on == datetime.date(2017, 1, 12)


def test_teaser_and_original_article_marker_are_not_body_text(seed):
    texts = " ".join(
        Paragraph.objects.filter(article__slug=BETRAYED).values_list("text", flat=True)
    )
    assert "Next: Braves" not in texts
    assert "[Original article follows]" not in texts
    assert "[Update" not in texts


def test_the_second_seed_embeds_two_posts_kept_out_of_the_body(seed):
    posts = list(EmbeddedPost.objects.filter(article__slug=COME_HOME).order_by("position"))
    assert [(p.position, p.handle, p.posted_on) for p in posts] == [
        (0, "@NYDNSports", datetime.date(2017, 10, 30)),
        (9, "@NYSportsGuys5", datetime.date(2017, 10, 3)),
    ]
    body = " ".join(
        Paragraph.objects.filter(article__slug=COME_HOME).values_list("text", flat=True)
    )
    assert "@NYDNSports" not in body and "@NYSportsGuys5" not in body


def test_unnamed_sources_are_described_never_named(seed):
    unnamed = Quote.objects.filter(speaker__isnull=True).order_by("position")
    assert list(unnamed.values_list("speaker_description", "text")) == [
        ("people telling Backman", "Sandy has it in for you. You’re being blackballed."),
        ("teams Backman has talked to", "You’re overqualified."),
        ("a non-Mets executive that has known Alderson for some time", "It’s not Sandy’s nature"),
    ]


def test_nested_quotes_hang_from_the_quote_that_reports_them(seed):
    nested = {q.text: q for q in quotes_of(BETRAYED) if q.parent_id}
    assert nested["I will do anything I can to help you."].speaker.name == "Sandy Alderson"
    assert nested["I will do anything I can to help you."].parent.speaker.name == "Wally Backman"
    assert nested["You’re overqualified."].parent.text.startswith("I’ve talked to several teams")


def test_partial_quotes_are_flagged(seed):
    partial = Quote.objects.filter(is_partial=True).order_by("article__published_on", "position")
    assert list(partial.values_list("text", flat=True)) == [
        "blackballed",
        "I’ve been betrayed",
        "Jeff didn’t stand up",
        "blackballed",
    ]


def test_a_quote_running_into_the_next_paragraph_is_flagged(seed):
    running = Quote.objects.get(continues=True)
    assert running.text.endswith("he’s told me that before.")
    follow_on = Quote.objects.get(article=running.article, position=running.position + 1)
    assert follow_on.paragraph.position == running.paragraph.position + 1


def test_a_podcast_title_in_quote_marks_is_not_a_quote(seed):
    assert not Quote.objects.filter(text__icontains="Amazin").exists()


def test_every_feud_quote_is_backman_s_on_the_podcast(seed):
    quotes = quotes_of(FEUD)
    assert len(quotes) == 8
    assert {q.speaker.name for q in quotes} == {"Wally Backman"}
    assert {q.setting for q in quotes if not q.is_partial} == {"podcast"}


def test_the_wilpons_stay_two_people(seed):
    assert set(Person.objects.filter(name__endswith="Wilpon").values_list("name", flat=True)) == {
        "Fred Wilpon",
        "Jeff Wilpon",
    }
    assert Quote.objects.get(text="Jeff didn’t stand up").speaker.name == "Wally Backman"


def test_the_arc_lists_the_articles_in_chronological_order(seed):
    arc = StoryArc.objects.get()
    entries = list(arc.entries.select_related("article", "event"))
    articles = [e.article.slug for e in entries if e.article_id]
    assert articles == [BETRAYED, COME_HOME, FEUD]
    first_event, last_event = entries[0].event, [e.event for e in entries if e.event_id][-1]
    assert first_event.happened_on.year == 1986
    assert last_event.happened_on.year == 2021
    periods = [
        period(e.article.published_on, e.article.published_precision)
        if e.article_id
        else period(e.event.happened_on, e.event.happened_precision)
        for e in entries
    ]
    # "2016" and "September 2016" may come in either order; nothing may start after what follows it ends.
    for (start, _), (_, next_end) in zip(periods, periods[1:], strict=False):
        assert start <= next_end


def period(start, precision):
    if precision == "year":
        return start, start.replace(month=12, day=31)
    if precision == "month":
        following = (start.replace(day=28) + datetime.timedelta(days=4)).replace(day=1)
        return start, following - datetime.timedelta(days=1)
    return start, start


def test_every_event_cites_a_seed_article(seed):
    for event in Event.objects.prefetch_related("sources"):
        assert event.sources.exists(), event


def test_fixture_files_use_natural_keys_only():
    for name in ("people.json", "stories.json"):
        records = json.loads((ROOT / "fixtures" / name).read_text(encoding="utf-8"))
        assert records and all("pk" not in record for record in records), name


def test_the_seed_documents_ship_unchanged():
    shared = ROOT.parent / "shared" / "seeds"
    if not shared.is_dir():
        pytest.skip("../shared/seeds is not beside this checkout")
    for original in shared.glob("*.txt"):
        assert (ROOT / "fixtures/documents" / original.name).read_bytes() == original.read_bytes()


def test_load_seed_fills_an_empty_database(db):
    call_command("load_seed", stdout=StringIO())
    assert Article.objects.count() == 3


def test_load_seed_starts_each_article_s_history_and_says_so_once(db, capsys):
    from reversion.models import Version

    out = StringIO()
    call_command("load_seed", stdout=out)
    assert Version.objects.get_for_object(Article.objects.get(slug=BETRAYED)).count() == 1
    assert "Recorded the seed story as the first revision of its history." in out.getvalue()
    assert "Created 0 / 0" not in out.getvalue() + capsys.readouterr().out


def test_load_seed_never_overwrites_an_edited_database(seed):
    Paragraph.objects.filter(position=1).update(text="Edited by an editor.")
    out = StringIO()
    call_command("load_seed", stdout=out)
    assert "not reloaded" in out.getvalue()
    assert Paragraph.objects.filter(text="Edited by an editor.").count() == 3


def test_the_text_the_project_wrote_is_american_english_with_typographic_marks(seed):
    """Events, arc summaries and bios are the project's words (never a source's): no straight marks,
    no British spellings in a New York story."""
    from people.models import Person
    from stories.models import Event, StoryArc

    texts = [text for event in Event.objects.all() for text in (event.title, event.description)]
    texts += [arc.summary for arc in StoryArc.objects.all()] + [
        person.bio for person in Person.objects.all()
    ]
    for text in texts:
        assert "'" not in text and '"' not in text, text
        assert not re.search(r"\b\w+(ises|ised|ising|isation)\b|\bcolour|\be-mail", text), text


def test_the_seed_records_the_stepped_down_or_fired_dispute_with_its_three_accounts(seed):
    """The January 2017 article says Backman stepped down (line 9 of its document) and, later, that he was
    fired (line 21); the 2021 article says he was fired (line 11). Each account cites that paragraph."""
    dispute = Dispute.objects.get(slug="did-backman-step-down-or-was-he-fired")
    assert dispute.question == "Did Backman step down or was he fired?"
    assert (dispute.arc.slug, dispute.event.slug, dispute.finding) == (
        "wally-backman-sandy-alderson-feud",
        "backman-leaves-the-las-vegas-51s",
        Dispute.Finding.OPEN,
    )
    accounts = [
        (a.claim, a.article.slug, a.paragraph.position, a.voice, a.display_date)
        for a in dispute.accounts.select_related("article", "paragraph").order_by("position")
    ]
    assert accounts == [
        ("Backman stepped down.", BETRAYED, 2, Account.Voice.ARTICLE, "January 2017"),
        ("Backman was fired.", BETRAYED, 8, Account.Voice.ARTICLE, "January 2017"),
        ("Backman was fired.", FEUD, 5, Account.Voice.ARTICLE, "2021"),
    ]
    documents = {
        BETRAYED: (ROOT / "fixtures/documents/000_0ec87feb3f32a1d6.txt")
        .read_text(encoding="utf-8")
        .splitlines(),
        FEUD: (ROOT / "fixtures/documents/002_5d2c062f266dc695.txt")
        .read_text(encoding="utf-8")
        .splitlines(),
    }
    lines = {1: (BETRAYED, 9), 2: (BETRAYED, 21), 3: (FEUD, 11)}
    for account in dispute.accounts.select_related("article", "paragraph"):
        slug, line = lines[account.position]
        assert account.paragraph.text == documents[slug][line - 1]
        assert occurs_verbatim(account.excerpt, documents[slug][line - 1]), account
    assert "stepped down" in dispute.accounts.get(position=1).excerpt
    assert all("fired" in dispute.accounts.get(position=n).excerpt for n in (2, 3))
