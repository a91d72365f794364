#!/usr/bin/env python3
"""Independent check of the facts Plotline's words state, computed with pandas/NumPy.

Runs `plotline render` on files from PyPI's vega_datasets (descriptor JSON, .txt words, and
for some charts .md and .braille.txt), computes the same facts with pandas, and compares.

    python Tests/Facts/check_facts.py --plotline PATH [--data-dir DIR] [--only ID,ID] [--verbose]

Exit status: 1 if a check outside EXPECTED_WRONG fails, or a check inside it passes (strict).
"""
import argparse
import csv
import json
import math
import os
import re
import sqlite3
import subprocess
import sys
import tempfile

import numpy as np
import pandas as pd

# Check ids known to fail. Strict:
# a listed check that passes also fails the run, so each line is removed in the commit that makes it true.
# None is listed now: C33 (five days months apart said as a run) was mended by the run's step (README).
EXPECTED_WRONG: set[str] = set()

MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
          "September", "October", "November", "December"]
MON3 = [m[:3] for m in MONTHS]

RESULTS = []  # (check id, ok, expected, stated)

MORE_DATA = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data")


def check(cid, ok, expected, stated):
    RESULTS.append((cid, bool(ok), expected, stated))
    flag = "PASS" if ok else "FAIL"
    if cid in EXPECTED_WRONG:
        flag += " (expected wrong)" if not ok else " (listed in EXPECTED_WRONG but passes)"
    print(f"{flag} {cid}: expected {expected!s} | stated {stated!s}")


# ----------------------------------------------------------------------------- numbers

NUM_EN = r"[-\u2212]?\d[\d,]*(?:\.\d+)?"


def parse_num(s, locale="en-US"):
    """A number as Plotline writes it in a locale: grouping and decimal marks, Unicode minus."""
    s = s.strip().replace("\u2212", "-").replace("\u00a0", "").replace("\u202f", "")
    if locale.startswith("tr") or locale.startswith("de"):
        s = s.replace(".", "").replace(",", ".")
    else:
        s = s.replace(",", "")
    return float(s)


def numbers_in(text, locale="en-US"):
    if locale.startswith("tr"):
        pat = r"[-\u2212]?\d{1,3}(?:\.\d{3})*(?:,\d+)?|[-\u2212]?\d+(?:,\d+)?"
    else:
        pat = r"[-\u2212]?\d{1,3}(?:,\d{3})*(?:\.\d+)?|[-\u2212]?\d+(?:\.\d+)?"
    out = []
    for m in re.finditer(pat, text):
        try:
            out.append(parse_num(m.group(0), locale))
        except ValueError:
            pass
    return out


def decimals(s):
    s = s.strip()
    return len(s.split(".")[1]) if "." in s else 0


def close_to(stated_str, value, extra=0.0):
    """True when the written number is the value rounded to the decimals written."""
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return False
    tol = 0.5 * 10 ** (-decimals(stated_str)) + 1e-9 + extra
    return abs(parse_num(stated_str) - value) <= tol * (1 + 1e-12)


def first_number(s):
    m = re.match(r"\s*(" + NUM_EN + ")", s)
    return m.group(1) if m else None


# ----------------------------------------------------------------------------- dates in words

DATE_RE = re.compile(
    r"^(?:(?P<mon>" + "|".join(MONTHS) + r")(?:\s+(?P<day>\d{1,2}))?)?,?\s*(?P<year>\d{4})?"
    r"(?:\s*at\s*(?P<h>\d{1,2}):(?P<mi>\d{2})\s*(?P<ap>AM|PM))?$")


def date_words(s):
    s = s.replace("\u202f", " ").strip()
    m = DATE_RE.match(s)
    if not m or not any(m.groupdict().values()):
        return None
    g = m.groupdict()
    out = {}
    if g["year"]:
        out["year"] = int(g["year"])
    if g["mon"]:
        out["month"] = MONTHS.index(g["mon"]) + 1
    if g["day"]:
        out["day"] = int(g["day"])
    if g["h"]:
        h = int(g["h"]) % 12 + (12 if g["ap"] == "PM" else 0)
        out["hour"] = h
        out["minute"] = int(g["mi"])
    return out


def date_matches(stated, ts):
    d = date_words(stated)
    if d is None:
        return False
    want = {"year": ts.year, "month": ts.month, "day": ts.day, "hour": ts.hour, "minute": ts.minute}
    return all(want[k] == v for k, v in d.items())


GRAN_FIELDS = {"year": {"year"}, "month": {"year", "month"}, "day": {"year", "month", "day"},
               "hour": {"year", "month", "day", "hour", "minute"}}


def date_phrases(text):
    """Every date written in the text (en-US), as (phrase, fields)."""
    t = text.replace("\u202f", " ")
    pat = (r"(?:(?:" + "|".join(MONTHS) + r")(?: \d{1,2}(?!\d))?(?:, \d{4}| \d{4})?(?: at \d{1,2}:\d{2} [AP]M)?)")
    return [(m.group(0), date_words(m.group(0))) for m in re.finditer(pat, t)]


# ----------------------------------------------------------------------------- reading the words

def balanced(text, i):
    """The text inside the parenthesis opening at text[i], and the index after its close."""
    assert text[i] == "("
    depth, j = 0, i
    while j < len(text):
        if text[j] == "(":
            depth += 1
        elif text[j] == ")":
            depth -= 1
            if depth == 0:
                return text[i + 1:j], j + 1
        j += 1
    return text[i + 1:], len(text)


def parse_extremes(seg):
    """'The lowest value is V (where). The highest is V (where)' -> (lo, lo_where, hi, hi_where); also 'The
    lowest close is ...', a channel of spans that run both ways (a candle's close)."""
    m = re.search(r"The lowest (?:value|close) is (" + NUM_EN + r")[^(]*", seg)
    if not m:
        return None
    lo = m.group(1)
    lw, k = balanced(seg, m.end())
    m2 = re.compile(r"\. The highest is (" + NUM_EN + r")[^(]*").match(seg, k)
    if not m2:
        return None
    hi = m2.group(1)
    hw, _ = balanced(seg, m2.end())
    return lo, lw, hi, hw


FIRSTLAST_RE = re.compile(
    r"From (?P<a>.+?) to (?P<b>.+?): (?P<v1>" + NUM_EN + r")[^,]*? to (?P<v2>" + NUM_EN + r")[^,]*?, "
    r"(?:(?P<dir>up|down) (?P<d>" + NUM_EN + r")[^(.;]*?(?: \((?P<pct>[\d,.]+)%\))?|no change)")


def split_items(where):
    w = re.sub(r"\b((?:" + "|".join(MONTHS) + r") \d{1,2}), (\d{4})", r"\1 \2", where)
    return [x.strip() for x in re.split(r", | and ", w) if x.strip()]


def describe_ties(where):
    """('times', n, first, last) | ('run', None, first, last) | ('list', n, items)."""
    m = re.match(r"(\d[\d,]*) times, first (.*), last (.*)$", where)
    if m:
        return ("times", int(m.group(1).replace(",", "")), m.group(2), m.group(3))
    m = re.match(r"from (.*) to (.*)$", where)
    if m:
        return ("run", None, m.group(1), m.group(2))
    items = split_items(where)
    return ("list", len(items), items[0] if items else "", items[-1] if items else "")


def series_segments(summary, names):
    """The summary's part for each series ('NAME: The lowest value is ...')."""
    if len(names) <= 1:
        return {names[0] if names else "": summary}
    starts = []
    for n in names:
        m = re.search(re.escape(n) + r": The lowest (?:value|close) is", summary)
        starts.append((m.start() if m else -1, n))
    segs = {}
    found = sorted((i, n) for i, n in starts if i >= 0)
    for k, (i, n) in enumerate(found):
        j = found[k + 1][0] if k + 1 < len(found) else len(summary)
        segs[n] = summary[i:j]
    for i, n in starts:
        if i < 0:
            segs[n] = None
    return segs


# ----------------------------------------------------------------------------- running plotline

class Runner:
    def __init__(self, plotline, data_dir, tmp):
        self.plotline, self.data_dir, self.tmp = plotline, data_dir, tmp

    def path(self, name):
        return os.path.join(self.data_dir, name)

    def more(self, name):
        """A file of vega-datasets that PyPI's vega_datasets does not ship offline, kept beside this script
        (data/SOURCES.md says where each is from and its license)."""
        return os.path.join(MORE_DATA, name)

    def render(self, cid, args, ext, locale=None):
        out = os.path.join(self.tmp, f"{cid}{ext}")
        cmd = [self.plotline, "render"] + args + (["--locale", locale] if locale else []) + ["-o", out]
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
        if p.returncode != 0:
            raise RuntimeError(f"{' '.join(cmd)} -> {p.returncode}: {p.stderr.strip()}")
        with open(out, encoding="utf-8") as f:
            return f.read()

    def sqlite(self, name):
        """A CSV file's rows as the table `data` of a SQLite file, every field as the file writes it (text),
        numbers as REAL: the database then reads the same dates and values as the file."""
        path = os.path.join(self.tmp, name + ".db")
        if os.path.exists(path):
            return path
        with open(self.path(name), newline="", encoding="utf-8") as f:
            rows = list(csv.reader(f))
        header, body = rows[0], rows[1:]
        numeric = [all(re.fullmatch(r"-?\d+(\.\d+)?", r[i]) for r in body) for i in range(len(header))]
        db = sqlite3.connect(path)
        db.execute("CREATE TABLE data (" + ", ".join(f'"{h}" {"REAL" if n else "TEXT"}' for h, n in zip(header, numeric)) + ")")
        db.executemany("INSERT INTO data VALUES (" + ", ".join("?" * len(header)) + ")",
                       [[float(v) if n else v for v, n in zip(r, numeric)] for r in body])
        db.commit()
        db.close()
        return path

    def spec(self, cid, spec):
        path = os.path.join(self.tmp, f"{cid}.spec.json")
        with open(path, "w") as f:
            json.dump(spec, f)
        return [path, "--allow-data-outside"]


