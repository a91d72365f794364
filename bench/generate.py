#!/usr/bin/env python3
"""Writes the benchmark's data sets, the same bytes on every run (fixed seeds, fixed formatting).

usage: generate.py KIND ROWS PATH   (KIND: line, scatter or bars)
  line:    x = 0, 1, 2, ...; y a random walk        (two numeric columns, ~16 bytes a row)
  scatter: x, y normally distributed, correlated
  bars:    ROWS categories "c0001", ... with a value each
  months:  date (ROWS days from 1990-01-01 when ROWS is small; else several rows a day), value (random)
"""
import datetime
import random
import sys

kind, rows, path = sys.argv[1], int(sys.argv[2]), sys.argv[3]
rng = random.Random(20240601)
with open(path, "w") as f:
    if kind == "line":
        f.write("x,y\n")
        y = 0.0
        out = []
        for i in range(rows):
            y += rng.random() - 0.5
            out.append(f"{i},{y:.3f}\n")
            if len(out) == 100_000:
                f.write("".join(out)); out = []
        f.write("".join(out))
    elif kind == "scatter":
        f.write("x,y\n")
        out = []
        for _ in range(rows):
            x = rng.gauss(0, 1)
            out.append(f"{x:.4f},{0.6 * x + rng.gauss(0, 0.8):.4f}\n")
            if len(out) == 100_000:
                f.write("".join(out)); out = []
        f.write("".join(out))
    elif kind == "bars":
        f.write("category,value\n")
        for i in range(rows):
            f.write(f"c{i:04d},{rng.randint(10, 1000)}\n")
    elif kind == "months":
        # Rows spread evenly over 30 years, as a timestamp a day or several a day.
        f.write("date,value\n")
        start = datetime.date(1990, 1, 1)
        days = 30 * 365
        out = []
        for i in range(rows):
            day = start + datetime.timedelta(days=i * days // rows)
            out.append(f"{day.isoformat()},{rng.randint(1, 100)}\n")
            if len(out) == 100_000:
                f.write("".join(out)); out = []
        f.write("".join(out))
    else:
        sys.exit(f"unknown kind {kind}")
