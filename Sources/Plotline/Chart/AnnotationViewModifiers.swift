import Foundation
import PlotlineScene

/// A view with a SwiftUI modifier applied, as an annotation's content or an overlay writes them:
/// `VStack { ... }.font(.caption).foregroundStyle(.secondary).padding(4).background(.white, in: Capsule())`.
/// The modifier is drawn: a font or a color given to the whole view styles the text inside that has none of
/// its own; padding, frames, backgrounds, overlays, clip shapes, opacity, shadows and offsets are laid out as
/// SwiftUI lays them out.
public struct ModifiedView: View, TreeView {
    public typealias Body = Never
    let content: any View
    let modifier: Modifier

    /// A modifier kept as the view tree keeps it, or one whose tree needs the view it is written on.
    enum Modifier: Sendable {
        case tree(ViewTreeModifier)
        case background(any View, Alignment)
        case overlay(any View, Alignment)
        /// Changes nothing that is drawn (a line limit's `reservesSpace`, accessibility).
        case none
    }

    init(_ content: any View, _ modifier: Modifier = .none) {
        self.content = content
        self.modifier = modifier
    }

    public var annotationStack: (alignment: AnnotationLayout.LineAlignment, spacing: Double?)? { content.annotationStack }

    /// The view the modifiers were written on (a stack's spacing is read from it).
    var innermost: any View { (content as? ModifiedView)?.innermost ?? content }

    func tree(in context: ViewContext) -> ViewTree {
        let inner = ViewTree.of(content, in: context)
        switch modifier {
        case .tree(let m): return .modified(inner, m)
        case .background(let view, let alignment): return .modified(inner, .background(ViewTree.of(view, in: context), alignment))
        case .overlay(let view, let alignment): return .modified(inner, .overlay(ViewTree.of(view, in: context), alignment))
        case .none: return inner
        }
    }
}

/// How lines of text align, as SwiftUI's `TextAlignment`.
public enum TextAlignment: Sendable, Hashable { case leading, center, trailing }

extension View {
    private func modified(_ modifier: ViewTreeModifier) -> ModifiedView { ModifiedView(self, .tree(modifier)) }

