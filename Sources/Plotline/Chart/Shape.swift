import Foundation
import PlotlineScene

/// A shape, as SwiftUI's `Shape`: `Rectangle()`, `RoundedRectangle(cornerRadius:)`, `Capsule()`, `Circle()`,
/// `Ellipse()`, a `Path`, or an app's own shape with a `path(in:)`. A shape is a view (filled with the
/// foreground style unless filled or stroked) and cuts a mark, the plot area or the chart (`clipShape`).
public protocol Shape: View {
    /// The shape's outline in `rect`.
    func path(in rect: CGRect) -> Path
}

extension Shape {
    /// The clip shape and corner radius this shape stands for on a mark, the plot area or the chart; a path
    /// (a `Path`, an app's own shape) cuts as its frame, a rectangle (named in DocC's differences).
    var markClip: (shape: MarkClipShape, cornerRadius: Double?) {
        switch self {
        case let rounded as RoundedRectangle: (.roundedRectangle, rounded.cornerRadius)
        case is Capsule, is Circle: (.capsule, nil)
        default: (.rectangle, nil)
        }
    }
}

public struct Rectangle: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// How a rounded corner curves; Plotline draws circular corners for both (a continuous corner differs
/// by a fraction of a point).
public enum RoundedCornerStyle: Sendable, Hashable { case circular, continuous }

public struct RoundedRectangle: Shape {
    public var cornerRadius: Double
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) { self.cornerRadius = Double(cornerRadius) }
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        cornerRadius = Double(min(cornerSize.width, cornerSize.height))
    }
    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: CGFloat(cornerRadius))
    }
}

extension Shape where Self == RoundedRectangle {
    /// A rounded rectangle, as SwiftUI's `.rect(cornerRadius:)`: `.clipShape(.rect(cornerRadius: 6))`.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
}

extension Shape where Self == Rectangle {
    /// A rectangle, as SwiftUI's `.rect`.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == Capsule {
    /// A capsule, as SwiftUI's `.capsule`.
    public static var capsule: Capsule { Capsule() }
}

extension Shape where Self == Circle {
    /// A circle, as SwiftUI's `.circle`.
    public static var circle: Circle { Circle() }
}

public struct Capsule: Shape {
    public init(style: RoundedCornerStyle = .continuous) {}
    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2)
    }
}

/// SwiftUI's fill rule for a clip shape; every shape here is simple, so both rules cut the same.
public struct FillStyle: Sendable, Hashable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// A circle, as SwiftUI's `Circle`: a clip shape (a capsule of equal sides) and a view.
public struct Circle: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
}

/// An ellipse filling its frame, as SwiftUI's `Ellipse`.
public struct Ellipse: Shape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}
