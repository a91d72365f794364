/// Everything that can go wrong with user input, each case naming what was wrong and where.
///
/// `description` is the one line the command prints on standard error.
public enum PlotlineError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A column named in a spec or on the command line is not in the data.
    case columnNotFound(String, available: [String])
    /// A cell could not be read as the column's type. `row` counts data rows from 1 (the header is not a row).
    case unreadableValue(row: Int, column: String, text: String, expected: ColumnType)
    /// The data has no rows (or the file is empty).
    case emptyData(source: String)
    /// CSV that does not follow RFC 4180. `line` is the physical line, from 1.
    case malformedCSV(line: Int, reason: String)
    /// JSON that cannot be read, or is not an array of objects.
    case malformedJSON(reason: String)
    /// A field of a chart spec is invalid; `path` is its JSON path, like `$.marks[0].x.field`.
    case invalidSpec(path: String, reason: String)
    /// A scale cannot show this data, like a log scale with zero or negative values.
    case invalidScale(column: String, reason: String)
    /// An option has a value that cannot be used, like `--width -5`.
    case invalidOption(name: String, reason: String)
    /// Data that is inconsistent in itself, like columns of different lengths.
    case invalidData(String)
    /// A file could not be read or written.
    case io(path: String, reason: String)
    /// An input past one of the reading limits (``ReadLimits``), or one that is not text at all.
    case inputLimit(source: String, reason: String)

    public var description: String {
        switch self {
        case .columnNotFound(let name, let available):
            // One column is what a file that is not a table reads as (its first line, whole): it is not
            // quoted, so a file read by mistake is not shown in the message.
            let list = switch available.count {
            case 0: "the data has no columns"
            case 1: "the data has a single column, so it may not be a CSV table (its first line names the columns, "
                + "separated by commas; --delimiter names another separator)"
            default: "columns are: " + Excerpt.list(available)
            }
            // A near miss is named first ("did you mean"): the list may be long.
            if let near = NameSuggestion.closest(to: name, among: available) {
                return "column '\(Excerpt.quote(name))' not found; did you mean '\(Excerpt.quote(near))'? \(list)"
            }
            // Nested JSON: `cost` is an object whose fields are the columns `cost.price`, `cost.currency`.
            let paths = NameSuggestion.paths(for: name, among: available)
            if paths.count == 1 {
                return "column '\(Excerpt.quote(name))' not found; did you mean '\(Excerpt.quote(paths[0]))'? \(list)"
            } else if !paths.isEmpty {
                return "column '\(Excerpt.quote(name))' not found; did you mean one of "
                    + Excerpt.list(paths) + "? \(list)"
            }
            return "column '\(Excerpt.quote(name))' not found; \(list)"
        case .unreadableValue(let row, let column, let text, let expected):
            return "row \(row), column '\(Excerpt.quote(column))': cannot read '\(Excerpt.quote(text))' as a \(expected.rawValue)"
        case .emptyData(let source):
            return "\(Excerpt.quote(source, limit: 200)) has no data rows"
        case .malformedCSV(let line, let reason):
            return "malformed CSV at line \(line): \(reason)"
        case .malformedJSON(let reason):
            return "malformed JSON: \(reason)"
        case .invalidSpec(let path, let reason):
            return "invalid spec at \(path): \(reason)"
        case .invalidScale(let column, let reason):
            return "cannot scale column '\(Excerpt.quote(column))': \(reason)"
        case .invalidOption(let name, let reason):
            return "invalid \(name): \(reason)"
        case .invalidData(let reason):
            return "invalid data: \(reason)"
        case .io(let path, let reason):
            return "\(Excerpt.quote(path, limit: 200)): \(reason)"
        case .inputLimit(let source, let reason):
            return "\(Excerpt.quote(source, limit: 200)): \(reason)"
        }
    }
}
