import Foundation
import PlotlineScene

/// One value an axis marks, as Swift Charts hands it to `AxisMarks { value in ... }`: its place among the
/// axis's values (`index` of `count`) and the value itself, read with `value.as(Date.self)`.
public struct AxisValue: Sendable {
    /// The value: a number, a date (seconds since 1970) or a category.
    let dataValue: DataValue
    /// The value's place among the marked values, from 0.
    public let index: Int
    /// How many values the axis marks.
    public let count: Int

    public init(_ dataValue: DataValue, index: Int, count: Int) {
        self.dataValue = dataValue
        self.index = index
        self.count = count
    }

    /// The value as `type` (`Date`, `Double`, `Int`, `String`...), or nil when it is not one.
    public func `as`<T: Plottable>(_ type: T.Type) -> T? {
        T(dataValue: dataValue)
    }
}

/// What one axis value shows, once the content of `AxisMarks` has been read for it.
public struct AxisTickContent: Sendable, Equatable {
    public var grid = false
    public var tick = false
    /// The label, when the value has one; `nil` text means the axis's own label for the value.
    public var label: AxisTickLabel?

    public init(grid: Bool = false, tick: Bool = false, label: AxisTickLabel? = nil) {
        self.grid = grid
        self.tick = tick
        self.label = label
    }
}

/// A value's label: formatted text, or the axis's own label when `text` is nil; centred in the interval
/// from its value to the next (`AxisValueLabel(centered: true)`) rather than on its value.
public struct AxisTickLabel: Sendable, Equatable {
    public var text: String?
    public var centered: Bool
    /// The label's color as asked (a CSS color), its turn in degrees, and how it gives way to its neighbours:
    /// see ``Tick/labelColor``, ``Tick/labelTurn`` and ``Tick/labelCollision``.
    public var color: String? = nil
    public var turn: Double? = nil
    public var collision: TickLabelCollision = .automatic
    public init(text: String? = nil, centered: Bool = false) {
        self.text = text
        self.centered = centered
    }
}

/// Content of `AxisMarks`: grid lines, ticks and labels.
public protocol AxisContent: Sendable {
    /// Adds what this content draws for `value` to `content`; `locale` and `calendar` format labels.
    func add(to content: inout AxisTickContent, value: AxisValue, context: AxisFormatContext)
}

/// The locale and calendar (with its time zone) labels are formatted in.
public struct AxisFormatContext: Sendable {
    public var locale: Locale
    public var calendar: Calendar
}

/// A grid line across the plot area at the value.
public struct AxisGridLine: AxisContent {
    /// Swift Charts takes a `StrokeStyle` (`AxisGridLine(stroke: StrokeStyle(lineWidth: 0.5, dash: [2]))`);
    /// Plotline keeps its own thin light grid, so the stroke is accepted and not drawn differently (see the
    /// Swift API section of README.md).
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {}
    public func add(to content: inout AxisTickContent, value: AxisValue, context: AxisFormatContext) { content.grid = true }
    /// Accepted as Swift Charts has it (`AxisGridLine().foregroundStyle(.gray.opacity(0.3))`); the grid
    /// keeps the theme's color, which is checked for contrast against the background.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Self { self }
}

/// A short tick at the axis line.
public struct AxisTick: AxisContent {
    /// The length and stroke are accepted; Plotline draws its own short tick (see the Swift API section of README.md).
    public init(centered: Bool? = nil, length: Double? = nil, stroke: StrokeStyle? = nil) {}
    public func add(to content: inout AxisTickContent, value: AxisValue, context: AxisFormatContext) { content.tick = true }
    /// Accepted as Swift Charts has it; the tick keeps the theme's color.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Self { self }
}

/// The value's label: the axis's own, or formatted with a `FormatStyle` (`.dateTime.month(.abbreviated)`,
/// `.number.precision(.fractionLength(1))`, `.percent`) or a date pattern (`format: "MMM yyyy"`).
public struct AxisValueLabel: AxisContent {
    let format: (@Sendable (AxisValue, AxisFormatContext) -> String?)?
    /// Whether the label sits in the middle of the interval from its value to the next (a month's letter
    /// under the month's bar), as `centered: true` asks; on its value otherwise.
    var centered = false
    /// The color asked with `foregroundStyle` (a CSS color), the turn asked with `orientation:` or a text's
    /// `rotationEffect` (degrees), and how overlapping labels give way (`collisionResolution:`).
    var color: String?
    var turn: Double?
    var collision = TickLabelCollision.automatic

