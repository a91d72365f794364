/// The page's behaviour, written for this page alone: keyboard navigation through the chart as a tree
/// (chart; series, totals, references, axes, legend; groups along x; points; B6), the layout that fits
/// the container, scrubbing with the whole plot area as the target (B4, B5), the audio graph's tone
/// schedule played with Web Audio from any point at three speeds and over three pitch spans (AX2), search,
/// rules, bands, axes and the legend ringed when reached, controls that say what they did,
/// and time ranges announced and, unless the reader prefers reduced motion, animated (B7). Text from data only ever reaches the page as
/// `textContent` or as escaped markup made by Swift, never as markup built here.
enum PageScript {
    static let js = #"""
(function () {
  "use strict";
  var model = JSON.parse(document.getElementById("plotline-model").textContent);
  var words = model.words;
  var chart = document.getElementById("chart");
  var live = document.getElementById("announcement");
  var readout = document.getElementById("readout");
  var tableBox = document.getElementById("table");
  var tableToggle = document.getElementById("table-toggle");
  var playButton = document.getElementById("play");
  var tonesButton = document.getElementById("tones");
  var SVG = "http://www.w3.org/2000/svg";
  var darkQuery = window.matchMedia ? window.matchMedia("(prefers-color-scheme: dark)") : null;
  var firstLight = chart.querySelector("svg").cloneNode(true);
  var firstTable = Array.prototype.map.call(tableBox.childNodes, function (n) { return n.cloneNode(true); });
  var firstText = Array.prototype.map.call(document.getElementById("summary").parentNode.querySelectorAll("p"),
    function (n) { return n.textContent; });
  var viewIndex = 0;
  var state = { level: "chart", t: 0, g: 0, p: 0 };
  var tonesOn = true;
  var scrubbing = false;

  function view() { return model.views[viewIndex]; }
  function nav() { return view().nav; }
  function clamp(v, lo, hi) { return Math.max(lo, Math.min(hi, v)); }
  function isDark() { return !!(darkQuery && darkQuery.matches); }

  // Pictures: the light or dark SVG of the current view in the current layout; an overlay group on top
  // for the indicator.
  function pictureFor(index, dark) {
    var layouts = model.views[index].nav.layouts, k = Math.min(layoutIndex, layouts.length - 1);
    var native = k === layouts.length - 1;
    if (index === 0 && !dark && native) { return firstLight.cloneNode(true); }
    var template = document.getElementById(model.views[index].id + (native ? "" : "-w" + k) + (dark ? "-dark" : "-light"));
    return template ? template.content.querySelector("svg").cloneNode(true) : null;
  }
  // Layouts (B2 at every width): the page carries the chart laid out for narrow containers as well as at
  // its own size, each with text of 12 points or more. The widest layout that fits the container at the
  // reader's font size is shown at that size (so chart text grows with the font-size setting and with
  // zoom, as page text does); positions in the model are in the chart's own layout and are mapped.
  var layoutIndex = nav().layouts.length - 1;
  function currentLayout() { var l = nav().layouts; return l[Math.min(layoutIndex, l.length - 1)]; }
  function fitLayout() {
    var box = chart.parentNode, style = getComputedStyle(box);
    var room = box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    var font = parseFloat(getComputedStyle(document.documentElement).fontSize) / 16 || 1;
    var layouts = nav().layouts, k = 0;
    for (var i = 0; i < layouts.length; i++) { if (layouts[i].width * layouts[i].scale * font <= room + 0.5) { k = i; } }
    chart.style.width = Math.min(room, layouts[k].width * layouts[k].scale * font) + "px";
    if (k !== layoutIndex) {
      layoutIndex = k;
      showPicture(viewIndex);
      if (state.level !== "chart") { redraw(); }
    }
    fitScroll(room, font);
  }
  // A chart that scrolls (chartScrollableAxes): a box the size of its picture, with the whole chart inside
  // at its own scale, scrolled to where the picture's window starts. Keyboard moves keep the mark in view.
  // Scrolling sideways, a pinned copy of the picture's title, value axis and legend stays over the box (the
  // whole chart moved so its plot area starts where the picture's does).
  function fitScroll(room, font) {
    var box = view().scroll, svg = currentSVG(), pin = chart.querySelector(".pin");
    if (!box) { chart.style.height = ""; if (svg) { svg.style.width = ""; svg.style.margin = ""; } return; }
    var l = currentLayout(), px = l.scale * font;
    chart.style.width = Math.min(room, box.width * px) + "px";
    chart.style.overflowY = box.y != null ? "auto" : "hidden";
    chart.style.height = "";
    // The box is the picture's height, and the scrollbar's below it.
    if (box.y != null || box.pin) { chart.style.height = box.height * px + (chart.offsetHeight - chart.clientHeight) + "px"; }
    if (!svg) { return; }
    svg.style.width = l.width * px + "px";
    if (box.pin && pin) {
      var left = (box.pin[0] - l.plot[0]) * px, top = (box.pin[1] - l.plot[1]) * px;
      svg.style.marginLeft = left + "px";
      svg.style.marginTop = top + "px";
      pin.style.width = box.width * px + "px";
      pin.style.height = box.height * px + "px";
      pin.style.marginTop = -(svg.getBoundingClientRect().height + top) + "px";
    }
  }
  function showPin(dark) {
    var pin = chart.querySelector(".pin"), template = document.getElementById(view().id + "-pin" + (dark ? "-dark" : "-light"));
    if (!pin || !template) { return; }
    pin.replaceChild(template.content.querySelector("svg").cloneNode(true), pin.querySelector("svg"));
  }
  function pointScale() { return currentSVG().getBoundingClientRect().width / currentLayout().width; }
  function scrollToStart() {
    var box = view().scroll;
    if (!box) { return; }
    var r = pointScale();
    chart.scrollLeft = (box.x || 0) * r;
    chart.scrollTop = (box.y || 0) * r;
  }
  function keepInView(point) {
    if (!view().scroll || !point) { return; }
    var r = pointScale(), p = currentLayout().plot;
    var x = point.box ? point.box[0] + point.box[2] / 2 : point.dot ? point.dot[0] : null;
    var y = point.box ? point.box[1] + point.box[3] / 2 : point.dot ? point.dot[1] : null;
    if (x != null && view().scroll.x != null) {
      var px = mapX(x) * r, lo = Math.max(chart.scrollLeft, p[0] * r) + 4, hi = chart.scrollLeft + chart.clientWidth - 4;
      if (px < lo || px > hi) { chart.scrollLeft = px - chart.clientWidth / 2; }
    }
    if (y != null && view().scroll.y != null) {
      var py = mapY(y) * r, top = chart.scrollTop + 4, bottom = chart.scrollTop + chart.clientHeight - 4;
      if (py < top || py > bottom) { chart.scrollTop = py - chart.clientHeight / 2; }
    }
  }
  // From the chart's own layout to the one shown, along x or y, and back.
  function mapX(x) { var n = nav().plot, l = currentLayout().plot; return l[0] + (x - n[0]) * l[2] / n[2]; }
  function mapY(y) { var n = nav().plot, l = currentLayout().plot; return l[1] + (y - n[1]) * l[3] / n[3]; }
  function unmap(v, alongX) {
    var n = nav().plot, l = currentLayout().plot;
    return alongX ? n[0] + (v - l[0]) * n[2] / l[2] : n[1] + (v - l[1]) * n[3] / l[3];
  }
  function currentSVG() { return chart.querySelector("svg"); }
  function showPicture(index) {
    var svg = pictureFor(index, isDark());
    if (!svg) { return; }
    var old = currentSVG();
    if (old) { svg.style.width = old.style.width; chart.replaceChild(svg, old); } else { chart.appendChild(svg); }
    showSelection();
  }
  function overlay() {
    var svg = currentSVG();
    var g = svg.querySelector("g.overlay");
    if (!g) {
      g = document.createElementNS(SVG, "g");
      g.setAttribute("class", "overlay");
      g.setAttribute("aria-hidden", "true");
      svg.appendChild(g);
    }
    return g;
  }
  function clearOverlay() {
    var g = currentSVG().querySelector("g.overlay");
    if (g) { while (g.firstChild) { g.removeChild(g.firstChild); } }
  }
  function shape(name, attributes) {
    var node = document.createElementNS(SVG, name);
    for (var key in attributes) { node.setAttribute(key, String(attributes[key])); }
    overlay().appendChild(node);
    return node;
  }
  function indicator(pos) {
    var n = nav(), p = currentLayout().plot;
    pos = n.orientation === "x" ? mapX(pos) : mapY(pos);
    if (n.orientation === "x") {
      shape("line", { "class": "indicator", x1: pos, x2: pos, y1: p[1], y2: p[1] + p[3] });
    } else if (n.orientation === "y") {
      shape("line", { "class": "indicator", y1: pos, y2: pos, x1: p[0], x2: p[0] + p[2] });
    }
  }
  function highlight(point) {
    if (point.box) {
      var x0 = mapX(point.box[0]), y0 = mapY(point.box[1]);
      var x1 = mapX(point.box[0] + point.box[2]), y1 = mapY(point.box[1] + point.box[3]);
      shape("rect", { "class": "highlight", x: x0 - 2, y: y0 - 2, width: x1 - x0 + 4, height: y1 - y0 + 4, rx: 2 });
    } else if (point.dot) {
      shape("circle", { "class": "highlight", cx: mapX(point.dot[0]), cy: mapY(point.dot[1]), r: 6 });
    }
  }
  function band(from, to) {
    var n = nav(), p = currentLayout().plot, map = n.orientation === "x" ? mapX : mapY;
    from = map(from); to = map(to);
    var lo = Math.min(from, to) - 4, hi = Math.max(from, to) + 4;
    if (n.orientation === "x") {
      shape("rect", { "class": "band", x: lo, y: p[1], width: hi - lo, height: p[3] });
    } else if (n.orientation === "y") {
      shape("rect", { "class": "band", x: p[0], y: lo, width: p[2], height: hi - lo });
    }
  }

  // Announcements: the polite live region says the label; the same words twice are said again.
  var pending = null, quiet = false;
  function announce(text) {
    if (quiet) { return; }
    if (pending) { clearTimeout(pending); pending = null; }
    if (live.textContent === text) {
      live.textContent = "";
      pending = setTimeout(function () { pending = null; live.textContent = text; }, 60);
    } else {
      live.textContent = text;
    }
  }

  // Keyboard: the chart as a tree (after Olli). Below the chart: each series, each stack's total, each rule
  // or band, each axis, the legend; below a series its groups along x (the grouped labels), below a group
  // its points.
  // Left and Right move among siblings, Down and Up change level; Home, End and Control with Left or Right
  // (a tenth) jump within the level; Page Up and Page Down go to the same place in the neighbouring series;
  // [ and ] jump to the series' lowest and highest value, with Shift the chart's. The keys are the page's key
  // table (KeyTable), below. A series of one point (a sector, a segment of a stack) is a leaf, so Left and
  // Right go from one to the next. Each announcement says the level and "n of N" of its own kind; at an end
  // the page says so, with a short sound, rather than the same label again.
  var nw = words.nav;
  // Numbers in the words are written as the text writes them (DigitGrouping): "value 3 of 1,461".
  function fillIn(template, values) {
    return template.replace(/\{(\w+)\}/g, function (all, key) {
      var v = values[key];
      return v === undefined ? all : typeof v === "number" ? count(v) : String(v);
    });
  }
  function count(n) {
    var d = words.digits, digits = String(Math.abs(Math.round(n))), out = digits;
    if (d.primary > 0 && d.separator && digits.length >= d.minimumDigits) {
      var groups = [], end = digits.length, size = d.primary;
      while (end > size) { groups.unshift(digits.slice(end - size, end)); end -= size; size = d.secondary; }
      groups.unshift(digits.slice(0, end));
      out = groups.join(d.separator);
    }
    return n < 0 ? d.minus + out : out;
  }
  function tops() {
    var n = nav(), list = [];
    n.series.forEach(function (s, i) { if (s.points.length) { list.push({ kind: "series", s: i }); } });
    n.totals.forEach(function (text, i) { list.push({ kind: "total", i: i }); });
    n.references.forEach(function (text, i) { list.push({ kind: "reference", i: i }); });
    n.axes.forEach(function (text, i) { list.push({ kind: "axis", i: i }); });
    if (n.legend.length) { list.push({ kind: "legend" }); }
    return list;
  }
  function topNode() { return tops()[state.t]; }
  function isLeafSeries(s) { return s.points.length === 1; }
  function series() {
    var node = state.level === "chart" ? null : topNode();
    return node && node.kind === "series" ? nav().series[node.s] : null;
  }
  function hasGroups(s) { return !!s && s.groups.length > 0; }
  function groupOf(s, p) {
    for (var i = 0; i < s.groups.length; i++) { if (p >= s.groups[i].first && p <= s.groups[i].last) { return i; } }
    return 0;
  }
  // The level's siblings: how many, and which one the cursor is on.
  function siblings() {
    var s = series();
    if (state.level === "top") { return { count: tops().length, index: state.t, level: levelName() }; }
    if (state.level === "group") { return { count: s.groups.length, index: state.g, level: "group" }; }
    if (state.level === "point") { return { count: s.points.length, index: state.p, level: "point" }; }
    return { count: 1, index: 0, level: "chart" };
  }
  function levelName() {
    if (state.level === "chart") { return "chart"; }
    if (state.level === "top") { var k = topNode().kind; return k === "series" ? "series" : k; }
    return state.level;
  }
  function setIndex(i) {
    if (state.level === "top") { state.t = i; } else if (state.level === "group") { state.g = i; } else { state.p = i; }
  }
  // "series 2 of 3", "axis 1 of 2": at the top level each kind counts its own (Left and Right still go
  // through them all, series to legend); below it, the level's own.
  function positionWords() {
    if (state.level === "top") {
      var list = tops(), kind = list[state.t].kind, n = 0, count = 0;
      list.forEach(function (node, i) { if (node.kind === kind) { count++; if (i <= state.t) { n++; } } });
      return fillIn(nw.position, { level: nw.levels[kind], n: n, count: count });
    }
    var sib = siblings();
    return fillIn(nw.position, { level: nw.levels[sib.level], n: sib.index + 1, count: sib.count });
  }
  // The series nodes' places at the top level, and where the cursor's series is among them (-1 if not on one).
  function seriesPlaces() {
    var list = [];
    tops().forEach(function (node, i) { if (node.kind === "series") { list.push(i); } });
    return list;
  }
  function seriesWords() {
    var places = seriesPlaces();
    return fillIn(nw.position, { level: nw.levels.series, n: places.indexOf(state.t) + 1, count: places.length });
  }
  // A chart of one series of several values starts at its values: the level of one series is skipped.
  function onlySeries() {
    var places = seriesPlaces();
    if (places.length !== 1) { return -1; }
    var s = nav().series[tops()[places[0]].s];
    return isLeafSeries(s) ? -1 : places[0];
  }
  function label() {
    var n = nav(), s = series();
    if (state.level === "chart") { return view().title + ", " + nw.levels.chart; }
    if (state.level === "top") {
      var node = topNode();
      if (node.kind === "series") {
        var text = isLeafSeries(s) ? s.points[0].label
          : (s.name || view().title) + ", " + fillIn(nw.seriesCount, { count: s.points.length });
        return text + ", " + positionWords();
      }
      if (node.kind === "total") { return n.totals[node.i] + ", " + positionWords(); }
      if (node.kind === "reference") { return n.references[node.i].replace(/\.$/, "") + ", " + positionWords(); }
      if (node.kind === "axis") { return n.axes[node.i].replace(/\.$/, "") + ", " + positionWords(); }
      return n.legend.join(", ") + ", " + positionWords();
    }
    if (state.level === "group") { return s.groups[state.g].label + ", " + positionWords(); }
    return s.points[state.p].label + ", " + positionWords();
  }
  function currentPos() {
    var s = series();
    if (!s || !s.points.length) { return null; }
    if (state.level === "group") {
      var g = s.groups[state.g];
      return (s.points[g.first].pos + s.points[g.last].pos) / 2;
    }
    if (state.level === "point") { return s.points[state.p].pos; }
    return null;
  }
  // The series as braille cells (the line the chart's .braille.txt writes for it: a cell per value or per
  // x step shared with the other series, blank where it has no value), the cells of the current point or
  // group marked, so a braille display shows where the cursor is in the whole series; the key above it.
  var brailleBox = document.getElementById("braille"), brailleKey = document.getElementById("braille-key");
  function showBraille(s, from, to) {
    while (brailleBox.firstChild) { brailleBox.removeChild(brailleBox.firstChild); }
    var line = s && s.bl !== undefined && s.bl !== null ? nav().braille.lines[s.bl] : null;
    if (!line || from === null) { brailleBox.hidden = true; brailleKey.hidden = true; return; }
    // The cells of the points from..to (none for a series as a whole): from the first to the last of them.
    var first = Infinity, last = -1;
    for (var i = from; i <= to; i++) {
      var c = s.points[i] ? s.points[i].c : null;
      if (c !== undefined && c !== null) { first = Math.min(first, c); last = Math.max(last, c); }
    }
    if (last < 0) { first = 0; }
    brailleKey.textContent = nav().braille.key;
    brailleBox.appendChild(document.createTextNode(line.head + line.cells.slice(0, first)));
    var mark = document.createElement("mark");
    mark.textContent = line.cells.slice(first, last + 1);
    brailleBox.appendChild(mark);
    brailleBox.appendChild(document.createTextNode(line.cells.slice(last + 1)));
    brailleKey.hidden = false;
    brailleBox.hidden = false;
  }
  function render(prefix, suffix) {
    dismissSelection();
    clearOverlay();
    var s = series();
    if (state.level === "group") { showBraille(s, s.groups[state.g].first, s.groups[state.g].last); }
    else if (state.level === "point") { showBraille(s, state.p, state.p); }
    else if (s) { showBraille(s, 0, isLeafSeries(s) ? 0 : -1); }
    else { showBraille(null, null, null); }
    var text = (prefix ? prefix + ": " : "") + label() + (suffix ? ", " + suffix : "");
    saveState();
    // Said first, so a sound the browser refuses cannot keep the words back.
    announce(text);
    if (state.level === "group") {
      var g = s.groups[state.g];
      band(s.points[g.first].pos, s.points[g.last].pos);
      keepInView(s.points[g.first]);
      // A short group rings each of its marks; a long one is shown by its band alone.
      if (g.last - g.first < 12) { for (var i = g.first; i <= g.last; i++) { highlight(s.points[i]); } }
      tone(frequencyOf(s, g.first), frequencyOf(s, g.last), 0.25, seriesIndexOf(s));
    } else if (state.level === "point" || (state.level === "top" && s && isLeafSeries(s))) {
      var at = state.level === "point" ? state.p : 0, point = s.points[at];
      // A segment of a stack or a sector is ringed alone: a line across the plot there would cross the
      // whole stack, as if every segment were meant.
      if (state.level === "point") { indicator(point.pos); }
      highlight(point);
      keepInView(point);
      tone(frequencyOf(s, at), frequencyOf(s, at), 0.12, seriesIndexOf(s));
    } else if (state.level === "top" && s && s.points.length <= 60) {
      s.points.forEach(highlight);
    } else if (state.level === "top" && !s) {
      highlightTop(topNode());
    }
  }
  function seriesIndexOf(s) { return nav().series.indexOf(s); }
  // At an end: the word and a short low sound, the cursor where it was.
  function boundary(text) {
    announce(text);
    edgeSound();
  }
  function enterTop(atEnd) {
    var count = tops().length;
    if (!count) { boundary(nw.bottom); return; }
    var only = onlySeries();
    if (only >= 0) {
      var s = nav().series[tops()[only].s];
      state.level = "point"; state.t = only; state.p = atEnd ? s.points.length - 1 : 0; state.g = groupOf(s, state.p);
      render();
      return;
    }
    state.level = "top";
    state.t = atEnd ? count - 1 : 0;
    render();
  }
  function down() {
    if (state.level === "chart") { enterTop(false); return; }
    var s = series();
    if (state.level === "top") {
      if (!s || isLeafSeries(s)) { boundary(nw.bottom); return; }
      if (hasGroups(s)) { state.level = "group"; state.g = 0; } else { state.level = "point"; state.p = 0; }
    } else if (state.level === "group") {
      state.level = "point"; state.p = s.groups[state.g].first;
    } else { boundary(nw.bottom); return; }
    render();
  }
  function up() {
    if (state.level === "chart") { boundary(nw.top); return; }
    if (state.level === "point" && hasGroups(series())) { state.level = "group"; state.g = groupOf(series(), state.p); }
    else if (state.level === "point" || state.level === "group") { state.level = "top"; }
    else { state.level = "chart"; }
    render();
  }
  function moveTo(target, forward) {
    var sib = siblings();
    var i = clamp(target, 0, sib.count - 1);
    if (i === sib.index) {
      boundary(fillIn(forward ? nw.last : nw.first, { level: nw.levels[sib.level] }));
      return;
    }
    setIndex(i);
    render();
  }
  function step(delta) {
    if (state.level === "chart") { enterTop(delta < 0); return; }
    moveTo(siblings().index + delta, delta > 0);
  }
  function tenth(direction) {
    if (state.level === "chart") { enterTop(direction < 0); return; }
    var sib = siblings();
    moveTo(sib.index + direction * Math.max(1, Math.round(sib.count / 10)), direction > 0);
  }
  function edge(atEnd) {
    if (state.level === "chart") { enterTop(atEnd); return; }
    var sib = siblings();
    moveTo(atEnd ? sib.count - 1 : 0, atEnd);
  }
  // The lowest or highest value: among the points of the series at the cursor (or the first series), or
  // among one-point series (sectors, segments) at the top level.
  function extreme(highest) {
    var list = tops(), s = series();
    var leaves = list.map(function (node, i) { return { node: node, i: i }; }).filter(function (e) {
      return e.node.kind === "series" && isLeafSeries(nav().series[e.node.s]); });
    if (!s) {
      var first = list.findIndex(function (node) { return node.kind === "series"; });
      if (first < 0) { boundary(nw.bottom); return; }
      s = nav().series[list[first].s];
      if (state.level === "chart" || !isLeafSeries(s)) { state.t = first; }
    }
    function better(a, b) { return a != null && (b == null || (highest ? a > b : a < b)); }
    if (isLeafSeries(s)) {
      var best = null;
      leaves.forEach(function (e) { var v = nav().series[e.node.s].points[0].v; if (better(v, best === null ? null : best.v)) { best = { v: v, i: e.i }; } });
      if (best === null) { boundary(nw.bottom); return; }
      state.level = "top"; state.t = best.i;
    } else {
      var bestIndex = -1, bestValue = null;
      s.points.forEach(function (p, i) { if (better(p.v, bestValue)) { bestValue = p.v; bestIndex = i; } });
      if (bestIndex < 0) { boundary(nw.bottom); return; }
      state.level = "point"; state.p = bestIndex;
    }
    render(highest ? nw.highest : nw.lowest);
  }
  // Page Up and Page Down: the same place in the series before or after (the nearest value to where the
  // cursor is along x), or the series itself at the top level; from elsewhere, the first or last series.
  function crossSeries(delta) {
    if (state.level === "chart") { enterTop(delta < 0); return; }
    var places = seriesPlaces(), k = places.indexOf(state.t);
    if (!places.length) { boundary(nw.bottom); return; }
    var target = k < 0 ? (delta > 0 ? places[0] : places[places.length - 1]) : places[k + delta];
    if (target === undefined) {
      boundary(fillIn(delta > 0 ? nw.last : nw.first, { level: nw.levels.series }));
      return;
    }
    var pos = currentPos(), s = nav().series[tops()[target].s];
    state.t = target;
    if (state.level === "top" || pos === null || isLeafSeries(s)) {
      state.level = "top";
      render();
      return;
    }
    state.level = "point";
    state.p = nearest(s.points.map(function (q) { return q.pos; }), pos);
    state.g = groupOf(s, state.p);
    render(null, seriesWords());
  }
  // The lowest or highest value of the whole chart: every series' values and every one-point series.
  function chartExtreme(highest) {
    var list = tops(), best = null;
    list.forEach(function (node, t) {
      if (node.kind !== "series") { return; }
      nav().series[node.s].points.forEach(function (p, i) {
        if (p.v != null && (best === null || (highest ? p.v > best.v : p.v < best.v))) { best = { v: p.v, t: t, p: i }; }
      });
    });
    if (best === null) { boundary(nw.bottom); return; }
    var s = nav().series[list[best.t].s];
    state.t = best.t;
    if (isLeafSeries(s)) { state.level = "top"; } else { state.level = "point"; state.p = best.p; state.g = groupOf(s, best.p); }
    render(highest ? nw.highest : nw.lowest, seriesPlaces().length > 1 && !isLeafSeries(s) ? seriesWords() : null);
  }

  // Panels: the keys (? or H) and the list of series (L). Each is a modal dialog: focus moves into it, Tab
  // stays in it, Escape or Close shuts it and focus returns to the chart.
  var keysPanel = document.getElementById("keys-panel"), seriesPanel = document.getElementById("series-panel");
  var openPanel = null;
  function showPanel(panel) {
    if (!panel) { return; }
    closePanel(false);
    panel.hidden = false;
    openPanel = panel;
    panel.querySelector("h2").focus();
  }
  function closePanel(refocus) {
    if (!openPanel) { return; }
    openPanel.hidden = true;
    openPanel = null;
    if (refocus !== false) { chart.focus(); }
  }
  function help() { showPanel(keysPanel); }
  function listSeries() {
    var list = document.getElementById("series-list");
    while (list.firstChild) { list.removeChild(list.firstChild); }
    seriesPlaces().forEach(function (t) {
      var s = nav().series[tops()[t].s], item = document.createElement("li"), button = document.createElement("button");
      button.type = "button";
      button.textContent = isLeafSeries(s) ? s.points[0].label
        : (s.name || view().title) + ", " + fillIn(nw.seriesCount, { count: s.points.length });
      button.addEventListener("click", function () {
        closePanel();
        state = { level: "top", t: t, g: 0, p: 0 };
        render();
      });
      item.appendChild(button);
      list.appendChild(item);
    });
    showPanel(seriesPanel);
  }
  [keysPanel, seriesPanel].forEach(function (panel) {
    if (!panel) { return; }
    panel.querySelector("button.close").addEventListener("click", function () { closePanel(); });
    panel.addEventListener("keydown", function (event) {
      if (event.key === "Escape") { event.preventDefault(); event.stopPropagation(); closePanel(); return; }
      if (event.key !== "Tab") { return; }
      var items = Array.prototype.slice.call(panel.querySelectorAll("button, h2"));
      var i = items.indexOf(document.activeElement);
      var next = event.shiftKey ? (i <= 0 ? items.length - 1 : i - 1) : (i + 1) % items.length;
      event.preventDefault();
      items[next].focus();
    });
  });
  // Letters by the key's place as well as its character, so a Korean input method (ㅔ for P) still works.
  function keyName(event) {
    var code = event.code || "";
    if (/^Key[A-Z]$/.test(code)) { return code.slice(3).toLowerCase(); }
    if (event.key === "?" || (code === "Slash" && event.shiftKey)) { return "?"; }
    if (code === "Comma" || event.key === "," || event.key === "<") { return ","; }
    if (code === "Period" || event.key === "." || event.key === ">") { return "."; }
    if (code === "BracketLeft" || event.key === "[" || event.key === "{") { return "["; }
    if (code === "BracketRight" || event.key === "]" || event.key === "}") { return "]"; }
    return event.key.length === 1 ? event.key.toLowerCase() : event.key;
  }
  // The keys: the page's key table (the same the help panel lists), each press to a command.
  var commands = {
    next: function () { step(1); }, previous: function () { step(-1); },
    down: down, up: up,
    nextSeries: function () { crossSeries(1); }, previousSeries: function () { crossSeries(-1); },
    first: function () { edge(false); }, last: function () { edge(true); },
    forwardTenth: function () { tenth(1); }, backTenth: function () { tenth(-1); },
    seriesLowest: function () { extreme(false); }, seriesHighest: function () { extreme(true); },
    chartLowest: function () { chartExtreme(false); }, chartHighest: function () { chartExtreme(true); },
    play: togglePlay, escape: function () { if (playing()) { stopAll(true); } else { up(); } },
    slower: function () { changeSpeed(-1); }, faster: function () { changeSpeed(1); },
    pitchSpan: function () { changePitchSpan(); }, tones: function () { toggleTones(); },
    list: listSeries, find: function () { openSearch(); }, help: help
  };
  function commandFor(event) {
    var name = keyName(event);
    for (var i = 0; i < words.keymap.length; i++) {
      var b = words.keymap[i];
      if (b.key === name && !!b.ctrl === event.ctrlKey && (b.shift == null || b.shift === event.shiftKey)) { return b.command; }
    }
    return null;
  }
  chart.addEventListener("keydown", function (event) {
    if (event.altKey || event.metaKey) { return; }
    var command = commandFor(event);
    if (command && commands[command]) {
      commands[command]();
    } else if (!event.ctrlKey && event.key && event.key.length === 1) {
      // A key the chart does not use (a character typed): where to find the ones it does.
      announce(nw.pressHelp);
    } else {
      return;
    }
    // Space plays here rather than scrolling the page.
    event.preventDefault();
    event.stopPropagation();
  });

  // Stack totals, rules, bands, axes and the legend, ringed like a point when the cursor is on them: a
  // stack's, rule's or band's box from the model (in the chart's own layout, mapped), an axis's or the
  // legend's from the picture shown.
  function highlightTop(node) {
    var n = nav();
    if (node.kind === "reference" || node.kind === "total") {
      var b = ((node.kind === "total" ? n.totalBoxes : n.referenceBoxes) || [])[node.i];
      if (b && b.length === 4) { highlight({ box: b }); }
      return;
    }
    var selector = node.kind === "legend" ? "g.legend" : node.kind === "axis" ? "g.axis." + (n.axisSides || [])[node.i] : null;
    var element = selector ? currentSVG().querySelector(selector) : null;
    if (!element || !element.getBBox) { return; }
    var r = element.getBBox();
    if (!(r.width > 0 || r.height > 0)) { return; }
    shape("rect", { "class": "highlight", x: r.x - 3, y: r.y - 3, width: r.width + 6, height: r.height + 6, rx: 3 });
  }

  // Pitch span (R, and its button): the sound over the axis, the data's range or each series' own range,
  // as the WAV made with --pitch-span sounds. Each view carries its sound under every span.
  var pitchSpanOrder = ["axis", "data", "series"];
  var pitchSpan = view().pitchSpan || "axis";
  function soundOf(v, span) {
    if (!v.sound) { return null; }
    return span === v.pitchSpan ? v.sound : ((v.spanSounds || {})[span] || v.sound);
  }
  function currentSound() { return soundOf(view(), pitchSpan); }
  function frequencyOf(s, i) {
    var other = pitchSpan !== view().pitchSpan && s.spanF ? s.spanF[pitchSpan] : null;
    return other ? other[i] : s.points[i].f;
  }
  var pitchSpanButton = document.getElementById("pitch-span");
  function changePitchSpan() {
    if (!view().sound) { announce(words.noSound); return; }
    var wasPlaying = playing();
    stopAll(false);
    pitchSpan = pitchSpanOrder[(pitchSpanOrder.indexOf(pitchSpan) + 1) % pitchSpanOrder.length];
    var text = fillIn(nw.pitchSpan, { span: nw.pitchSpans[pitchSpan] });
    if (pitchSpanButton) { pitchSpanButton.textContent = text; }
    announce(text);
    saveState();
    if (wasPlaying) { togglePlay(); }
  }
  if (pitchSpanButton) { pitchSpanButton.addEventListener("click", changePitchSpan); }

  // Search (/ or F, or the Find button): a box; Enter jumps to the next place whose words contain what was
  // typed (Shift+Enter the one before), in the tree's order: each series or other top node, then its
  // groups, then its points. The match is said as "Match 2 of 5" before its label; Escape goes back to
  // the chart with the cursor on the match.
  var searchBox = document.getElementById("search-box"), searchInput = document.getElementById("search");
  var findButton = document.getElementById("find");
  var found = [], foundAt = -1, foundFor = null, foundIn = -1;
  function openSearch() {
    if (!searchBox) { return; }
    searchBox.hidden = false;
    if (findButton) { findButton.setAttribute("aria-expanded", "true"); }
    searchInput.focus();
    searchInput.select();
  }
  function closeSearch() {
    searchBox.hidden = true;
    if (findButton) { findButton.setAttribute("aria-expanded", "false"); }
    chart.focus();
  }
  function topText(node) {
    var n = nav();
    if (node.kind === "series") { var s = n.series[node.s]; return isLeafSeries(s) ? s.points[0].label : s.name; }
    if (node.kind === "total") { return n.totals[node.i]; }
    if (node.kind === "reference") { return n.references[node.i]; }
    if (node.kind === "axis") { return n.axes[node.i]; }
    return n.legend.join(", ");
  }
  function matches(query) {
    var q = query.trim().toLocaleLowerCase(words.lang), list = [];
    if (!q) { return list; }
    function has(text) { return String(text || "").toLocaleLowerCase(words.lang).indexOf(q) >= 0; }
    tops().forEach(function (node, t) {
      if (has(topText(node))) { list.push({ level: "top", t: t, g: 0, p: 0 }); }
      if (node.kind !== "series") { return; }
      var s = nav().series[node.s];
      if (isLeafSeries(s)) { return; }
      s.groups.forEach(function (g, i) { if (has(g.label)) { list.push({ level: "group", t: t, g: i, p: g.first }); } });
      s.points.forEach(function (p, i) { if (has(p.label)) { list.push({ level: "point", t: t, g: groupOf(s, i), p: i }); } });
    });
    return list;
  }
  // What was typed, said back at most 60 characters long (a pasted page is not read out whole).
  function shortQuery(query) {
    var chars = Array.from(query.trim());
    return chars.length > 60 ? chars.slice(0, 60).join("") + "\u2026" : chars.join("");
  }
  function findNext(backward) {
    var query = searchInput.value;
    if (query !== foundFor || foundIn !== viewIndex) { found = matches(query); foundFor = query; foundIn = viewIndex; foundAt = -1; }
    if (!found.length) { announce(fillIn(nw.noMatch, { query: shortQuery(query) })); return; }
    foundAt = backward ? (foundAt <= 0 ? found.length - 1 : foundAt - 1) : (foundAt + 1) % found.length;
    var m = found[foundAt];
    state = { level: m.level, t: m.t, g: m.g, p: m.p };
    render(fillIn(nw.match, { n: foundAt + 1, count: found.length }));
  }
  if (searchInput) {
    searchInput.addEventListener("keydown", function (event) {
      if (event.key === "Enter") { event.preventDefault(); findNext(event.shiftKey); }
      else if (event.key === "Escape") { event.preventDefault(); event.stopPropagation(); closeSearch(); }
    });
  }
  if (findButton) { findButton.addEventListener("click", function () { if (searchBox.hidden) { openSearch(); } else { closeSearch(); } }); }

  // Scrubbing: anywhere in the plot area shows the indicator and every series' value there (B4, B5).
  function nearest(items, pos) {
    var best = 0, distance = Infinity;
    for (var i = 0; i < items.length; i++) {
      var d = Math.abs(items[i] - pos);
      if (d < distance) { distance = d; best = i; }
    }
    return best;
  }
  function svgPoint(event) {
    var svg = currentSVG(), matrix = svg.getScreenCTM();
    if (!matrix) { return null; }
    var point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    return point;
  }
  function scrub(event) {
    var n = nav(), p = currentLayout().plot, at = svgPoint(event);
    if (!at || n.orientation === "none") { return; }
    var inside = at.x >= p[0] - 1 && at.x <= p[0] + p[2] + 1 && at.y >= p[1] - 1 && at.y <= p[1] + p[3] + 1;
    if (!inside) { endScrub(); return; }
    scrubbing = true;
    dismissSelection();
    scrubAt(unmap(n.orientation === "x" ? at.x : at.y, n.orientation === "x"), true);
  }
  // The indicator at `pos` (in the chart's own layout) and every series' nearest mark ringed; their values
  // in the readout when it is shown.
  function scrubAt(pos, withReadout) {
    clearOverlay();
    indicator(pos);
    while (readout.firstChild) { readout.removeChild(readout.firstChild); }
    nav().series.forEach(function (s) {
      if (!s.points.length) { return; }
      var point = s.points[nearest(s.points.map(function (q) { return q.pos; }), pos)];
      highlight(point);
      var line = document.createElement("p");
      line.textContent = point.label;
      readout.appendChild(line);
    });
    readout.hidden = !withReadout;
  }
  // A selection the picture shows (chartXSelection, or an overlay that selects with a gesture): the page's
  // scrubber takes its place. At first the scrubber stands where the picture's selection does, beside its
  // drawing, so the page looks as the picture does; once the reader scrubs or navigates, the picture's
  // drawing (the scene's nodes of class "selection") is hidden for good and the scrubber follows the reader;
  // the summary's sentence about the picture's selection ("Selected: ...") goes with it.
  var selectionGone = false;
  function dismissSelection() {
    if (selectionGone) { return; }
    selectionGone = true;
    var summary = document.getElementById("summary");
    summary.textContent = summaryText(summary.textContent, viewIndex);
    showSelection();
  }
  function summaryText(text, index) {
    var at = model.views[index].selection, words = at && at.words;
    if (!selectionGone || !words) { return text; }
    var i = text.lastIndexOf(words);
    if (i < 0) { return text; }
    return (text.slice(0, i) + text.slice(i + words.length)).replace(/\s+$/, "").replace(/\s{2,}/g, " ");
  }
  function showSelection() {
    var drawn = currentSVG().querySelectorAll(".selection");
    if (selectionGone) {
      Array.prototype.forEach.call(drawn, function (node) { node.setAttribute("display", "none"); });
      return;
    }
    var at = view().selection, n = nav();
    if (!at || !drawn.length) { return; }
    var pos = n.orientation === "x" ? at.x : n.orientation === "y" ? at.y : null;
    if (pos !== undefined && pos !== null) { scrubAt(pos, false); }
  }
  function endScrub() {
    if (!scrubbing) { return; }
    scrubbing = false;
    readout.hidden = true;
    clearOverlay();
    if (state.level !== "chart") { redraw(); }
  }
  function redraw() {
    // The keyboard position drawn again without a new announcement or tone.
    quiet = true;
    try { render(); } finally { quiet = false; }
  }
  chart.addEventListener("pointermove", scrub);
  chart.addEventListener("pointerdown", scrub);
  chart.addEventListener("pointerleave", endScrub);
  chart.addEventListener("pointercancel", endScrub);

  // Sound: the audio graph's tone schedule, played as the WAV plays it (same pitches and timing).
  var audio = null, voices = [], endTimer = null;
  function context() {
    var Context = window.AudioContext || window.webkitAudioContext;
    if (!Context) { return null; }
    if (!audio) { audio = new Context(); }
    if (audio.state === "suspended") { audio.resume(); }
    return audio;
  }
  // A periodic wave belongs to the context that made it: one set per context.
  var waves = new WeakMap();
  function wave(ctx, timbre, harmonics) {
    var made = waves.get(ctx);
    if (!made) { made = {}; waves.set(ctx, made); }
    if (made[timbre]) { return made[timbre]; }
    var real = new Float32Array(harmonics.length + 1), imag = new Float32Array(harmonics.length + 1);
    for (var i = 0; i < harmonics.length; i++) { imag[i + 1] = harmonics[i]; }
    made[timbre] = ctx.createPeriodicWave(real, imag, { disableNormalization: true });
    return made[timbre];
  }
  function raisedCosine(rising) {
    var curve = new Float32Array(32);
    for (var i = 0; i < 32; i++) {
      var e = 0.5 - 0.5 * Math.cos(Math.PI * i / 31);
      curve[i] = rising ? e : 1 - e;
    }
    return curve;
  }
  function playTone(ctx, sound, t, at, destination) {
    var start = at + t.start, length = t.duration;
    if (length <= 0) { return null; }
    var scale = t.attack + t.release > length ? length / (t.attack + t.release) : 1;
    var attack = Math.max(t.attack * scale, 0.001), release = Math.max(t.release * scale, 0.001);
    var gain = ctx.createGain();
    gain.gain.setValueAtTime(0, start);
    var up = raisedCosine(true), fall = raisedCosine(false);
    for (var i = 0; i < 32; i++) { up[i] *= t.gain; fall[i] *= t.gain; }
    gain.gain.setValueCurveAtTime(up, start, attack);
    // The curve ends at the tone's gain; it holds there until the release (a value set exactly at the
    // curve's end could be taken as inside it).
    if (length - release > attack + 1e-4) { gain.gain.setValueAtTime(t.gain, start + length - release); }
    gain.gain.setValueCurveAtTime(fall, start + length - release, release);
    var source;
    if (t.timbre === "noise") {
      var frames = Math.max(1, Math.round(length * ctx.sampleRate));
      var buffer = ctx.createBuffer(1, frames, ctx.sampleRate), data = buffer.getChannelData(0);
      var seed = 0x9e3779b9;
      for (var n = 0; n < frames; n++) {
        seed ^= seed << 13; seed ^= seed >>> 17; seed ^= seed << 5;
        data[n] = ((seed >>> 0) / 4294967296 * 2 - 1) * 0.7;
      }
      source = ctx.createBufferSource();
      source.buffer = buffer;
    } else {
      source = ctx.createOscillator();
      source.setPeriodicWave(wave(ctx, t.timbre, sound.timbres[t.timbre] || [1]));
      var contour = t.pitch;
      source.frequency.setValueAtTime(contour[0].frequency, start);
      for (var k = 1; k < contour.length; k++) {
        source.frequency.setValueAtTime(contour[k - 1].frequency, start + contour[k - 1].time);
        source.frequency.exponentialRampToValueAtTime(contour[k].frequency, start + contour[k].time);
      }
    }
    var node = gain;
    if (sound.channels === 2 && ctx.createStereoPanner) {
      var pan = ctx.createStereoPanner();
      pan.pan.value = t.pan;
      gain.connect(pan);
      node = pan;
    }
    source.connect(gain);
    node.connect(destination);
    source.start(start);
    source.stop(start + length + 0.01);
    return source;
  }
  // The tone schedule from `from` seconds of the audio graph on, at `speed` times its pace, starting at
  // `at` seconds on the context's clock, through one master gain: what Play sounds, and what the page
  // renders into a context it is given (below). Pitches are the WAV's at every speed; a glide cut at
  // `from` starts at the pitch it has there. Returns the sources.
  function playSound(ctx, sound, at, destination, from, speed) {
    from = from || 0; speed = speed || 1;
    var master = ctx.createGain(), sources = [];
    master.gain.value = sound.mixGain;
    master.connect(destination);
    sound.tones.forEach(function (t) {
      var cut = retimed(t, from, speed);
      var v = cut ? playTone(ctx, sound, cut, at, master) : null;
      if (v) { sources.push(v); }
    });
    return sources;
  }
  function retimed(t, from, speed) {
    var end = t.start + t.duration;
    if (end <= from + 1e-9) { return null; }
    var skip = Math.max(0, from - t.start), contour = t.pitch, shifted = [];
    if (skip > 0 && contour.length) {
      var f = contour[contour.length - 1].frequency;
      for (var k = 0; k < contour.length; k++) {
        if (contour[k].time > skip) {
          var a = contour[k - 1] || contour[k], b = contour[k], span = b.time - a.time;
          f = span > 0 && a.frequency > 0 ? a.frequency * Math.pow(b.frequency / a.frequency, (skip - a.time) / span) : a.frequency;
          break;
        }
      }
      shifted.push({ time: 0, frequency: f });
    }
    contour.forEach(function (c) { if (c.time > skip || (skip === 0 && c.time === 0)) { shifted.push({ time: (c.time - skip) / speed, frequency: c.frequency }); } });
    if (!shifted.length) { shifted.push({ time: 0, frequency: contour.length ? contour[contour.length - 1].frequency : 0 }); }
    var copy = {};
    for (var key in t) { copy[key] = t[key]; }
    copy.start = Math.max(0, t.start - from) / speed;
    copy.duration = (t.duration - skip) / speed;
    copy.pitch = shifted;
    return copy;
  }
  var speeds = [0.5, 1, 2], speedIndex = 1;
  function playing() { return voices.length > 0; }
  function stopAll(spoken) {
    var was = voices.length > 0;
    voices.forEach(function (v) { try { v.stop(); } catch (e) { /* already stopped */ } });
    voices = [];
    if (endTimer) { clearTimeout(endTimer); endTimer = null; }
    if (playButton) { playButton.textContent = words.play; playButton.setAttribute("aria-pressed", "false"); }
    if (spoken && was) { announce(nw.stopped); }
  }
  // Where Play starts: the current point (or group, or series), else the beginning.
  function playStart() {
    var s = series();
    if (!s || state.level === "chart") { return null; }
    var p = state.level === "point" ? s.points[state.p] : state.level === "group" ? s.points[s.groups[state.g].first] : s.points[0];
    return p && p.t != null ? p : null;
  }
  function togglePlay() {
    if (!playButton) { announce(words.noSound); return; }
    if (voices.length) { stopAll(true); return; }
    var sound = currentSound();
    if (!sound) { announce(words.noSound); return; }
    var ctx = context();
    if (!ctx) { announce(words.soundUnavailable); return; }
    var start = playStart(), from = start ? start.t : 0, speed = speeds[speedIndex];
    voices = playSound(ctx, sound, ctx.currentTime + 0.1, ctx.destination, from, speed);
    playButton.textContent = words.stop;
    playButton.setAttribute("aria-pressed", "true");
    endTimer = setTimeout(function () { stopAll(false); }, ((sound.duration - from) / speed + 0.3) * 1000);
    var speedName = nw.speeds[speedIndex];
    announce(start ? fillIn(nw.playingFrom, { from: start.label, speed: speedName })
                   : fillIn(nw.playingFromStart, { speed: speedName }));
  }
  function changeSpeed(delta) {
    speedIndex = clamp(speedIndex + delta, 0, speeds.length - 1);
    if (speedButton) { speedButton.textContent = fillIn(nw.speed, { speed: nw.speeds[speedIndex] }); }
    announce(fillIn(nw.speed, { speed: nw.speeds[speedIndex] }));
  }
  function tone(from, to, length, seriesIndex) {
    if (quiet || !tonesOn || from == null || !currentSound()) { return; }
    var ctx = context();
    if (!ctx) { return; }
    try { shortTone(ctx, from, to, length, seriesIndex); } catch (e) { /* a sound the context refuses is left out */ }
  }
  function shortTone(ctx, from, to, length, seriesIndex) {
    if (!ctx) { return; }
    var sound = view().sound, timbre = "sine";
    for (var i = 0; i < sound.tones.length; i++) {
      if (sound.tones[i].series === seriesIndex) { timbre = sound.tones[i].timbre; break; }
    }
    var contour = [{ time: 0, frequency: from }];
    if (to != null && to !== from) { contour.push({ time: length - 0.02, frequency: to }); }
    playTone(ctx, { channels: 1, timbres: sound.timbres },
             { start: 0, duration: length, attack: 0.01, release: 0.015, gain: 0.3, timbre: timbre,
               pitch: contour, pan: 0 }, ctx.currentTime + 0.01, ctx.destination);
  }
  // The end of a level: a short burst of noise, quieter than a data tone (the WAV's cue between series).
  function edgeSound() {
    if (!tonesOn) { return; }
    var ctx = context();
    if (!ctx) { return; }
    playTone(ctx, { channels: 1, timbres: {} }, { start: 0, duration: 0.06, attack: 0.005, release: 0.02, gain: 0.2,
             timbre: "noise", pitch: [{ time: 0, frequency: 0 }], pan: 0 }, ctx.currentTime + 0.01, ctx.destination);
  }
  function toggleTones() {
    tonesOn = !tonesOn;
    if (tonesButton) { tonesButton.setAttribute("aria-pressed", tonesOn ? "true" : "false"); }
    announce(tonesOn ? nw.tonesOn : nw.tonesOff);
  }
  if (playButton) {
    playButton.setAttribute("aria-pressed", "false");
    playButton.addEventListener("click", togglePlay);
  }
  if (tonesButton) { tonesButton.addEventListener("click", toggleTones); }
  var speedButton = document.getElementById("speed");
  if (speedButton) {
    speedButton.addEventListener("click", function () { speedIndex = (speedIndex + 1) % speeds.length; changeSpeed(0); });
  }
  var helpButton = document.getElementById("help-key");
  if (helpButton) { helpButton.addEventListener("click", help); }
  document.addEventListener("keydown", function (event) {
    // Escape stops the sound wherever focus is.
    if (event.key === "Escape" && playing() && event.target !== chart) { stopAll(true); }
  });

  // The data table, behind a button.
  tableToggle.addEventListener("click", function () {
    var open = tableBox.hidden;
    tableBox.hidden = !open;
    tableToggle.setAttribute("aria-expanded", open ? "true" : "false");
    tableToggle.textContent = open ? words.hideTable : words.showTable;
  });

  // Sorting the table by a column, from its header's button (so from the keyboard too): ascending, then
  // descending; numbers and dates by value, words as the language sorts them. Delegated, as a time range
  // puts another table in the box.
  tableBox.addEventListener("click", function (event) {
    var button = event.target.closest ? event.target.closest("button.sort") : null;
    if (!button) { return; }
    var th = button.parentNode, table = th.closest("table"), body = table.tBodies[0];
    var col = Number(button.getAttribute("data-col"));
    var descending = th.getAttribute("aria-sort") === "ascending";
    Array.prototype.forEach.call(table.querySelectorAll("thead th"), function (h) { h.setAttribute("aria-sort", "none"); });
    th.setAttribute("aria-sort", descending ? "descending" : "ascending");
    var rows = Array.prototype.slice.call(body.rows);
    var collator = new Intl.Collator(words.lang, { numeric: true });
    function key(row) {
      var cell = row.cells[col];
      var v = cell ? cell.getAttribute("data-v") : null;
      return v === null ? { n: null, t: cell ? cell.textContent : "" } : { n: Number(v), t: "" };
    }
    var keyed = rows.map(function (row, i) { return { row: row, key: key(row), i: i }; });
    keyed.sort(function (a, b) {
      var x = a.key, y = b.key, c;
      // Missing values last, either way.
      var xm = x.n === null && x.t === "", ym = y.n === null && y.t === "";
      if (xm !== ym) { return xm ? 1 : -1; }
      if (x.n !== null && y.n !== null) { c = x.n - y.n; } else { c = collator.compare(x.t, y.t); }
      if (descending) { c = -c; }
      return c !== 0 ? c : a.i - b.i;
    });
    keyed.forEach(function (k) { body.appendChild(k.row); });
    announce((descending ? words.sortedDescending : words.sortedAscending).replace("%@", button.textContent));
  });

  // Time ranges (B7): the range's chart, animated in unless motion is reduced, and announced.
  function fill(box, nodes) {
    while (box.firstChild) { box.removeChild(box.firstChild); }
    nodes.forEach(function (n) { box.appendChild(n); });
  }
  function showView(index) {
    stopAll(false);
    endScrub();
    viewIndex = index;
    state = { level: "chart", t: 0, g: 0, p: 0 };
    layoutIndex = -1;
    fitLayout();
    scrollToStart();
    var id = model.views[index].id;
    if (index === 0) {
      fill(tableBox, firstTable.map(function (n) { return n.cloneNode(true); }));
      document.getElementById("summary").textContent = summaryText(firstText[0], index);
      document.getElementById("overview").textContent = firstText[1];
    } else {
      var table = document.getElementById(id + "-table");
      fill(tableBox, table ? Array.prototype.map.call(table.content.childNodes, function (n) { return n.cloneNode(true); }) : []);
      var text = document.getElementById(id + "-text").content.querySelectorAll("p");
      document.getElementById("summary").textContent = summaryText(text[0].textContent, index);
      document.getElementById("overview").textContent = text[1].textContent;
    }
    chart.classList.remove("entering");
    void chart.offsetWidth;
    chart.classList.add("entering");
    setTimeout(function () { chart.classList.remove("entering"); }, 700);
    saveState();
    announce(model.views[index].announcement || model.views[index].title);
  }
  Array.prototype.forEach.call(document.querySelectorAll("button.range"), function (button) {
    button.addEventListener("click", function () {
      Array.prototype.forEach.call(document.querySelectorAll("button.range"), function (b) {
        b.setAttribute("aria-pressed", b === button ? "true" : "false");
      });
      showView(Number(button.getAttribute("data-view")));
    });
  });

  // The reader's color scheme, now and when it changes.
  function followScheme() {
    showPicture(viewIndex);
    showPin(isDark());
    if (state.level !== "chart") { redraw(); }
  }
  if (isDark()) { followScheme(); }
  fitLayout();
  scrollToStart();
  showSelection();
  window.addEventListener("resize", fitLayout);
  if (darkQuery && darkQuery.addEventListener) { darkQuery.addEventListener("change", followScheme); }
  // The sound of a view scheduled into a context the caller made, from `from` seconds of the audio graph
  // (0 unless given) at `speed` times its pace (1 unless given), at the context's time 0, as Play schedules it:
  // with an OfflineAudioContext a test (or a tool) gets the page's audio graph as samples, without
  // speakers. Returns the sound's length in seconds, or null when the view has no sound.
  window.plotline = Object.freeze({
    scheduleSound: function (ctx, index, from, speed, span) {
      var v = model.views[index || 0], sound = v ? soundOf(v, span || pitchSpan) : null;
      if (!sound || !ctx) { return null; }
      from = from || 0; speed = speed || 1;
      playSound(ctx, sound, 0, ctx.destination, from, speed);
      return (sound.duration - from) / speed;
    }
  });
  // The page's state in its address (#range=1Y&series=2&value=14&pitch=data): the time range, the series
  // and value at the cursor, and the pitch span. Changing the range, the series or the span adds a history
  // entry (so Back returns to the one before); moving along a series replaces it. Opening the address, or
  // Back and Forward, puts the page in that state again.
  var savedHash = null, savedKey = null, restoring = false;
  function hashOf() {
    var parts = [], node = state.level === "chart" ? null : topNode();
    if (viewIndex !== 0) {
      var b = model.buttons.filter(function (x) { return x.view === viewIndex; })[0];
      if (b) { parts.push("range=" + encodeURIComponent(b.label)); }
    }
    if (node && node.kind === "series") {
      parts.push("series=" + (seriesPlaces().indexOf(state.t) + 1));
      if (state.level === "point") { parts.push("value=" + (state.p + 1)); }
      if (state.level === "group") { parts.push("group=" + (state.g + 1)); }
    }
    if (pitchSpan !== (view().pitchSpan || "axis")) { parts.push("pitch=" + pitchSpan); }
    return parts.length ? "#" + parts.join("&") : "";
  }
  function saveState() {
    if (restoring || quiet) { return; }
    var hash = hashOf();
    if (hash === (location.hash === "#" ? "" : location.hash)) { return; }
    var node = state.level === "chart" ? null : topNode();
    var key = viewIndex + "/" + (node ? state.t : "") + "/" + pitchSpan;
    savedHash = hash || "#";
    try {
      if (key !== savedKey && savedKey !== null) { location.hash = savedHash; }
      else { location.replace(location.href.split("#")[0] + savedHash); }
    } catch (e) { /* an address the browser will not change */ }
    savedKey = key;
  }
  function restore(hash, speak) {
    var q = {};
    hash.replace(/^#/, "").split("&").forEach(function (kv) {
      var i = kv.indexOf("=");
      if (i > 0) { try { q[decodeURIComponent(kv.slice(0, i))] = decodeURIComponent(kv.slice(i + 1)); } catch (e) { /* left out */ } }
    });
    restoring = true;
    var wasQuiet = quiet;
    quiet = !speak;
    try {
      var target = 0;
      model.buttons.forEach(function (b) { if (q.range && b.label === q.range) { target = b.view; } });
      if (target !== viewIndex) {
        Array.prototype.forEach.call(document.querySelectorAll("button.range"), function (b) {
          b.setAttribute("aria-pressed", Number(b.getAttribute("data-view")) === target ? "true" : "false");
        });
        showView(target);
      }
      var span = pitchSpanOrder.indexOf(q.pitch) >= 0 ? q.pitch : (view().pitchSpan || "axis");
      if (span !== pitchSpan) {
        pitchSpan = span;
        if (pitchSpanButton) { pitchSpanButton.textContent = fillIn(nw.pitchSpan, { span: nw.pitchSpans[pitchSpan] }); }
      }
      var places = seriesPlaces(), k = parseInt(q.series, 10) - 1;
      state = { level: "chart", t: 0, g: 0, p: 0 };
      if (k >= 0 && k < places.length) {
        var s = nav().series[tops()[places[k]].s], p = parseInt(q.value, 10) - 1, g = parseInt(q.group, 10) - 1;
        state.level = "top"; state.t = places[k];
        if (!isLeafSeries(s) && p >= 0 && p < s.points.length) { state.level = "point"; state.p = p; state.g = groupOf(s, p); }
        else if (!isLeafSeries(s) && g >= 0 && g < s.groups.length) { state.level = "group"; state.g = g; }
      }
      clearOverlay();
      if (state.level !== "chart") { render(); } else if (speak) { announce(label()); }
    } finally {
      quiet = wasQuiet;
      restoring = false;
    }
    var node = state.level === "chart" ? null : topNode();
    savedKey = viewIndex + "/" + (node ? state.t : "") + "/" + pitchSpan;
    savedHash = location.hash;
  }
  window.addEventListener("hashchange", function () {
    if (location.hash === savedHash || (location.hash === "" && savedHash === "#")) { return; }
    restore(location.hash, true);
  });
  if (location.hash.length > 1) { restore(location.hash, false); }
  savedKey = savedKey || (viewIndex + "//" + pitchSpan);
  chart.setAttribute("data-ready", "true");
})();
"""#
}
