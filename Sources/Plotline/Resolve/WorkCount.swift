import Foundation

/// Counts the work the stages do, for tests that hold them to it, keyed by what is counted:
/// - `dataReads`: how often a chart's input is read (a file, inline values): once, however many stages place it;
/// - `placements`: how often the bound layers are placed (scales, ticks and every mark): a plot area of
///   another size is laid out again, not placed again, when its ticks and reductions stay the same;
/// - `labels`: mark labels written: a label is made when something reads it, never for every row of a
///   picture that does not show them;
/// - `statisticsRows`: rows and marks the statistics passes read: every row once, every mark drawn once
///   (the series and its grouped labels in one pass); no sentence reads them again.
///
/// Counted per pass, not per row, so counting costs nothing in a million-row loop; nothing is counted
/// unless a test asks.
enum WorkCount {
    enum Kind: Hashable, Sendable { case dataReads, placements, labels, statisticsRows }

    /// The counts a test reads, by kind.
    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var counts: [Kind: Int] = [:]
        subscript(kind: Kind) -> Int { lock.withLock { counts[kind, default: 0] } }
        func add(_ kind: Kind, _ n: Int) { lock.withLock { counts[kind, default: 0] += n } }
    }

    @TaskLocal static var counter: Counter?

    /// `n` of `kind` done (one read, one placement, one label, `n` rows read by a statistics pass).
    static func add(_ kind: Kind, _ n: Int = 1) { counter?.add(kind, n) }

    /// What `body` does, by kind.
    static func counting(_ body: () throws -> Void) rethrows -> Counter {
        let counter = Counter()
        try $counter.withValue(counter) { try body() }
        return counter
    }
}
