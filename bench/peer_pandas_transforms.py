"""pandas doing what bench/swift's plotline-transform-bench times in Plotline: the same rows, the sum and count by month, and
nice bins counted. Prints one line of JSON like plotline-transform-bench.

usage: peer_pandas_transforms.py ROWS RUNS
"""
import json
import math
import sys
import time

import numpy as np
import pandas as pd

rows = int(sys.argv[1]) if len(sys.argv) > 1 else 10_000_000
runs = int(sys.argv[2]) if len(sys.argv) > 2 else 5

# The same rows as plotline-transform-bench: an instant every 37 s from 2010-01-01T00:00:00Z, and a value from the
# multiplicative congruential sequence state = state * 48271 mod (2^31 - 1), (state mod 10^6) / 1000.
state = np.empty(rows, dtype=np.int64)
s = 1
# Made in blocks with numpy: state_{k+n} = state_k * 48271^n mod m (powers[n] is 48271^(n+1) mod m).
m = 2_147_483_647
block = 1 << 16
powers = np.empty(block, dtype=object)
p = 1
for n in range(block):
    p = (p * 48271) % m
    powers[n] = p
powers = powers.astype(np.int64)
for first in range(0, rows, block):
    n = min(block, rows - first)
    # Both factors are below 2^31, so their product fits in 64 bits.
    state[first:first + n] = (s * powers[:n]) % m
    s = int(state[first + n - 1])
values = (state % 1_000_000) / 1000.0
times = pd.to_datetime(1_262_304_000 + np.arange(rows, dtype=np.int64) * 37, unit="s")
frame = pd.DataFrame({"time": times, "value": values})


def median(body):
    result = body()
    seconds = []
    for _ in range(runs):
        t0 = time.perf_counter()
        result = body()
        seconds.append(time.perf_counter() - t0)
    seconds.sort()
    return seconds[len(seconds) // 2], result


def by_month():
    return frame.groupby(frame["time"].dt.to_period("M"))["value"].agg(["sum", "count"])


def nice_step(span, max_bins=10):
    raw = span / max_bins
    power = 10 ** math.floor(math.log10(raw))
    for factor in (1, 2, 5, 10):
        if power * factor >= raw * (1 - 1e-12):
            return power * factor
    return power * 10


def binned():
    low, high = frame["value"].min(), frame["value"].max()
    step = nice_step(high - low)
    start = math.floor(low / step) * step
    stop = max(math.ceil(high / step) * step, start + step)
    edges = start + step * np.arange(round((stop - start) / step) + 1)
    cut = pd.cut(frame["value"], edges, right=False, include_lowest=True)
    return cut.value_counts(sort=False)


month_seconds, months = median(by_month)
bin_seconds, bins = median(binned)
print(json.dumps({"rows": rows, "month_seconds": month_seconds, "bin_seconds": bin_seconds,
                  "months": len(months), "month_count_total": int(months["count"].sum()),
                  "month_sum_total": f"{months['sum'].sum():.3f}", "bins": len(bins),
                  "bin_counts": [int(c) for c in bins.tolist()]}))
