from .account import Account
from .arc import ArcEntry, Event, StoryArc
from .article import Article, Byline, EmbeddedPost, Paragraph, Update
from .dispute import Dispute
from .publishing import PublicationState, Status
from .quote import Quote, RemovedQuote
from .role_source import RoleSource

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
    "RemovedQuote",
    "RoleSource",
    "Status",
    "StoryArc",
    "Update",
]
