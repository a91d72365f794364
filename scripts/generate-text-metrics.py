#!/usr/bin/env python3
"""Generate Sources/PlotlineScene/TextMetricsTables.swift from DejaVu Sans.

Chart layout measures text with the advance widths of the font the SVG names
first and the PNG rasterizer will load ("DejaVu Sans"), so this script copies
those widths, the Latin kerning pairs and the vertical metrics out of the .ttf
files into compact Swift arrays.

Usage (from the package root):

    pip install fonttools
    python3 scripts/generate-text-metrics.py            # writes the Swift file
    python3 scripts/generate-text-metrics.py --samples 20   # prints random
        # (character, regular, bold) advances read straight from the fonts,
        # for pasting into the cross-check test

What is stored, all in font units (unitsPerEm = 2048):
  * dense advances for U+0020..U+024F (Basic Latin, Latin-1, Latin Extended-A
    and -B); code points without a glyph there are the C1 controls, stored as 0;
  * sparse advances (sorted UInt16 code points, shared by both weights, plus one
    UInt16 width array per weight) for Greek, General Punctuation, super- and
    subscripts, currency, letterlike symbols, number forms, arrows, mathematical
    operators and geometric shapes, for every code point the font maps;
  * kerning for pairs of code points in U+0020..U+017F, from the font's GPOS
    'kern' feature for script 'latn' (the script checks it equals the legacy
    'kern' table, which is what FreeType's FT_Get_Kerning reads). Pairs are
    stored class-based: code points with identical kerning rows share a left
    class, identical columns share a right class (class 0 = never kerns), and
    only the non-zero (left, right) class pairs are listed;
  * ascender, descender, line gap (hhea, which browsers and FreeType use since
    USE_TYPO_METRICS is not set), cap height and x-height (from the outlines
    of 'H' and 'x' because DejaVu's OS/2 table is version 1 and has neither).
"""

import argparse
import os
import random
import sys
import unicodedata

from fontTools.pens.boundsPen import BoundsPen
from fontTools.ttLib import TTFont

FONT_DIR = "/usr/share/fonts/truetype/dejavu"
FONTS = {"regular": "DejaVuSans.ttf", "bold": "DejaVuSans-Bold.ttf"}
OUTPUT = os.path.join("Sources", "PlotlineScene", "TextMetricsTables.swift")

DENSE_FIRST, DENSE_END = 0x0020, 0x0250  # end exclusive
KERN_FIRST, KERN_END = 0x0020, 0x0180  # end exclusive
SPARSE_RANGES = [
    (0x0250, 0x02B0, "IPA Extensions"),
    (0x02B0, 0x0300, "Spacing Modifier Letters"),
    (0x0370, 0x0400, "Greek and Coptic"),
    (0x0400, 0x0500, "Cyrillic"),
    (0x0500, 0x0530, "Cyrillic Supplement"),
    (0x0530, 0x0590, "Armenian"),
    (0x1E00, 0x1F00, "Latin Extended Additional"),
    (0x2000, 0x2070, "General Punctuation"),
    (0x2070, 0x20A0, "Superscripts and Subscripts"),
    (0x20A0, 0x20D0, "Currency Symbols"),
    (0x2100, 0x2150, "Letterlike Symbols"),
    (0x2150, 0x2190, "Number Forms"),
    (0x2190, 0x2200, "Arrows"),
    (0x2200, 0x2300, "Mathematical Operators"),
    (0x25A0, 0x2600, "Geometric Shapes"),
]


def load(weight):
    return TTFont(os.path.join(FONT_DIR, FONTS[weight]))


def advances(font):
    cmap = font.getBestCmap()
    hmtx = font["hmtx"].metrics
    return {cp: hmtx[glyph][0] for cp, glyph in cmap.items()}


def gpos_latin_kerning(font, glyphs):
    """XAdvance of the first glyph for every kerned pair among `glyphs`, from the
    lookups the GPOS 'kern' feature uses for script 'latn' (first lookup that
    covers a pair wins, as in HarfBuzz)."""
    gpos = font["GPOS"].table
    lookups = None
    for script in gpos.ScriptList.ScriptRecord:
        if script.ScriptTag != "latn":
            continue
        for index in script.Script.DefaultLangSys.FeatureIndex:
            record = gpos.FeatureList.FeatureRecord[index]
            if record.FeatureTag == "kern":
                lookups = record.Feature.LookupListIndex
    assert lookups is not None, "no latn kern feature"
    pairs = {}
    for lookup_index in lookups:
        lookup = gpos.LookupList.Lookup[lookup_index]
        assert lookup.LookupType == 2, "expected pair adjustment lookups"
        for sub in lookup.SubTable:
            if sub.Format == 1:
                for first, pair_set in zip(sub.Coverage.glyphs, sub.PairSet):
                    if first not in glyphs:
                        continue
                    for record in pair_set.PairValueRecord:
                        x = getattr(record.Value1, "XAdvance", 0) or 0
                        if x and record.SecondGlyph in glyphs:
                            pairs.setdefault((first, record.SecondGlyph), x)
            else:
                assert sub.ValueFormat2 == 0, "second-glyph adjustments not supported"
                c1 = sub.ClassDef1.classDefs
                c2 = sub.ClassDef2.classDefs
                for first in sub.Coverage.glyphs:
                    if first not in glyphs:
                        continue
                    row = sub.Class1Record[c1.get(first, 0)].Class2Record
                    for second in glyphs:
                        x = getattr(row[c2.get(second, 0)].Value1, "XAdvance", 0) or 0
                        if x:
                            pairs.setdefault((first, second), x)
    return pairs


