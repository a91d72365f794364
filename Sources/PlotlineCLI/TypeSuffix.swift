import Plotline

/// Altair's shorthand for a field's type, after a colon: `year:N` (nominal), `rank:O` (ordinal), `price:Q`
/// (quantitative), `date:T` (temporal). Nominal and ordinal are categories here.
enum TypeSuffix {
    /// The column and its type, or nil when `text` does not end in one of the four suffixes.
    static func split(_ text: String) -> (String, ColumnType)? {
        guard text.count > 2, let colon = text.lastIndex(of: ":"),
              text.index(after: colon) == text.index(before: text.endIndex) else { return nil }
        let types: [Character: ColumnType] = ["N": .category, "O": .category, "Q": .number, "T": .date]
        guard let letter = text.last, let type = types[letter] else { return nil }
        return (String(text[..<colon]), type)
    }
}
