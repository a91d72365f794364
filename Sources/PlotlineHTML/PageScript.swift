/// The page's behaviour, written for this page alone: keyboard navigation through the chart's hierarchy
/// (chart, groups along x, points; B6), scrubbing with the whole plot area as the target (B4, B5), the
/// audio graph's tone schedule played with Web Audio (AX2), and time ranges announced and, unless the
/// reader prefers reduced motion, animated (B7). Text from data only ever reaches the page as
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
  var state = { level: "chart", s: 0, g: 0, p: 0 };
  var tonesOn = true;
  var scrubbing = false;

  function view() { return model.views[viewIndex]; }
  function nav() { return view().nav; }
  function clamp(v, lo, hi) { return Math.max(lo, Math.min(hi, v)); }
  function isDark() { return !!(darkQuery && darkQuery.matches); }

  // Pictures: the light or dark SVG of the current view; an overlay group on top for the indicator.
  function pictureFor(index, dark) {
    if (index === 0 && !dark) { return firstLight.cloneNode(true); }
    var template = document.getElementById(model.views[index].id + (dark ? "-dark" : "-light"));
    return template ? template.content.querySelector("svg").cloneNode(true) : null;
  }
  function currentSVG() { return chart.querySelector("svg"); }
  function showPicture(index) {
    var svg = pictureFor(index, isDark());
    if (!svg) { return; }
    var old = currentSVG();
    if (old) { chart.replaceChild(svg, old); } else { chart.appendChild(svg); }
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
    var n = nav(), p = n.plot;
    if (n.orientation === "x") {
      shape("line", { "class": "indicator", x1: pos, x2: pos, y1: p[1], y2: p[1] + p[3] });
    } else if (n.orientation === "y") {
      shape("line", { "class": "indicator", y1: pos, y2: pos, x1: p[0], x2: p[0] + p[2] });
    }
  }
  function highlight(point) {
    if (point.box) {
      shape("rect", { "class": "highlight", x: point.box[0] - 2, y: point.box[1] - 2,
                      width: point.box[2] + 4, height: point.box[3] + 4, rx: 2 });
    } else if (point.dot) {
      shape("circle", { "class": "highlight", cx: point.dot[0], cy: point.dot[1], r: 6 });
    }
  }
  function band(from, to) {
    var n = nav(), p = n.plot, lo = Math.min(from, to) - 4, hi = Math.max(from, to) + 4;
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

  // Keyboard: chart, then groups along x (the grouped labels), then points (B6).
  function series() { return nav().series[state.s]; }
  function hasGroups(s) { return !!s && s.groups.length > 0; }
  function groupOf(s, p) {
    for (var i = 0; i < s.groups.length; i++) { if (p >= s.groups[i].first && p <= s.groups[i].last) { return i; } }
    return 0;
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
  // The series as braille cells (one per value, four heights), the current point or group marked, so a
  // braille display shows where the cursor is in the whole series.
  var brailleBox = document.getElementById("braille");
  function showBraille(s, from, to) {
    while (brailleBox.firstChild) { brailleBox.removeChild(brailleBox.firstChild); }
    if (!s || from === null) { brailleBox.hidden = true; return; }
    var cells = s.points.map(function (p) { return p.b || "\u2800"; });
    brailleBox.appendChild(document.createTextNode(s.name ? s.name + ": " : ""));
    brailleBox.appendChild(document.createTextNode(cells.slice(0, from).join("")));
    var mark = document.createElement("mark");
    mark.textContent = cells.slice(from, to + 1).join("");
    brailleBox.appendChild(mark);
    brailleBox.appendChild(document.createTextNode(cells.slice(to + 1).join("")));
    brailleBox.hidden = false;
  }
  function render() {
    clearOverlay();
    var s = series();
    if (state.level === "group" && s && s.groups.length) { showBraille(s, s.groups[state.g].first, s.groups[state.g].last); }
    else if (state.level === "point" && s && s.points.length) { showBraille(s, state.p, state.p); }
    else { showBraille(null, null, null); }
    if (state.level === "chart" || !s || !s.points.length) {
      announce(view().title);
      return;
    }
    if (state.level === "group") {
      var g = s.groups[state.g];
      band(s.points[g.first].pos, s.points[g.last].pos);
      // A short group rings each of its marks; a long one is shown by its band alone.
      if (g.last - g.first < 12) { for (var i = g.first; i <= g.last; i++) { highlight(s.points[i]); } }
      announce(g.label);
      tone(s.points[g.first].f, s.points[g.last].f, 0.25, state.s);
    } else {
      var point = s.points[state.p];
      indicator(point.pos);
      highlight(point);
      announce(point.label);
      tone(point.f, point.f, 0.12, state.s);
    }
  }
  function enter(atEnd) {
    var s = series();
    if (!s || !s.points.length) { render(); return; }
    if (hasGroups(s)) { state.level = "group"; state.g = atEnd ? s.groups.length - 1 : 0; }
    else { state.level = "point"; state.p = atEnd ? s.points.length - 1 : 0; }
    render();
  }
  function step(delta) {
    if (state.level === "chart") { enter(delta < 0); return; }
    var s = series();
    if (state.level === "group") { state.g = clamp(state.g + delta, 0, s.groups.length - 1); }
    else { state.p = clamp(state.p + delta, 0, s.points.length - 1); }
    render();
  }
  function edge(atEnd) {
    if (state.level === "chart") { enter(atEnd); return; }
    var s = series();
    if (state.level === "group") { state.g = atEnd ? s.groups.length - 1 : 0; }
    else { state.p = atEnd ? s.points.length - 1 : 0; }
    render();
  }
  function nearest(items, pos) {
    var best = 0, distance = Infinity;
    for (var i = 0; i < items.length; i++) {
      var d = Math.abs(items[i] - pos);
      if (d < distance) { distance = d; best = i; }
    }
    return best;
  }
  function changeSeries(delta) {
    var all = nav().series;
    if (!all.length) { render(); return; }
    var pos = currentPos();
    state.s = clamp(state.s + delta, 0, all.length - 1);
    var s = series();
    if (state.level === "chart") { enter(false); return; }
    if (!s.points.length) { render(); return; }
    if (state.level === "group" && !hasGroups(s)) { state.level = "point"; }
    if (state.level === "group") {
      state.g = pos === null ? 0 : nearest(s.groups.map(function (g) {
        return (s.points[g.first].pos + s.points[g.last].pos) / 2; }), pos);
    } else {
      state.p = pos === null ? 0 : nearest(s.points.map(function (p) { return p.pos; }), pos);
    }
    render();
  }
  function down() {
    if (state.level === "chart") { enter(false); return; }
    if (state.level === "group") { state.level = "point"; state.p = series().groups[state.g].first; }
    render();
  }
  function up() {
    if (state.level === "point" && hasGroups(series())) { state.level = "group"; state.g = groupOf(series(), state.p); }
    else { state.level = "chart"; }
    render();
  }
  chart.addEventListener("keydown", function (event) {
    if (event.altKey || event.ctrlKey || event.metaKey) { return; }
    var handled = true;
    switch (event.key) {
      case "ArrowRight": step(1); break;
      case "ArrowLeft": step(-1); break;
      case "ArrowUp": case "PageUp": changeSeries(-1); break;
      case "ArrowDown": case "PageDown": changeSeries(1); break;
      case "Home": edge(false); break;
      case "End": edge(true); break;
      case "Enter": down(); break;
      case "Escape": up(); break;
      case "p": case "P": togglePlay(); break;
      case "s": case "S": toggleTones(); break;
      default: handled = false;
    }
    if (handled) { event.preventDefault(); event.stopPropagation(); }
  });

  // Scrubbing: anywhere in the plot area shows the indicator and every series' value there (B4, B5).
  function svgPoint(event) {
    var svg = currentSVG(), matrix = svg.getScreenCTM();
    if (!matrix) { return null; }
    var point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    return point;
  }
  function scrub(event) {
    var n = nav(), p = n.plot, at = svgPoint(event);
    if (!at || n.orientation === "none") { return; }
    var inside = at.x >= p[0] - 1 && at.x <= p[0] + p[2] + 1 && at.y >= p[1] - 1 && at.y <= p[1] + p[3] + 1;
    if (!inside) { endScrub(); return; }
    scrubbing = true;
    var pos = n.orientation === "x" ? at.x : at.y;
    clearOverlay();
    indicator(pos);
    while (readout.firstChild) { readout.removeChild(readout.firstChild); }
    n.series.forEach(function (s) {
      if (!s.points.length) { return; }
      var point = s.points[nearest(s.points.map(function (q) { return q.pos; }), pos)];
      highlight(point);
      var line = document.createElement("p");
      line.textContent = point.label;
      readout.appendChild(line);
    });
    readout.hidden = false;
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
    gain.gain.setValueAtTime(t.gain, start + attack);
    gain.gain.setValueAtTime(t.gain, start + length - release);
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
  // The whole tone schedule, from `at` seconds on the context's clock, through one master gain: what
  // Play sounds, and what the page renders into a context it is given (below). Returns the sources.
  function playSound(ctx, sound, at, destination) {
    var master = ctx.createGain(), sources = [];
    master.gain.value = sound.mixGain;
    master.connect(destination);
    sound.tones.forEach(function (t) { var v = playTone(ctx, sound, t, at, master); if (v) { sources.push(v); } });
    return sources;
  }
  function stopAll() {
    voices.forEach(function (v) { try { v.stop(); } catch (e) { /* already stopped */ } });
    voices = [];
    if (endTimer) { clearTimeout(endTimer); endTimer = null; }
    if (playButton) { playButton.textContent = words.play; playButton.setAttribute("aria-pressed", "false"); }
  }
  function togglePlay() {
    if (!playButton) { return; }
    if (voices.length) { stopAll(); return; }
    var sound = view().sound;
    if (!sound) { announce(words.noSound); return; }
    var ctx = context();
    if (!ctx) { announce(words.soundUnavailable); return; }
    voices = playSound(ctx, sound, ctx.currentTime + 0.1, ctx.destination);
    playButton.textContent = words.stop;
    playButton.setAttribute("aria-pressed", "true");
    endTimer = setTimeout(stopAll, (sound.duration + 0.3) * 1000);
  }
  function tone(from, to, length, seriesIndex) {
    if (quiet || !tonesOn || from == null || !view().sound) { return; }
    var ctx = context();
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
  function toggleTones() {
    tonesOn = !tonesOn;
    if (tonesButton) { tonesButton.setAttribute("aria-pressed", tonesOn ? "true" : "false"); }
  }
  if (playButton) {
    playButton.setAttribute("aria-pressed", "false");
    playButton.addEventListener("click", togglePlay);
  }
  if (tonesButton) { tonesButton.addEventListener("click", toggleTones); }

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
    stopAll();
    endScrub();
    viewIndex = index;
    state = { level: "chart", s: 0, g: 0, p: 0 };
    showPicture(index);
    var id = model.views[index].id;
    if (index === 0) {
      fill(tableBox, firstTable.map(function (n) { return n.cloneNode(true); }));
      document.getElementById("summary").textContent = firstText[0];
      document.getElementById("overview").textContent = firstText[1];
    } else {
      var table = document.getElementById(id + "-table");
      fill(tableBox, table ? Array.prototype.map.call(table.content.childNodes, function (n) { return n.cloneNode(true); }) : []);
      var text = document.getElementById(id + "-text").content.querySelectorAll("p");
      document.getElementById("summary").textContent = text[0].textContent;
      document.getElementById("overview").textContent = text[1].textContent;
    }
    chart.classList.remove("entering");
    void chart.offsetWidth;
    chart.classList.add("entering");
    setTimeout(function () { chart.classList.remove("entering"); }, 700);
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
    if (state.level !== "chart") { redraw(); }
  }
  if (isDark()) { followScheme(); }
  if (darkQuery && darkQuery.addEventListener) { darkQuery.addEventListener("change", followScheme); }
  // The sound of a view scheduled into a context the caller made, from its time 0, as Play schedules it:
  // with an OfflineAudioContext a test (or a tool) gets the page's audio graph as samples, without
  // speakers. Returns the sound's length in seconds, or null when the view has no sound.
  window.plotline = Object.freeze({
    scheduleSound: function (ctx, index) {
      var v = model.views[index || 0], sound = v ? v.sound : null;
      if (!sound || !ctx) { return null; }
      playSound(ctx, sound, 0, ctx.destination);
      return sound.duration;
    }
  });
  chart.setAttribute("data-ready", "true");
})();
"""#
}
