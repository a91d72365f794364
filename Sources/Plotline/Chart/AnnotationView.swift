import Foundation
import PlotlineScene

/// A SwiftUI view, as an annotation, a chart's overlay or background, or a symbol holds it: stacks
/// (`VStack`, `HStack`, `ZStack`), `Text`, shapes (`Rectangle`, `RoundedRectangle`, `Capsule`, `Circle`,
/// `Path`, a `Color`) and the modifiers that lay them out and paint them, and an app's own view with a `body`:
///
/// ```swift
/// struct PriceTag: View {
///     var price: Double
///     var body: some View {
///         Text(price, format: .currency(code: "USD")).padding(4).background(.blue.opacity(0.1), in: Capsule())
///     }
/// }
/// ```
///
/// Plotline measures the view with its text metrics and draws it into the chart's picture as SwiftUI lays it
/// out; DocC's "Differences from Swift Charts" names what it does not draw.
public protocol View: Sendable {
    /// The view this one is made of; Plotline's own views have none (`Never`).
    associatedtype Body: View = Never
    @ViewBuilder var body: Body { get }
    /// The view's text, as lines of runs.
    var annotationLines: [[AnnotationRun]] { get }
    /// How a stack of these lines is aligned and spaced, when the view is a stack.
    var annotationStack: (alignment: AnnotationLayout.LineAlignment, spacing: Double?)? { get }
}

extension View {
    public var annotationStack: (alignment: AnnotationLayout.LineAlignment, spacing: Double?)? { nil }
    public var annotationLines: [[AnnotationRun]] { ViewTree.of(self).annotationLines().lines }
}

extension View where Body == Never {
    /// Plotline's own views are drawn from their parts, not from a body.
    public var body: Never { fatalError("\(Self.self) is drawn from its parts and has no body") }
}

extension Never: View {
    /// Never made: both a view's and chart content's body.
    public var body: Never { return fatalError("Never has no body") }
    public var annotationLines: [[AnnotationRun]] { [] }
}

/// One run of styled text in an annotation.
public struct AnnotationRun: Sendable, Hashable {
    public var text: String
    public var style: AnnotationTextStyle
}

/// The look of one run of annotation text; nil fields take Plotline's annotation style (11 points, bold,
/// the mark's color where it reads as text).
public struct AnnotationTextStyle: Codable, Sendable, Hashable {
    /// Size in points.
    public var size: Double?
    /// Drawn bold (semibold and heavier) or regular (medium and lighter): the two weights Plotline's font has.
    public var bold: Bool?
    /// A CSS color, or a color that follows the theme ("secondary").
    public var color: String?

    public init(size: Double? = nil, bold: Bool? = nil, color: String? = nil) {
        self.size = size
        self.bold = bold
        self.color = color
    }
}

/// An annotation's view in a spec: the styles of its runs, line by line, and how its lines are aligned and
/// spaced; the text of each run is in the layer's `annotation` column (lines split by a line feed, runs by a
/// tab).
public struct AnnotationLayout: Codable, Sendable, Hashable {
    public enum LineAlignment: String, Codable, Sendable, CaseIterable { case leading, center, trailing }

    /// Each line's runs' styles.
    public var lines: [[AnnotationTextStyle]]
    /// How lines of different widths line up (a `VStack`'s alignment); center by default.
    public var lineAlignment: LineAlignment?
    /// Points between lines (a `VStack`'s spacing); 2 by default.
    public var lineSpacing: Double?
    /// Points between runs on a line (an `HStack`'s spacing); 4 by default.
    public var runSpacing: Double?
    /// How the block aligns at its position (`annotation(alignment:)`); center by default.
    public var alignment: Alignment?
    /// Points between the mark and the annotation (`annotation(spacing:)`); 4 by default.
    public var spacing: Double?
    /// The whole view, when it draws more than lines of text (a background in a capsule, a shape, padding):
    /// drawn as laid out, its text read from the channel by run.
    public var view: ViewTree?
    /// Whether the block may leave the plot area vertically (`overflowResolution: .init(y: .disabled)`): one
    /// above a mark at the plot area's top edge (a full-height rule) sits above the plot area, in room the
    /// layout leaves for it, rather than being pushed into it.
    public var overflowsVertically: Bool?

