import PlotlineScene
/// Empty space around the whole chart, in points, as SwiftUI's `padding` puts it around a view: the chart
/// is drawn as it would be without it, and the picture grows by the space on each side.
public struct PaddingSpec: Codable, Sendable, Hashable {
    public var top: Double?
    public var leading: Double?
    public var bottom: Double?
    public var trailing: Double?

    public init(top: Double? = nil, leading: Double? = nil, bottom: Double? = nil, trailing: Double? = nil) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Each side in points, 0 where none is given.
    public var insets: (top: Double, leading: Double, bottom: Double, trailing: Double) {
        (top ?? 0, leading ?? 0, bottom ?? 0, trailing ?? 0)
    }

    /// The space across (leading and trailing) and up (top and bottom).
    public var horizontal: Double { (leading ?? 0) + (trailing ?? 0) }
    public var vertical: Double { (top ?? 0) + (bottom ?? 0) }

    /// The space this adds to another's, side by side.
    func adding(_ other: PaddingSpec) -> PaddingSpec {
        func sum(_ a: Double?, _ b: Double?) -> Double? { a == nil && b == nil ? nil : (a ?? 0) + (b ?? 0) }
        return PaddingSpec(top: sum(top, other.top), leading: sum(leading, other.leading),
                           bottom: sum(bottom, other.bottom), trailing: sum(trailing, other.trailing))
    }
}
