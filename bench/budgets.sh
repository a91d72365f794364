#!/usr/bin/env bash
# Performance budgets, one command: bench/budgets.sh [--update]
#   Builds Plotline as bench/run.sh --quick does (bench/build.sh: release, Swift runtime inside, no PostgreSQL driver), and measures the reference jobs in
#   bench/budgets.py by instruction count (callgrind) and peak memory against bench/budgets.json. CI runs it
#   and fails when a job is more than 10% over its budget; it also checks that a deliberately slowed job
#   fails. --update writes the measured numbers as the budgets: raising one is a commit that says why.
set -euo pipefail
cd "$(dirname "$0")/.."
binary="$(bash bench/build.sh)/plotline"
# Valgrind 3.19 cannot read the DWARF 5 the Swift 6 compiler writes: it measures a copy without it (the
# same code, the same instructions).
measured=bench/swift/.build/plotline-budgets
objcopy --strip-debug "$binary" "$measured"
if [ "${1:-}" = "--update" ]; then
    python3 bench/budgets.py --plotline "$measured" --update
else
    python3 bench/budgets.py --plotline "$measured" --self-test
fi
