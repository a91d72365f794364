#!/usr/bin/env python3
"""Browser tests of Plotline's interactive pages, in Debian's Chromium through Selenium.

Usage: check_pages.py GALLERY_DIR HOSTILE_PAGE SCREENSHOT_DIR [--only NAME] [--more PAGE...] [--scrolling PAGE...]
                      [--selection PAGE...]

For every gallery page (every *.html but index.html) and every page given with --more (charts of public
data not in the gallery): axe-core finds no violations; Chromium's accessibility tree names the chart,
describes it, and names every labelled mark or group; Tab, then a walk through every level of the tree
(STEPS) announces exactly what an independent walk of the page's model expects, "n of N", level names and
the words at the ends included, with focus staying in the chart; S, the speed keys, P, Escape and the help
key say what they did; R and the pitch-span button go through the three spans and say so; / and F open a
search whose Enter says "Match n of N" with the match's label (and "No match for ..."), and Escape returns to
the chart at the match; rules, bands, axes and the legend are ringed when reached, in Highlight in forced
colors; chart text is 12 px or more at a 320 px window and grows like page text at 400 %
zoom and with a larger default font (12 px or more, and larger, at 320 px with a 24 px font); the pointer across the plot area shows the indicator and
each series' value; keys pressed outside the chart change nothing; text has 4.5:1 contrast and marks 3:1
against the chart's background, in light and dark; no text is below 12 px; the focus ring is 2 px or more
at 3:1; a screenshot is saved. The stock page's time ranges are announced, animated, and not animated
under reduced motion. The hostile page shows its text as text and runs no script of its own.

Issue 30: each level counts its own kind ("series 2 of 3", "axis 1 of 2"), a chart of one series starts at
its values, and every key of the key table (docs/keys.json, made from KeyTable) says exactly what the walk
expects, Page Up and Page Down to the same place in the neighbouring series and Shift+[ and ] to the chart's
lowest and highest included; ? and H open the key table as a dialog and Escape returns focus to the chart; an
unbound key says "Press ? for keys."; Space plays without scrolling; L lists the series; past eight series
the chart's description is short; the address keeps the series, value and pitch span, and Back and a fresh
page at the address restore them; axe with every rule passes on every page and on index.html.

Issue 32: on a page given with --selection (a chart with chartXSelection), the indicator starts on the
picture's selection rule, which is shown; a pointer move elsewhere takes the indicator there and hides the
picture's selection, as does a key step after a reload (focus alone does not); the summary's sentence about
the picture's selection ("Selected: ...") is there on load and goes with the picture's selection.
"""
import argparse
import json
import os
import re
import sys
import urllib.parse

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait
from selenium_axe_python import Axe

import chromium

FAILURES = []


def check(condition, message):
    if not condition:
        FAILURES.append(message)
        print("FAIL: " + message)


def browser():
    return chromium.start("--window-size=1000,1400", "--autoplay-policy=no-user-gesture-required")


# Colors and contrast (WCAG 2 relative luminance).
def parse_color(text):
    m = re.match(r"rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)", text or "")
    if not m:
        return None
    return tuple(float(m.group(i)) for i in range(1, 4)) + (float(m.group(4)) if m.group(4) else 1.0,)


def luminance(rgb):
    def channel(c):
        c = c / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(c) for c in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b):
    la, lb = luminance(a), luminance(b)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)


def blend(color, alpha, background):
    return tuple(c * alpha + bg * (1 - alpha) for c, bg in zip(color[:3], background[:3]))


# An independent walk of the page's model as a tree (chart; series, references, axes, legend; groups;
# points): what each key should announce, in the page's own words.
# Whole numbers in the page's words as the text writes them (issue 29): groups of three from four digits,
# "1,461" in English and Korean, "1.461" in Turkish (CLDR's grouping for these languages).
GROUP_SEPARATORS = {"en": ",", "ko": ",", "tr": "."}


def written(n, lang):
    digits = str(abs(n))
    if len(digits) >= 4:
        digits = "{:,}".format(abs(n)).replace(",", GROUP_SEPARATORS.get(lang, ","))
    return ("-" if n < 0 else "") + digits


class Walk:
    def __init__(self, view, words):
        self.view, self.nav, self.w = view, view["nav"], words["nav"]
        self.lang = words.get("lang", "en")
        self.level, self.t, self.g, self.p = "chart", 0, 0, 0

    def tops(self):
        n = self.nav
        return ([("series", i) for i, s in enumerate(n["series"]) if s["points"]] + [("total", i) for i in range(len(n["totals"]))]
                + [("reference", i) for i in range(len(n["references"]))]
                + [("axis", i) for i in range(len(n["axes"]))] + ([("legend", 0)] if n["legend"] else []))

    def series(self):
        if self.level == "chart":
            return None
        kind, i = self.tops()[self.t]
        return self.nav["series"][i] if kind == "series" else None

    def fill(self, template, **values):
        for k, v in values.items():
            template = template.replace("{" + k + "}", written(v, self.lang) if isinstance(v, int) else str(v))
        return template

    def siblings(self):
        s = self.series()
        if self.level == "top":
            return len(self.tops()), self.t, self.tops()[self.t][0]
        if self.level == "group":
            return len(s["groups"]), self.g, "group"
        if self.level == "point":
            return len(s["points"]), self.p, "point"
        return 1, 0, "chart"

    def where(self):
        if self.level == "top":
            # Each kind counts its own: "series 2 of 3", "axis 1 of 2".
            kind = self.tops()[self.t][0]
            same = [k for k, (other, _) in enumerate(self.tops()) if other == kind]
            return self.fill(self.w["position"], level=self.w["levels"][kind], n=same.index(self.t) + 1, count=len(same))
        count, index, level = self.siblings()
        return self.fill(self.w["position"], level=self.w["levels"][level], n=index + 1, count=count)

    def series_places(self):
        return [k for k, (kind, _) in enumerate(self.tops()) if kind == "series"]

    def series_words(self):
        places = self.series_places()
        return self.fill(self.w["position"], level=self.w["levels"]["series"], n=places.index(self.t) + 1, count=len(places))

    def only_series(self):
        places = self.series_places()
        if len(places) != 1:
            return None
        s = self.nav["series"][self.tops()[places[0]][1]]
        return None if len(s["points"]) == 1 else places[0]

    def group_of(self, s, p):
        return next((i for i, g in enumerate(s["groups"]) if g["first"] <= p <= g["last"]), 0)

    def pos(self):
        s = self.series()
        if s is None or not s["points"]:
            return None
        if self.level == "group":
            g = s["groups"][self.g]
            return (s["points"][g["first"]]["pos"] + s["points"][g["last"]]["pos"]) / 2
        if self.level == "point":
            return s["points"][self.p]["pos"]
        return None

    def label(self):
        s = self.series()
        if self.level == "chart":
            return self.view["title"] + ", " + self.w["levels"]["chart"]
        if self.level == "top":
            kind, i = self.tops()[self.t]
            if kind == "series":
                text = s["points"][0]["label"] if len(s["points"]) == 1 else \
                    (s["name"] or self.view["title"]) + ", " + self.fill(self.w["seriesCount"], count=len(s["points"]))
                return text + ", " + self.where()
            text = {"total": lambda: self.nav["totals"][i], "reference": lambda: self.nav["references"][i], "axis": lambda: self.nav["axes"][i],
                    "legend": lambda: ", ".join(self.nav["legend"])}[kind]()
            return (text[:-1] if text.endswith(".") else text) + ", " + self.where()
        if self.level == "group":
            return s["groups"][self.g]["label"] + ", " + self.where()
        return s["points"][self.p]["label"] + ", " + self.where()

    def move(self, target, forward):
        count, index, level = self.siblings()
        i = max(0, min(count - 1, target))
        if i == index:
            return self.fill(self.w["last"] if forward else self.w["first"], level=self.w["levels"][level])
        if self.level == "top":
            self.t = i
        elif self.level == "group":
            self.g = i
        else:
            self.p = i
        return self.label()

    def enter(self, at_end):
        if not self.tops():
            return self.w["bottom"]
        only = self.only_series()
        if only is not None:
            # A chart of one series starts at its values.
            s = self.nav["series"][self.tops()[only][1]]
            self.level, self.t = "point", only
            self.p = len(s["points"]) - 1 if at_end else 0
            self.g = self.group_of(s, self.p)
            return self.label()
        self.level, self.t = "top", (len(self.tops()) - 1 if at_end else 0)
        return self.label()

    def cross(self, delta):
        if self.level == "chart":
            return self.enter(delta < 0)
        places = self.series_places()
        if not places:
            return self.w["bottom"]
        if self.t in places and self.level != "chart":
            k = places.index(self.t) + delta
            if k < 0 or k >= len(places):
                return self.fill(self.w["last"] if delta > 0 else self.w["first"], level=self.w["levels"]["series"])
            target = places[k]
        else:
            target = places[0] if delta > 0 else places[-1]
        pos, s = self.pos(), self.nav["series"][self.tops()[target][1]]
        self.t = target
        if self.level == "top" or pos is None or len(s["points"]) == 1:
            self.level = "top"
            return self.label()
        self.level = "point"
        self.p = nearest([q["pos"] for q in s["points"]], pos)
        self.g = self.group_of(s, self.p)
        return self.label() + ", " + self.series_words()

    def chart_extreme(self, highest):
        best = None
        for t, (kind, i) in enumerate(self.tops()):
            if kind != "series":
                continue
            for k, p in enumerate(self.nav["series"][i]["points"]):
                v = p.get("v")
                if v is not None and (best is None or (v > best[0] if highest else v < best[0])):
                    best = (v, t, k)
        if best is None:
            return self.w["bottom"]
        s = self.nav["series"][self.tops()[best[1]][1]]
        self.t = best[1]
        if len(s["points"]) == 1:
            self.level = "top"
        else:
            self.level, self.p = "point", best[2]
            self.g = self.group_of(s, self.p)
        text = (self.w["highest"] if highest else self.w["lowest"]) + ": " + self.label()
        if len(self.series_places()) > 1 and len(s["points"]) != 1:
            text += ", " + self.series_words()
        return text

    def extreme(self, highest):
        tops, s = self.tops(), self.series()
        if s is None:
            first = next((k for k, (kind, _) in enumerate(tops) if kind == "series"), None)
            if first is None:
                return self.w["bottom"]
            s = self.nav["series"][tops[first][1]]
            if self.level == "chart" or len(s["points"]) != 1:
                self.t = first
        if len(s["points"]) == 1:
            leaves = [(self.nav["series"][i]["points"][0]["v"], k) for k, (kind, i) in enumerate(tops)
                      if kind == "series" and len(self.nav["series"][i]["points"]) == 1 and self.nav["series"][i]["points"][0].get("v") is not None]
            if not leaves:
                return self.w["bottom"]
            best = leaves[0]
            for v, k in leaves[1:]:
                if (v > best[0]) if highest else (v < best[0]):
                    best = (v, k)
            self.level, self.t = "top", best[1]
        else:
            values = [(p.get("v"), i) for i, p in enumerate(s["points"]) if p.get("v") is not None]
            if not values:
                return self.w["bottom"]
            best = values[0]
            for v, i in values[1:]:
                if (v > best[0]) if highest else (v < best[0]):
                    best = (v, i)
            self.level, self.p = "point", best[1]
        return (self.w["highest"] if highest else self.w["lowest"]) + ": " + self.label()

    def key(self, name):
        s = self.series()
        if name in ("Right", "Left"):
            if self.level == "chart":
                return self.enter(name == "Left")
            return self.move(self.siblings()[1] + (1 if name == "Right" else -1), name == "Right")
        if name in ("Home", "End"):
            if self.level == "chart":
                return self.enter(name == "End")
            return self.move(self.siblings()[0] - 1 if name == "End" else 0, name == "End")
        if name in ("CtrlRight", "CtrlLeft"):
            if self.level == "chart":
                return self.enter(name == "CtrlLeft")
            count, index, _ = self.siblings()
            # JavaScript's Math.round: halves up.
            tenth = max(1, int(count / 10 + 0.5))
            return self.move(index + (tenth if name == "CtrlRight" else -tenth), name == "CtrlRight")
        if name in ("PageDown", "PageUp"):
            return self.cross(1 if name == "PageDown" else -1)
        if name in ("}", "{"):
            return self.chart_extreme(name == "}")
        if name in ("Down", "Enter"):
            if self.level == "chart":
                return self.enter(False)
            if self.level == "top":
                if s is None or len(s["points"]) == 1:
                    return self.w["bottom"]
                if s["groups"]:
                    self.level, self.g = "group", 0
                else:
                    self.level, self.p = "point", 0
            elif self.level == "group":
                self.level, self.p = "point", s["groups"][self.g]["first"]
            else:
                return self.w["bottom"]
            return self.label()
        if name in ("Up", "Escape"):
            if self.level == "chart":
                return self.w["top"]
            if self.level == "point" and s["groups"]:
                self.level = "group"
                self.g = next((i for i, g in enumerate(s["groups"]) if g["first"] <= self.p <= g["last"]), 0)
            elif self.level in ("point", "group"):
                self.level = "top"
            else:
                self.level = "chart"
            return self.label()
        if name in ("]", "["):
            return self.extreme(name == "]")
        raise ValueError(name)


