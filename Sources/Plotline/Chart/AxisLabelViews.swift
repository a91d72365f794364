import Foundation
import PlotlineScene

// Axis labels written as views, as Swift Charts lets them be written:
// `AxisValueLabel { if let d = value.as(Date.self) { Text(d, format: .dateTime.month()) } }`,
// `AxisMarks(format: .percent)`, `.chartYAxisLabel(position: .trailing) { Text("°C") }`.

extension AxisValueLabel {
    /// A label whose text is the view's, line by line as the view stacks it: a `VStack` of two `Text`s is a
    /// label of two lines (a month over its year), the runs of an `HStack` share a line. A view with no text
    /// (an `if let` that failed) leaves the value without a label, as SwiftUI draws nothing there. The text's
    /// color (`Text(name).foregroundStyle(.red)`, the first run's that has one) is the label's, and a turn of
    /// the text (`rotationEffect(.degrees(-45))`) turns the label; its font is not drawn: tick labels keep the
    /// axis's own type.
    public init<Content: View>(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                               collisionResolution: AxisValueLabelCollisionResolution = .automatic,
                               offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic,
                               horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                               @ViewBuilder content: () -> Content) {
        let tree = ViewTree.of(content())
        let runs = tree.annotationLines().lines
        let lines = runs.map { line in line.map(\.text).filter { !$0.isEmpty }.joined(separator: " ") }
        self.init(fixed: lines.filter { !$0.isEmpty }.joined(separator: "\n"), centered: centered)
        color = runs.lazy.flatMap { $0 }.compactMap(\.style.color).first
        turn = tree.labelTurn ?? orientation.degrees
        collision = collisionResolution.collision
    }

    /// Text of a literal, its interpolations written as SwiftUI writes them.
    public init(_ key: LocalizedStringKey, centered: Bool? = nil, anchor: UnitPoint? = nil) {
        self.init(fixed: key.text, centered: centered)
    }
}

extension AxisMarks {
    /// Grid lines, ticks and labels formatted by `format`, as `AxisMarks(format: .percent)` or
    /// `AxisMarks(format: .dateTime.year())`: every value gets the three, its label in the format.
    public init<Format: FormatStyle & Sendable>(format: Format, preset: AxisMarkPreset = .automatic,
                                                position: AxisPosition = .automatic,
                                                values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil)
    where Format.FormatOutput == String {
        self.init(formatted: format, preset: preset, position: position, values: values)
    }

    private init<Format: FormatStyle & Sendable>(formatted format: Format, preset: AxisMarkPreset, position: AxisPosition,
                                                 values: AxisMarkValues) where Format.FormatOutput == String {
        self.init(preset: preset, position: position, values: values) { _ in
            AxisGridLine()
            AxisTick()
            AxisValueLabel(format: format)
        }
    }

    /// Numbers as percentages (`AxisMarks(format: .percent)`); written out so the literal picks the `Double` style.
    public init(format: FloatingPointFormatStyle<Double>.Percent, preset: AxisMarkPreset = .automatic,
                position: AxisPosition = .automatic, values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil) {
        self.init(formatted: format, preset: preset, position: position, values: values)
    }

    /// Amounts of money (`AxisMarks(format: .currency(code: "USD"))`); written out so the member picks the
    /// `Double` style.
    public init(format: FloatingPointFormatStyle<Double>.Currency, preset: AxisMarkPreset = .automatic,
                position: AxisPosition = .automatic, values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil) {
        self.init(formatted: format, preset: preset, position: position, values: values)
    }

    /// Numbers in a precision or notation (`AxisMarks(format: .number.notation(.compactName))`).
    public init(format: FloatingPointFormatStyle<Double>, preset: AxisMarkPreset = .automatic,
                position: AxisPosition = .automatic, values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil) {
        self.init(formatted: format, preset: preset, position: position, values: values)
    }

    /// Dates (`AxisMarks(format: .dateTime.month(.abbreviated))`), in the chart's locale and time zone.
    public init(format: Date.FormatStyle, preset: AxisMarkPreset = .automatic, position: AxisPosition = .automatic,
                values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil) {
        self.init(formatted: format, preset: preset, position: position, values: values)
    }
}

extension AxisMarks {
    // The same, at exactly the values given (`AxisMarks(format: .percent, values: [0, 0.5, 1])`).

    public init<Format: FormatStyle & Sendable, Value: Plottable>(format: Format, preset: AxisMarkPreset = .automatic,
                                                                  position: AxisPosition = .automatic, values: [Value],
                                                                  stroke: StrokeStyle? = nil)
    where Format.FormatOutput == String {
        self.init(formatted: format, preset: preset, position: position, values: .values(values))
    }

