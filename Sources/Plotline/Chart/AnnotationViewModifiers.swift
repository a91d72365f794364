import Foundation
import PlotlineScene

/// A view with SwiftUI modifiers applied, as an annotation's content writes them:
/// `VStack { ... }.font(.caption).foregroundStyle(.secondary).padding(4).background(.white)`. The text inside is
/// drawn; a font or a color given to the whole view styles the runs that have none of their own. What only
/// SwiftUI's layout draws (padding, a background, a frame, a shadow) compiles and leaves the text as it is.
public struct ModifiedView: View {
    let content: any View
    var size: Double?
    var bold: Bool?
    var color: String?

    init(_ content: any View) {
        if let modified = content as? ModifiedView { self = modified } else { self.content = content }
    }

    public var annotationLines: [[AnnotationRun]] {
        content.annotationLines.map { line in
            line.map { run in
                var run = run
                if run.style.size == nil { run.style.size = size }
                if run.style.bold == nil { run.style.bold = bold }
                if run.style.color == nil { run.style.color = color }
                return run
            }
        }
    }

    public var annotationStack: (alignment: AnnotationLayout.LineAlignment, spacing: Double?)? { content.annotationStack }

    /// The view the modifiers were written on (a stack's spacing is read from it).
    var innermost: any View { (content as? ModifiedView)?.innermost ?? content }

    func with(_ change: (inout ModifiedView) -> Void) -> ModifiedView {
        var copy = self
        change(&copy)
        return copy
    }
}

/// How lines of text align, as SwiftUI's `TextAlignment`.
public enum TextAlignment: Sendable, Hashable { case leading, center, trailing }

extension View {
    private var modified: ModifiedView { ModifiedView(self) }

    /// The font of every run without one of its own.
    public func font(_ font: Font?) -> ModifiedView {
        modified.with { $0.size = font?.size; $0.bold = font.map { $0.weight.isBold } }
    }
    public func fontWeight(_ weight: Font.Weight?) -> ModifiedView { modified.with { $0.bold = weight.map { $0.isBold } } }
    public func bold(_ isActive: Bool = true) -> ModifiedView { modified.with { $0.bold = isActive } }
    /// The color of every run without one of its own.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedView { modified.with { $0.color = style.cssColor } }
    public func foregroundColor(_ color: Color?) -> ModifiedView { modified.with { $0.color = color?.cssColor } }
    /// A primary and a secondary style, as SwiftUI's `foregroundStyle(_:_:)`: text takes the primary.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> ModifiedView {
        foregroundStyle(primary)
    }
    /// Three levels of style, as SwiftUI's `foregroundStyle(_:_:_:)`: text takes the primary.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2,
                                                                               _ tertiary: S3) -> ModifiedView {
        foregroundStyle(primary)
    }

    // What SwiftUI's layout draws around a view: compiles, and leaves the text as it is.
    public func padding(_ length: CGFloat) -> ModifiedView { modified }
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> ModifiedView { modified }
    public func padding(_ insets: EdgeInsets) -> ModifiedView { modified }
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedView { modified }
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> ModifiedView { modified }
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> ModifiedView { modified }
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> ModifiedView { modified }
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> ModifiedView { modified }
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> ModifiedView { modified }
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> ModifiedView { modified }
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> ModifiedView { modified }
    public func clipShape<T: Shape>(_ shape: T, style: FillStyle = FillStyle()) -> ModifiedView { modified }
    public func shadow(color: Color = .black.opacity(0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ModifiedView { modified }
    public func opacity(_ opacity: Double) -> ModifiedView { modified }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedView { modified }
    public func fixedSize() -> ModifiedView { modified }
    public func fixedSize(horizontal: Bool, vertical: Bool) -> ModifiedView { modified }
    public func lineLimit(_ number: Int?) -> ModifiedView { modified }
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> ModifiedView { modified }
    public func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedView { modified }
    public func minimumScaleFactor(_ factor: CGFloat) -> ModifiedView { modified }
    public func accessibilityLabel(_ label: String) -> ModifiedView { modified }
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedView { modified }
}

/// An SF Symbol or a named image: a picture a server has no symbol font for, so an annotation draws its text
/// without it.
public struct Image: View {
    public init(systemName: String) {}
    public init(_ name: String) {}
    public var annotationLines: [[AnnotationRun]] { [] }
    public func resizable() -> Image { self }
    public func imageScale(_ scale: Scale) -> Image { self }
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }

    public enum Scale: Sendable, Hashable { case small, medium, large }
    public struct SymbolRenderingMode: Sendable, Hashable {
        let name: String
        public static let monochrome = SymbolRenderingMode(name: "monochrome"), hierarchical = SymbolRenderingMode(name: "hierarchical"),
                          multicolor = SymbolRenderingMode(name: "multicolor"), palette = SymbolRenderingMode(name: "palette")
    }
}

/// A title with an icon, as SwiftUI's `Label`: its title is the text drawn.
public struct Label: View {
    let title: String
    public init<S: StringProtocol>(_ title: S, systemImage: String) { self.title = String(title) }
    public init<S: StringProtocol>(_ title: S, image: String) { self.title = String(title) }
    public var annotationLines: [[AnnotationRun]] { [[AnnotationRun(text: title, style: AnnotationTextStyle())]] }
}

/// Space between views in a stack: nothing to draw.
public struct Spacer: View {
    public init(minLength: CGFloat? = nil) {}
    public var annotationLines: [[AnnotationRun]] { [] }
}

/// A line between views in a stack: nothing to draw in an annotation's text.
public struct Divider: View {
    public init() {}
    public var annotationLines: [[AnnotationRun]] { [] }
}

/// A circle, as SwiftUI's `Circle`: a clip shape (a capsule of equal sides) and, in an annotation, a view
/// with no text.
public struct Circle: Shape {
    public init() {}
    public var markClip: (shape: MarkClipShape, cornerRadius: Double?) { (.capsule, nil) }
}

// Shapes written as views inside an annotation (`Circle().fill(.red).frame(width: 8, height: 8)`): no text.
extension Rectangle: View { public var annotationLines: [[AnnotationRun]] { [] } }
extension RoundedRectangle: View { public var annotationLines: [[AnnotationRun]] { [] } }
extension Capsule: View { public var annotationLines: [[AnnotationRun]] { [] } }
extension Circle: View { public var annotationLines: [[AnnotationRun]] { [] } }

extension Shape where Self: View {
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> ModifiedView { ModifiedView(self) }
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> ModifiedView { ModifiedView(self) }
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> ModifiedView { ModifiedView(self) }
    public func stroke(lineWidth: CGFloat = 1) -> ModifiedView { ModifiedView(self) }
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> ModifiedView { ModifiedView(self) }
    public func strokeBorder(lineWidth: CGFloat = 1) -> ModifiedView { ModifiedView(self) }
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
