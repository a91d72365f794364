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
    /// A fixed width (bars, rectangles) in points instead of the band's width.
    public var width: Double?
    /// A fixed height (horizontal bars, rectangles) in points.
    public var height: Double?
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

    public init(color: String? = nil, lineWidth: Double? = nil, symbolSize: Double? = nil, opacity: Double? = nil,
                cornerRadius: Double? = nil, width: Double? = nil, height: Double? = nil, innerRadius: Double? = nil,
                outerRadius: Double? = nil, angularInset: Double? = nil,
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
    func common(with other: MarkStyle) -> MarkStyle {
        func same<T: Equatable>(_ a: T?, _ b: T?) -> T? { a == b ? a : nil }
        return MarkStyle(color: same(color, other.color), lineWidth: same(lineWidth, other.lineWidth),
                         symbolSize: same(symbolSize, other.symbolSize), opacity: same(opacity, other.opacity),
                         cornerRadius: same(cornerRadius, other.cornerRadius), width: same(width, other.width),
                         height: same(height, other.height), innerRadius: same(innerRadius, other.innerRadius),
                         outerRadius: same(outerRadius, other.outerRadius), angularInset: same(angularInset,
                         other.angularInset), annotationPosition: same(annotationPosition, other.annotationPosition),
                         dash: same(dash, other.dash), dashPhase: same(dashPhase, other.dashPhase),
                         lineCap: same(lineCap, other.lineCap), lineJoin: same(lineJoin, other.lineJoin),
                         miterLimit: same(miterLimit, other.miterLimit), symbol: same(symbol, other.symbol),
                         symbolWidth: same(symbolWidth, other.symbolWidth), symbolHeight: same(symbolHeight,
                         other.symbolHeight))
    }

    /// This style without the fields `shared` sets (they are the layer's).
    func removing(_ shared: MarkStyle) -> MarkStyle {
        func unless<T: Equatable>(_ a: T?, _ b: T?) -> T? { b != nil ? nil : a }
        return MarkStyle(color: unless(color, shared.color), lineWidth: unless(lineWidth, shared.lineWidth),
                         symbolSize: unless(symbolSize, shared.symbolSize), opacity: unless(opacity, shared.opacity),
                         cornerRadius: unless(cornerRadius, shared.cornerRadius), width: unless(width, shared.width),
                         height: unless(height, shared.height), innerRadius: unless(innerRadius, shared.innerRadius),
                         outerRadius: unless(outerRadius, shared.outerRadius), angularInset: unless(angularInset,
                         shared.angularInset), annotationPosition: unless(annotationPosition,
                         shared.annotationPosition), dash: unless(dash, shared.dash), dashPhase: unless(dashPhase,
                         shared.dashPhase), lineCap: unless(lineCap, shared.lineCap), lineJoin: unless(lineJoin,
                         shared.lineJoin), miterLimit: unless(miterLimit, shared.miterLimit), symbol: unless(symbol,
                         shared.symbol), symbolWidth: unless(symbolWidth, shared.symbolWidth),
                         symbolHeight: unless(symbolHeight, shared.symbolHeight))
    }

    /// This style with every field `other` sets taken from `other` (one mark's own style over its layer's).
    func overridden(by other: MarkStyle) -> MarkStyle {
        MarkStyle(color: other.color ?? color, lineWidth: other.lineWidth ?? lineWidth,
                  symbolSize: other.symbolSize ?? symbolSize, opacity: other.opacity ?? opacity,
                  cornerRadius: other.cornerRadius ?? cornerRadius, width: other.width ?? width,
                  height: other.height ?? height, innerRadius: other.innerRadius ?? innerRadius,
                  outerRadius: other.outerRadius ?? outerRadius, angularInset: other.angularInset ?? angularInset,
                  annotationPosition: other.annotationPosition ?? annotationPosition, dash: other.dash ?? dash,
                  dashPhase: other.dashPhase ?? dashPhase, lineCap: other.lineCap ?? lineCap,
                  lineJoin: other.lineJoin ?? lineJoin, miterLimit: other.miterLimit ?? miterLimit,
                  symbol: other.symbol ?? symbol, symbolWidth: other.symbolWidth ?? symbolWidth,
                  symbolHeight: other.symbolHeight ?? symbolHeight)
    }
}

/// Where an annotation sits relative to its mark (A4).
public enum AnnotationPosition: String, Codable, Sendable, CaseIterable {
    case top, bottom, leading, trailing
}
