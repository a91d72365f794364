import Foundation
import PlotlineScene

/// A chart with everything decided but the drawing: scales with domains and ticks, series, and every mark's
/// position. Positions run from 0 to 1 across the plot area (x from leading to trailing, y from bottom to
/// top), so a layout only scales them to its plot area and never recomputes a scale.
public struct ResolvedChart: Sendable {
    public internal(set) var title: String?
    /// The line under the title. A page may set it for a view (a time range's change).
    public var subtitle: String?
    public internal(set) var width: Double
    public internal(set) var height: Double
    /// Space around the chart inside `width` and `height`, in points.
    public internal(set) var padding = PaddingSpec()
    /// The plot area's fill and border (`chartPlotStyle`); nil draws neither.
    public internal(set) var plotStyle: PlotAreaStyle? = nil
    /// The plot area's size the author asked for (`chartPlotStyle { $0.frame(height: 200) }`), in points: each
    /// output's layout sizes the chart around it in its own theme (``ChartLayout/fitted(_:theme:)``).
    public internal(set) var plotSize: PlotSize? = nil
    /// The plot area's width over its height, kept within the chart's size (`chartPlotStyle { $0.aspectRatio(1) }`
    /// without a size of its own): a layout decision, the chart's size unchanged.
    public internal(set) var plotAspectRatio: Double? = nil
    /// The part of the plot each position scale is drawn on (`chartXScale(range: .plotDimension(padding: 20))`),
    /// in points: a layout decision. Marks are placed over the whole of 0 to 1, and each output's layout draws
    /// that on the plot area less the padding (``ChartLayout/dataArea``), in its own theme.
    public internal(set) var xRange: ScaleRangeSpec? = nil
    public internal(set) var yRange: ScaleRangeSpec? = nil
    public internal(set) var locale: Locale
    public internal(set) var calendar: Calendar
    public internal(set) var x: ResolvedAxis
    public internal(set) var y: ResolvedAxis
    public internal(set) var layers: [ResolvedLayer]
    /// Every series in legend order.
    public internal(set) var series: [ResolvedSeries]
    public internal(set) var legend: ResolvedLegend
    /// The scale of `symbolSize(by:)`, when a mark has one.
    public internal(set) var size: SizeScale?
    /// The scale of `opacity(by:)`, when a mark has one.
    public internal(set) var opacity: OpacityScale? = nil
    /// The color scale of numbers on `foregroundStyle(by:)`, when a mark has one.
    public internal(set) var color: ColorScale? = nil
    /// The chart's own colors, patterns and separators.
    public internal(set) var appearance = AppearanceSpec()
    /// Accessibility options: custom title or summary, mark-label policy.
    public internal(set) var accessibilityOptions = AccessibilitySpec()
    /// What this chart says to people who do not see it: descriptor, overview, summary and labels, made
    /// once as the chart is resolved (with the author's `accessibilityChartDescriptor` change applied).
    public internal(set) var accessibility = ChartAccessibility()
    /// The chart cut to each time range it offers (B7), each resolved on its own: none when it offers none.
    public internal(set) var timeRanges: [TimeRangeChart] = []
    /// The selection the chart shows (`chartXSelection(value:)` with a constant), when it has one.
    public internal(set) var selection: ResolvedSelection? = nil
    /// The visible window of a chart that scrolls, and the whole chart at its scale; nil when it shows all.
    public internal(set) var scroll: ResolvedScroll? = nil
    /// The marks that mask a layer (`mask { }`), by the layer's index, placed with the chart's scales.
    public internal(set) var masks: [Int: [ResolvedLayer]] = [:]
    /// Views drawn over and under the chart (`chartOverlay`, `chartBackground`), made as each output lays it out.
    var overlays: [ChartOverlay] = []
    /// The chart view's own background and clip shape, placed in the picture's points.
    var surface: ResolvedViewSurface? = nil
    /// Views behind the plot area's grid and marks (`chartPlotStyle { $0.background { ... } }`), laid out in it.
    var plotBackgroundViews: [PlacedView] = []
    /// How a value on a series channel names its series (``SeriesNames``), as the resolution named them.
    var seriesNames: SeriesNames? = nil
}

