#!/bin/sh
# The PostgreSQL the tests start themselves (tests/pg_server.py: initdb into a temporary
# folder, a free port on 127.0.0.1) needs the server's programs: Debian's postgresql
# package, installed here when no initdb is found (its binaries live in
# /usr/lib/postgresql/<version>/bin). Nothing is started or configured system-wide.
set -eu
if command -v initdb >/dev/null 2>&1 || ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
    exit 0
fi
sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq postgresql >/dev/null
