"""Exit 0 when the PostgreSQL server in the given URL accepts connections, 1 otherwise."""

import sys

import psycopg


def main(url: str) -> int:
    # Connect to the maintenance database: the named one may not exist yet (pytest creates test_*).
    conninfo = url.rsplit("/", 1)[0] + "/postgres"
    try:
        psycopg.connect(conninfo, connect_timeout=3).close()
    except psycopg.OperationalError as exc:
        print(f"PostgreSQL not reachable: {exc}".strip(), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
