"""Quotes proposed as the editor writes: the finder reads the body as typed, before any save.

The article form's script (importing/static/importing/found_quotes.js) posts the body, the dek, the date
and the review panel as it stands; the answer is the panel again (templates/admin/importing/article/
found_quotes_table.html). Only new or changed paragraphs are read for new quotes, as a save does, so a quote
the editor unticked in a paragraph saved before is not proposed again; the rows already in the panel keep
the editor's choices while their words are still in the body. Nothing is written: the form's save
confirms them, in the same save as the article.
"""

import datetime

from django import forms
from django.utils import timezone

from stories.models import Article
from stories.services.body import plan_article_body

from .found import on_file, posted_proposals
from .proposals import carry_choices, propose, review_table, stored_quotes
from .review import ReviewRow
from .writer import known_people


def article_date(data, article: Article | None) -> datetime.date:
    """The date typed in the form, else the article's, else today: People's roles are read at it."""
    try:
        typed = forms.DateField().clean(data.get("published_on", ""))
    except forms.ValidationError:
        typed = None
    return typed or (article.published_on if article else None) or timezone.localdate()


def live_rows(article: Article | None, data) -> list[ReviewRow]:
    """The review panel for the body in `data` (the article form as typed) of `article` (None: a new one)."""
    plan = plan_article_body(article, data.get("body", ""))
    texts = [planned.text for planned in plan.paragraphs]
    ids = [planned.keeps for planned in plan.paragraphs]
    rewritten = set(plan.rewritten)
    stored = {}
    if article is not None:
        stored = stored_quotes(
            (plan.quote_targets[pk], pk, text, parent_id)
            for pk, text, parent_id in article.quotes.filter(
                pk__in=list(plan.quote_targets)
            ).values_list("pk", "text", "parent_id")
        )
    fresh, people = propose(
        texts,
        wanted={at for at, pk in enumerate(ids) if pk is None or pk in rewritten},
        stored=stored,
        dek=data.get("dek", ""),
        people=known_people(on=article_date(data, article)),
        paragraph_ids=ids,
    )
    rows = carry_choices(fresh, posted_proposals(data), texts, stored=stored, paragraph_ids=ids)
    return review_table(rows, texts, on_file=on_file(rows, people))
