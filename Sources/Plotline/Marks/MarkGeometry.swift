import Foundation
import PlotlineScene

/// How far a mark is moved from where its values put it, in points of the screen (x to the right, y down),
/// as Swift Charts' `offset(x:y:)`: `x` and `y` move the whole mark; `xStart`/`xEnd` and `yStart`/`yEnd`
/// move one edge of a bar, rectangle or rule (the edge at its start value, or at its end value).
public struct MarkOffset: Codable, Sendable, Hashable {
    public var x: Double?
    public var y: Double?
    public var xStart: Double?
    public var xEnd: Double?
    public var yStart: Double?
    public var yEnd: Double?

    public init(x: Double? = nil, y: Double? = nil, xStart: Double? = nil, xEnd: Double? = nil,
                yStart: Double? = nil, yEnd: Double? = nil) {
        self.x = x
        self.y = y
        self.xStart = xStart
        self.xEnd = xEnd
        self.yStart = yStart
        self.yEnd = yEnd
    }

    /// Nil where nothing moves, so a spec does not carry zeros.
    static func nonZero(x: Double = 0, y: Double = 0, xStart: Double = 0, xEnd: Double = 0, yStart: Double = 0,
                        yEnd: Double = 0) -> MarkOffset? {
        func n(_ v: Double) -> Double? { v == 0 ? nil : v }
        let offset = MarkOffset(x: n(x), y: n(y), xStart: n(xStart), xEnd: n(xEnd), yStart: n(yStart), yEnd: n(yEnd))
        return offset == MarkOffset() ? nil : offset
    }

    /// A box in points, `(x0, x1)` and `(y0, y1)` at the mark's start and end values, moved.
    func apply(x: (Double, Double), y: (Double, Double)) -> (x: (Double, Double), y: (Double, Double)) {
        let dx = self.x ?? 0, dy = self.y ?? 0
        return ((x.0 + dx + (xStart ?? 0), x.1 + dx + (xEnd ?? 0)), (y.0 + dy + (yStart ?? 0), y.1 + dy + (yEnd ?? 0)))
    }
}

/// The outline a bar or rectangle is cut to (`clipShape(_:)`): a plain rectangle, a rounded one (its radius
/// is `cornerRadius`), a capsule (ends rounded by half the shorter side), or a circle's worth of rounding
/// (an ellipse is drawn as a capsule of equal sides).
public enum MarkClipShape: String, Codable, Sendable, Hashable, CaseIterable {
    case rectangle, roundedRectangle, capsule

    /// The corner radius for a box of `width` by `height` points.
    func radius(width: Double, height: Double, cornerRadius: Double?) -> Double {
        let limit = min(width, height) / 2
        switch self {
        case .rectangle: return 0
        case .roundedRectangle: return min(max(cornerRadius ?? 0, 0), limit)
        case .capsule: return max(limit, 0)
        }
    }
}

/// The geometry modifiers of Swift Charts, on one mark.
extension Mark {
    private func withStyle(_ change: (inout MarkStyle) -> Void) -> Self {
        var copy = self
        change(&copy.instance.style)
        return copy
    }

    /// Rounded corners of a bar or rectangle, in points; `style` is accepted as Swift Charts has it.
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .circular) -> Self {
        withStyle {
            $0.cornerRadius = Double(radius)
            if $0.clipShape != nil { $0.clipShape = .roundedRectangle }
        }
    }

    /// Cuts a bar or rectangle to `shape`: `Rectangle()`, `RoundedRectangle(cornerRadius: 6)`, `Capsule()`.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> Self {
        withStyle {
            let clip = shape.markClip
            $0.clipShape = clip.shape
            if let radius = clip.cornerRadius { $0.cornerRadius = radius }
        }
    }

    /// Moves the mark by `x` points to the right and `y` points down.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> Self {
        withStyle { $0.offset = MarkOffset.nonZero(x: Double(x), y: Double(y)) }
    }

    /// Moves the mark by a size: `width` to the right, `height` down.
    public func offset(_ value: CGSize) -> Self { offset(x: value.width, y: value.height) }

    /// Moves the mark by `x`, and its edges at its start and end y values by `yStart` and `yEnd` points (down).
    public func offset(x: CGFloat = 0, yStart: CGFloat = 0, yEnd: CGFloat = 0) -> Self {
        withStyle { $0.offset = MarkOffset.nonZero(x: Double(x), yStart: Double(yStart), yEnd: Double(yEnd)) }
    }

    /// Moves the mark's edges at its start and end x values, and the whole mark by `y`.
    public func offset(xStart: CGFloat = 0, xEnd: CGFloat = 0, y: CGFloat = 0) -> Self {
        withStyle { $0.offset = MarkOffset.nonZero(y: Double(y), xStart: Double(xStart), xEnd: Double(xEnd)) }
    }

    /// Moves each edge of the mark on its own.
    public func offset(xStart: CGFloat = 0, xEnd: CGFloat = 0, yStart: CGFloat = 0, yEnd: CGFloat = 0) -> Self {
        withStyle {
            $0.offset = MarkOffset.nonZero(xStart: Double(xStart), xEnd: Double(xEnd), yStart: Double(yStart),
                                           yEnd: Double(yEnd))
        }
    }

    /// The drawing order of this declaration's marks: higher is drawn later, on top of the others.
    public func zIndex(_ value: Double) -> Self { withStyle { $0.zIndex = value } }
}
