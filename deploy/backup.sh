#!/bin/sh
# Online backup of a single-node Wayfarer: the SQLite file (a consistent copy taken with
# sqlite3 .backup while the server runs) and the documents directory. See deploy/README.md.
#   backup.sh <database file> <documents dir> <backup dir>
set -eu
db="$1"
documents="$2"
target="$3/wayfarer-$(date -u +%Y%m%dT%H%M%SZ)"
mkdir -p "$target"
# .backup copies pages under SQLite's locks, so the copy is consistent even with WAL and
# writers; the server's busy timeout rides out the moments the backup holds a lock.
sqlite3 "$db" ".backup '$target/wayfarer.db'"
sqlite3 "$target/wayfarer.db" 'pragma integrity_check' | grep -qx ok
# After the database, so every document the copy marks uploaded has its bytes here (bytes are
# stored once per SHA-256 and deleted only when no document refers to them any more); bytes
# that arrived in between are extra, and the server's sweep removes them after a restore.
# With DOCUMENTS_S3_* the bytes live in the bucket: back the bucket up with its own tools.
cp -a "$documents" "$target/documents"
echo "$target"