    /// The font of every run without one of its own.
    public func font(_ font: Font?) -> ModifiedView {
        modified(.font(size: font?.size, bold: font.map { $0.weight.isBold }))
    }
    public func fontWeight(_ weight: Font.Weight?) -> ModifiedView { modified(.font(size: nil, bold: weight.map { $0.isBold })) }
    public func bold(_ isActive: Bool = true) -> ModifiedView { modified(.font(size: nil, bold: isActive)) }
    /// The color of every run and unfilled shape without one of its own.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedView { modified(.foreground(style.cssColor)) }
    public func foregroundColor(_ color: Color?) -> ModifiedView {
        color.map { modified(.foreground($0.cssColor)) } ?? ModifiedView(self)
    }
    /// A primary and a secondary style, as SwiftUI's `foregroundStyle(_:_:)`: text takes the primary.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> ModifiedView {
        foregroundStyle(primary)
    }
    /// Three levels of style, as SwiftUI's `foregroundStyle(_:_:_:)`: text takes the primary.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2,
                                                                               _ tertiary: S3) -> ModifiedView {
        foregroundStyle(primary)
    }
    public func tint<S: ShapeStyle>(_ tint: S?) -> Self { self }

    // Layout, as SwiftUI lays it out.

    /// Space on every side; 16 points when no length is given, as SwiftUI's default padding.
    public func padding(_ length: CGFloat) -> ModifiedView { padding(.all, length) }
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> ModifiedView {
        let space = Double(length ?? 16)
        return modified(.padding(top: edges.contains(.top) ? space : 0, leading: edges.contains(.leading) ? space : 0,
                                 bottom: edges.contains(.bottom) ? space : 0, trailing: edges.contains(.trailing) ? space : 0))
    }
    public func padding(_ insets: EdgeInsets) -> ModifiedView {
        modified(.padding(top: Double(insets.top), leading: Double(insets.leading), bottom: Double(insets.bottom),
                          trailing: Double(insets.trailing)))
    }
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> ModifiedView {
        modified(.frame(width: width.map(Double.init), height: height.map(Double.init), alignment: alignment))
    }
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> ModifiedView {
        modified(.flexibleFrame(minWidth: minWidth.map(Double.init), idealWidth: idealWidth.map(Double.init),
                                maxWidth: maxWidth.map(Double.init), minHeight: minHeight.map(Double.init),
                                idealHeight: idealHeight.map(Double.init), maxHeight: maxHeight.map(Double.init),
                                alignment: alignment))
    }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedView { modified(.offset(x: Double(x), y: Double(y))) }
    public func offset(_ offset: CGSize) -> ModifiedView { self.offset(x: offset.width, y: offset.height) }
    /// Turned about `anchor` (clockwise on screen for a positive angle), laid out as before it turned.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> ModifiedView {
        guard angle.radians.isFinite else { return ModifiedView(self) }
        return modified(.rotation(degrees: angle.degrees, anchorX: anchor.x, anchorY: anchor.y))
    }
    /// Drawn larger or smaller about `anchor`, laid out at its own size.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> ModifiedView {
        scaleEffect(x: scale, y: scale, anchor: anchor)
    }
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> ModifiedView {
        scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
    }
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ModifiedView {
        guard x.isFinite, y.isFinite else { return ModifiedView(self) }
        return modified(.scale(x: Double(x), y: Double(y), anchorX: anchor.x, anchorY: anchor.y))
    }
    /// The view's centre at a point of the space it is offered.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedView { modified(.position(x: Double(x), y: Double(y))) }
    public func position(_ point: CGPoint) -> ModifiedView { position(x: point.x, y: point.y) }

    // Painting.

    /// A fill behind the view, the size of the view.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedView {
        modified(.background(.shape(ViewShape(kind: .rectangle).filled(style)), .center))
    }
    /// A shape filled with `style` behind the view: `.background(.thinMaterial, in: Capsule())`.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> ModifiedView {
        var fill = ViewShape.of(shape)
        fill.fill = style.cssColor
        return modified(.background(.shape(fill), .center))
    }
    /// A shape filled with the background style behind the view: `.background(in: RoundedRectangle(cornerRadius: 8))`.
    public func background<T: Shape>(in shape: T) -> ModifiedView { background(BackgroundStyle(), in: shape) }
    /// A view behind this one, laid out in its frame.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> ModifiedView {
        ModifiedView(self, .background(content(), alignment))
    }
    /// A view behind this one, in SwiftUI's older form (`.background(Capsule().fill(.orange.opacity(0.2)))`).
    @_disfavoredOverload
    public func background<V: View>(_ view: V, alignment: Alignment = .center) -> ModifiedView {
        background(alignment: alignment) { view }
    }
    /// A view in front of this one, laid out in its frame.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> ModifiedView {
        ModifiedView(self, .overlay(content(), alignment))
    }
    /// A view over this one, in SwiftUI's older form (`.overlay(Circle().stroke(.blue, lineWidth: 2))`).
    public func overlay<V: View>(_ view: V, alignment: Alignment = .center) -> ModifiedView {
        overlay(alignment: alignment) { view }
    }
    public func overlay<S: ShapeStyle>(_ style: S) -> ModifiedView {
        modified(.overlay(.shape(ViewShape(kind: .rectangle, fill: style.cssColor)), .center))
    }
    /// A line inside the view's edge.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> ModifiedView {
        var edge = ViewShape(kind: .rectangle)
        edge.stroke = content.cssColor
        edge.lineWidth = Double(width)
        edge.insetStroke = true
        return modified(.overlay(.shape(edge), .center))
    }
    /// The view cut to a rounded rectangle.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> ModifiedView {
        modified(.clip(ViewShape(kind: .roundedRectangle, cornerRadius: Double(radius))))
    }
    public func clipShape<T: Shape>(_ shape: T, style: FillStyle = FillStyle()) -> ModifiedView { modified(.clip(ViewShape.of(shape))) }
    public func clipped(antialiased: Bool = false) -> ModifiedView { modified(.clip(ViewShape(kind: .rectangle))) }
    /// A soft copy of the view behind it, moved by `x` and `y`, in `color`.
    public func shadow(color: Color = .black.opacity(0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ModifiedView {
        modified(.shadow(color: color.cssColor, radius: Double(radius), x: Double(x), y: Double(y)))
    }
    public func opacity(_ opacity: Double) -> ModifiedView { modified(.opacity(opacity)) }
    /// Laid out, not drawn.
    public func hidden() -> ModifiedView { modified(.hidden) }

    // Text.

    public func lineLimit(_ number: Int?) -> ModifiedView { number.map { modified(.lineLimit($0)) } ?? ModifiedView(self) }
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> ModifiedView { modified(.lineLimit(limit)) }
    public func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedView {
        modified(.textAlignment(alignment == .leading ? .leading : alignment == .trailing ? .trailing : .center))
    }

    // What a static picture has no use for: compiles, and changes nothing that is drawn.
    public func fixedSize() -> Self { self }
    public func fixedSize(horizontal: Bool, vertical: Bool) -> Self { self }
    public func minimumScaleFactor(_ factor: CGFloat) -> Self { self }
    public func accessibilityLabel(_ label: String) -> Self { self }
    public func accessibilityHidden(_ hidden: Bool) -> Self { self }
    public func zIndex(_ value: Double) -> Self { self }
    public func contentTransition(_ transition: ContentTransition) -> Self { self }
    public func fontDesign(_ design: Font.Design?) -> Self { self }
    public func redacted(reason: RedactionReasons) -> Self { self }
    public func id<ID: Hashable>(_ id: ID) -> Self { self }
    public func layoutPriority(_ value: Double) -> Self { self }
    public func lineSpacing(_ lineSpacing: CGFloat) -> Self { self }
    public func truncationMode(_ mode: Text.TruncationMode) -> Self { self }
    public func allowsTightening(_ flag: Bool) -> Self { self }
    public func compositingGroup() -> Self { self }
    public func help(_ text: String) -> Self { self }
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> Self { self }
    public func scaledToFit() -> Self { self }
    public func scaledToFill() -> Self { self }
    public func aspectRatio(_ ratio: CGFloat? = nil, contentMode: Chart.ContentMode) -> Self { self }
    public func privacySensitive(_ sensitive: Bool = true) -> Self { self }
    public func textSelection<S>(_ selectability: S) -> Self { self }
    /// A blur: drawn sharp (DocC's differences name it), as a picture meant to be read should be.
    public func blur(radius: CGFloat, opaque: Bool = false) -> Self { self }
    /// Color adjustments of photographs: the view keeps its own colors, which the theme chose for contrast.
    public func brightness(_ amount: Double) -> Self { self }
    public func saturation(_ amount: Double) -> Self { self }
    public func contrast(_ amount: Double) -> Self { self }
    public func grayscale(_ amount: Double) -> Self { self }
    public func hueRotation(_ angle: Angle) -> Self { self }
}

/// Which safe areas a view reaches into, as SwiftUI's `SafeAreaRegions`: a picture has none.
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1), keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// An SF Symbol or a named image: a picture a server has no symbol font for, so it is left out (it takes
/// no space) and the text around it is drawn.
public struct Image: View, TreeView {
    public init(systemName: String) {}
    public init(_ name: String) {}
    public func resizable() -> Image { self }
    public func imageScale(_ scale: Scale) -> Image { self }
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
    func tree(in context: ViewContext) -> ViewTree { .empty }

