"""Test-only middleware: the live server answers one request at a time on SQLite.

pytest-django hands the live server's threads the test's own connection to its in-memory SQLite
database, and two requests on one connection can deadlock in the sqlite3 module: one thread steps a
query that calls back into Python (the admin's date functions) while another holds the GIL waiting
for the connection's mutex. The desk's pages poll (heartbeat, autosave, preview) while the browser
loads the next page, so a browser test hung once in CI that way (tests/browser/test_desk_live.py,
a presence heartbeat beside the article list's date hierarchy). PostgreSQL gives each thread its own
connection and goes without this.
"""

import threading

_ONE_AT_A_TIME = threading.Lock()


class OneRequestAtATime:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        with _ONE_AT_A_TIME:
            return self.get_response(request)
