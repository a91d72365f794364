import PlotlineScene
/// Numbers in JSON text that no 64-bit float holds: `1e309` (past the largest, about 1.8e308) and `1e-400`
/// (nearer 0 than the smallest, about 5e-324, yet not 0). Foundation's readers said three different things
/// of them (or that the spec was not an object); the spec reader asks here first, for one line that names
/// the number and where it is.
enum JSONNumbers {
    /// The first such number's problem ("the number 1e309 at line 1, column 20 is out of range: ..."), or nil.
    static func problem(in bytes: some Collection<UInt8>) -> String? {
        var line = 1, column = 1
        var inString = false, escaped = false
        var token: [UInt8] = [], tokenLine = 1, tokenColumn = 1
        func check() -> String? {
            defer { token.removeAll(keepingCapacity: true) }
            guard !token.isEmpty, let text = String(bytes: token, encoding: .utf8), let value = Double(text) else { return nil }
            let shown = Excerpt.quote(text, limit: 40)
            if value.isInfinite {
                return "the number \(shown) at line \(tokenLine), column \(tokenColumn) is out of range: beyond ±1.8e308, the largest a number can be"
            }
            // 0 from digits that are not all 0: too small to hold.
            let mantissa = token.prefix { $0 != UInt8(ascii: "e") && $0 != UInt8(ascii: "E") }
            if value == 0, mantissa.contains(where: { $0 >= UInt8(ascii: "1") && $0 <= UInt8(ascii: "9") }) {
                return "the number \(shown) at line \(tokenLine), column \(tokenColumn) is out of range: nearer 0 than 5e-324, the smallest a number can be"
            }
            return nil
        }
        for byte in bytes {
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
            } else if byte == UInt8(ascii: "\"") {
                if let problem = check() { return problem }
                inString = true
            } else if (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
                        || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
                if token.isEmpty { (tokenLine, tokenColumn) = (line, column) }
                // `true`, `false` and names hold an e: only a token that starts as a number is one.
                if !token.isEmpty || byte != UInt8(ascii: "e") && byte != UInt8(ascii: "E") { token.append(byte) }
            } else {
                if let problem = check() { return problem }
            }
            if byte == UInt8(ascii: "\n") { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
        }
        return check()
    }
}