def nearest(values, pos):
    best, distance = 0, float("inf")
    for i, v in enumerate(values):
        if abs(v - pos) < distance:
            best, distance = i, abs(v - pos)
    return best


KEYS = {"Right": Keys.ARROW_RIGHT, "Left": Keys.ARROW_LEFT, "End": Keys.END, "Home": Keys.HOME,
        "Down": Keys.ARROW_DOWN, "Up": Keys.ARROW_UP, "Enter": Keys.ENTER, "Escape": Keys.ESCAPE,
        "PageDown": Keys.PAGE_DOWN, "PageUp": Keys.PAGE_UP, "[": "[", "]": "]", "{": "{", "}": "}",
        "CtrlLeft": (Keys.CONTROL, Keys.ARROW_LEFT), "CtrlRight": (Keys.CONTROL, Keys.ARROW_RIGHT)}
# Through every level and back: into the chart (its values, for one series), along and past the ends, a
# tenth back and on, the series' and the chart's lowest and highest, to the same place in the next and
# previous series and past the last, up to the top level and along it to the axes and legend, and past
# the top.
STEPS = ["Right", "Right", "Left", "Down", "Right", "End", "Right", "CtrlLeft", "Home", "Left", "CtrlRight", "]", "[",
         "PageDown", "PageDown", "PageUp", "}", "{", "Enter", "Down", "Escape", "Up", "Right", "End", "Down", "Up",
         "PageDown", "End", "Escape", "Up"]


def press(driver, key):
    """Presses a key of KEYS on what has focus (Control held for the Ctrl keys)."""
    k = KEYS[key]
    if isinstance(k, tuple):
        ActionChains(driver).key_down(k[0]).send_keys(k[1]).key_up(k[0]).perform()
    else:
        ActionChains(driver).send_keys(k).perform()

def announcement(driver, previous=None):
    # Same words twice are cleared and set again after 60 ms: wait for the text to settle.
    WebDriverWait(driver, 2).until(lambda d: d.find_element(By.ID, "announcement").text != "")
    return driver.find_element(By.ID, "announcement").text


def check_axe(driver, name):
    axe = Axe(driver)
    axe.inject()
    # Every rule axe-core has, the experimental and AAA ones (such as enhanced contrast) included.
    rules = driver.execute_script("return axe.getRules().map(function (r) { return r.ruleId; })")
    results = axe.run(options={"runOnly": {"type": "rule", "values": rules}})
    violations = results["violations"]
    check(not violations, f"{name}: axe violations: " + "; ".join(
        f"{v['id']} ({len(v['nodes'])}): {v['nodes'][0]['target']}" for v in violations))


def check_tree(driver, name):
    tree = driver.execute_cdp_cmd("Accessibility.getFullAXTree", {})["nodes"]
    names = {}
    for node in tree:
        n = (node.get("name") or {}).get("value")
        if n:
            names.setdefault(n, []).append(node)
    svg = driver.find_element(By.CSS_SELECTOR, "#chart svg")
    title = driver.execute_script("return arguments[0].querySelector('title').textContent", svg)
    desc = driver.execute_script("return arguments[0].querySelector('desc').textContent", svg)
    docs = [n for n in names.get(title, []) if n.get("role", {}).get("value") == "graphics-document"]
    check(docs, f"{name}: no graphics-document named '{title}' in the accessibility tree")
    if docs:
        described = (docs[0].get("description") or {}).get("value", "")
        check(described == desc, f"{name}: the chart's description is '{described[:80]}', not its <desc>")
    labels = driver.execute_script(
        "return Array.from(document.querySelectorAll('#chart [role=graphics-symbol][aria-label]')).map(e => e.getAttribute('aria-label'))")
    missing = [l for l in labels if l not in names]
    check(labels and not missing, f"{name}: {len(missing)} of {len(labels)} labelled marks have no named node: {missing[:3]}")


def check_keyboard(driver, name, model):
    view = model["views"][0]
    # Called right after the page loads: the first Tab goes to the chart.
    ActionChains(driver).send_keys(Keys.TAB).perform()
    check(driver.execute_script("return document.activeElement.id") == "chart", f"{name}: Tab does not focus the chart")
    ring = driver.execute_script("""
        const s = getComputedStyle(document.getElementById('chart'));
        return [s.outlineStyle, parseFloat(s.outlineWidth), s.outlineColor, getComputedStyle(document.documentElement).backgroundColor];""")
    check(ring[0] != "none" and ring[1] >= 2, f"{name}: focus ring is {ring[0]} {ring[1]} px")
    ring_contrast = contrast(parse_color(ring[2]), parse_color(ring[3]))
    check(ring_contrast >= 3, f"{name}: focus ring contrast {ring_contrast:.2f}:1")
    walk = Walk(view, model["words"])
    said = []
    for key in STEPS:
        expected = walk.key(key)
        driver.execute_script("document.getElementById('announcement').textContent = ''")
        press(driver, key)
        try:
            WebDriverWait(driver, 2).until(lambda d: d.find_element(By.ID, "announcement").text == expected)
        except Exception:
            pass
        got = driver.find_element(By.ID, "announcement").text
        said.append(got)
        check(got == expected, f"{name}: after {key}, announced '{got}', expected '{expected}'")
        check(driver.execute_script("return document.activeElement.id") == "chart", f"{name}: focus left the chart after {key}")
    return said


