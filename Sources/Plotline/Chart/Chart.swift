import Foundation
import PlotlineScene

/// A chart, declared as in Swift Charts:
///
/// ```swift
/// let chart = Chart(days) { day in
///     BarMark(x: .value("Day", day.date, unit: .day), y: .value("Steps", day.steps))
/// }
/// .chartTitle("Steps", subtitle: "Daily average 8,241 steps in August")
/// .chartYScale(domain: 0...20_000)
/// ```
///
/// A chart is a value: modifiers return a changed copy. Its ``spec`` is the same model a JSON spec file
/// holds; ``resolve(baseDirectory:)`` turns it into scales, ticks and series.
public struct Chart: Sendable {
    public var spec: ChartSpec
    /// A problem found while collecting marks, reported when the chart is resolved or drawn.
    var problem: PlotlineError?
    /// The author's change to the derived chart descriptor.
    var descriptorOverride: (@Sendable (ChartDescriptor) -> ChartDescriptor)?
    /// Content with a function plot that has no domain of its own, sampled again over the chart's x domain.
    var pendingFunctions: PendingFunctions?
    /// Views drawn over and under the chart (`chartOverlay`, `chartBackground`), made when it is drawn.
    var overlays: [ChartOverlay] = []
    /// The chart view's own background and clip shape (`.background(...)`, `.clipShape(...)` on the chart).
    var surface: ChartViewSurface? = nil
    /// The legend the author wrote as a view (`chartLegend { HStack { ... } }`), drawn in place of the key.
    var legendView: ViewTree? = nil
    /// Views behind the plot area's grid and marks (`chartPlotStyle { $0.background { ... } }`).
    var plotBackgroundViews: [PlacedView] = []

    /// A chart of marks, one set per element of `data`.
    public init<Data: Sequence, Content: ChartContent>(
        _ data: Data, @ChartContentBuilder content: (Data.Element) -> Content
    ) {
        self.init(content: ForEach(data, content: content))
    }

