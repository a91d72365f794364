#!/usr/bin/env python3
"""The Vega-Lite side of a job, through vl-convert (no browser): the CSV inlined as the spec's data.

usage: peer_vegalite.py line|scatter|bars DATA.csv OUT.svg|OUT.png
"""
import csv
import sys

import vl_convert as vlc

kind, data, out = sys.argv[1:4]
with open(data, newline="") as f:
    reader = csv.reader(f)
    header = next(reader)
    if kind == "bars":
        values = [{header[0]: a, header[1]: float(b)} for a, b in reader]
    else:
        values = [{header[0]: float(a), header[1]: float(b)} for a, b in reader]
mark = {"line": "line", "scatter": "point", "bars": "bar"}[kind]
x_type = "nominal" if kind == "bars" else "quantitative"
spec = {
    "$schema": "https://vega.github.io/schema/vega-lite/v5.json",
    "width": 560, "height": 330,
    "data": {"values": values},
    "mark": mark,
    "encoding": {"x": {"field": header[0], "type": x_type}, "y": {"field": header[1], "type": "quantitative"}},
}
if out.endswith(".svg"):
    with open(out, "w") as f:
        f.write(vlc.vegalite_to_svg(spec))
else:
    with open(out, "wb") as f:
        f.write(vlc.vegalite_to_png(spec))
