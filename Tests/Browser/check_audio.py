#!/usr/bin/env python3
"""The interactive page's sound, rendered by Chromium's Web Audio, measured against the WAV of the same chart.

Usage: check_audio.py [--mutants] [--spans DIR] PAGE_OR_FOLDER...

Each page NAME.html is checked against NAME.wav and NAME.tones.json beside it (the tone schedule that
`plotline render ... -o NAME.tones.json` writes); a folder stands for every page in it that has a WAV.
The page schedules its own sound into an OfflineAudioContext (its `plotline.scheduleSound` hook, the
code its Play button runs) at the WAV's sample rate, and the samples come back here. Then, channel by
channel, measured on the samples alone, with the schedule used only to say where to look:
- the page carries the same schedule as the WAV's (every tone, the duration and the channels);
- the sounds (runs of sound between silences) are as many, and each starts and ends within 10 ms;
- the last sound ends within 5 ms of the WAV's, and the page's sound lasts as long as the WAV;
- each steady tone's pitch, where no other tone sounds near it, agrees within 1% (and the WAV's pitch is
  within 1% of the schedule, so the measurement is sound); each tone's onset agrees within 10 ms;
- along every glide, the pitch in 46 ms windows every 10 ms agrees within 1%;
- the level is the WAV's: the same mix gain, the page's loudness within 0.5 dB of the WAV's in every measured
  window, and its peak under full scale.

P plays from the current point at three speeds: on the steps and stock pages, the sound rendered from a
point a third of the way along, at half, normal and double speed, starts at once at that point's pitch, its
sounds start and end at their times from that point divided by the speed, and along every glide the pitch
(in 46 ms windows every 10 ms) is within 1% of a sine's that follows the schedule's contour at that speed,
at each of the three speeds (check_speeds).

With --spans DIR, the pitch-span control: for each page NAME.html with NAME.SPAN.wav and NAME.SPAN.tones.json
in DIR (made with `--pitch-span SPAN`), the page's sound over SPAN is checked against that WAV as above, and
must differ in pitch from the page's own (check_spans).

With --mutants, a detuned page (every oscillator 2% sharp) and a late page (15 ms of delay) are rendered
too, for the first two pages, and each must fail: the checks above can tell.
"""
import base64
import json
import math
import os
import sys
import wave

import numpy as np

import chromium

PITCH_TOLERANCE = 0.01      # 1%
ONSET_TOLERANCE = 0.010     # seconds
END_TOLERANCE = 0.005       # seconds
LEVEL_TOLERANCE = 0.5       # dB
PITCH_WINDOW = 2048         # samples (46 ms at 44.1 kHz), for onsets and glides
GLIDE_HOP = 0.010           # seconds


def browser():
    driver = chromium.start()
    driver.set_script_timeout(120)
    return driver


# The page's sound: scheduled by the page into an OfflineAudioContext, rendered, and sent back as base64
# of each channel's Float32 samples. A mutant detunes every oscillator (cents) or delays everything.
RENDER = """
var done = arguments[arguments.length - 1];
var channels = arguments[0], frames = arguments[1], rate = arguments[2], cents = arguments[3], delay = arguments[4];
var from = arguments[5] || 0, speed = arguments[6] || 1, span = arguments[7] || null;
function base64(samples) {
  var bytes = new Uint8Array(samples.buffer), text = "";
  for (var i = 0; i < bytes.length; i += 0x8000) {
    text += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
  }
  return btoa(text);
}
try {
  var ctx = new OfflineAudioContext(channels, frames, rate);
  if (cents) {
    var make = ctx.createOscillator.bind(ctx);
    ctx.createOscillator = function () { var o = make(); o.detune.value = cents; return o; };
  }
  if (delay) {
    var late = ctx.createDelay(1);
    late.delayTime.value = delay;
    late.connect(ctx.destination);
    Object.defineProperty(ctx, "destination", { value: late });
  }
  var duration = window.plotline.scheduleSound(ctx, 0, from, speed, span);
  ctx.startRendering().then(function (buffer) {
    var out = [];
    for (var c = 0; c < buffer.numberOfChannels; c++) { out.push(base64(buffer.getChannelData(c))); }
    done({ duration: duration, rate: buffer.sampleRate, channels: out });
  }, function (e) { done({ error: String(e) }); });
} catch (e) { done({ error: String(e) }); }
"""


