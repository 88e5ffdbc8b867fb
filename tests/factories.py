import datetime

import factory

from people.models import Organisation, Person, Role
from stories.models import ArcEntry, Article, Byline, EmbeddedPost, Event, Paragraph, Quote, Status, StoryArc, Update


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

    person = factory.SubFactory(PersonFactory)
    organisation = factory.SubFactory(OrganisationFactory)
    title = "Manager"


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

    user = User.objects.create_user(username or f"{group_name.lower()}-{User.objects.count() + 1}", password="pw", is_staff=True)
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
        Article(headline=f"Report {i}", slug=f"report-{i}", status=Status.PUBLISHED, outlet=outlet,
                published_on=day + datetime.timedelta(days=i))
        for i in numbers
    )
    paras = Paragraph.objects.bulk_create(
        Paragraph(article=a, position=p + 1, text=f"“Words number {p},” said someone in {a.headline}.")
        for a in rows for p in range(paragraphs)
    )
    Update.objects.bulk_create(Update(article=a, position=1, dated_on=a.published_on, text="A later update.") for a in rows)
    EmbeddedPost.objects.bulk_create(
        EmbeddedPost(article=a, position=1, author_name="Poster", handle="@poster", posted_on=a.published_on, text="A post")
        for a in rows
    )
    Byline.objects.bulk_create(Byline(article=a, person=cast[3], position=1) for a in rows)
    quotes = Quote.objects.bulk_create(
        Quote(article=p.article, paragraph=p, position=p.position, text=f"Words number {p.position - 1}",
              speaker=cast[p.position % 2])
        for p in paras
    )
    Quote.about.through.objects.bulk_create(Quote.about.through(quote=q, person=cast[2]) for q in quotes)
    events = Event.objects.bulk_create(
        Event(title=f"Event {i}", slug=f"event-at-{i}", happened_on=day + datetime.timedelta(days=i), happened_precision="day")
        for i in numbers
    )
    Event.persons.through.objects.bulk_create(Event.persons.through(event=e, person=cast[0]) for e in events)
    Role.objects.bulk_create(
        Role(person=person, organisation=outlet, title=f"Title {a.pk}", source=a) for a in rows[:2] for person in cast
    )
    ArcEntry.objects.bulk_create(
        [ArcEntry(arc=arc, position=2 * i + 1, event=e) for i, e in zip(numbers, events)]
        + [ArcEntry(arc=arc, position=2 * i + 2, article=a) for i, a in zip(numbers, rows)]
    )