def check_braille(driver, name, model, path):
    """The braille line is the chart's .braille.txt (issue 29), read beside the page: after Home, the key
    above it is the file's key and the line is one of the file's lines (the current series, aligned by x
    across series, blank where a row has no value), with the first point's (or the first group's) cells
    marked, the cells of its place in the line; Page Down through the series shows each series' line of the
    file in turn."""
    text_path = os.path.splitext(path)[0] + ".braille.txt"
    check(os.path.exists(text_path), f"{name}: no {os.path.basename(text_path)} beside the page to compare its braille with")
    if not os.path.exists(text_path):
        return
    text = open(text_path, encoding="utf-8").read().split("\n")
    ActionChains(driver).send_keys(Keys.HOME).perform()
    nav = model["views"][0]["nav"]
    series = [s for s in nav["series"] if s["points"]]
    if not series:
        return
    WebDriverWait(driver, 2).until(lambda d: d.find_element(By.ID, "braille").get_attribute("hidden") is None)
    key = driver.execute_script("return document.getElementById('braille-key').textContent")
    check(key in text, f"{name}: the braille key {key[:60]!r} is not the key of {os.path.basename(text_path)}")
    file_lines = [l for l in text[text.index(key) + 1:] if l] if key in text else []
    marked = driver.execute_script("var m = document.querySelector('#braille mark'); return m ? m.textContent : null;")
    whole = driver.execute_script("return document.getElementById('braille').textContent")
    check(whole in file_lines, f"{name}: the braille line {whole[:60]!r} is not a line of {os.path.basename(text_path)}")
    check(all(c in "⣀⠤⠒⠉\u2800" for l in file_lines for c in l.split(": ")[-1]), f"{name}: braille cells outside the four heights")
    current = [s for s in series if s.get("bl") is not None
               and whole == nav["braille"]["lines"][s["bl"]]["head"] + nav["braille"]["lines"][s["bl"]]["cells"]]
    check(len(current) >= 1, f"{name}: the braille line {whole[:40]!r} is no series' line")
    if current:
        s = current[0]
        line = nav["braille"]["lines"][s["bl"]]
        groups = s["groups"]
        points = s["points"][groups[0]["first"]:groups[0]["last"] + 1] if groups else s["points"][:1]
        cells = [p["c"] for p in points if p.get("c") is not None]
        check(len(cells) == len(points), f"{name}: {len(points) - len(cells)} of the first points have no braille cell")
        expected = line["cells"][min(cells):max(cells) + 1] if cells else ""
        check(marked == expected, f"{name}: braille marks {marked!r}, expected {expected!r}")
    # Each series in turn: its line of the file.
    seen = {whole}
    for _ in range(len(series) - 1):
        ActionChains(driver).send_keys(Keys.PAGE_DOWN).perform()
        seen.add(driver.execute_script("return document.getElementById('braille').textContent"))
    expected_lines = {l for l in file_lines}
    check(seen == expected_lines, f"{name}: braille lines shown {sorted(x[:30] for x in seen - expected_lines)}, "
          f"not shown {sorted(x[:30] for x in expected_lines - seen)}")


def check_indicator_after_keys(driver, name, model):
    # A point or group is highlighted with the indicator (or band) after moving into the chart and down.
    ActionChains(driver).send_keys(Keys.HOME).send_keys(Keys.ARROW_DOWN).perform()
    shapes = driver.execute_script("return document.querySelectorAll('#chart g.overlay > *').length")
    check(shapes > 0, f"{name}: Home shows no indicator or highlight")


def check_pointer(driver, name, model):
    nav = model["views"][0]["nav"]
    if nav["orientation"] == "none":
        return
    svg = driver.find_element(By.CSS_SELECTOR, "#chart svg")
    x, y, w, h = nav["plot"]
    box = driver.execute_script("const r = arguments[0].getBoundingClientRect(); return [r.width, r.height]", svg)
    width, height = driver.execute_script("return [arguments[0].viewBox.baseVal.width, arguments[0].viewBox.baseVal.height]", svg)
    scale = box[0] / width
    for fraction in (0.1, 0.5, 0.9):
        px = x + w * fraction if nav["orientation"] == "x" else x + w / 2
        py = y + h / 2 if nav["orientation"] == "x" else y + h * fraction
        # Offsets are from the element's centre.
        ActionChains(driver).move_to_element_with_offset(svg, int((px - width / 2) * scale), int((py - height / 2) * scale)).perform()
        lines = driver.execute_script("return document.querySelectorAll('#chart g.overlay line.indicator').length")
        check(lines == 1, f"{name}: pointer at {fraction:.0%} shows {lines} indicators")
        shown = driver.execute_script("return document.getElementById('readout').hidden") is False
        values = driver.execute_script("return Array.from(document.querySelectorAll('#readout p')).map(p => p.textContent)")
        # The value shown is each series' nearest point to where the indicator is drawn.
        line = driver.execute_script("const l = document.querySelector('#chart g.overlay line.indicator'); return l ? [+l.getAttribute('x1'), +l.getAttribute('y1')] : [0, 0]")
        pos = line[0] if nav["orientation"] == "x" else line[1]
        check(abs(pos - (px if nav["orientation"] == "x" else py)) <= 2 / scale + 1, f"{name}: indicator at {pos}, pointer at {px}, {py}")
        expected = [s["points"][nearest([p["pos"] for p in s["points"]], pos)]["label"] for s in nav["series"] if s["points"]]
        check(shown and values == expected, f"{name}: pointer at {fraction:.0%} shows {values[:3]}, expected {expected[:3]}")
    ActionChains(driver).move_to_element(driver.find_element(By.ID, "help")).perform()
    check(driver.execute_script("return document.getElementById('readout').hidden") is True,
          f"{name}: the readout stays after the pointer leaves")


def said_after(driver, keys):
    """Presses keys on the chart; the announcement once it settles (the live region is cleared first)."""
    driver.execute_script("document.getElementById('announcement').textContent = ''")
    ActionChains(driver).send_keys(*keys).perform()
    try:
        WebDriverWait(driver, 2).until(lambda d: d.find_element(By.ID, "announcement").text != "")
    except Exception:
        pass
    return driver.find_element(By.ID, "announcement").text


def check_controls(driver, name, model):
    """The controls speak, in the page's words: S, the speed keys, P from the current point, Escape, and the
    help key; P and S change their buttons too."""
    words, view = model["words"], model["views"][0]
    nw = words["nav"]
    driver.execute_script("document.getElementById('chart').focus()")
    # Back to the top, then to the first series' second point (or its second sibling, for one-point series).
    ActionChains(driver).send_keys(Keys.ARROW_UP, Keys.ARROW_UP, Keys.ARROW_UP, Keys.ARROW_UP).perform()
    walk = Walk(view, words)
    for key in ["Up", "Up", "Up", "Up"]:
        walk.key(key)
    said = said_after(driver, [Keys.ESCAPE])
    check(said == walk.key("Escape"), f"{name}: Escape at the top said {said!r}")
    for key in ["Home", "Down", "Right"]:
        expected = walk.key(key)
        said = said_after(driver, [KEYS[key]])
        check(said == expected, f"{name}: {key} said {said!r}, expected {expected!r}")
    said = said_after(driver, ["s"])
    check(said == nw["tonesOff"], f"{name}: S said {said!r}")
    check(driver.execute_script("return document.getElementById('tones') ? document.getElementById('tones').getAttribute('aria-pressed') : 'false'") == "false",
          f"{name}: S left the tones button pressed")
    said = said_after(driver, ["s"])
    check(said == nw["tonesOn"], f"{name}: S again said {said!r}")
    said = said_after(driver, ["."])
    check(said == nw["speed"].replace("{speed}", nw["speeds"][2]), f"{name}: . said {said!r}")
    check(said_after(driver, ["."]) == nw["speed"].replace("{speed}", nw["speeds"][2]), f"{name}: . past the fastest changed the speed")
    said = said_after(driver, [","])
    check(said == nw["speed"].replace("{speed}", nw["speeds"][1]), f"{name}: , said {said!r}")
    check(driver.execute_script("return document.getElementById('speed') ? document.getElementById('speed').textContent : ''")
          in ("", said), f"{name}: the speed button does not show the speed")
    check_help_panel(driver, name, model)
    if not view.get("sound"):
        check(said_after(driver, ["p"]) == words["noSound"], f"{name}: P on a chart without sound")
        return
    # P plays from where the cursor is: the point's label is said, with the speed.
    s, point = walk.series(), None
    if walk.level == "point":
        point = s["points"][walk.p]
    elif walk.level == "group":
        point = s["points"][s["groups"][walk.g]["first"]]
    elif s is not None:
        point = s["points"][0]
    if point is not None and point.get("t") is not None:
        expected = nw["playingFrom"].replace("{from}", point["label"]).replace("{speed}", nw["speeds"][1])
    else:
        expected = nw["playingFromStart"].replace("{speed}", nw["speeds"][1])
    said = said_after(driver, ["p"])
    check(said == expected, f"{name}: P said {said!r}, expected {expected!r}")
    check(driver.find_element(By.ID, "play").get_attribute("aria-pressed") == "true", f"{name}: P did not press Play")
    said = said_after(driver, [Keys.ESCAPE])
    check(said == nw["stopped"], f"{name}: Escape while playing said {said!r}")
    check(driver.find_element(By.ID, "play").get_attribute("aria-pressed") == "false", f"{name}: Escape did not stop")
    # Escape stops the sound, and does not also move up: the cursor is where it was.
    expected = walk.key("Left")
    said = said_after(driver, [Keys.ARROW_LEFT])
    check(said == expected, f"{name}: after Escape stopped the sound, Left said {said!r}, expected {expected!r}")


KEY_TABLE = json.load(open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "docs", "keys.json")))


def panel_open(driver, panel):
    return driver.execute_script(
        "var p = document.getElementById(arguments[0]); return !p.hidden && p.contains(document.activeElement);", panel)


