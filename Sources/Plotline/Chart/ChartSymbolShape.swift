import Foundation
import PlotlineScene

/// A shape a point can take as its symbol, as Swift Charts declares it: an app's own shape with the box its
/// outline should look as heavy as (`perceptualUnitRect`), written `.symbol(Diamond())`. It is drawn as a view
/// symbol is (`.symbol(Circle().strokeBorder(lineWidth: 2))`): its `path(in:)` in the square of the symbol's size, centred on the point,
/// in the point's color. Plotline sizes every symbol by its area already, so `perceptualUnitRect` is read by
/// nothing.
public protocol ChartSymbolShape: Shape {
    var perceptualUnitRect: CGRect { get }
}

/// One of Swift Charts' own symbols as a shape, so it can be outlined: `.symbol(.circle.strokeBorder(lineWidth: 2))`.
public struct BasicChartSymbolShape: ChartSymbolShape {
    let shape: SymbolShape
    /// The outline's width inside the symbol's edge, when the symbol is outlined rather than filled.
    var outline: Double? = nil

    public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }

    /// The symbol's outline, `lineWidth` wide inside its edge, in the point's color: a ring for `.circle`.
    public func strokeBorder(lineWidth: CGFloat = 1) -> BasicChartSymbolShape {
        BasicChartSymbolShape(shape: shape, outline: Double(lineWidth))
    }

    /// The view an outlined symbol is drawn as: a ring for a circle, else the symbol's own outline.
    var outlinedView: ShapeView? {
        guard let outline else { return nil }
        if shape == .circle { return Circle().strokeBorder(lineWidth: CGFloat(outline)) }
        return ShapeView(source: self, shape: ViewShape.of(self).stroked(Optional<Color>.none, width: outline, inset: true))
    }

    /// The symbol as large as fits `rect`, centred in it.
    public func path(in rect: CGRect) -> Path {
        let width = Double(rect.width), height = Double(rect.height)
        var path = Path()
        switch shape.geometry(cx: Double(rect.midX), cy: Double(rect.midY), area: shape.area(fitting: width, height)) {
        case .circle(let cx, let cy, let r):
            path.addEllipse(in: CGRect(x: cx - r, y: cy - r, width: 2 * r, height: 2 * r))
        case .path(let outline):
            for element in outline.elements {
                switch element {
                case .move(let x, let y): path.move(to: CGPoint(x: x, y: y))
                case .line(let x, let y): path.addLine(to: CGPoint(x: x, y: y))
                case .cubic(let c1x, let c1y, let c2x, let c2y, let x, let y):
                    path.addCurve(to: CGPoint(x: x, y: y), control1: CGPoint(x: c1x, y: c1y), control2: CGPoint(x: c2x, y: c2y))
                case .close: path.closeSubpath()
                }
            }
        case .rect(let r, _): path.addRect(CGRect(x: r.x, y: r.y, width: r.width, height: r.height))
        case .line(let x1, let y1, let x2, let y2):
            path.move(to: CGPoint(x: x1, y: y1))
            path.addLine(to: CGPoint(x: x2, y: y2))
        }
        return path
    }
}

extension ChartSymbolShape where Self == BasicChartSymbolShape {
    public static var circle: BasicChartSymbolShape { BasicChartSymbolShape(shape: .circle) }
    public static var square: BasicChartSymbolShape { BasicChartSymbolShape(shape: .square) }
    public static var triangle: BasicChartSymbolShape { BasicChartSymbolShape(shape: .triangle) }
    public static var diamond: BasicChartSymbolShape { BasicChartSymbolShape(shape: .diamond) }
    public static var pentagon: BasicChartSymbolShape { BasicChartSymbolShape(shape: .pentagon) }
    public static var plus: BasicChartSymbolShape { BasicChartSymbolShape(shape: .plus) }
    public static var cross: BasicChartSymbolShape { BasicChartSymbolShape(shape: .cross) }
    public static var asterisk: BasicChartSymbolShape { BasicChartSymbolShape(shape: .asterisk) }
}

extension ChartSymbolShape {
    /// The built-in shape this symbol names (for the key and the words), and the view it is drawn as (nil for a
    /// built-in symbol filled, which Plotline draws itself).
    var symbolStyle: (shape: SymbolShape?, view: ViewTree?) {
        guard let basic = self as? BasicChartSymbolShape else { return (nil, ViewTree.of(self)) }
        guard let outlined = basic.outlinedView else { return (basic.shape, nil) }
        return (basic.shape, ViewTree.of(outlined))
    }
}

extension Mark {
    /// A symbol shape: one of the built-in ones (`.circle.strokeBorder(lineWidth: 2)`, an outline in the
    /// point's color) or an app's own, drawn as a view symbol is.
    public func symbol<S: ChartSymbolShape>(_ symbol: S) -> Self {
        let (shape, view) = symbol.symbolStyle
        let shaped = shape.map { self.symbol($0) } ?? self
        return view.map { view in shaped.with { $0.style.symbolView = view } } ?? shaped
    }
}

extension MarkPlot {
    /// One symbol shape for every point of the plot, built-in or the app's own.
    public func symbol<S: ChartSymbolShape>(_ symbol: S) -> Self { everyMark { $0.symbol(symbol) } }
}

extension ChartContent {
    /// One symbol shape for every point inside (a `ForEach`, a `Plot { }`), built-in or the app's own.
    public func symbol<S: ChartSymbolShape>(_ symbol: S) -> StyledChartContent {
        styled { ($0.symbol, $0.symbolView) = symbol.symbolStyle }
    }
}
