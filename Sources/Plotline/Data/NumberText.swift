import PlotlineScene
/// Reads decimal numbers straight from UTF-8 bytes, for CSV and JSON cells.
///
/// Accepted: an optional sign, digits with an optional fraction (`1`, `1.5`, `.5`, `1.`), and an
/// optional exponent (`1e3`, `2.5E-4`). Surrounding spaces and tabs are ignored. Not accepted:
/// thousands separators (`1,234`), `NaN`, `inf`, hex, and values too large for a `Double`.
public enum NumberText {
    /// Exact powers of ten for the fast path: each is exactly representable as a `Double`.
    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// The number `text` writes, read as a file's cell is, or nil (a database reads its text cells with it).
    public static func parse(_ text: some StringProtocol) -> Double? {
        Array(text.utf8).withUnsafeBufferPointer { parse($0, start: 0, end: $0.count) }
    }

    /// The number in `p[start..<end]`, or `nil` if those bytes are not a number.
    static func parse(_ p: UnsafeBufferPointer<UInt8>, start: Int, end: Int) -> Double? {
        var s = start, e = end
        while s < e, p[s] == 0x20 || p[s] == 0x09 { s += 1 }
        while e > s, p[e - 1] == 0x20 || p[e - 1] == 0x09 { e -= 1 }
        var i = s
        var negative = false
        if i < e, p[i] == 0x2B || p[i] == 0x2D {  // + or -
            negative = p[i] == 0x2D
            i += 1
        }
        // Every digit goes into the mantissa, leading zeros too: up to 19 digits fit a UInt64 exactly; a
        // number written with more (rare) is read by the standard library below.
        var mantissa: UInt64 = 0
        var exponent = 0
        let integerStart = i
        while i < e, p[i] &- 0x30 < 10 {
            mantissa = mantissa &* 10 &+ UInt64(p[i] &- 0x30)
            i += 1
        }
        var digits = i - integerStart
        if i < e, p[i] == 0x2E {  // .
            i += 1
            let fractionStart = i
            while i < e, p[i] &- 0x30 < 10 {
                mantissa = mantissa &* 10 &+ UInt64(p[i] &- 0x30)
                i += 1
            }
            exponent = fractionStart - i
            digits += i - fractionStart
        }
        guard digits > 0 else { return nil }
        // More digits than a UInt64 holds: the mantissa wrapped, and is not used.
        let inexact = digits > 19
        if i < e, p[i] == 0x65 || p[i] == 0x45 {  // e or E
            i += 1
            var exponentNegative = false
            if i < e, p[i] == 0x2B || p[i] == 0x2D {
                exponentNegative = p[i] == 0x2D
                i += 1
            }
            var value = 0
            var sawExponentDigit = false
            while i < e, p[i] &- 0x30 < 10 {
                if value < 100_000 { value = value * 10 + Int(p[i] &- 0x30) }
                sawExponentDigit = true
                i += 1
            }
            guard sawExponentDigit else { return nil }
            exponent += exponentNegative ? -value : value
        }
        guard i == e else { return nil }

        let result: Double
        if !inexact, mantissa <= 1 << 53, exponent >= -22, exponent <= 22 {
            // Both operands are exact, so one correctly rounded operation gives the correctly rounded result.
            let m = Double(mantissa)
            result = exponent >= 0 ? m * powersOfTen[exponent] : m / powersOfTen[-exponent]
        } else if !inexact, mantissa == 0 {
            result = 0
        } else {
            // Rare: many digits or a large exponent. The bytes were checked above, so the standard
            // library's correctly rounded parser accepts them.
            guard let parsed = Double(String(decoding: UnsafeBufferPointer(rebasing: p[s..<e]), as: UTF8.self)) else {
                return nil
            }
            result = abs(parsed)
        }
        guard result.isFinite else { return nil }
        return negative ? -result : result
    }
}