    public enum Scale: Sendable, Hashable { case small, medium, large }
    public struct SymbolRenderingMode: Sendable, Hashable {
        let name: String
        public static let monochrome = SymbolRenderingMode(name: "monochrome"), hierarchical = SymbolRenderingMode(name: "hierarchical"),
                          multicolor = SymbolRenderingMode(name: "multicolor"), palette = SymbolRenderingMode(name: "palette")
    }
}

/// A title with an icon, as SwiftUI's `Label`: its title is the text drawn, an icon written as views
/// (`Label { Text(name) } icon: { Circle().fill(color) }`) is drawn before it as SwiftUI's label style
/// places it (an `Image` icon takes no space, as ``Image`` says).
public struct Label: View, TreeView {
    public typealias Body = Never
    let title: [any View]
    let icon: [any View]
    public init<S: StringProtocol>(_ title: S, systemImage: String) {
        self.title = [Text(String(title))]
        icon = []
    }
    public init<S: StringProtocol>(_ title: S, image: String) {
        self.title = [Text(String(title))]
        icon = []
    }
    /// As SwiftUI's `Label(title:icon:)`.
    public init(@ViewBuilder title: () -> ViewGroup, @ViewBuilder icon: () -> ViewGroup) {
        self.title = title().views
        self.icon = icon().views
    }
    func tree(in context: ViewContext) -> ViewTree {
        let title = ViewTree.children(self.title, in: context)
        let icon = ViewTree.children(self.icon, in: context).filter { $0 != .empty }
        let titleTree = title.count == 1 ? title[0] : .stack(ViewStack(axis: .horizontal, children: title))
        guard !icon.isEmpty else { return titleTree }
        return .stack(ViewStack(axis: .horizontal, spacing: 6, children: icon + [titleTree]))
    }
}

