import Foundation
import PlotlineScene

/// The marks of each layer's `mask { }` (``MarkSpec/mask``), placed with the chart's scales: bound and
/// placed as the chart's own layers are, with the scales the chart's layers made (a mask never widens
/// them). They are kept apart from the chart's layers, so the descriptor, the words, the legend and the
/// sound never meet them; only the drawing does (``SceneBuilder``).
enum MaskLayers {
    /// The bound mask marks (``BoundChart/masks``) placed with the chart's scales, by the masked layer's index.
    static func resolve(_ bound: [Int: [LayerBinding]], spec: ChartSpec, locale: Locale, calendar: Calendar,
                        xKind: PositionScale.Kind?, yKind: PositionScale.Kind?, xCategories: [String], yCategories: [String],
                        x: PositionScale, y: PositionScale) throws(PlotlineError) -> [Int: [ResolvedLayer]] {
        var masks: [Int: [ResolvedLayer]] = [:]
        for index in bound.keys.sorted() {
            let bound = bound[index]!
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
            let extents = context.extents(series: SeriesResolution(bound, locale: locale, calendar: calendar), xCategories: xCategories, yCategories: yCategories)
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
