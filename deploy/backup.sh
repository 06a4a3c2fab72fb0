#!/bin/sh
# One backup of the directory's database (every table, one consistent snapshot; the servers keep
# running), then the retention: the 7 newest daily backups and the 4 newest weekly ones (the
# backup of each Sunday is also kept as a weekly one). Run by healers-backup.service from the
# application's folder with DATABASE_URL in the environment; BACKUP_DIR says where.
set -eu
dir="${BACKUP_DIR:?set BACKUP_DIR}"
day="${BACKUP_DATE:-$(date +%F)}"
mkdir -p "$dir/daily" "$dir/weekly"
file="$dir/daily/healers-$day.jsonl.gz"
node dist/db/cli/backup.js "$file"
if [ "$(date -d "$day" +%u)" = 7 ]; then
  cp -p "$file" "$dir/weekly/healers-$day.jsonl.gz"
fi
# The names sort by date; keep the newest of each kind.
prune() {
  find "$1" -maxdepth 1 -name 'healers-*.jsonl.gz' | sort -r | tail -n "+$(($2 + 1))" |
    while read -r old; do rm -f -- "$old"; done
}
prune "$dir/daily" 7
prune "$dir/weekly" 4
echo "backup: kept $(ls "$dir/daily" | wc -l) daily and $(ls "$dir/weekly" | wc -l) weekly in $dir"
