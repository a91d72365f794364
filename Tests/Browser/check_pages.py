#!/usr/bin/env python3
"""Browser tests of Plotline's interactive pages, in Debian's Chromium through Selenium.

Usage: check_pages.py GALLERY_DIR HOSTILE_PAGE SCREENSHOT_DIR

For every gallery page (every *.html but index.html): axe-core finds no violations; Chromium's
accessibility tree names the chart, describes it, and names every labelled mark or group; Tab, then
Right, Right, Left, End, Down, Enter, Escape announce exactly the labels an independent walk of the page's
model expects, with focus staying in the chart; the pointer across the plot area shows the indicator and
each series' value; keys pressed outside the chart change nothing; text has 4.5:1 contrast and marks 3:1
against the chart's background, in light and dark; no text is below 12 px; the focus ring is 2 px or more
at 3:1; a screenshot is saved. The stock page's time ranges are announced, animated, and not animated
under reduced motion. The hostile page shows its text as text and runs no script of its own.
"""
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


# An independent walk of the page's model: what each key should announce.
class Walk:
    def __init__(self, view):
        self.view = view
        self.level, self.s, self.g, self.p = "chart", 0, 0, 0

    def series(self):
        return self.view["nav"]["series"][self.s] if self.view["nav"]["series"] else None

    def announce(self):
        s = self.series()
        if self.level == "chart" or not s or not s["points"]:
            return self.view["title"]
        if self.level == "group":
            return s["groups"][self.g]["label"]
        return s["points"][self.p]["label"]

    def enter(self, at_end):
        s = self.series()
        if not s or not s["points"]:
            return
        if s["groups"]:
            self.level, self.g = "group", (len(s["groups"]) - 1 if at_end else 0)
        else:
            self.level, self.p = "point", (len(s["points"]) - 1 if at_end else 0)

    def pos(self):
        s = self.series()
        if self.level == "group":
            g = s["groups"][self.g]
            return (s["points"][g["first"]]["pos"] + s["points"][g["last"]]["pos"]) / 2
        if self.level == "point":
            return s["points"][self.p]["pos"]
        return None

    def key(self, name):
        s = self.series()
        if name in ("Right", "Left"):
            if self.level == "chart":
                self.enter(name == "Left")
            elif self.level == "group":
                self.g = max(0, min(len(s["groups"]) - 1, self.g + (1 if name == "Right" else -1)))
            else:
                self.p = max(0, min(len(s["points"]) - 1, self.p + (1 if name == "Right" else -1)))
        elif name in ("Home", "End"):
            if self.level == "chart":
                self.enter(name == "End")
            elif self.level == "group":
                self.g = len(s["groups"]) - 1 if name == "End" else 0
            else:
                self.p = len(s["points"]) - 1 if name == "End" else 0
        elif name in ("Down", "Up"):
            all_series = self.view["nav"]["series"]
            if not all_series:
                return self.announce()
            pos = self.pos()
            self.s = max(0, min(len(all_series) - 1, self.s + (1 if name == "Down" else -1)))
            s = self.series()
            if self.level == "chart":
                self.enter(False)
            elif s["points"]:
                if self.level == "group" and not s["groups"]:
                    self.level = "point"
                if self.level == "group":
                    centres = [(s["points"][g["first"]]["pos"] + s["points"][g["last"]]["pos"]) / 2 for g in s["groups"]]
                    self.g = nearest(centres, pos)
                else:
                    self.p = nearest([p["pos"] for p in s["points"]], pos)
        elif name == "Enter":
            if self.level == "chart":
                self.enter(False)
            elif self.level == "group":
                self.level, self.p = "point", s["groups"][self.g]["first"]
        elif name == "Escape":
            if self.level == "point" and s["groups"]:
                self.level = "group"
                self.g = next((i for i, g in enumerate(s["groups"]) if g["first"] <= self.p <= g["last"]), 0)
            else:
                self.level = "chart"
        return self.announce()


def nearest(values, pos):
    best, distance = 0, float("inf")
    for i, v in enumerate(values):
        if abs(v - pos) < distance:
            best, distance = i, abs(v - pos)
    return best


KEYS = {"Right": Keys.ARROW_RIGHT, "Left": Keys.ARROW_LEFT, "End": Keys.END, "Home": Keys.HOME,
        "Down": Keys.ARROW_DOWN, "Up": Keys.ARROW_UP, "Enter": Keys.ENTER, "Escape": Keys.ESCAPE}

def announcement(driver, previous=None):
    # Same words twice are cleared and set again after 60 ms: wait for the text to settle.
    WebDriverWait(driver, 2).until(lambda d: d.find_element(By.ID, "announcement").text != "")
    return driver.find_element(By.ID, "announcement").text