    /// The axis's own label for the value.
    public init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: Double? = nil,
                verticalSpacing: Double? = nil) {
        format = nil
        self.centered = centered ?? false
        turn = orientation.degrees
        collision = collisionResolution.collision
    }

    /// Fixed text for the value.
    public init<S: StringProtocol>(_ text: S) { self.init(fixed: String(text)) }

    /// Fixed text, or no label when the text is empty.
    init(fixed text: String, centered: Bool? = nil) {
        format = { _, _ in text }
        self.centered = centered ?? false
    }

    /// The value formatted by `format`, for values of the format's input type (dates for `.dateTime`,
    /// numbers for `.number` and `.percent`); other values keep the axis's label.
    public init<Format: FormatStyle & Sendable>(format: Format, centered: Bool? = nil, anchor: UnitPoint? = nil,
                                                multiLabelAlignment: Alignment? = nil,
                                                collisionResolution: AxisValueLabelCollisionResolution = .automatic,
                                                offsetsMarks: Bool? = nil,
                                                orientation: AxisValueLabelOrientation = .automatic,
                                                horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil)
    where Format.FormatOutput == String {
        self.centered = centered ?? false
        turn = orientation.degrees
        collision = collisionResolution.collision
        self.format = { value, context in
            switch value.dataValue {
            case .date(let seconds):
                if var style = format as? Date.FormatStyle {
                    style.timeZone = context.calendar.timeZone
                    style.calendar = context.calendar
                    style.locale = context.locale
                    return style.format(Date(timeIntervalSince1970: seconds))
                }
                guard let input = Date(timeIntervalSince1970: seconds) as? Format.FormatInput else { return nil }
                return format.locale(context.locale).format(input)
            case .number(let v):
                if let input = v as? Format.FormatInput { return format.locale(context.locale).format(input) }
                if v.isFinite, v == v.rounded(), abs(v) < 9e15, let input = Int(v) as? Format.FormatInput {
                    return format.locale(context.locale).format(input)
                }
                // A `Decimal` style (`Decimal.FormatStyle.Percent()`), the value as the decimal that prints
                // as the number does (0.1, not 0.1000000000000000055…).
                if v.isFinite, let decimal = Decimal(string: "\(v)", locale: Locale(identifier: "en_US_POSIX")),
                   let input = decimal as? Format.FormatInput {
                    return format.locale(context.locale).format(input)
                }
                return nil
            case .category(let name):
                guard let input = name as? Format.FormatInput else { return nil }
                return format.format(input)
            }
        }
    }

    /// Numbers as percentages (`.percent`); written out so the literal picks the `Double` style.
    public init(format: FloatingPointFormatStyle<Double>.Percent, centered: Bool? = nil, anchor: UnitPoint? = nil) {
        self.init(format: format, centered: centered, anchor: anchor, multiLabelAlignment: nil)
    }

    /// Numbers with a precision (`.number.precision(.fractionLength(1))`).
    public init(format: FloatingPointFormatStyle<Double>, centered: Bool? = nil, anchor: UnitPoint? = nil) {
        self.init(format: format, centered: centered, anchor: anchor, multiLabelAlignment: nil)
    }

    /// Dates (`.dateTime.month(.abbreviated)`), in the chart's locale and time zone.
    public init(format: Date.FormatStyle, centered: Bool? = nil, anchor: UnitPoint? = nil) {
        self.init(format: format, centered: centered, anchor: anchor, multiLabelAlignment: nil)
    }

    /// Dates formatted with a pattern (`"MMM d"`, `"yyyy"`), in the chart's locale and time zone.
    public init(format pattern: String, centered: Bool? = nil, anchor: UnitPoint? = nil) {
        self.centered = centered ?? false
        self.format = { value, context in AxisLabelFormat(date: pattern).text(value.dataValue, context: context) }
    }

    public func add(to content: inout AxisTickContent, value: AxisValue, context: AxisFormatContext) {
        let text = format?(value, context)
        // An empty text is a label with nothing to show: the value has none, as SwiftUI draws nothing there.
        guard text != "" else { content.label = nil; return }
        var label = AxisTickLabel(text: text, centered: centered)
        label.color = color
        label.turn = turn
        label.collision = collision
        content.label = label
    }

    /// The label in `style`'s color (`AxisValueLabel().foregroundStyle(value.as(Int.self)! > 5 ? .red : .gray)`),
    /// a gradient in its middle color; drawn where it reads as text on the background, as annotations are
    /// (see `AxisLabelColor`).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> AxisValueLabel {
        var copy = self
        copy.color = style.cssColor
        return copy
    }

    /// The label in `color`, as `foregroundStyle(_:)`; nil leaves the axis's own color.
    public func foregroundColor(_ color: Color?) -> AxisValueLabel {
        var copy = self
        copy.color = color?.cssColor
        return copy
    }
}

