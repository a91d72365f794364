#!/usr/bin/env python3
"""Times Plotline against matplotlib and Vega-Lite (vl-convert) on the same jobs, as whole processes.

Run through bench/run.sh (see bench/README.md). Each job runs once to warm up, then RUNS times; the table
gives the median wall time and the median peak memory (maximum resident set size from GNU time -v).
"""
import argparse
import datetime
import os
import platform
import re
import shutil
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def human_rows(n):
    return f"{n:,}"


def human_bytes(n):
    for unit, size in (("GB", 1 << 30), ("MB", 1 << 20), ("KB", 1 << 10)):
        if n >= size:
            return f"{n / size:.1f} {unit}" if n < 10 * size else f"{n / size:.0f} {unit}"
    return f"{n} B"


def measure(command, timeout):
    """One run: (seconds, peak KB) or None when it failed (error, out of memory, timeout)."""
    start = time.perf_counter()
    try:
        done = subprocess.run(["/usr/bin/time", "-v"] + command, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, "timed out"
    seconds = time.perf_counter() - start
    if done.returncode != 0:
        last = (done.stderr.strip().splitlines() or ["?"])
        # Killed by the kernel, or V8's "JavaScript heap out of memory" (vl-convert runs Vega in V8).
        killed = "signal 9" in done.stderr or done.returncode in (137, -9)
        heap = "heap out of memory" in done.stderr or "Last few GCs" in done.stderr
        if killed or heap:
            return None, "out of memory" + (" (JavaScript heap)" if heap and not killed else "")
        return None, f"failed: {last[0][:80]}"
    match = re.search(r"Maximum resident set size \(kbytes\): (\d+)", done.stderr)
    return (seconds, int(match.group(1)) if match else 0), None


def timed(command, runs, timeout):
    """Warm-up, then `runs` runs: (median seconds, median peak KB) or (None, reason)."""
    first, problem = measure(command, timeout)
    if first is None:
        return None, problem
    results = []
    # A run that takes over a minute is timed fewer times (the median of what there is).
    count = runs if first[0] < 60 else 1
    for _ in range(count):
        result, problem = measure(command, timeout)
        if result is None:
            return None, problem
        results.append(result)
    return (statistics.median(r[0] for r in results), statistics.median(r[1] for r in results)), None


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true", help="small sizes only, results to a scratch folder (CI)")
    parser.add_argument("--no-peers", action="store_true", help="time Plotline only")
    parser.add_argument("--python", default=sys.executable, help="the Python with matplotlib and vl-convert")
    parser.add_argument("--plotline", required=True)
    parser.add_argument("--out", required=True, help="folder for the table, the plot and the outputs")
    args = parser.parse_args()

    quick = args.quick
    runs = 2 if quick else 5
    timeout = 120 if quick else 600
    big, huge = (10_000, 20_000) if quick else (1_000_000, 10_000_000)
    scaling = [1_000, 3_000, 10_000] if quick else [1_000, 10_000, 100_000, 1_000_000, 10_000_000]
    data_dir = os.path.join(HERE, ".data")
    os.makedirs(data_dir, exist_ok=True)
    work = os.path.join(args.out, "outputs")
    os.makedirs(work, exist_ok=True)

    def data(kind, rows):
        path = os.path.join(data_dir, f"{kind}-{rows}.csv")
        if not os.path.exists(path):
            subprocess.run([sys.executable, os.path.join(HERE, "generate.py"), kind, str(rows), path + ".tmp"], check=True)
            os.replace(path + ".tmp", path)
        return path

    def plotline(kind, path, out):
        mark = {"line": "line", "scatter": "point", "bars": "bar"}[kind]
        x, y = ("category", "value") if kind == "bars" else ("x", "y")
        return [args.plotline, "render", path, "--x", x, "--y", y, "--mark", mark, "-o", out]

    def peer(script, kind, path, out):
        return [args.python, os.path.join(HERE, script), kind, path, out]

    tools = [("Plotline", None)]
    if not args.no_peers:
        tools += [("matplotlib", "peer_matplotlib.py"), ("Vega-Lite", "peer_vegalite.py")]

    jobs = [
        ("line", 1_000, "svg"), ("line", big, "svg"), ("line", big, "png"), ("line", huge, "png"),
        ("scatter", big, "svg"), ("scatter", big, "png"), ("bars", 1_000, "svg"),
    ]
    results = {}
    sizes = {}
    for kind, rows, fmt in jobs:
        path = data(kind, rows)
        for name, script in tools:
            # Vega-Lite is not run on ten million rows: at one million it already needs gigabytes.
            if name == "Vega-Lite" and rows > 1_000_000:
                results[(kind, rows, fmt, name)] = (None, "not run (over 1,000,000 rows)")
                continue
            out = os.path.join(work, f"{name.lower()}-{kind}-{rows}.{fmt}")
            command = plotline(kind, path, out) if script is None else peer(script, kind, path, out)
            print(f"{name}: {kind} {rows} -> {fmt}", flush=True)
            results[(kind, rows, fmt, name)] = timed(command, runs, timeout)
            if os.path.exists(out):
                sizes[(kind, rows, fmt, name)] = os.path.getsize(out)

    scale_rows = []
    for rows in scaling:
        path = data("line", rows)
        row = [rows]
        for fmt in ("svg", "png"):
            out = os.path.join(work, f"scaling-{rows}.{fmt}")
            print(f"Plotline scaling: line {rows} -> {fmt}", flush=True)
            result, problem = timed(plotline("line", path, out), runs, timeout)
            row.append(result)
        row.append(os.path.getsize(path))
        scale_rows.append(row)

    # The table.
    machine = f"{platform.machine()}, {os.cpu_count()} cores, {platform.system()} {platform.release()}"
    try:
        cpu = next(l.split(":", 1)[1].strip() for l in open("/proc/cpuinfo") if l.startswith("model name"))
        machine = f"{cpu}, " + machine
    except (OSError, StopIteration):
        pass
    versions = {"Plotline": subprocess.run(["git", "-C", ROOT, "rev-parse", "--short", "HEAD"], capture_output=True,
                                           text=True).stdout.strip()}
    if not args.no_peers:
        probe = subprocess.run([args.python, "-c", "import matplotlib, vl_convert; print(matplotlib.__version__, vl_convert.__version__)"],
                               capture_output=True, text=True).stdout.split()
        if len(probe) == 2:
            versions["matplotlib"], versions["Vega-Lite"] = probe[0], "vl-convert " + probe[1]

    lines = [f"# Benchmarks{' (quick mode: small sizes, not for quoting)' if quick else ''}", "",
             f"Measured {datetime.date.today().isoformat()} on {machine}, by `bench/run.sh{' --quick' if quick else ''}`.",
             f"Whole processes (CSV in, file out), 640 x 400 charts; median of {runs} runs after a warm-up; "
             "peak memory is the median maximum resident set size (GNU time -v).",
             "Versions: " + ", ".join(f"{k} {v}" for k, v in versions.items()) + ".", "",
             "## Against matplotlib and Vega-Lite", "",
             "| job | " + " | ".join(name for name, _ in tools) + " |",
             "| --- |" + " --- |" * len(tools)]
    for kind, rows, fmt in jobs:
        label = {"line": "line", "scatter": "scatter", "bars": "bars"}[kind]
        unit = "categories" if kind == "bars" else "points"
        cells = []
        base = results[(kind, rows, fmt, "Plotline")][0]
        for name, _ in tools:
            result, problem = results[(kind, rows, fmt, name)]
            if result is None:
                cells.append(problem)
                continue
            seconds, kb = result
            cell = f"{seconds:.3f} s, {human_bytes(kb * 1024)}"
            size = sizes.get((kind, rows, fmt, name))
            if size is not None and fmt == "svg":
                cell += f", {human_bytes(size)} file"
            if name != "Plotline" and base is not None:
                cell += f" (**{seconds / base[0]:.1f}x** Plotline's time, {kb / max(base[1], 1):.1f}x its memory)"
            cells.append(cell)
        lines.append(f"| {label}, {human_rows(rows)} {unit}, CSV to {fmt.upper()} | " + " | ".join(cells) + " |")

    lines += ["", "## Plotline, by rows (a line, CSV to SVG and to PNG)", "",
              "Data is the CSV's size on disk; in memory a row is two `Double`s (16 bytes).", "",
              "| rows | SVG time | SVG peak memory | PNG time | PNG peak memory | CSV size | 16 bytes x rows |",
              "| ---: | ---: | ---: | ---: | ---: | ---: | ---: |"]
    plot_rows = ["rows,seconds,output"]
    for rows, svg, png, csv_size in scale_rows:
        def cell(r):
            return ("failed", "") if r is None else (f"{r[0]:.3f} s", human_bytes(r[1] * 1024))
        (st, sm), (pt, pm) = cell(svg), cell(png)
        lines.append(f"| {human_rows(rows)} | {st} | {sm} | {pt} | {pm} | {human_bytes(csv_size)} | {human_bytes(16 * rows)} |")
        if svg is not None:
            plot_rows.append(f"{rows},{svg[0]:.4f},SVG")
        if png is not None:
            plot_rows.append(f"{rows},{png[0]:.4f},PNG")
    lines += ["", "![Plotline's time against rows, drawn by Plotline](benchmark-scaling.png)", ""]

    table = os.path.join(args.out, "benchmarks.md")
    with open(table, "w") as f:
        f.write("\n".join(lines))
    csv_path = os.path.join(args.out, "benchmark-scaling.csv")
    with open(csv_path, "w") as f:
        f.write("\n".join(plot_rows) + "\n")
    subprocess.run([args.plotline, "render", csv_path, "--x", "rows", "--y", "seconds", "--series", "output",
                    "--mark", "line", "--x-scale", "log", "--title", "Plotline: seconds to draw a line of n rows",
                    "-o", os.path.join(args.out, "benchmark-scaling.png"), "--scale", "2"], check=True)
    print(open(table).read())


if __name__ == "__main__":
    main()
