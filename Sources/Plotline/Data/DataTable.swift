import PlotlineScene
/// Rows and columns of data, stored by column. Every column has the same number of rows.
public struct DataTable: Sendable, Equatable {
    public private(set) var columns: [Column]
    public private(set) var rowCount: Int
    /// What the full data said, when this table holds only the rows a database sent for a chart.
    public var statistics: RowStatistics? = nil
    /// Rows of the data an aggregate left out because a key it groups by was missing (an age with no value
    /// falls in no bin): the words count them as missing values, as they would be without the aggregate.
    public var leftOutRows = 0

    /// Creates a table; every column must have the same length.
    public init(columns: [Column]) throws(PlotlineError) {
        let count = columns.first?.count ?? 0
        for column in columns where column.count != count {
            throw PlotlineError.invalidData(
                "column '\(column.name)' has \(column.count) values but column '\(columns[0].name)' has \(count)")
        }
        var seen = Set<String>()
        for column in columns where !seen.insert(column.name).inserted {
            throw PlotlineError.invalidData("column '\(column.name)' appears more than once")
        }
        self.columns = columns
        self.rowCount = count
    }

    public var columnNames: [String] { columns.map(\.name) }

    /// The column with this name, or an error that lists the columns there are.
    public func column(named name: String) throws(PlotlineError) -> Column {
        if let column = columns.first(where: { $0.name == name }) { return column }
        throw PlotlineError.columnNotFound(name, available: columnNames)
    }
}
