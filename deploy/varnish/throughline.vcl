vcl 4.1;
# Varnish in front of Throughline's gunicorn (`make serve-cached`; deploy/varnish/run.sh fills in the
# backend). Pages are cached as Django's Cache-Control says (s-maxage) and purged by key: Django sends
# `Surrogate-Key: <tags>` with every public page and, after each edit commits, `PURGE /` with
# `xkey-purge: <tags>` (pagecache/purge.py), which drops every object carrying any of them.
import xkey;

backend django {
    .host = "@BACKEND_HOST@";
    .port = "@BACKEND_PORT@";
    .connect_timeout = 2s;
    .first_byte_timeout = 60s;
}

# Who may purge: the app servers. Add their addresses when they run on other machines.
acl purgers {
    "127.0.0.1";
    "::1";
}

sub vcl_recv {
    # The scheme is the listener's, never the client's: Django (through gunicorn, which trusts this
    # proxy) builds links and sends HSTS by X-Forwarded-Proto, and one forged header must not decide
    # what every reader gets from the cache. The "tls" listener (run.sh's VARNISH_TLS_ADDR) takes
    # connections from the TLS terminator only (hitch, haproxy: PROXY protocol).
    if (local.socket == "tls") {
        set req.http.X-Forwarded-Proto = "https";
    } else {
        set req.http.X-Forwarded-Proto = "http";
    }
    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        if (!req.http.xkey-purge) {
            return (synth(400, "Name the keys to purge in an xkey-purge header"));
        }
        set req.http.n-gone = xkey.purge(req.http.xkey-purge);
        return (synth(200, "Purged " + req.http.n-gone + " objects"));
    }
    # Editors' pages never come from the cache. Everything else follows Varnish's built-in rules:
    # requests with a Cookie (signed-in editors) or Authorization pass.
    if (req.url ~ "^/admin/") {
        return (pass);
    }
}

# A page fetched over https (absolute links, HSTS) is never served over http, nor the reverse.
sub vcl_hash {
    hash_data(req.http.X-Forwarded-Proto);
}

sub vcl_backend_response {
    if (beresp.http.Surrogate-Key) {
        set beresp.http.xkey = beresp.http.Surrogate-Key;
    }
    # Edits purge at once; a page expires only when a scheduled publication changes it (Django's
    # s-maxage ends then), and must not be served stale past that moment.
    set beresp.grace = 0s;
}

sub vcl_deliver {
    unset resp.http.xkey;
    if (obj.hits > 0) {
        set resp.http.X-Cache = "hit";
    } else {
        set resp.http.X-Cache = "miss";
    }
}