def page_audio(driver, path, channels, frames, rate, cents=0, delay=0, start=0, speed=1, span=None):
    model = chromium.load(driver, path)
    result = driver.execute_async_script(RENDER, channels, frames, rate, cents, delay, start, speed, span)
    if "error" in result:
        raise RuntimeError(f"{os.path.basename(path)}: the page's sound did not render: {result['error']}")
    samples = [np.frombuffer(base64.b64decode(c), dtype="<f4").astype(np.float64) for c in result["channels"]]
    return model, result["duration"], samples


def read_wav(path):
    with wave.open(path) as w:
        if w.getsampwidth() != 2:
            raise RuntimeError(f"{path}: {8 * w.getsampwidth()}-bit samples, expected 16")
        pcm = np.frombuffer(w.readframes(w.getnframes()), dtype="<i2").astype(np.float64) / 32768
        n = w.getnchannels()
        return w.getframerate(), [pcm[c::n] for c in range(n)]


# Measurements of samples.
def sounds(x, rate, silence=0.008):
    """Runs of sound (above 0.2% of the peak) separated by at least `silence` seconds: (first, last) in seconds."""
    loud = np.flatnonzero(np.abs(x) > 0.002 * max(np.abs(x).max(), 1e-9))
    if len(loud) == 0:
        return []
    breaks = np.flatnonzero(np.diff(loud) > silence * rate)
    firsts, lasts = np.r_[loud[0], loud[breaks + 1]], np.r_[loud[breaks], loud[-1]]
    return [(a / rate, b / rate) for a, b in zip(firsts, lasts)]


def spectrum(x):
    """Magnitudes of the Hann-windowed segment, zero-padded to at least four times its length."""
    size = 1 << max(0, math.ceil(math.log2(4 * len(x))))
    return np.abs(np.fft.rfft(x * np.hanning(len(x)), size)), size


def frequency(x, rate, low=60.0, high=2500.0):
    """The strongest frequency from `low` to `high` Hz, refined by a parabola through the log magnitudes."""
    m, size = spectrum(x)
    hz = rate / size
    first, last = max(1, int(low / hz)), min(len(m) - 2, int(math.ceil(high / hz)))
    k = first + int(np.argmax(m[first:last + 1]))
    k = min(max(k, 1), len(m) - 2)
    a, b, c = np.log(np.maximum(m[k - 1:k + 2], 1e-300))
    bend = a - 2 * b + c
    return (k + (0.5 * (a - c) / bend if bend else 0)) * hz


def rms(x):
    return float(np.sqrt(np.mean(x * x))) if len(x) else 0.0


def onset(x, rate, f, start, end):
    """When the tone at `f` Hz comes in near `start`: the first time its level at f (in 46 ms Hann windows,
    every 1 ms) reaches half the largest level from 50 ms before `start` to `end`."""
    half = PITCH_WINDOW // 2
    # Silence before the first sample and after the last, so a tone at 0 s has windows before it too.
    x = np.r_[np.zeros(PITCH_WINDOW), x, np.zeros(PITCH_WINDOW)]
    centres = np.arange(max(start - 0.05, -half / rate), end, 0.001)
    index = np.round(centres * rate).astype(int) + PITCH_WINDOW
    keep = (index - half >= 0) & (index + half <= len(x))
    centres, index = centres[keep], index[keep]
    if len(index) < 2:
        return None
    n = np.arange(PITCH_WINDOW)
    probe = np.hanning(PITCH_WINDOW) * np.exp(-2j * np.pi * f * n / rate)
    frames = np.stack([x[i - half:i + half] for i in index])
    level = np.abs(frames @ probe)
    above = np.flatnonzero(level >= level.max() / 2)
    k = above[0]
    if k == 0:
        return centres[0]
    a, b = level[k - 1], level[k]
    return centres[k - 1] + (level.max() / 2 - a) / (b - a) * (centres[k] - centres[k - 1])


# Where to look, from the schedule.
def pitch_distance(tone, f):
    """How far in Hz `f` is from every frequency the tone sounds (0 if its glide passes through f)."""
    fs = [p["frequency"] for p in tone["pitch"]]
    return max(0.0, min(fs) - f, f - max(fs))