def words(txt):
    paras = [p for p in txt.split("\n\n")]
    lines = txt.splitlines()
    title = lines[0]
    overview = paras[1].strip() if len(paras) > 1 else ""
    summary = paras[2].strip() if len(paras) > 2 and not paras[2].startswith("- ") else ""
    labels = [l[2:] for l in lines if l.startswith("- ")]
    return title, overview, summary, labels


# ----------------------------------------------------------------------------- the data

def load(data_dir, name):
    p = os.path.join(data_dir, name)
    if name.endswith(".csv"):
        return pd.read_csv(p)
    with open(p) as f:
        return pd.DataFrame(json.load(f))


# A chart's expected facts: rows (x, y, s) after any aggregation, one per mark, plus what kind x is.
class Expect:
    def __init__(self, df, xkind, gran=None, ordered=True, ratio=True, series_names=None,
                 mark_word="values", n_marks=None, missing=None, xlabel=None, corr=None):
        self.df = df                  # columns x, y, s (s: series name as a string)
        self.xkind = xkind            # date | cat | num | bin
        self.gran = gran              # year | month | day | hour (dates)
        self.ordered = ordered        # a first-to-last change is stated
        self.ratio = ratio            # percent change allowed (true zero, not a temperature)
        self.series_names = series_names
        self.mark_word = mark_word
        self.n_marks = n_marks
        self.missing = missing        # text regex and value(s) expected, see check_missing
        self.xlabel = xlabel or (lambda x: str(x))
        self.corr = corr


def loc_matches(stated, x, e):
    stated = stated.replace("\u202f", " ").strip()
    if e.xkind == "date":
        return date_matches(stated, pd.Timestamp(x))
    if e.xkind == "num":
        n = first_number(stated)
        return n is not None and n == stated and close_to(stated, float(x))
    return stated == e.xlabel(x)


def check_series(cid, e, seg, name, sub):
    sub = sub.dropna(subset=["y"])
    if e.xkind == "date" or e.xkind == "num" or e.xkind == "bin":
        sub = sub.sort_values("x", kind="stable")
    tag = f"{cid} [{name}]" if name else cid
    if seg is None:
        check(f"{tag} summary", False, f"a summary for series {name!r}", "none")
        return
    ex = parse_extremes(seg)
    if ex is None:
        check(f"{tag} extremes", False, "'The lowest value is .... The highest is ...'", seg[:160])
        return
    for which, v, where in (("lowest", ex[0], ex[1]), ("highest", ex[2], ex[3])):
        true = sub["y"].min() if which == "lowest" else sub["y"].max()
        rows = sub[np.isclose(sub["y"], true, rtol=0, atol=1e-9)]
        check(f"{tag} {which} value", close_to(v, true), f"{true:g}", v)
        if true != 0:
            check(f"{tag} {which} not written as zero", parse_num(v) != 0, f"{true:g} (not zero)", v)
        kind = describe_ties(where)
        n = len(rows)
        if kind[0] == "run":
            idx = [sub.index.get_loc(i) for i in rows.index]
            consecutive = n >= 2 and idx == list(range(idx[0], idx[0] + n))
            # "from A to B" says every step between holds it: dates a year, month or day apart, not bars
            # that follow one another across months without rows (a run of the data's steps, issue 29).
            if consecutive and e.xkind == "date" and e.gran in ("year", "month", "day"):
                ts = [pd.Timestamp(x) for x in rows["x"]]
                unit = {"year": lambda a, b: b.year - a.year,
                        "month": lambda a, b: (b.year - a.year) * 12 + b.month - a.month,
                        "day": lambda a, b: (b.normalize() - a.normalize()).days}[e.gran]
                consecutive = all(unit(a, b) == 1 for a, b in zip(ts, ts[1:]))
            check(f"{tag} {which} rows", consecutive,
                  f"{n} rows" + (" (a run)" if consecutive else " (not one run)"), f"({where})")
        elif kind[0] == "times":
            check(f"{tag} {which} rows", kind[1] == n, f"{n} rows", f"({where})")
        else:
            check(f"{tag} {which} rows", kind[1] == n, f"{n} rows: " +
                  ", ".join(e.xlabel(x) if e.xkind != 'date' else str(pd.Timestamp(x).date()) for x in rows["x"][:6]) +
                  ("..." if n > 6 else ""), f"({where})")
        if n >= 1 and kind[0] != "list" or n == 1:
            ok = loc_matches(kind[2], rows["x"].iloc[0], e) and (n == 1 or loc_matches(kind[3], rows["x"].iloc[-1], e))
            exp_loc = f"first {rows['x'].iloc[0]}, last {rows['x'].iloc[-1]}" if n > 1 else f"{rows['x'].iloc[0]}"
            check(f"{tag} {which} where", ok, exp_loc, f"({where})")
    m = FIRSTLAST_RE.search(seg)
    if not e.ordered:
        check(f"{tag} no change between categories", m is None, "no 'From A to B: ... up/down'",
              m.group(0) if m else "none")
        return
    if m is None:
        check(f"{tag} first/last", False, "'From A to B: V1 to V2, up/down D'", seg[-160:])
        return
    v1, v2 = sub["y"].iloc[0], sub["y"].iloc[-1]
    check(f"{tag} first value", close_to(m.group("v1"), v1) and loc_matches(m.group("a"), sub["x"].iloc[0], e),
          f"{v1:g} at {sub['x'].iloc[0]}", f"{m.group('v1')} at {m.group('a')}")
    check(f"{tag} last value", close_to(m.group("v2"), v2) and loc_matches(m.group("b"), sub["x"].iloc[-1], e),
          f"{v2:g} at {sub['x'].iloc[-1]}", f"{m.group('v2')} at {m.group('b')}")
    ch = v2 - v1
    if abs(ch) < 1e-9:
        check(f"{tag} change", m.group("dir") is None, "no change", m.group(0)[-40:])
    else:
        ok = m.group("dir") == ("up" if ch > 0 else "down") and m.group("d") is not None and \
            close_to(m.group("d"), abs(ch), extra=10 ** -decimals(m.group("d")))
        check(f"{tag} change", ok, f"{'up' if ch > 0 else 'down'} {abs(ch):g}", f"{m.group('dir')} {m.group('d')}")
    want_pct = e.ratio and abs(v1) > 1e-12 and abs(ch) > 1e-9
    has_pct = m.group("pct") is not None
    if want_pct and has_pct:
        pct = abs(ch) / abs(v1) * 100
        check(f"{tag} percent", close_to(m.group("pct"), pct, extra=0.1), f"{pct:.1f}%", m.group("pct") + "%")
        # 100% says the value fell to nothing, 0% that it did not change: neither where it is not so.
        shown = parse_num(m.group("pct"))
        check(f"{tag} percent not rounded to 0 or 100", not ((shown == 100 and abs(pct - 100) > 1e-9) or shown == 0),
              f"{pct:.4g}%", m.group("pct") + "%")
    else:
        why = "ratio scale" if want_pct else ("no true zero / temperature" if not e.ratio else "from zero")
        check(f"{tag} percent", want_pct == has_pct, ("a percent" if want_pct else "no percent") + f" ({why})",
              (m.group("pct") + "%") if has_pct else "no percent")


