import PlotlineScene
/// One named column of a ``DataTable``, stored contiguously: a million numbers are one `[Double]`,
/// not a million objects.
///
/// Dates are stored as seconds since 1970-01-01T00:00:00Z. A missing number or date is `.nan`;
/// a missing category is `nil`.
public struct Column: Sendable, Equatable {
    public var name: String
    public var values: ColumnValues
    /// The unit the numbers were written with in the data (`$1,200`, `12%`) and where its symbol stood, said
    /// on the ticks and in the words of a channel that shows them; nil for plain numbers. A transform's
    /// output keeps it where its numbers are still in the unit (a sum of dollars), not where they are not
    /// (a count).
    public var unitSymbol: UnitSymbol?
    /// The unit the numbers were written with in the data, if any.
    public var writtenUnit: WrittenUnit? { unitSymbol?.unit }

    public init(name: String, values: ColumnValues, unitSymbol: UnitSymbol? = nil) {
        self.name = name
        self.values = values
        self.unitSymbol = unitSymbol
    }

    public var type: ColumnType {
        switch values {
        case .numbers: .number
        case .dates: .date
        case .categories: .category
        }
    }

    /// Whether the column is numbers that are years: titled as years ("year", "Year", "model_year", "yıl",
    /// "연도") and every value a whole number from 1 to 9999, the rule the words write "1998" by.
    public var holdsYears: Bool {
        guard case .numbers(let values) = values else { return false }
        return AxisWords.areYears(title: name, values: values)
    }

    public var count: Int {
        switch values {
        case .numbers(let v), .dates(let v): v.count
        case .categories(let v): v.count
        }
    }
}

/// The storage of a column.
public enum ColumnValues: Sendable, Equatable {
    /// Numbers; `.nan` where a value is missing.
    case numbers([Double])
    /// Instants as seconds since 1970-01-01T00:00:00Z; `.nan` where a value is missing.
    case dates([Double])
    /// Category names; `nil` where a value is missing.
    case categories([String?])
}