def steady_windows(tones):
    """For each steady data tone: the longest stretch (at most 0.2 s) of its steady part over which no tone
    starts or ends, no cue sounds and every other tone is far enough in pitch to be told apart (four Hann
    main-lobe half-widths), with the band to search for its peak. Tones without one are left out."""
    found = []
    for i, t in enumerate(tones):
        if t["kind"] != "data" or len(t["pitch"]) != 1:
            continue
        f = t["pitch"][0]["frequency"]
        a, b = t["start"] + t["attack"] + 0.005, t["start"] + t["duration"] - t["release"] - 0.005
        cuts = sorted({a, b} | {x for j, u in enumerate(tones) if j != i
                                for x in (u["start"], u["start"] + u["duration"]) if a < x < b})
        best = None
        for x, y in zip(cuts, cuts[1:]):
            length = min(y - x, 0.2)
            others = [u for j, u in enumerate(tones) if j != i and u["start"] < y and u["start"] + u["duration"] > x]
            if length < 0.03 or any(u["kind"] != "data" for u in others):
                continue
            nearest = min((pitch_distance(u, f) for u in others), default=math.inf)
            if nearest < 4 * 2 / length:
                continue
            if best is None or length > best[1] - best[0]:
                mid = (x + y) / 2
                reach = min(nearest / 2, f * (2 ** (1 / 12) - 1)) if others else None
                best = (mid - length / 2, mid + length / 2, reach)
        if best:
            found.append((i, t, best))
    return found


def onset_tones(tones, rate):
    """Steady data tones whose onset can be told apart: no cue, and no other tone within four main-lobe
    half-widths of 46 ms windows in pitch, sounds from 70 ms before to 70 ms after it starts."""
    spread = 4 * 2 * rate / PITCH_WINDOW
    found = []
    for i, t in enumerate(tones):
        if t["kind"] != "data" or len(t["pitch"]) != 1 or t["duration"] < 0.09:
            continue
        f, s = t["pitch"][0]["frequency"], t["start"]
        near = [u for j, u in enumerate(tones) if j != i and u["start"] < s + 0.07 and u["start"] + u["duration"] > s - 0.07
                and (u["kind"] != "data" or pitch_distance(u, f) < spread)]
        if not near:
            found.append((i, t, min(s + 0.05, s + t["duration"] - t["release"] - PITCH_WINDOW / 2 / rate)))
    return found


def glide_windows(tones, rate):
    """Window centres every 10 ms along each glide's steady part, where no other tone sounds."""
    half = PITCH_WINDOW / 2 / rate
    found = []
    for i, t in enumerate(tones):
        if t["kind"] != "data" or len(t["pitch"]) < 2:
            continue
        a, b = t["start"] + t["attack"] + half, t["start"] + t["duration"] - t["release"] - half
        for c in np.arange(a, b, GLIDE_HOP):
            if not any(j != i and u["start"] < c + half and u["start"] + u["duration"] > c - half for j, u in enumerate(tones)):
                found.append((i, c))
    return found


class Report:
    def __init__(self, name, quiet=False):
        self.name, self.quiet, self.failures, self.notes = name, quiet, [], []

    def check(self, ok, message):
        if not ok:
            self.failures.append(message)
            if not self.quiet:
                print(f"FAIL: {self.name}: {message}")
        return ok


def page_sound(model, span=None):
    """The sound the page plays: its own, or (after the pitch-span control) the one over `span`."""
    view = model["views"][0]
    if span is None or span == view.get("pitchSpan"):
        return view.get("sound")
    return (view.get("spanSounds") or {}).get(span)


