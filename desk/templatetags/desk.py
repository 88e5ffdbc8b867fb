"""The desk's side panel on the article form: presence, autosave, live preview, notes."""

import datetime

from django import template
from django.urls import reverse
from django.utils import timezone

from revisions.admin import latest_version

from .. import presence
from ..models import Snapshot
from ..panels import notes_panel
from ..permissions import may_write
from ..views.access import NEW

register = template.Library()


@register.inclusion_tag("admin/desk/side.html", takes_context=True)
def desk_side(context, article=None):
    request = context["request"]
    user = request.user
    key = article.pk if article is not None else NEW
    writes = may_write(user, article)
    snapshot = (
        Snapshot.objects.of(user, article.pk if article else None).first() if writes else None
    )
    if snapshot is not None and article is not None:
        latest = latest_version(article)
        if (
            latest is not None
            and latest.revision.user_id == user.pk
            and latest.revision.date_created >= snapshot.saved_at
        ):
            # Saved since it was kept: the snapshot is in the article now, nothing to restore.
            snapshot.delete()
            snapshot = None
    others = []
    if article is not None:
        others = [
            {
                "name": other["name"],
                "since": timezone.localtime(
                    datetime.datetime.fromtimestamp(other["since"], datetime.UTC)
                ),
            }
            for other in presence.beat(article.pk, user)
        ]
    return {
        "csrf_token": context.get("csrf_token"),
        "article": article,
        "writes": writes,
        "form_id": f"{context['opts'].model_name}_form",
        "snapshot": snapshot,
        "others": others,
        "heartbeat": presence.heartbeat(),
        "urls": {
            name: reverse(f"desk:{name}", args=[key])
            for name in ("autosave", "discard", "preview", "presence", "leave")
        },
        # The notes panel's own names (notes.html is also the notes views' answer).
        **(notes_panel(article=article, user=user) if article is not None else {}),
    }