def check_chart(cid, e, txt, desc=None):
    title, overview, summary, labels = words(txt)
    df = e.df
    names = e.series_names if e.series_names is not None else \
        ([] if df["s"].isna().all() else list(dict.fromkeys(df["s"].dropna())))
    # marks
    n_marks = e.n_marks if e.n_marks is not None else int(df["y"].notna().sum())
    m = re.search(r"(\d[\d,]*) (values|bars|points|rectangles|stacked bars|segments)\b", overview)
    check(f"{cid} marks", m is not None and int(m.group(1).replace(",", "")) == n_marks and m.group(2) == e.mark_word,
          f"{n_marks} {e.mark_word}", m.group(0) if m else overview[-60:])
    # series names
    if len(names) > 1:
        m = re.search(r"(\d+) series: (.+?)\. \d", overview)
        stated = [s.strip() for s in re.split(r", ", m.group(2))] if m else []
        check(f"{cid} series names", m is not None and sorted(stated) == sorted(names),
              ", ".join(names), ", ".join(stated) if m else overview)
    numeric = [n for n in names if re.fullmatch(r"\d{4,}", n)]
    if numeric:
        grouped = [f"{int(n):,}" for n in numeric if f"{int(n):,}" in overview + summary]
        check(f"{cid} numeric series written as names", not grouped, ", ".join(numeric),
              "grouped as numbers: " + ", ".join(grouped) if grouped else "ok")
    segs = series_segments(summary, names if len(names) > 1 else [""])
    if len(names) > 1:
        for n in names:
            check_series(cid, e, segs.get(n), n, df[df["s"] == n])
    else:
        check_series(cid, e, segs[""], "", df)
    # granularity of dates written anywhere in the words
    if e.gran:
        allowed = GRAN_FIELDS[e.gran]
        bad = [p for p, f in date_phrases("\n".join([overview, summary] + labels)) if f and set(f) - allowed]
        check(f"{cid} date granularity ({e.gran})", not bad, f"dates written to the {e.gran}",
              f"{len(bad)} finer, e.g. {bad[0]!r}" if bad else "ok")
    if e.gran == "year":
        xaxis = re.search(r"X axis: [^,]*, (.*?)\. Y axis", overview)
        places = [xaxis.group(1) if xaxis else ""] + re.findall(r"\(([^()%]*)\)", summary) + \
            re.findall(r"From (.+?) to (.+?): ", summary)
        bad = re.findall(r"\b\d,\d{3}\b", " | ".join(p if isinstance(p, str) else " ".join(p) for p in places))
        check(f"{cid} years without grouping", not bad, "years like 1956", bad[0] if bad else "ok")
    # missing
    if e.missing is not None:
        pat, want = e.missing
        m = re.search(pat, summary)
        got = tuple(int(g.replace(",", "")) for g in m.groups()) if m else None
        check(f"{cid} missing", got == want, f"{pat} with {want}", m.group(0) if m else "not stated")
    # correlation
    if e.corr is not None:
        for n, r in e.corr.items():
            seg = segs.get(n) if len(names) > 1 else segs[""]
            m = re.search(r"Pearson r = (" + NUM_EN + ")", seg or "")
            check(f"{cid} [{n}] Pearson r", m is not None and close_to(m.group(1), r), f"{r:.2f}",
                  m.group(1) if m else "not stated")
    return title, overview, summary, labels


def check_md(cid, e, md):
    rows = [l for l in md.splitlines() if l.startswith("| ") and not set(l) <= set("|- :")]
    n = int(e.df["y"].notna().sum())
    # header row plus one row per mark
    check(f"{cid} table rows", len(rows) - 1 == n, f"{n} data rows", f"{len(rows) - 1} rows")


def check_braille(cid, e, br, names):
    """Each series a line of cells. With several series that each have one value per x, a cell per x of the
    union of every series' x (blank where the series has none); else one per row. Each cell is the value's
    quarter of the range of every series, or of the series' own range when the line says one after its name
    ("MSFT (15.81 – 43.22): ..."), as a series varying inside one quarter is written; never one repeated
    cell for a series that varies."""
    lines = br.splitlines()
    df = e.df
    allv = df["y"].dropna()
    cells = "\u28c0\u2824\u2812\u2809"
    many = len([n for n in names if n]) > 1
    unique_x = all(not df[df["s"] == n]["x"].duplicated().any() for n in names) if many else False
    xs = sorted(df["x"].dropna().unique()) if unique_x else None
    for n in names:
        line = None
        for l in lines:
            if ": " not in l:
                continue
            head, body = l.split(": ", 1)
            if not set(body) <= set(cells + "\u2800"):
                continue
            if (n and (head == n or head.startswith(n + " ("))) or (not n):
                line = (head, body)
                break
        sub = df[df["s"] == n] if n else df
        sub = sub.sort_values("x", kind="stable")
        if line is None:
            check(f"{cid} [{n}] braille", False, "a braille line", "none")
            continue
        head, b = line
        if xs is not None:
            at = dict(zip(sub["x"], sub["y"]))
            vals = [at.get(x, float("nan")) for x in xs]
            what = "one per x step of every series"
        else:
            vals = list(sub["y"])
            what = "one per row"
        check(f"{cid} [{n}] braille cells", len(b) == len(vals), f"{len(vals)} cells ({what})", f"{len(b)} cells")
        nmiss = sum(1 for v in vals if pd.isna(v))
        check(f"{cid} [{n}] braille blanks", b.count("\u2800") == nmiss, f"{nmiss} blank cells (missing values and x steps it lacks)",
              f"{b.count(chr(0x2800))} blank")
        own = head != n and head.endswith(")")
        present = [v for v in vals if not pd.isna(v)]
        lo, hi = (min(present), max(present)) if own and present else (allv.min(), allv.max())
        quarter = lambda v: cells[min(3, int((v - lo) / (hi - lo) * 4))] if hi > lo else cells[2]
        want = "".join("\u2800" if pd.isna(v) else quarter(v) for v in vals)
        if len(b) == len(want):
            diff = [i for i, (p, q) in enumerate(zip(b, want)) if p != q and not (
                not pd.isna(vals[i]) and hi > lo and abs(((vals[i] - lo) / (hi - lo) * 4) - round((vals[i] - lo) / (hi - lo) * 4)) < 1e-9)]
            check(f"{cid} [{n}] braille quarters", not diff, "each cell the value's quarter" + (" of its own range" if own else ""),
                  f"{len(diff)} cells differ" + (f", first at {diff[0]}" if diff else ""))
        if len(set(present)) > 1:
            check(f"{cid} [{n}] braille varies", len(set(c for c in b if c != "\u2800")) > 1,
                  "more than one height for a series that varies", b[:40])


# ----------------------------------------------------------------------------- the charts

def frame(x, y, s=None):
    return pd.DataFrame({"x": list(x), "y": list(y), "s": list(s) if s is not None else [None] * len(x)})