def compare(report, model, page_duration, page, wav_rate, wav, wav_length, schedule, span=None):
    """Every check of the module's docstring, for one page; the worst differences, for the summary."""
    sound = page_sound(model, span)
    if not report.check(sound is not None, "the page has no sound"):
        return {}
    fields = ["kind", "start", "duration", "pitch", "timbre", "pan", "gain", "attack", "release", "series", "points"]
    page_tones = [{k: t.get(k) for k in fields} for t in sound["tones"]]
    wav_tones = [{k: t.get(k) for k in fields} for t in schedule["tones"]]
    report.check(sound["channels"] == schedule["channels"] == len(wav),
                 f"channels: page {sound['channels']}, schedule {schedule['channels']}, WAV {len(wav)}")
    report.check(abs(sound["duration"] - schedule["duration"]) < 1e-9,
                 f"the page's sound lasts {sound['duration']} s, the schedule {schedule['duration']} s")
    differing = [i for i, (a, b) in enumerate(zip(page_tones, wav_tones)) if a != b]
    report.check(len(page_tones) == len(wav_tones) and not differing,
                 f"the page's schedule differs from the WAV's: {len(page_tones)} and {len(wav_tones)} tones"
                 + (f", first at tone {differing[0]}: page {page_tones[differing[0]]}, WAV {wav_tones[differing[0]]}" if differing else ""))
    tones = schedule["tones"]
    report.check(abs(page_duration - wav_length) <= END_TOLERANCE,
                 f"the page's sound lasts {page_duration:.4f} s, the WAV {wav_length:.4f} s")
    worst = {"onset": 0.0, "end": 0.0, "pitch": 0.0, "tone onset": 0.0, "level": 0.0}
    steady = sum(t["kind"] == "data" and len(t["pitch"]) == 1 for t in tones) * len(wav)
    counts = {"sounds": 0, "pitches": 0, "onsets": 0, "glide windows": 0, "steady": steady}
    ratios = []
    for c, (p, w) in enumerate(zip(page, wav)):
        where = f"channel {c + 1}: " if len(wav) > 1 else ""
        # Sounds between silences: as many, starting and ending together.
        ps, ws = sounds(p, wav_rate), sounds(w, wav_rate)
        if report.check(len(ps) == len(ws), f"{where}{len(ps)} sounds on the page, {len(ws)} in the WAV: page "
                        + ", ".join(f"{a:.3f}-{b:.3f}" for a, b in ps[:8]) + "; WAV "
                        + ", ".join(f"{a:.3f}-{b:.3f}" for a, b in ws[:8])):
            for k, ((pa, pb), (wa, wb)) in enumerate(zip(ps, ws)):
                report.check(abs(pa - wa) <= ONSET_TOLERANCE,
                             f"{where}sound {k + 1} starts at {pa:.4f} s on the page, {wa:.4f} s in the WAV")
                report.check(abs(pb - wb) <= ONSET_TOLERANCE,
                             f"{where}sound {k + 1} ends at {pb:.4f} s on the page, {wb:.4f} s in the WAV")
                worst["onset"] = max(worst["onset"], abs(pa - wa))
                worst["end"] = max(worst["end"], abs(pb - wb))
            counts["sounds"] += len(ws)
        if ps and ws:
            report.check(abs(ps[-1][1] - ws[-1][1]) <= END_TOLERANCE,
                         f"{where}the last sound ends at {ps[-1][1]:.4f} s on the page, {ws[-1][1]:.4f} s in the WAV")
        # Steady tones: pitch where each can be told apart, and loudness.
        for i, t, (a, b, reach) in steady_windows(tones):
            f = t["pitch"][0]["frequency"]
            span = slice(int(round(a * wav_rate)), int(round(b * wav_rate)))
            low, high = (f - reach, f + reach) if reach else (60.0, 2500.0)
            fp, fw = frequency(p[span], wav_rate, low, high), frequency(w[span], wav_rate, low, high)
            report.check(abs(fp / fw - 1) <= PITCH_TOLERANCE,
                         f"{where}tone {i} at {t['start']:.3f} s: {fp:.2f} Hz on the page, {fw:.2f} Hz in the WAV")
            report.check(abs(fw / f - 1) <= PITCH_TOLERANCE,
                         f"{where}tone {i} at {t['start']:.3f} s: {fw:.2f} Hz in the WAV, {f:.2f} Hz scheduled")
            worst["pitch"] = max(worst["pitch"], abs(fp / fw - 1))
            counts["pitches"] += 1
            # Loudness where the tone sounds alone (tones of one pitch together add by their phases).
            if reach is None and rms(w[span]) > 1e-4:
                ratios.append((rms(p[span]) / rms(w[span]), f"{where}tone {i} at {t['start']:.3f} s"))
        # Onsets of tones that can be told apart, also inside a run of overlapping tones.
        for i, t, until in onset_tones(tones, wav_rate):
            f = t["pitch"][0]["frequency"]
            op, ow = onset(p, wav_rate, f, t["start"], until), onset(w, wav_rate, f, t["start"], until)
            if ow is None or op is None:
                continue
            report.check(abs(op - ow) <= ONSET_TOLERANCE,
                         f"{where}tone {i} ({f:.1f} Hz) comes in at {op:.4f} s on the page, {ow:.4f} s in the WAV")
            report.check(abs(ow - t["start"]) <= ONSET_TOLERANCE,
                         f"{where}tone {i} ({f:.1f} Hz) comes in at {ow:.4f} s in the WAV, scheduled at {t['start']:.4f} s")
            worst["tone onset"] = max(worst["tone onset"], abs(op - ow))
            counts["onsets"] += 1
        # Glides: the pitch along the way.
        half = PITCH_WINDOW // 2
        for i, centre in glide_windows(tones, wav_rate):
            k = int(round(centre * wav_rate))
            fp, fw = frequency(p[k - half:k + half], wav_rate), frequency(w[k - half:k + half], wav_rate)
            report.check(abs(fp / fw - 1) <= PITCH_TOLERANCE,
                         f"{where}glide {i} at {centre:.3f} s: {fp:.2f} Hz on the page, {fw:.2f} Hz in the WAV")
            worst["pitch"] = max(worst["pitch"], abs(fp / fw - 1))
            counts["glide windows"] += 1
            if rms(w[k - half:k + half]) > 1e-4:
                ratios.append((rms(p[k - half:k + half]) / rms(w[k - half:k + half]), f"{where}glide {i} at {centre:.3f} s"))
        check_earcons(report, where, p, w, wav_rate, tones, counts)
    # Loudness: the page mixes at the WAV's level (the same mix gain), throughout.
    report.check(sound.get("mixGain") == schedule.get("mixGain"),
                 f"mix gain: page {sound.get('mixGain')}, WAV's schedule {schedule.get('mixGain')}")
    if ratios:
        middle = float(np.median([r for r, _ in ratios]))
        report.check(abs(20 * math.log10(middle)) <= LEVEL_TOLERANCE,
                     f"the page plays {20 * math.log10(middle):+.2f} dB from the WAV's level")
        for r, what in ratios:
            db = 20 * math.log10(r / middle)
            worst["level"] = max(worst["level"], abs(db))
            report.check(abs(db) <= LEVEL_TOLERANCE, f"{what} is {db:+.2f} dB from the page's usual level against the WAV")
        worst["ratio"] = middle
    peak = max(float(np.abs(p).max()) for p in page)
    report.check(peak <= 0.9, f"the page's mix peaks at {peak:.2f}; it must stay under full scale, as the WAV's does (0.89)")
    report.check(counts["pitches"] + counts["glide windows"] > 0, "no pitch could be measured")
    return {**worst, **counts}


