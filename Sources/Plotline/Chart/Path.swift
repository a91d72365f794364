import Foundation
import PlotlineScene

/// An outline of lines and curves, as SwiftUI's `Path`: drawn as a view (filled with the foreground style, or
/// `.stroke(...)`d) in its view's own points, which in a chart's overlay are the proxy's positions:
///
/// ```swift
/// .chartOverlay { proxy in
///     GeometryReader { geometry in
///         if let x = proxy.position(forX: selectedDay) {
///             Path { path in
///                 path.move(to: CGPoint(x: x, y: 0))
///                 path.addLine(to: CGPoint(x: x, y: geometry.size.height))
///             }
///             .stroke(.gray, style: StrokeStyle(lineWidth: 1, dash: [4, 2]))
///         }
///     }
/// }
/// ```
///
/// Quadratic curves, arcs and ellipses are kept as cubic Bézier curves (an arc within 0.03% of its radius).
public struct Path: Shape, Sendable, Hashable {
    /// The steps, in the view's own points.
    var steps: [ViewShape.PathStep] = []
    /// Where the current subpath started (a `closeSubpath` returns there) and where the pen is.
    private var start: CGPoint?
    private var pen: CGPoint?

    public init() {}
    /// A path built by `callback`: `Path { path in path.move(to: a); path.addLine(to: b) }`.
    public init(_ callback: (inout Path) -> Void) { callback(&self) }
    public init(_ rect: CGRect) { addRect(rect) }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

    public func path(in rect: CGRect) -> Path { self }

    public var isEmpty: Bool { steps.isEmpty }
    /// Where the pen is: the end of the last step, nil before any.
    public var currentPoint: CGPoint? { pen }

    /// The smallest rectangle holding every point of the path, control points included; `.null` when empty.
    public var boundingRect: CGRect {
        var xs: [Double] = [], ys: [Double] = []
        for step in steps {
            switch step {
            case .move(let x, let y), .line(let x, let y): xs.append(x); ys.append(y)
            case .cubic(let a, let b, let c, let d, let x, let y): xs += [a, c, x]; ys += [b, d, y]
            case .close: break
            }
        }
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    // MARK: Building

    public mutating func move(to point: CGPoint) {
        steps.append(.move(Double(point.x), Double(point.y)))
        start = point
        pen = point
    }

    /// A line from the pen; with no pen yet (CoreGraphics would refuse the line), the path starts there.
    public mutating func addLine(to point: CGPoint) {
        guard pen != nil else { return move(to: point) }
        steps.append(.line(Double(point.x), Double(point.y)))
        pen = point
    }

    /// A line through the points in turn, starting at the first.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard pen != nil else { return move(to: end) }
        steps.append(.cubic(Double(control1.x), Double(control1.y), Double(control2.x), Double(control2.y),
                            Double(end.x), Double(end.y)))
        pen = end
    }

