#!/bin/sh
# The built-in engine as a UCI engine (bughouse-cli uci), for tests that play it over pipes.
exec "$BUGHOUSE_CLI" uci
