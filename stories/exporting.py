"""Stable exports: the seed fixtures, and story arcs as JSON or TimelineJS timelines."""

import datetime
import json

from django.apps import apps
from django.conf import settings
from django.core import serializers
from django.db import models
from django.db.models import Prefetch, Q
from django.utils.html import escape, linebreaks

from people.partial_dates import format_partial_date, iso_partial_date

from .models import ArcEntry, Article, Quote, StoryArc
from .models.publishing import published_condition
from .timeline.index import reported_in_arc

# The apps whose rows the seed fixtures hold (fixtures/<app>.json).
FIXTURE_APPS = ("people", "stories")
# Live-coverage marks (stories.timeline.live) are written only when set: unset, they load as their
# default, and the seed fixtures, which have none, export as shipped.
WRITTEN_WHEN_SET = {StoryArc: ("is_live",), ArcEntry: ("key_event", "pinned")}


def _content_only(model, fields: dict) -> None:
    """Fixtures hold the newsroom's content, so they load into a fresh database and export again the same.

    Not its accounts: a reference to a row outside FIXTURE_APPS (an article's `created_by` user) is
    written as null. Not its renderings: a file the site draws itself (a non-editable file field, the
    quote's share card) is written blank, and `render_quote_cards` draws it again. Not its secrets: the
    article's preview secret is left out, so links shared from one site never open drafts on another.
    """
    fields.pop("preview_secret", None)
    for name in WRITTEN_WHEN_SET.get(model, ()):
        if fields.get(name) is False:
            del fields[name]
    for field in model._meta.concrete_fields:
        if field.name not in fields:
            continue
        if field.is_relation and field.related_model._meta.app_label not in FIXTURE_APPS:
            fields[field.name] = None
        elif isinstance(field, models.FileField) and not field.editable:
            fields[field.name] = ""


def _sort_key(record: dict) -> str:
    # Natural keys mix strings and numbers; their JSON form orders them deterministically.
    return json.dumps(record.get("_key"), ensure_ascii=False)


def fixture_json(app_label: str) -> str:
    """All rows of one app as a natural-key fixture, in an order that survives load and re-export.

    Models come in dependency order; rows within a model by natural key; many-to-many lists sorted.
    """
    models = serializers.sort_dependencies(
        [(apps.get_app_config(app_label), None)], allow_cycles=True
    )
    records = []
    for model in models:
        rows = json.loads(
            serializers.serialize(
                "json",
                model._default_manager.order_by("pk"),
                use_natural_foreign_keys=True,
                use_natural_primary_keys=True,
            )
        )
        for row, obj in zip(rows, model._default_manager.order_by("pk"), strict=True):
            row["_key"] = list(obj.natural_key())
            _content_only(model, row["fields"])
            for name, value in row["fields"].items():
                if isinstance(value, list) and model._meta.get_field(name).many_to_many:
                    row["fields"][name] = sorted(
                        value, key=lambda item: json.dumps(item, ensure_ascii=False)
                    )
        records.extend(sorted(rows, key=_sort_key))
    for row in records:
        del row["_key"]
    return json.dumps(records, indent=2, ensure_ascii=False) + "\n"


def _arc_entries(arc: StoryArc, *, include_drafts: bool):
    articles = Article.objects.all() if include_drafts else Article.objects.published()
    quotes = Quote.objects.select_related("speaker", "parent").order_by("position")
    entries = arc.entries.filter(event__isnull=False) | arc.entries.filter(article__in=articles)
    return entries.select_related("article__outlet", "event").prefetch_related(
        "article__updates",
        Prefetch("article__quotes", queryset=quotes),
        "event__persons",
        "event__sources",
    )


def _quote_json(quote: Quote) -> dict:
    return {
        "position": quote.position,
        "text": quote.text,
        "speaker": quote.speaker.name if quote.speaker_id else None,
        "speaker_description": quote.speaker_description,
        "said_on": iso_partial_date(quote.said_on, quote.said_precision) or None,
        "setting": quote.setting,
        "partial": quote.is_partial,
        "parent": quote.parent.position if quote.parent_id else None,
    }