def kerning(font):
    """Kerning between code points in KERN_FIRST..<KERN_END as
    (left class per code point, right class per code point, {(l, r): value})."""
    cmap = font.getBestCmap()
    cps = [cp for cp in range(KERN_FIRST, KERN_END) if cp in cmap]
    by_glyph = {}
    for cp in cps:
        by_glyph.setdefault(cmap[cp], []).append(cp)
    glyph_pairs = gpos_latin_kerning(font, set(by_glyph))
    legacy = {
        k: v
        for table in font["kern"].kernTables
        for k, v in table.kernTable.items()
        if k[0] in by_glyph and k[1] in by_glyph and v
    }
    assert glyph_pairs == legacy, "GPOS and legacy kern disagree for Latin"
    pairs = {}
    for (a, b), value in glyph_pairs.items():
        for ca in by_glyph[a]:
            for cb in by_glyph[b]:
                pairs[(ca, cb)] = value

    def classes(key_index):
        signatures = {}
        for (a, b), value in pairs.items():
            key, other = ((a, b) if key_index == 0 else (b, a))
            signatures.setdefault(key, []).append((other, value))
        cls = [0] * (KERN_END - KERN_FIRST)
        seen = {}
        for cp in sorted(signatures):
            sig = tuple(sorted(signatures[cp]))
            if sig not in seen:
                seen[sig] = len(seen) + 1
            cls[cp - KERN_FIRST] = seen[sig]
        return cls, len(seen) + 1

    left, left_count = classes(0)
    right, right_count = classes(1)
    assert left_count < 256 and right_count < 256
    class_pairs = {}
    for (a, b), value in pairs.items():
        key = (left[a - KERN_FIRST], right[b - KERN_FIRST])
        assert class_pairs.setdefault(key, value) == value
    # The class form must reproduce every pair and nothing else.
    for a in range(KERN_FIRST, KERN_END):
        for b in range(KERN_FIRST, KERN_END):
            got = class_pairs.get((left[a - KERN_FIRST], right[b - KERN_FIRST]), 0)
            assert got == pairs.get((a, b), 0), (hex(a), hex(b))
    return left, left_count, right, right_count, class_pairs, len(pairs)


def vertical(font):
    hhea = font["hhea"]
    cmap = font.getBestCmap()
    glyphs = font.getGlyphSet()

    def top(ch):
        pen = BoundsPen(glyphs)
        glyphs[cmap[ord(ch)]].draw(pen)
        return pen.bounds[3]

    os2 = font["OS/2"]
    cap = getattr(os2, "sCapHeight", 0) or top("H")
    x_height = getattr(os2, "sxHeight", 0) or top("x")
    return {
        "ascender": hhea.ascent,
        "descender": -hhea.descent,
        "lineGap": hhea.lineGap,
        "capHeight": cap,
        "xHeight": x_height,
    }


def swift_array(name, swift_type, values, per_line=16, indent="    "):
    lines = [f"{indent}static let {name}: [{swift_type}] = ["]
    for i in range(0, len(values), per_line):
        chunk = ", ".join(str(v) for v in values[i : i + per_line])
        lines.append(f"{indent}    {chunk},")
    lines.append(f"{indent}]")
    return "\n".join(lines)


