"""Revision history shared by the `people` and `stories` admins: readable diffs, safe reverts, edit conflicts.

Built on django-reversion. Not an app: no models, and it imports neither `people` nor `stories`.
"""