/// Space that grows along its stack, as SwiftUI's `Spacer`.
public struct Spacer: View, TreeView {
    let minLength: Double?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength.map(Double.init) }
    func tree(in context: ViewContext) -> ViewTree { .spacer(minLength: minLength) }
}

/// A thin line across its stack, as SwiftUI's `Divider`.
public struct Divider: View, TreeView {
    public init() {}
    func tree(in context: ViewContext) -> ViewTree { .divider }
}

/// A color as a view (`Color.clear`, `Color.blue.opacity(0.2)`): a rectangle of it, as large as it is offered.
extension Color: View, TreeView {
    func tree(in context: ViewContext) -> ViewTree { .shape(ViewShape(kind: .color, fill: css)) }
}

// Gradients as views (`.chartBackground { _ in LinearGradient(colors: [.blue, .clear], startPoint: .top,
// endPoint: .bottom) }`): a rectangle painted with the gradient, as large as it is offered.
extension LinearGradient: View, TreeView {
    func tree(in context: ViewContext) -> ViewTree { .shape(ViewShape(kind: .color).filled(self)) }
}
extension RadialGradient: View, TreeView {
    func tree(in context: ViewContext) -> ViewTree { .shape(ViewShape(kind: .color).filled(self)) }
}
extension EllipticalGradient: View, TreeView {
    func tree(in context: ViewContext) -> ViewTree { .shape(ViewShape(kind: .color).filled(self)) }
}

extension ViewShape {
    /// The side of the square an app's own shape is drawn in before it is stretched to its frame.
    static let ownShapeSide = 100.0

    /// The view shape a shape stands for: Plotline's shapes by kind, a `Path` by its steps in the view's own
    /// points, an app's own shape by its `path(in:)` of a square, stretched to the view's frame when drawn.
    static func of(_ shape: any Shape) -> ViewShape {
        switch shape {
        case is Circle: return ViewShape(kind: .circle)
        case is Ellipse: return ViewShape(kind: .ellipse)
        case is Rectangle: return ViewShape(kind: .rectangle)
        case let rounded as RoundedRectangle: return ViewShape(kind: .roundedRectangle, cornerRadius: rounded.cornerRadius)
        case is Capsule: return ViewShape(kind: .capsule)
        case let path as Path: return ViewShape(kind: .path, path: path.steps)
        default:
            let side = ownShapeSide
            var own = ViewShape(kind: .path, path: shape.path(in: CGRect(x: 0, y: 0, width: side, height: side)).steps)
            own.pathSide = side
            return own
        }
    }

