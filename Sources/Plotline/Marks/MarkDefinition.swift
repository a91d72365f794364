import PlotlineScene
/// Everything one kind of mark decides, declared in the kind's own file (as an Observable Plot mark names
/// its channels and its render): which channels it takes, how its rows become extents that the scales fit,
/// how those are placed, how a placed mark is drawn into the scene, and the words that name it.
///
/// The shared stages (binding, scales, layout, words, outputs) never ask which kind a mark is; they ask its
/// definition. Adding a kind is one file with a type that conforms to this protocol and one line in
/// `MarkRegistry` (see `docs/adding-a-mark.md`).
protocol MarkDefinition: Sendable {
    /// The kind's name, as a JSON spec and the command line write it.
    static var type: MarkType { get }
    /// What the kind is called in the overview and in counts (phrases of each language's catalogue).
    static var words: MarkWords { get }
    /// The sets of position channels a mark of this kind can be given; a layer must fill one of them.
    /// (Series, size, color and accessibility channels are open to every kind.)
    static var channelSets: [Set<Channel>] { get }
    /// One connected shape per series (a line, an area): a continuous series (AG3), broken at missing values.
    static var isContinuous: Bool { get }
    /// Starts from zero on its value axis (X2): a dynamic domain reaches zero, and a single value is drawn
    /// from zero to it (a bar, an area).
    static var startsAtZero: Bool { get }
    /// How marks at one position combine.
    static var stacking: StackingRule { get }
    /// Fills its position along the position axis (a band, a date's calendar unit, the spacing of its
    /// numbers), rather than sitting at a point: bars and rectangles.
    static var fillsPosition: Bool { get }
    /// Can lie along x with its value (a horizontal bar).
    static var canLieAlongX: Bool { get }
    /// Placed on the x and y axes; false for a kind placed around a circle (a sector), which has no axes.
    static var usesAxes: Bool { get }
    /// A date that stands for a calendar unit is covered whole (a point in its middle, the domain holding
    /// the whole unit); false to sit at the unit's middle only (a rule across the plot).
    static var coversDateUnit: Bool { get }
    /// What it is when it carries no series beside other data: a reference the words name (a goal rule, a
    /// normal range), not data.
    static var reference: ReferenceKind { get }
    /// The key's swatch for a series this kind draws; where kinds differ, a symbol wins over a line, a line
    /// over a square (``LegendLayout``).
    static var swatch: LegendLayout.Swatch { get }
    /// Which kind names a chart of several: the lowest rank wins ("Bar chart with points").
    static var overviewRank: Int { get }
    /// How a layer of very many rows is reduced to the rows that draw the same picture.
    static var reduction: ReductionKind { get }
    /// What the summary says of a series beside its range: its change from first to last, or (with
    /// numbers on both axes) the relationship of its two variables.
    static var summary: SummaryKind { get }
    /// Checks a bound layer beyond its channel sets (a sector's angles are parts of a whole).
    static func validate(_ layer: LayerBinding) throws(PlotlineError)
    /// Each row's extents on both axes, in data units, before the scales map them.
    static func extents(_ layer: LayerBinding, _ context: PlacementContext) -> [PlacedMark]
    /// A placed mark from its extents (positions from 0 to 1).
    static func place(_ placed: PlacedMark, _ context: MarkPlacingContext) -> ResolvedMark
    /// The nodes of one series of a layer.
    static func draw(_ marks: [ResolvedMark], _ context: MarkDrawContext) -> DrawnMarks
    /// Where keyboard focus shows a mark: its box or a dot.
    static func focus(_ mark: ResolvedMark, plotArea: Rect) -> MarkFocus
    /// The mark's box as drawn, in points (left, right, top, bottom): where its annotations are placed.
    static func drawnFrame(_ mark: ResolvedMark, style: MarkStyle, layer: ResolvedLayer, layout: ChartLayout)
        -> (x0: Double, x1: Double, y0: Double, y1: Double)
    /// How far the mark as drawn rises above the plot area's top edge, in points (an end moved up by
    /// `offset`): the room an annotation let out above the plot area needs beyond its own.
    static func rise(_ mark: ResolvedMark, style: MarkStyle) -> Double
}

/// How marks of a kind at one position combine (Swift Charts' stacking).
enum StackingRule: Sendable {
    /// Never stacked (points, lines, rules).
    case none
    /// Marks of several series at one position stack (areas).
    case acrossSeries
    /// Also marks of one series that share a position, so rows of one category add up (bars).
    case acrossSeriesAndRows
}

/// What a mark without a series is, beside other data.
enum ReferenceKind: Sendable {
    /// Data, always.
    case none
    /// A value the words name ("Goal 10,000"), drawn in the rule color.
    case value
    /// A range the words name ("Resting, 60 to 100").
    case range
}

