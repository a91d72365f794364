import PlotlineScene
/// Constant styling of a mark, not tied to data.
public struct MarkStyle: Codable, Sendable, Hashable {
    /// A CSS color for every mark of this kind, like "#1f77b4"; series colors otherwise.
    public var color: String?
    /// Stroke width of lines and rules, in points.
    public var lineWidth: Double?
    /// Area of a point symbol, in square points (Swift Charts' `symbolSize`).
    public var symbolSize: Double?
    /// 0 (invisible) to 1 (opaque).
    public var opacity: Double?
    /// Rounded corners of bars and rectangles.
    public var cornerRadius: Double?
    /// The width of bars and rectangles (`MarkDimension`: fixed points, a ratio of the band's step, an
    /// inset from it); the band's otherwise. A plain number in JSON is a fixed width.
    public var width: MarkDimension?
    /// The height of horizontal bars and rectangles, as `width`.
    public var height: MarkDimension?
    /// A sector's inner radius as a share of the largest radius: 0 for a pie, 0.6 for a donut.
    public var innerRadius: Double?
    /// A sector's outer radius as a share of the largest radius (1 by default).
    public var outerRadius: Double?
    /// Extra gap between sectors, in degrees (on top of the separator).
    public var angularInset: Double?
    /// Where a mark's annotation goes: top (default), bottom, leading or trailing.
    public var annotationPosition: AnnotationPosition?
    /// Dash and gap lengths of lines and rules, in points (`StrokeStyle(dash:)`); a line of the second
    /// series on keeps its own dash (C2) when this is empty.
    public var dash: [Double]?
    /// How far into the dash pattern a line starts, in points.
    public var dashPhase: Double?
    /// The ends of lines and rules: butt, round or square.
    public var lineCap: Stroke.LineCap?
    /// The corners of lines: miter, round or bevel.
    public var lineJoin: Stroke.LineJoin?
    /// How long a miter corner may grow, in line widths, before it is bevelled.
    public var miterLimit: Double?
    /// One symbol shape for every point of the layer (`symbol(.triangle)`), instead of the series'.
    public var symbol: SymbolShape?
    /// A point symbol's box, in points (`symbolSize(CGSize)`): the shape keeps its proportions, as large as
    /// the box allows. Used when `symbolSize` is not given.
    public var symbolWidth: Double?
    public var symbolHeight: Double?
    /// How far a mark is moved, in points (`offset(x:y:)`, `offset(yStart:yEnd:)`).
    public var offset: MarkOffset?
    /// The outline a bar or rectangle is cut to (`clipShape(Capsule())`); rounded by `cornerRadius` otherwise.
    public var clipShape: MarkClipShape?
    /// The layer's drawing order (`zIndex`): higher is drawn later, on top; equal ones in the order written.
    public var zIndex: Double?
    /// An annotation written as a view (`annotation { VStack { Text(...) } }`): its text's styles, stack,
    /// alignment and spacing; the text itself is the `annotation` channel's.
    public var annotationLayout: AnnotationLayout?
    /// The mark's annotations after its first (each `.annotation` call adds one): their places and layouts.
    public var furtherAnnotations: [FurtherAnnotation]?
    /// How much of its band a group of bars side by side fills (`position(by:span:)`); the band less its
    /// gap by default.
    public var positionSpan: MarkDimension?
    /// A gradient the marks are painted with instead of `color` (which is its middle color).
    public var gradient: MarkGradient?
    /// The gradient spans the plot area, each mark showing its part of it (`alignsMarkStylesWithPlotArea()`),
    /// rather than each mark's own box.
    public var alignsWithPlotArea: Bool?
    /// A drop shadow under each mark (`foregroundStyle(.blue.shadow(.drop(radius: 4, y: 2)))`).
    public var shadow: MarkShadow?
    /// A point's symbol drawn as a view (`.symbol { Circle().strokeBorder(lineWidth: 2) }`), centred on the
    /// point, its shapes in the point's color unless they name their own.
    public var symbolView: ViewTree?

    public init(color: String? = nil, lineWidth: Double? = nil, symbolSize: Double? = nil, opacity: Double? = nil,
                cornerRadius: Double? = nil, width: MarkDimension? = nil, height: MarkDimension? = nil,
                innerRadius: Double? = nil, outerRadius: Double? = nil, angularInset: Double? = nil,
                annotationPosition: AnnotationPosition? = nil, dash: [Double]? = nil, dashPhase: Double? = nil,
                lineCap: Stroke.LineCap? = nil, lineJoin: Stroke.LineJoin? = nil, miterLimit: Double? = nil,
                symbol: SymbolShape? = nil, symbolWidth: Double? = nil, symbolHeight: Double? = nil) {
        self.color = color
        self.lineWidth = lineWidth
        self.symbolSize = symbolSize
        self.opacity = opacity
        self.cornerRadius = cornerRadius
        self.width = width
        self.height = height
        self.innerRadius = innerRadius
        self.outerRadius = outerRadius
        self.angularInset = angularInset
        self.annotationPosition = annotationPosition
        self.dash = dash
        self.dashPhase = dashPhase
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.symbol = symbol
        self.symbolWidth = symbolWidth
        self.symbolHeight = symbolHeight
    }

    var isEmpty: Bool { self == MarkStyle() }

    /// The fields both styles set to the same value.
    func common(with other: MarkStyle) -> MarkStyle { combined(with: other, .common) }

    /// This style without the fields `shared` sets (they are the layer's).
    func removing(_ shared: MarkStyle) -> MarkStyle { combined(with: shared, .removing) }

    /// This style with every field `other` sets taken from `other` (one mark's own style over its layer's).
    func overridden(by other: MarkStyle) -> MarkStyle { combined(with: other, .overriding) }

    private enum Combination { case common, removing, overriding }

    /// Every field, combined one way: one list, so a new field cannot be forgotten in one of the three.
    private func combined(with other: MarkStyle, _ how: Combination) -> MarkStyle {
        var result = MarkStyle()
        func field<T: Equatable>(_ key: WritableKeyPath<MarkStyle, T?>) {
            let a = self[keyPath: key], b = other[keyPath: key]
            switch how {
            case .common: result[keyPath: key] = a == b ? a : nil
            case .removing: result[keyPath: key] = b != nil ? nil : a
            case .overriding: result[keyPath: key] = b ?? a
            }
        }
        field(\.color); field(\.lineWidth); field(\.symbolSize); field(\.opacity); field(\.cornerRadius)
        field(\.width); field(\.height); field(\.innerRadius); field(\.outerRadius); field(\.angularInset)
        field(\.annotationPosition); field(\.dash); field(\.dashPhase); field(\.lineCap); field(\.lineJoin)
        field(\.miterLimit); field(\.symbol); field(\.symbolWidth); field(\.symbolHeight)
        field(\.offset); field(\.clipShape); field(\.zIndex); field(\.annotationLayout); field(\.furtherAnnotations)
        field(\.positionSpan); field(\.gradient); field(\.alignsWithPlotArea); field(\.shadow)
        field(\.symbolView)
        return result
    }
}

/// Where an annotation sits relative to its mark (A4).
/// Swift Charts' positions: `automatic` is above a vertical mark and after a horizontal bar, `overlay` on the
/// mark, the corners above or below the mark and flush with its leading or trailing edge.
public enum AnnotationPosition: String, Codable, Sendable, CaseIterable {
    case top, bottom, leading, trailing
    case automatic, overlay, topLeading, topTrailing, bottomLeading, bottomTrailing
}
