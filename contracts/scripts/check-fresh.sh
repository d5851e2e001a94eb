#!/usr/bin/env bash
# Proves the committed generated files are fresh, byte for byte:
#   contracts/src/DecayTable.sol        from the Go reference (package reputation)
#   contracts/artifacts/combined.json   from a clean compile of the sources with the pinned solc
#   bindings/**/*.go                    from those artifacts with abigen v2
# Everything is regenerated into a temporary folder; the work tree is never touched.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
stale=0

same() { # same COMMITTED FRESH WHAT
  if cmp -s "$1" "$2"; then
    echo "fresh: $3"
  else
    echo "STALE: $3 ($1 differs from a regeneration; run 'make generate' and commit)" >&2
    diff -u "$1" "$2" | cut -c1-160 | head -20 >&2 || true
    stale=1
  fi
}

cd "$root/contracts"
go run ./internal/gendecay -out "$tmp/DecayTable.sol"
same src/DecayTable.sol "$tmp/DecayTable.sol" "contracts/src/DecayTable.sol"

# Compile the committed sources (with the committed DecayTable.sol) from scratch.
node_modules/.bin/forge build --force --skip test --out "$tmp/out" --cache-path "$tmp/cache" >/dev/null
go run ./internal/exportartifacts -forge-out "$tmp/out" -dest "$tmp/combined.json"
same artifacts/combined.json "$tmp/combined.json" "contracts/artifacts/combined.json"

cd "$root/bindings"
mkdir "$tmp/bindings"
go run ./internal/genbindings -artifacts "$tmp/combined.json" -out "$tmp/bindings"
while IFS= read -r f; do
  rel=${f#"$tmp"/bindings/}
  same "$rel" "$f" "bindings/$rel"
done < <(find "$tmp/bindings" -name '*.go' | sort)

exit $stale
