"""The arc page's timeline filtered by kind (`?show=quotes`): plain links, so each kind is a page of its own,
linkable, working without JavaScript, and cached by the page cache and Varnish under its own address with the
tags of what it shows, as every page is.

Articles, events and updates are entries of the timeline's index, so filtering them is a filter on the index
(no query). Quotes are read a page at a time, in the arc's order, in one query. Disputes are the arc's disputes
the page already reads for its "Conflicting accounts", placed where the timeline first shows what they concern.
"""

from collections import Counter
from dataclasses import dataclass

from django.core.paginator import Page
from django.db.models import QuerySet

from people.partial_dates import iso_partial_date

from ..models import Account, Dispute
from ..pagination import WindowCountPaginator
from .index import IndexEntry, Kind, entry_key
from .page import ENTRIES_PER_PAGE

ALL = ""
# The kinds a reader may ask for, in the order the links show them: value, label.
KINDS = (
    ("articles", "Articles"),
    ("events", "Events"),
    ("updates", "Updates"),
    ("quotes", "Quotes"),
    ("disputes", "Disputes"),
)
# The kinds that are entries of the timeline's index.
INDEX_KINDS = {"articles": Kind.ARTICLE, "events": Kind.EVENT, "updates": Kind.UPDATE}


def chosen(value: str) -> tuple[str, str]:
    """The kind a `show` value asks for, and the value itself when it names none (shown unfiltered, with a
    message, as the site treats any filter it cannot apply)."""
    value = value.strip()
    if value in INDEX_KINDS or value in ("quotes", "disputes"):
        return value, ""
    return ALL, value


@dataclass(frozen=True)
class KindLink:
    value: str  # the `show` value; "" for the whole timeline
    label: str
    count: int | None  # None where counting would cost a query (quotes)
    current: bool


def kind_links(
    index: list[IndexEntry], involving: frozenset[str] | None, disputes: int, show: str
) -> list[KindLink]:
    """The links above the timeline, each with how many it shows when the page already knows: the index
    counts entries (those involving the person selected, if any); `disputes` is how many disputes it lists."""
    counted = Counter(entry.kind for entry in index if involving is None or entry.key in involving)
    counts = {value: counted[kind] for value, kind in INDEX_KINDS.items()}
    counts["disputes"] = disputes
    links = [KindLink(ALL, "All", counted.total(), show == ALL)]
    return links + [
        KindLink(value, label, counts.get(value), show == value) for value, label in KINDS
    ]


def quotes_page(quotes: QuerySet, number) -> Page:
    """One page of the arc's quotes (`QuoteQuerySet.in_arc`), with their speakers and articles, counted in
    the page's own query. Raises `InvalidPage` for a page that does not exist."""
    rows = quotes.select_related("speaker", "article__outlet")
    return WindowCountPaginator(rows, ENTRIES_PER_PAGE).page(number)


@dataclass(frozen=True)
class DisputeLine:
    """A dispute as a line of the timeline, where the first entry it concerns stands."""

    dispute: Dispute
    accounts: list[Account]
    entry: (
        IndexEntry | None
    )  # its event, or the earliest article its accounts cite, on the timeline

    @property
    def key(self) -> str:
        return f"dispute-{self.dispute.pk}"

    @property
    def iso_date(self) -> str:
        return iso_partial_date(self.entry.date, self.entry.precision) if self.entry else ""


def disputes_of(disputes: list[tuple[Dispute, list[Account]]], person) -> list:
    """The disputes (`disputes_with_accounts`) in which `person` gives an account; all of them if None."""
    if person is None:
        return disputes
    return [
        (dispute, accounts)
        for dispute, accounts in disputes
        if any(account.person_id == person.pk for account in accounts)
    ]


def disputes_in_order(
    disputes: list[tuple[Dispute, list[Account]]], index: list[IndexEntry]
) -> list[DisputeLine]:
    """The disputes (`disputes_with_accounts`) in timeline order: each at its event when the timeline shows it,
    or else at the earliest article its accounts cite; one concerning nothing on the timeline comes last, in the
    order listed (a stable sort)."""
    place = {entry.key: entry for entry in index if entry.kind != Kind.UPDATE}
    lines = []
    for dispute, accounts in disputes:
        event = place.get(entry_key(Kind.EVENT, dispute.event_id))
        cited = [place.get(entry_key(Kind.ARTICLE, account.article_id)) for account in accounts]
        cited = [entry for entry in cited if entry is not None]
        entry = event or (min(cited, key=lambda entry: entry.sort_key) if cited else None)
        lines.append(DisputeLine(dispute, accounts, entry))
    last = (float("inf"), 0)
    return sorted(lines, key=lambda line: line.entry.sort_key if line.entry else last)
