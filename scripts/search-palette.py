#!/usr/bin/env python3
"""Searches for Plotline's default categorical palette (issue: color that never stands alone, C1/C2).

Every pair of colors must stay at least MIN_DE apart (CIEDE2000) in normal vision and under simulated
protanopia, deuteranopia and tritanopia (Machado, Oliveira & Fernandes 2009, severity 1), and every
color must have a contrast of at least 3:1 against the background of its theme. Prints Swift hex
literals. The same math is implemented in Sources/Plotline/Color/ and checked by tests; this script
only chooses. Deterministic (fixed seed).

Usage: python3 scripts/search-palette.py light|dark
Starts from a reference palette and moves its colors as little as needed (hill climbing).
"""
import itertools, math, random, sys
import numpy as np

MACHADO = {
    "protanopia": np.array([[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]]),
    "deuteranopia": np.array([[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881]]),
    "tritanopia": np.array([[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.303900]]),
}
MIN_DE = 10.0

def to_linear(c):
    c = np.asarray(c, dtype=float)
    return np.where(c <= 0.04045, c / 12.92, ((c + 0.055) / 1.055) ** 2.4)

def luminance(rgb):
    lin = to_linear(rgb)
    return 0.2126 * lin[..., 0] + 0.7152 * lin[..., 1] + 0.0722 * lin[..., 2]

def lab(lin):
    m = np.array([[0.4124564, 0.3575761, 0.1804375], [0.2126729, 0.7151522, 0.0721750], [0.0193339, 0.1191920, 0.9503041]])
    xyz = lin @ m.T
    white = np.array([0.95047, 1.0, 1.08883])
    t = xyz / white
    f = np.where(t > (6 / 29) ** 3, np.cbrt(t), t / (3 * (6 / 29) ** 2) + 4 / 29)
    return np.stack([116 * f[..., 1] - 16, 500 * (f[..., 0] - f[..., 1]), 200 * (f[..., 1] - f[..., 2])], axis=-1)

def ciede2000(a, b):
    L1, a1, b1 = a[..., 0], a[..., 1], a[..., 2]
    L2, a2, b2 = b[..., 0], b[..., 1], b[..., 2]
    C1 = np.hypot(a1, b1); C2 = np.hypot(a2, b2)
    Cm = (C1 + C2) / 2
    G = 0.5 * (1 - np.sqrt(Cm ** 7 / (Cm ** 7 + 25 ** 7)))
    a1p = (1 + G) * a1; a2p = (1 + G) * a2
    C1p = np.hypot(a1p, b1); C2p = np.hypot(a2p, b2)
    h1p = np.degrees(np.arctan2(b1, a1p)) % 360; h2p = np.degrees(np.arctan2(b2, a2p)) % 360
    dLp = L2 - L1; dCp = C2p - C1p
    dh = h2p - h1p
    dh = np.where(C1p * C2p == 0, 0, np.where(dh > 180, dh - 360, np.where(dh < -180, dh + 360, dh)))
    dHp = 2 * np.sqrt(C1p * C2p) * np.sin(np.radians(dh / 2))
    Lpm = (L1 + L2) / 2; Cpm = (C1p + C2p) / 2
    hsum = h1p + h2p
    hpm = np.where(C1p * C2p == 0, hsum, np.where(np.abs(h1p - h2p) <= 180, hsum / 2,
                   np.where(hsum < 360, (hsum + 360) / 2, (hsum - 360) / 2)))
    T = 1 - 0.17 * np.cos(np.radians(hpm - 30)) + 0.24 * np.cos(np.radians(2 * hpm)) \
        + 0.32 * np.cos(np.radians(3 * hpm + 6)) - 0.20 * np.cos(np.radians(4 * hpm - 63))
    dtheta = 30 * np.exp(-(((hpm - 275) / 25) ** 2))
    Rc = 2 * np.sqrt(Cpm ** 7 / (Cpm ** 7 + 25 ** 7))
    Sl = 1 + 0.015 * (Lpm - 50) ** 2 / np.sqrt(20 + (Lpm - 50) ** 2)
    Sc = 1 + 0.045 * Cpm; Sh = 1 + 0.015 * Cpm * T
    Rt = -np.sin(np.radians(2 * dtheta)) * Rc
    return np.sqrt((dLp / Sl) ** 2 + (dCp / Sc) ** 2 + (dHp / Sh) ** 2 + Rt * (dCp / Sc) * (dHp / Sh))

def views(rgb):
    lin = to_linear(rgb)
    out = [lab(lin)]
    for m in MACHADO.values():
        out.append(lab(np.clip(lin @ m.T, 0, 1)))
    return out

def contrast(y1, y2):
    hi, lo = max(y1, y2), min(y1, y2)
    return (hi + 0.05) / (lo + 0.05)

REFERENCE = {
    # Hues in the spirit of familiar categorical sets (blue, orange, green, magenta, purple, ochre, teal,
    # grey), moved as little as needed to meet the rules.
    "light": [0x0a6fd6, 0xe8590c, 0x2b8a3e, 0xc2255c, 0x7048e8, 0x8a6d00, 0x0b7285, 0x5c5f66],
    "dark": [0x4da3ff, 0xff8a3d, 0x5fc46e, 0xff6b9a, 0xa48bff, 0xd9b23a, 0x3cc4d4, 0xa0a4ab],
}


def hexes_to_rgb(hexes):
    return np.array([[(h >> 16 & 255) / 255, (h >> 8 & 255) / 255, (h & 255) / 255] for h in hexes])


def min_distance(rgb):
    vs = views(rgb)
    n = len(rgb)
    return min(float(ciede2000(v[i], v[j])) for v in vs for i, j in itertools.combinations(range(n), 2))


def main():
    theme = sys.argv[1] if len(sys.argv) > 1 else "light"
    background = {"light": (1, 1, 1), "dark": (0x1c / 255, 0x1c / 255, 0x1e / 255)}[theme]
    yb = float(luminance(np.array(background)))
    reference = hexes_to_rgb(REFERENCE[theme])
    ref_lab = lab(to_linear(reference))
    rng = np.random.default_rng(11)

    def score(rgb):
        if any(contrast(float(luminance(c)), yb) < 3.2 for c in rgb):
            return -1e9
        drift = float(np.sum(ciede2000(lab(to_linear(rgb)), ref_lab)))
        return min(min_distance(rgb), MIN_DE + 2) * 100 - drift

    current = reference.copy()
    best = score(current)
    for step in range(12000):
        trial = current.copy()
        i = rng.integers(len(trial))
        trial[i] = np.clip(trial[i] + rng.normal(0, 0.04, 3), 0, 1)
        s = score(trial)
        if s >= best:
            current, best = trial, s
    print(f"min distance {min_distance(current):.2f}", file=sys.stderr)
    for c in current:
        r, g, b = (int(round(x * 255)) for x in c)
        contrast_ratio = contrast(float(luminance(c)), yb)
        print(f"0x{r:02x}{g:02x}{b:02x}  contrast {contrast_ratio:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
