import Foundation
import PlotlineScene

/// Counts how often a chart's input is read (a file, inline values), for tests that hold the resolver to
/// reading its data once however many stages place it. Nothing is counted unless a test asks.
enum DataReads {
    /// A count a test reads (also of ``Placements``).
    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        var reads: Int { lock.withLock { value } }
        func add(_ n: Int = 1) { lock.withLock { value += n } }
    }

    @TaskLocal static var counter: Counter?

    static func count() { counter?.add() }

    /// The number of reads `body` makes.
    static func counting(_ body: () throws -> Void) rethrows -> Int {
        let counter = Counter()
        try $counter.withValue(counter) { try body() }
        return counter.reads
    }
}
