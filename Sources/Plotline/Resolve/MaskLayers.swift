import Foundation

/// The marks of each layer's `mask { }` (``MarkSpec/mask``), placed with the chart's scales: bound and
/// placed as the chart's own layers are, with the scales the chart's layers made (a mask never widens
/// them). They are kept apart from the chart's layers, so the descriptor, the words, the legend and the
/// sound never meet them; only the drawing does (``SceneBuilder``).
enum MaskLayers {
    static func resolve(_ spec: ChartSpec, baseDirectory: String?, timeZone: TimeZone, calendar: Calendar,
                        xKind: PositionScale.Kind?, yKind: PositionScale.Kind?, xCategories: [String], yCategories: [String],
                        x: PositionScale, y: PositionScale) throws(PlotlineError) -> [Int: [ResolvedLayer]] {
        // Every layer's mask marks bound at once, so the chart's data is read and its plan run once for all.
        var owners: [(layer: Int, marks: Range<Int>)] = []
        var allMarks: [MarkSpec] = []
        for (index, mark) in spec.marks.enumerated() {
            guard let mask = mark.mask, !mask.isEmpty else { continue }
            if mask.contains(where: { $0.mask != nil }) {
                throw PlotlineError.invalidSpec(path: "$.marks[\(index)].mask", reason: "a mask's own marks cannot have a mask")
            }
            owners.append((index, allMarks.count..<allMarks.count + mask.count))
            allMarks += mask
        }
        guard !owners.isEmpty else { return [:] }
        var maskSpec = spec
        maskSpec.marks = allMarks
        // Read as the chart's own layers are: numeric dates in the chart's locale's order.
        let allBound = try ReadContext.$current.withValue(ReadContext.current.with(locale: spec.locale)) {
            Result { () throws(PlotlineError) in try LayerBinding.bind(maskSpec, baseDirectory: baseDirectory, timeZone: timeZone) }
        }.get()
        var masks: [Int: [ResolvedLayer]] = [:]
        for (index, range) in owners {
            let bound = Array(allBound[range])
            var context = ResolutionContext(layers: bound, calendar: calendar)
            // A mask's values must be of the kind the chart's axis shows (it would be placed nowhere otherwise).
            for (orientation, chartKind, declared) in [(ResolvedAxis.Orientation.horizontal, xKind, spec.xScale?.type),
                                                       (.vertical, yKind, spec.yScale?.type)] {
                guard let chartKind, let maskKind = try context.kind(of: orientation, declared: nil),
                      family(maskKind) != family(chartKind), !(chartKind == .band && declared != nil) else { continue }
                throw PlotlineError.invalidSpec(path: "$.marks[\(index)].mask", reason: "the mask's \(orientation == .horizontal ? "x" : "y") "
                    + "holds \(family(maskKind)) but the chart's axis shows \(family(chartKind))")
            }
            context.orient(xKind: xKind, yKind: yKind)
            let extents = context.extents(series: SeriesResolution(bound), xCategories: xCategories, yCategories: yCategories)
            masks[index] = bound.indices.map { context.place(layer: $0, extents: extents[$0], x: x, y: y, size: nil, color: nil) }
        }
        return masks
    }

    /// What values an axis of this kind shows.
    private static func family(_ kind: PositionScale.Kind) -> String {
        switch kind {
        case .band: "categories"
        case .time: "dates"
        default: "numbers"
        }
    }
}
