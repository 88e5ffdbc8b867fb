from .account import Account
from .arc import ArcEntry, Event, StoryArc
from .article import Article, Byline, EmbeddedPost, Paragraph, Update
from .dispute import Dispute
from .publishing import PublicationState, Status
from .quote import Quote

__all__ = [
    "Account",
    "ArcEntry",
    "Article",
    "Byline",
    "Dispute",
    "EmbeddedPost",
    "Event",
    "Paragraph",
    "PublicationState",
    "Quote",
    "Status",
    "StoryArc",
    "Update",
]
