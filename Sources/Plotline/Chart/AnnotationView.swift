import Foundation
import PlotlineScene

/// What an annotation written as a view draws, as SwiftUI would lay it out: lines of text (a `VStack`),
/// each of one or more runs side by side (an `HStack`), every run with its own size, weight and color.
///
/// Swift Charts draws any SwiftUI view there; Plotline draws the text of `Text`, `VStack` and `HStack`
/// with their fonts and colors, which is what annotations in charts hold.
public protocol View: Sendable {
    /// The view's text, as lines of runs.
    var annotationLines: [[AnnotationRun]] { get }
    /// How a stack of these lines is aligned and spaced, when the view is a stack.
    var annotationStack: (alignment: AnnotationLayout.LineAlignment, spacing: Double?)? { get }
}

extension View {
    public var annotationStack: (alignment: AnnotationLayout.LineAlignment, spacing: Double?)? { nil }
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

    public init(lines: [[AnnotationTextStyle]], lineAlignment: LineAlignment? = nil, lineSpacing: Double? = nil,
                runSpacing: Double? = nil, alignment: Alignment? = nil, spacing: Double? = nil) {
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
    }

    /// The channel's text split back into lines of runs.
    static func split(_ text: String) -> [[String]] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        }
    }

    /// The annotation as words: lines joined by commas, runs by spaces ("Peak, 1,200 steps").
    static func words(_ text: String) -> String {
        split(text).map { $0.filter { !$0.isEmpty }.joined(separator: " ") }.filter { !$0.isEmpty }
            .joined(separator: ", ")
    }
}

// MARK: SwiftUI's text views

/// A run of text, as SwiftUI's `Text`: `Text("Peak").font(.caption).foregroundStyle(.secondary)`.
public struct Text: View, Hashable {
    public var string: String
    var style = AnnotationTextStyle()

    /// Text of a string value (a literal is read as a `LocalizedStringKey`, as SwiftUI reads it).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { string = String(content) }
    /// Text taken as it is, with no formatting of what it interpolates.
    public init<S: StringProtocol>(verbatim content: S) { string = String(content) }

    public var annotationLines: [[AnnotationRun]] { [[AnnotationRun(text: string, style: style)]] }

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

/// Lines of text one below the other, as SwiftUI's `VStack`.
public struct VStack: View {
    let lines: [[AnnotationRun]]
    let alignment: HorizontalAlignment
    let spacing: Double?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> ViewGroup) {
        lines = content().views.flatMap(\.annotationLines)
        self.alignment = alignment
        self.spacing = spacing.map(Double.init)
    }

    public var annotationLines: [[AnnotationRun]] { lines }
    public var annotationStack: (alignment: AnnotationLayout.LineAlignment, spacing: Double?)? {
        let line: AnnotationLayout.LineAlignment = switch alignment {
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        }
        return (line, spacing)
    }
}

/// Runs of text side by side on one line, as SwiftUI's `HStack` (a stack inside it is read line by line).
public struct HStack: View {
    let runs: [AnnotationRun]
    let spacing: Double?

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> ViewGroup) {
        runs = content().views.flatMap { $0.annotationLines.flatMap { $0 } }
        self.spacing = spacing.map(Double.init)
    }

    public var annotationLines: [[AnnotationRun]] { [runs] }
}

/// The views a `@ViewBuilder` block makes, in order.
public struct ViewGroup: View {
    let views: [any View]
    public var annotationLines: [[AnnotationRun]] { views.flatMap(\.annotationLines) }
    public var annotationStack: (alignment: AnnotationLayout.LineAlignment, spacing: Double?)? {
        views.count == 1 ? views[0].annotationStack : nil
    }
}

/// Builds views from `Text`, `VStack`, `HStack`, `if` and `for`, as SwiftUI's `ViewBuilder`.
@resultBuilder
public enum ViewBuilder {
    public static func buildExpression<V: View>(_ view: V) -> any View { view }
    public static func buildBlock(_ views: any View...) -> ViewGroup { ViewGroup(views: views) }
    public static func buildOptional(_ view: ViewGroup?) -> ViewGroup { view ?? ViewGroup(views: []) }
    public static func buildEither(first view: ViewGroup) -> ViewGroup { view }
    public static func buildEither(second view: ViewGroup) -> ViewGroup { view }
    public static func buildArray(_ views: [ViewGroup]) -> ViewGroup { ViewGroup(views: views) }
    public static func buildLimitedAvailability(_ view: ViewGroup) -> ViewGroup { view }
}

// MARK: The modifier

/// How an annotation that would run past the chart is kept inside, as Swift Charts names it; Plotline
/// always fits an annotation inside the chart, so every strategy draws the same.
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
    /// The text of `Text`, `VStack` and `HStack` is drawn with its size, weight (regular or bold) and color;
    /// a `Text` without a font takes Plotline's annotation style. It is kept inside the chart whatever
    /// `overflowResolution` says.
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center,
                                    spacing: CGFloat? = nil,
                                    overflowResolution: AnnotationOverflowResolution = .automatic,
                                    @ViewBuilder content: () -> C) -> Self {
        let view = content()
        let lines = view.annotationLines.filter { !$0.isEmpty }
        var copy = self
        copy.instance.channels[.annotation] = PlottedValue(label: "annotation",
                                                           value: .category(AnnotationLayout.text(lines)))
        copy.instance.style.annotationPosition = position
        let stack = view.annotationStack
        copy.instance.style.annotationLayout = AnnotationLayout(
            lines: lines.map { $0.map(\.style) }, lineAlignment: stack?.alignment, lineSpacing: stack?.spacing,
            runSpacing: Self.hStackSpacing(view),
            alignment: alignment == .center ? nil : alignment, spacing: spacing.map(Double.init))
        return copy
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
