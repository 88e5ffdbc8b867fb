"""The desk's endpoints, all under /admin/desk/, staff only (each wrapped in admin_view), never cached."""