def generate():
    fonts = {w: load(w) for w in FONTS}
    upm = {w: f["head"].unitsPerEm for w, f in fonts.items()}
    assert set(upm.values()) == {2048}
    adv = {w: advances(f) for w, f in fonts.items()}
    versions = {w: f["name"].getDebugName(5) for w, f in fonts.items()}

    sparse_cps = []
    for lo, hi, _ in SPARSE_RANGES:
        for cp in range(lo, hi):
            has = [cp in adv[w] for w in FONTS]
            assert all(has) or not any(has), f"weights differ in coverage at {cp:#x}"
            if all(has):
                sparse_cps.append(cp)
    assert all(cp < 0x10000 for cp in sparse_cps)

    out = []
    out.append("// GENERATED FILE - DO NOT EDIT.")
    out.append("// Generated by `python3 scripts/generate-text-metrics.py` (fontTools) from")
    for w in FONTS:
        out.append(f"// {FONT_DIR}/{FONTS[w]} ({versions[w]}).")
    out.append("// All values are in font units; DejaVu Sans has 2048 units per em.")
    out.append("")
    out.append("/// Advance widths, Latin kerning and vertical metrics of DejaVu Sans and DejaVu Sans Bold.")
    out.append("enum TextMetricsTables {")
    out.append("    static let unitsPerEm = 2048")
    out.append("")
    for w in FONTS:
        v = vertical(fonts[w])
        out.append(f"    // {w}: hhea ascender/descender/lineGap; cap height and x-height from 'H' and 'x' outlines.")
        for key, value in v.items():
            out.append(f"    static let {w}{key[0].upper() + key[1:]} = {value}")
    out.append("")
    out.append(f"    /// First code point of the dense width arrays (U+{DENSE_FIRST:04X}..U+{DENSE_END - 1:04X}).")
    out.append(f"    static let denseFirst: UInt32 = {DENSE_FIRST:#06x}")
    for w in FONTS:
        values = [adv[w].get(cp, 0) for cp in range(DENSE_FIRST, DENSE_END)]
        out.append(f"    /// Advances of U+{DENSE_FIRST:04X}..U+{DENSE_END - 1:04X}, {w}; 0 where the font has no glyph (C1 controls).")
        out.append(swift_array(f"{w}Dense", "UInt16", values))
    out.append("")
    ranges = ", ".join(name for _, _, name in SPARSE_RANGES)
    out.append(f"    /// Sorted code points with a glyph in: {ranges}.")
    out.append(swift_array("sparseCodePoints", "UInt16", sparse_cps, per_line=14))
    for w in FONTS:
        out.append(f"    /// Advances for `sparseCodePoints`, {w}.")
        out.append(swift_array(f"{w}Sparse", "UInt16", [adv[w][cp] for cp in sparse_cps]))
    out.append("")
    out.append(f"    /// Kerning covers pairs of code points in U+{KERN_FIRST:04X}..U+{KERN_END - 1:04X} (GPOS 'kern', script 'latn').")
    out.append(f"    static let kernFirst: UInt32 = {KERN_FIRST:#06x}")
    out.append(f"    static let kernEnd: UInt32 = {KERN_END:#06x}")
    stats = {}
    for w in FONTS:
        left, lc, right, rc, class_pairs, n = kerning(fonts[w])
        stats[w] = (n, len(class_pairs), lc, rc)
        keys = sorted(class_pairs)
        out.append(f"    // {w}: {n} kerned code point pairs as {len(class_pairs)} class pairs ({lc} left, {rc} right classes).")
        out.append(f"    static let {w}KernLeftClassCount = {lc}")
        out.append(f"    static let {w}KernRightClassCount = {rc}")
        out.append(swift_array(f"{w}KernLeftClass", "UInt8", left, per_line=32))
        out.append(swift_array(f"{w}KernRightClass", "UInt8", right, per_line=32))
        out.append(f"    /// Non-zero class pairs, key = left class << 8 | right class, sorted.")
        out.append(swift_array(f"{w}KernPairKeys", "UInt16", [l << 8 | r for l, r in keys], per_line=16))
        out.append(swift_array(f"{w}KernPairValues", "Int16", [class_pairs[k] for k in keys], per_line=16))
    out.append("}")
    out.append("")
    text = "\n".join(out)
    with open(OUTPUT, "w", encoding="utf-8") as fh:
        fh.write(text)
    print(f"wrote {OUTPUT}: {len(text.encode())} bytes, {DENSE_END - DENSE_FIRST} dense + "
          f"{len(sparse_cps)} sparse code points, kerning {stats}")


def samples(count, seed):
    """Random characters from the tabulated ranges with their advances, read from
    the fonts directly (not from the generated file)."""
    fonts = {w: load(w) for w in FONTS}
    adv = {w: advances(f) for w, f in fonts.items()}
    pool = [cp for cp in range(DENSE_FIRST, DENSE_END) if cp in adv["regular"]]
    for lo, hi, _ in SPARSE_RANGES:
        pool += [cp for cp in range(lo, hi) if cp in adv["regular"]]
    # Leave out marks and invisible controls and format characters: they are measured as zero on purpose.
    pool = [cp for cp in pool if unicodedata.category(chr(cp)) not in ("Mn", "Me", "Cc", "Cf", "Zl", "Zp")]
    rng = random.Random(seed)
    for cp in sorted(rng.sample(pool, count)):
        print(f'    (0x{cp:04X}, {adv["regular"][cp]}, {adv["bold"][cp]}),  // {unicodedata.name(chr(cp), "?")}')


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--samples", type=int, help="print N random (code point, regular, bold) advances instead")
    parser.add_argument("--seed", type=int, default=2048)
    args = parser.parse_args()
    if args.samples:
        samples(args.samples, args.seed)
    else:
        generate()


if __name__ == "__main__":
    sys.exit(main())