/// Maps a number to a symbol's area, so area (not radius) grows with the value.
public struct SizeScale: Sendable, Equatable {
    public var title: String
    public var domain: ClosedRange<Double>
    /// Areas in square points for the smallest and largest values.
    public var areas: ClosedRange<Double>
    public var valueDescription: ValueDescription?
    /// How areas grow from the domain's low end to its high end: linear, or along a square root, a log or
    /// a symmetric log of the values (`chartSymbolSizeScale(type:)`).
    public var type: ScaleType = .linear
    /// Whether the domain was given high to low (the largest area for the lowest value).
    public var reversed = false
    /// Categories on `size` (`symbolSize(by: .value("Kind", kind))`), in the key's order, each with its area
    /// in `categoryAreas`; empty when the size shows numbers.
    public var categories: [String] = []
    public var categoryAreas: [Double] = []
    public var isCategorical: Bool { !categories.isEmpty }

    /// The area of a category, when it is one of the scale's.
    public func area(category: String) -> Double? {
        categories.firstIndex(of: category).map { categoryAreas[$0] }
    }

    public static let defaultAreas = 12.0...320.0

    public func area(_ value: Double) -> Double {
        let lo = transformed(domain.lowerBound), hi = transformed(domain.upperBound), v = transformed(value)
        // SpanScale halves a span that overflows (-1e308 to 1e308), so t is still a fraction.
        var t = hi > lo ? SpanScale(lo, hi, 1)(v) : 0.5
        if !t.isFinite { t = v < lo ? 0 : 1 }
        if reversed { t = 1 - t }
        return areas.lowerBound + min(max(t, 0), 1) * (areas.upperBound - areas.lowerBound)
    }

    /// A value where the scale's type puts it: itself, or its square root, log or symmetric log.
    func transformed(_ value: Double) -> Double {
        switch type {
        case .squareRoot: value < 0 ? -(-value).squareRoot() : value.squareRoot()
        case .log: value > 0 ? log10(value) : -.infinity
        case .symmetricLog: value < 0 ? -log1p(-value) : log1p(value)
        default: value
        }
    }
}

/// An axis: its scale, its ticks and how it is shown.
public struct ResolvedAxis: Sendable {
    public enum Orientation: String, Sendable { case horizontal, vertical }

    public var orientation: Orientation
    public var scale: PositionScale
    /// The axis title people see: the channel's label with its unit where one was given ("Efficiency
    /// (miles per gallon)"), or the title the chart gives the axis; a line feed starts a line of its own
    /// (``titleLines``).
    public var title: String
    /// What the axis represents, in words: the channel's label ("Efficiency"), for overviews and labels.
    public var label: String
    /// Where the axis sits: bottom/top for x, leading/trailing for y (B8).
    public var position: AxisPosition
    public var hidden: Bool
    public var showsGrid: Bool
    /// The tick rule, to recompute coarser ticks when labels would overlap.
    public var tickRule: TickRule
    /// The ticks for the chart's size.
    public var ticks: [Tick]
    /// The number of ticks asked for when ``ticks`` was made.
    public var tickCount: Int
    /// For dates: the calendar unit each value stands for (bars by day).
    public var timeUnit: TimeUnit?
    /// How a value of this axis is said in words (AG4).
    public var valueDescription: ValueDescription?
    /// Where the title sits along its side, when the chart says (`chartXAxisLabel(position:alignment:)`).
    public var titleAlignment: AxisTitleAlignment? = nil
    /// A second title at the trailing end of the title's row (the axis labelled at `.leading` and `.trailing`).
    public var endTitle: String? = nil
    /// The side of the plot the title is on: for x, top or bottom (the axis's own side unless the chart
    /// says, `chartXAxisLabel(position: .top)`); a y axis's title is above the plot whatever this says.
    public var titleSide: AxisPosition = .bottom
    /// The title's lines as drawn, one below the other (a title written as a `VStack` of `Text`s).
    public var titleLines: [String] { Self.lines(title) }
    /// The second title's lines.
    public var endTitleLines: [String] { endTitle.map(Self.lines) ?? [] }
    /// The title as words, on one line: its lines joined by spaces.
    public var titleWords: String { titleLines.joined(separator: " ") }

