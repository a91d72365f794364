import Foundation
import PlotlineScene

/// A point's symbol written as a SwiftUI view, as Swift Charts takes it: `.symbol(Circle().strokeBorder(lineWidth: 2))`
/// or `.symbol { Rectangle().fill(.blue).frame(width: 6, height: 6) }`.
///
/// The view is drawn at each point, centred on it, as SwiftUI lays it out (`ViewLayout`): it is offered the
/// symbol's size (a bare `Circle()` is as large as Plotline's own circle; a `frame` sets its own), and its
/// shapes are in the point's color (its series' or its own) unless they name one. The view's shape, when it is
/// a circle, a rectangle or a rounded rectangle, is also the mark's symbol shape where one shape is named (the
/// legend, the words), so a symbol still tells series apart by shape (C2).
extension Mark {
    public func symbol<V: View>(_ symbol: V) -> Self { viewSymbol(symbol) }

    func viewSymbol(_ symbol: any View) -> Self {
        let view = ViewTree.of(symbol)
        let marked = Self.symbolShape(of: symbol).map { self.symbol($0) } ?? self
        return marked.with { $0.style.symbolView = view }
    }

    public func symbol<V: View>(@ViewBuilder symbol: () -> V) -> Self {
        self.symbol(symbol())
    }

    static func symbolShape(of view: any View) -> SymbolShape? {
        switch view {
        case let modified as ModifiedView: symbolShape(of: modified.content)
        case let styled as ShapeView: symbolShape(of: styled.source)
        case let group as ViewGroup: group.views.lazy.compactMap { symbolShape(of: $0) }.first
        case let basic as BasicChartSymbolShape: basic.shape
        case is Circle, is Ellipse: .circle
        case is Rectangle, is RoundedRectangle: .square
        default: nil
        }
    }
}
