import datetime

import factory

from people.models import Organisation, Person, Role
from stories.models import (
    Account,
    ArcEntry,
    Article,
    Byline,
    Dispute,
    EmbeddedPost,
    Event,
    Paragraph,
    Quote,
    RoleSource,
    Status,
    StoryArc,
    Update,
)


class PersonFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Person

    name = factory.Sequence(lambda n: f"Person {n}")
    slug = factory.Sequence(lambda n: f"person-{n}")


class OrganisationFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Organisation

    name = factory.Sequence(lambda n: f"Organisation {n}")
    slug = factory.Sequence(lambda n: f"organisation-{n}")


class RoleFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Role
        skip_postgeneration_save = True  # `source` writes its own row; the role is already saved

    person = factory.SubFactory(PersonFactory)
    organisation = factory.SubFactory(OrganisationFactory)
    title = "Manager"

    @factory.post_generation
    def source(self, create, article, **kwargs):
        """RoleFactory(source=article): the article that states the role (a stories.RoleSource)."""
        if create and article is not None:
            RoleSource.objects.create(role=self, article=article)


class ArticleFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Article

    headline = factory.Sequence(lambda n: f"Headline {n}")
    slug = factory.Sequence(lambda n: f"article-{n}")
    published_on = datetime.date(2017, 1, 12)
    status = Status.PUBLISHED


class ParagraphFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Paragraph

    article = factory.SubFactory(ArticleFactory)
    position = factory.Sequence(lambda n: n + 1)
    text = "“It’s not going to happen,” Backman said."


class UpdateFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Update

    article = factory.SubFactory(ArticleFactory)
    position = factory.Sequence(lambda n: n + 1)
    dated_on = datetime.date(2017, 1, 12)
    text = "Alderson said, “Nobody has called about Wally.”"


class EmbeddedPostFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = EmbeddedPost

    article = factory.SubFactory(ArticleFactory)
    position = factory.Sequence(lambda n: n)
    author_name = "NY Daily News Sports"
    handle = "@NYDNSports"
    posted_on = datetime.date(2017, 10, 30)
    text = "Backman reached out to Mets for job"


class QuoteFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Quote

    paragraph = factory.SubFactory(ParagraphFactory)
    article = factory.SelfAttribute("paragraph.article")
    position = factory.Sequence(lambda n: n + 1)
    text = "It’s not going to happen"
    speaker = factory.SubFactory(PersonFactory)


class StoryArcFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = StoryArc

    title = factory.Sequence(lambda n: f"Arc {n}")
    slug = factory.Sequence(lambda n: f"arc-{n}")
    status = Status.PUBLISHED


class EventFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Event

    title = factory.Sequence(lambda n: f"Event {n}")
    slug = factory.Sequence(lambda n: f"event-{n}")
    happened_on = datetime.date(2016, 1, 1)
    happened_precision = "year"


class ArcEntryFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = ArcEntry

    arc = factory.SubFactory(StoryArcFactory)
    position = factory.Sequence(lambda n: n + 1)


def staff_user(group_name: str, username: str | None = None):
    """A staff account in one of the newsroom groups created by the migrations (Editors, Reporters)."""
    from django.contrib.auth.models import Group, User

    user = User.objects.create_user(
        username or f"{group_name.lower()}-{User.objects.count() + 1}", password="pw", is_staff=True
    )
    user.groups.add(Group.objects.get(name=group_name))
    return user


class BylineFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Byline

    article = factory.SubFactory(ArticleFactory)
    person = factory.SubFactory(PersonFactory)
    position = factory.Sequence(lambda n: n + 1)


def build_running_story(articles: int) -> StoryArc:
    """A published arc of `articles` articles (each with paragraphs, an update, a post, a byline and quotes)
    and as many events, with a small recurring cast: `cast-0` ... `cast-3`."""
    arc = StoryArcFactory(slug="long-running", title="A long-running story")
    for i in range(4):
        PersonFactory(name=f"Cast member {i}", slug=f"cast-{i}")
    OrganisationFactory(kind=Organisation.Kind.NEWS_OUTLET, slug="the-outlet")
    extend_running_story(arc, range(articles))
    return arc


