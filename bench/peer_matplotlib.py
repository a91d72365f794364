#!/usr/bin/env python3
"""The matplotlib side of a job, as a user would write it: read the CSV, draw, save (Agg backend).

usage: peer_matplotlib.py line|scatter|bars DATA.csv OUT.svg|OUT.png
"""
import sys

import matplotlib
matplotlib.use("Agg")
import matplotlib.pyplot as plt
import numpy as np

kind, data, out = sys.argv[1:4]
fig, ax = plt.subplots(figsize=(6.4, 4.0), dpi=100)   # 640 x 400, Plotline's default size
if kind == "bars":
    names = np.loadtxt(data, delimiter=",", skiprows=1, usecols=0, dtype=str)
    values = np.loadtxt(data, delimiter=",", skiprows=1, usecols=1)
    ax.bar(names, values)
else:
    xy = np.loadtxt(data, delimiter=",", skiprows=1)
    if kind == "line":
        ax.plot(xy[:, 0], xy[:, 1], linewidth=2)
    else:
        ax.scatter(xy[:, 0], xy[:, 1], s=12)
ax.set_xlabel("x")
ax.set_ylabel("y")
fig.savefig(out)
