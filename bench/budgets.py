#!/usr/bin/env python3
"""Performance budgets: the reference jobs measured by instruction count (valgrind's callgrind, exact and the
same on a busy machine) and peak memory (GNU time's maximum resident set size), against bench/budgets.json.

usage: budgets.py --plotline BIN [--update] [--self-test] [--only JOB ...]
  A job fails when it runs more than 10% more instructions, or peaks more than 10% higher, than its budget.
  --update writes the measured numbers as the new budgets (raising one is a commit that says why).
  --self-test also checks the check: the 1,000-point chart run twice in one measurement, and a chart of
  20 times the rows against the 1,000-point budget, must both fail it.
"""
import argparse
import concurrent.futures
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
BUDGETS = os.path.join(HERE, "budgets.json")
TOLERANCE = 0.10


def generate(kind, rows, path):
    if not os.path.exists(path):
        subprocess.run([sys.executable, os.path.join(HERE, "generate.py"), kind, str(rows), path], check=True)
    return path


def jobs(work, plotline):
    """Each reference job: a name, what it is, and its command line."""
    line_1m = generate("line", 1_000_000, os.path.join(work, "line-1m.csv"))
    scatter_1m = generate("scatter", 1_000_000, os.path.join(work, "scatter-1m.csv"))
    line_1k = generate("line", 1_000, os.path.join(work, "line-1k.csv"))
    line_300k = generate("line", 300_000, os.path.join(work, "line-300k.csv"))
    months = generate("months", 1_000_000, os.path.join(work, "months-1m.csv"))
    scrolling = os.path.join(work, "scrolling.json")
    with open(scrolling, "w") as f:
        json.dump({"data": {"path": line_300k},
                   "marks": [{"type": "line", "x": {"field": "x"}, "y": {"field": "y"}}],
                   "scroll": {"axes": ["x"], "xVisibleLength": 30000}}, f)
    out = lambda name: os.path.join(work, name)
    return [
        ("line-1m-svg", "1,000,000-point line, CSV to SVG",
         [plotline, "render", line_1m, "--x", "x", "--y", "y", "--mark", "line", "-o", out("line.svg")]),
        ("line-1m-png", "1,000,000-point line, CSV to PNG",
         [plotline, "render", line_1m, "--x", "x", "--y", "y", "--mark", "line", "-o", out("line.png")]),
        ("scatter-1m-png", "1,000,000-point scatter, CSV to PNG",
         [plotline, "render", scatter_1m, "--x", "x", "--y", "y", "--mark", "point", "-o", out("scatter.png")]),
        ("line-1k-svg", "1,000-point line, CSV to SVG",
         [plotline, "render", line_1k, "--x", "x", "--y", "y", "--mark", "line", "-o", out("small.svg")]),
        ("months-1m-svg", "1,000,000 rows summed by month, CSV to SVG",
         [plotline, "render", months, "--x", "yearmonth(date)", "--y", "sum(value)", "--mark", "bar", "-o", out("months.svg")]),
        ("scrolling-300k-svg", "300,000-point line scrolling a tenth at a time, spec to SVG",
         [plotline, "render", scrolling, "-o", out("scrolling.svg")]),
    ]


def instructions(command, twice=False):
    """Instructions the command runs (every process it starts), by callgrind."""
    with tempfile.TemporaryDirectory() as tmp:
        pattern = os.path.join(tmp, "callgrind.%p")
        if twice:
            shell = " ; ".join([" ".join(map(shlex_quote, command))] * 2)
            command = ["sh", "-c", shell]
        run = subprocess.run(["valgrind", "--tool=callgrind", "--trace-children=yes", "--cache-sim=no",
                              "--callgrind-out-file=" + pattern] + command, capture_output=True, text=True)
        if run.returncode != 0:
            sys.exit(f"budgets.py: {' '.join(command)} failed under callgrind:\n{run.stderr[-2000:]}")
        total = 0
        for name in os.listdir(tmp):
            with open(os.path.join(tmp, name)) as f:
                for line in f:
                    m = re.match(r"(summary|totals):\s+(\d+)", line)
                    if m:
                        total += int(m.group(2))
                        break
        return total


def shlex_quote(s):
    import shlex
    return shlex.quote(s)


def peak_kb(command):
    run = subprocess.run(["/usr/bin/time", "-f", "%M"] + command, capture_output=True, text=True)
    if run.returncode != 0:
        sys.exit(f"budgets.py: {' '.join(command)} failed:\n{run.stderr[-2000:]}")
    return int(run.stderr.strip().splitlines()[-1])


def judge(name, measured, budget):
    """The lines to print and whether the job is within its budget."""
    ok = True
    cells = []
    for key, unit in (("instructions", ""), ("peak_kb", " KB")):
        have, allowed = measured[key], budget.get(key)
        if allowed is None:
            cells.append(f"{key} {have:,}{unit} (no budget)")
            ok = False
            continue
        ratio = have / allowed
        over = ratio > 1 + TOLERANCE
        ok = ok and not over
        cells.append(f"{key} {have:,}{unit} = {ratio:.3f}x budget{'  OVER' if over else ''}")
    return ok, f"{'ok  ' if ok else 'FAIL'} {name}: " + "; ".join(cells)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--plotline", required=True)
    parser.add_argument("--update", action="store_true")
    parser.add_argument("--self-test", action="store_true")
    parser.add_argument("--only", nargs="*")
    args = parser.parse_args()
    budgets = json.load(open(BUDGETS)) if os.path.exists(BUDGETS) else {"jobs": {}}
    failed = []
    with tempfile.TemporaryDirectory() as work:
        reference = jobs(work, os.path.abspath(args.plotline))
        chosen = [(n, t, c) for n, t, c in reference if not args.only or n in args.only]
        # Jobs side by side, one per core: instruction counts and peak memory do not depend on what else runs,
        # so a measurement is the same alone or beside another (and on a busy machine).
        with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
            results = list(pool.map(lambda job: {"instructions": instructions(job[2]), "peak_kb": peak_kb(job[2])}, chosen))
        for (name, title, command), measured in zip(chosen, results):
            if args.update:
                budgets["jobs"][name] = {"what": title, **measured}
                print(f"budget {name}: {measured['instructions']:,} instructions, {measured['peak_kb']:,} KB", flush=True)
                continue
            ok, line = judge(name, measured, budgets["jobs"].get(name, {}))
            print(line, flush=True)
            if not ok:
                failed.append(name)
        if args.self_test:
            small = next(c for n, _, c in reference if n == "line-1k-svg")
            budget = budgets["jobs"]["line-1k-svg"]
            slowed = {"instructions": instructions(small, twice=True), "peak_kb": peak_kb(small)}
            ok, line = judge("self-test: the 1,000-point chart run twice", slowed, budget)
            print(line)
            if ok:
                failed.append("self-test (a job twice as slow passed)")
            bigger = [generate("line", 20_000, os.path.join(work, "line-20k.csv")) if a.endswith("line-1k.csv") else a for a in small]
            grown = {"instructions": instructions(bigger), "peak_kb": peak_kb(bigger)}
            ok, line = judge("self-test: 20 times the rows on the 1,000-point budget", grown, budget)
            print(line)
            if ok:
                failed.append("self-test (a job of 20 times the rows passed)")
    if args.update:
        with open(BUDGETS, "w") as f:
            json.dump(budgets, f, indent=2)
            f.write("\n")
        return
    if failed:
        sys.exit("budgets.py: over budget: " + ", ".join(failed))
    print("budgets.py: every job within 10% of its budget")


if __name__ == "__main__":
    main()
