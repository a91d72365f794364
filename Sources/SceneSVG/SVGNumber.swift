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
        var whole = String(integer / Int64(scale))
        var fraction = String(integer % Int64(scale))
        if digits > 0 {
            fraction = String(repeating: "0", count: max(0, digits - fraction.count)) + fraction
            while fraction.hasSuffix("0") { fraction.removeLast() }
        } else { fraction = "" }
        if !fraction.isEmpty { whole += "." + fraction }
        return negative ? "-" + whole : whole
    }
}
