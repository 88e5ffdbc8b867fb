"""A fixed-window counter per (purpose, who) in the shared cache: public forms' rate limits.

`incr` is atomic on Redis (and under a lock in the local-memory cache), so concurrent requests
never both read the same count. Who is hashed with the secret key: an address counted here never
appears in the cache in clear.
"""

import time

from django.core.cache import cache
from django.utils.crypto import salted_hmac


def within_limit(purpose: str, who: str, *, limit: int, window: int = 3600) -> bool:
    """Count one attempt; False once `who` made more than `limit` in the current window."""
    digest = salted_hmac("sitewide.limits", f"{purpose}:{who}").hexdigest()[:32]
    key = f"limit:{purpose}:{digest}:{int(time.time() // window)}"
    cache.add(key, 0, timeout=window)
    try:
        count = cache.incr(key)
    except ValueError:  # evicted between add and incr: this is the window's first attempt again
        cache.set(key, 1, timeout=window)
        count = 1
    return count <= limit