    /// As in Swift Charts, for data that is not `Identifiable`; marks keep the data's order.
    public init<Data: Sequence, ID: Hashable, Content: ChartContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: (Data.Element) -> Content
    ) {
        self.init(content: ForEach(data, content: content))
    }

    /// A chart of the marks in `content` (use `ForEach` inside for data).
    public init<Content: ChartContent>(@ChartContentBuilder content: () -> Content) {
        self.init(content: content())
    }

    /// A chart from a spec, as read from JSON.
    public init(spec: ChartSpec) {
        self.spec = spec
        self.problem = nil
    }

    private init(content: some ChartContent) {
        var collector = ContentCollector()
        content.collect(into: &collector, path: ContentPath())
        do {
            spec = ChartSpec(marks: try collector.markSpecs())
            problem = nil
        } catch {
            spec = ChartSpec()
            problem = error
        }
        if collector.hasFunctionWithoutDomain { pendingFunctions = PendingFunctions(content: content, problem: problem) }
    }

    func with(_ change: (inout ChartSpec) -> Void) -> Chart {
        var copy = self
        change(&copy.spec)
        return copy.resamplingFunctions(before: spec)
    }

    // MARK: Descriptive content (D1, D2, A4)

    /// A title that says what the chart is for, and a subtitle, often the main message (D2).
    public func chartTitle(_ title: String, subtitle: String? = nil) -> Chart {
        with {
            $0.title = title
            $0.subtitle = subtitle
        }
    }

    // MARK: Scales (X1, X2)

    /// A fixed domain (`0...100`, a date range, the categories in order) or `.automatic(includesZero:)`,
    /// and optionally the scale's type.
    public func chartXScale(domain: some ScaleDomain, type: ScaleType? = nil) -> Chart {
        with { spec in
            var scale = spec.xScale ?? ScaleSpec()
            domain.apply(to: &scale)
            if let type { scale.type = type }
            spec.xScale = scale
        }
    }

    public func chartYScale(domain: some ScaleDomain, type: ScaleType? = nil) -> Chart {
        with { spec in
            var scale = spec.yScale ?? ScaleSpec()
            domain.apply(to: &scale)
            if let type { scale.type = type }
            spec.yScale = scale
        }
    }

    public func chartXScale(type: ScaleType) -> Chart {
        with { $0.xScale = ($0.xScale ?? ScaleSpec()).with(type: type) }
    }

    public func chartYScale(type: ScaleType) -> Chart {
        with { $0.yScale = ($0.yScale ?? ScaleSpec()).with(type: type) }
    }

    // MARK: Axes (A3, X3, X4, B8)

    public func chartXAxis(_ visibility: Visibility) -> Chart {
        with { $0.xAxis = ($0.xAxis ?? AxisSpec()).with(hidden: visibility == .hidden) }
    }

    public func chartYAxis(_ visibility: Visibility) -> Chart {
        with { $0.yAxis = ($0.yAxis ?? AxisSpec()).with(hidden: visibility == .hidden) }
    }

    /// Axis marks: `.chartXAxis { AxisMarks(values: .stride(by: .month)) }`.
    public func chartXAxis(@AxisMarksBuilder content: () -> [AxisMarks]) -> Chart {
        axisMarks(content(), \.xAxis, name: "chartXAxis")
    }

    /// Axis marks: `.chartYAxis { AxisMarks(position: .leading) }`.
    public func chartYAxis(@AxisMarksBuilder content: () -> [AxisMarks]) -> Chart {
        axisMarks(content(), \.yAxis, name: "chartYAxis")
    }

    private func axisMarks(_ marks: [AxisMarks], _ key: WritableKeyPath<ChartSpec, AxisSpec?>, name: String) -> Chart {
        with { spec in
            var axis = spec[keyPath: key] ?? AxisSpec()
            marks.first?.apply(to: &axis)
            if marks.isEmpty { axis.hidden = true }
            // Each further AxisMarks is a set of marks of its own on the same axis (its side, values, look).
            axis.additionalMarks = marks.count > 1 ? marks.dropFirst().map { more in
                var extra = AxisSpec()
                more.apply(to: &extra)
                return extra
            } : nil
            spec[keyPath: key] = axis
        }
    }

    /// A title for the x axis other than the channel's label, aligned along the axis (`.leading`,
    /// `.center`, `.trailing`). The title sits with the axis, above the plot for an axis at the top
    /// (`AxisMarks(position: .top)`) and below it otherwise, as Swift Charts puts it; `position` `.top`,
    /// `.topLeading` or `.topTrailing` puts it above the plot, `.bottom`, `.bottomLeading` or
    /// `.bottomTrailing` below, and `.leading` or `.trailing` sets where along its row.
    public func chartXAxisLabel(_ title: String, position: AxisLabelPosition = .automatic,
                                alignment: Alignment? = nil, spacing: Double? = nil) -> Chart {
        let side: AxisPosition? = switch position {
        case .top, .topLeading, .topTrailing: .top
        case .bottom, .bottomLeading, .bottomTrailing: .bottom
        default: nil
        }
        // The side decides the row; along it, a corner's end is taken as for a title on its natural row.
        let along: AxisLabelPosition = switch position {
        case .top: .bottom
        case .topLeading: .bottomLeading
        case .topTrailing: .bottomTrailing
        default: position
        }
        var chart = axisLabel(title, \.xAxis, position: along, natural: .bottom, alignment: alignment, name: "chartXAxisLabel")
        if let side { chart.spec.xAxis?.titleSide = side }
        return chart
    }

    /// A title for the y axis other than the channel's label, above the plot area, aligned along it.
    public func chartYAxisLabel(_ title: String, position: AxisLabelPosition = .automatic,
                                alignment: Alignment? = nil, spacing: Double? = nil) -> Chart {
        axisLabel(title, \.yAxis, position: position, natural: .top, alignment: alignment, name: "chartYAxisLabel")
    }

    /// The title on its axis's own row: a position along that row (`.leading`, `.trailing`, or a corner on
    /// that side) sets where it sits, as an alignment does; a title is never turned on its side, so a y title
    /// at `.trailing` is written across the top at the trailing end. A position on another row is reported.
    private func axisLabel(_ title: String, _ key: WritableKeyPath<ChartSpec, AxisSpec?>, position: AxisLabelPosition,
                           natural: AxisLabelPosition, alignment: Alignment?, name: String) -> Chart {
        let top = natural == .top
        let along: AxisTitleAlignment?? = switch position {
        case .automatic: .some(nil)
        case .top: top ? .some(nil) : nil
        case .bottom: top ? nil : .some(nil)
        case .leading: .some(.leading)
        case .trailing: .some(.trailing)
        case .topLeading: top ? .some(.leading) : nil
        case .topTrailing: top ? .some(.trailing) : nil
        case .bottomLeading: top ? nil : .some(.leading)
        case .bottomTrailing: top ? nil : .some(.trailing)
        case .overlay: nil
        }
        var copy = with { spec in
            // Labelled again at the other end of the row (`.leading`, then `.trailing`): both are drawn.
            let before = spec[keyPath: key]
            let side: AxisTitleAlignment? = switch alignment {
            case .leading?, .topLeading?, .bottomLeading?: .leading
            case .trailing?, .topTrailing?, .bottomTrailing?: .trailing
            case nil: along ?? nil
            default: nil
            }
            if var axis = before, let first = axis.title, first != title, let firstSide = axis.titleAlignment,
               let side, Set([firstSide, side]) == [.leading, .trailing] {
                axis.title = side == .leading ? title : first
                axis.endTitle = side == .leading ? first : title
                axis.titleAlignment = .leading
                spec[keyPath: key] = axis
                return
            }
            var axis = (before ?? AxisSpec()).with(title: title)
            axis.endTitle = nil
            switch alignment {
            case .leading?, .topLeading?, .bottomLeading?: axis.titleAlignment = .leading
            case .center?, .top?, .bottom?: axis.titleAlignment = .center
            case .trailing?, .topTrailing?, .bottomTrailing?: axis.titleAlignment = .trailing
            case nil: if let side = along ?? nil { axis.titleAlignment = side }
            }
            spec[keyPath: key] = axis
        }
        if along == nil, copy.problem == nil {
            copy.problem = .invalidOption(name: name, reason: "position .\(position) is not drawn; the title sits at .\(natural)")
        }
        return copy
    }

    // MARK: Legend (A4)

    public func chartLegend(_ visibility: Visibility) -> Chart {
        with { $0.legend = ($0.legend ?? LegendSpec()).with(hidden: visibility == .hidden) }
    }


    // MARK: Locale, time zone, size

    /// The locale for numbers, dates and words, as a BCP 47 identifier ("ko-KR").
    public func chartLocale(_ identifier: String) -> Chart { with { $0.locale = identifier } }

    /// The time zone for calendar ticks and dates ("America/New_York"); UTC by default.
    public func chartTimeZone(_ identifier: String) -> Chart { with { $0.timeZone = identifier } }

    // MARK: Accessibility (B3, AX1..AX5, AG1)

    /// Changes the descriptor Plotline derives (its title, summary, axes or series), as
    /// `accessibilityChartDescriptor` does in Swift Charts: `{ d in var d = d; d.summary = "..."; return d }`.
    public func accessibilityChartDescriptor(_ change: @escaping @Sendable (ChartDescriptor) -> ChartDescriptor) -> Chart {
        var copy = self
        let earlier = descriptorOverride
        copy.descriptorOverride = { descriptor in change(earlier?(descriptor) ?? descriptor) }
        return copy
    }

    /// Replaces the derived descriptor whole.
    public func accessibilityChartDescriptor(_ descriptor: ChartDescriptor) -> Chart {
        accessibilityChartDescriptor { _ in descriptor }
    }

    /// How marks are labelled: one label each, grouped along x (`groupSize` marks, or `groupCount` groups),
    /// automatically by size, or one label for the whole chart.
    public func accessibilityMarkLabels(_ policy: MarkLabelPolicy, groupSize: Int? = nil, groupCount: Int? = nil,
                                        threshold: Int? = nil) -> Chart {
        with {
            var options = $0.accessibility ?? AccessibilitySpec()
            options.labels = policy
            options.groupSize = groupSize
            options.groupCount = groupCount
            options.groupThreshold = threshold
            $0.accessibility = options
        }
    }

    // MARK: Color (C1..C3)

    /// Series colors in legend order (CSS colors); a palette that fails the readability checks is used
    /// anyway and reported.
    public func chartForegroundStyleScale(_ palette: [String]) -> Chart {
        with { $0.appearance = ($0.appearance ?? AppearanceSpec()).with { $0.palette = palette } }
    }

    /// A brand color for the first (or only) series.
    public func chartAccent(_ color: String) -> Chart {
        with { $0.appearance = ($0.appearance ?? AppearanceSpec()).with { $0.accent = color } }
    }

    /// Pattern fills for bars and areas of the second and later series, so they differ by more than color (C2).
    public func chartPatternFills(_ on: Bool = true) -> Chart {
        with { $0.appearance = ($0.appearance ?? AppearanceSpec()).with { $0.patterns = on } }
    }

    /// The gap between stacked segments and sectors, in points (C3); 0 for none.
    public func chartSeparator(_ width: Double) -> Chart {
        with { $0.appearance = ($0.appearance ?? AppearanceSpec()).with { $0.separator = width } }
    }
}

extension ScaleSpec {
    func with(type: ScaleType) -> ScaleSpec { var s = self; s.type = type; return s }
}

extension AxisSpec {
    func with(hidden: Bool) -> AxisSpec { var s = self; s.hidden = hidden; return s }
    func with(title: String) -> AxisSpec { var s = self; s.title = title; return s }
}

extension LegendSpec {
    func with(hidden: Bool) -> LegendSpec { var s = self; s.hidden = hidden; return s }
    func with(position: LegendPosition) -> LegendSpec { var s = self; s.position = position; return s }
}

extension AppearanceSpec {
    func with(_ change: (inout AppearanceSpec) -> Void) -> AppearanceSpec {
        var copy = self
        change(&copy)
        return copy
    }
}
