import Foundation
import PlotlineScene

/// A point's symbol written as a SwiftUI view, as Swift Charts takes it: `.symbol(Circle().strokeBorder(lineWidth: 2))`
/// or `.symbol { Rectangle().fill(.blue).frame(width: 6, height: 6) }`.
///
/// The symbol is drawn as Plotline's symbol of the view's shape: a circle as a circle, a rectangle or rounded
/// rectangle as a square; any other view leaves the series' own symbol. The view's fill, stroke and frame are
/// not drawn (the mark's color and symbol size are), so a symbol still tells series apart by shape (C2).
extension Mark {
    public func symbol<V: View>(_ symbol: V) -> Self {
        guard let shape = Self.symbolShape(of: symbol) else { return self }
        return self.symbol(shape)
    }

    public func symbol<V: View>(@ViewBuilder symbol: () -> V) -> Self {
        self.symbol(symbol())
    }

    static func symbolShape(of view: any View) -> SymbolShape? {
        switch view {
        case let modified as ModifiedView: symbolShape(of: modified.content)
        case let styled as ShapeView: symbolShape(of: styled.source)
        case let group as ViewGroup: group.views.lazy.compactMap { symbolShape(of: $0) }.first
        case is Circle: .circle
        case is Rectangle, is RoundedRectangle: .square
        default: nil
        }
    }
}