    static func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    }
    /// Further sets of marks on this axis (several `AxisMarks`), each on its own side with its own ticks, drawn
    /// as the axis is; their titles are empty.
    public var additional: [ResolvedAxis] = []
}

/// One series: a name (from the data) and how it is drawn. Order is legend order.
public struct ResolvedSeries: Sendable, Equatable {
    public var name: String
    /// Index into the palette.
    public var colorIndex: Int
    /// Index into the symbol shapes (circle, diamond, square, ...).
    public var symbolIndex: Int
    /// Index into the dash patterns (solid, dashed, dotted, ...).
    public var dashIndex: Int
    /// The series' shape, from the chart's look table (``SymbolShape/forSeries(_:)`` of `symbolIndex`
    /// unless a symbol scale maps the series' value).
    public var symbol: SymbolShape = .circle
    /// The series' dash in half line widths, from the chart's look table (solid when empty).
    public var dash: [Double] = []
    /// The series' line width, when a line style scale gives one.
    public var lineWidth: Double? = nil

    /// The one order every output walks series in: by index (the legend's order), marks without a series
    /// (index -1) after them.
    public static func inLegendOrder(_ a: Int, _ b: Int) -> Bool {
        (a < 0 ? Int.max : a) < (b < 0 ? Int.max : b)
    }
}

public struct ResolvedLegend: Sendable, Equatable {
    public var title: String?
    /// The side the key sits on: top, bottom, leading or trailing (a corner is its side and an alignment).
    public var position: LegendPosition
    /// Where a key above or below the plot sits along it.
    public var alignment: AxisTitleAlignment = .leading
    /// The gap between the key and the plot area, in points, when the chart gives one.
    public var spacing: Double? = nil
    /// A legend is shown when there are two or more series and it is not hidden.
    public var isShown: Bool
    /// When series channels name different fields (color by origin, symbol by cylinders), the key of each
    /// channel's own scale, in channel order (color, symbol, line style); empty when one key lists the series.
    public var keys: [Key] = []
    /// The legend the author wrote as a view (`chartLegend { ... }`): drawn in place of the key.
    public var view: ViewTree? = nil

    /// One channel's scale in the key: its title and its values, in order; value `i` has look `i` (the
    /// palette's color, the symbol shape or the dash pattern at `i`).
    public struct Key: Sendable, Equatable {
        public var channel: Channel
        public var title: String
        public var names: [String]
        /// Each value's shape, for a key of symbols; each value's dash, for a key of line styles.
        public var symbols: [SymbolShape] = []
        public var dashes: [[Double]] = []
        /// Each value's line width, for a key of line styles, where the chart's line style scale gives one.
        public var lineWidths: [Double?] = []
    }
}

/// The marks of one declaration.
public struct ResolvedLayer: Sendable {
    public var type: MarkType
    /// Set for bars: which axis carries the value.
    public var isHorizontal: Bool
    /// Bars or areas of several series stacked on each other (their segments touch: C3).
    public var isStacked = false
    /// Where keyboard focus shows one of the layer's marks: a box or a dot, in points.
    public func focus(of mark: ResolvedMark, plotArea: Rect) -> MarkFocus {
        type.definition.focus(mark, plotArea: plotArea)
    }

