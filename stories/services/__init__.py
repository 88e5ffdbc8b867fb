"""Writes that span several models, called by the admin and by management commands alike."""