def check_help_panel(driver, name, model):
    """? and H (chart2music's help key) open the key table as a dialog, focus inside it, Tab kept inside;
    Escape closes it and focus returns to the chart. On English pages the panel lists docs/keys.json's rows,
    in order, each with what chart2music does where it differs; every page lists as many rows."""
    for key in ["?", "h"]:
        ActionChains(driver).send_keys(key).perform()
        check(panel_open(driver, "keys-panel"), f"{name}: {key} does not open the keys panel with focus in it")
        rows = driver.execute_script("return Array.from(document.querySelectorAll('#keys-panel li')).map(li => li.textContent)")
        check(len(rows) == len(KEY_TABLE), f"{name}: the keys panel lists {len(rows)} rows, the key table {len(KEY_TABLE)}")
        if model["words"]["lang"] == "en":
            expected = [r["keys"] + " " + r["action"] + (f" (In chart2music: {r['chart2music']})" if r["chart2music"] else "")
                        for r in KEY_TABLE]
            check(rows == expected, f"{name}: the keys panel lists {rows[:2]}, expected {expected[:2]}")
        ActionChains(driver).send_keys(Keys.TAB, Keys.TAB, Keys.TAB).perform()
        check(panel_open(driver, "keys-panel"), f"{name}: Tab left the open keys panel")
        ActionChains(driver).send_keys(Keys.ESCAPE).perform()
        check(driver.execute_script("return document.getElementById('keys-panel').hidden") is True, f"{name}: Escape left the keys panel open")
        check(driver.execute_script("return document.activeElement.id") == "chart", f"{name}: focus is not back on the chart after the keys panel")


def check_more_keys(driver, name, model):
    """A key the chart does not use says "Press ? for keys."; Space plays without scrolling the page; L lists
    every series as buttons, and one pressed puts the cursor on its series; the chart's focus description is
    short past eight series and names the braille line."""
    view, words = model["views"][0], model["words"]
    nw = words["nav"]
    driver.execute_script("document.getElementById('chart').focus()")
    for key in ["z", "7", "q"]:
        said = said_after(driver, [key])
        check(said == nw["pressHelp"], f"{name}: the unbound key {key} said {said!r}, expected {nw['pressHelp']!r}")
    # Space: the page is made taller than the window and scrolled to the top; Space must not move it.
    driver.execute_script("document.body.style.minHeight = '6000px'; window.scrollTo(0, 0); document.getElementById('chart').focus({preventScroll: true});")
    before = driver.execute_script("return window.scrollY")
    ActionChains(driver).send_keys(Keys.SPACE).perform()
    after = driver.execute_script("return window.scrollY")
    check(before == after, f"{name}: Space scrolled the page from {before} to {after}")
    if view.get("sound"):
        check(driver.find_element(By.ID, "play").get_attribute("aria-pressed") == "true", f"{name}: Space did not play")
        ActionChains(driver).send_keys(Keys.SPACE).perform()
        check(driver.find_element(By.ID, "play").get_attribute("aria-pressed") == "false", f"{name}: Space again did not stop")
    else:
        check(driver.find_element(By.ID, "announcement").text == words["noSound"], f"{name}: Space on a chart without sound")
    driver.execute_script("document.body.style.minHeight = ''")
    # L: the list of series.
    walk = Walk(view, words)
    places = walk.series_places()
    ActionChains(driver).send_keys("l").perform()
    check(panel_open(driver, "series-panel"), f"{name}: L does not open the list of series")
    buttons = driver.find_elements(By.CSS_SELECTOR, "#series-list button")
    expected = []
    for t in places:
        s = walk.nav["series"][walk.tops()[t][1]]
        expected.append(s["points"][0]["label"] if len(s["points"]) == 1 else
                        (s["name"] or view["title"]) + ", " + walk.fill(walk.w["seriesCount"], count=len(s["points"])))
    check([b.text for b in buttons] == expected, f"{name}: the list of series is {[b.text for b in buttons][:3]}, expected {expected[:3]}")
    if buttons:
        k = len(buttons) - 1
        driver.execute_script("document.getElementById('announcement').textContent = ''")
        buttons[k].send_keys(Keys.ENTER)
        walk.level, walk.t = "top", places[k]
        expected_said = walk.label()
        WebDriverWait(driver, 2).until(lambda d: d.find_element(By.ID, "announcement").text != "")
        said = driver.find_element(By.ID, "announcement").text
        check(said == expected_said, f"{name}: the list's last series said {said!r}, expected {expected_said!r}")
        check(driver.execute_script("return document.activeElement.id") == "chart", f"{name}: focus is not on the chart after the list")
    else:
        ActionChains(driver).send_keys(Keys.ESCAPE).perform()
    # The focus description: past eight series how many and how to reach them, not every series' words; then
    # the hint and the braille line.
    described = driver.execute_script("return document.getElementById('chart').getAttribute('aria-describedby')")
    many = len(places) > 8
    check(described == ("many-series" if many else "summary") + " chart-hint braille", f"{name}: the chart is described by {described!r}")
    if many:
        text = driver.find_element(By.ID, "many-series").text
        check(text.startswith(f"{len(places)} series") or str(len(places)) in text, f"{name}: the many-series words {text!r}")
        check(len(text) < 200, f"{name}: the many-series words are {len(text)} characters")


def check_address(driver, name, path, model):
    """The page's state is in its address: moving into a series and along it writes #series=..&value=..; a
    new series adds a history entry, which Back undoes (the page says where it is again); opening the address
    in a fresh page restores the series and value (Right then says the next value); the pitch span too."""
    view, words = model["views"][0], model["words"]
    walk = Walk(view, words)
    driver.execute_script("document.getElementById('chart').focus()")
    before_last = None
    for key in ["PageDown", "Down", "Right", "PageDown"]:
        if key == "PageDown" and before_last is None and walk.level != "chart":
            before_last = (walk.level, walk.t, walk.g, walk.p, walk.label())
        walk.key(key)
        press(driver, key)
    hash_now = driver.execute_script("return location.hash")
    places = walk.series_places()
    if walk.series() is not None:
        expected = f"#series={places.index(walk.t) + 1}" + (f"&value={walk.p + 1}" if walk.level == "point" else "") + \
            (f"&group={walk.g + 1}" if walk.level == "group" else "")
        check(hash_now == expected, f"{name}: the address says {hash_now!r}, expected {expected!r}")
    if before_last is not None and len(places) > 1:
        driver.execute_script("document.getElementById('announcement').textContent = ''")
        driver.execute_script("history.back()")
        WebDriverWait(driver, 2).until(lambda d: d.find_element(By.ID, "announcement").text != "")
        said = driver.find_element(By.ID, "announcement").text
        check(said == before_last[4], f"{name}: Back said {said!r}, expected {before_last[4]!r}")
        driver.execute_script("history.forward()")
        WebDriverWait(driver, 2).until(lambda d: d.execute_script("return location.hash") == hash_now)
    # A fresh page at that address: the same place, so Right says the value after it.
    if view.get("sound"):
        ActionChains(driver).send_keys("r").perform()
        hash_now = driver.execute_script("return location.hash")
        check("pitch=" in hash_now, f"{name}: R left no pitch span in the address {hash_now!r}")
    driver.get("about:blank")
    chromium.load(driver, path + hash_now)
    check(driver.execute_script("return location.hash") == hash_now, f"{name}: opening {hash_now!r} changed it")
    if view.get("sound"):
        span = hash_now.split("pitch=")[1].split("&")[0]
        label = driver.execute_script("var b = document.getElementById('pitch-span'); return b ? b.textContent : ''")
        check(label == words["nav"]["pitchSpan"].replace("{span}", words["nav"]["pitchSpans"][span]), f"{name}: the restored pitch span button says {label!r}")
    driver.execute_script("document.getElementById('chart').focus()")
    if walk.series() is not None:
        expected = walk.key("Right")
        said = said_after(driver, [Keys.ARROW_RIGHT])
        check(said == expected, f"{name}: at the opened address Right said {said!r}, expected {expected!r}")


def search_matches(walk, query, lang):
    """The places a search for `query` finds, in the tree's order (each top node, then a series' groups,
    then its points), as (level, t, g, p): written from the model, independently of the page's script."""
    def low(text):
        # JavaScript's toLocaleLowerCase for Turkish: dotted and dotless I.
        text = str(text or "")
        if lang == "tr":
            text = text.replace("I", "ı").replace("İ", "i")
        return text.lower()
    q = low(query.strip())
    found = []
    nav = walk.nav
    for t, (kind, i) in enumerate(walk.tops()):
        if kind == "series":
            s = nav["series"][i]
            text = s["points"][0]["label"] if len(s["points"]) == 1 else s["name"]
        else:
            text = {"total": lambda: nav["totals"][i], "reference": lambda: nav["references"][i],
                    "axis": lambda: nav["axes"][i], "legend": lambda: ", ".join(nav["legend"])}[kind]()
        if q in low(text):
            found.append(("top", t, 0, 0))
        if kind != "series" or len(nav["series"][i]["points"]) == 1:
            continue
        s = nav["series"][i]
        for g, group in enumerate(s["groups"]):
            if q in low(group["label"]):
                found.append(("group", t, g, group["first"]))
        for p, point in enumerate(s["points"]):
            if q in low(point["label"]):
                g = next((k for k, group in enumerate(s["groups"]) if group["first"] <= p <= group["last"]), 0)
                found.append(("point", t, g, p))
    return found


