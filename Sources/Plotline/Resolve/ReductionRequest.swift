import PlotlineScene
/// What a data source that runs queries where the data lives (a database) must send for one mark, so the
/// chart is drawn exactly as from every row: the same rows the in-memory reduction (`LargeLayers`) would
/// keep, and the statistics of all of them (``RowStatistics``).
///
/// - `m4`: per series and per bucket of x (`buckets` of them, from the lowest to the highest x), the first
///   and last row along x and the lowest and highest y (the first of equals in the order x, then row), each
///   series' first row, and, where y is missing, the first missing row of each run (a missing value breaks
///   the line there).
/// - `cells`: per series, the first row (in row order) of each cell of a `columns` x `rows` grid over the
///   x and y ranges of the rows that have both, and each series' first and last along x, lowest and highest.
///
/// Rows are sent in their order, so series keep the order they first appear in.
public struct ReductionRequest: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case m4(buckets: Int)
        case cells(columns: Int, rows: Int)
    }

    public var kind: Kind
    /// Fields on x and y, and the fields that split rows into series (in channel order, each once).
    public var x: String
    public var y: String
    public var series: [String]
    /// Fewer rows than this are sent whole: reducing them would not change what is drawn.
    public var minimumRows: Int
}

extension ChartSpec {
    /// What mark `index` needs from a database to be drawn from its reduced rows, or nil when it is drawn
    /// from every row (bars, curves, stacked areas, per-mark labels, log scales, fixed domains...).
    /// Any transform is run before: the request is about the rows the plan makes.
    public func reductionRequest(mark index: Int) -> ReductionRequest? {
        guard marks.indices.contains(index), LargeLayers.scalesAreEven(self) else { return nil }
        let mark = marks[index]
        guard LargeLayers.mayReduce(mark, spec: self), let x = mark.x?.field, let y = mark.y?.field else { return nil }
        var series: [String] = []
        for channel in Channel.seriesChannels {
            if let field = mark[channel]?.field, !series.contains(field) { series.append(field) }
        }
        let width = width ?? ChartSpec.defaultWidth, height = height ?? ChartSpec.defaultHeight
        switch mark.type.definition.reduction {
        case .m4:
            let buckets = max(Int(width * LargeLayers.bucketsPerPoint), 1)
            return ReductionRequest(kind: .m4(buckets: buckets), x: x, y: y, series: series, minimumRows: 4 * buckets + 1)
        case .cells:
            return ReductionRequest(kind: .cells(columns: max(Int(width * LargeLayers.cellsPerPoint), 1),
                                                 rows: max(Int(height * LargeLayers.cellsPerPoint), 1)),
                                    x: x, y: y, series: series, minimumRows: LargeLayers.minimumPointRows)
        case .none:
            return nil
        }
    }
}
