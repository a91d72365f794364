import Foundation

/// The marks of each layer's `mask { }` (``MarkSpec/mask``), placed with the chart's scales: bound and
/// placed as the chart's own layers are, with the scales the chart's layers made (a mask never widens
/// them). They are kept apart from the chart's layers, so the descriptor, the words, the legend and the
/// sound never meet them; only the drawing does (``SceneBuilder``).
enum MaskLayers {
    static func resolve(_ spec: ChartSpec, baseDirectory: String?, timeZone: TimeZone, calendar: Calendar,
                        xKind: PositionScale.Kind?, yKind: PositionScale.Kind?, xCategories: [String], yCategories: [String],
                        x: PositionScale, y: PositionScale) throws(PlotlineError) -> [Int: [ResolvedLayer]] {
        var masks: [Int: [ResolvedLayer]] = [:]
        for (index, mark) in spec.marks.enumerated() {
            guard let mask = mark.mask, !mask.isEmpty else { continue }
            if mask.contains(where: { $0.mask != nil }) {
                throw PlotlineError.invalidSpec(path: "$.marks[\(index)].mask", reason: "a mask's own marks cannot have a mask")
            }
            var maskSpec = spec
            maskSpec.marks = mask
            let bound = try LayerBinding.bind(maskSpec, baseDirectory: baseDirectory, timeZone: timeZone)
            var context = ResolutionContext(layers: bound, calendar: calendar)
            context.orient(xKind: xKind, yKind: yKind)
            let extents = context.extents(series: SeriesResolution(bound), xCategories: xCategories, yCategories: yCategories)
            masks[index] = bound.indices.map { context.place(layer: $0, extents: extents[$0], x: x, y: y, size: nil, color: nil) }
        }
        return masks
    }
}