def check_search(driver, name, model):
    """Search (issue 17): / opens the box with focus in it; Enter announces "Match 1 of N" and the first
    match's label (a category or date taken from the data: the first group's label, or the start of a point's
    label, or a series' name), Enter again the next, Shift+Enter the one before; Escape goes back to the
    chart with the cursor on the match (Right then says what an independent walk expects); a query that
    matches nothing says "No match for ...". F opens it too."""
    view, words = model["views"][0], model["words"]
    nw, lang = words["nav"], words["lang"]
    walk = Walk(view, words)
    series = [s for s in view["nav"]["series"] if s["points"]]
    if not series:
        return
    s = series[0]
    if s["groups"]:
        query = s["groups"][min(1, len(s["groups"]) - 1)]["label"]
    elif len(s["points"]) > 1:
        query = s["points"][len(s["points"]) // 3]["label"].split(",")[0]
    else:
        query = s["points"][0]["label"].split(",")[0]
    expected_all = search_matches(walk, query, lang)
    check(expected_all, f"{name}: the search for {query!r} finds nothing in the model")
    driver.execute_script("document.getElementById('chart').focus()")
    ActionChains(driver).send_keys("/").perform()
    check(driver.execute_script("return document.activeElement.id") == "search", f"{name}: / does not put focus in the search box")
    check(driver.find_element(By.ID, "search-box").get_attribute("hidden") is None, f"{name}: / does not show the search box")
    box = driver.find_element(By.ID, "search")
    box.send_keys(query)
    def said_in_box(keys, shift=False):
        driver.execute_script("document.getElementById('announcement').textContent = ''")
        if shift:
            ActionChains(driver).key_down(Keys.SHIFT).send_keys(*keys).key_up(Keys.SHIFT).perform()
        else:
            ActionChains(driver).send_keys(*keys).perform()
        try:
            WebDriverWait(driver, 2).until(lambda d: d.find_element(By.ID, "announcement").text != "")
        except Exception:
            pass
        return driver.find_element(By.ID, "announcement").text
    def expect(k):
        level, t, g, p = expected_all[k]
        walk.level, walk.t, walk.g, walk.p = level, t, g, p
        return walk.fill(nw["match"], n=k + 1, count=len(expected_all)) + ": " + walk.label()
    said = said_in_box([Keys.ENTER])
    check(said == expect(0), f"{name}: searching {query!r} said {said!r}, expected {expect(0)!r}")
    shown = driver.execute_script("return document.querySelectorAll('#chart g.overlay > *').length")
    check(shown > 0 or expected_all[0][0] == "top", f"{name}: the first match is not shown on the chart")
    if len(expected_all) > 1:
        said = said_in_box([Keys.ENTER])
        check(said == expect(1), f"{name}: Enter again said {said!r}, expected {expect(1)!r}")
        said = said_in_box([Keys.ENTER], shift=True)
        check(said == expect(0), f"{name}: Shift+Enter said {said!r}, expected {expect(0)!r}")
    else:
        expect(0)
    ActionChains(driver).send_keys(Keys.ESCAPE).perform()
    check(driver.execute_script("return document.activeElement.id") == "chart", f"{name}: Escape in the search box does not return to the chart")
    check(driver.find_element(By.ID, "search-box").get_attribute("hidden") is not None, f"{name}: Escape leaves the search box shown")
    expected = walk.key("Right")
    said = said_after(driver, [Keys.ARROW_RIGHT])
    check(said == expected, f"{name}: Right after a search said {said!r}, expected {expected!r}")
    # Nothing found.
    ActionChains(driver).send_keys("f").perform()
    check(driver.execute_script("return document.activeElement.id") == "search", f"{name}: F does not open the search box")
    box.clear()
    box.send_keys("qqzzqq")
    said = said_in_box([Keys.ENTER])
    check(said == nw["noMatch"].replace("{query}", "qqzzqq"), f"{name}: a search for nothing said {said!r}")
    # A pasted 100,000 characters is said back as its first 60 (issue 34).
    driver.execute_script("document.getElementById('search').value = 'q'.repeat(100000)")
    said = said_in_box([Keys.ENTER])
    check(said == nw["noMatch"].replace("{query}", "q" * 60 + "\u2026"), f"{name}: a long search was said back as {len(said)} characters")
    ActionChains(driver).send_keys(Keys.ESCAPE).perform()


def check_highlights(driver, name, model):
    """Stack totals, rules, bands, axes and the legend are ringed when reached, as points are (issue 17): a
    total rings every segment of its stack; at each other such node
    of the top level the overlay has a ring that encloses the thing itself (an axis's or the legend's
    group, a reference line or area of the picture), and in forced colors the ring is drawn in Highlight."""
    view, words = model["views"][0], model["words"]
    walk = Walk(view, words)
    tops = walk.tops()
    driver.execute_script("document.getElementById('chart').focus()")
    ActionChains(driver).send_keys(Keys.ARROW_UP, Keys.ARROW_UP, Keys.ARROW_UP, Keys.ARROW_UP, Keys.HOME).perform()
    # A chart of one series starts at its values: up to the top level, at the series.
    walk.key("Home")
    while walk.level not in ("top", "chart"):
        walk.key("Up")
        ActionChains(driver).send_keys(Keys.ARROW_UP).perform()
    ringed = reached = 0
    for t, (kind, i) in enumerate(tops):
        if t > 0:
            ActionChains(driver).send_keys(Keys.ARROW_RIGHT).perform()
        if kind not in ("reference", "axis", "legend", "total"):
            continue
        if kind == "total":
            # A stack's total rings the whole stack: every segment of it inside one ring, two or more.
            inside = driver.execute_script("""
                const svg = document.querySelector('#chart svg');
                const rings = Array.from(svg.querySelectorAll('g.overlay .highlight')).map(r => r.getBBox());
                const within = (a, r) => a.x >= r.x - 0.6 && a.y >= r.y - 0.6 && a.x + a.width <= r.x + r.width + 0.6 && a.y + a.height <= r.y + r.height + 0.6;
                const marks = Array.from(svg.querySelectorAll('.series rect.mark')).map(e => e.getBBox());
                return [rings.length, rings.length ? marks.filter(a => within(a, rings[0])).length : 0];""")
            check(inside[0] == 1 and inside[1] >= 2, f"{name}: the total {i + 1} rings {inside[1]} segments with {inside[0]} rings")
            reached += 1
            continue
        if kind == "axis":
            target = "g.axis." + view["nav"]["axisSides"][i]
        elif kind == "legend":
            target = "g.legend"
        else:
            target = ".reference"
        inside = driver.execute_script("""
            const svg = document.querySelector('#chart svg');
            const rings = Array.from(svg.querySelectorAll('g.overlay .highlight')).map(r => r.getBBox());
            const things = Array.from(svg.querySelectorAll(arguments[0])).filter(e => !e.closest('g.overlay')).map(e => e.getBBox());
            const within = (a, r) => a.x >= r.x - 0.6 && a.y >= r.y - 0.6 && a.x + a.width <= r.x + r.width + 0.6 && a.y + a.height <= r.y + r.height + 0.6;
            return [rings.length, things.some(a => rings.some(r => within(a, r))), things.some(a => a.width > 0 || a.height > 0)];""", target)
        if not inside[2]:
            # Nothing drawn (a watch chart's hidden axis): nothing to ring, and none drawn.
            check(inside[0] == 0, f"{name}: the {kind} {i + 1} is not drawn but a ring is")
            reached += 1
            continue
        check(inside[0] >= 1 and inside[1], f"{name}: the {kind} {i + 1} is not ringed ({inside[0]} rings around {target})")
        ringed += 1
        reached += 1
        if ringed == 1:
            driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "forced-colors", "value": "active"}]})
            stroke = driver.execute_script("""const r = document.querySelector('#chart g.overlay .highlight');
                const probe = document.createElement('span'); probe.style.forcedColorAdjust = 'none'; probe.style.color = 'Highlight'; document.body.appendChild(probe);
                const h = getComputedStyle(probe).color; probe.remove();
                return r ? [getComputedStyle(r).stroke, h] : null;""")
            driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
            check(stroke and stroke[0] == stroke[1], f"{name}: in forced colors the ring is {stroke}, not Highlight")
    has = sum(kind in ("reference", "axis", "legend", "total") for kind, _ in tops)
    check(reached == has, f"{name}: {reached} of {has} totals, rules, bands, axes and legends reached")
    ActionChains(driver).send_keys(Keys.ARROW_UP).perform()


def check_pitch_span(driver, name, model):
    """The pitch-span control (issue 17): R and the button go axis, data, each series and back, each time
    saying so, in the page's words; the button shows the span."""
    view, nw = model["views"][0], model["words"]["nav"]
    if not view.get("sound"):
        check(not driver.find_elements(By.ID, "pitch-span"), f"{name}: a pitch-span button without sound")
        return
    order = ["axis", "data", "series"]
    k = order.index(view["pitchSpan"])
    check(set(view["spanSounds"]) == set(order) - {view["pitchSpan"]}, f"{name}: sounds over {sorted(view['spanSounds'])}")
    driver.execute_script("document.getElementById('chart').focus()")
    for step in range(3):
        k = (k + 1) % 3
        expected = nw["pitchSpan"].replace("{span}", nw["pitchSpans"][order[k]])
        said = said_after(driver, ["r"])
        check(said == expected, f"{name}: R said {said!r}, expected {expected!r}")
        button = driver.find_element(By.ID, "pitch-span")
        check(button.text == expected, f"{name}: the pitch-span button shows {button.text!r} after R")
    button = driver.find_element(By.ID, "pitch-span")
    driver.execute_script("document.getElementById('announcement').textContent = ''")
    button.send_keys(Keys.ENTER)
    expected = nw["pitchSpan"].replace("{span}", nw["pitchSpans"][order[(k + 1) % 3]])
    check(driver.find_element(By.ID, "announcement").text == expected, f"{name}: the pitch-span button said "
          f"{driver.find_element(By.ID, 'announcement').text!r}, expected {expected!r}")
    # Back to the page's own span for the checks after this one.
    for _ in range(2):
        button.send_keys(Keys.ENTER)