    /// Whether the layer's marks are placed on the x and y axes (a sector's are placed around a circle).
    public var isOnAxes: Bool { type.definition.usesAxes }

    /// Whether the layer's marks are split into series (by color, symbol or line style).
    public var hasSeries: Bool
    public var interpolation: InterpolationMethod
    public var style: MarkStyle
    /// A line that draws a symbol at each of its points, as Swift Charts does for `symbol(by:)` or
    /// `symbol(_:)` on a `LineMark`; its key's swatches are then the series' symbols.
    public var showsSymbols = false
    /// The text written beside marks (`annotation`), by row; rows without one are absent.
    public var annotations: [Int: String] = [:]
    /// Declared under a condition (``MarkSpec/conditional``): drawn as the selection's in a chart that selects.
    public var isConditional = false
    /// The marks in drawing order: by series, then along x for lines and areas.
    public var marks: [ResolvedMark]
    /// Set when the layer's many rows were reduced to the marks that draw the same picture
    /// (``LayerReduction``): then `marks` are fewer than the rows, and this says what the full data had.
    public var reduction: LayerReduction?
}

/// One mark: where it is (0 to 1 on each axis) and which row and series it shows.
public struct ResolvedMark: Sendable, Equatable {
    /// The row of the layer's table.
    public var row: Int
    /// Index into ``ResolvedChart/series``.
    public var series: Int
    /// Leading and trailing edges (equal for a point). For a horizontal bar: base, then value end.
    public var x0: Double
    public var x1: Double
    /// Base and value end (equal for a point, the stack's bottom then top for a stacked segment;
    /// the value end is below the base for negative values).
    public var y0: Double
    public var y1: Double
    /// The mark's values: x and y as plotted (before stacking).
    public var xValue: DataValue?
    public var yValue: DataValue?
    /// For points sized by a number: the symbol's area in square points.
    public var size: Double?
    /// A line or area starts again here after a missing value, rather than joining the point before.
    public var startsSegment = false
    /// The mark's own style, where its author gave this mark one that differs from its layer's.
    public var style: MarkStyle? {
        get { ownStyle?.value }
        set { ownStyle = newValue.map(OutOfLine.init) }
    }
    private var ownStyle: OutOfLine<MarkStyle>?
    /// Where the mark's number sits on the chart's color scale, 0 to 1 (NaN for a missing value); nil
    /// for a mark without a color scale.
    public var colorValue: Double?
    /// The mark's number on the color scale, as given.
    public var colorNumber: Double?
    /// For a mark that stands for many rows (a box plot's box): how their values spread, in data units.
    public var distribution: Distribution? {
        get { spread?.value }
        set { spread = newValue.map(OutOfLine.init) }
    }
    private var spread: OutOfLine<Distribution>?
    /// For `position(by:)`: the mark's slot within its band and the number of slots (a grouped bar).
    public var slot: MarkSlot?

    public init(row: Int, series: Int, x0: Double, x1: Double, y0: Double, y1: Double,
                xValue: DataValue? = nil, yValue: DataValue? = nil, size: Double? = nil) {
        self.row = row
        self.series = series
        self.x0 = x0
        self.x1 = x1
        self.y0 = y0
        self.y1 = y1
        self.xValue = xValue
        self.yValue = yValue
        self.size = size
    }

    public var centreX: Double { (x0 + x1) / 2 }
    public var centreY: Double { (y0 + y1) / 2 }
}

/// A value a mark rarely has, kept out of line so that every mark stays small (a style holds some thirty
/// fields; a reduced million-row line has tens of thousands of marks without one).
final class OutOfLine<Value: Sendable & Equatable>: Sendable, Equatable {
    let value: Value
    init(_ value: Value) { self.value = value }
    static func == (a: OutOfLine, b: OutOfLine) -> Bool { a.value == b.value }
}

/// A plot area's width, height or both, in points.
public struct PlotSize: Sendable, Equatable {
    public var width: Double?
    public var height: Double?
}
