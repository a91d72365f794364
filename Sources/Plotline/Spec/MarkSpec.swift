import PlotlineScene
/// One layer of marks: a mark type, its data and the columns on its channels.
///
/// JSON: `{"type": "bar", "x": {"field": "day", "unit": "day"}, "y": {"field": "steps"}}`.
public struct MarkSpec: Codable, Sendable, Equatable {
    public var type: MarkType
    /// The layer's own rows; the chart's data when omitted.
    public var data: DataSource?
    /// What is done to this layer's rows (its own, or the chart's after the chart's transforms) before
    /// they are drawn (see ``Transform``).
    public var transform: [Transform]? = nil
    public var x: EncodingSpec?
    public var y: EncodingSpec?
    public var xStart: EncodingSpec?
    public var xEnd: EncodingSpec?
    public var yStart: EncodingSpec?
    public var yEnd: EncodingSpec?
    /// Series by color: `foregroundStyle(by:)`.
    public var color: EncodingSpec?
    /// Series by point shape: `symbol(by:)`.
    public var symbol: EncodingSpec?
    /// Series by dash pattern: `lineStyle(by:)`.
    public var lineStyle: EncodingSpec?
    /// Bars side by side: `position(by:)`.
    public var position: EncodingSpec?
    /// Point area by a number: `symbolSize(by:)`.
    public var size: EncodingSpec?
    /// A mark's opacity by a number: `opacity(by:)`.
    public var opacity: EncodingSpec?
    /// A sector's value, shown by its angle: `SectorMark(angle:)`.
    public var angle: EncodingSpec?
    /// A column of text shown beside each mark (A4); where, by `style.annotationPosition`.
    public var annotation: EncodingSpec?
    /// A column of words that replace each mark's context in its accessibility label.
    public var accessibilityLabel: EncodingSpec?
    /// A column of words that replace each mark's value in its accessibility label.
    public var accessibilityValue: EncodingSpec?
    /// A column of numbers or true/false: marks with 1 or true are left out of labels and sound.
    public var accessibilityHidden: EncodingSpec?
    /// Separate lines or stacked areas in one style: `LineMark(x:y:series:)`.
    public var series: EncodingSpec?
    public var interpolation: InterpolationMethod?
    /// The order a line's points are joined in: by x (default) or as the rows come (a parametric curve).
    public var pathOrder: PathOrder? = nil
    public var stacking: MarkStackingMethod?
    public var style: MarkStyle?
    /// Each row's own style on top of `style`, in the order of the layer's rows (null for none): what one
    /// mark of many was given (`foregroundStyle(value > goal ? "red" : "blue")`).
    public var rowStyles: [MarkStyle?]?
    /// Marks whose shapes limit where this layer is drawn (`mask { }`): the layer shows only where they are
    /// drawn, as much as they are opaque. They are placed with the chart's scales (they do not widen them)
    /// and are not data: the descriptor, the words and the sound leave them out.
    public var mask: [MarkSpec]? = nil
    /// Drawn under a condition (Swift content inside `if`, `if let` or `switch`): in a chart that shows a
    /// selection (`selection`, or an overlay that selects with a gesture) the layer is drawn as what depends
    /// on the selection (the rule and annotation at the selected value), which the page's scrubbing replaces.
    public var conditional: Bool? = nil

    public init(type: MarkType, data: DataSource? = nil, channels: [Channel: EncodingSpec] = [:],
                interpolation: InterpolationMethod? = nil, stacking: MarkStackingMethod? = nil,
                style: MarkStyle? = nil) {
        self.type = type
        self.data = data
        self.interpolation = interpolation
        self.stacking = stacking
        self.style = style
        for (channel, encoding) in channels { self[channel] = encoding }
    }

    /// The encoding on a channel.
    public subscript(channel: Channel) -> EncodingSpec? {
        get {
            switch channel {
            case .x: x
            case .y: y
            case .xStart: xStart
            case .xEnd: xEnd
            case .yStart: yStart
            case .yEnd: yEnd
            case .color: color
            case .symbol: symbol
            case .lineStyle: lineStyle
            case .position: position
            case .size: size
            case .opacity: opacity
            case .angle: angle
            case .annotation: annotation
            case .accessibilityLabel: accessibilityLabel
            case .accessibilityValue: accessibilityValue
            case .accessibilityHidden: accessibilityHidden
            case .series: series
            }
        }
        set {
            switch channel {
            case .x: x = newValue
            case .y: y = newValue
            case .xStart: xStart = newValue
            case .xEnd: xEnd = newValue
            case .yStart: yStart = newValue
            case .yEnd: yEnd = newValue
            case .color: color = newValue
            case .symbol: symbol = newValue
            case .lineStyle: lineStyle = newValue
            case .position: position = newValue
            case .size: size = newValue
            case .opacity: opacity = newValue
            case .angle: angle = newValue
            case .annotation: annotation = newValue
            case .accessibilityLabel: accessibilityLabel = newValue
            case .accessibilityValue: accessibilityValue = newValue
            case .accessibilityHidden: accessibilityHidden = newValue
            case .series: series = newValue
            }
        }
    }

    /// The channels that are set, in a fixed order.
    public var channels: [(Channel, EncodingSpec)] {
        Channel.allCases.compactMap { channel in self[channel].map { (channel, $0) } }
    }
}
