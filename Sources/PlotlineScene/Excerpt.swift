/// Input quoted in a message: short, on one line, with nothing invisible.
///
/// Error lines quote names and values from the input ("column 'x' not found"). A hostile or broken input
/// can make those a megabyte long, span lines, or hide characters (a second byte order mark, a right-to-left
/// override), so every quotation goes through ``quote(_:limit:)``: at most `limit` characters (the rest
/// counted), control, format and separator characters written as `\u{FEFF}` escapes.
public enum Excerpt {
    /// The characters kept of one quotation.
    public static let defaultLimit = 60

    /// `text` escaped and cut to `limit` characters, "…(N more characters)" telling what was cut.
    public static func quote(_ text: String, limit: Int = defaultLimit) -> String {
        var out = ""
        var kept = 0
        var index = text.unicodeScalars.startIndex
        let scalars = text.unicodeScalars
        while index < scalars.endIndex, kept < limit {
            out += escaped(scalars[index])
            kept += 1
            index = scalars.index(after: index)
        }
        if index < scalars.endIndex {
            let rest = scalars[index...].count
            out += "…(\(rest) more character\(rest == 1 ? "" : "s"))"
        }
        return out
    }

    /// A list of quoted names, at most `count` of them, then "and N more".
    public static func list(_ names: [String], count: Int = 8) -> String {
        var parts = names.prefix(count).map { quote($0, limit: 40) }
        if names.count > count { parts.append("and \(names.count - count) more") }
        return parts.joined(separator: ", ")
    }

    /// A scalar as written in a message: itself, or `\n`, `\t`, `\u{…}` when it would not be seen.
    package static func escaped(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        case "\\": return "\\"
        default: break
        }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned:
            return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        default:
            return String(scalar)
        }
    }
}
