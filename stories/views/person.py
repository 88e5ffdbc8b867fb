"""The person page. It lives in `stories` because what a person said is story content; `people` stays independent."""

from django.core.paginator import InvalidPage
from django.db.models import Q
from django.db.models.functions import Coalesce
from django.http import Http404
from django.views.generic import DetailView

from pagecache.fragments import Lazy
from pagecache.tags import shows
from people.models import Person, Role
from sitewide.prepared import Prepared

from ..appears_in import ARC_VALUES, ARTICLE_VALUES, arc_links, article_links, links_tags
from ..metadata import person_structured_data
from ..models import Account, ArcEntry, Article, Quote, StoryArc
from ..models.naming import ids_of_articles_naming, people_with_page
from ..models.publishing import READERS
from ..models.quote import role_when_said
from ..models.role_source import STATED_AS_OF, source_article_id
from ..pagination import WindowCountPaginator, counted, counted_apart, page_number, total_of
from ..said_quotes import SAID, SaidQuote, said_tags
from .mixins import PublishedQuerysetMixin

QUOTES_PER_PAGE = 50
# Quotes about the person and articles naming them: the latest few here, the rest in the browse lists.
LATEST_SHOWN = 10


class PersonDetailView(PublishedQuerysetMixin, DetailView):
    """Seven queries: the person, the latest articles naming them, their arcs, their accounts, roles, a page of
    what they said and the latest quotes about them. The person is kept for the next render
    (`pagecache.fragments`); the template keeps each section of the page (`{% fragment %}`), and reads what the
    view hands it only for a section it must render again: an edit rebuilds only the sections showing it."""

    model = Person
    template_name = "people/person_detail.html"

    def get_object(self, queryset=None):
        slug = self.kwargs["slug"]
        # Who has a page also changes when an arc with an event involving them is published: that edit stales "arcs".
        return self.part(
            f"person:{slug}", lambda: self.prepared_object(person_named, slug), tags=("arcs",)
        )

    def get_context_data(self, **kwargs):
        context = super().get_context_data(**kwargs)
        person = self.object
        try:
            number = page_number(self.request.GET.get("page") or 1)
        except InvalidPage as error:
            raise Http404(str(error)) from None
        roles = Lazy(lambda: list(self.prepared(roles_of, person.pk)))
        context.update(
            page_number=number,
            said=Lazy(lambda: self.said(person, number, roles)),
            roles=roles,
            # The roles whose stating article this reader may see: shown "as of" its date, linked.
            visible_sources=Lazy(
                lambda: {
                    role.pk
                    for role in roles
                    if source_article_id(role) and self.shows(role.source.article)
                }
            ),
            arcs=Lazy(lambda: shown(arc_links(self.prepared(arcs_involving, person.pk)))),
            accounts=self.prepared(accounts_given_by, person.pk),
            articles=Lazy(
                lambda: latest(
                    shown(article_links(self.prepared(latest_articles_naming, person.pk)))
                )
            ),
            quotes_about=Lazy(lambda: latest(self.prepared(latest_said_about, person.pk))),
            # A callable: the template calls it inside the block that keeps it.
            structured_data=lambda: person_structured_data(self.request, person, roles),
        )
        return context

    def said(self, person: Person, number: int, roles: Lazy) -> dict:
        """The page of what they said this request asks for, each quote with the role they said it in."""
        page = self.said_page(person, number)
        quotes = [SaidQuote._make(row) for row in page]
        shows(*said_tags(quotes))
        return {
            "page": page,
            "quotes": [
                (
                    quote,
                    role_when_said(
                        roles.value(),
                        said_on=quote.said_on,
                        published_on=quote.published_on,
                        article_id=quote.article_id,
                    ),
                )
                for quote in quotes
            ],
            "total": page.paginator.count,
        }

    def said_page(self, person: Person, number: int):
        """One page of what they said, in the order they said it."""
        paginator = WindowCountPaginator(
            self.prepared(said_by, person.pk),
            QUOTES_PER_PAGE,
            first_page=self.prepared(first_said_by, person.pk),
            counting=counted_apart,
        )
        try:
            return paginator.page(number)
        except InvalidPage as error:
            raise Http404(str(error)) from None


