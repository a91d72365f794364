import Foundation
import PlotlineScene

/// The content closure of `AxisMarks { value in ... }`, kept to be read for each value the axis marks once
/// its ticks are known. Two rules are equal only when they are the same closure.
public struct AxisContentRule: Sendable, Equatable {
    let id = UUID()
    let content: @Sendable (AxisValue) -> any AxisContent

    public init(_ content: @escaping @Sendable (AxisValue) -> any AxisContent) { self.content = content }

    /// What the content draws for `value`.
    public func evaluate(_ value: AxisValue, context: AxisFormatContext) -> AxisTickContent {
        var result = AxisTickContent()
        // `Text(value, format:)` inside the content writes in the chart's locale, as SwiftUI's environment does.
        TextFormatting.$locale.withValue(context.locale) {
            TextFormatting.$calendar.withValue(context.calendar) {
                content(value).add(to: &result, value: value, context: context)
            }
        }
        return result
    }

    public static func == (a: AxisContentRule, b: AxisContentRule) -> Bool { a.id == b.id }
}