def _entry_json(entry: ArcEntry, site: str) -> dict:
    if entry.article_id:
        article = entry.article
        url = site + article.get_absolute_url()
        return {
            "type": "article",
            "date": iso_partial_date(article.published_on, article.published_precision),
            "display_date": article.display_date,
            "headline": article.headline,
            "slug": article.slug,
            "url": url,
            "outlet": article.outlet.name if article.outlet_id else None,
            "updates": [
                {
                    "kind": u.kind,
                    "date": u.dated_on.isoformat(),
                    "text": u.text,
                    "url": f"{url}#update-{u.position}",
                }
                for u in sorted(article.updates.all(), key=lambda u: u.position)
            ],
            "quotes": [_quote_json(q) for q in article.quotes.all()],
        }
    event = entry.event
    return {
        "type": "event",
        "date": iso_partial_date(event.happened_on, event.happened_precision),
        "display_date": event.display_date,
        "title": event.title,
        "slug": event.slug,
        "description": event.description,
        "persons": sorted(p.name for p in event.persons.all()),
        "sources": sorted(a.slug for a in event.sources.all()),
    }


def arc_json(arc: StoryArc, *, include_drafts: bool = False, site: str | None = None) -> dict:
    """The arc as plain data: its articles (with updates and quotes) and events, in arc order.

    Links are absolute, on `site` (settings.SITE_URL by default): an export is read elsewhere."""
    site = (settings.SITE_URL if site is None else site).rstrip("/")
    return {
        "title": arc.title,
        "slug": arc.slug,
        "summary": arc.summary,
        "url": site + arc.get_absolute_url(),
        "entries": [
            _entry_json(entry, site) for entry in _arc_entries(arc, include_drafts=include_drafts)
        ],
    }


def _start(iso: str) -> dict:
    # The ISO date is already reduced to its precision: "2016", "2017-01" or "2017-01-12".
    parts = (int(part) for part in iso.split("-"))
    return dict(zip(("year", "month", "day"), parts, strict=False))


def _update_event(entry: dict, update: dict) -> dict:
    """An update or correction on the timeline at its own date, linked to its place in the article."""
    label = "Correction" if update["kind"] == "correction" else "Update"
    headline = f'<a href="{escape(update["url"])}">{label}: {escape(entry["headline"])}</a>'
    day = datetime.date.fromisoformat(update["date"])
    return {
        "start_date": {**_start(update["date"]), "display_date": format_partial_date(day, "day")},
        "text": {"headline": headline, "text": linebreaks(escape(update["text"]))},
        "group": f"{label}s",
        "unique_id": f"{update['kind']}-{entry['slug']}-{update['url'].rsplit('-', 1)[1]}",
    }


def _in_an_update(quote: dict, entry: dict) -> bool:
    # An update's quote is told by the update's own event: the article's would repeat it.
    return any(quote["text"] in update["text"] for update in entry.get("updates", ()))


def _timeline_event(entry: dict) -> dict:
    start = _start(entry["date"])
    if entry["type"] == "article":
        quotes = "".join(
            f"<blockquote>{escape(q['text'])} <cite>{escape(q['speaker'] or q['speaker_description'])}</cite></blockquote>"
            for q in entry["quotes"]
            if q["parent"] is None and not q["partial"] and not _in_an_update(q, entry)
        )
        text = f"<p>{escape(entry['outlet'] or '')}</p>{quotes}"
        headline = f'<a href="{escape(entry["url"])}">{escape(entry["headline"])}</a>'
    else:
        text, headline = linebreaks(escape(entry["description"])), escape(entry["title"])
    return {
        "start_date": {**start, "display_date": entry["display_date"]},
        "text": {"headline": headline, "text": text},
        "group": "Articles" if entry["type"] == "article" else "Events",
        "unique_id": f"{entry['type']}-{entry['slug']}",
    }


def arc_timelinejs(arc: StoryArc, *, include_drafts: bool = False, site: str | None = None) -> dict:
    """The arc in TimelineJS's JSON format; its text fields are HTML, so every value is escaped.
    Each update and correction is an event of its own, at its date, linking to it in the article. As on the
    arc's page, an event one of its articles reports as its news is that article's, not an event of its own."""
    data = arc_json(arc, include_drafts=include_drafts, site=site)
    visible = (lambda _: Q()) if include_drafts else (lambda rel: published_condition(f"{rel}__"))
    reported = set(reported_in_arc(arc, visible).values_list("event__slug", flat=True))
    return {
        "title": {
            "text": {"headline": escape(data["title"]), "text": linebreaks(escape(data["summary"]))}
        },
        "events": [
            event
            for entry in data["entries"]
            if not (entry["type"] == "event" and entry["slug"] in reported)
            for event in (
                _timeline_event(entry),
                *(_update_event(entry, update) for update in entry.get("updates", ())),
            )
        ],
    }