    func filled(_ style: some ShapeStyle) -> ViewShape {
        var copy = self
        copy.fill = style.cssColor
        copy.gradient = MarkGradient(style)
        return copy
    }

    func stroked(_ style: (some ShapeStyle)?, width: Double, dash: [Double]? = nil, inset: Bool) -> ViewShape {
        var copy = self
        copy.stroke = style?.cssColor ?? "primary"
        copy.lineWidth = width
        copy.dash = dash.flatMap { $0.isEmpty ? nil : $0 }
        copy.insetStroke = inset ? true : nil
        return copy
    }
}

/// A shape filled or outlined, as SwiftUI's `Circle().fill(.blue)` or `RoundedRectangle(...).strokeBorder(.gray)`:
/// filled and outlined again where SwiftUI allows it (`.fill(.blue).stroke(.white)`).
public struct ShapeView: View, TreeView {
    /// The shape as written (a point's symbol is read from it).
    let source: any View
    let shape: ViewShape

    func tree(in context: ViewContext) -> ViewTree { .shape(shape) }

    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> ShapeView {
        ShapeView(source: source, shape: shape.filled(content))
    }
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> ShapeView {
        ShapeView(source: source, shape: shape.stroked(content, width: Double(lineWidth), inset: false))
    }
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> ShapeView {
        ShapeView(source: source, shape: shape.stroked(content, width: Double(style.lineWidth), dash: style.dash,
                                                       inset: false))
    }
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> ShapeView {
        ShapeView(source: source, shape: shape.stroked(content, width: Double(lineWidth), inset: true))
    }
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> ShapeView {
        ShapeView(source: source, shape: shape.stroked(content, width: Double(style.lineWidth), dash: style.dash, inset: true))
    }
}

extension Shape {
    private var styled: ShapeView { ShapeView(source: self, shape: ViewShape.of(self)) }
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> ShapeView { styled.fill(content) }
    public func fill(style: FillStyle = FillStyle()) -> ShapeView { self.styled }
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> ShapeView { styled.stroke(content, lineWidth: lineWidth) }
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> ShapeView { styled.stroke(content, style: style) }
    public func stroke(lineWidth: CGFloat = 1) -> ShapeView {
        ShapeView(source: self, shape: ViewShape.of(self).stroked(Optional<Color>.none, width: Double(lineWidth), inset: false))
    }
    public func stroke(style: StrokeStyle) -> ShapeView {
        ShapeView(source: self, shape: ViewShape.of(self).stroked(Optional<Color>.none, width: Double(style.lineWidth),
                                                                 dash: style.dash, inset: false))
    }
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> ShapeView {
        styled.strokeBorder(content, lineWidth: lineWidth)
    }
    public func strokeBorder(lineWidth: CGFloat = 1) -> ShapeView {
        ShapeView(source: self, shape: ViewShape.of(self).stroked(Optional<Color>.none, width: Double(lineWidth), inset: true))
    }
    /// An outline inside the edge with a whole stroke style (`strokeBorder(style: StrokeStyle(lineWidth: 2, dash: [3]))`).
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> ShapeView {
        ShapeView(source: self, shape: ViewShape.of(self).stroked(Optional<Color>.none, width: Double(style.lineWidth),
                                                                 dash: style.dash, inset: true))
    }
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> ShapeView {
        styled.strokeBorder(content, style: style)
    }
}

/// What an annotation's content is told about its mark, as Swift Charts' `AnnotationContext`. The content is
/// read once as the chart is built, before any layout, so the target's size is zero.
public struct AnnotationContext: Sendable {
    public var targetSize: CGSize = .zero
}

extension Mark {
    /// An annotation whose content reads its context: `.annotation(position: .top) { context in Text("Peak") }`.
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center,
                                    spacing: CGFloat? = nil,
                                    overflowResolution: AnnotationOverflowResolution = .automatic,
                                    @ViewBuilder content: (AnnotationContext) -> C) -> Self {
        annotation(position: position, alignment: alignment, spacing: spacing, overflowResolution: overflowResolution) {
            content(AnnotationContext())
        }
    }
}
