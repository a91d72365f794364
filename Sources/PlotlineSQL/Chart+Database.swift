import Plotline

extension Chart {
    /// A chart whose rows are in a database: `spec`'s marks name the columns, and its plan (`transform`)
    /// and the reduction of large layers run there (see ``DatabaseSource``). The chart is then drawn and
    /// described like any other.
    ///
    /// ```swift
    /// let source = DatabaseSource(connection: try SQLiteConnection(path: "levels.db"), relation: .table("levels"))
    /// let chart = try Chart(database: source, spec: ChartSpec(marks: [MarkSpec(type: .line, channels: [
    ///     .x: EncodingSpec(field: "time", type: .date), .y: EncodingSpec(field: "level", type: .number),
    ///     .color: EncodingSpec(field: "site", type: .category)])]))
    /// let svg = try chart.svg()
    /// ```
    public init(database source: DatabaseSource, spec: ChartSpec) throws(PlotlineError) {
        self.init(spec: try source.chartSpec(spec))
    }
}