def shown(links: list) -> list:
    """`links` (stories/appears_in.py), having tagged the part or page showing them."""
    shows(*links_tags(links))
    return links


def latest(rows) -> dict:
    """The rows of a `latest_...` query, and how many there are in all."""
    rows = list(rows)
    return {"rows": rows, "total": total_of(rows)}


# What the lists of quotes and articles show of each row (people/person_*.html): the rest is never read.
QUOTE = ("text", "said_on", "said_precision", "setting", "article", "parent")
ARTICLE_LINK = ("headline", "slug", "published_on", "published_precision")
RECOUNTED_BY = (
    "parent__speaker",
    "parent__speaker_description",
    "parent__speaker__name",
    "parent__speaker__slug",
)

# Compiled once for readers (`PublishedQuerysetMixin.prepared`, sitewide/prepared.py).


@Prepared
def person_named(slug: str, rule=READERS):
    # Someone named only in drafts has no public page yet: even their name would leak the story.
    people = Person.objects.all() if rule is not READERS else people_with_page()
    return people.filter(slug=slug)


@Prepared
def accounts_given_by(person_id: int, rule=READERS):
    return (
        rule.visible(Account)
        .filter(person_id=person_id)
        .with_passage()
        .order_by("dispute_id", "position")
    )


@Prepared
def roles_of(person_id: int, rule=READERS):
    return (
        Role.objects.filter(person_id=person_id)
        .select_related("organisation", "source__article")
        .chronological(STATED_AS_OF)
    )


@Prepared
def arcs_involving(person_id: int, rule=READERS):
    """Arcs with a visible article naming them or an event involving them."""
    named = ArcEntry.objects.filter(
        article__in=rule.visible(Article).filter(pk__in=ids_of_articles_naming([person_id]))
    ).values("arc_id")
    involved = ArcEntry.objects.filter(event__persons=person_id).values("arc_id")
    return (
        rule.visible(StoryArc)
        .filter(Q(pk__in=named) | Q(pk__in=involved))
        .order_by("title")
        .values_list(*ARC_VALUES)
    )


@Prepared
def said_by(person_id: int, rule=READERS):
    """What they said, in the order they said it; a quote without its own date counts from its article's. Read
    as values (stories/said_quotes.py says why)."""
    return (
        rule.visible(Quote)
        .filter(speaker=person_id)
        .order_by(
            Coalesce("said_on", "article__published_on"),
            "article__published_on",
            "article_id",
            "position",
        )
        .values_list(*SAID)
    )


@Prepared
def first_said_by(person_id: int, rule=READERS):
    """The first page of `said_by`, counted (`WindowCountPaginator`'s first_page)."""
    return counted_apart(said_by.build(person_id, rule))[:QUOTES_PER_PAGE]


@Prepared
def latest_said_about(person_id: int, rule=READERS):
    """The latest LATEST_SHOWN quotes about them, counted: newest first, like the quote list they lead to."""
    quotes = (
        rule.visible(Quote)
        .filter(about=person_id)
        .select_related("speaker", "article", "parent__speaker")
        .only(
            *QUOTE,
            *(f"article__{name}" for name in ARTICLE_LINK),
            *RECOUNTED_BY,
            "speaker__name",
            "speaker__slug",
            "speaker_description",
        )
        .order_by("-article__published_on", "article_id", "position")
    )
    return counted(quotes)[:LATEST_SHOWN]


@Prepared
def latest_articles_naming(person_id: int, rule=READERS):
    """The latest LATEST_SHOWN articles naming them, counted: newest first, like the article list they lead to."""
    articles = (
        rule.visible(Article)
        .filter(pk__in=ids_of_articles_naming([person_id]))
        .order_by("-published_on", "headline")
        .values_list(*ARTICLE_VALUES)
    )
    return counted(articles)[:LATEST_SHOWN]
