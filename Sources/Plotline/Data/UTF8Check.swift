import PlotlineScene
/// Checks that bytes are well-formed UTF-8 (no overlong forms, no surrogates, nothing past U+10FFFF),
/// so that cells can later be turned into strings without checking again.
enum UTF8Check {
    /// The offset of the first byte that does not start a well-formed sequence, or `nil` if all is well.
    static func firstInvalidOffset(_ p: UnsafeBufferPointer<UInt8>, from start: Int = 0) -> Int? {
        let n = p.count
        var i = start
        while i < n {
            let b = p[i]
            if b < 0x80 { i += 1; continue }
            let length: Int
            var lower: UInt8 = 0x80, upper: UInt8 = 0xBF  // allowed range of the second byte
            switch b {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; lower = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; upper = 0x9F
            case 0xF0: length = 4; lower = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; upper = 0x8F
            default: return i
            }
            guard i + length <= n, p[i + 1] >= lower, p[i + 1] <= upper else { return i }
            for k in 2..<length where p[i + k] & 0xC0 != 0x80 { return i }
            i += length
        }
        return nil
    }

    /// The 1-based line and column (counted in Unicode scalars) of a byte offset.
    static func lineAndColumn(_ p: UnsafeBufferPointer<UInt8>, offset: Int) -> (line: Int, column: Int) {
        var line = 1, column = 1
        var i = 0
        while i < offset, i < p.count {
            let b = p[i]
            if b == 0x0A {
                line += 1; column = 1
            } else if b == 0x0D {
                if i + 1 < p.count, p[i + 1] == 0x0A { i += 1 }
                line += 1; column = 1
            } else if b & 0xC0 != 0x80 {
                column += 1
            }
            i += 1
        }
        return (line, column)
    }
}
