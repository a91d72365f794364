import PlotlineScene
/// What one channel of a mark shows: a column of the data, with its label and the words for its values.
///
/// JSON: `{"field": "weight", "label": "Weight", "format": "%.2f tons"}`.
public struct EncodingSpec: Codable, Sendable, Hashable {
    /// The column's name in the data.
    public var field: String
    /// The column's type; inferred from the data when omitted.
    public var type: ColumnType?
    /// The channel's name for people (axis title, legend title); the field name when omitted.
    public var label: String?
    /// For dates: the calendar unit each value stands for (a bar per day covers the day).
    public var unit: TimeUnit?
    /// For numbers: a unit name, "miles per gallon", giving "31 miles per gallon" (AG4). This is the form
    /// for every number unless `unitNameOne` gives another for the number one.
    public var unitName: String?
    /// For numbers: the unit name's form for the plural category one, "mile per gallon", giving
    /// "1 mile per gallon" in English (where a number shown as 1 or -1 takes it). Korean and Turkish
    /// say `unitName` after every number. Needs `unitName`; without it no singular is guessed.
    public var unitNameOne: String?
    /// For numbers: a printf-like format, "%.2f tons", giving "2.50 tons" (AG4).
    public var format: String?
    /// For numbers written with a unit in the data (`$1,200`, `12%`): the symbol as the data wrote it, which
    /// the axis writes on its tick labels ("$1,000") instead of in its title. Set from the data (not
    /// read from a spec's JSON, whose author names a unit with `unitName` or `format`).
    public var unitSymbol: UnitSymbol?

    private enum CodingKeys: String, CodingKey { case field, type, label, unit, unitName, unitNameOne, format }

    public init(field: String, type: ColumnType? = nil, label: String? = nil, unit: TimeUnit? = nil,
                unitName: String? = nil, unitNameOne: String? = nil, format: String? = nil) {
        self.field = field
        self.type = type
        self.label = label
        self.unit = unit
        self.unitName = unitName
        self.unitNameOne = unitNameOne
        self.format = format
    }

    /// The name people see: the label, else the column's name said as a title ("temp max" for
    /// `temp_max`, ``DerivedTitle/column(_:)``).
    public var title: String { label ?? DerivedTitle.column(field) }

    /// How a value is said in words (AG4): from the format, else the unit name; nil for neither.
    /// A format that cannot be read is an error naming the problem.
    public func valueDescription() throws(PlotlineError) -> ValueDescription? {
        if let format { return try ValueDescription(format: format) }
        return unitName.map { ValueDescription(unit: $0, one: unitNameOne) }
    }
}
