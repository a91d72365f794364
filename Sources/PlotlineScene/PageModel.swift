import Foundation

/// What the interactive page shows, made by the core from a resolved chart and handed to the page's writer
/// (`ScenePage`), which sees this and nothing else of the chart: the pictures as scenes, the descriptor
/// (for the sound, its guide and the table's file name), the table's rows, the keyboard's navigation, the
/// time ranges' buttons and the scrolling window. Plain values: every fact in it was computed by the core.
public struct PageModel: Sendable {
    /// The chart's locale: the page's own words are in its language.
    public var locale: Locale
    /// How the page's script writes the numbers it puts in words ("value 3 of 1,461"): the text's rule.
    public var digits: DigitGrouping
    /// The chart as first shown, then each time range's cut of it, in button order.
    public var views: [PageView]
    /// The time-range group's buttons (none without time ranges).
    public var buttons: [PageButton]

    public init(locale: Locale, digits: DigitGrouping, views: [PageView], buttons: [PageButton]) {
        self.locale = locale
        self.digits = digits
        self.views = views
        self.buttons = buttons
    }
}

/// A button of the time-range group: its visible text ("1M"), its name ("1 month") and the view it shows.
public struct PageButton: Sendable, Equatable {
    public var label: String
    public var name: String
    public var view: Int

    public init(label: String, name: String, view: Int) {
        self.label = label
        self.name = name
        self.view = view
    }
}

/// One chart the page can show: its pictures in the page's text size (light and dark, and narrower
/// layouts), its words, its table, its navigation and its descriptor (which the sound is played from).
public struct PageView: Sendable {
    /// The picture (the whole chart, for one that scrolls), drawn in the light scheme.
    public var light: Scene
    /// The dark scheme's colors of the view's picture (and its scrolling window), by role: the dark picture is
    /// its light one recolored (``Scene/recolored(_:)``), the same geometry in other colors.
    public var darkColors: SchemeColors
    public var summary: String
    public var overview: String
    /// What a screen reader hears when a time range's button shows this view.
    public var announcement: String?
    public var descriptor: ChartDescriptor
    public var table: PageTable
    public var navigation: PageNavigation
    /// The narrower layouts, narrowest first, each made when the page's writer asks for it.
    public var narrow: [PageNarrowLayout]
    /// How much the picture is enlarged so its smallest text is 12 px.
    public var zoom: Double
    /// Set on a chart that scrolls: the window it is shown in.
    public var scroll: PageScroll?

    public init(light: Scene, darkColors: SchemeColors, summary: String, overview: String, announcement: String? = nil,
                descriptor: ChartDescriptor, table: PageTable, navigation: PageNavigation,
                narrow: [PageNarrowLayout] = [], zoom: Double, scroll: PageScroll? = nil) {
        self.light = light
        self.darkColors = darkColors
        self.summary = summary
        self.overview = overview
        self.announcement = announcement
        self.descriptor = descriptor
        self.table = table
        self.navigation = navigation
        self.narrow = narrow
        self.zoom = zoom
        self.scroll = scroll
    }
}

/// A narrower layout of a view, made when the page's writer asks for it (``make``) rather than with the
/// model: a chart of many marks makes its narrow scenes one at a time, each written and let go before the
/// next is made, so the page never holds them all at once.
public struct PageNarrowLayout: Sendable {
    public let make: @Sendable () -> PagePicture

    public init(make: @escaping @Sendable () -> PagePicture) {
        self.make = make
    }
}

/// A layout of the chart for a narrower container, drawn light; its dark picture is it recolored with
/// ``darkColors``. And where its plot area is.
public struct PagePicture: Sendable {
    public var layout: PageLayout
    public var light: Scene
    /// The dark scheme's colors of the roles this picture paints.
    public var darkColors: SchemeColors

    public init(layout: PageLayout, light: Scene, darkColors: SchemeColors) {
        self.layout = layout
        self.light = light
        self.darkColors = darkColors
    }
}

/// A layout's size, how much larger than its points it is shown, and its plot area (x, y, width, height):
/// so the navigation's positions, in the chart's own layout, map onto it.
public struct PageLayout: Sendable, Equatable {
    public var width: Double
    public var height: Double
    public var scale: Double
    public var plot: [Double]

    public init(width: Double, height: Double, scale: Double, plot: [Double]) {
        self.width = width
        self.height = height
        self.scale = scale
        self.plot = plot
    }
}

/// A scrolling chart on the page: the whole chart is shown in a box the window's size, scrolled to where
/// the window starts. Scrolling sideways only, the window's own pictures give what stays in place over it.
public struct PageScroll: Sendable {
    /// The window's size in points.
    public var width: Double
    public var height: Double
    /// Where the window starts, in points of the whole chart, from the left and from the top.
    public var x: Double?
    public var y: Double?
    /// The window's own picture (light; the view's dark colors recolor it), when the page pins its title,
    /// value axis and legend.
    public var window: Scene?

    public init(width: Double, height: Double, x: Double?, y: Double?, window: Scene? = nil) {
        self.width = width
        self.height = height
        self.x = x
        self.y = y
        self.window = window
    }
}

