"""Synthetic content for load and scale tests: every headline starts "[DEMO]", every slug "demo-".

Running it again replaces the previous demo content (and only that); `--clear` just removes it.
Rows go in with bulk_create, one transaction per arc, so no signals fire: the command makes every
cached page stale itself when it is done.
"""

import datetime
import random

from django.core.management.base import BaseCommand
from django.db import connection, transaction

from pagecache.invalidation import invalidate_everything
from people.models import Organisation, Person, Role
from stories.models import (
    ArcEntry,
    Article,
    Byline,
    Event,
    Paragraph,
    Quote,
    Status,
    StoryArc,
    Update,
)
from stories.search_text import one_search_refresh

PREFIX = "demo-"
FIRST = [
    "Avery",
    "Blake",
    "Casey",
    "Devon",
    "Emery",
    "Finley",
    "Harper",
    "Jordan",
    "Kendall",
    "Logan",
    "Morgan",
    "Quinn",
]
LAST = [
    "Abbott",
    "Barnes",
    "Carver",
    "Dalton",
    "Ellison",
    "Fowler",
    "Garrison",
    "Hale",
    "Irwin",
    "Jensen",
    "Keller",
    "Lowry",
]
WORDS = (
    "league season trade manager contract owner pitcher dugout rally ballpark scout roster injury "
    "playoff lineup coach rookie veteran stadium bullpen statement interview hearing council budget"
).split()
BATCH = 2000


def sentence(rng: random.Random, words: int = 14) -> str:
    return " ".join(rng.choice(WORDS) for _ in range(words)).capitalize() + "."


class Command(BaseCommand):
    help = "Build (or with --clear remove) clearly labelled synthetic demo content for load tests."

    def add_arguments(self, parser):
        parser.add_argument("--arcs", type=int, default=3)
        parser.add_argument("--articles-per-arc", type=int, default=5)
        parser.add_argument("--paragraphs", type=int, default=5, help="Paragraphs per article.")
        parser.add_argument("--quotes", type=int, default=10, help="Quotes per article.")
        parser.add_argument("--events-per-arc", type=int, default=5)
        parser.add_argument("--persons", type=int, default=50)
        parser.add_argument("--clear", action="store_true", help="Only remove the demo content.")
        parser.add_argument("--seed", type=int, default=1)

    def handle(
        self,
        *args,
        arcs,
        articles_per_arc,
        paragraphs,
        quotes,
        events_per_arc,
        persons,
        clear,
        seed,
        **options,
    ):
        remove_demo_content()
        if not clear:
            rng = random.Random(seed)
            with transaction.atomic():
                outlets, people = self.create_people(persons)
            for arc_number in range(1, arcs + 1):
                with transaction.atomic():
                    self.create_arc(
                        rng,
                        arc_number,
                        articles_per_arc,
                        paragraphs,
                        quotes,
                        events_per_arc,
                        outlets,
                        people,
                    )
        with connection.cursor() as cursor:
            cursor.execute("ANALYZE")  # fresh planner statistics after a bulk load
        invalidate_everything()
        self.stdout.write(
            f"Demo content: {StoryArc.objects.filter(slug__startswith=PREFIX).count()} arcs, "
            f"{Article.objects.filter(slug__startswith=PREFIX).count()} articles, "
            f"{Quote.objects.filter(article__slug__startswith=PREFIX).count()} quotes, "
            f"{Person.objects.filter(slug__startswith=PREFIX).count()} people."
        )

    def create_people(self, count: int) -> tuple[list[Organisation], list[Person]]:
        outlets = Organisation.objects.bulk_create(
            Organisation(
                name=f"[DEMO] Gazette {n}",
                slug=f"{PREFIX}outlet-{n}",
                kind=Organisation.Kind.NEWS_OUTLET,
            )
            for n in range(1, 6)
        )
        people = Person.objects.bulk_create(
            Person(
                name=f"{FIRST[n % len(FIRST)]} {LAST[n // len(FIRST) % len(LAST)]} {n} [DEMO]",
                slug=f"{PREFIX}person-{n}",
                bio="A synthetic person made by generate_demo for load tests.",
            )
            for n in range(1, count + 1)
        )
        Role.objects.bulk_create(
            Role(person=person, organisation=outlets[n % len(outlets)], title="Reporter")
            for n, person in enumerate(people)
        )
        return outlets, people

    def create_arc(
        self, rng, number, article_count, paragraph_count, quote_count, event_count, outlets, people
    ):
        arc = StoryArc.objects.create(
            title=f"[DEMO] Story arc {number}",
            slug=f"{PREFIX}arc-{number}",
            status=Status.PUBLISHED,
            summary=" ".join(sentence(rng) for _ in range(4)),
        )
        first_day = datetime.date(2015, 1, 1)
        articles = Article.objects.bulk_create(
            (
                Article(
                    headline=f"[DEMO] {sentence(rng, 6)[:-1]} ({number}-{n})",
                    slug=f"{PREFIX}article-{number}-{n}",
                    dek=sentence(rng),
                    outlet=rng.choice(outlets),
                    status=Status.PUBLISHED,
                    published_on=first_day + datetime.timedelta(days=n * 3 + number),
                )
                for n in range(1, article_count + 1)
            ),
            batch_size=BATCH,
        )
        self.create_article_parts(rng, articles, paragraph_count, quote_count, people)
        events = Event.objects.bulk_create(
            Event(
                title=f"[DEMO] Event {number}-{n}",
                slug=f"{PREFIX}event-{number}-{n}",
                description=sentence(rng),
                happened_on=first_day + datetime.timedelta(days=n * 30),
            )
            for n in range(1, event_count + 1)
        )
        steps = [("article", a) for a in articles] + [("event", e) for e in events]
        ArcEntry.objects.bulk_create(
            (
                ArcEntry(arc=arc, position=position, **{kind: item})
                for position, (kind, item) in enumerate(steps, start=1)
            ),
            batch_size=BATCH,
        )

    def create_article_parts(self, rng, articles, paragraph_count, quote_count, people):
        paragraphs, quotes_by_paragraph = [], []
        for article in articles:
            for position in range(1, paragraph_count + 1):
                said = [
                    (rng.choice(people), sentence(rng, 8)[:-1])
                    for _ in range(
                        quote_count // paragraph_count + (position <= quote_count % paragraph_count)
                    )
                ]
                text = " ".join(
                    [sentence(rng)] + [f"“{words},” {person.name} said." for person, words in said]
                )
                paragraphs.append(Paragraph(article=article, position=position, text=text))
                quotes_by_paragraph.append(said)
        with one_search_refresh(article.pk for article in articles):
            Paragraph.objects.bulk_create(paragraphs, batch_size=BATCH)
        Byline.objects.bulk_create(
            (Byline(article=a, person=rng.choice(people), position=1) for a in articles),
            batch_size=BATCH,
        )
        Update.objects.bulk_create(
            (
                Update(
                    article=a,
                    position=1,
                    kind=Update.Kind.CORRECTION,
                    dated_on=a.published_on,
                    text="[DEMO] An earlier version of this article misstated the date.",
                )
                for a in articles[::5]
            ),
            batch_size=BATCH,
        )
        quotes, counters = [], {}
        for paragraph, said in zip(paragraphs, quotes_by_paragraph, strict=True):
            for person, words in said:
                counters[paragraph.article_id] = counters.get(paragraph.article_id, 0) + 1
                quotes.append(
                    Quote(
                        article_id=paragraph.article_id,
                        position=counters[paragraph.article_id],
                        paragraph=paragraph,
                        text=words,
                        speaker=person,
                        setting=Quote.Setting.INTERVIEW,
                    )
                )
        Quote.objects.bulk_create(quotes, batch_size=BATCH)


