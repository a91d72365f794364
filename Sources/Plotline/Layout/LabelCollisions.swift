import Foundation
import PlotlineScene

/// How an axis's labels that would overlap give way, as `AxisValueLabel(collisionResolution:)` asks.
public enum TickLabelCollision: Sendable, Hashable {
    /// A regular subset is kept: every k-th label from the first, k as small as keeps them apart
    /// (Swift Charts' default, `.automatic`, and `.truncate`, which Plotline draws the same way).
    case automatic
    /// Labels are kept in order, each one that would touch the last one kept dropped (`.greedy`), at least
    /// `minimumSpacing` points apart.
    case greedy(minimumSpacing: Double)
    /// Every label is drawn, overlapping or not (`.disabled`).
    case disabled
}

/// Which labels of an axis are kept when they would overlap. Only labels give way: the grid line and tick
/// of a value whose label is dropped stay. Automatic ticks are first thinned to a coarser familiar step
/// (`AxisLayout`); this is for the labels still too close after that, those of a stride or of values the
/// author gave (`AxisMarks(values: .stride(by: 5))`), which asking for fewer cannot thin.
enum LabelCollisions {
    /// The indices of `extents` kept, in their order. `extents` are the labels' reaches along the axis in the
    /// order of their values (so the first is the axis's first value); two labels collide when less than `gap`
    /// lies between them.
    static func kept(_ extents: [(start: Double, end: Double)], gap: Double, resolution: TickLabelCollision) -> [Int] {
        let n = extents.count
        guard n > 1 else { return Array(0..<n) }
        func apart(_ a: Int, _ b: Int, _ gap: Double) -> Bool {
            extents[b].start - extents[a].end >= gap || extents[a].start - extents[b].end >= gap
        }
        switch resolution {
        case .disabled:
            return Array(0..<n)
        case .greedy(let spacing):
            var kept = [0]
            for i in 1..<n where apart(kept[kept.count - 1], i, max(gap, spacing)) { kept.append(i) }
            return kept
        case .automatic:
            // The smallest familiar step k (1, 2, 5, 10, 20, 25, 50, 100, ...) whose every k-th label, from the
            // first, stands apart from the next kept: a stride of 5 labelled every 200th is labelled every
            // 1,000, a familiar sequence (X3), where every 154th would read 0, 770, 1,540.
            for k in familiarSteps(upTo: n) {
                let kept = Array(Swift.stride(from: 0, to: n, by: k))
                if zip(kept, kept.dropFirst()).allSatisfy({ apart($0, $1, gap) }) { return kept }
            }
            return [0]
        }
    }

    /// 1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, ... below `n`: whole multiples of 1, 2, 2.5 and 5 times
    /// a power of ten.
    static func familiarSteps(upTo n: Int) -> [Int] {
        var steps: [Int] = []
        var power = 1
        while power < n {
            for multiple in [10, 20, 25, 50] where multiple * power % 10 == 0 {
                let k = multiple * power / 10
                if k < n { steps.append(k) }
            }
            guard power <= Int.max / 100 else { break }
            power *= 10
        }
        return steps
    }

    /// `ticks` with the labels that `kept` drops hidden (their grid lines and ticks stay): the labelled ticks
    /// in the order of their values, each reaching along the axis as `extent` says.
    static func resolve(_ ticks: [Tick], gap: Double, extent: (Tick) -> (start: Double, end: Double)) -> [Tick] {
        let labelled = ticks.indices.filter { ticks[$0].showsLabel }.sorted { ticks[$0].value < ticks[$1].value }
        guard labelled.count > 1 else { return ticks }
        let resolution = ticks[labelled[0]].labelCollision
        let keep = Set(kept(labelled.map { extent(ticks[$0]) }, gap: gap, resolution: resolution).map { labelled[$0] })
        var result = ticks
        for i in labelled where !keep.contains(i) { result[i].showsLabel = false }
        return result
    }
}