    public init<Value: Plottable>(format: FloatingPointFormatStyle<Double>.Percent, preset: AxisMarkPreset = .automatic,
                                  position: AxisPosition = .automatic, values: [Value], stroke: StrokeStyle? = nil) {
        self.init(formatted: format, preset: preset, position: position, values: .values(values))
    }

    public init<Value: Plottable>(format: FloatingPointFormatStyle<Double>.Currency, preset: AxisMarkPreset = .automatic,
                                  position: AxisPosition = .automatic, values: [Value], stroke: StrokeStyle? = nil) {
        self.init(formatted: format, preset: preset, position: position, values: .values(values))
    }

    public init<Value: Plottable>(format: FloatingPointFormatStyle<Double>, preset: AxisMarkPreset = .automatic,
                                  position: AxisPosition = .automatic, values: [Value], stroke: StrokeStyle? = nil) {
        self.init(formatted: format, preset: preset, position: position, values: .values(values))
    }

    public init<Value: Plottable>(format: Date.FormatStyle, preset: AxisMarkPreset = .automatic,
                                  position: AxisPosition = .automatic, values: [Value], stroke: StrokeStyle? = nil) {
        self.init(formatted: format, preset: preset, position: position, values: .values(values))
    }
}

extension Chart {
    /// The x axis's title written as a view (`{ Text("Width (cm)") }`): the view's text, runs joined by spaces,
    /// each line of a stack (`VStack { Text("Day"); Text("local time").font(.caption) }`) drawn as a line of its
    /// own, one below the other, as SwiftUI lays the view out.
    public func chartXAxisLabel<C: View>(position: AxisLabelPosition = .automatic, alignment: Alignment? = nil,
                                         spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> Chart {
        chartXAxisLabel(Self.title(of: content()), position: position, alignment: alignment, spacing: spacing.map(Double.init))
    }

    /// The y axis's title written as a view (`{ Text("°C") }`): the view's text, runs joined by spaces, each
    /// line of a stack drawn as a line of its own.
    public func chartYAxisLabel<C: View>(position: AxisLabelPosition = .automatic, alignment: Alignment? = nil,
                                         spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> Chart {
        chartYAxisLabel(Self.title(of: content()), position: position, alignment: alignment, spacing: spacing.map(Double.init))
    }

    /// The x axis's title from a literal, its interpolations written as SwiftUI writes them.
    public func chartXAxisLabel(_ key: LocalizedStringKey, position: AxisLabelPosition = .automatic,
                                alignment: Alignment? = nil, spacing: CGFloat? = nil) -> Chart {
        chartXAxisLabel(key.text, position: position, alignment: alignment, spacing: spacing.map(Double.init))
    }

    /// The y axis's title from a literal, its interpolations written as SwiftUI writes them.
    public func chartYAxisLabel(_ key: LocalizedStringKey, position: AxisLabelPosition = .automatic,
                                alignment: Alignment? = nil, spacing: CGFloat? = nil) -> Chart {
        chartYAxisLabel(key.text, position: position, alignment: alignment, spacing: spacing.map(Double.init))
    }

    /// The view's text as a title: its lines separated by line feeds (see ``ResolvedAxis/titleLines``).
    private static func title(of view: some View) -> String {
        view.annotationLines.map { line in line.map(\.text).filter { !$0.isEmpty }.joined(separator: " ") }
            .filter { !$0.isEmpty }.joined(separator: "\n")
    }
}

extension ViewTree {
    /// The turn of a label written as a view (`Text(name).rotationEffect(.degrees(-45))`): the first
    /// `rotationEffect` in it, in degrees clockwise, brought within -90 to 90 (a label turned half a circle
    /// lies along the same line, read the other way); nil when it is not turned.
    var labelTurn: Double? {
        switch self {
        case .text, .shape, .spacer, .divider, .empty, .geometryReader: return nil
        case .stack(let stack): return stack.children.lazy.compactMap(\.labelTurn).first
        case .modified(let content, let modifier):
            if case .rotation(let degrees, _, _) = modifier, degrees.isFinite {
                var turn = degrees.truncatingRemainder(dividingBy: 180)
                if turn > 90 { turn -= 180 }
                if turn < -90 { turn += 180 }
                return turn == 0 ? nil : turn
            }
            return content.labelTurn
        }
    }
}

/// The modifiers Swift Charts has on every axis mark (`AxisValueLabel().font(.caption2).foregroundStyle(.gray)`,
/// `.offset(x: 4)`): accepted; the labels keep the theme's type and contrast-checked color, and sit where
/// Plotline's label fitting puts them.
extension AxisContent {
    public func font(_ font: Font?) -> Self { self }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Self { self }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> Self { self }
    public func offset(_ size: CGSize) -> Self { self }
}
