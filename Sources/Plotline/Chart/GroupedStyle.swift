import Foundation
import PlotlineScene

/// Content with a style for every mark inside, as Swift Charts applies a modifier written on `ForEach`:
/// a mark's own modifier wins over its group's, an inner group's over an outer one's.
public struct StyledChartContent: ChartContent {
    let content: any ChartContent
    let style: MarkStyle
    let interpolation: InterpolationMethod?
    /// Channels given to every mark inside that has none of its own (`Plot { }.foregroundStyle(by:)`).
    var channels: [Channel: PlottedValue] = [:]

    public func collect(into collector: inout ContentCollector, path: ContentPath) {
        collector.groupStyles.append((style, interpolation, channels))
        content.collect(into: &collector, path: path)
        collector.groupStyles.removeLast()
    }
}

/// Grouped content (`ForEach`, `Plot { }`, a styled block). The style modifiers Swift Charts allows on a
/// group of marks are on every ``ChartContent`` (a mark's own, returning the mark, win on a mark), so that
/// they follow the app's own content and the `some ChartContent` a builder function returns too.
public protocol GroupStylable: ChartContent {}

extension ForEach: GroupStylable {}
extension StyledChartContent: GroupStylable {}

extension ChartContent {
    func styled(_ change: (inout MarkStyle) -> Void, interpolation: InterpolationMethod? = nil) -> StyledChartContent {
        var style = MarkStyle()
        change(&style)
        return StyledChartContent(content: self, style: style, interpolation: interpolation)
    }

    /// One style for every mark inside (`.blue`, `.red.opacity(0.5)`, a gradient).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> StyledChartContent {
        styled {
            $0.color = style.cssColor
            $0.gradient = MarkGradient(style)
        }
    }

    /// One CSS color for every mark inside.
    public func foregroundStyle(_ color: String) -> StyledChartContent { styled { $0.color = color } }

    /// How every line or rule inside is stroked.
    public func lineStyle(_ stroke: StrokeStyle) -> StyledChartContent { styled { stroke.apply(to: &$0) } }

    /// One symbol shape for every point inside.
    public func symbol(_ shape: SymbolShape) -> StyledChartContent { styled { $0.symbol = shape } }

    /// The area of every point's symbol inside, in square points.
    public func symbolSize(_ area: Double) -> StyledChartContent { styled { $0.symbolSize = area } }

    /// The box of every point's symbol inside, in points.
    public func symbolSize(_ size: CGSize) -> StyledChartContent {
        styled {
            $0.symbolWidth = Double(size.width)
            $0.symbolHeight = Double(size.height)
        }
    }

    /// 0 (invisible) to 1 (opaque), for every mark inside.
    public func opacity(_ opacity: Double) -> StyledChartContent { styled { $0.opacity = opacity } }

    /// How every line or area inside passes between its points.
    public func interpolationMethod(_ method: InterpolationMethod) -> StyledChartContent {
        styled({ _ in }, interpolation: method)
    }
}
