import Testing
@testable import Plotline

/// Expected values are DejaVu Sans 2.37 advances and kerning in font units (2048 per em),
/// read off the .ttf files with fontTools (hmtx and the legacy kern table), not from the
/// generated Swift tables.
@Suite struct TextMetricsTests {
    let regular12 = TextStyle(size: 12)
    let bold12 = TextStyle(size: 12, weight: .bold)

    func points(_ fontUnits: Double, size: Double = 12) -> Double { fontUnits / 2048 * size }

    func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-9 * max(1, abs(b)) }

    @Test func emptyStringIsZeroWide() {
        #expect(TextMetrics.width("", style: regular12) == 0)
        #expect(TextMetrics.width("", style: bold12) == 0)
    }

    @Test func digitsUseTheFontsAdvance() {
        #expect(close(TextMetrics.width("0", style: regular12), 1303.0 / 2048 * 12))
        #expect(close(TextMetrics.width("0", style: TextStyle(size: 20)), 1303.0 / 2048 * 20))
        #expect(close(TextMetrics.width("12:30", style: regular12), points(1303 * 4 + 690)))
        #expect(close(TextMetrics.width("12:30", style: bold12), points(1425 * 4 + 819)))
    }

    @Test func latinKerningIsApplied() {
        #expect(close(TextMetrics.width("AV", style: regular12), points(1401 + 1401 - 131)))
        #expect(close(TextMetrics.width("To", style: regular12), points(1251 + 1253 - 348)))
        #expect(close(TextMetrics.width("P.", style: regular12), points(1235 + 651 - 319)))
        #expect(close(TextMetrics.width("AV", style: bold12), points(1585 + 1585 - 139)))
        // Kerning reaches into Latin-1 and Latin Extended-A.
        #expect(close(TextMetrics.width("Tü", style: regular12), points(1251 + 1298 - 281)))
        #expect(close(TextMetrics.width("Yö", style: bold12), points(1483 + 1407 - 188)))
    }

    @Test func boldIsWiderThanRegular() {
        for text in ["0", "Steps", "Iğdır Şubat", "1,234.5 €"] {
            #expect(TextMetrics.width(text, style: bold12) > TextMetrics.width(text, style: regular12))
        }
    }

    @Test func turkishUsesTheFontsWidths() {
        // I ğ d ı r ␠ Ş u b a t; no kerned pairs among them.
        #expect(close(TextMetrics.width("Iğdır Şubat", style: regular12),
                      points(604 + 1300 + 1300 + 569 + 842 + 651 + 1300 + 1298 + 1300 + 1255 + 803)))
        #expect(close(TextMetrics.width("Iğdır Şubat", style: bold12),
                      points(762 + 1466 + 1466 + 702 + 1010 + 713 + 1475 + 1458 + 1466 + 1382 + 979)))
        #expect(close(TextMetrics.width("İstanbul", style: regular12),
                      points(604 + 1067 + 803 + 1255 + 1298 + 1300 + 1298 + 569)))
        // Dotless ı is narrower than dotted İ; neither is guessed.
        #expect(TextMetrics.width("ı", style: regular12) < TextMetrics.width("İ", style: regular12))
    }

    @Test func punctuationAndCurrency() {
        #expect(close(TextMetrics.width("1,234.5 €", style: regular12),
                      points(1303 + 651 + 1303 + 1303 + 1303 + 651 + 1303 + 651 + 1303)))
        #expect(close(TextMetrics.width("–", style: regular12), points(1024)))
        #expect(close(TextMetrics.width("—", style: regular12), points(2048)))
        #expect(close(TextMetrics.width("…", style: regular12), points(2048)))
        #expect(close(TextMetrics.width("\u{2009}", style: regular12), points(409)))  // thin space
        #expect(close(TextMetrics.width("−5°", style: regular12), points(1716 + 1303 + 1024)))
        #expect(close(TextMetrics.width("3×4", style: regular12), points(1303 + 1716 + 1303)))
    }

    @Test func hangulIsOneEmPerSyllable() {
        // 3 syllables at 1 em, plus DejaVu's space.
        #expect(close(TextMetrics.width("걸음 수", style: regular12), points(3 * 2048 + 651)))
        #expect(close(TextMetrics.width("걸음 수", style: bold12), points(3 * 2048 + 713)))
        // Decomposed (NFD) Hangul is one syllable per leading consonant.
        #expect(close(TextMetrics.width("\u{1100}\u{1161}\u{11A8}", style: regular12), points(2048)))
        #expect(close(TextMetrics.width("1월", style: regular12), points(1303 + 2048)))
    }

    @Test func cjkAndFullWidthForms() {
        #expect(close(TextMetrics.width("東京", style: regular12), 24))
        #expect(close(TextMetrics.width("カタカナ", style: regular12), 48))
        #expect(close(TextMetrics.width("ＡＢ", style: regular12), 24))
    }

    @Test func emojiSequencesCountOnce() {
        let one = 1.2 * 12
        #expect(close(TextMetrics.width("👍", style: regular12), one))
        #expect(close(TextMetrics.width("👍🏽", style: regular12), one))  // skin tone modifier
        #expect(close(TextMetrics.width("👩‍💻", style: regular12), one))  // ZWJ sequence
        #expect(close(TextMetrics.width("👨‍👩‍👧‍👦", style: regular12), one))
        #expect(close(TextMetrics.width("🏳️‍🌈", style: regular12), one))
        #expect(close(TextMetrics.width("🇹🇷", style: regular12), one))  // flag pair
        #expect(close(TextMetrics.width("🇹🇷🇰🇷", style: regular12), 2 * one))
        #expect(close(TextMetrics.width("❤️", style: regular12), one))
        #expect(close(TextMetrics.width("1️⃣", style: regular12), one))  // keycap
        #expect(close(TextMetrics.width("0 👍🏽", style: regular12), points(1303 + 651) + one))
    }

    @Test func invisibleScalarsAreZeroWide() {
        #expect(TextMetrics.width("\u{200B}\u{FEFF}\u{200E}\n\t", style: regular12) == 0)
        // Combining marks add nothing: Swift lowercases "İ" to "i" + U+0307.
        #expect(close(TextMetrics.width("i\u{0307}", style: regular12), TextMetrics.width("i", style: regular12)))
        #expect(close(TextMetrics.width("e\u{0301}", style: regular12), points(1260)))
    }

    @Test func unknownCharactersAreSixTenthsOfAnEm() {
        #expect(close(TextMetrics.width("ש", style: regular12), 0.6 * 12))  // Hebrew, not in the tables
        #expect(close(TextMetrics.width("\u{0E01}", style: regular12), 0.6 * 12))  // Thai, not in the tables
    }

    @Test func asciiFastPathAgreesWithScalarPath() {
        // Appending a zero-width space forces the scalar path; kerning must be the same.
        for text in ["AVATAR", "Today", "P. T. Barnum", "1,234", "Way"] {
            let fast = TextMetrics.width(text, style: regular12)
            let slow = TextMetrics.width(text + "\u{200B}", style: regular12)
            #expect(close(fast, slow), "\(text)")
        }
    }

    @Test func verticalMetrics() {
        #expect(close(TextMetrics.ascent(style: regular12), points(1901)))
        #expect(close(TextMetrics.descent(style: regular12), points(483)))
        #expect(close(TextMetrics.lineHeight(style: regular12), points(1901 + 483)))
        #expect(close(TextMetrics.capHeight(style: regular12), points(1493)))
        #expect(close(TextMetrics.xHeight(style: bold12), points(1120)))
    }

    @Test func truncationFitsAndEndsWithEllipsis() {
        let style = regular12
        let text = "Average daily steps per week"
        for limit in stride(from: 12.0, through: 150, by: 7) {  // "…" alone is 12 pt
            let cut = TextMetrics.truncate(text, toWidth: limit, style: style)
            #expect(TextMetrics.width(cut, style: style) <= limit)
            #expect(cut.hasSuffix("…"))
            #expect(text.hasPrefix(String(cut.dropLast())))
            #expect(!cut.dropLast().hasSuffix(" "))
        }
        #expect(TextMetrics.truncate(text, toWidth: 1000, style: style) == text)
        #expect(TextMetrics.truncate(text, toWidth: 1, style: style) == "")
        #expect(TextMetrics.truncate("", toWidth: 0, style: style) == "")
    }

    @Test func truncationTakesTheLongestPrefixThatFits() {
        // "Steps…": S t e p s + … (no kerned pairs) is the exact limit.
        let limit = points(1300 + 803 + 1260 + 1300 + 1067 + 2048)
        #expect(TextMetrics.truncate("Steps per day", toWidth: limit, style: regular12) == "Steps…")
        #expect(TextMetrics.truncate("Steps per day", toWidth: limit - 0.01, style: regular12) == "Step…")
    }

    @Test func truncationKeepsGraphemesWhole() {
        let style = regular12
        for text in ["걸음 수 합계", "👩‍💻👩‍💻👩‍💻 team", "🇹🇷🇰🇷🇩🇪", "\u{1100}\u{1161}\u{11A8}\u{1100}\u{1161}\u{11A8}x"] {
            for limit in stride(from: 5.0, through: 80, by: 3) {
                let cut = TextMetrics.truncate(text, toWidth: limit, style: style)
                #expect(TextMetrics.width(cut, style: style) <= limit)
                if cut.isEmpty || cut == text { continue }
                let kept = cut.dropLast()
                // The kept characters are exactly the text's first characters.
                #expect(Array(text.prefix(kept.count)) == Array(kept), "\(text) at \(limit): \(cut)")
            }
        }
    }

    @Test func fontNames() {
        #expect(TextMetrics.fontFamily == "\"DejaVu Sans\", Verdana, \"Helvetica Neue\", Arial, sans-serif")
        #expect(TextMetrics.fontFileName == "DejaVuSans.ttf")
    }

    /// 20 random characters from the tabulated ranges, printed by
    /// `python3 scripts/generate-text-metrics.py --samples 20` (seed 2048), which reads the
    /// fonts directly: (code point, regular advance, bold advance).
    @Test func tableAgreesWithTheFont() throws {
        let samples: [(UInt32, Double, Double)] = [
            (0x0026, 1597, 1786),  // AMPERSAND
            (0x0070, 1300, 1466),  // LATIN SMALL LETTER P
            (0x00F7, 1716, 1716),  // DIVISION SIGN
            (0x0128, 604, 762),  // LATIN CAPITAL LETTER I WITH TILDE
            (0x014C, 1612, 1741),  // LATIN CAPITAL LETTER O WITH MACRON
            (0x01ED, 1253, 1407),  // LATIN SMALL LETTER O WITH OGONEK AND MACRON
            (0x0201, 1255, 1382),  // LATIN SMALL LETTER A WITH DOUBLE GRAVE
            (0x0229, 1260, 1389),  // LATIN SMALL LETTER E WITH CEDILLA
            (0x0234, 972, 1007),  // LATIN SMALL LETTER L WITH CURL
            (0x03BA, 1207, 1455),  // GREEK SMALL LETTER KAPPA
            (0x2011, 739, 850),  // NON-BREAKING HYPHEN
            (0x2052, 921, 1139),  // COMMERCIAL MINUS SIGN
            (0x2098, 1276, 1359),  // LATIN SUBSCRIPT SMALL LETTER M
            (0x21DF, 1716, 1716),  // DOWNWARDS ARROW WITH DOUBLE STROKE
            (0x2203, 1294, 1399),  // THERE EXISTS
            (0x2208, 1784, 1836),  // ELEMENT OF
            (0x22D0, 1716, 1716),  // DOUBLE SUBSET
            (0x22F2, 2048, 2371),  // ELEMENT OF WITH LONG HORIZONTAL STROKE
            (0x25B2, 1575, 1575),  // BLACK UP-POINTING TRIANGLE
            (0x25FC, 1700, 1700),  // BLACK MEDIUM SQUARE
        ]
        for (codePoint, regular, bold) in samples {
            let text = String(try #require(Unicode.Scalar(codePoint)))
            #expect(close(TextMetrics.width(text, style: regular12) * 2048 / 12, regular), "U+\(String(codePoint, radix: 16))")
            #expect(close(TextMetrics.width(text, style: bold12) * 2048 / 12, bold), "U+\(String(codePoint, radix: 16))")
        }
    }
}

/// Scripts DejaVu Sans has beyond Latin are measured from the font too, not guessed.
@Suite struct TextMetricsScriptTests {
    @Test func cyrillicIsMeasuredFromTheFont() {
        let style = TextStyle(size: 11)
        // "Ж" is much wider than the 0.6 em guessed for unknown characters (DejaVu Sans: 2206/2048 em).
        let zhe = TextMetrics.width("Ж", style: style)
        #expect(abs(zhe - 11 * 2206.0 / 2048) < 0.01, "\(zhe)")
        #expect(TextMetrics.width("Москва", style: style) > TextMetrics.width("Moskva", style: style))
    }
}