/// SwiftUI's alignments, for axis titles and multi-line labels.
public enum Alignment: String, Codable, Sendable, CaseIterable {
    case leading, center, trailing, top, bottom, topLeading, topTrailing, bottomLeading, bottomTrailing
}

/// How an axis's labels that would overlap are resolved, as Swift Charts' `AxisValueLabelCollisionResolution`:
/// `.automatic` keeps every k-th label from the first, `.greedy` keeps each label that does not touch the one
/// kept before it (at least `minimumSpacing` apart), `.disabled` draws them all; `.truncate` is drawn as
/// `.automatic`. Automatic tick values are first thinned to a coarser familiar step whatever the resolution.
public struct AxisValueLabelCollisionResolution: Sendable, Hashable {
    let collision: TickLabelCollision
    public static let automatic = Self(collision: .automatic), greedy = Self(collision: .greedy(minimumSpacing: 0)),
                      truncate = Self(collision: .automatic), disabled = Self(collision: .disabled)
    public static func greedy(priority: Double = 0, minimumSpacing: CGFloat = 0) -> Self {
        Self(collision: .greedy(minimumSpacing: Double(minimumSpacing)))
    }
}

/// How a value's label is turned, as Swift Charts' `AxisValueLabelOrientation`: `.vertical` reads top down
/// (turned 90° clockwise), `.verticalReversed` bottom up (90° counterclockwise); `.automatic` and
/// `.horizontal` leave the label level unless it does not fit (category labels).
public enum AxisValueLabelOrientation: Sendable {
    case automatic, horizontal, vertical, verticalReversed

    /// The turn in degrees clockwise on screen, as SVG and `rotationEffect` count it; nil for a level label.
    var degrees: Double? {
        switch self {
        case .automatic, .horizontal: nil
        case .vertical: 90
        case .verticalReversed: -90
        }
    }
}

/// A group of axis content, as the result builder makes it.
/// Nothing at the value, as Swift Charts' `EmptyAxisMark()` is written in a branch that marks some values
/// and leaves the others bare (`switch value.index { case 0: AxisGridLine() default: EmptyAxisMark() }`).
public struct EmptyAxisMark: AxisContent {
    public init() {}
    public func add(to content: inout AxisTickContent, value: AxisValue, context: AxisFormatContext) {}
}

public struct AxisContentGroup: AxisContent {
    let parts: [any AxisContent]
    public func add(to content: inout AxisTickContent, value: AxisValue, context: AxisFormatContext) {
        for part in parts { part.add(to: &content, value: value, context: context) }
    }
}

/// Builds the content of `AxisMarks { value in ... }`, with `if`, `if/else` and `for`.
@resultBuilder
public enum AxisContentBuilder {
    public static func buildExpression(_ content: some AxisContent) -> any AxisContent { content }
    public static func buildBlock(_ parts: any AxisContent...) -> any AxisContent { AxisContentGroup(parts: parts) }
    public static func buildOptional(_ part: (any AxisContent)?) -> any AxisContent { part ?? AxisContentGroup(parts: []) }
    public static func buildEither(first: any AxisContent) -> any AxisContent { first }
    public static func buildEither(second: any AxisContent) -> any AxisContent { second }
    public static func buildArray(_ parts: [any AxisContent]) -> any AxisContent { AxisContentGroup(parts: parts) }
    public static func buildLimitedAvailability(_ part: any AxisContent) -> any AxisContent { part }
}

/// Where `chartXAxisLabel(position:)` and `chartYAxisLabel(position:)` put an axis title, as Swift Charts
/// names the sides.
public enum AxisLabelPosition: String, Sendable, CaseIterable {
    case automatic, top, bottom, leading, trailing, topLeading, topTrailing, bottomLeading, bottomTrailing, overlay
}