def chart_text_px(driver):
    """The chart's smallest text on screen, in CSS px, and the summary's; the chart's right edge and the
    viewport's width."""
    return driver.execute_script("""
        const svg = document.querySelector('#chart svg'), r = svg.getBoundingClientRect();
        const scale = r.width / svg.viewBox.baseVal.width;
        const sizes = Array.from(svg.querySelectorAll('text')).filter(t => t.textContent.trim())
            .map(t => parseFloat(getComputedStyle(t).fontSize) * scale);
        return [Math.min(...sizes), parseFloat(getComputedStyle(document.getElementById('summary')).fontSize),
                r.right, document.documentElement.clientWidth, svg.viewBox.baseVal.width];""")


def check_text_zoom(driver, name, path):
    """Chart text at a 320 px wide window is 12 CSS px or more and the chart fits; at 400 % zoom (a 1280
    px window: 320 CSS px at 4 device pixels each) chart text grows as much as page text; with a larger
    default font size (the browser's setting) chart text grows with it."""
    def at(width, scale, font=None):
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                               {"width": width, "height": 900, "deviceScaleFactor": scale, "mobile": False})
        if font:
            driver.execute_cdp_cmd("Page.setFontSizes", {"fontSizes": {"standard": font, "fixed": 13}})
        chromium.load(driver, path)
        return chart_text_px(driver)
    try:
        wide = at(1280, 1)
        narrow = at(320, 1)
        check(narrow[0] >= 11.99, f"{name}: chart text is {narrow[0]:.2f} px at 320 px")
        check(narrow[2] <= narrow[3] + 0.5, f"{name}: the chart's right edge is at {narrow[2]:.0f} in a {narrow[3]} px window")
        zoomed = at(320, 4)
        chart_growth, page_growth = zoomed[0] * 4 / wide[0], zoomed[1] * 4 / wide[1]
        check(chart_growth >= 0.9 * page_growth, f"{name}: at 400 % chart text grows {chart_growth:.2f}x, page text {page_growth:.2f}x")
        large = at(1280, 1, font=24)
        check(large[0] >= wide[0] * 1.4 and large[1] >= 23.9,
              f"{name}: with a 24 px default font, chart text is {large[0]:.1f} px (was {wide[0]:.1f}), page text {large[1]} px")
        narrow_large = at(320, 1, font=24)
        check(narrow_large[2] <= narrow_large[3] + 0.5,
              f"{name}: at 320 px with a 24 px font, the chart's right edge is at {narrow_large[2]:.0f}")
        check(narrow_large[0] >= 11.99, f"{name}: at 320 px with a 24 px font, chart text is {narrow_large[0]:.2f} px")
        check(narrow_large[0] >= narrow[0] * 1.1,
              f"{name}: at 320 px, chart text is {narrow[0]:.1f} px with a 16 px font and {narrow_large[0]:.1f} px with 24 px")
    finally:
        driver.execute_cdp_cmd("Page.setFontSizes", {"fontSizes": {"standard": 16, "fixed": 13}})
        driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


def check_keys_outside(driver, name):
    driver.execute_script("document.getElementById('announcement').textContent = 'unchanged'")
    driver.execute_script("document.activeElement.blur()")
    before = driver.execute_script("return document.querySelector('#chart svg').outerHTML")
    for key in [Keys.ARROW_RIGHT, Keys.END, Keys.ARROW_DOWN, Keys.ESCAPE, "p"]:
        ActionChains(driver).send_keys(key).perform()
    after = driver.execute_script("return document.querySelector('#chart svg').outerHTML")
    check(driver.find_element(By.ID, "announcement").text == "unchanged" and before == after,
          f"{name}: keys pressed outside the chart changed it")
    check(driver.execute_script("return document.getElementById('play') ? document.getElementById('play').getAttribute('aria-pressed') : 'false'") == "false",
          f"{name}: P outside the chart started the sound")


def check_contrast(driver, name, scheme):
    data = driver.execute_script("""
        const svg = document.querySelector('#chart svg');
        const bg = getComputedStyle(svg.querySelector('rect.background')).fill;
        const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
        // Text drawn on a mark (a sector's percent) is read against that mark's fill, not the background.
        const ground = t => t.classList.contains('sector-label')
            ? getComputedStyle(t.parentNode.querySelector('.mark.sector')).fill : null;
        const texts = Array.from(svg.querySelectorAll('text')).map(t => [t.textContent, getComputedStyle(t).fill,
            parseFloat(getComputedStyle(t).fontSize) * scale, parseFloat(getComputedStyle(t).fillOpacity), ground(t)]);
        const marks = Array.from(svg.querySelectorAll('.mark')).map(m => {
            const s = getComputedStyle(m);
            return [m.getAttribute('class'), s.fill, parseFloat(s.fillOpacity), s.stroke, parseFloat(s.strokeOpacity)];
        });
        const page = Array.from(document.querySelectorAll('p, button, th, td, kbd, caption, h2')).map(e =>
            [e.tagName, parseFloat(getComputedStyle(e).fontSize), getComputedStyle(e).color]);
        return [bg, texts, marks, page, getComputedStyle(document.documentElement).backgroundColor];""")
    bg = parse_color(data[0])
    for text, fill, size, opacity, ground in data[1]:
        c = parse_color(fill)
        under = parse_color(ground) if ground else bg
        ratio = contrast(blend(c, opacity * c[3], under), under)
        check(ratio >= 4.5, f"{name} ({scheme}): text '{text[:30]}' has contrast {ratio:.2f}:1")
        check(size >= 11.99, f"{name} ({scheme}): text '{text[:30]}' is {size:.2f} px on screen")
    for cls, fill, fill_opacity, stroke, stroke_opacity in data[2]:
        best = 0
        for paint, opacity in ((fill, fill_opacity), (stroke, stroke_opacity)):
            c = parse_color(paint)
            if c and c[3] * opacity > 0:
                best = max(best, contrast(blend(c, c[3] * opacity, bg), bg))
        # A translucent area fill is bounded by its edge line, drawn in full color (checked as its own mark).
        if "area" in cls.split() and "area-edge" not in cls:
            continue
        # A translucent reference band (a normal range) lies behind the data and is named by its annotation.
        if "reference" in cls.split() and fill_opacity * (parse_color(fill) or (0, 0, 0, 1))[3] < 0.5:
            continue
        check(best >= 3, f"{name} ({scheme}): mark '{cls}' has contrast {best:.2f}:1")
    for tag, size, _ in data[3]:
        check(size >= 12, f"{name} ({scheme}): {tag} text is {size} px")


def check_ranges(driver, name, model):
    buttons = driver.find_elements(By.CSS_SELECTOR, "button.range")
    if not buttons:
        return
    three = next(b for b in buttons if b.text == "3M")
    three.click()
    WebDriverWait(driver, 2).until(lambda d: d.find_element(By.ID, "announcement").text.startswith("Showing 3 months: from "))
    said = driver.find_element(By.ID, "announcement").text
    check(re.fullmatch(r"Showing 3 months: from [\d,.]+ US dollars to [\d,.]+ US dollars, (up|down) [\d.]+ percent", said),
          f"{name}: 3M announced '{said}'")
    animating = driver.execute_script("return document.getAnimations().length")
    check(animating > 0, f"{name}: changing the range does not animate")
    check(three.get_attribute("aria-pressed") == "true", f"{name}: the 3M button is not pressed")
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-reduced-motion", "value": "reduce"}]})
    one = next(b for b in buttons if b.text == "1Y")
    one.click()
    WebDriverWait(driver, 2).until(lambda d: d.find_element(By.ID, "announcement").text.startswith("Showing 1 year: from "))
    animating = driver.execute_script("return document.getAnimations().length")
    check(animating == 0, f"{name}: with reduced motion, {animating} animations run")
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
    # The new view navigates by its own model.
    driver.execute_script("document.getElementById('chart').focus()")
    ActionChains(driver).send_keys(Keys.HOME).perform()
    index = next(i for i, b in enumerate(model["buttons"]) if b["label"] == "1Y")
    walk = Walk(model["views"][model["buttons"][index]["view"]], model["words"])
    expected = walk.key("Home")
    WebDriverWait(driver, 2).until(lambda d: d.find_element(By.ID, "announcement").text == expected)


def click_when_reachable(driver, element):
    """A real click, once the element is in the middle of the view, has stopped moving and nothing lies over
    its centre: on a loaded machine a page still settling (a long key list laid out, the chart redrawn after a
    time range) moved the table button between the check and the click, so the click landed on the heading
    above it (intercepted) or on nothing (the table stayed shut). The box must be the same on three polls in a
    row, 50 ms apart. Never reachable in 10 s fails."""
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
    seen = []

    def settled(d):
        box = d.execute_script(
            "const r = arguments[0].getBoundingClientRect();"
            "const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);"
            "const free = hit !== null && (hit === arguments[0] || arguments[0].contains(hit));"
            "return [r.x, r.y, r.width, r.height, free];", element)
        seen.append(box)
        return len(seen) >= 3 and all(b == box for b in seen[-3:]) and box[4]

    WebDriverWait(driver, 10, poll_frequency=0.05).until(settled)
    element.click()


