/// Numbers for SVG: at most a few decimals, no trailing zeros, never "-0", never exponent notation.
enum SVGNumber {
    static func format(_ value: Double) -> String { format(value, digits: 2) }

    static func format(_ value: Double, _ digits: Int) -> String { format(value, digits: digits) }

    static func format(_ value: Double, digits: Int) -> String {
        guard value.isFinite else { return "0" }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (value * scale).rounded()
        if scaled == 0 { return "0" }
        let negative = scaled < 0
        let magnitude = abs(scaled)
        // Past 2^53 a Double has no fraction to write; past Int64 it cannot be converted at all (a point's
        // size of 1e308 gives such coordinates). Far beyond any drawing, so it is written as a bound.
        guard magnitude < 9e15 else { return String(Int64(min(max(value, -9e15), 9e15).rounded())) }
        let integer = Int64(magnitude)
        let unit = Int64(scale)
        let whole = integer / unit
        // The fraction's digits without its trailing zeros.
        var fraction = integer % unit, fractionDigits = fraction == 0 ? 0 : digits
        while fractionDigits > 0, fraction % 10 == 0 {
            fraction /= 10
            fractionDigits -= 1
        }
        var wholeDigits = 1, rest = whole / 10
        while rest > 0 { wholeDigits += 1; rest /= 10 }
        let length = (negative ? 1 : 0) + wholeDigits + (fractionDigits > 0 ? 1 + fractionDigits : 0)
        // Written digit by digit into the string's own storage (a number this short needs no allocation):
        // the pages of 100,000 bars write millions of them.
        return String(unsafeUninitializedCapacity: length) { bytes in
            var end = length
            for _ in 0..<fractionDigits {
                end -= 1
                bytes[end] = 0x30 + UInt8(fraction % 10)
                fraction /= 10
            }
            if fractionDigits > 0 { end -= 1; bytes[end] = 0x2E }
            var w = whole
            for _ in 0..<wholeDigits {
                end -= 1
                bytes[end] = 0x30 + UInt8(w % 10)
                w /= 10
            }
            if negative { bytes[0] = 0x2D }
            return length
        }
    }
}