def run_all(R, only):
    D = R.data_dir
    sw = load(D, "seattle-weather.csv")
    sw["date"] = pd.to_datetime(sw["date"], format="%Y/%m/%d")
    cars = load(D, "cars.json")
    stocks = load(D, "stocks.csv")
    stocks["date"] = pd.to_datetime(stocks["date"], format="%b %d %Y")
    charts = []

    def chart(cid, args, expect_fn, extra=("txt",), locale=None):
        charts.append((cid, args, expect_fn, extra, locale))

    # C01 stocks: a line per symbol (monthly, prices: a ratio scale)
    chart("C01-stocks-line", [R.path("stocks.csv"), "--x", "date", "--y", "price", "--series", "symbol"],
          lambda: Expect(frame(stocks["date"], stocks["price"], stocks["symbol"]), "date", "month"),
          ("txt", "braille"))
    # C02 Seattle daily high: a temperature (no percent), ties
    chart("C02-seattle-temp-max", [R.path("seattle-weather.csv"), "--x", "date", "--y", "temp_max"],
          lambda: Expect(frame(sw["date"], sw["temp_max"]), "date", "day", ratio=False), ("txt", "md"))
    chart("C03-seattle-temp-min", [R.path("seattle-weather.csv"), "--x", "date", "--y", "temp_min"],
          lambda: Expect(frame(sw["date"], sw["temp_min"]), "date", "day", ratio=False))
    chart("C04b-seattle-precip-line", [R.path("seattle-weather.csv"), "--x", "date", "--y", "precipitation"],
          lambda: Expect(frame(sw["date"], sw["precipitation"]), "date", "day"), ("txt", "braille"))
    chart("C04-seattle-wind", [R.path("seattle-weather.csv"), "--x", "date", "--y", "wind"],
          lambda: Expect(frame(sw["date"], sw["wind"]), "date", "day"))
    # C05 precipitation summed by month of the year (cyclic: categories)
    g = sw.groupby(sw["date"].dt.month)["precipitation"].sum()
    chart("C05-precip-by-month", [R.path("seattle-weather.csv"), "--x", "month(date)", "--y", "sum(precipitation)"],
          lambda: Expect(frame(g.index, g.values), "cat", ordered=False, mark_word="bars",
                         xlabel=lambda m: MON3[m - 1]), ("txt", "md"))
    # C06 days per weather
    g6 = sw.groupby("weather").size()
    chart("C06-days-by-weather", [R.path("seattle-weather.csv"), "--x", "weather", "--y", "count()"],
          lambda: Expect(frame(g6.index, g6.values), "cat", ordered=False, mark_word="bars"))
    # C07 monthly mean high (yearmonth): monthly dates, a temperature
    g7 = sw.groupby(sw["date"].dt.to_period("M"))["temp_max"].mean()
    chart("C07-mean-high-yearmonth", [R.path("seattle-weather.csv"), "--x", "yearmonth(date)", "--y", "mean(temp_max)"],
          lambda: Expect(frame(g7.index.to_timestamp(), g7.values), "date", "month", ratio=False))
    # C08 yearly precipitation (year(date)): year-only dates
    g8 = sw.groupby(sw["date"].dt.year)["precipitation"].sum()
    chart("C08-precip-by-year", [R.path("seattle-weather.csv"), "--x", "year(date)", "--y", "sum(precipitation)"],
          lambda: Expect(frame([pd.Timestamp(year=y, month=1, day=1) for y in g8.index], g8.values), "date", "year",
                         mark_word="bars"))
    # C09 mean high by weather
    g9 = sw.groupby("weather")["temp_max"].mean()
    chart("C09-mean-high-by-weather", [R.path("seattle-weather.csv"), "--x", "weather", "--y", "mean(temp_max)"],
          lambda: Expect(frame(g9.index, g9.values), "cat", ordered=False, ratio=False, mark_word="bars"))
    # C10 band: area from temp_min to temp_max
    charts.append(("C10-band", R.spec("C10-band", {
        "data": {"path": R.path("seattle-weather.csv")},
        "marks": [{"type": "area", "x": {"field": "date"}, "yStart": {"field": "temp_min"},
                   "yEnd": {"field": "temp_max"}}]}), None, ("txt", "descriptor", "md"), None))
    # C11 histogram of fuel economy
    charts.append(("C11-mpg-histogram", [R.path("cars.json"), "--x", "bin(Miles_per_Gallon)", "--y", "count()"],
                   None, ("txt",), None))
    # C12 points by origin, with missing values on both axes
    cc = cars.dropna(subset=["Horsepower", "Miles_per_Gallon"])
    corr12 = {o: cc[cc.Origin == o][["Horsepower", "Miles_per_Gallon"]].corr().iloc[0, 1] for o in cc.Origin.unique()}
    nmiss = (int(cars.Miles_per_Gallon.isna().sum()), int(cars.Horsepower.isna().sum()),
             int((cars.Miles_per_Gallon.isna() | cars.Horsepower.isna()).sum()))
    miss_pat = (r"Missing: (\d+) values? of Miles per Gallon and (\d+) of Horsepower; (\d+) rows? (?:is|are) not drawn", nmiss)
    chart("C12-cars-points-origin", [R.path("cars.json"), "--x", "Horsepower", "--y", "Miles_per_Gallon", "--series", "Origin"],
          lambda: Expect(frame(cc["Horsepower"], cc["Miles_per_Gallon"], cc["Origin"]), "num", ordered=False,
                         mark_word="points", missing=miss_pat, corr=corr12))
    # C13 numeric series: Cylinders
    corr13 = {str(c): cc[cc.Cylinders == c][["Horsepower", "Miles_per_Gallon"]].corr().iloc[0, 1]
              for c in cc.Cylinders.unique()}
    chart("C13-cars-points-cylinders", [R.path("cars.json"), "--x", "Horsepower", "--y", "Miles_per_Gallon", "--series", "Cylinders"],
          lambda: Expect(frame(cc["Horsepower"], cc["Miles_per_Gallon"], cc["Cylinders"].astype(str)), "num",
                         ordered=False, mark_word="points", missing=miss_pat, corr=corr13))
    # C14 mean fuel economy by origin
    g14 = cars.groupby("Origin")["Miles_per_Gallon"].mean()
    chart("C14-cars-mean-mpg-origin", [R.path("cars.json"), "--x", "Origin", "--y", "mean(Miles_per_Gallon)"],
          lambda: Expect(frame(g14.index, g14.values), "cat", ordered=False, mark_word="bars"))
    # C15 barley: numeric series 'year', stacked bars of summed yield
    barley = load(D, "barley.json")
    g15 = barley.groupby(["variety", "year"])["yield"].sum().reset_index()
    chart("C15-barley-sum-by-year", [R.path("barley.json"), "--x", "variety", "--y", "sum(yield)", "--series", "year"],
          lambda: Expect(frame(g15["variety"], g15["yield"], g15["year"].astype(str)), "cat", ordered=False,
                         mark_word="stacked bars", n_marks=g15["variety"].nunique()))
    # C16 barley points by site, series year
    chart("C16-barley-points-year", [R.path("barley.json"), "--x", "site", "--y", "yield", "--series", "year", "--mark", "point"],
          lambda: Expect(frame(barley["site"], barley["yield"], barley["year"].astype(str)), "cat", ordered=False,
                         mark_word="points"))
    # C17 heat map: barley 1932, variety x site, color = yield
    b32 = barley[barley.year == 1932]
    charts.append(("C17-barley-heatmap", R.spec("C17-barley-heatmap", {
        "data": {"path": R.path("barley.json")},
        "transform": [{"filter": {"field": "year", "equal": 1932}}],
        "marks": [{"type": "rectangle", "x": {"field": "variety"}, "y": {"field": "site"},
                   "color": {"field": "yield", "type": "number"}}]}), None, ("txt",), None))
    # C18 candlestick
    charts.append(("C18-ohlc-candlestick", [R.path("ohlc.json"), "--x", "date", "--mark", "candlestick"], None, ("txt", "md"), None))
    # C19 Iowa electricity, stacked areas over years
    io = load(D, "iowa-electricity.csv")
    io["year"] = pd.to_datetime(io["year"])
    chart("C19-iowa-area", [R.path("iowa-electricity.csv"), "--x", "year", "--y", "net_generation", "--series", "source", "--mark", "area"],
          lambda: Expect(frame(io["year"], io["net_generation"], io["source"]), "date", "year"))
    # C20 US employment, three columns folded (monthly)
    us = load(D, "us-employment.csv")
    us["month"] = pd.to_datetime(us["month"])
    cols = ["manufacturing", "retail_trade", "government"]
    f20 = pd.concat([frame(us["month"], us[c], [c.replace("_", " ")] * len(us)) for c in cols])
    f20 = f20.reset_index(drop=True)
    chart("C20-us-employment", [R.path("us-employment.csv"), "--x", "month", "--y", ",".join(cols)],
          lambda: Expect(f20, "date", "month"))
    # C21 Seattle hourly temperatures (Fahrenheit; 'temp' in the title)
    st = load(D, "seattle-temps.csv")
    st["date"] = pd.to_datetime(st["date"], format="%Y/%m/%d %H:%M")
    chart("C21-seattle-temps-hourly", [R.path("seattle-temps.csv"), "--x", "date", "--y", "temp"],
          lambda: Expect(frame(st["date"], st["temp"]), "date", "hour", ratio=False))
    sf = load(D, "sf-temps.csv")
    sf["date"] = pd.to_datetime(sf["date"], format="%Y/%m/%d %H:%M:%S")
    chart("C22-sf-temps-hourly", [R.path("sf-temps.csv"), "--x", "date", "--y", "temp"],
          lambda: Expect(frame(sf["date"], sf["temp"]), "date", "hour", ratio=False))
    # C21d/C22d: the same hourly lines read from a SQLite file, narrow enough (400 points: 1,600 buckets, fewer
    # than a quarter of the 8,760 rows) that the database reduces them: its ties are counted over every row too.
    for cid, name, fr in (("C21d-seattle-temps-sqlite", "seattle-temps.csv", st), ("C22d-sf-temps-sqlite", "sf-temps.csv", sf)):
        chart(cid, ["sqlite:" + R.sqlite(name), "--table", "data", "--x", "date", "--y", "temp", "--width", "400"],
              lambda fr=fr: Expect(frame(fr["date"], fr["temp"]), "date", "hour", ratio=False))
    # C04d: Seattle's daily rain from a SQLite file, 80 points wide (320 buckets, fewer than a quarter of the
    # 1,461 days) so the database reduces it: 838 dry days tie at the lowest, counted by the database.
    chart("C04d-seattle-precip-sqlite", ["sqlite:" + R.sqlite("seattle-weather.csv"), "--table", "data", "--x", "date",
                                         "--y", "precipitation", "--width", "80"],
          lambda: Expect(frame(sw["date"], sw["precipitation"]), "date", "day"))
    # C23 wheat: year strings, wages with 2 missing
    wh = load(D, "wheat.json")
    wh["t"] = [pd.Timestamp(year=int(y), month=1, day=1) for y in wh["year"]]
    chart("C23-wheat-wages", [R.path("wheat.json"), "--x", "year", "--y", "wages"],
          lambda: Expect(frame(wh["t"], wh["wages"]), "date", "year",
                         missing=(r"(\d+) values? (?:is|are) missing", (int(wh.wages.isna().sum()),))),
          ("txt", "md", "braille"))
    chart("C24-wheat-price", [R.path("wheat.json"), "--x", "year", "--y", "wheat"],
          lambda: Expect(frame(wh["t"], wh["wheat"]), "date", "year"))
    # C25 driving: numeric years on x are time: a line, its change from the first year to the last
    dr = load(D, "driving.json")
    chart("C25-driving-gas-by-year", [R.path("driving.json"), "--x", "year", "--y", "gas"],
          lambda: Expect(frame(dr["year"], dr["gas"]), "num", gran="year"))
    # C26 anscombe: ties in X (series IV)
    an = load(D, "anscombe.json")
    chart("C26-anscombe", [R.path("anscombe.json"), "--x", "X", "--y", "Y", "--series", "Series"],
          lambda: Expect(frame(an["X"], an["Y"], an["Series"]), "num", ordered=False, mark_word="points",
                         corr={s: an[an.Series == s][["X", "Y"]].corr().iloc[0, 1] for s in an.Series.unique()}))
    # C27 iris
    ir = load(D, "iris.json")
    chart("C27-iris", [R.path("iris.json"), "--x", "sepalLength", "--y", "petalLength", "--series", "species"],
          lambda: Expect(frame(ir["sepalLength"], ir["petalLength"], ir["species"]), "num", ordered=False,
                         mark_word="points",
                         corr={s: ir[ir.species == s][["sepalLength", "petalLength"]].corr().iloc[0, 1] for s in ir.species.unique()}))
    # C28 crimea: monthly, three columns (wounds start at 0)
    cr = load(D, "crimea.json")
    cr["date"] = pd.to_datetime(cr["date"])
    f28 = pd.concat([frame(cr["date"], cr[c], [c] * len(cr)) for c in ["wounds", "other", "disease"]]).reset_index(drop=True)
    chart("C28-crimea", [R.path("crimea.json"), "--x", "date", "--y", "wounds,other,disease"],
          lambda: Expect(f28, "date", "month"))
    # C29 LA riots ages: histogram with one missing age
    charts.append(("C29-la-riots-age-histogram", [R.path("la-riots.csv"), "--x", "bin(age)", "--y", "count()"], None, ("txt",), None))
    # C33 LA riots deaths by day: five days hold the lowest, months apart; not a run "from May 20, 1992 to
    # November 24, 1993" but "5 times, first ..., last ..." (issue 29, found after it was filed)
    riots = load(D, "la-riots.csv")
    g33 = riots.groupby(pd.to_datetime(riots["death_date"]).dt.normalize()).size()
    chart("C33-la-riots-deaths-by-day", [R.path("la-riots.csv"), "--x", "yearmonthdate(death_date)", "--y", "count()"],
          lambda: Expect(frame(g33.index, g33.values), "date", "day", mark_word="bars"))
    # C30 airports per state (many ties)
    # 'NA' in a column of categories is kept as written (README, "Missing markers")
    ap = pd.read_csv(R.path("airports.csv"), keep_default_na=False)
    g30 = ap.groupby("state").size()
    chart("C30-airports-by-state", [R.path("airports.csv"), "--x", "state", "--y", "count()"],
          lambda: Expect(frame(g30.index, g30.values), "cat", ordered=False, mark_word="bars"))
    # C31 burtin: penicillin by bacteria (names with parentheses)
    bu = load(D, "burtin.json")
    chart("C31-burtin-penicillin", [R.path("burtin.json"), "--x", "Bacteria", "--y", "Penicillin"],
          lambda: Expect(frame(bu["Bacteria"], bu["Penicillin"]), "cat", ordered=False, mark_word="bars"))
    # C32 stocks monthly mean per year and symbol
    s32 = stocks.groupby([stocks["date"].dt.year, "symbol"])["price"].mean().reset_index()
    chart("C32-stocks-yearly-mean", [R.path("stocks.csv"), "--x", "year(date)", "--y", "mean(price)", "--series", "symbol"],
          lambda: Expect(frame([pd.Timestamp(year=int(y), month=1, day=1) for y in s32["date"]], s32["price"], s32["symbol"]),
                         "date", "year"))
    # Locales: the numbers appear, written in the locale
    msft = stocks[stocks.symbol == "MSFT"]
    for loc in ("ko-KR", "tr-TR"):
        charts.append((f"L1-msft-{loc}", [R.path("stocks.csv"), "--x", "date", "--y", "price", "--filter", 'symbol == "MSFT"'],
                       ("locale", [msft["price"].min(), msft["price"].max(), msft["price"].iloc[0], msft["price"].iloc[-1]], len(msft), True),
                       ("txt",), loc))
        charts.append((f"L2-seattle-high-{loc}", [R.path("seattle-weather.csv"), "--x", "date", "--y", "temp_max"],
                       ("locale", [sw["temp_max"].min(), sw["temp_max"].max(), sw["temp_max"].iloc[0], sw["temp_max"].iloc[-1]], len(sw), False),
                       ("txt",), loc))
        charts.append((f"L5-driving-years-{loc}", [R.path("driving.json"), "--x", "year", "--y", "gas"],
                       ("locale", [dr["gas"].min(), dr["gas"].max()], len(dr), None,
                        [int(dr.year.min()), int(dr.year.max()), int(dr.year[dr.gas.idxmin()]), int(dr.year[dr.gas.idxmax()])]),
                       ("txt",), loc))
    charts.append(("L3-us-employment-tr-TR", [R.path("us-employment.csv"), "--x", "month", "--y", "manufacturing"],
                   ("locale", [us["manufacturing"].min(), us["manufacturing"].max()], len(us)), ("txt",), "tr-TR"))
    charts.append(("L4-precip-month-ko-KR", [R.path("seattle-weather.csv"), "--x", "month(date)", "--y", "sum(precipitation)"],
                   ("locale", [g.min(), g.max()], 12), ("txt",), "ko-KR"))

    # ------------------------------------------------------------------ files beyond vega_datasets' offline set
    # N01 weather: two cities' daily highs (a temperature: no percent), lines aligned by date in braille
    we = pd.read_csv(R.more("weather.csv"))
    we["date"] = pd.to_datetime(we["date"])
    chart("N01-weather-high-by-location", [R.more("weather.csv"), "--x", "date", "--y", "temp_max", "--series", "location"],
          lambda: Expect(frame(we["date"], we["temp_max"], we["location"]), "date", "day", ratio=False),
          ("txt", "braille"))
    # N02 weather: rain summed by month and city, stacked bars (months with no rain tie at 0)
    g_n2 = we.groupby([we["date"].dt.to_period("M"), "location"], sort=False)["precipitation"].sum().reset_index()
    chart("N02-weather-rain-by-month-location", [R.more("weather.csv"), "--x", "yearmonth(date)", "--y", "sum(precipitation)",
                                                 "--series", "location"],
          lambda: Expect(frame(g_n2["date"].dt.to_timestamp(), g_n2["precipitation"], g_n2["location"]), "date", "month",
                         mark_word="stacked bars", n_marks=g_n2["date"].nunique()))
    # N03 gapminder: points with repeated x (11 countries' years), a numeric series (cluster) as categories
    gm = load(R.more(""), "gapminder.json")
    chart("N03-gapminder-life-by-year-cluster", [R.more("gapminder.json"), "--x", "year", "--y", "life_expect", "--series", "cluster"],
          lambda: Expect(frame(gm["year"], gm["life_expect"], gm["cluster"].astype(str)), "num", ordered=False,
                         mark_word="points", gran="year",
                         corr={str(c): gm[gm.cluster == c][["year", "life_expect"]].corr().iloc[0, 1] for c in gm.cluster.unique()}))
    # N03b gapminder: years as series (year:N), eleven of them: the count is said before the names
    chart("N03b-gapminder-years-as-series", [R.more("gapminder.json"), "--x", "fertility", "--y", "life_expect", "--series", "year:N"],
          lambda: Expect(frame(gm["fertility"], gm["life_expect"], gm["year"].astype(str)), "num", ordered=False,
                         mark_word="points",
                         corr={str(y): gm[gm.year == y][["fertility", "life_expect"]].corr().iloc[0, 1] for y in gm.year.unique()}))
    # N04 unemployment across industries: 14 monthly series stamped at midnight in California (08:00 UTC in
    # winter, 07:00 in summer): months, not "January 1, 2000 at 8:00 AM"
    un = load(R.more(""), "unemployment-across-industries.json")
    un["t"] = pd.to_datetime(un["date"], utc=True).dt.tz_localize(None)
    chart("N04-unemployment-industries", [R.more("unemployment-across-industries.json"), "--x", "date", "--y", "count",
                                          "--series", "series"],
          lambda: Expect(frame(un["t"], un["count"], un["series"]), "date", "month"))
    # N04b one industry by month as categories (date:N): each bar named by its month, not "2000-01-01T08:00:00Z"
    fin = un[un.series == "Finance"]
    chart("N04b-unemployment-finance-months-as-categories",
          [R.more("unemployment-across-industries.json"), "--x", "date:N", "--y", "count", "--filter", 'series == "Finance"',
           "--mark", "bar"],
          lambda: Expect(frame(fin["t"], fin["count"]), "cat", ordered=False, mark_word="bars",
                         xlabel=lambda t: f"{MONTHS[pd.Timestamp(t).month - 1]} {pd.Timestamp(t).year}"))
    # N05 CO2 at Mauna Loa: a monthly line (ppm: a ratio scale), its table and braille
    co2 = pd.read_csv(R.more("co2-concentration.csv"))
    co2["Date"] = pd.to_datetime(co2["Date"])
    chart("N05-co2-monthly", [R.more("co2-concentration.csv"), "--x", "Date", "--y", "CO2"],
          lambda: Expect(frame(co2["Date"], co2["CO2"]), "date", "month"), ("txt", "md", "braille"))
    # N05b yearly means: year-only dates (a mean is drawn as a line)
    g_n5 = co2.groupby(co2["Date"].dt.year)["CO2"].mean()
    chart("N05b-co2-yearly-mean", [R.more("co2-concentration.csv"), "--x", "year(Date)", "--y", "mean(CO2)"],
          lambda: Expect(frame([pd.Timestamp(year=int(y), month=1, day=1) for y in g_n5.index], g_n5.values), "date", "year"))
    # N06 GitHub punch card: hourly counts, hundreds of ties at the lowest
    gh = pd.read_csv(R.more("github.csv"))
    gh["time"] = pd.to_datetime(gh["time"], format="%Y/%m/%d %H:%M:%S")
    chart("N06-github-hourly", [R.more("github.csv"), "--x", "time", "--y", "count"],
          lambda: Expect(frame(gh["time"], gh["count"]), "date", "hour"))
    # N06b summed by day: day bars (days without a commit have no bar)
    g_n6 = gh.groupby(gh["time"].dt.normalize())["count"].sum()
    chart("N06b-github-daily", [R.more("github.csv"), "--x", "yearmonthdate(time)", "--y", "sum(count)"],
          lambda: Expect(frame(g_n6.index, g_n6.values), "date", "day", mark_word="bars"))
    # N07 global temperature anomaly: whole years as dates (year:T), values below zero (no percent)
    gt = pd.read_csv(R.more("global-temp.csv"))
    gt["t"] = [pd.Timestamp(year=int(y), month=1, day=1) for y in gt["year"]]
    chart("N07-global-temp-years", [R.more("global-temp.csv"), "--x", "year:T", "--y", "temp"],
          lambda: Expect(frame(gt["t"], gt["temp"]), "date", "year", ratio=False), ("txt", "md"))
    # N07b the same as numbers: a line along years written 1880, not 1,880, with no percent (temperatures)
    chart("N07b-global-temp-numeric-years", [R.more("global-temp.csv"), "--x", "year", "--y", "temp"],
          lambda: Expect(frame(gt["year"], gt["temp"]), "num", gran="year", ratio=False))
    # N07c years asked for as numbers with a mark of points (`--mark point`): a scatter, with Pearson's r
    chart("N07c-global-temp-year-points", [R.more("global-temp.csv"), "--x", "year", "--y", "temp", "--mark", "point"],
          lambda: Expect(frame(gt["year"], gt["temp"]), "num", ordered=False, mark_word="points", gran="year",
                         corr={"": gt[["year", "temp"]].corr().iloc[0, 1]}))
    # N08 penguins: points by species with values missing on both axes
    pg = load(R.more(""), "penguins.json")
    pgc = pg.dropna(subset=["Beak Length (mm)", "Body Mass (g)"])
    pmiss = (int(pg["Body Mass (g)"].isna().sum()), int(pg["Beak Length (mm)"].isna().sum()),
             int((pg["Body Mass (g)"].isna() | pg["Beak Length (mm)"].isna()).sum()))
    chart("N08-penguins-points", [R.more("penguins.json"), "--x", "Beak Length (mm)", "--y", "Body Mass (g)", "--series", "Species"],
          lambda: Expect(frame(pgc["Beak Length (mm)"], pgc["Body Mass (g)"], pgc["Species"]), "num", ordered=False,
                         mark_word="points",
                         missing=(r"Missing: (\d+) values? of Body Mass \(g\) and (\d+) of Beak Length \(mm\); (\d+) rows? (?:is|are) not drawn", pmiss),
                         corr={sp: pgc[pgc.Species == sp][["Beak Length (mm)", "Body Mass (g)"]].corr().iloc[0, 1]
                               for sp in pgc.Species.unique()}), ("txt", "md"))
    # N08b penguins: a histogram of flipper lengths, two missing
    charts.append(("N08b-penguins-flipper-histogram", [R.more("penguins.json"), "--x", "bin(Flipper Length (mm))", "--y", "count()"],
                   None, ("txt",), None))
    # N09 monarchs: bars from a reign's first year to its last (both edges, years as dates)
    charts.append(("N09-monarchs-reigns", R.spec("N09-monarchs-reigns", {
        "data": {"path": R.more("monarchs.json")},
        "marks": [{"type": "bar", "x": {"field": "name"}, "yStart": {"field": "start", "type": "date"},
                   "yEnd": {"field": "end", "type": "date"}}]}), None, ("txt", "descriptor"), None))
    # N10 disasters: deaths per year and kind (year:T), eleven series with years missing from some
    di = pd.read_csv(R.more("disasters.csv"))
    di["t"] = [pd.Timestamp(year=int(y), month=1, day=1) for y in di["Year"]]
    chart("N10-disasters-by-year", [R.more("disasters.csv"), "--x", "Year:T", "--y", "Deaths", "--series", "Entity"],
          lambda: Expect(frame(di["t"], di["Deaths"], di["Entity"]), "date", "year"))
    # N11 flights: a histogram of delays (empty bins inside), and flights per origin (many ties at 1)
    charts.append(("N11-flights-delay-histogram", [R.more("flights-2k.json"), "--x", "bin(delay)", "--y", "count()"],
                   None, ("txt",), None))
    fl = load(R.more(""), "flights-2k.json")
    g_n11 = fl.groupby("origin", sort=False).size()  # the axis keeps the data's order
    chart("N11b-flights-by-origin", [R.more("flights-2k.json"), "--x", "origin", "--y", "count()"],
          lambda: Expect(frame(g_n11.index, g_n11.values), "cat", ordered=False, mark_word="bars"))
    # Korean and Turkish: the numbers in the locale's writing, months without a time, years without grouping
    charts.append(("L6-co2-ko-KR", [R.more("co2-concentration.csv"), "--x", "Date", "--y", "CO2"],
                   ("locale", [co2.CO2.min(), co2.CO2.max(), co2.CO2.iloc[0], co2.CO2.iloc[-1]], len(co2), True, (), True),
                   ("txt",), "ko-KR"))
    charts.append(("L7-co2-tr-TR", [R.more("co2-concentration.csv"), "--x", "Date", "--y", "CO2"],
                   ("locale", [co2.CO2.min(), co2.CO2.max(), co2.CO2.iloc[0], co2.CO2.iloc[-1]], len(co2), True, (), True),
                   ("txt",), "tr-TR"))
    for loc in ("ko-KR", "tr-TR"):
        charts.append((f"L8-global-temp-{loc}", [R.more("global-temp.csv"), "--x", "year:T", "--y", "temp"],
                       ("locale", [gt.temp.min(), gt.temp.max()], len(gt), False,
                        [int(gt.year.min()), int(gt.year.max()), int(gt.year[gt.temp.idxmin()]), int(gt.year[gt.temp.idxmax()])], True),
                       ("txt",), loc))
        gov = un[un.series == "Government"]
        charts.append((f"L9-unemployment-government-{loc}",
                       [R.more("unemployment-across-industries.json"), "--x", "date", "--y", "count", "--filter", 'series == "Government"'],
                       ("locale", [gov["count"].min(), gov["count"].max()], len(gov), True, (), True), ("txt",), loc))
    nyc = we[we.location == "New York"]
    charts.append(("L10-weather-nyc-high-tr-TR", [R.more("weather.csv"), "--x", "date", "--y", "temp_max",
                                                  "--filter", 'location == "New York"'],
                   ("locale", [nyc.temp_max.min(), nyc.temp_max.max(), nyc.temp_max.iloc[0], nyc.temp_max.iloc[-1]], len(nyc), False),
                   ("txt",), "tr-TR"))

    special = {"C10-band": check_band, "C11-mpg-histogram": check_hist_cars, "C17-barley-heatmap": check_heatmap,
               "C18-ohlc-candlestick": check_candles, "C29-la-riots-age-histogram": check_hist_riots,
               "N08b-penguins-flipper-histogram": lambda cid, txt, desc, ctx: hist_check(
                   cid, txt, pg["Flipper Length (mm)"], int(pg["Flipper Length (mm)"].isna().sum())),
               "N09-monarchs-reigns": check_reigns,
               "N11-flights-delay-histogram": lambda cid, txt, desc, ctx: hist_check(cid, txt, fl["delay"], int(fl["delay"].isna().sum()))}
    ctx = {"sw": sw, "cars": cars, "b32": b32, "ohlc": load(D, "ohlc.json"), "riots": load(D, "la-riots.csv"),
           "monarchs": load(R.more(""), "monarchs.json")}

    for cid, args, fn, extra, locale in charts:
        if only and not any(cid.startswith(o) for o in only):
            continue
        print(f"\n== {cid}: plotline render {' '.join(os.path.basename(a) if os.sep in a else a for a in args)}"
              + (f" --locale {locale}" if locale else ""))
        try:
            txt = R.render(cid, args, ".txt", locale)
        except Exception as ex:  # a chart that does not render is a failure
            check(f"{cid} renders", False, "exit 0", str(ex)[:300])
            continue
        if isinstance(fn, tuple) and fn[0] == "locale":
            check_locale(cid, txt, fn[1], fn[2], locale, *fn[3:])
            continue
        if fn is None:
            desc = json.loads(R.render(cid, args, ".descriptor.json")) if "descriptor" in extra else None
            if "md" in extra:
                ctx["md"] = R.render(cid, args, ".md")
            special[cid](cid, txt, desc, ctx)
            continue
        e = fn()
        check_chart(cid, e, txt)
        names = e.series_names if e.series_names is not None else \
            ([""] if e.df["s"].isna().all() else list(dict.fromkeys(e.df["s"].dropna())))
        if "md" in extra:
            check_md(cid, e, R.render(cid, args, ".md"))
        if "braille" in extra:
            check_braille(cid, e, R.render(cid, args, ".braille.txt"), names)