def check_table(driver, name, model):
    toggle = driver.find_element(By.ID, "table-toggle")
    click_when_reachable(driver, toggle)
    expanded = toggle.get_attribute("aria-expanded") == "true"
    check(expanded, f"{name}: the table button is not expanded after a click on it")
    if not expanded:
        # What lay where the click went, so a failure in CI says why rather than failing again below.
        print(driver.execute_script(
            "const r = arguments[0].getBoundingClientRect();"
            "const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);"
            "return 'button at ' + JSON.stringify(r) + ', under its centre now: ' + (hit ? hit.outerHTML.slice(0, 120) : 'nothing');",
            toggle))
        return
    rows = driver.execute_script("return document.querySelectorAll('#table tbody tr').length")
    cols = driver.execute_script("return document.querySelectorAll('#table thead th[scope=col]').length")
    check(rows > 0 and cols >= 2, f"{name}: data table has {rows} rows and {cols} column headers")
    check_sorting(driver, name)
    link = driver.find_element(By.ID, "table-csv")
    href = link.get_attribute("href")
    check(href.startswith("data:text/csv;charset=utf-8,") and link.get_attribute("download").endswith(".csv"),
          f"{name}: the CSV link is {href[:40]!r}")
    csv_lines = urllib.parse.unquote(href.split(",", 1)[1]).split("\r\n")
    check(len([l for l in csv_lines if l]) == rows + 1, f"{name}: the CSV has {len(csv_lines)} lines for {rows} rows")
    toggle.click()


def check_sorting(driver, name):
    """The second column's header button, pressed from the keyboard, sorts by its values: ascending, then
    descending, missing values last, and says so."""
    button = driver.find_element(By.CSS_SELECTOR, "#table thead th:nth-child(2) button.sort")
    column = driver.execute_script("""
        return Array.prototype.map.call(document.querySelectorAll('#table tbody tr'), function (r) {
          var c = r.cells[1]; return c && c.hasAttribute('data-v') ? Number(c.getAttribute('data-v')) : null; });""")
    numbers = [v for v in column if v is not None]
    for order in ["ascending", "descending"]:
        button.send_keys(Keys.ENTER)
        th = driver.find_element(By.CSS_SELECTOR, "#table thead th:nth-child(2)")
        check(th.get_attribute("aria-sort") == order, f"{name}: aria-sort is {th.get_attribute('aria-sort')}, not {order}")
        after = driver.execute_script("""
            return Array.prototype.map.call(document.querySelectorAll('#table tbody tr'), function (r) {
              var c = r.cells[1]; return c && c.hasAttribute('data-v') ? Number(c.getAttribute('data-v')) : null; });""")
        present = [v for v in after if v is not None]
        if numbers:
            check(present == sorted(numbers, reverse=order == "descending"),
                  f"{name}: sorted {order}, the column reads {present[:5]}...")
            check(all(v is not None for v in after[:len(present)]), f"{name}: missing values are not last")
        announced = driver.find_element(By.ID, "announcement").text
        check(button.text.split(" ")[0] in announced and ("ascending" if order == "ascending" else "descending") in announced
              or "정렬" in announced or "sıralandı" in announced, f"{name}: sorting said {announced!r}")


def check_pattern_toggle(driver, name):
    """Pattern fills (issue 17, C2): a page whose chart is hatched has a Patterns button, pressed; pressing it
    from the keyboard hides every pattern, says so and unpresses it; again shows them and says so. A page
    without patterns has no button."""
    count = driver.execute_script("return document.querySelectorAll('#chart svg .pattern').length")
    buttons = driver.find_elements(By.ID, "patterns")
    if count == 0:
        check(not buttons, f"{name}: a Patterns button without patterns")
        return
    check(len(buttons) == 1, f"{name}: {count} patterns and no Patterns button")
    if not buttons:
        return
    button = buttons[0]
    check(button.get_attribute("aria-pressed") == "true", f"{name}: the Patterns button does not start pressed")

    def shown():
        return driver.execute_script("""return Array.prototype.filter.call(document.querySelectorAll('#chart svg .pattern'),
            function (p) { return getComputedStyle(p).display !== 'none'; }).length""")

    check(shown() == count, f"{name}: {shown()} of {count} patterns shown at first")
    expected = {"ko": ("패턴 끔", "패턴 켬"), "tr": ("Desenler kapalı", "Desenler açık")}.get(
        driver.execute_script("return document.documentElement.lang"), ("Patterns off", "Patterns on"))
    for pressed, said in [("false", expected[0]), ("true", expected[1])]:
        button.send_keys(Keys.ENTER)
        check(button.get_attribute("aria-pressed") == pressed, f"{name}: Patterns is aria-pressed "
              f"{button.get_attribute('aria-pressed')}, not {pressed}")
        check(shown() == (count if pressed == "true" else 0), f"{name}: {shown()} patterns shown with Patterns {pressed}")
        announced = driver.find_element(By.ID, "announcement").text
        check(announced == said, f"{name}: Patterns said {announced!r}, not {said!r}")


def check_page(driver, path, page, shots, expected_steps):
    print("checking " + page)
    model = chromium.load(driver, path)
    check_axe(driver, page)
    check_tree(driver, page)
    said = check_keyboard(driver, page, model)
    if page in expected_steps:
        check(said == expected_steps[page], f"{page}: announced {said}, expected {expected_steps[page]}")
    check_indicator_after_keys(driver, page, model)
    check_braille(driver, page, model, path)
    driver.save_screenshot(os.path.join(shots, page.replace(".html", ".png")))
    check_controls(driver, page, model)
    check_more_keys(driver, page, model)
    check_pointer(driver, page, model)
    check_keys_outside(driver, page)
    check_contrast(driver, page, "light")
    check_table(driver, page, model)
    check_pattern_toggle(driver, page)
    check_pitch_span(driver, page, model)
    check_highlights(driver, page, model)
    check_search(driver, page, model)
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
    chromium.load(driver, path)
    check_contrast(driver, page, "dark")
    check_axe(driver, page + " (dark)")
    driver.execute_script("document.getElementById('chart').focus()")
    ActionChains(driver).send_keys(Keys.END).perform()
    driver.save_screenshot(os.path.join(shots, page.replace(".html", "-dark.png")))
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
    check_text_zoom(driver, page, path)
    driver.set_window_size(1000, 1400)
    chromium.load(driver, path)
    check_ranges(driver, page, model)
    chromium.load(driver, path)
    check_address(driver, page, path, model)


def check_selection(driver, path, shots):
    """A chart that shows a selection (chartXSelection): on load the page's indicator stands on the picture's
    selection rule, which is shown, and the readout is hidden; the pointer elsewhere moves the indicator
    there, shows the readout and hides the picture's selection (rule, rings and values); after a reload,
    keyboard navigation hides it too, and focusing the chart alone does not."""
    name = os.path.basename(path)
    print("checking " + name + " (selection)")
    model = chromium.load(driver, path)
    selection = model["views"][0].get("selection")
    check(selection is not None and selection.get("x") is not None, f"{name}: the page's model has no selection at an x: {selection}")
    drawn = """return Array.from(document.querySelectorAll('#chart > svg .selection')).map(
        g => getComputedStyle(g).display !== 'none' && g.getBoundingClientRect().width > 0)"""
    centre = """const e = document.querySelector(arguments[0]); if (!e) return null;
        const b = e.getBoundingClientRect(); return b.left + b.width / 2;"""
    rule_x = driver.execute_script(centre, "#chart > svg .selection .selection-rule")
    indicator_x = driver.execute_script(centre, "#chart g.overlay line.indicator")
    shown = driver.execute_script(drawn)
    check(shown == [True], f"{name}: on load the picture's selection is shown {shown}, expected one group shown")
    check(rule_x is not None and indicator_x is not None and abs(rule_x - indicator_x) <= 1,
          f"{name}: on load the indicator is at {indicator_x}px, the selection's rule at {rule_x}px")
    check(driver.execute_script("return document.getElementById('readout').hidden") is True,
          f"{name}: on load the readout is shown beside the picture's own values")
    # The summary says what the picture selects ("Selected: ..."), as long as the picture's selection shows.
    words = selection.get("words") or ""
    summary = "return document.getElementById('summary').textContent"
    check(words.startswith("Selected: ") and driver.execute_script(summary).endswith(words),
          f"{name}: on load the summary does not end with the selection's words {words!r}: {driver.execute_script(summary)!r}")
    driver.save_screenshot(os.path.join(shots, name.replace(".html", "-load.png")))
    # The pointer at a tenth of the plot: the indicator follows it, the picture's selection is hidden.
    svg = driver.find_element(By.CSS_SELECTOR, "#chart svg")
    x, y, w, h = model["views"][0]["nav"]["plot"]
    box = driver.execute_script("const r = arguments[0].getBoundingClientRect(); return [r.width, r.height]", svg)
    width, height = driver.execute_script("return [arguments[0].viewBox.baseVal.width, arguments[0].viewBox.baseVal.height]", svg)
    scale = box[0] / width
    ActionChains(driver).move_to_element_with_offset(svg, int((x + w * 0.1 - width / 2) * scale), int((y + h / 2 - height / 2) * scale)).perform()
    moved_x = driver.execute_script(centre, "#chart g.overlay line.indicator")
    left = driver.execute_script("return arguments[0].getBoundingClientRect().left", svg)
    check(moved_x is not None and abs(moved_x - (left + (x + w * 0.1) * scale)) <= 2,
          f"{name}: after the pointer moved the indicator is at {moved_x}px, the pointer at {left + (x + w * 0.1) * scale:.0f}px")
    shown = driver.execute_script(drawn)
    check(shown == [False], f"{name}: after the pointer moved the picture's selection is shown {shown}, expected hidden")
    check(driver.execute_script("return document.getElementById('readout').hidden") is False,
          f"{name}: the pointer moved and no readout is shown")
    check(words and words not in driver.execute_script(summary) and driver.execute_script(summary).strip(),
          f"{name}: after the pointer moved the summary still says the picture's selection: {driver.execute_script(summary)!r}")
    driver.save_screenshot(os.path.join(shots, name.replace(".html", "-scrubbed.png")))
    ActionChains(driver).move_to_element(driver.find_element(By.ID, "help")).perform()
    check(driver.execute_script(drawn) == [False], f"{name}: the picture's selection came back when the pointer left")
    # The keyboard: focus alone keeps the selection; a step along the series hides it.
    chromium.load(driver, path)
    driver.execute_script("document.getElementById('chart').focus()")
    check(driver.execute_script(drawn) == [True], f"{name}: focusing the chart hid the picture's selection")
    check(words and driver.execute_script(summary).endswith(words), f"{name}: focusing the chart took the selection from the summary")
    ActionChains(driver).send_keys(Keys.HOME).perform()
    check(driver.execute_script(drawn) == [False], f"{name}: Home moved the cursor and the picture's selection is still shown")
    check(words and words not in driver.execute_script(summary),
          f"{name}: after Home the summary still says the picture's selection: {driver.execute_script(summary)!r}")
    check(driver.execute_script("return document.querySelectorAll('#chart g.overlay .highlight').length") >= 1,
          f"{name}: Home rings nothing")


