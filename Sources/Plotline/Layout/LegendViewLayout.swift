import PlotlineScene

/// The legend the author wrote as a view (`chartLegend(position: .top) { HStack { ... } }`): laid out as
/// SwiftUI lays out views, at its own size (no wider than the room a key has), placed where the key would
/// go, and drawn in its place. Its text has the key's size and color unless the view gives its own.
struct LegendViewLayout: Sendable {
    var tree: ViewTree
    /// Its top-left corner in the picture, once placed.
    var x: Double
    var y: Double = 0
    var width: Double
    var height: Double
    var style: TextStyle

    init(tree: ViewTree, theme: Theme, style: TextStyle, width room: Double, x: Double) {
        self.tree = tree
        self.x = x
        self.style = style
        let views = Self.views(theme, style)
        var size = views.size(tree)
        if size.width > room { size = views.size(tree, ViewLayout.Proposal(width: room, height: nil)) }
        width = size.width
        height = size.height
    }

    static func views(_ theme: Theme, _ style: TextStyle) -> ViewLayout {
        ViewLayout(theme: theme, textStyle: style, textColor: theme.subtitleColor, textClass: "legend-text")
    }

    /// The view's nodes, at its place; hidden from assistive technology as the key is (the words name the
    /// series).
    func nodes(_ theme: Theme) -> SceneGroup {
        let children = Self.views(theme, style).draw(tree, ViewLayout.Proposal(width: width, height: height), at: (x, y))
        return SceneGroup(classes: "legend legend-view", attributes: [("aria-hidden", "true")], children: children)
    }
}