def extend_running_story(arc: StoryArc, numbers: range, *, paragraphs: int = 3) -> None:
    """Add reports and events numbered `numbers` to a story made by `build_running_story`. Bulk-created, so
    hundreds take a moment."""
    cast = list(Person.objects.filter(slug__startswith="cast-").order_by("slug"))
    outlet = Organisation.objects.get(slug="the-outlet")
    day = datetime.date(2017, 1, 1)
    rows = Article.objects.bulk_create(
        Article(
            headline=f"Report {i}",
            slug=f"report-{i}",
            status=Status.PUBLISHED,
            outlet=outlet,
            published_on=day + datetime.timedelta(days=i),
        )
        for i in numbers
    )
    paras = Paragraph.objects.bulk_create(
        Paragraph(
            article=a, position=p + 1, text=f"“Words number {p},” said someone in {a.headline}."
        )
        for a in rows
        for p in range(paragraphs)
    )
    Update.objects.bulk_create(
        Update(article=a, position=1, dated_on=a.published_on, text="A later update.") for a in rows
    )
    EmbeddedPost.objects.bulk_create(
        EmbeddedPost(
            article=a,
            position=1,
            author_name="Poster",
            handle="@poster",
            posted_on=a.published_on,
            text="A post",
        )
        for a in rows
    )
    Byline.objects.bulk_create(Byline(article=a, person=cast[3], position=1) for a in rows)
    quotes = Quote.objects.bulk_create(
        Quote(
            article=p.article,
            paragraph=p,
            position=p.position,
            text=f"Words number {p.position - 1}",
            speaker=cast[p.position % 2],
        )
        for p in paras
    )
    Quote.about.through.objects.bulk_create(
        Quote.about.through(quote=q, person=cast[2]) for q in quotes
    )
    events = Event.objects.bulk_create(
        Event(
            title=f"Event {i}",
            slug=f"event-at-{i}",
            happened_on=day + datetime.timedelta(days=i),
            happened_precision="day",
        )
        for i in numbers
    )
    Event.persons.through.objects.bulk_create(
        Event.persons.through(event=e, person=cast[0]) for e in events
    )
    stated = [(a, person) for a in rows[:2] for person in cast]
    roles = Role.objects.bulk_create(
        Role(person=person, organisation=outlet, title=f"Title {a.pk}") for a, person in stated
    )
    RoleSource.objects.bulk_create(
        RoleSource(role=role, article=a) for role, (a, _) in zip(roles, stated, strict=True)
    )
    ArcEntry.objects.bulk_create(
        [
            ArcEntry(arc=arc, position=2 * i + 1, event=e)
            for i, e in zip(numbers, events, strict=True)
        ]
        + [
            ArcEntry(arc=arc, position=2 * i + 2, article=a)
            for i, a in zip(numbers, rows, strict=True)
        ]
    )


class DisputeFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Dispute

    arc = factory.SubFactory(StoryArcFactory)
    question = factory.Sequence(lambda n: f"Did it happen, take {n}?")
    slug = factory.Sequence(lambda n: f"dispute-{n}")
    status = Status.PUBLISHED


class AccountFactory(factory.django.DjangoModelFactory):
    """An account in the article's own voice, citing a paragraph (the factory's default words)."""

    class Meta:
        model = Account

    dispute = factory.SubFactory(DisputeFactory)
    position = factory.Sequence(lambda n: n + 1)
    claim = "It happened."
    paragraph = factory.SubFactory(ParagraphFactory)
    article = factory.SelfAttribute("paragraph.article")
    excerpt = "Backman said"
    voice = Account.Voice.ARTICLE


def add_disputes(arc: StoryArc, numbers: range) -> None:
    """Disputes numbered `numbers` in a story made by `build_running_story`, each with four accounts citing
    report-1 (a paragraph in cast-1's voice, a quote, an update, a post) and one more report's paragraph."""
    cast_1 = Person.objects.get(slug="cast-1")
    outlet = Organisation.objects.get(slug="the-outlet")
    middle = Article.objects.get(slug="report-1")
    paragraph, quote = middle.paragraphs.get(position=1), middle.quotes.first()
    update, post = middle.updates.first(), middle.embedded_posts.first()
    disputes = Dispute.objects.bulk_create(
        Dispute(
            arc=arc,
            question=f"Which way, number {n}?",
            slug=f"which-way-{n}",
            status=Status.PUBLISHED,
        )
        for n in numbers
    )
    accounts = []
    for dispute in disputes:
        other = (
            Article.objects.filter(slug__startswith="report-")
            .exclude(pk=middle.pk)
            .order_by("?")
            .first()
        )
        accounts += [
            Account(
                dispute=dispute,
                position=1,
                article=middle,
                paragraph=paragraph,
                claim="One way.",
                excerpt="Words",
                voice=Account.Voice.PERSON,
                person=cast_1,
            ),
            Account(
                dispute=dispute,
                position=2,
                article=middle,
                quote=quote,
                claim="The other.",
                excerpt="Words",
                voice=Account.Voice.PERSON,
                person=quote.speaker,
            ),
            Account(
                dispute=dispute,
                position=3,
                article=middle,
                update=update,
                claim="One way.",
                excerpt="later",
                voice=Account.Voice.OUTLET,
                outlet=outlet,
            ),
            Account(
                dispute=dispute,
                position=4,
                article=middle,
                embedded_post=post,
                claim="Neither.",
                excerpt="post",
                voice=Account.Voice.UNNAMED,
                source_description="a poster",
            ),
            Account(
                dispute=dispute,
                position=5,
                article=other,
                paragraph=other.paragraphs.first(),
                claim="The other.",
                excerpt="Words",
                voice=Account.Voice.ARTICLE,
            ),
        ]
    Account.objects.bulk_create(accounts)


def quoted_article(quotes: int):
    """An article of `quotes` paragraphs, each quoting a different person about another, with bylines,
    an arc, an update and a role it states."""
    article = ArticleFactory(headline=f"{quotes} quotes")
    ArcEntryFactory(article=article)
    BylineFactory(article=article, person=PersonFactory(name="Byline Writer"))
    BylineFactory(article=article)
    UpdateFactory(article=article, text="An update.")
    RoleFactory(source=article)
    people = [PersonFactory(name=f"Speaker {n}") for n in range(quotes)]
    for n, person in enumerate(people):
        paragraph = ParagraphFactory(
            article=article, position=n + 1, text=f"“Words number {n},” {person.name} said."
        )
        quote = QuoteFactory(
            paragraph=paragraph, article=article, text=f"Words number {n}", speaker=person
        )
        quote.about.add(people[n - 1])
    return article
