# repledger's build and test entry points. `make test` is the one command CI runs (.ci/run):
# it installs what it needs (npm packages into contracts/node_modules, Go modules) and runs
# every test. Nothing here downloads a compiler: forge uses the npm-pinned solc (contracts/tools/solc).

SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c

FORGE := contracts/node_modules/.bin/forge
NPM_STAMP := contracts/node_modules/.install-stamp
# Gas snapshot drift allowed before `make test` fails, in percent.
GAS_TOLERANCE := 1

.PHONY: attacks test contracts-checks go-checks deps chromium contracts-test gas-snapshot-check check-fresh vet go-test gas bench fuzz differential generate gas-snapshot clean x402-interop

## test: everything CI checks — forge tests, the gas snapshot, freshness of generated files, go vet,
## go test -race — one after the other: the Go tests' timing-bound checks (anvil crash and reorg
## runs) keep both cores, which solc (JavaScript, via-IR, minutes on one core) would take one of.
test: deps chromium x402-interop
	$(MAKE) --no-print-directory -j1 contracts-checks go-checks

## contracts-checks: the forge tests, then the gas snapshot (same build cache), then freshness;
## one after the other (-j1): two forge runs must not share a build cache at once
contracts-checks: deps
	$(MAKE) --no-print-directory -j1 contracts-test gas-snapshot-check check-fresh

## go-checks: go vet, then go test -race (the x402 interop tests need the official packages)
go-checks: deps x402-interop
	$(MAKE) --no-print-directory -j1 vet go-test

## deps: npm packages into contracts/node_modules (exactly as locked) and Go modules
deps: $(NPM_STAMP)
	go mod download

$(NPM_STAMP): contracts/package.json contracts/package-lock.json
	npm ci --prefix contracts --ignore-scripts --no-audit --no-fund
	touch $@

## chromium: Debian's chromium for the page's browser test (cmd/repledger TestPageInBrowser), installed
## with apt-get when /usr/bin/chromium is missing and we are root; otherwise that test says why it skips
chromium:
	@if [ -x /usr/bin/chromium ]; then :; \
	elif [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
		echo "installing chromium (apt-get) for the browser test"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium; \
	else echo "chromium is missing and cannot be installed here (not root or no apt-get): the browser test will skip"; fi

## contracts-test: unit, fuzz and invariant tests of the Solidity contracts
contracts-test: deps
	cd contracts && node_modules/.bin/forge test

## gas-snapshot-check: the committed contracts/.gas-snapshot holds, within GAS_TOLERANCE percent
gas-snapshot-check: deps
	cd contracts && node_modules/.bin/forge snapshot --match-contract GasSnapshotTest --check --tolerance $(GAS_TOLERANCE)

## check-fresh: DecayTable.sol, compiled artifacts and Go bindings regenerate byte for byte
check-fresh: deps
	contracts/scripts/check-fresh.sh

vet:
	go vet ./...

go-test:
	go test -race -count=1 -timeout 30m ./...

## gas: print the whole-transaction gas figures (receipt gasUsed on the simulated backend): escrows, ledger, x402 source
gas:
	go test ./bindings -run 'TestGasFigures|TestX402GasFigures' -count=1 -v

## attacks: play every attack of the lab (attack/) on embedded chains and print the table docs/attacks.md keeps
attacks:
	go run ./cmd/repledger attack

## bench: the reputation, trust lens, router, index and server benchmarks
bench:
	go test ./reputation ./router -run '^$$' -bench . -benchmem -benchtime 2s
	go test ./lens -run '^$$' -bench . -benchmem -benchtime 3x
	go test ./index ./server -run '^$$' -bench . -benchtime 20x

FUZZTIME ?= 60s
## fuzz: each reputation fuzz target for FUZZTIME (60s by default)
fuzz:
	for target in FuzzRate FuzzDecay FuzzSmoothing FuzzWilson FuzzLowerBound FuzzDecideSmoothing FuzzSqrtCeil FuzzStateInvariants FuzzLateRating; do \
		go test ./reputation -run '^$$' -fuzz "^$$target$$" -fuzztime $(FUZZTIME) || exit 1; \
	done

HISTORIES ?= 10000
## differential: the long differential run of the Go math against the deployed ledger
differential:
	REPLEDGER_DIFF_HISTORIES=$(HISTORIES) go test ./reputation -run '^TestDifferential$$' -count=1 -v -timeout 60m

## generate: regenerate DecayTable.sol, the compiled artifacts and the Go bindings
generate: deps
	cd contracts && go run ./internal/gendecay -out src/DecayTable.sol
	cd contracts && node_modules/.bin/forge build --skip test
	cd contracts && go run ./internal/exportartifacts -forge-out out -dest artifacts/combined.json
	go generate ./bindings

## gas-snapshot: rewrite contracts/.gas-snapshot after an intended gas change
gas-snapshot: deps
	cd contracts && node_modules/.bin/forge snapshot --match-contract GasSnapshotTest

## x402-interop: the official x402 TypeScript packages, exactly as locked in x402/interop/package-lock.json,
## into x402/interop/node_modules for go test ./x402/ -run Interop (which skips, saying so, without them)
x402-interop:
	@stamp=x402/interop/node_modules/.install-stamp; \
	if [ ! -f $$stamp ] || [ x402/interop/package-lock.json -nt $$stamp ] || [ x402/interop/package.json -nt $$stamp ]; then \
		npm ci --prefix x402/interop --ignore-scripts --no-audit --no-fund && touch $$stamp; \
	fi

clean:
	rm -rf contracts/out contracts/cache