    public init(lines: [[AnnotationTextStyle]], lineAlignment: LineAlignment? = nil, lineSpacing: Double? = nil,
                runSpacing: Double? = nil, alignment: Alignment? = nil, spacing: Double? = nil, view: ViewTree? = nil) {
        self.view = view
        self.lines = lines
        self.lineAlignment = lineAlignment
        self.lineSpacing = lineSpacing
        self.runSpacing = runSpacing
        self.alignment = alignment
        self.spacing = spacing
    }

    /// The channel's text for `lines` of runs.
    static func text(_ lines: [[AnnotationRun]]) -> String {
        lines.map { $0.map { clean($0.text) }.joined(separator: "\t") }.joined(separator: "\n")
    }

    /// Text of one run with no line feed or tab of its own (they separate lines and runs).
    static func clean(_ text: String) -> String {
        text.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\t", with: " ")
            .replacingOccurrences(of: String(FurtherAnnotation.separator), with: " ")
    }

    /// The channel's text split back into lines of runs.
    static func split(_ text: String) -> [[String]] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        }
    }

    /// The annotation as words: lines joined by commas, runs by spaces ("Peak, 1,200 steps").
    static func words(_ text: String) -> String {
        text.split(separator: FurtherAnnotation.separator).map { oneWords(String($0)) }.filter { !$0.isEmpty }
            .joined(separator: "; ")
    }

    private static func oneWords(_ text: String) -> String {
        split(text).map { $0.filter { !$0.isEmpty }.joined(separator: " ") }.filter { !$0.isEmpty }
            .joined(separator: ", ")
    }
}

// MARK: SwiftUI's text views

/// A run of text, as SwiftUI's `Text`: `Text("Peak").font(.caption).foregroundStyle(.secondary)`.
public struct Text: View, Hashable, TreeView {
    public typealias Body = Never
    public var string: String
    var style = AnnotationTextStyle()

    /// Text of a string value (a literal is read as a `LocalizedStringKey`, as SwiftUI reads it).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { string = String(content) }
    /// Text taken as it is, with no formatting of what it interpolates.
    public init<S: StringProtocol>(verbatim content: S) { string = String(content) }

    public var annotationLines: [[AnnotationRun]] { [[AnnotationRun(text: string, style: style)]] }

    func tree(in context: ViewContext) -> ViewTree { .text(ViewText(string: string, style: style)) }

    private func with(_ change: (inout AnnotationTextStyle) -> Void) -> Text {
        var copy = self
        change(&copy.style)
        return copy
    }

    public func font(_ font: Font?) -> Text {
        with {
            $0.size = font?.size
            $0.bold = font.map { $0.weight.isBold }
        }
    }

    public func fontWeight(_ weight: Font.Weight?) -> Text { with { $0.bold = weight.map { $0.isBold } } }
    public func bold(_ isActive: Bool = true) -> Text { with { $0.bold = isActive } }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { with { $0.color = style.cssColor } }
    public func foregroundColor(_ color: Color?) -> Text { with { $0.color = color?.cssColor } }
}

/// SwiftUI's fonts by role, with the sizes of their default (large) content size.
public struct Font: Sendable, Hashable {
    public var size: Double
    public var weight: Weight

    public struct Weight: Sendable, Hashable {
        let value: Int
        public static let ultraLight = Weight(value: 100), thin = Weight(value: 200), light = Weight(value: 300),
                          regular = Weight(value: 400), medium = Weight(value: 500), semibold = Weight(value: 600),
                          bold = Weight(value: 700), heavy = Weight(value: 800), black = Weight(value: 900)
        var isBold: Bool { value >= 600 }
    }

    public enum Design: Sendable, Hashable { case `default`, serif, rounded, monospaced }

    public static let largeTitle = Font(size: 34, weight: .regular)
    public static let title = Font(size: 28, weight: .regular)
    public static let title2 = Font(size: 22, weight: .regular)
    public static let title3 = Font(size: 20, weight: .regular)
    public static let headline = Font(size: 17, weight: .semibold)
    public static let body = Font(size: 17, weight: .regular)
    public static let callout = Font(size: 16, weight: .regular)
    public static let subheadline = Font(size: 15, weight: .regular)
    public static let footnote = Font(size: 13, weight: .regular)
    public static let caption = Font(size: 12, weight: .regular)
    public static let caption2 = Font(size: 11, weight: .regular)

