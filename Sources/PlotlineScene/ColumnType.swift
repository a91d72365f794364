/// What kind of values a column holds. The names follow the guidelines (numbers, dates, categories).
/// On the command line, Vega-Lite's names (quantitative, temporal, nominal) are accepted as aliases
/// (``init(name:)``); a JSON spec uses the names themselves, as its schema says.
public enum ColumnType: String, Codable, Sendable, CaseIterable, Hashable {
    case number
    case date
    case category

    /// Reads a type name or one of its aliases: `quantitative`, `temporal`, `nominal`, `ordinal`.
    public init?(name: String) {
        switch name.lowercased() {
        case "number", "quantitative", "numeric": self = .number
        case "date", "temporal", "time": self = .date
        case "category", "nominal", "ordinal", "string": self = .category
        default: return nil
        }
    }
}
