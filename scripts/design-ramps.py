#!/usr/bin/env python3
"""Searches for the control colors of Plotline's continuous color ramps (ColorRamp: sequential and
diverging, light and dark theme).

A ramp is a few control colors joined by straight lines in OKLab (Björn Ottosson, 2020) and walked at
constant OKLab speed; a diverging ramp walks each half on its own, its middle at t = 0.5. This script
places each control color in OKLCh (lightness, chroma, hue angle) inside bounds that fix the ramp's role:

- sequential, light theme: lightness from 0.97 (near the white background) down to about 0.30, hue from
  yellow (about 110 degrees) through cyan to blue-violet (about 270);
- sequential, dark theme: lightness from about 0.30 (just above #1c1c1e) up to about 0.95, hue from
  violet-blue through cyan to yellow;
- diverging: a neutral middle (light: L 0.965; dark: L 0.32), orange hues on the low side and blue hues
  on the high side, with mirrored lightness so neither direction looks heavier, and a chroma floor so
  the orange stays orange.

A seeded hill climb then maximizes the smallest CIEDE2000 difference between neighbors at 8 even steps,
over normal vision and simulated protanopia, deuteranopia and tritanopia (Machado, Oliveira & Fernandes
2009, severity 1); for a diverging ramp also (scaled down) the smallest difference between t and 1 - t
for t up to 0.35. Candidates are rejected if a control color is outside sRGB, the interpolated ramp
leaves sRGB, lightness is not monotone, or the high end has less than 3:1 contrast against the
background; uneven steps (largest over smallest CIEDE2000 of 16 steps above 1.3) are penalized.

Only chooses: Sources/Plotline/Color/RampReport.swift re-measures the chosen ramps in Swift, and
Tests/PlotlineTests/ColorRampTests.swift asserts the numbers. Deterministic (fixed seed).

Usage: python3 scripts/design-ramps.py [sequential|sequentialDark|diverging|divergingDark ...]
Needs numpy. Takes a minute or two per ramp.
"""
import importlib.util, pathlib, sys
import numpy as np

# The CIELAB, CIEDE2000 and simulation math is shared with the categorical palette's search.
_spec = importlib.util.spec_from_file_location("search_palette", pathlib.Path(__file__).with_name("search-palette.py"))
sp = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(sp)

# OKLab (Ottosson): linear sRGB -> LMS -> cube root -> Lab, and back.
M1 = np.array([[0.4122214708, 0.5363325363, 0.0514459929], [0.2119034982, 0.6806995451, 0.1073969566],
               [0.0883024619, 0.2817188376, 0.6299787005]])
M2 = np.array([[0.2104542553, 0.7936177850, -0.0040720468], [1.9779984951, -2.4285922050, 0.4505937099],
               [0.0259040371, 0.7827717662, -0.8086757660]])
N1 = np.array([[1, 0.3963377774, 0.2158037573], [1, -0.1055613458, -0.0638541728], [1, -0.0894841775, -1.2914855480]])
N2 = np.array([[4.0767416621, -3.3077115913, 0.2309699292], [-1.2684380046, 2.6097574011, -0.3413193965],
               [-0.0041960863, -0.7034186147, 1.7076147010]])


def lin_to_oklab(lin):
    return np.cbrt(lin @ M1.T) @ M2.T


def oklab_to_lin(ok):
    return ((ok @ N1.T) ** 3) @ N2.T


def encode(lin):
    c = np.clip(lin, 0, 1)
    return np.where(c <= 0.0031308, 12.92 * c, 1.055 * np.power(c, 1 / 2.4) - 0.055)


def oklch(L, C, h):
    return np.array([L, C * np.cos(np.radians(h)), C * np.sin(np.radians(h))])


def in_gamut(ok, eps=1e-4):
    lin = oklab_to_lin(np.asarray(ok))
    return bool(np.all(lin >= -eps) and np.all(lin <= 1 + eps))


def to_hex(ok):
    r, g, b = (int(round(float(x) * 255)) for x in encode(oklab_to_lin(np.asarray(ok))))
    return r << 16 | g << 8 | b


