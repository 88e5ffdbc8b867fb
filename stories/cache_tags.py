"""How story content appears on public pages, told to the page cache (pagecache.tags): what tags a
page showing a row carries, and which pages a change to the row makes stale.

Tags: `article-<id>`, `quote-<id>`, `update-<id>`, `person-<id>`, `arc-<id>`, `event-<id>`, `org-<id>`,
`dispute-<id>` (parts without pages of their own, such as paragraphs, bylines, roles, arc entries and a
dispute's accounts, tag as what they belong to), and lists: LISTS and `arcs`, declared by the list views as `cache_tags`.
A row's own tag covers every page that shows it; a row that *moves* (created, deleted, published,
unpublished, or re-sorted: its `membership` fields) also makes stale the lists and the pages that
gather or count it (its arcs, the pages of the people it names), and the pages that only list it
(`article-<id>-listed`: a person page lists articles by headline, link and date). A model of `stories` or `people`
without an entry here makes every page stale when it changes, until one is added.
"""

import datetime

from django.apps import apps
from django.db.models import Model
from django.utils import timezone

from pagecache.registry import Shown, affected_by, register
from pagecache.schedule import register_schedule
from pagecache.tags import EVERYTHING
from people.models import Organisation, Person, Role

from .models import (
    Account,
    ArcEntry,
    Article,
    Byline,
    Dispute,
    EmbeddedPost,
    Event,
    Paragraph,
    Quote,
    Status,
    StoryArc,
    Update,
)
from .models.naming import ids_of_people_named_in

EDITORIAL_APPS = ("stories", "people")
# Pages listing articles or quotes: an article or quote moving in or out changes them. The content API's
# lists of people and organisations too: an article going public gives the people it names a page, and its outlet.
LISTS = (
    "home",
    "articles",
    "quotes",
    "corrections",
    "feed",
    "sitemap",
    "search",
    "people",
    "organisations",
)
SCHEDULED_LOOKED_AT = 50


# What a timeline line (and a list's teaser) shows of an article: its headline, link, dek, outlet and date.
TEASER = "teaser"
TEASER_FIELDS = frozenset(
    {"headline", "slug", "dek", "outlet_id", "published_on", "published_precision"}
)


def teaser_tag(article_id: int) -> str:
    """The tag of a page or part showing only an article's teaser (`TEASER_FIELDS`): an edit to the rest of
    it (its body, its sources, its image) leaves that page cached."""
    return f"article-{article_id}-{TEASER}"


def listed_tag(article_id: int) -> str:
    """The tag of a page that shows an article only by what places it in lists (`listed_on`: a person page), as
    the article's row gives it there: only moving the article makes that page stale."""
    return f"article-{article_id}-listed"


def _tags(prefix: str, ids) -> set[str]:
    return {f"{prefix}-{pk}" for pk in ids if pk is not None}


def _arcs_holding(*, article_id=None, event_id=None) -> set[str]:
    lookup = {"article_id": article_id} if article_id is not None else {"event_id": event_id}
    return _tags("arc", ArcEntry.objects.filter(**lookup).values_list("arc_id", flat=True))


def _people_named(article_id) -> set[str]:
    return _tags("person", ids_of_people_named_in(article_id))


def article_affects(article: Article, moved: bool) -> set[str]:
    tags = {f"article-{article.pk}", "search"}
    if moved and article.status == Status.PUBLISHED:  # a draft moving stays out of every list
        tags |= {*LISTS, *_arcs_holding(article_id=article.pk), *_people_named(article.pk)}
        # The disputes citing it show or hide its accounts, on their own pages and on their arcs' pages, which
        # need not hold the article: an arc whose disputes showed nothing kept that part tagged by the arc alone.
        citing = list(
            Dispute.objects.filter(accounts__article_id=article.pk)
            .values_list("pk", "arc_id")
            .distinct()
        )
        tags |= _tags("dispute", (pk for pk, _ in citing))
        tags |= _tags("arc", (arc_id for _, arc_id in citing))
    return tags


def quote_affects(quote: Quote, moved: bool) -> set[str]:
    tags = {f"quote-{quote.pk}", f"article-{quote.article_id}", "search"}
    if moved:  # the speaker's page and the arcs' casts gather quotes
        tags |= {
            "quotes",
            "people",
            *_tags("person", [quote.speaker_id]),
            *_arcs_holding(article_id=quote.article_id),
        }
    return tags


def quotes_created_affect(quotes: list[Quote]) -> set[str]:
    """quote_affects of each quote created, with one look-up of the arcs holding their articles."""
    articles = {quote.article_id for quote in quotes}
    return {
        "search",
        "quotes",
        "people",
        *_tags("quote", [quote.pk for quote in quotes]),
        *_tags("article", articles),
        *_tags("person", [quote.speaker_id for quote in quotes]),
        *_tags(
            "arc", ArcEntry.objects.filter(article_id__in=articles).values_list("arc_id", flat=True)
        ),
    }


def update_affects(update: Update, moved: bool) -> set[str]:
    tags = {f"update-{update.pk}", f"article-{update.article_id}", "search", "feed"}
    if update.kind == Update.Kind.CORRECTION:
        tags.add("corrections")
    if moved:  # arcs' timelines list updates
        tags |= _arcs_holding(article_id=update.article_id)
    return tags


def arc_affects(arc: StoryArc, moved: bool) -> set[str]:
    tags = {f"arc-{arc.pk}"}
    if moved and arc.status == Status.PUBLISHED:  # lists of arcs, and "Part N of M" on its articles
        tags |= {"home", "arcs", "sitemap", "search"}
        tags |= _tags(
            "article", ArcEntry.objects.filter(arc=arc).values_list("article_id", flat=True)
        )
    return tags


