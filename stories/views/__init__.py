from .arc import StoryArcDetailView
from .arc_event import ArcEventView
from .arc_index import ArcIndexView
from .article import ArticleDetailView
from .browse import ArticleListView, QuoteListView
from .corrections import CorrectionListView
from .dispute import DisputeDetailView
from .home import HomeView, RobotsView
from .person import PersonDetailView
from .quote import QuoteDetailView
from .versions import ArticleVersionsView

__all__ = [
    "ArcEventView",
    "ArcIndexView",
    "ArticleDetailView",
    "ArticleListView",
    "ArticleVersionsView",
    "CorrectionListView",
    "DisputeDetailView",
    "HomeView",
    "PersonDetailView",
    "QuoteDetailView",
    "QuoteListView",
    "RobotsView",
    "StoryArcDetailView",
]
