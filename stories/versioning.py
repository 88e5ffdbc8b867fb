"""What one revision holds. Called from the app's ready() and before the admin registers (whichever is first)."""

import reversion


def register_versions() -> None:
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
        RoleSource,
        StoryArc,
        Update,
    )

    registrations = [
        # One revision of an article holds its parts too, so a revert restores the whole article.
        (
            Article,
            {
                "follow": [
                    "paragraphs",
                    "bylines",
                    "updates",
                    "embedded_posts",
                    "quotes",
                    "stated_roles",
                ]
            },
        ),
        (Paragraph, {}),
        (Byline, {}),
        (Update, {}),
        (EmbeddedPost, {}),
        # The card is a rendering of the quote, redrawn on save: a revert must not point at a deleted file.
        (Quote, {"exclude": ["card"]}),
        (RoleSource, {}),
        (StoryArc, {"follow": ["entries"]}),
        (ArcEntry, {}),
        (Event, {}),
        # A dispute's revision holds its accounts, so a revert restores the answers with the question.
        (Dispute, {"follow": ["accounts"]}),
        (Account, {}),
    ]
    for model, options in registrations:
        if not reversion.is_registered(model):
            reversion.register(model, **options)