# ----------------------------------------------------------------------------- special charts

def check_band(cid, txt, desc, ctx):
    sw = ctx["sw"]
    title, overview, summary, labels = words(txt)
    ex = parse_extremes(summary)
    lo, hi = sw["temp_min"].min(), sw["temp_max"].max()
    if ex is None:
        check(f"{cid} band ends", False, f"lowest {lo:g}, highest {hi:g}", summary[:200])
        return
    lo_rows = sw[sw.temp_min == lo]
    hi_rows = sw[sw.temp_max == hi]
    check(f"{cid} band lowest of lower edge (temp_min)", close_to(ex[0], lo), f"{lo:g} on {lo_rows.date.dt.date.tolist()}",
          f"{ex[0]} ({ex[1]})")
    check(f"{cid} band highest of upper edge (temp_max)", close_to(ex[2], hi), f"{hi:g} on {hi_rows.date.dt.date.tolist()}",
          f"{ex[2]} ({ex[3]})")
    if len(lo_rows) == 1:
        check(f"{cid} band lowest where", date_matches(ex[1], lo_rows.date.iloc[0]), str(lo_rows.date.iloc[0].date()), ex[1])
    check(f"{cid} band named for both edges", "temp min" in title and "temp max" in title,
          "a title naming temp min and temp max", title)
    check(f"{cid} band no percent", "%" not in summary, "no percent (temperature)", "%" if "%" in summary else "none")
    # first/last of each edge, if stated
    m = FIRSTLAST_RE.search(summary)
    if m:
        ok = (close_to(m.group("v1"), sw.temp_min.iloc[0]) or close_to(m.group("v1"), sw.temp_max.iloc[0]))
        check(f"{cid} band first value", ok, f"{sw.temp_min.iloc[0]:g} to {sw.temp_max.iloc[0]:g} on {sw.date.iloc[0].date()}",
              m.group(0))
    md = ctx.get("md")
    if md:
        rows = [l for l in md.splitlines() if l.startswith("| ")]
        header, first = (rows[0], rows[2]) if len(rows) > 2 else ("", "")
        cells = [c.strip() for c in first.strip("|").split("|")]
        heads = [c.strip() for c in header.strip("|").split("|")]
        lo0, hi0 = sw.temp_min.iloc[0], sw.temp_max.iloc[0]
        ok = any(h == "temp min" and close_to(c, lo0) for h, c in zip(heads, cells) if first_number(c) == c) and \
            any(h == "temp max" and close_to(c, hi0) for h, c in zip(heads, cells) if first_number(c) == c)
        check(f"{cid} band table row", ok, f"| {sw.date.iloc[0].date()} | temp min {lo0:g} | temp max {hi0:g} |",
              f"{header} / {first}")
    if desc:
        dp = desc["series"][0]["dataPoints"][:1]
        # The descriptor gives a span's lower edge as yStart and its upper as y, with the edges' titles.
        check(f"{cid} band descriptor has both edges", bool(dp) and close_to(str(dp[0].get("yStart")), sw.temp_min.iloc[0])
              and close_to(str(dp[0].get("y")), sw.temp_max.iloc[0])
              and desc.get("span") == {"start": "temp min", "end": "temp max"},
              f"first point {sw.temp_min.iloc[0]:g} to {sw.temp_max.iloc[0]:g}", json.dumps(dp)[:200] + " " + json.dumps(desc.get("span")))


