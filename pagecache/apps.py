from django.apps import AppConfig


class PagecacheConfig(AppConfig):
    name = "pagecache"
    verbose_name = "Page cache"
