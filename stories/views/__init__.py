from .arc import StoryArcDetailView
from .article import ArticleDetailView
from .browse import ArticleListView, QuoteListView
from .home import HomeView, RobotsView
from .person import PersonDetailView
from .quote import QuoteDetailView

__all__ = [
    "ArticleDetailView", "ArticleListView", "HomeView", "PersonDetailView", "QuoteDetailView", "QuoteListView",
    "RobotsView", "StoryArcDetailView",
]