def check_earcons(report, where, page, wav, rate, tones, counts):
    """Earcons (issue 17): each chirp where a series crosses a reference, measured in its first and its last
    20 ms between 1.1 and 2.7 kHz: on the page as in the WAV within 2%, rising when scheduled to rise and
    falling when scheduled to fall."""
    window = int(0.02 * rate)
    for i, t in enumerate(tones):
        if t["kind"] != "earcon":
            continue
        a = int(round(t["start"] * rate)) + int(0.005 * rate)
        b = int(round((t["start"] + t["duration"]) * rate)) - int(0.012 * rate) - window
        if b <= a:
            continue
        first = [frequency(x[a:a + window], rate, 1100.0, 2700.0) for x in (page, wav)]
        last = [frequency(x[b:b + window], rate, 1100.0, 2700.0) for x in (page, wav)]
        rising = t["pitch"][-1]["frequency"] > t["pitch"][0]["frequency"]
        report.check(abs(first[0] / first[1] - 1) <= 0.02 and abs(last[0] / last[1] - 1) <= 0.02,
                     f"{where}earcon {i} at {t['start']:.3f} s: {first[0]:.0f} to {last[0]:.0f} Hz on the page, "
                     f"{first[1]:.0f} to {last[1]:.0f} Hz in the WAV")
        report.check((last[1] > first[1]) == rising,
                     f"{where}earcon {i} at {t['start']:.3f} s should {'rise' if rising else 'fall'}: "
                     f"{first[1]:.0f} to {last[1]:.0f} Hz in the WAV")
        counts["earcons"] = counts.get("earcons", 0) + 1