def check_axe(driver, name):
    axe = Axe(driver)
    axe.inject()
    results = axe.run()
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
    walk = Walk(view)
    said = []
    for key in ["Right", "Right", "Left", "End", "Down", "Enter", "Escape"]:
        expected = walk.key(key)
        ActionChains(driver).send_keys(KEYS[key]).perform()
        try:
            WebDriverWait(driver, 2).until(lambda d: d.find_element(By.ID, "announcement").text == expected)
        except Exception:
            pass
        got = driver.find_element(By.ID, "announcement").text
        said.append(got)
        check(got == expected, f"{name}: after {key}, announced '{got}', expected '{expected}'")
        check(driver.execute_script("return document.activeElement.id") == "chart", f"{name}: focus left the chart after {key}")
    return said


def check_braille(driver, name, model):
    """The braille line follows the cursor: after Home, it shows the current series' cells (from the page's
    model) with the first point's (or the first group's) cells marked."""
    ActionChains(driver).send_keys(Keys.HOME).perform()
    series = [s for s in model["views"][0]["nav"]["series"] if s["points"]]
    if not series:
        return
    WebDriverWait(driver, 2).until(lambda d: d.find_element(By.ID, "braille").get_attribute("hidden") is None)
    marked = driver.execute_script("var m = document.querySelector('#braille mark'); return m ? m.textContent : null;")
    whole = driver.execute_script("return document.getElementById('braille').textContent")
    def cells(s):
        return "".join(p.get("b") or "\u2800" for p in s["points"])
    current = [s for s in series if whole == (s["name"] + ": " if s["name"] else "") + cells(s)]
    check(len(current) >= 1, f"{name}: the braille line {whole[:40]!r} is no series' cells")
    if not current:
        return
    s = current[0]
    groups = s["groups"]
    expected = cells(s)[groups[0]["first"]:groups[0]["last"] + 1] if groups else cells(s)[0]
    check(marked == expected, f"{name}: braille marks {marked!r}, expected {expected!r}")
    check(all(c in "⣀⠤⠒⠉\u2800" for c in cells(s)), f"{name}: braille cells outside the four heights")


def check_indicator_after_keys(driver, name, model):
    # A point or group is highlighted with the indicator (or band) after moving into the chart.
    ActionChains(driver).send_keys(Keys.HOME).perform()
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
    walk = Walk(model["views"][model["buttons"][index]["view"]])
    expected = walk.key("Home")
    WebDriverWait(driver, 2).until(lambda d: d.find_element(By.ID, "announcement").text == expected)


def check_table(driver, name, model):
    toggle = driver.find_element(By.ID, "table-toggle")
    toggle.click()
    check(toggle.get_attribute("aria-expanded") == "true", f"{name}: the table button is not expanded")
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


def main():
    gallery, hostile, shots = sys.argv[1], sys.argv[2], sys.argv[3]
    only = sys.argv[4] if len(sys.argv) > 4 else None
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
        for page in pages:
            path = os.path.join(gallery, page)
            print("checking " + page)
            model = chromium.load(driver, path)
            check_axe(driver, page)
            check_tree(driver, page)
            said = check_keyboard(driver, page, model)
            if page in expected_steps:
                check(said == expected_steps[page], f"{page}: announced {said}, expected {expected_steps[page]}")
            check_indicator_after_keys(driver, page, model)
            check_braille(driver, page, model)
            driver.save_screenshot(os.path.join(shots, page.replace(".html", ".png")))
            check_pointer(driver, page, model)
            check_keys_outside(driver, page)
            check_contrast(driver, page, "light")
            check_table(driver, page, model)
            check_pattern_toggle(driver, page)
            driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
            chromium.load(driver, path)
            check_contrast(driver, page, "dark")
            check_axe(driver, page + " (dark)")
            driver.execute_script("document.getElementById('chart').focus()")
            ActionChains(driver).send_keys(Keys.END).perform()
            driver.save_screenshot(os.path.join(shots, page.replace(".html", "-dark.png")))
            driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
            chromium.load(driver, path)
            check_ranges(driver, page, model)
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
        check_keyboard(driver, "hostile page", model)
        check(driver.execute_script("return window.__alerted === true") is False, "hostile page: a script ran while moving")
        driver.save_screenshot(os.path.join(shots, "hostile.png"))
    finally:
        driver.quit()
    if FAILURES:
        print(f"{len(FAILURES)} browser check(s) failed")
        sys.exit(1)
    print(f"browser checks passed: {len(pages)} pages and the hostile page; screenshots in {shots}")


if __name__ == "__main__":
    main()
