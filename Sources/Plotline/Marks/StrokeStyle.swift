import Foundation
import PlotlineScene

/// How a line or rule is stroked, as SwiftUI's `StrokeStyle`: `lineStyle(StrokeStyle(lineWidth: 3, dash: [4, 2]))`.
///
/// One difference on purpose: an empty `dash` (the default) leaves a line its series' dash, so the second
/// series on stays dashed and color never stands alone (C2); give a dash to set one.
public struct StrokeStyle: Sendable, Hashable {
    public var lineWidth: Double
    public var lineCap: Stroke.LineCap
    public var lineJoin: Stroke.LineJoin
    public var miterLimit: Double
    public var dash: [Double]
    public var dashPhase: Double

    public init(lineWidth: Double = 1, lineCap: Stroke.LineCap = .butt, lineJoin: Stroke.LineJoin = .miter,
                miterLimit: Double = 10, dash: [Double] = [], dashPhase: Double = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// A dash held as SwiftUI holds it (`let dash: [CGFloat] = [6, 3]`, passed on): as `[Double]`. An array
    /// written in place (`dash: [4, 2]`) is read as `[Double]` by the initializer above.
    @_disfavoredOverload
    public init(lineWidth: CGFloat = 1, lineCap: Stroke.LineCap = .butt, lineJoin: Stroke.LineJoin = .miter,
                miterLimit: CGFloat = 10, dash: [CGFloat], dashPhase: CGFloat = 0) {
        self.init(lineWidth: Double(lineWidth), lineCap: lineCap, lineJoin: lineJoin, miterLimit: Double(miterLimit),
                  dash: dash.map { Double($0) }, dashPhase: Double(dashPhase))
    }

    /// Writes this stroke into a mark's style.
    func apply(to style: inout MarkStyle) {
        style.lineWidth = lineWidth
        style.lineCap = lineCap
        style.lineJoin = lineJoin
        style.miterLimit = miterLimit
        style.dash = dash.isEmpty ? nil : dash
        style.dashPhase = dash.isEmpty || dashPhase == 0 ? nil : dashPhase
    }
}

extension MarkStyle {
    /// The stroke a line or rule is drawn with: this style's width, caps, joins and dash where set, else
    /// the given defaults (a line's series dash, already scaled to its width).
    func stroke(color: Color, width defaultWidth: Double, dash defaultDash: [Double], lineCap defaultCap: Stroke.LineCap,
                lineJoin defaultJoin: Stroke.LineJoin) -> Stroke {
        let width = lineWidth ?? defaultWidth
        let pattern = dash.map { $0.filter { $0.isFinite && $0 >= 0 } }.flatMap { $0.reduce(0, +) > 0 ? $0 : nil }
        return Stroke(color: color, width: width, dash: pattern ?? defaultDash, lineCap: lineCap ?? defaultCap,
                      lineJoin: lineJoin ?? defaultJoin, dashPhase: pattern != nil ? dashPhase ?? 0 : 0,
                      miterLimit: miterLimit ?? 4)
    }
}
