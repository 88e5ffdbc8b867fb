"""The sitemaps: /sitemap.xml is an index of per-section pages (/sitemap-<section>.xml?p=N), each within the
protocol's limits (50,000 URLs, 50 MB), listing every published article, arc, dispute and quote and the people they name.

A section is paged by id range (`IdRangePaginator`): page N lists the published items whose id falls in the
Nth block of `limit` ids. Finding a page is an index range scan however deep it is, where OFFSET would read
and join every earlier row, and an item stays on its page as others are added or removed, so a crawler's
copy of an old page stays right. A page lists at most `limit` URLs, fewer where ids belong to drafts or
deleted rows.
"""

from functools import cached_property

from django.contrib.sitemaps import Sitemap
from django.core.paginator import EmptyPage, Page
from django.db.models import QuerySet, Subquery
from django.urls import reverse

from .models import Article, Dispute, Quote, StoryArc
from .models.naming import people_with_page
from .pagination import page_number

# URLs per sitemap page. Measured at 1,000,000 quotes on PostgreSQL: 2,000 render in about 100 ms (210 KB),
# like a reader page; 5,000 take about 300 ms (530 KB) because, above about 2,500 ids, the planner stops
# looking each quote's article up by its index (7 ms) and hashes all 100,000 articles instead (80 ms).
# 1,000,000 quotes still make only 500 pages, far inside the index's own limit of 50,000.
PAGE_SIZE = 2000


class IdRangePaginator:
    """Pages of `items` by id: page N holds those with an id in the Nth block of `per_page` ids, counting
    from the block of the smallest id. Two one-row index look-ups find the first and last block."""

    def __init__(self, items: QuerySet, per_page: int, *, latest: str = ""):
        self.items, self.per_page, self.latest_field = items, per_page, latest

    @cached_property
    def _bounds(self) -> dict:
        """The smallest and largest id and, with `latest`, the newest value of that field: one query of one-row
        look-ups (an aggregate would join every item), FROM any row of the table."""
        ids = self.items.order_by().values("pk")
        looked_up = {
            "first": Subquery(ids.order_by("pk")[:1]),
            "last": Subquery(ids.order_by("-pk")[:1]),
        }
        if self.latest_field:
            looked_up["latest"] = Subquery(
                self.items.order_by(f"-{self.latest_field}").values(self.latest_field)[:1]
            )
        rows = self.items.model._default_manager.order_by().values(**looked_up)[:1]
        return next(iter(rows), {"first": None, "last": None, "latest": None})

    @property
    def latest(self):
        """The newest value of the `latest` field among the items (None without items)."""
        return self._bounds["latest"]

    @cached_property
    def _blocks(self) -> tuple[int, int]:
        """The first block and the number of blocks (one, empty, when there are no items)."""
        first, last = self._bounds["first"], self._bounds["last"]
        if first is None:
            return 0, 1
        return first // self.per_page, last // self.per_page - first // self.per_page + 1

    @property
    def num_pages(self) -> int:
        return self._blocks[1]

    def page(self, number) -> Page:
        number = page_number(number)
        first_block, count = self._blocks
        if not 1 <= number <= count:
            raise EmptyPage("That page contains no results")
        start = (first_block + number - 1) * self.per_page
        return Page(
            list(self.items.filter(pk__gte=start, pk__lt=start + self.per_page).order_by("pk")),
            number,
            self,
        )


class PagedSitemap(Sitemap):
    """A section paged by id range; `limit` is the page size (tests patch it). Items' addresses are their
    get_absolute_url(), built without reverse() per item (sitewide/addresses.py)."""

    limit = PAGE_SIZE
    latest_field = ""  # a field whose newest value the paginator's one query also reads

    @cached_property
    def paginator(self) -> IdRangePaginator:
        return IdRangePaginator(self.items(), self.limit, latest=self.latest_field)


class UpdatedSitemap(PagedSitemap):
    """Items with an `updated_at`: each URL's lastmod, and the newest of them for the index."""

    def lastmod(self, item):
        return item.updated_at.replace(
            microsecond=0
        )  # written as an ISO 8601 timestamp to the second

    latest_field = "updated_at"

    def get_latest_lastmod(self):
        # Read with the paginator's bounds: Django's default calls lastmod() on every item of the section.
        return self.paginator.latest


class SectionSitemap(Sitemap):
    """The front page, the A–Z arc index and the browse lists: where readers start."""

    changefreq = "daily"
    priority = 0.9

    def items(self):
        return ["stories:home", "stories:arcs", "stories:articles", "stories:quotes"]

    def location(self, item):
        return reverse(item)


class ArticleSitemap(UpdatedSitemap):
    changefreq = "monthly"

    def items(self):
        return Article.objects.published().only("slug", "updated_at")


class StoryArcSitemap(UpdatedSitemap):
    changefreq = "weekly"
    priority = 0.8

    def items(self):
        return StoryArc.objects.published().only("slug", "updated_at")


class DisputeSitemap(UpdatedSitemap):
    changefreq = "monthly"
    priority = 0.6

    def items(self):
        return Dispute.objects.published().only("slug", "updated_at")


class QuoteSitemap(PagedSitemap):
    changefreq = "yearly"
    priority = 0.4

    def items(self):
        return Quote.objects.published().only("pk")


class PersonSitemap(PagedSitemap):
    changefreq = "weekly"
    priority = 0.6

    def items(self):
        """Exactly the people whose page has something public on it: the person page's own rule."""
        return people_with_page().only("slug")


SITEMAPS = {
    "sections": SectionSitemap,
    "arcs": StoryArcSitemap,
    "articles": ArticleSitemap,
    "disputes": DisputeSitemap,
    "quotes": QuoteSitemap,
    "people": PersonSitemap,
}
