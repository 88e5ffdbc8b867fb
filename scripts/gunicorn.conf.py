"""gunicorn's settings for scripts/serve.sh: it believes forwarded headers from the proxies Django does.

gunicorn takes the scheme from X-Forwarded-Proto (and its kin) only from `forwarded_allow_ips`,
which it otherwise defaults to loopback: a plain-http request on loopback claiming https got HSTS
while DJANGO_BEHIND_TLS_PROXY said no proxy. Here it is DJANGO_TRUSTED_PROXIES, read by the same
function as Django's TRUSTED_PROXIES (config/settings/trust.py); empty trusts no one.
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from config.settings.trust import trusted_proxies  # noqa: E402

forwarded_allow_ips = ",".join(trusted_proxies())
# The control socket's default path is one per machine user; several servers here would share it.
control_socket_disable = True