def remove_demo_content() -> None:
    """Delete every demo row with plain SQL: the ORM would load each row to send delete signals."""
    tables = {
        model: model._meta.db_table
        for model in (Article, StoryArc, Event, Person, Organisation, Quote)
    }
    demo = "SELECT id FROM {} WHERE slug LIKE %s"
    articles, arcs, events, persons = (
        demo.format(tables[m]) for m in (Article, StoryArc, Event, Person)
    )
    quotes = f"SELECT id FROM {tables[Quote]} WHERE article_id IN ({articles})"
    statements = [
        (Quote.about.through, f"quote_id IN ({quotes})", 1),
        (Quote, f"article_id IN ({articles})", 1),
        *(
            (model, f"article_id IN ({articles})", 1)
            for model in (Paragraph, Byline, Update, Article.embedded_posts.rel.related_model)
        ),
        (
            ArcEntry,
            f"arc_id IN ({arcs}) OR article_id IN ({articles}) OR event_id IN ({events})",
            3,
        ),
        (Event.persons.through, f"event_id IN ({events}) OR person_id IN ({persons})", 2),
        (Event.sources.through, f"event_id IN ({events}) OR article_id IN ({articles})", 2),
        (Event, "slug LIKE %s", 1),
        (StoryArc, "slug LIKE %s", 1),
        (Role, f"person_id IN ({persons})", 1),
        (Article, "slug LIKE %s", 1),
        (Person, "slug LIKE %s", 1),
        (Organisation, "slug LIKE %s", 1),
    ]
    with transaction.atomic(), connection.cursor() as cursor:
        for model, where, placeholders in statements:
            cursor.execute(
                f"DELETE FROM {model._meta.db_table} WHERE {where}", [f"{PREFIX}%"] * placeholders
            )
