import PlotlineScene
/// Breaks text into lines that fit a width: at spaces where there are any, between characters in
/// scripts written without spaces (Korean may break between syllables), and with "…" on the last line
/// when even `maxLines` lines are not enough.
public enum TextWrap {
    public static func lines(_ text: String, width: Double, style: TextStyle, maxLines: Int) -> [String] {
        guard maxLines > 0 else { return [] }
        if TextMetrics.width(text, style: style) <= width { return [text] }
        var lines: [String] = []
        var rest = Substring(text)
        while !rest.isEmpty {
            if lines.count == maxLines - 1 {
                lines.append(TextMetrics.truncate(String(rest), toWidth: width, style: style))
                break
            }
            let line = longestLine(rest, width: width, style: style)
            lines.append(String(line).trimmingTrailingSpaces)
            rest = rest[line.endIndex...].drop { $0 == " " }
        }
        return lines
    }

    /// The longest start of `text` that fits: up to a space if one fits, else as many characters as fit
    /// (at least one, so wrapping always moves on).
    static func longestLine(_ text: Substring, width: Double, style: TextStyle) -> Substring {
        var fitting = text.startIndex
        var lastSpace: String.Index?
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(after: index)
            if TextMetrics.width(String(text[text.startIndex..<next]), style: style) > width { break }
            if text[index] == " " { lastSpace = index }
            fitting = next
            index = next
        }
        if fitting == text.endIndex { return text }
        if let lastSpace, lastSpace > text.startIndex { return text[text.startIndex..<lastSpace] }
        if fitting == text.startIndex { return text[text.startIndex..<text.index(after: text.startIndex)] }
        return text[text.startIndex..<fitting]
    }
}

extension String {
    var trimmingTrailingSpaces: String {
        var s = Substring(self)
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}