def check_scrolling(driver, path, shots):
    """A scrolling chart's page: a box the picture's size over the whole chart, scrolled at first to where the
    picture's window starts (its first tick label in view is the window's month); moving to the first and the
    last group (Home, Down, End) scrolls each into view; the pointer over the visible plot shows the indicator inside the box; axe-core
    finds no violations."""
    name = os.path.basename(path)
    print("checking " + name + " (scrolling)")
    model = chromium.load(driver, path)
    box = model["views"][0].get("scroll")
    check(box is not None and box.get("x") is not None, f"{name}: the page's model has no horizontal scroll box")
    if not box:
        return
    check_axe(driver, name)
    client, full, left, svg_px, svg_pts = driver.execute_script("""
        const c = document.getElementById('chart'), svg = c.querySelector('svg');
        return [c.clientWidth, c.scrollWidth, c.scrollLeft, svg.getBoundingClientRect().width, svg.viewBox.baseVal.width];""")
    r = svg_px / svg_pts
    check(full > client * 3, f"{name}: the box is {client}px wide over {full}px of chart; expected the whole year")
    check(abs(left - box["x"] * r) <= 2, f"{name}: starts scrolled to {left}px, expected {box['x'] * r:.0f}px")
    # The labels wholly in the window (right of the pinned strip at the plot's leading edge).
    visible_labels = """
        const c = document.getElementById('chart'), r = c.getBoundingClientRect(), from = r.left + arguments[0];
        return Array.from(c.querySelectorAll(':scope > svg .axis.x .tick-label')).filter(t => {
            const b = t.getBoundingClientRect(); return b.left >= from && b.right <= r.right; }).map(t => t.textContent);"""
    labels = driver.execute_script(visible_labels, (box.get("pin") or [0])[0] * r)
    # The summary says where the window starts ("shows June 1 to ..."): the first label in view is that month's.
    summary = driver.find_element(By.ID, "summary").text
    shown = re.search(r"shows (\w+)", summary)
    check(shown is not None, f"{name}: the summary does not say what is shown: {summary!r}")
    if shown:
        check(bool(labels) and labels[0].startswith(shown.group(1)[:3]), f"{name}: tick labels in view {labels}, the window starts in {shown.group(1)}")
    driver.save_screenshot(os.path.join(shots, name.replace(".html", ".png")))
    inside = """
        const c = document.getElementById('chart').getBoundingClientRect();
        const shapes = Array.from(document.querySelectorAll('#chart g.overlay > *')).map(e => e.getBoundingClientRect());
        return shapes.length > 0 && shapes.some(b => b.right > c.left && b.left < c.right);"""
    ActionChains(driver).send_keys(Keys.TAB).perform()
    check(driver.execute_script("return document.activeElement.id") == "chart", f"{name}: Tab does not focus the chart")
    # Home and Down: the first group of the first series.
    ActionChains(driver).send_keys(Keys.HOME).send_keys(Keys.ARROW_DOWN).perform()
    at_home = driver.execute_script("return document.getElementById('chart').scrollLeft")
    check(at_home < left, f"{name}: Home left the box at {at_home}px (was {left}px): the first group is out of view")
    check(driver.execute_script(inside), f"{name}: after Home the highlight is outside the box")
    ActionChains(driver).send_keys(Keys.END).perform()
    at_end = driver.execute_script("return document.getElementById('chart').scrollLeft")
    check(at_end > left, f"{name}: End left the box at {at_end}px (was {left}px): the last group is out of view")
    check(driver.execute_script(inside), f"{name}: after End the highlight is outside the box")
    driver.save_screenshot(os.path.join(shots, name.replace(".html", "-end.png")))
    # The pointer in the middle of the box scrubs the marks there.
    chart = driver.find_element(By.ID, "chart")
    ActionChains(driver).move_to_element(chart).perform()
    line = driver.execute_script("""
        const l = document.querySelector('#chart g.overlay line.indicator'), c = document.getElementById('chart').getBoundingClientRect();
        if (!l) return null; const b = l.getBoundingClientRect(); return [b.left - c.left, c.width];""")
    check(line is not None and abs(line[0] - line[1] / 2) <= 12, f"{name}: the pointer in the box's middle puts the indicator at {line}")
    # In dark, the pinned title and axis are on the dark picture's background.
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
    chromium.load(driver, path)
    fills = driver.execute_script("""
        const c = document.getElementById('chart'), bg = c.querySelector(':scope > svg rect.background');
        return [bg ? bg.getAttribute('fill') : null, Array.from(c.querySelectorAll('.pin rect.pin-background')).map(r => r.getAttribute('fill'))];""")
    check(fills[0] is not None and len(fills[1]) == 4 and all(f == fills[0] for f in fills[1]),
          f"{name}: in dark the pin's background is {fills[1]}, the picture's {fills[0]}")
    driver.save_screenshot(os.path.join(shots, name.replace(".html", "-dark.png")))
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("gallery")
    parser.add_argument("hostile")
    parser.add_argument("shots")
    parser.add_argument("--only", help="check only the gallery pages whose name contains this")
    parser.add_argument("--more", nargs="*", default=[], help="pages of data not in the gallery, checked the same way")
    parser.add_argument("--scrolling", nargs="*", default=[], help="pages of scrolling charts (chartScrollableAxes)")
    parser.add_argument("--selection", nargs="*", default=[], help="pages of charts that show a selection (chartXSelection)")
    args = parser.parse_args()
    gallery, hostile, shots, only = args.gallery, args.hostile, args.shots, args.only
    os.makedirs(shots, exist_ok=True)
    pages = sorted(f for f in os.listdir(gallery) if f.endswith(".html") and f != "index.html")
    if only:
        pages = [p for p in pages if only in p]
    check(only or len(pages) == 16, f"expected 16 gallery pages, found {len(pages)}")
    # Exact words for some pages, written out and checked by hand against the data.
    expected_path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "expected_labels.json")
    expected_steps = json.load(open(expected_path)) if os.path.exists(expected_path) else {}
    driver = browser()
    try:
        index = open(os.path.join(gallery, "index.html")).read()
        for page in pages:
            check(f'href="{page}"' in index, f"index.html does not link {page}")
        # The index page passes axe with every rule too.
        driver.get("file://" + os.path.abspath(os.path.join(gallery, "index.html")))
        check_axe(driver, "index.html")
        for page in pages:
            check_page(driver, os.path.join(gallery, page), page, shots, expected_steps)
        for path in args.more:
            check_page(driver, path, os.path.basename(path), shots, expected_steps)
        for path in args.scrolling:
            check_scrolling(driver, path, shots)
        for path in args.selection:
            check_selection(driver, path, shots)
        # Hostile text shows as text; no script of the data runs.
        driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument",
                               {"source": "window.alert = function () { window.__alerted = true; };"})
        model = chromium.load(driver, hostile)
        check(driver.execute_script("return window.__alerted === true") is False, "hostile page: a script of the data ran")
        check(driver.execute_script("return document.querySelectorAll('img').length") == 0, "hostile page: an <img> was made from data")
        check(driver.execute_script("return document.scripts.length") == 2, "hostile page: the data added a <script>")
        table = driver.execute_script("return document.getElementById('table').textContent")
        for text in ["</script><script>alert(1)</script>", '"><img src=x onerror=alert(1)>']:
            check(text in table, f"hostile page: '{text}' is not shown as text in the table")
        check_axe(driver, "hostile page")
        check_keyboard(driver, "hostile page", model)
        check(driver.execute_script("return window.__alerted === true") is False, "hostile page: a script ran while moving")
        driver.save_screenshot(os.path.join(shots, "hostile.png"))
    finally:
        driver.quit()
    if FAILURES:
        print(f"{len(FAILURES)} browser check(s) failed")
        sys.exit(1)
    print(f"browser checks passed: {len(pages)} gallery pages, {len(args.more)} more, {len(args.scrolling)} scrolling, {len(args.selection)} with a selection and the hostile page; screenshots in {shots}")


if __name__ == "__main__":
    main()
