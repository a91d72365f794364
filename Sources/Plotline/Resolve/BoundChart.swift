import Foundation
import PlotlineScene

/// A chart's data, read once: each layer bound to its rows, and the marks of each layer's mask bound to
/// theirs. Every stage after it (fitting a plot size or a padded range, scrolling, time ranges) places these
/// same bindings; none reads the data or runs the transforms again.
struct BoundChart {
    var layers: [LayerBinding]
    /// The marks of each layer's `mask { }`, by the masked layer's index.
    var masks: [Int: [LayerBinding]]
    var timeZone: TimeZone
    /// Whether the layers' x and y are the spec's y and x (vertical bars drawn horizontally, `BarOrientation`).
    var isTransposed = false

    /// Reads the spec's data and binds every layer and mask mark, in the chart's locale's reading of dates.
    static func bind(_ spec: ChartSpec, baseDirectory: String?) throws(PlotlineError) -> BoundChart {
        let zoneName = spec.timeZone ?? "UTC"
        guard let timeZone = TimeZone(identifier: zoneName) else {
            throw PlotlineError.invalidOption(name: "time zone", reason: "unknown time zone '\(zoneName)'")
        }
        // A mask's marks are bound with the chart's: the chart's data is read and its plan run once for all.
        var owners: [(layer: Int, marks: Range<Int>)] = []
        var marks = spec.marks
        for (index, mark) in spec.marks.enumerated() {
            guard let mask = mark.mask, !mask.isEmpty else { continue }
            if mask.contains(where: { $0.mask != nil }) {
                throw PlotlineError.invalidSpec(path: "$.marks[\(index)].mask", reason: "a mask's own marks cannot have a mask")
            }
            owners.append((index, marks.count..<marks.count + mask.count))
            marks += mask
        }
        // Numeric dates no value decides (01/02/2012) are read in the chart's locale's order.
        let bound = try ReadContext.$current.withValue(ReadContext.current.with(locale: spec.locale)) {
            Result { () throws(PlotlineError) in
                try LayerBinding.bind(spec, marks: marks, baseDirectory: baseDirectory, timeZone: timeZone)
            }
        }.get()
        var masks: [Int: [LayerBinding]] = [:]
        for (layer, range) in owners { masks[layer] = Array(bound[range]) }
        return BoundChart(layers: Array(bound[0..<spec.marks.count]), masks: masks, timeZone: timeZone)
    }

    /// The chart with each layer's rows cut to those `keep` holds for (a time range); masks stay whole, as
    /// the cut's scales put what is outside the range outside the plot. Whether every row was kept, too.
    func cut(_ keep: (LayerBinding) -> [Int]?) -> (chart: BoundChart, whole: Bool) {
        var whole = true
        var result = self
        for (i, layer) in layers.enumerated() {
            guard let rows = keep(layer), rows.count != layer.table.rowCount else { continue }
            whole = false
            var cut = layer
            cut.table = layer.table.rows(rows)
            cut.columns = layer.columns.mapValues { $0.rows(rows) }
            result.layers[i] = cut
        }
        return (result, whole)
    }
}