def hist_check(cid, txt, values, nmissing):
    title, overview, summary, labels = words(txt)
    vals = values.dropna()
    bins = []
    for l in labels:
        m = re.match(r"(" + NUM_EN + r") to (" + NUM_EN + r"): (" + NUM_EN + r")$", l)
        if m:
            bins.append((parse_num(m.group(1)), parse_num(m.group(2)), int(parse_num(m.group(3))), l))
    check(f"{cid} bins labelled", len(bins) > 0 and len(bins) == len(labels), f"{len(labels)} 'a to b: n' labels", f"{len(bins)}")
    if not bins:
        return
    last = len(bins) - 1
    bad = []
    for k, (a, b, n, l) in enumerate(bins):
        true = int(((vals >= a) & ((vals < b) | ((vals <= b) if k == last else False))).sum())
        if true != n:
            bad.append(f"{l} (pandas {true})")
    check(f"{cid} bin counts", not bad, "each bin's count", "; ".join(bad) if bad else "all equal")
    gaps = [(bins[k][1], bins[k + 1][0]) for k in range(last) if bins[k][1] != bins[k + 1][0]]
    empty = [f"{a:g} to {b:g}: {int(((vals >= a) & (vals < b)).sum())}" for a, b in gaps]
    check(f"{cid} empty bins shown", not gaps, "every bin from the first to the last, empty ones as 0",
          "left out: " + "; ".join(empty) if gaps else "none left out")
    if gaps:
        counts_all = [b[2] for b in bins] + [0] * len(gaps)
        check(f"{cid} lowest bin with empty bins", False, f"lowest {min(counts_all)} (an empty bin)",
              f"lowest {min(b[2] for b in bins)}")
    cover = bins[0][0] <= vals.min() and bins[-1][1] >= vals.max()
    check(f"{cid} bins cover the data", cover, f"{vals.min():g} to {vals.max():g}", f"{bins[0][0]:g} to {bins[-1][1]:g}")
    total = sum(b[2] for b in bins)
    check(f"{cid} bins total", total == len(vals), f"{len(vals)} values", f"{total}")
    # A distribution's counts do not change "from" one bin "to" another: no first-to-last change is said.
    change = re.search(r"From [^:]+: [^.]*(?:up|down|no change)", summary)
    check(f"{cid} no change across bins", change is None, "no 'From A to B: ... up/down'", change.group(0) if change else "none")
    m = re.search(r"(\d[\d,]*) (bars)\b", overview)
    check(f"{cid} marks", m is not None and int(m.group(1)) == len([b for b in bins]), f"{len(bins)} bars",
          m.group(0) if m else overview)
    counts = pd.Series([b[2] for b in bins])
    ex = parse_extremes(summary)
    if ex:
        for which, v, where in (("lowest", ex[0], ex[1]), ("highest", ex[2], ex[3])):
            true = counts.min() if which == "lowest" else counts.max()
            n = int((counts == true).sum())
            kind = describe_ties(where)
            check(f"{cid} {which} count", close_to(v, true), f"{true}", v)
            check(f"{cid} {which} rows", kind[1] == n or (kind[0] == "run" and n > 1), f"{n} bins", f"({where})")
    m = re.search(r"(\d+) values? (?:is|are) missing", summary)
    check(f"{cid} missing", nmissing == 0 and m is None or (m is not None and int(m.group(1)) == nmissing),
          f"{nmissing} missing values stated", m.group(0) if m else "not stated")