def check_page(driver, path, quiet=False, cents=0, delay=0, span=None, base=None):
    """The page's sound against the WAV beside it; with `span`, the page's sound after its pitch-span control
    is set to `span`, against the WAV at `base` made with `--pitch-span span`."""
    base = base or path[:-len(".html")]
    name = (os.path.basename(path) + (f" (detuned {cents} cents)" if cents else "") + (f" (delayed {delay * 1000:.0f} ms)" if delay else "")
            + (f" (pitch over {span})" if span else ""))
    report = Report(name, quiet)
    rate, wav = read_wav(base + ".wav")
    schedule = json.load(open(base + ".tones.json"))
    # Half a second more than the WAV, so sound that runs on past it would be heard.
    length, frames = len(wav[0]), len(wav[0]) + rate // 2
    model, duration, page = page_audio(driver, path, len(wav), frames, rate, cents, delay, span=span)
    wav = [np.r_[w, np.zeros(frames - length)] for w in wav]
    numbers = compare(report, model, duration, page, rate, wav, length / rate, schedule, span)
    return report, numbers


def check_spans(driver, path, folder):
    """The pitch-span control: for each span with a WAV made with `--pitch-span SPAN` in `folder`
    (NAME.SPAN.wav and NAME.SPAN.tones.json), the page's sound over that span is checked against it as
    above, and differs in pitch from the page's own sound (so the check could fail)."""
    name = os.path.basename(path)[:-len(".html")]
    failed, checked = 0, 0
    for span in ("axis", "data", "series"):
        base = os.path.join(folder, f"{name}.{span}")
        if not os.path.exists(base + ".wav"):
            continue
        report, n = check_page(driver, path, span=span, base=base)
        model = chromium.load(driver, path)
        own, other = page_sound(model), page_sound(model, span)
        if span != model["views"][0].get("pitchSpan"):
            differ = own and other and any(a["pitch"] != b["pitch"] for a, b in zip(own["tones"], other["tones"]))
            report.check(bool(differ), f"over {span} the page's sound has the same pitches as over its own span")
        failed += bool(report.failures)
        checked += 1
        if n and not report.failures:
            print(f"{report.name}: {n['sounds']} sounds, pitch of {n['pitches']} steady tones and {n['glide windows']} glide "
                  f"windows within {n['pitch'] * 100:.3f}% of the WAV made with --pitch-span {span}")
    return failed, checked


