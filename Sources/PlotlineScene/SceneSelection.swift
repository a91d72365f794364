/// A selection the picture shows as it is drawn: a chart's `chartXSelection` (and y, and angle), or what a
/// chart's overlays draw when one of them selects with a gesture. Its drawing is every node whose classes
/// include ``drawingClass``; where it stands is in points of the scene, along x or y, when known.
///
/// The interactive page reads it from the scene: its own scrubber starts where the selection stands, and the
/// drawing is hidden once the reader scrubs or navigates, so the page never shows a frozen selection next
/// to the reader's own.
public struct SceneSelection: Sendable, Equatable {
    /// The class that marks a selection's drawing in the scene (and in the SVG).
    public static let drawingClass = "selection"

    /// Where a vertical rule of the selection stands (points from the scene's left), when it has one.
    public var x: Double?
    /// Where a horizontal rule of the selection stands (points from the scene's top), when it has one.
    public var y: Double?
    /// The sentence the chart's words give the selection ("Selected: Tuesday: 55 sales."), at the end of its
    /// summary, when they give one: once the reader's own selection takes over, the page's summary drops it.
    public var words: String?

    public init(x: Double? = nil, y: Double? = nil, words: String? = nil) {
        self.x = x
        self.y = y
        self.words = words
    }
}