def check_hist_cars(cid, txt, desc, ctx):
    hist_check(cid, txt, ctx["cars"]["Miles_per_Gallon"], int(ctx["cars"]["Miles_per_Gallon"].isna().sum()))


def check_hist_riots(cid, txt, desc, ctx):
    hist_check(cid, txt, ctx["riots"]["age"], int(ctx["riots"]["age"].isna().sum()))


def check_reigns(cid, txt, desc, ctx):
    """Bars from a first year to a last: the lowest is the lowest start, the highest the highest end, both
    years as written ("1565"), and each bar's label gives both edges."""
    mo = ctx["monarchs"]
    title, overview, summary, labels = words(txt)
    m = re.search(r"(\d[\d,]*) bars", overview)
    check(f"{cid} marks", m is not None and int(m.group(1)) == len(mo), f"{len(mo)} bars", m.group(0) if m else overview)
    ex = parse_extremes(summary)
    if ex is None:
        check(f"{cid} extremes", False, "'The lowest value is ... The highest is ...'", summary[:200])
        return
    for which, v, where, col, true in (("lowest", ex[0], ex[1], "start", mo.start.min()), ("highest", ex[2], ex[3], "end", mo.end.max())):
        rows = mo[mo[col] == true]
        check(f"{cid} {which} {col}", v == str(int(true)), f"{int(true)} (a year, ungrouped)", v)
        kind = describe_ties(where)
        names = rows["name"].tolist()
        ok = (kind[1] == len(rows)) and all(n in where for n in names)
        check(f"{cid} {which} where", ok, ", ".join(names), where)
    bad = []
    for _, r in mo.iterrows():
        want = f"{r['name']}: {int(r.start)} to {int(r.end)}"
        if want not in labels:
            bad.append(want)
    check(f"{cid} bar labels", not bad and len(labels) == len(mo), f"{len(mo)} labels 'name: start to end'",
          "missing: " + "; ".join(bad[:3]) if bad else "all equal")
    if desc:
        dp = desc["series"][0]["dataPoints"]
        check(f"{cid} descriptor has both edges", len(dp) == len(mo) and all(
            "yStart" in p for p in dp), f"{len(mo)} points with yStart and y", json.dumps(dp[:1])[:160])


