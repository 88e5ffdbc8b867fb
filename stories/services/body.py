"""Saving an article's body: planning it against the stored paragraphs, and applying the plan in one transaction."""

import math
from dataclasses import dataclass

from django.core.exceptions import ValidationError
from django.db import transaction
from django.db.models import Q

from ..body import AnchoredQuote, BodyPlan, StoredParagraph, join_body, plan_body, split_body
from ..models import Account, Article, EmbeddedPost, Paragraph, Quote
from ..search_text import one_search_refresh
from ..text import occurs_verbatim
from .positions import free_positions


def stored_paragraphs(article: Article | None) -> list[StoredParagraph]:
    if article is None or article.pk is None:
        return []
    # all() (ordered by position): the admin's change page reads the paragraphs once, for the body
    # field, its dispute links and the desk's notes (ArticleAdmin.get_object).
    return [StoredParagraph(p.pk, p.text) for p in article.paragraphs.all()]


def plan_article_body(
    article: Article | None,
    body: str,
    *,
    quote_texts: dict[int, str] | None = None,
    removed_quotes=frozenset(),
) -> BodyPlan:
    """The plan for saving `body` on `article`. `quote_texts` are quotes' words as edited in the same save."""
    quote_texts = quote_texts or {}
    quotes = []
    if article is not None and article.pk is not None:
        for pk, paragraph_id, text in article.quotes.filter(paragraph__isnull=False).values_list(
            "pk", "paragraph_id", "text"
        ):
            quotes.append(AnchoredQuote(pk, paragraph_id, quote_texts.get(pk, text)))
    return plan_body(
        stored_paragraphs(article),
        split_body(body),
        quotes,
        removed_quotes=frozenset(removed_quotes),
    )


def cited_passages_error(plan: BodyPlan, *, removed_quotes=()) -> str | None:
    """Why a save may not take out these words: a dispute account cites them, or None.

    An account cites a paragraph or a quote; taking its words out of the record would leave the
    account (perhaps the one a finding supports) pointing at nothing. The editor keeps the words or
    moves the account to another passage on the dispute's page first.
    """
    new_text = {p.keeps: p.text for p in plan.paragraphs if p.keeps is not None}
    accounts = Account.objects.filter(
        Q(paragraph_id__in=plan.words_changed) | Q(quote_id__in=list(removed_quotes))
    ).select_related("dispute", "paragraph")
    cited = [
        account
        for account in accounts
        if account.quote_id
        or account.paragraph_id not in new_text
        or not occurs_verbatim(account.excerpt, new_text[account.paragraph_id])
    ]
    if not cited:
        return None
    named = "; ".join(
        f"the account {account.claim} in the dispute {account.dispute.question}"
        for account in cited
    )
    return (
        f"Nothing was saved: this takes out words that a dispute account cites ({named}). Keep "
        "those words, or cite another passage in the account on the dispute's page first."
    )


@dataclass(frozen=True)
class AppliedBody:
    paragraphs: list[Paragraph]  # in the new order
    inserted: list[int]  # ids of rows created by this save
    rewritten: list[int]  # ids of kept rows whose words changed
    renumbered: dict[int, int]  # old position -> new position of each kept row

    def new_place(self, after: int | None) -> int:
        """Where "after paragraph N" (N as the form showed it) is now; None means after the last paragraph."""
        if after is None:
            return len(self.paragraphs)
        earlier = [old for old in self.renumbered if old <= after]
        return self.renumbered[max(earlier)] if earlier else 0


@transaction.atomic
def apply_body_plan(*, article: Article, plan: BodyPlan) -> AppliedBody:
    """Write the paragraphs, move quotes to their new paragraphs, keep embedded posts after theirs, delete the rest.

    Rows are saved one by one, not in bulk, so the revision being recorded and the page cache see each change.
    """
    rows = {p.pk: p for p in Paragraph.objects.select_for_update().filter(article=article)}
    error = cited_passages_error(plan)
    if error:
        raise ValidationError({"body": error})
    # On SQLite each paragraph written, renumbered or deleted rebuilt the article's whole search row
    # (quadratic in the body: 1,200 rewritten paragraphs took a minute); marked, it is rebuilt once, at the end.
    with one_search_refresh([article.pk]):
        return _apply(article, plan, rows)


def _apply(article: Article, plan: BodyPlan, rows: dict[int, Paragraph]) -> AppliedBody:
    old_positions = {pk: row.position for pk, row in rows.items()}
    placed = [
        (position, planned, rows.get(planned.keeps))
        for position, planned in enumerate(plan.paragraphs, 1)
    ]
    occupied = set(old_positions.values())
    reordered = any(
        position in occupied if row is None else row.position != position
        for position, _, row in placed
    )
    if reordered:
        free_positions(Paragraph.objects.filter(article=article))
    ordered, inserted = [], []
    for position, planned, row in placed:
        if row is None:
            row = Paragraph.objects.create(article=article, position=position, text=planned.text)
            inserted.append(row.pk)
        elif reordered or row.text != planned.text:
            row.position, row.text = position, planned.text
            row.save(update_fields=["position", "text"])
        ordered.append(row)
    for quote in Quote.objects.filter(pk__in=plan.quote_targets):
        target = ordered[plan.quote_targets[quote.pk]]
        if quote.paragraph_id != target.pk:
            quote.paragraph = target
            quote.save(update_fields=["paragraph"])
    renumbered = {
        old_positions[row.pk]: n for n, row in enumerate(ordered, 1) if row.pk in old_positions
    }
    posts = list(EmbeddedPost.objects.filter(article=article).order_by("position", "order"))
    applied = AppliedBody(
        ordered, inserted, [pk for pk in plan.rewritten if pk in rows], renumbered
    )
    if any(post.position != applied.new_place(post.position) for post in posts):
        place_posts(article, [(post, applied.new_place(post.position)) for post in posts])
    Paragraph.objects.filter(pk__in=plan.removed).delete()
    return applied


def remove_post(post: EmbeddedPost) -> None:
    """Take an embedded post out of the body (its quotes go with it; a cited one is refused by RESTRICT)."""
    post.delete()


def place_posts(article: Article, placed: list[tuple[EmbeddedPost, int]]) -> None:
    """Save embedded posts at these places (paragraphs before them). Posts sharing a place follow one
    another there, stored posts in their order and new ones after them, in the order given: a thread
    stays after its paragraph, none is pushed further down."""
    placed = sorted(placed, key=lambda pair: (pair[1], pair[0].order if pair[0].pk else math.inf))
    free_positions(EmbeddedPost.objects.filter(article=article))
    orders: dict[int, int] = {}
    for post, target in placed:
        orders[target] = orders.get(target, 0) + 1
        post.position, post.order = target, orders[target]
        post.save()


def article_body(article: Article) -> str:
    return join_body([p.text for p in stored_paragraphs(article)])