class Ramp:
    """The same construction as ColorRamp.swift: OKLab lines walked at constant speed."""

    def __init__(self, hexes, diverging):
        self.ok = lin_to_oklab(sp.to_linear(sp.hexes_to_rgb(hexes)))
        self.diverging = diverging
        d = np.linalg.norm(np.diff(self.ok, axis=0), axis=1)
        if diverging:
            m = len(hexes) // 2
            a = np.concatenate([[0], np.cumsum(d[:m])]); a = a / a[-1] * 0.5
            b = np.concatenate([[0], np.cumsum(d[m:])]); b = 0.5 + b / b[-1] * 0.5
            self.pos = np.concatenate([a, b[1:]])
        else:
            a = np.concatenate([[0], np.cumsum(d)]); self.pos = a / a[-1]

    def oklab(self, t):
        t = min(max(t, 0), 1)
        i = min(max(int(np.searchsorted(self.pos, t, side="right")) - 1, 0), len(self.pos) - 2)
        f = (t - self.pos[i]) / (self.pos[i + 1] - self.pos[i])
        return self.ok[i] * (1 - f) + self.ok[i + 1] * f

    def rgb(self, t):
        return encode(oklab_to_lin(self.oklab(t)))

    def clipped(self, t):
        lin = oklab_to_lin(self.oklab(t))
        return float(np.max(np.maximum(-lin, lin - 1).clip(0)))


def measure(ramp, background):
    """The numbers the search needs (RampReport.swift measures the same and more)."""
    s16 = np.array([ramp.rgb(i / 16) for i in range(17)])
    v16 = sp.views(s16)[0]
    d16 = [float(sp.ciede2000(v16[i], v16[i + 1])) for i in range(16)]
    L = sp.views(np.array([ramp.rgb(i / 64) for i in range(65)]))[0][:, 0]
    if ramp.diverging:
        up, down = np.diff(L[:33]), np.diff(L[32:])
        monotone = bool((np.all(up > 0) and np.all(down < 0)) or (np.all(up < 0) and np.all(down > 0)))
    else:
        monotone = bool(np.all(np.diff(L) > 0) or np.all(np.diff(L) < 0))
    s8 = np.array([ramp.rgb(i / 8) for i in range(9)])
    step = min(float(sp.ciede2000(v[i], v[i + 1])) for v in sp.views(s8) for i in range(8))
    halves = None
    if ramp.diverging:
        ts = [i / 20 for i in range(8)]
        va = sp.views(np.array([ramp.rgb(t) for t in ts])); vb = sp.views(np.array([ramp.rgb(1 - t) for t in ts]))
        halves = min(float(np.min(sp.ciede2000(x, y))) for x, y in zip(va, vb))
    yb = float(sp.luminance(np.array(background)))
    ends = [s8[0], s8[-1]] if ramp.diverging else [s8[-1]]
    contrast = min(sp.contrast(float(sp.luminance(e)), yb) for e in ends)
    clipped = max(ramp.clipped(i / 64) for i in range(65))
    return dict(uneven=max(d16) / min(d16), monotone=monotone, step=step, halves=halves, contrast=contrast, clipped=clipped)