    /// A quadratic curve, kept as the cubic curve that draws the same.
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
        guard let from = pen else { return move(to: end) }
        let c1 = CGPoint(x: from.x + 2 / 3 * (control.x - from.x), y: from.y + 2 / 3 * (control.y - from.y))
        let c2 = CGPoint(x: end.x + 2 / 3 * (control.x - end.x), y: end.y + 2 / 3 * (control.y - end.y))
        addCurve(to: end, control1: c1, control2: c2)
    }

    public mutating func closeSubpath() {
        guard pen != nil else { return }
        steps.append(.close)
        pen = start
    }

    public mutating func addRect(_ rect: CGRect) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        addLine(to: CGPoint(x: r.minX, y: r.maxY))
        closeSubpath()
    }

    public mutating func addRects(_ rects: [CGRect]) {
        for rect in rects { addRect(rect) }
    }

    /// A rectangle with rounded corners; the corners are circular for either style (a continuous corner
    /// differs by a fraction of a point), and never larger than half the rectangle's side.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        let r = rect.standardized
        let rx = max(0, min(cornerSize.width, r.width / 2)), ry = max(0, min(cornerSize.height, r.height / 2))
        guard rx > 0, ry > 0 else { return addRect(r) }
        // The corners as quarter ellipses, each one cubic curve (control points at 0.5523 of the radius).
        let k = 0.5522847498
        move(to: CGPoint(x: r.minX + rx, y: r.minY))
        addLine(to: CGPoint(x: r.maxX - rx, y: r.minY))
        addCurve(to: CGPoint(x: r.maxX, y: r.minY + ry), control1: CGPoint(x: r.maxX - rx + k * rx, y: r.minY),
                 control2: CGPoint(x: r.maxX, y: r.minY + ry - k * ry))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - ry))
        addCurve(to: CGPoint(x: r.maxX - rx, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - ry + k * ry),
                 control2: CGPoint(x: r.maxX - rx + k * rx, y: r.maxY))
        addLine(to: CGPoint(x: r.minX + rx, y: r.maxY))
        addCurve(to: CGPoint(x: r.minX, y: r.maxY - ry), control1: CGPoint(x: r.minX + rx - k * rx, y: r.maxY),
                 control2: CGPoint(x: r.minX, y: r.maxY - ry + k * ry))
        addLine(to: CGPoint(x: r.minX, y: r.minY + ry))
        addCurve(to: CGPoint(x: r.minX + rx, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + ry - k * ry),
                 control2: CGPoint(x: r.minX + rx - k * rx, y: r.minY))
        closeSubpath()
    }

    /// The ellipse filling `rect`, started at its rightmost point and drawn clockwise on screen, as
    /// CoreGraphics draws it.
    public mutating func addEllipse(in rect: CGRect) {
        let r = rect.standardized
        let center = CGPoint(x: r.midX, y: r.midY)
        appendArc(center: center, rx: Double(r.width) / 2, ry: Double(r.height) / 2, from: 0, sweep: 2 * .pi, join: false)
        closeSubpath()
    }

    /// An arc of the circle around `center`, angles measured from the x axis towards the y axis (downward on
    /// screen). As in SwiftUI, whose y axis points down, `clockwise: false` sweeps with growing angles, which
    /// on screen turns clockwise. A line joins the pen to the arc's start.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        let from = startAngle.radians, turn = 2 * Double.pi
        var sweep = endAngle.radians - from
        guard from.isFinite, sweep.isFinite, radius.isFinite else { return }
        // At most one whole turn, in the direction asked.
        if clockwise, sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: turn) - turn }
        if !clockwise, sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: turn) + turn }
        sweep = min(max(sweep, -turn), turn)
        appendArc(center: center, rx: Double(radius), ry: Double(radius), from: from, sweep: sweep, join: true)
    }

    /// Another path's steps after this one's.
    public mutating func addPath(_ path: Path) {
        steps += path.steps
        if path.pen != nil {
            start = path.start
            pen = path.pen
        }
    }

    /// An elliptical arc as cubic curves of at most a quarter turn each.
    private mutating func appendArc(center: CGPoint, rx: Double, ry: Double, from: Double, sweep: Double, join: Bool) {
        let cx = Double(center.x), cy = Double(center.y)
        func point(_ angle: Double) -> CGPoint { CGPoint(x: cx + rx * cos(angle), y: cy + ry * sin(angle)) }
        let first = point(from)
        if join, pen != nil { addLine(to: first) } else { move(to: first) }
        let pieces = max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
        let step = sweep / Double(pieces)
        let k = 4.0 / 3.0 * tan(step / 4)
        for i in 0..<pieces {
            let a0 = from + Double(i) * step, a1 = a0 + step
            let c1 = CGPoint(x: cx + rx * (cos(a0) - k * sin(a0)), y: cy + ry * (sin(a0) + k * cos(a0)))
            let c2 = CGPoint(x: cx + rx * (cos(a1) + k * sin(a1)), y: cy + ry * (sin(a1) - k * cos(a1)))
            addCurve(to: point(a1), control1: c1, control2: c2)
        }
    }

    public static func == (a: Path, b: Path) -> Bool { a.steps == b.steps }
    public func hash(into hasher: inout Hasher) { hasher.combine(steps) }
}

/// An angle, as SwiftUI's `Angle`: `.degrees(90)`, `.radians(.pi / 2)`.
public struct Angle: Sendable, Hashable, Comparable {
    public var radians: Double
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }

    public init() { radians = 0 }
    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { radians = degrees * .pi / 180 }

    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    public static let zero = Angle()

    public static func < (a: Angle, b: Angle) -> Bool { a.radians < b.radians }
    public static func + (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians + b.radians) }
    public static func - (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians - b.radians) }
    public static prefix func - (a: Angle) -> Angle { Angle(radians: -a.radians) }
}
