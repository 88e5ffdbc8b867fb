from .arc import ArcEntry, Event, StoryArc
from .article import Article, Byline, EmbeddedPost, Paragraph, Update
from .publishing import PublicationState, Status
from .quote import Quote

__all__ = ["ArcEntry", "Article", "Byline", "EmbeddedPost", "Event", "Paragraph", "PublicationState", "Quote", "Status", "StoryArc", "Update"]
