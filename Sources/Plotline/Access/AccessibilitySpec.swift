import PlotlineScene
/// How marks get accessibility labels (AX1, AX4).
public enum MarkLabelPolicy: String, Codable, Sendable, CaseIterable {
    /// A label per mark up to `groupThreshold` marks in a series, grouped labels above it.
    case automatic
    /// A label for every mark, where each value matters (steps per day).
    case perMark
    /// Labels for runs of consecutive marks along x, where the shape matters (a route's elevation).
    case grouped
    /// One label for the whole chart (a small chart inside a button).
    case chart
}

/// Accessibility options of a chart: a custom title or summary, and the mark-label policy.
/// JSON: `{"accessibility": {"summary": "...", "labels": "grouped", "groupSize": 10}}`.
public struct AccessibilitySpec: Codable, Sendable, Equatable {
    /// The title spoken for the chart; the chart's title when omitted.
    public var title: String?
    /// The summary spoken for the chart; written from the data when omitted (D2).
    public var summary: String?
    public var labels: MarkLabelPolicy?
    /// Marks per group for grouped labels.
    public var groupSize: Int?
    /// Groups per series for grouped labels (used when `groupSize` is not given; default 10).
    public var groupCount: Int?
    /// With `automatic`, series of more marks than this get grouped labels (default 50).
    public var groupThreshold: Int?

    public init(title: String? = nil, summary: String? = nil, labels: MarkLabelPolicy? = nil,
                groupSize: Int? = nil, groupCount: Int? = nil, groupThreshold: Int? = nil) {
        self.title = title
        self.summary = summary
        self.labels = labels
        self.groupSize = groupSize
        self.groupCount = groupCount
        self.groupThreshold = groupThreshold
    }

    public static let defaultGroupThreshold = 50
    public static let defaultGroupCount = 10
}