/// How a large layer is reduced (``LargeLayers``).
enum ReductionKind: Sendable {
    case none
    /// First, last, lowest and highest row per pixel column (lines and areas).
    case m4
    /// One mark per grid cell and series (points).
    case cells
}

/// What a summary says of a series beside its range (D2).
enum SummaryKind: Sendable {
    /// The change from its first to its last value ("up 12% from June 1 to June 30").
    case change
    /// With numbers on both axes, how its two variables go together (Pearson's r); else its change.
    case relationship
}

/// Where focus shows a mark on the interactive page.
public enum MarkFocus: Sendable, Equatable {
    /// A box around the mark (bars, rectangles, rules), in points.
    case box(Rect)
    /// A dot at a point (lines, areas, points, the middle of a slice), in points.
    case dot(x: Double, y: Double)
}

/// A layer's drawing of one series.
enum DrawnMarks {
    /// One node per mark, in the order of the marks (nil where a mark is not drawn): each is labelled alone
    /// or in its group.
    case each([SceneNode?])
    /// Shapes that draw many marks at once (a line's path): hidden, with an invisible target per label.
    case whole([SceneNode])
}

/// A kind's names in the overview and in counts: phrases of the language catalogues (`PhraseID`), so each
/// language's words for it are in that language's file.
struct MarkWords: Sendable {
    /// "Bar chart"
    var chart: PhraseID
    /// The name when both axes hold numbers ("Scatter plot"), if the kind has one.
    var chartOfNumbers: PhraseID? = nil
    /// Its marks in a count, by plural form: "bar", "bars".
    var counted: PhraseID
}

extension MarkDefinition {
    static var isContinuous: Bool { false }
    static var startsAtZero: Bool { false }
    static var stacking: StackingRule { .none }
    static var fillsPosition: Bool { false }
    static var canLieAlongX: Bool { false }
    static var usesAxes: Bool { true }
    static var coversDateUnit: Bool { true }
    static var reference: ReferenceKind { .none }
    static var swatch: LegendLayout.Swatch { .square }
    static var reduction: ReductionKind { .none }
    static var summary: SummaryKind { .change }

    static func validate(_ layer: LayerBinding) throws(PlotlineError) {}

    static func extents(_ layer: LayerBinding, _ context: PlacementContext) -> [PlacedMark] {
        context.axisExtents(layer, kind: Self.self)
    }

    static func place(_ placed: PlacedMark, _ context: MarkPlacingContext) -> ResolvedMark {
        context.onAxes(placed, kind: Self.self)
    }

    static func focus(_ mark: ResolvedMark, plotArea: Rect) -> MarkFocus {
        .dot(x: plotArea.x + mark.centreX * plotArea.width, y: plotArea.maxY - mark.y1 * plotArea.height)
    }

    /// A box, a bar or rectangle, as drawn (its width, its share of a group, its offset); other marks at
    /// their values.
    static func drawnFrame(_ mark: ResolvedMark, style: MarkStyle, layer: ResolvedLayer, layout: ChartLayout)
        -> (x0: Double, x1: Double, y0: Double, y1: Double) {
        if fillsPosition { return MarkDrawContext.frame(of: mark, style: style, layer: layer, layout: layout) }
        return (layout.px(min(mark.x0, mark.x1)), layout.px(max(mark.x0, mark.x1)),
                layout.py(max(mark.y0, mark.y1)), layout.py(min(mark.y0, mark.y1)))
    }

    static func rise(_ mark: ResolvedMark, style: MarkStyle) -> Double { 0 }

    /// The mark's box in points.
    static func box(_ mark: ResolvedMark, plotArea: Rect) -> Rect {
        let x0 = plotArea.x + min(mark.x0, mark.x1) * plotArea.width, x1 = plotArea.x + max(mark.x0, mark.x1) * plotArea.width
        let y0 = plotArea.maxY - max(mark.y0, mark.y1) * plotArea.height
        let y1 = plotArea.maxY - min(mark.y0, mark.y1) * plotArea.height
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

/// Every kind of mark, one line each. The order is the order kinds are listed in errors and the schema.
enum MarkRegistry {
    static let definitions: [any MarkDefinition.Type] = [
        BarMark.self,
        LineMark.self,
        PointMark.self,
        AreaMark.self,
        RuleMark.self,
        RectangleMark.self,
        SectorMark.self,
        BoxPlotMark.self,
        TickMark.self,
    ]

    private static let byName: [String: any MarkDefinition.Type] =
        Dictionary(uniqueKeysWithValues: definitions.map { ($0.type.rawValue, $0) })

    static func definition(named name: String) -> (any MarkDefinition.Type)? { byName[name] }
}
