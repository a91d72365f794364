import PlotlineScene

/// Counts the work the words do, for tests that hold them to it: how many mark labels are written (a
/// label is made when something reads it, never for every row of a picture that does not show them), and
/// how many rows and marks the statistics passes read (every row once; no sentence reads them again).
/// Counted per pass, not per row, so the count costs nothing in a million-row loop; nothing is counted
/// unless a test asks.
enum WordsWork {
    @TaskLocal static var labels: DataReads.Counter?
    @TaskLocal static var statisticsRows: DataReads.Counter?

    /// One mark's label written.
    static func countLabel() { labels?.add() }
    /// `n` rows or marks read by one statistics pass.
    static func countStatisticsRows(_ n: Int) { statisticsRows?.add(n) }

    /// The labels written and the rows the statistics passes read while `body` runs.
    static func counting(_ body: () throws -> Void) rethrows -> (labels: Int, statisticsRows: Int) {
        let labels = DataReads.Counter(), rows = DataReads.Counter()
        try $labels.withValue(labels) { try $statisticsRows.withValue(rows) { try body() } }
        return (labels.reads, rows.reads)
    }
}