    /// A font of `size` points (the design is drawn in Plotline's one family).
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(size: Double(size), weight: weight ?? .regular)
    }

    public func weight(_ weight: Weight) -> Font { Font(size: size, weight: weight) }
    public func bold() -> Font { Font(size: size, weight: .bold) }
}

/// SwiftUI's horizontal alignment of a `VStack`'s lines.
public enum HorizontalAlignment: Sendable, Hashable { case leading, center, trailing }
/// SwiftUI's vertical alignment of an `HStack`'s runs (they share a baseline here).
public enum VerticalAlignment: Sendable, Hashable { case top, center, bottom, firstTextBaseline, lastTextBaseline }

extension HorizontalAlignment {
    var alignment: Alignment {
        switch self {
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        }
    }
}

extension VerticalAlignment {
    var alignment: Alignment {
        switch self {
        case .top, .firstTextBaseline: .top
        case .center: .center
        case .bottom, .lastTextBaseline: .bottom
        }
    }
}

/// Views one below the other, as SwiftUI's `VStack`: lines of text, or any views, aligned and spaced.
public struct VStack: View, TreeView {
    public typealias Body = Never
    let views: [any View]
    let alignment: HorizontalAlignment
    let spacing: Double?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> ViewGroup) {
        views = content().views
        self.alignment = alignment
        self.spacing = spacing.map(Double.init)
    }

    public var annotationStack: (alignment: AnnotationLayout.LineAlignment, spacing: Double?)? {
        let line: AnnotationLayout.LineAlignment = switch alignment {
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        }
        return (line, spacing)
    }

    func tree(in context: ViewContext) -> ViewTree {
        .stack(ViewStack(axis: .vertical, alignment: alignment.alignment, spacing: spacing,
                         children: ViewTree.children(views, in: context)))
    }
}

/// Views side by side, as SwiftUI's `HStack`: runs of text on one line, or any views.
public struct HStack: View, TreeView {
    public typealias Body = Never
    let views: [any View]
    let alignment: VerticalAlignment
    let spacing: Double?

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> ViewGroup) {
        views = content().views
        self.alignment = alignment
        self.spacing = spacing.map(Double.init)
    }

    func tree(in context: ViewContext) -> ViewTree {
        .stack(ViewStack(axis: .horizontal, alignment: alignment.alignment, spacing: spacing,
                         children: ViewTree.children(views, in: context)))
    }
}

/// Views one over the other, as SwiftUI's `ZStack`: the first at the back, each aligned in the largest.
public struct ZStack: View, TreeView {
    public typealias Body = Never
    let views: [any View]
    let alignment: Alignment

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> ViewGroup) {
        views = content().views
        self.alignment = alignment
    }

    func tree(in context: ViewContext) -> ViewTree {
        .stack(ViewStack(axis: .depth, alignment: alignment, children: ViewTree.children(views, in: context)))
    }
}

/// The views a `@ViewBuilder` block makes, in order.
public struct ViewGroup: View, TreeView {
    public typealias Body = Never
    let views: [any View]
    /// Made by an `if`, `if let` or `switch` branch that was taken.
    var isConditional = false
    public var annotationStack: (alignment: AnnotationLayout.LineAlignment, spacing: Double?)? {
        views.count == 1 ? views[0].annotationStack : nil
    }

    /// One view as itself; several as the lines of an annotation, one below the other.
    func tree(in context: ViewContext) -> ViewTree {
        let children = ViewTree.children(views, in: context)
        if children.count == 1 { return children[0] }
        if children.isEmpty { return .empty }
        return .stack(ViewStack(axis: .vertical, children: children))
    }
}

/// A view that draws nothing, as SwiftUI's `EmptyView`.
public struct EmptyView: View, TreeView {
    public typealias Body = Never
    public init() {}
    func tree(in context: ViewContext) -> ViewTree { .empty }
}

