import PlotlineScene
/// Numbers written with grouped thousands (`"1,200"`, `1.200,5`) or a decimal comma (`3,5`), rewritten in
/// place as the readers' numbers (`1200`, `1200.5`, `3.5`) before types are inferred. Only a cell that is
/// wholly such a number is touched: `1,2,3` or `12,34,56` is text.
enum NumberGrouping {
    private static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }

    /// Whether `p[range]` is a number with a decimal comma: `3,5`, `-0,25`, `1.200,5`.
    static func hasDecimalComma(_ p: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        shape(p, range.lowerBound, range.upperBound, group: UInt8(ascii: "."), decimal: UInt8(ascii: ","))
            .map { $0.decimals } == true
    }

    /// Rewrites `p[start..<end]` when it is a grouped number (thousands by commas and a decimal point; or,
    /// with `decimalComma`, thousands by points and a decimal comma); returns the cell's new end.
    static func rewrite(_ p: UnsafeMutableBufferPointer<UInt8>, start: Int, end: Int, decimalComma: Bool) -> Int {
        let group = decimalComma ? UInt8(ascii: ".") : UInt8(ascii: ",")
        let decimal = decimalComma ? UInt8(ascii: ",") : UInt8(ascii: ".")
        guard let found = shape(UnsafeBufferPointer(p), start, end, group: group, decimal: decimal),
              found.groups || (decimalComma && found.decimals) else { return end }
        var write = start
        for i in start..<end {
            let b = p[i]
            if b == group { continue }
            p[write] = b == decimal ? UInt8(ascii: ".") : b
            write += 1
        }
        return write
    }

    /// Whether the text is `[+-]digits[decimal digits]` with the integer digits either plain or grouped by
    /// threes (`1,234,567`), and what it has.
    static func shape(_ p: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, group: UInt8,
                              decimal: UInt8) -> (groups: Bool, decimals: Bool)? {
        var i = start
        if i < end, p[i] == UInt8(ascii: "-") || p[i] == UInt8(ascii: "+") { i += 1 }
        var run = 0, groups = 0
        while i < end {
            let b = p[i]
            if isDigit(b) {
                run += 1
            } else if b == group {
                // The first run is 1 to 3 digits, every later one exactly 3.
                guard run >= 1, groups == 0 ? run <= 3 : run == 3 else { return nil }
                groups += 1
                run = 0
            } else {
                break
            }
            i += 1
        }
        guard run >= 1, groups == 0 || run == 3 else { return nil }
        if i == end { return (groups > 0, false) }
        guard p[i] == decimal else { return nil }
        i += 1
        let fraction = i
        while i < end, isDigit(p[i]) { i += 1 }
        guard i == end, i > fraction else { return nil }
        return (groups > 0, true)
    }
}
