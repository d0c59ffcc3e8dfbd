#!/usr/bin/env bash
# Backup of a PostgreSQL deployment (deploy/README.md, "Several nodes"):
#   backup-postgres.sh <database URL> <documents dir> <backup dir>
# pg_dump takes one consistent snapshot while the nodes keep serving. The documents directory is
# copied after it, so every document the dump knows as uploaded has its bytes. With
# DOCUMENTS_S3_*, back the bucket up with its own tools. Restore: see the README.
set -euo pipefail
url=${1:?database URL}
documents=${2:?documents directory}
backups=${3:?backup directory}
stamp=$(date -u +%Y%m%dT%H%M%SZ)
target="$backups/$stamp"
mkdir -p "$target"
pg_dump --format=custom --no-owner --file="$target/wayfarer.dump" "$url"
if [ -d "$documents" ]; then
  cp -a "$documents" "$target/documents"
fi
echo "Backed up to $target"
