/// Escaping for text that goes into XML (SVG, HTML): nothing in a data file can close a tag, open a
/// script or break an attribute.
public enum XMLText {
    /// Escapes `&`, `<`, `>`, `"` and `'`, and drops characters XML 1.0 does not allow (control characters
    /// other than tab, line feed and carriage return; U+FFFE and U+FFFF).
    public static func escape(_ text: String) -> String {
        var needsWork = false
        for b in text.utf8 where b == 38 || b == 60 || b == 62 || b == 34 || b == 39 || b < 32 || b == 0xEF {
            needsWork = true
            break
        }
        if !needsWork { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
