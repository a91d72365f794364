/// Swift Charts' compositing layers (`compositingLayer()`, `compositingLayer { content in ... }`): the marks
/// inside drawn together, as one layer, and the closure's view modifiers applied to that layer
/// (`content.opacity(0.5)`, `content.shadow(radius: 4)`, `content.blur(radius: 6)`).
///
/// Plotline draws the layer's marks with what the modifiers say of every mark in it: an opacity (a product,
/// when several are written) and a drop shadow. A blur and the other effects have nothing to draw in a
/// chart read for its values; they are accepted and leave the marks sharp (DocC's differences).
extension ChartContent {
    /// The marks inside drawn as one layer; nothing changes how they look.
    public func compositingLayer() -> StyledChartContent { styled { _ in } }

    /// The marks inside drawn as one layer, with the opacity and shadow the closure gives it.
    public func compositingLayer<V: View>(@ViewBuilder style: (PlaceholderContentView<Self>) -> V) -> StyledChartContent {
        let tree = ViewTree.of(style(PlaceholderContentView()))
        return styled { CompositingLayer.apply(tree, to: &$0) }
    }
}

extension AxisContent {
    /// An axis drawn as one layer: accepted; the axis keeps Plotline's look.
    public func compositingLayer() -> Self { self }
    public func compositingLayer<V: View>(@ViewBuilder style: (PlaceholderContentView<Self>) -> V) -> Self { self }
}

extension AxisMarks {
    /// Axis marks drawn as one layer: accepted; the axis keeps Plotline's look.
    public func compositingLayer() -> Self { self }
    public func compositingLayer<V: View>(@ViewBuilder style: (PlaceholderContentView<Self>) -> V) -> Self { self }
}

/// SwiftUI's stand-in for the content a compositing layer's closure styles.
public struct PlaceholderContentView<Content>: View, TreeView {
    public typealias Body = Never
    public init() {}
    func tree(in context: ViewContext) -> ViewTree { .empty }
}

enum CompositingLayer {
    /// The layer's modifiers, outermost last, read onto the style of every mark in it.
    static func apply(_ tree: ViewTree, to style: inout MarkStyle) {
        guard case .modified(let inner, let modifier) = tree else { return }
        apply(inner, to: &style)
        switch modifier {
        case .opacity(let opacity) where opacity.isFinite:
            style.opacity = (style.opacity ?? 1) * min(max(opacity, 0), 1)
        case .shadow(let color, let radius, let x, let y):
            style.shadow = MarkShadow(color: color, radius: radius, x: x, y: y)
        default:
            break
        }
    }
}