def check_heatmap(cid, txt, desc, ctx):
    b = ctx["b32"]
    title, overview, summary, labels = words(txt)
    m = re.search(r"(\d[\d,]*) rectangles", overview)
    check(f"{cid} marks", m is not None and int(m.group(1)) == len(b), f"{len(b)} rectangles", m.group(0) if m else overview)
    m = re.search(r"Color: yield, (" + NUM_EN + r") to (" + NUM_EN + r")", overview)
    check(f"{cid} color range", m is not None and parse_num(m.group(1)) <= b["yield"].min() and parse_num(m.group(2)) >= b["yield"].max(),
          f"covers {b['yield'].min():g} to {b['yield'].max():g}", m.group(0) if m else overview)
    ex = parse_extremes(summary)
    if ex is None:
        check(f"{cid} extremes", False, "'The lowest value is ...'", summary[:200])
        return
    for which, v, where in (("lowest", ex[0], ex[1]), ("highest", ex[2], ex[3])):
        true = b["yield"].min() if which == "lowest" else b["yield"].max()
        rows = b[np.isclose(b["yield"], true)]
        check(f"{cid} {which} value", close_to(v, true), f"{true:g}", v)
        kind = describe_ties(where)
        where_ok = kind[1] == len(rows) if kind[0] != "list" else True
        r = rows.iloc[0]
        check(f"{cid} {which} where", where_ok and r["variety"] in where and r["site"] in where,
              f"{r['variety']}, {r['site']}" + (f" (+{len(rows) - 1})" if len(rows) > 1 else ""), where)


def check_candles(cid, txt, desc, ctx):
    o = ctx["ohlc"].copy()
    o["date"] = pd.to_datetime(o["date"])
    title, overview, summary, labels = words(txt)
    m = re.search(r"(\d[\d,]*) bars", overview)
    check(f"{cid} marks", m is not None and int(m.group(1)) == len(o), f"{len(o)} bars", m.group(0) if m else overview)
    up = o[o.close >= o.open]
    down = o[o.close < o.open]
    # each day's label: direction, open and close
    bad = []
    seen = 0
    for l in labels:
        m = re.match(r"(Up|Down), (.+?): (" + NUM_EN + r") to (" + NUM_EN + r")$", l)
        if not m:
            continue
        seen += 1
        rows = o[[date_matches(m.group(2), d) for d in o.date]]
        if len(rows) != 1:
            bad.append(f"{l} (no such day)")
            continue
        r = rows.iloc[0]
        d = "Up" if r.close >= r.open else "Down"
        if d != m.group(1) or not close_to(m.group(3), r.open) or not close_to(m.group(4), r.close):
            bad.append(f"{l} (pandas {d}, {r.open} to {r.close})")
    check(f"{cid} day labels", not bad and seen == len(o), f"{len(o)} days, each open to close",
          f"{seen} labels; " + ("; ".join(bad[:4]) if bad else "all equal"))
    segs = series_segments(summary, ["Up", "Down"])
    for name, sub in (("Up", up), ("Down", down)):
        seg = segs.get(name)
        ex = parse_extremes(seg or "")
        if not ex:
            check(f"{cid} [{name}] extremes", False, "stated", (seg or "")[:100])
            continue
        lo, hi = sub.close.min(), sub.close.max()
        check(f"{cid} [{name}] lowest close", close_to(ex[0], lo), f"{lo:g} on {sub[sub.close == lo].date.dt.date.tolist()}",
              f"{ex[0]} ({ex[1]})")
        check(f"{cid} [{name}] highest close", close_to(ex[2], hi), f"{hi:g} on {sub[sub.close == hi].date.dt.date.tolist()}",
              f"{ex[2]} ({ex[3]})")
    # The table keeps every day's open, high, low and close, whichever layer draws them.
    md = ctx.get("md", "")
    rows = [[c.strip() for c in l.strip().strip("|").split("|")] for l in md.splitlines() if l.startswith("| ")]
    head = rows[0] if rows else []
    body = [r for r in rows[1:] if not set("".join(r)) <= set("-: ")]
    want = ["open", "high", "low", "close"]
    check(f"{cid} table columns", all(w in head for w in want), ", ".join(want), ", ".join(head))
    bad = []
    if all(w in head for w in want) and "date" in head:
        for r in body:
            day = o[[date_matches(r[head.index("date")], d) for d in o.date]]
            if len(day) != 1:
                bad.append(f"{r[head.index('date')]} (no such day)")
                continue
            d = day.iloc[0]
            for w in want:
                if not close_to(r[head.index(w)], d[w]):
                    bad.append(f"{r[head.index('date')]} {w} {r[head.index(w)]} (pandas {d[w]})")
    check(f"{cid} table values", not bad and len(body) == len(o), f"{len(o)} days, open, high, low and close each",
          f"{len(body)} rows; " + ("; ".join(bad[:4]) if bad else "all equal"))
    ov = re.search(r"(\d+) series: Up, Down", overview)
    check(f"{cid} up/down days", ov is not None, f"{len(up)} up, {len(down)} down", overview[-60:])


def check_locale(cid, txt, facts, n, locale, percent=None, years=(), no_time=False):
    title, overview, summary, labels = words(txt)
    if no_time:
        # Months or years: no time of day anywhere in the words (오전/오후 8:00, 08:00).
        times = re.findall(r"(?:오전|오후)\s*\d{1,2}:\d{2}|\b\d{1,2}:\d{2}\b", "\n".join([overview, summary] + labels))
        check(f"{cid} no time of day", not times, "dates without a time (months or years)", times[0] if times else "none")
    if percent is not None:
        has = "%" in summary
        check(f"{cid} percent", has == percent, "a percent (ratio scale)" if percent else "no percent (temperature)",
              "a percent" if has else "no percent")
    for y in years:
        check(f"{cid} year {y} without grouping", str(y) in overview + summary, str(y),
              ", ".join(sorted(set(re.findall(r"\d[.,]\d{3}", overview + summary)))[:4]) or "absent")
    nums = numbers_in(summary, locale)
    for v in facts:
        ok = any(abs(x - v) <= 0.006 + 1e-9 for x in nums)
        check(f"{cid} number {v:g} in summary", ok, f"{v:g}", ", ".join(f"{x:g}" for x in nums[:8]))
    counts = numbers_in(overview, locale)
    check(f"{cid} mark count", n in counts, f"{n}", ", ".join(f"{x:g}" for x in counts))
    if locale.startswith("tr"):
        bad = re.findall(r"\d\.\d{1,2}\b(?!\d)", summary)
        bad = [b for b in bad if not re.search(r"\d\.\d{3}", b)]
        check(f"{cid} decimal comma", not bad, "decimal commas (tr-TR)", bad[0] if bad else "ok")


# ----------------------------------------------------------------------------- main

def default_data_dir():
    try:
        import vega_datasets
        return os.path.join(os.path.dirname(vega_datasets.__file__), "_data")
    except ImportError:
        return None


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--plotline", required=True)
    ap.add_argument("--data-dir", default=default_data_dir())
    ap.add_argument("--only", default="", help="comma-separated chart id prefixes (C01,C10,...)")
    args = ap.parse_args()
    if not args.data_dir or not os.path.isdir(args.data_dir):
        sys.exit("no data dir: install vega_datasets or pass --data-dir")
    with tempfile.TemporaryDirectory(prefix="plotline-facts-") as tmp:
        R = Runner(os.path.abspath(args.plotline), os.path.abspath(args.data_dir), tmp)
        run_all(R, [o for o in args.only.split(",") if o])
    failed = [r for r in RESULTS if not r[1] and r[0] not in EXPECTED_WRONG]
    strict = [r for r in RESULTS if r[1] and r[0] in EXPECTED_WRONG]
    print(f"\n{len(RESULTS)} checks: {sum(r[1] for r in RESULTS)} pass, {sum(not r[1] for r in RESULTS)} fail"
          f" ({len(failed)} unexpected); {len(strict)} in EXPECTED_WRONG pass")
    for r in strict:
        print(f"UNEXPECTED PASS {r[0]}")
    sys.exit(1 if failed or strict else 0)


if __name__ == "__main__":
    main()
