from .links import ConfirmView, UnsubscribeView
from .signup import FollowView, SentView

__all__ = ["ConfirmView", "FollowView", "SentView", "UnsubscribeView"]