/// The data table behind "Show data table": its header and rows, every data point in it, each cell as
/// words, as its raw value (for the CSV) and as the number it sorts by.
public struct PageTable: Sendable, Equatable {
    public struct Cell: Sendable, Equatable {
        /// What the table shows ("2.50 tons").
        public var text: String
        /// What the CSV holds: the number as written, an instant in ISO 8601, or text.
        public var raw: String
        /// The number the column sorts by, as written (`data-v`); nil for text and missing values.
        public var sortKey: String?

        public init(text: String, raw: String, sortKey: String?) {
            self.text = text
            self.raw = raw
            self.sortKey = sortKey
        }
    }

    public var header: [String]
    public var rows: [[Cell]]
    /// The column of each row's header cell (`scope="row"`): the x column.
    public var rowHeader: Int

    public init(header: [String], rows: [[Cell]], rowHeader: Int) {
        self.header = header
        self.rows = rows
        self.rowHeader = rowHeader
    }
}

/// What the page's keyboard, pointer and sound need, in points on the drawn chart (B6): for each series,
/// its points along the position axis and the groups along that axis as runs of points; then the stacks'
/// totals, the rules and bands, the axes and the legend, in words and where each is drawn.
public struct PageNavigation: Sendable {
    /// "x" when the position axis runs across (the indicator is vertical), "y" when it runs up (horizontal
    /// bars), "none" for charts without one (sectors).
    public var orientation: String
    /// The plot area: x, y, width, height in points.
    public var plot: [Double]
    public var series: [Series]
    /// Each stack's total in words, and its box (x, y, width, height, around all its segments).
    public var totals: [String]
    public var totalBoxes: [[Double]]
    /// Each rule and band in words, and where it is drawn (empty when not known).
    public var references: [String]
    public var referenceBoxes: [[Double]]
    /// Each axis in words, and which axis it is ("x" or "y").
    public var axes: [String]
    public var axisSides: [String]
    /// The legend's entries, when there is more than one series.
    public var legend: [String]
    /// The chart in braille, as its `.braille.txt` writes it: the key, and each line's head and cells. The
    /// page shows the line of the series at the cursor, under the key.
    public var braille: Braille

    public init(orientation: String, plot: [Double], series: [Series], totals: [String], totalBoxes: [[Double]],
                references: [String], referenceBoxes: [[Double]], axes: [String], axisSides: [String], legend: [String],
                braille: Braille) {
        self.orientation = orientation
        self.plot = plot
        self.series = series
        self.totals = totals
        self.totalBoxes = totalBoxes
        self.references = references
        self.referenceBoxes = referenceBoxes
        self.axes = axes
        self.axisSides = axisSides
        self.legend = legend
        self.braille = braille
    }

    public struct Braille: Sendable, Encodable {
        public struct Line: Sendable, Encodable {
            /// "Steps: ", or nothing for the one line of a chart without names.
            public var head: String
            public var cells: String

            public init(head: String, cells: String) {
                self.head = head
                self.cells = cells
            }
        }
        public var key: String
        public var lines: [Line]

        public init(key: String, lines: [Line]) {
            self.key = key
            self.lines = lines
        }
    }

    public struct Series: Sendable {
        public var name: String
        /// Which line of `braille` is this series' (a part of one whole is a cell of the whole's line).
        public var bl: Int?
        public var points: [Point]
        public var groups: [Group]

        public init(name: String, bl: Int? = nil, points: [Point], groups: [Group]) {
            self.name = name
            self.bl = bl
            self.points = points
            self.groups = groups
        }
    }

    public struct Point: Sendable {
        public var label: String
        /// Where the indicator goes along the position axis, in points.
        public var pos: Double
        /// A dot to ring (x, y), or a box to outline (x, y, width, height).
        public var dot: [Double]?
        public var box: [Double]?
        /// Where the value is in its series' braille line: the index of its cell (blank cells, where a
        /// series has no value at an x, have no point).
        public var c: Int?
        /// The value (the color's number where color carries it), for the jumps to the lowest and highest.
        public var v: Double?
        /// The value on the value axis, when it is a finite number: what the sound's pitch is made from.
        public var pitchValue: Double?
        /// The point's place along the position axis as the descriptor keys it: when it sounds is looked up by it.
        public var timeKey: String?

        public init(label: String, pos: Double, dot: [Double]? = nil, box: [Double]? = nil, c: Int? = nil,
                    v: Double? = nil, pitchValue: Double? = nil, timeKey: String? = nil) {
            self.label = label
            self.pos = pos
            self.dot = dot
            self.box = box
            self.c = c
            self.v = v
            self.pitchValue = pitchValue
            self.timeKey = timeKey
        }
    }

    public struct Group: Sendable, Equatable {
        public var label: String
        /// Indexes of the first and last point of the group.
        public var first: Int
        public var last: Int

        public init(label: String, first: Int, last: Int) {
            self.label = label
            self.first = first
            self.last = last
        }
    }

    /// Two decimals are plenty for points and hertz, and keep the page small and deterministic.
    public static func round(_ v: Double) -> Double { v.isFinite ? (v * 100).rounded() / 100 : 0 }
}
