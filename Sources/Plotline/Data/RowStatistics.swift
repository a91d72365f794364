import PlotlineScene
/// What every row of a table said, computed where the rows are (in a database) when the table itself holds
/// only the few rows a chart draws: the counts, the missing values and the ranges the words and the grid need.
///
/// A table carrying statistics stands for `rowCount` rows. The chart places the rows it has, and reads the
/// counts from here, so its words stay exact for every row (see `LargeLayers` and the missing values of the
/// words). Made by a data source that reduces in the database (PlotlineSQL); a table read from a file has none.
public struct RowStatistics: Sendable, Equatable {
    /// Rows of the full data.
    public var rowCount: Int
    /// Rows with both an x and a y: the marks the full data makes.
    public var markCount: Int
    /// Rows whose x is missing, whose y is missing, and whose x or y is.
    public var missingX: Int
    public var missingY: Int
    public var missingEither: Int
    /// The lowest and highest x of the rows that have one (nil without any).
    public var xRange: ClosedRange<Double>?
    /// Pearson's r of x and y per series name ("" without series), over rows with both; nil where a
    /// variable does not vary or there are fewer than three.
    public var correlation: [String: Double?]
    /// The lowest and highest y of each series name ("" without series) over every row with an x and a y,
    /// with how many rows hold each; the rows named are rows of the table carrying these statistics (its
    /// source keeps them), so the words place them as a file's. Empty where the source did not count them.
    public var extremes: [String: RowExtremes]

    public init(rowCount: Int, markCount: Int, missingX: Int, missingY: Int, missingEither: Int,
                xRange: ClosedRange<Double>?, correlation: [String: Double?] = [:], extremes: [String: RowExtremes] = [:]) {
        self.rowCount = rowCount
        self.markCount = markCount
        self.missingX = missingX
        self.missingY = missingY
        self.missingEither = missingEither
        self.xRange = xRange
        self.correlation = correlation
        self.extremes = extremes
    }
}
