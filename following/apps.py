from django.apps import AppConfig


class FollowingConfig(AppConfig):
    name = "following"
    verbose_name = "Following"

    def ready(self):
        from stories.signals import article_made_public

        from .receivers import article_made_public_received

        article_made_public.connect(article_made_public_received, dispatch_uid="following")
