import Foundation
import PlotlineScene

/// The accessibility modifiers Swift Charts allows on any chart content: a mark, `Plot { }`, `ForEach`, a
/// custom `ChartContent` or a block a `@ChartContentBuilder` function returns.
///
/// ```swift
/// ForEach(days) { day in
///     BarMark(x: .value("Day", day.name), y: .value("Minutes", day.minutes))
///         .accessibilityLabel(day.name)
///         .accessibilityValue("\(day.minutes) minutes")
/// }
/// RuleMark(y: .value("Goal", 30)).accessibilityHidden(true)
/// ```
///
/// A label replaces the generated context of each mark's words ("Monday"), a value replaces its value
/// ("42 minutes"); both reach the descriptor, the page's table and its spoken words. A hidden mark is still
/// drawn but leaves the words, the descriptor and the sound (a goal line, a decoration). A modifier on a mark
/// wins over one on the group around it, an inner group's over an outer one's.
extension Mark {
    private func accessibility(_ channel: Channel, _ value: DataValue) -> Self {
        var copy = self
        copy.instance.channels[channel] = PlottedValue(label: channel.rawValue, value: value)
        return copy
    }

    /// Words that replace this mark's context in its accessibility label ("Goal day"); a literal is read as
    /// SwiftUI reads it (``LocalizedStringKey``).
    public func accessibilityLabel(_ key: LocalizedStringKey) -> Self { accessibility(.accessibilityLabel, .category(key.text)) }
    /// Words of a string value that replace this mark's context in its accessibility label.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> Self {
        accessibility(.accessibilityLabel, .category(String(label)))
    }
    /// A text's words that replace this mark's context in its accessibility label.
    public func accessibilityLabel(_ label: Text) -> Self { accessibility(.accessibilityLabel, .category(label.string)) }

    /// Words that replace this mark's value in its accessibility label ("over the goal").
    public func accessibilityValue(_ key: LocalizedStringKey) -> Self { accessibility(.accessibilityValue, .category(key.text)) }
    /// Words of a string value that replace this mark's value in its accessibility label.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> Self {
        accessibility(.accessibilityValue, .category(String(value)))
    }
    /// A text's words that replace this mark's value in its accessibility label.
    public func accessibilityValue(_ value: Text) -> Self { accessibility(.accessibilityValue, .category(value.string)) }

    /// Leaves this mark out of labels, the descriptor and the audio graph (a decoration); it is still drawn.
    public func accessibilityHidden(_ hidden: Bool = true) -> Self {
        accessibility(.accessibilityHidden, .number(hidden ? 1 : 0))
    }

}

extension ChartContent {
    private func accessibility(_ channel: Channel, _ value: DataValue) -> StyledChartContent {
        var content = StyledChartContent(content: self, style: MarkStyle(), interpolation: nil)
        content.channels = [channel: PlottedValue(label: channel.rawValue, value: value)]
        return content
    }

    /// Words that replace the context of every mark inside in its accessibility label.
    public func accessibilityLabel(_ key: LocalizedStringKey) -> StyledChartContent {
        accessibility(.accessibilityLabel, .category(key.text))
    }
    /// Words of a string value that replace the context of every mark inside in its accessibility label.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> StyledChartContent {
        accessibility(.accessibilityLabel, .category(String(label)))
    }
    /// A text's words that replace the context of every mark inside in its accessibility label.
    public func accessibilityLabel(_ label: Text) -> StyledChartContent {
        accessibility(.accessibilityLabel, .category(label.string))
    }

    /// Words that replace the value of every mark inside in its accessibility label.
    public func accessibilityValue(_ key: LocalizedStringKey) -> StyledChartContent {
        accessibility(.accessibilityValue, .category(key.text))
    }
    /// Words of a string value that replace the value of every mark inside in its accessibility label.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> StyledChartContent {
        accessibility(.accessibilityValue, .category(String(value)))
    }
    /// A text's words that replace the value of every mark inside in its accessibility label.
    public func accessibilityValue(_ value: Text) -> StyledChartContent {
        accessibility(.accessibilityValue, .category(value.string))
    }

    /// Leaves every mark inside out of labels, the descriptor and the audio graph; they are still drawn.
    public func accessibilityHidden(_ hidden: Bool = true) -> StyledChartContent {
        accessibility(.accessibilityHidden, .number(hidden ? 1 : 0))
    }

    /// Accepted as Swift Charts has it; a static picture has no element to identify.
    public func accessibilityIdentifier(_ identifier: String) -> Self { self }
}
