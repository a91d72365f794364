import Foundation
import PlotlineScene

/// Maps a number to a mark's opacity (`opacity(by:)`, Vega-Lite's `opacity` channel): the smallest value
/// faint, the largest at the mark's own opacity, linearly between. A missing value leaves the mark at its
/// own opacity; the words and the table say it is missing.
public struct OpacityScale: Sendable, Equatable {
    public var title: String
    public var domain: ClosedRange<Double>
    /// The opacities of the smallest and largest values.
    public var opacities: ClosedRange<Double>
    public var valueDescription: ValueDescription?

    /// Faint enough to tell from full, never so faint that a mark on a light or dark background vanishes.
    public static let defaultOpacities = 0.25...1.0

    public func opacity(_ value: Double) -> Double {
        let t = domain.upperBound > domain.lowerBound ? SpanScale(domain.lowerBound, domain.upperBound, 1)(value) : 1
        return opacities.lowerBound + min(max(t, 0), 1) * (opacities.upperBound - opacities.lowerBound)
    }

    /// The scale over every layer's opacity column, from its smallest value to its largest; nil when no
    /// layer has one. Text or dates on the channel are an error naming the column.
    static func resolve(_ layers: [LayerBinding]) throws(PlotlineError) -> OpacityScale? {
        var lo = Double.infinity, hi = -Double.infinity
        var encoding: EncodingSpec?
        for layer in layers {
            guard let column = layer.columns[.opacity] else { continue }
            guard case .numbers(let values) = column.values else {
                throw PlotlineError.invalidSpec(path: layer.path(.opacity),
                    reason: "opacity(by:) needs numbers; '\(column.name)' holds \(column.type.rawValue) values")
            }
            if encoding == nil { encoding = layer.spec.opacity }
            for v in values where v.isFinite { lo = min(lo, v); hi = max(hi, v) }
        }
        guard let encoding else { return nil }
        // Every value missing: the marks keep their own opacity; the key says there is no data.
        if !lo.isFinite { lo = 0; hi = 0 }
        return OpacityScale(title: encoding.title, domain: lo...hi, opacities: defaultOpacities,
                            valueDescription: try encoding.valueDescription())
    }

    /// The mark with its row's opacity times its own (or its layer's), when the row has a number.
    func applied(to mark: ResolvedMark, layer: LayerBinding) -> ResolvedMark {
        guard let value = layer.number(.opacity, mark.row) else { return mark }
        var mark = mark
        var style = mark.style ?? MarkStyle()
        style.opacity = (style.opacity ?? layer.spec.style?.opacity ?? 1) * opacity(value)
        mark.style = style
        return mark
    }
}
