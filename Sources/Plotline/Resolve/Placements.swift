import PlotlineScene

/// Counts how often the bound layers are placed (scales, ticks and every mark), for tests that hold the
/// stages to placing only when what they change needs it: a plot area of a given size is laid out again,
/// not placed again, when its ticks and reductions stay the same. Nothing is counted unless a test asks.
enum Placements {
    @TaskLocal static var counter: DataReads.Counter?

    static func count() { counter?.add() }

    /// The number of placements `body` makes.
    static func counting(_ body: () throws -> Void) rethrows -> Int {
        let counter = DataReads.Counter()
        try $counter.withValue(counter) { try body() }
        return counter.reads
    }
}
