import Foundation
import PlotlineScene

/// The chart's size, as SwiftUI's `frame` modifiers give it: a side not given keeps its default
/// (640 × 320 points), `maxWidth: .infinity` lets it be the default, and a minimum or maximum bounds it.
extension Chart {
    /// The chart's size in points (CSS pixels); a side left out keeps its default.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> Chart {
        var copy = self
        if let width { copy.spec.width = Double(width) }
        if let height { copy.spec.height = Double(height) }
        return copy
    }

    /// The chart's size from bounds: the ideal size where given, else the default held between the minimum
    /// and the maximum (an infinite maximum bounds nothing: `frame(maxWidth: .infinity)`).
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> Chart {
        var copy = self
        copy.spec.width = Self.side(current: spec.width, default: ChartSpec.defaultWidth, min: minWidth,
                                    ideal: idealWidth, max: maxWidth)
        copy.spec.height = Self.side(current: spec.height, default: ChartSpec.defaultHeight, min: minHeight,
                                     ideal: idealHeight, max: maxHeight)
        return copy
    }

    private static func side(current: Double?, default fallback: Double, min: CGFloat?, ideal: CGFloat?,
                             max: CGFloat?) -> Double? {
        let lower = min.map(Double.init).flatMap { $0.isFinite ? $0 : nil }
        let upper = max.map(Double.init).flatMap { $0.isFinite ? $0 : nil }
        var size = ideal.map(Double.init).flatMap { $0.isFinite ? $0 : nil } ?? current ?? fallback
        if let upper { size = Swift.min(size, upper) }
        if let lower { size = Swift.max(size, lower) }
        return size == fallback && current == nil ? nil : size
    }
}
