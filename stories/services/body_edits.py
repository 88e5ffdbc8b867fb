"""One edit of an article's body, as every entry point makes it: planned, judged, then written once.

The article form, a revert of it and the importer's `--replace` all plan with `plan_body_edit`, show
`body_edit_errors` and write with `save_body_edit`. Words readers have seen change only with a
correction, and once: a quote whose words the body rewrites is rewritten with it under the same note.
"""

from dataclasses import dataclass, field

from django.core.exceptions import ValidationError
from django.db import transaction

from ..body import BodyPlan, StoredParagraph, carried_words, plan_body, split_body
from ..models import Article, Quote, Update
from .body import AppliedBody, apply_body_plan, cited_passages_error, plan_article_body
from .corrections import record_correction

BODY_CORRECTION_REQUIRED = (
    "Readers have already seen this article: changing or taking out words they read needs a correction note "
    "saying what was wrong."
)


@dataclass(frozen=True)
class BodyEdit:
    plan: BodyPlan
    # Quote id -> its words as the edited body now gives them (its paragraph's edit rewrote them).
    carried: dict[int, str] = field(default_factory=dict)
    # Words readers could read are changed or gone: judged against the body before a revert, if one.
    words_changed: bool = False
    removed_quotes: frozenset[int] = frozenset()

    @property
    def rewritten_quotes(self) -> set[int]:
        """Quotes whose paragraph this edit rewrites: their changes ride on the body's correction note."""
        return set(self.carried) | {
            pk
            for pk, index in self.plan.quote_targets.items()
            if self.plan.paragraphs[index].keeps in self.plan.rewritten
        }


def readers_have_seen(article: Article | None) -> bool:
    return (
        bool(article and article.pk) and Article.objects.published().filter(pk=article.pk).exists()
    )


def plan_body_edit(
    article: Article | None,
    body: str,
    *,
    quote_texts: dict[int, str] | None = None,
    removed_quotes=frozenset(),
    baseline: list[StoredParagraph] | None = None,
) -> BodyEdit:
    """Plan `body` on `article`. `quote_texts`: quotes' words edited in the same save; `baseline`: the
    paragraphs readers saw before a revert restored older ones (the revert is judged against those)."""
    quote_texts = dict(quote_texts or {})
    removed_quotes = frozenset(removed_quotes)
    plan = plan_article_body(article, body, quote_texts=quote_texts, removed_quotes=removed_quotes)
    carried = {}
    if plan.orphans:
        old = dict(article.paragraphs.values_list("pk", "text"))
        for orphan in plan.orphans:
            index = plan.index_of(orphan.paragraph_id)
            words = (
                carried_words(old[orphan.paragraph_id], orphan.text, plan.paragraphs[index].text)
                if index is not None
                else None
            )
            if words is not None:
                carried[orphan.id] = words
        if carried:
            plan = plan_article_body(
                article,
                body,
                quote_texts={**quote_texts, **carried},
                removed_quotes=removed_quotes,
            )
    if baseline is not None:
        words_changed = bool(plan_body(baseline, split_body(body), []).words_changed)
    else:
        words_changed = bool(plan.words_changed)
    return BodyEdit(plan, carried, words_changed, removed_quotes)


def body_edit_errors(article: Article | None, edit: BodyEdit, *, note: str) -> dict[str, str]:
    """Why this edit may not be saved, by form field ("body", "body_correction"); empty when it may."""
    errors = {}
    if article is None or article.pk is None:
        return errors
    cited = cited_passages_error(edit.plan, removed_quotes=edit.removed_quotes)
    if cited:
        errors["body"] = cited
    if edit.words_changed and not note.strip() and readers_have_seen(article):
        errors["body_correction"] = BODY_CORRECTION_REQUIRED
    return errors


@transaction.atomic
def save_body_edit(
    *, article: Article, edit: BodyEdit, note: str = ""
) -> tuple[AppliedBody, Update | None]:
    """Write the body, the quotes it rewrote (same note, no second correction) and its one correction."""
    errors = body_edit_errors(article, edit, note=note)
    if errors:
        raise ValidationError(errors)
    applied = apply_body_plan(article=article, plan=edit.plan)
    for quote in Quote.objects.filter(pk__in=edit.carried):
        if quote.text != edit.carried[quote.pk]:
            quote.text = edit.carried[quote.pk]
            quote.save(update_fields=["text"])
    correction = (
        record_correction(article=article, text=note)
        if note.strip() and edit.words_changed
        else None
    )
    return applied, correction
