#!/usr/bin/env bash
# Draws the pictures of README's "Asking your data" from Vega-Lite's example data (PyPI's vega_datasets):
#   docs/asking/make.sh [PLOTLINE]     (PLOTLINE: a built plotline; by default swift build's)
set -euo pipefail
cd "$(dirname "$0")/../.."
plotline="${1:-$(swift build --show-bin-path)/plotline}"
data=$(python3 -c 'import os, vega_datasets; print(os.path.join(os.path.dirname(vega_datasets.__file__), "_data"))')
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# seattle-weather.csv writes its dates 2012/01/01; written as 2012-01-01 here, so it reads the same with a
# reader that knows only ISO 8601 dates.
python3 - "$data/seattle-weather.csv" "$work/seattle-weather.csv" <<'PY'
import sys
with open(sys.argv[1]) as src, open(sys.argv[2], "w") as out:
    for i, line in enumerate(src):
        out.write(line if i == 0 else line.replace("/", "-", 2))
PY
out=docs/asking
"$plotline" render "$work/seattle-weather.csv" --x 'month(date)' --y 'sum(precipitation)' --unit mm \
    -o "$out/precipitation-by-month.svg"
"$plotline" render "$work/seattle-weather.csv" --x weather --y 'count()' --sort -y -o "$out/days-by-weather.svg"
"$plotline" render "$data/cars.json" --x 'bin(Miles_per_Gallon)' --y 'count()' -o "$out/fuel-economy-histogram.svg"
"$plotline" render "$data/cars.json" --x Origin --y 'mean(Miles_per_Gallon)' -o "$out/mean-fuel-economy-by-origin.svg"
"$plotline" render "$data/us-employment.csv" --x month --y manufacturing,retail_trade,government \
    --y-label "Employees (thousands)" -o "$out/employment-sectors.svg"
echo "wrote $out/*.svg"