class Space:
    """Control colors as (L, C, h); a number is fixed, a (low, high, start) triple is searched. A diverging
    ramp's right half copies the left half's lightness (None in the spec)."""

    def __init__(self, spec, diverging, background):
        self.spec, self.diverging, self.background = spec, diverging, background
        self.free = [(i, j) for i, p in enumerate(spec) for j, v in enumerate(p) if isinstance(v, tuple)]

    def start(self):
        return np.array([self.spec[i][j][2] for i, j in self.free], float)

    def inside(self, x):
        return all(self.spec[i][j][0] <= x[k] <= self.spec[i][j][1] for k, (i, j) in enumerate(self.free))

    def points(self, x):
        out = [[None if isinstance(v, tuple) else v for v in p] for p in self.spec]
        for k, (i, j) in enumerate(self.free):
            out[i][j] = float(x[k])
        if self.diverging:
            for i in range(len(out) // 2):
                out[len(out) - 1 - i][0] = out[i][0]
        return out


def score(space, x):
    if not space.inside(x):
        return -1e9, None
    oks = [oklch(*p) for p in space.points(x)]
    if not all(in_gamut(ok) for ok in oks):
        return -1e9, None
    hexes = [to_hex(ok) for ok in oks]
    m = measure(Ramp(hexes, space.diverging), space.background)
    if not m["monotone"] or m["clipped"] > 0.003 or m["contrast"] < 3.0:
        return -1e9, hexes
    s = m["step"]
    if space.diverging:
        s = min(s, m["halves"] / 2.5)
    return s - 20 * max(0.0, m["uneven"] - 1.3), hexes


def search(space, iterations, seed=7):
    rng = np.random.default_rng(seed)
    x = space.start()
    best, hexes = score(space, x)
    scale = np.array([{0: 0.015, 1: 0.01, 2: 6.0}[j] for _, j in space.free])
    for _ in range(iterations):
        trial = x.copy()
        k = rng.integers(len(trial))
        trial[k] += rng.normal() * scale[k]
        s, h = score(space, trial)
        if s >= best:
            x, best, hexes = trial, s, h
    return x, hexes


WHITE = (1.0, 1.0, 1.0)
DARK = (0x1c / 255, 0x1c / 255, 0x1e / 255)
SPACES = {
    "sequential": (Space([
        (0.97, (0.03, 0.08, 0.04), (90, 125, 110)),
        ((0.8, 0.9, 0.86), (0.05, 0.15, 0.09), (130, 190, 155)),
        ((0.6, 0.76, 0.7), (0.06, 0.15, 0.1), (180, 230, 200)),
        ((0.42, 0.6, 0.52), (0.08, 0.16, 0.12), (220, 260, 240)),
        ((0.3, 0.36, 0.33), (0.08, 0.18, 0.13), (250, 285, 265)),
    ], False, WHITE), 1500),
    "sequentialDark": (Space([
        ((0.3, 0.34, 0.31), (0.04, 0.14, 0.08), (250, 300, 275)),
        ((0.42, 0.58, 0.5), (0.06, 0.16, 0.12), (225, 275, 245)),
        ((0.6, 0.78, 0.68), (0.06, 0.16, 0.11), (180, 230, 200)),
        ((0.78, 0.9, 0.83), (0.05, 0.16, 0.12), (130, 190, 150)),
        ((0.94, 0.97, 0.95), (0.05, 0.16, 0.09), (95, 125, 110)),
    ], False, DARK), 1500),
    "diverging": (Space([
        ((0.4, 0.5, 0.45), (0.12, 0.18, 0.13), (40, 70, 50)),
        ((0.62, 0.8, 0.7), (0.12, 0.18, 0.13), (45, 75, 60)),
        (0.965, 0.0, 90),
        (None, (0.08, 0.16, 0.1), (225, 265, 245)),
        (None, (0.1, 0.18, 0.13), (235, 270, 255)),
    ], True, WHITE), 2000),
    "divergingDark": (Space([
        ((0.8, 0.9, 0.84), (0.11, 0.18, 0.12), (50, 85, 75)),
        ((0.55, 0.7, 0.62), (0.11, 0.18, 0.13), (40, 75, 55)),
        (0.32, 0.0, 270),
        (None, (0.08, 0.16, 0.1), (225, 265, 245)),
        (None, (0.06, 0.14, 0.08), (220, 265, 235)),
    ], True, DARK), 2000),
}


def main():
    names = sys.argv[1:] or list(SPACES)
    for name in names:
        space, iterations = SPACES[name]
        x, hexes = search(space, iterations)
        m = measure(Ramp(hexes, space.diverging), space.background)
        print(f"{name}: [" + ", ".join(f"0x{h:06x}" for h in hexes) + "]")
        print("  OKLCh " + ", ".join(f"({L:.3f}, {C:.3f}, {h:.1f})" for L, C, h in space.points(x)))
        print("  " + ", ".join(f"{k} {v:.2f}" if isinstance(v, float) else f"{k} {v}" for k, v in m.items()), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