/// Builds views from `Text`, `VStack`, `HStack`, `if` and `for`, as SwiftUI's `ViewBuilder`.
@resultBuilder
public enum ViewBuilder {
    public static func buildExpression<V: View>(_ view: V) -> any View { view }
    public static func buildBlock(_ views: any View...) -> ViewGroup { ViewGroup(views: views) }
    public static func buildOptional(_ view: ViewGroup?) -> ViewGroup {
        view.map { ViewGroup(views: $0.views, isConditional: true) } ?? ViewGroup(views: [])
    }
    public static func buildEither(first view: ViewGroup) -> ViewGroup { ViewGroup(views: view.views, isConditional: true) }
    public static func buildEither(second view: ViewGroup) -> ViewGroup { ViewGroup(views: view.views, isConditional: true) }
    public static func buildArray(_ views: [ViewGroup]) -> ViewGroup { ViewGroup(views: views) }
    public static func buildLimitedAvailability(_ view: ViewGroup) -> ViewGroup { view }
}

// MARK: The modifier

/// How an annotation that would run past the chart is kept inside, as Swift Charts names it; Plotline
/// always fits an annotation inside the chart, and with `y: .disabled` lets one at the top of a mark that
/// reaches the plot area's top edge sit above the plot area (room is made for it).
public struct AnnotationOverflowResolution: Sendable, Hashable {
    public struct Strategy: Sendable, Hashable {
        let name: String
        public static let automatic = Strategy(name: "automatic"), disabled = Strategy(name: "disabled"),
                          fit = Strategy(name: "fit"), padScale = Strategy(name: "padScale")
        public static func fit(to boundary: Boundary) -> Strategy { Strategy(name: "fit") }
    }
    public struct Boundary: Sendable, Hashable {
        let name: String
        public static let chart = Boundary(name: "chart"), plot = Boundary(name: "plot"),
                          automatic = Boundary(name: "automatic")
    }
    public var x: Strategy
    public var y: Strategy
    public init(x: Strategy = .automatic, y: Strategy = .automatic) {
        self.x = x
        self.y = y
    }
    public static let automatic = AnnotationOverflowResolution()
}

extension Mark {
    /// An annotation written as a view, as in Swift Charts:
    ///
    /// ```swift
    /// BarMark(x: .value("Month", m.name), y: .value("Sales", m.sales))
    ///     .annotation(position: .top, alignment: .center, spacing: 2) {
    ///         VStack { Text("Best").font(.caption); Text("\(m.sales)").fontWeight(.bold) }
    ///     }
    /// ```
    ///
    /// The view is measured and drawn as SwiftUI lays it out: text with its size, weight (regular or bold)
    /// and color (a `Text` without a font takes Plotline's annotation style), stacks, shapes, padding,
    /// frames, backgrounds in a shape, clip shapes, opacity and shadows. It is kept inside the chart whatever
    /// `overflowResolution` says; with `y: .disabled` one above a mark at the plot area's top edge sits above
    /// the plot area (the selection popover over a full-height rule), which the layout makes room for.
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center,
                                    spacing: CGFloat? = nil,
                                    overflowResolution: AnnotationOverflowResolution = .automatic,
                                    @ViewBuilder content: () -> C) -> Self {
        let view = content()
        let tree = ViewTree.of(view).annotationLines()
        let lines = tree.lines
        let stack = view.annotationStack
        var layout = AnnotationLayout(
            lines: lines.map { $0.map(\.style) }, lineAlignment: stack?.alignment, lineSpacing: stack?.spacing,
            runSpacing: Self.hStackSpacing(view),
            alignment: alignment == .center ? nil : alignment, spacing: spacing.map(Double.init),
            view: tree.indexed.drawsMoreThanText ? tree.indexed : nil)
        if overflowResolution.y == .disabled { layout.overflowsVertically = true }
        return with { $0.addAnnotation(AnnotationLayout.text(lines), position: position, layout: layout) }
    }
}

extension Mark {
    /// The spacing of an annotation's `HStack` (written alone, first in the block, or under modifiers).
    static func hStackSpacing(_ view: any View) -> Double? {
        if let modified = view as? ModifiedView { return hStackSpacing(modified.innermost) }
        if let stack = view as? HStack { return stack.spacing }
        if let group = view as? ViewGroup, let first = group.views.first { return hStackSpacing(first) }
        return nil
    }
}

extension PlottableValue {
    /// A value labelled by a `Text` (`.value(Text("Sales"), m.sales)`): its words are the label.
    public static func value(_ label: Text, _ value: Value) -> PlottableValue { .value(label.string, value) }
}