def entry_affects(entry: ArcEntry, moved: bool) -> set[str]:
    tags = {f"arc-{entry.arc_id}", "home", *_tags("article", [entry.article_id])}
    if entry.article_id:  # the person pages list the arcs of the articles naming them
        tags |= _people_named(entry.article_id)
    if entry.event_id:  # who is involved in a published arc's events has a page
        tags.add("people")
        tags |= _tags(
            "person",
            Event.persons.through.objects.filter(event_id=entry.event_id).values_list(
                "person_id", flat=True
            ),
        )
    return tags


def event_affects(event: Event, moved: bool) -> set[str]:
    return {f"event-{event.pk}", *_arcs_holding(event_id=event.pk), *(("people",) if moved else ())}


def dispute_affects(dispute: Dispute, moved: bool) -> set[str]:
    """Pages showing it load it or its accounts (tagged as it). Moving it (published, unpublished, another arc)
    also changes its arc, the articles whose paragraphs mark its accounts, the givers' pages and the lists."""
    tags = {f"dispute-{dispute.pk}", "search"}  # a reworded question may match other searches
    if moved:
        accounts = Account.objects.filter(dispute_id=dispute.pk)
        tags |= {"feed", "sitemap", f"arc-{dispute.arc_id}"}
        tags |= _tags("article", accounts.values_list("article_id", flat=True))
        tags |= _tags("person", accounts.values_list("person_id", flat=True))
    return tags


def account_affects(account: Account, moved: bool) -> set[str]:
    tags = {f"dispute-{account.dispute_id}", "search"}
    if moved:  # a page that did not show it yet: its article's markers, its giver's page, its arc; the dispute's own lists
        arc_id = (
            Dispute.objects.filter(pk=account.dispute_id).values_list("arc_id", flat=True).first()
        )
        tags |= {
            "feed",
            "sitemap",
            "people",
            *_tags("arc", [arc_id]),
            f"article-{account.article_id}",
            *_tags("person", [account.person_id]),
        }
    return tags


def _part_of_article(*, search: bool = False) -> Shown:
    def affects(part, moved):
        return {f"article-{part.article_id}", *(("search",) if search else ())}

    return Shown(tag=("article", "article_id"), affects=affects)


SHOWN: dict[type[Model], Shown] = {
    # A person page shows the articles of their quotes, accounts and latest mentions by headline, link
    # and date only: a save of the rest of an article (its dek, its body) leaves those pages cached.
    # An arc's timeline shows its articles' teasers: a save of the rest (the body) leaves the arc cached.
    Article: Shown(
        tag=("article", "id"),
        affects=article_affects,
        membership=(
            "status",
            "publish_at",
            "published_on",
            "published_precision",
            "headline",
            "slug",
        ),
        listed_on=frozenset({"people:person"}),
        views={TEASER: TEASER_FIELDS},
    ),
    Quote: Shown(
        tag=("quote", "id"),
        affects=quote_affects,
        membership=("article_id", "speaker_id", "position", "said_on", "is_partial", "parent_id"),
        affects_created=quotes_created_affect,
    ),
    Update: Shown(
        tag=("update", "id"),
        affects=update_affects,
        membership=("article_id", "kind", "dated_on", "position"),
    ),
    Paragraph: _part_of_article(search=True),
    EmbeddedPost: _part_of_article(search=True),
    Byline: Shown(
        tag=("article", "article_id"),
        affects=lambda b, moved: {
            f"article-{b.article_id}",
            *({"people", *_tags("person", [b.person_id])} if moved else ()),
        },
        membership=("person_id",),
    ),
    StoryArc: Shown(
        tag=("arc", "id"), affects=arc_affects, membership=("status", "publish_at", "title", "slug")
    ),
    ArcEntry: Shown(
        tag=("arc", "arc_id"),
        affects=entry_affects,
        membership=("arc_id", "article_id", "event_id", "position"),
    ),
    Event: Shown(tag=("event", "id"), affects=event_affects),
    Person: Shown(tag=("person", "id"), affects=lambda p, moved: {f"person-{p.pk}", "search"}),
    Organisation: Shown(tag=("org", "id"), affects=lambda o, moved: {f"org-{o.pk}"}),
    # Pages showing a dispute load it or its accounts, so its own tag reaches them; only what makes it appear
    # on other pages (going public, another arc; an account citing another article or person) moves it.
    Dispute: Shown(
        tag=("dispute", "id"),
        affects=dispute_affects,
        membership=("status", "publish_at", "arc_id"),
    ),
    Account: Shown(
        tag=("dispute", "dispute_id"),
        affects=account_affects,
        membership=("dispute_id", "article_id", "person_id"),
    ),
    Role: Shown(
        tag=("person", "person_id"),
        affects=lambda r, moved: {f"person-{r.person_id}", *(("organisations",) if moved else ())},
        membership=("person_id", "organisation_id"),
    ),
}

_EVERY_PAGE = Shown(tag=("", ""), affects=lambda instance, moved: {EVERYTHING})


def upcoming_publications(horizon: float):
    """Articles, arcs and disputes scheduled within `horizon` seconds, with what each makes stale when it comes due."""
    until = timezone.now() + datetime.timedelta(seconds=horizon)
    for model in (Article, StoryArc, Dispute):
        for item in (
            model.objects.scheduled()
            .filter(publish_at__lte=until)
            .order_by("publish_at")[:SCHEDULED_LOOKED_AT]
        ):
            # As its save would: with the tags of its listings and its teaser.
            yield item.publish_at, affected_by(item, True)


def connect() -> None:
    for label in EDITORIAL_APPS:
        for model in apps.get_app_config(label).get_models():
            register(model, SHOWN.get(model, _EVERY_PAGE))
    register_schedule(upcoming_publications)