def check_speeds(driver, path):
    """P plays from the current point at half, normal or double speed: rendered from a point a third of the
    way along the first series, at each speed, the sound's runs start where the schedule's tones from that
    point do, their times divided by the speed (within 10 ms), the first at once, at the point's own pitch
    (within 1%; a glide's at half and normal speed), and the length is the rest of the sound divided by
    the speed."""
    report = Report(os.path.basename(path) + " (from a point, at three speeds)", False)
    measured, glide_counts = {}, {}
    rate = 44100
    schedule = json.load(open(path[:-len(".html")] + ".tones.json"))
    model = chromium.load(driver, path)
    points = [p for p in model["views"][0]["nav"]["series"][0]["points"] if p.get("t") is not None and p.get("f")]
    point = points[len(points) // 3]
    start = point["t"]
    for speed in (0.5, 1, 2):
        total = schedule["duration"] - start
        frames = int((total / speed + 0.5) * rate)
        _, duration, page = page_audio(driver, path, 1, frames, rate, start=start, speed=speed)
        x = page[0]
        report.check(abs(duration - total / speed) < 1e-6, f"at {speed}x from {start} s the sound lasts {duration:.3f} s, "
                     f"expected {total / speed:.3f} s")
        runs = sounds(x, rate, silence=0.004)
        tones = [t for t in schedule["tones"] if t["start"] + t["duration"] > start + 1e-9]
        discrete = all(len(t["pitch"]) == 1 for t in tones if t["kind"] == "data")
        # Every sound (tones that overlap make one) starts and ends at its time from the point divided by
        # the speed: the tones keep their lengths in proportion.
        expected = expected_runs(tones, start, speed)
        report.check(len(runs) == len(expected), f"at {speed}x: {len(runs)} sounds, expected {len(expected)}")
        worst = max((max(abs(r[0] - e[0]), abs(r[1] - e[1])) for r, e in zip(runs, expected)), default=0)
        report.check(worst <= ONSET_TOLERANCE, f"at {speed}x: a sound starts or ends {worst * 1000:.1f} ms from its time")
        measured[speed] = (len(runs), worst)
        # Along each glide, its pitch at every speed: in 46 ms windows every 10 ms, against the schedule's
        # contour played at that speed (the same pitches at every speed, reached sooner or later).
        glides = glide_pitches(x, rate, tones, start, speed)
        if not discrete:
            report.check(len(glides) >= 5, f"at {speed}x only {len(glides)} glide windows could be measured")
        off = [(c, f, e) for c, f, e in glides if abs(f / e - 1) > PITCH_TOLERANCE]
        report.check(not off, f"at {speed}x the glide is off at {len(off)} of {len(glides)} windows, such as "
                     + (f"{off[0][1]:.1f} Hz at {off[0][0]:.3f} s, expected {off[0][2]:.1f} Hz" if off else ""))
        worst_glide = max((abs(f / e - 1) for _, f, e in glides), default=0)
        glide_counts[speed] = (len(glides), worst_glide)
        report.check(bool(runs) and runs[0][0] <= ONSET_TOLERANCE, f"at {speed}x the sound starts at {runs[0][0] if runs else None} s, not at once")
        # The first tone's pitch over 40 ms of the schedule (a glide's along the way, above, at every speed).
        if discrete:
            k = int(0.005 * rate)
            f = frequency(x[k:k + int(0.04 * rate / min(speed, 1))], rate)
            report.check(abs(f / point["f"] - 1) <= PITCH_TOLERANCE,
                         f"at {speed}x the first tone is {f:.1f} Hz, the point is {point['f']} Hz")
    if not report.failures:
        print(f"{report.name}: from {point['label']} ({start} s), each speed starts at once at {point['f']} Hz and keeps time; "
              + "; ".join(f"{sp}x: {measured[sp][0]} sounds within {measured[sp][1] * 1000:.1f} ms, "
                          f"{glide_counts[sp][0]} glide windows within {glide_counts[sp][1] * 100:.2f}%" for sp in (0.5, 1, 2)))
    return report


def expected_runs(tones, start, speed, silence=0.004):
    """The runs of sound the schedule makes from `start` at `speed`: each tone from its (cut) start to its end,
    in page seconds, tones closer than `silence` joined."""
    spans = sorted(((max(t["start"], start) - start) / speed, (t["start"] + t["duration"] - start) / speed) for t in tones)
    runs = []
    for a, b in spans:
        if runs and a - runs[-1][1] <= silence:
            runs[-1][1] = max(runs[-1][1], b)
        else:
            runs.append([a, b])
    return runs


def contour_at(tone, u):
    """A glide's frequency `u` seconds into the tone: the page's exponential ramps between contour points."""
    c = tone["pitch"]
    if u <= c[0]["time"]:
        return c[0]["frequency"]
    for a, b in zip(c, c[1:]):
        if u <= b["time"]:
            span = b["time"] - a["time"]
            return a["frequency"] * (b["frequency"] / a["frequency"]) ** ((u - a["time"]) / span) if span > 0 else b["frequency"]
    return c[-1]["frequency"]


def glide_pitches(x, rate, tones, start, speed, window=PITCH_WINDOW):
    """(page time, page Hz, expected Hz) along every glide played from `start` at `speed`, in 46 ms windows
    every 10 ms where no other tone sounds and the glide moves less than 25%: the page's strongest frequency
    against that of a sine that follows the schedule's contour at that speed over the same window (so the
    glide's own sweep across the window is measured the same way on both)."""
    half = window / 2 / rate
    found = []
    for i, t in enumerate(tones):
        if t["kind"] != "data" or len(t["pitch"]) < 2:
            continue
        a = (max(t["start"], start) - start) / speed
        b = (t["start"] + t["duration"] - start) / speed
        # Clear of the attack (even of a glide cut at `start`) and the release, scaled by the speed.
        for c in np.arange(a + t["attack"] / speed + half + 0.002, b - t["release"] / speed - half, GLIDE_HOP):
            if any(j != i and (max(u["start"], start) - start) / speed < c + half and (u["start"] + u["duration"] - start) / speed > c - half
                   for j, u in enumerate(tones)):
                continue
            k = int(round(c * rate))
            times = start + (k - window // 2 + np.arange(window)) / rate * speed - t["start"]
            along = np.array([contour_at(t, u) for u in times])
            if along.max() / along.min() - 1 > 0.25:
                continue
            model = np.sin(2 * np.pi * np.cumsum(along) / rate)
            found.append((c, frequency(x[k - window // 2:k + window // 2], rate), frequency(model, rate)))
    return found


# Play from a point at three speeds: a page of separate tones (steps) and pages of one glide (stock, battery).
SPEED_PAGES = ("01-steps.html", "02-stock.html", "04-battery.html")


def pages(arguments):
    found = []
    for a in arguments:
        if os.path.isdir(a):
            inside = sorted(os.path.join(a, f) for f in os.listdir(a)
                            if f.endswith(".html") and os.path.exists(os.path.join(a, f[:-5] + ".wav")))
            if not inside:
                raise SystemExit(f"{a}: no page with a WAV beside it")
            found += inside
        else:
            found.append(a)
    return found


def main():
    arguments = sys.argv[1:]
    mutants = "--mutants" in arguments
    spans = None
    if "--spans" in arguments:
        k = arguments.index("--spans")
        spans = arguments[k + 1]
        del arguments[k:k + 2]
    paths = pages([a for a in arguments if a != "--mutants"])
    if not paths:
        raise SystemExit(__doc__)
    failed, notes = 0, []
    driver = browser()
    try:
        for path in paths:
            report, n = check_page(driver, path)
            failed += bool(report.failures)
            notes += [f"{report.name}: {note}" for note in report.notes]
            if n:
                print(f"{report.name}: {n['sounds']} sounds (onsets within {n['onset'] * 1000:.2f} ms, ends within "
                      f"{n['end'] * 1000:.2f} ms); pitch of {n['pitches']} of {n['steady']} steady tones and {n['glide windows']} glide "
                      f"windows within {n['pitch'] * 100:.3f}%; {n['onsets']} tone onsets within {n['tone onset'] * 1000:.2f} ms; "
                      f"level {n.get('ratio', 0):.3f} of the WAV's (within {n['level']:.2f} dB); {n.get('earcons', 0)} earcons")
        # Play from a point, at each speed: a page of separate tones and a page of one glide.
        for path in paths:
            if os.path.basename(path) in SPEED_PAGES:
                failed += bool(check_speeds(driver, path).failures)
        # The pitch-span control: the page over each span sounds as the WAV made with --pitch-span.
        if spans:
            checked = 0
            for path in paths:
                f, c = check_spans(driver, path, spans)
                failed += f
                checked += c
            if checked == 0:
                failed += 1
                print(f"FAIL: no page had a WAV for another pitch span in {spans}")
        # The checks can tell: a page 2% sharp, or 15 ms late, fails them.
        for path in paths[:2] if mutants else []:
            for cents, delay, kind in [(34.3, 0, " Hz on the page"), (0, 0.015, " s on the page")]:
                report, _ = check_page(driver, path, quiet=True, cents=cents, delay=delay)
                caught = [f for f in report.failures if kind in f]
                if caught:
                    print(f"mutant caught: {report.name}: {len(report.failures)} differences, such as: {caught[0]}")
                else:
                    failed += 1
                    print(f"FAIL: mutant not caught: {report.name} passed every check")
    finally:
        driver.quit()
    for note in notes:
        print("note: " + note)
    if failed:
        print(f"{failed} page(s) sound different from their WAV")
        sys.exit(1)
    print(f"audio checks passed: {len(paths)} pages sound as their WAV")


if __name__ == "__main__":
    main()
