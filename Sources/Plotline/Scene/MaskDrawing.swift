import PlotlineScene
/// A layer's `mask { }` as scene nodes: its marks drawn as any layer's are, then made plain white at their
/// own opacity (a mask keeps its marks' alpha, never their color) and stripped of classes and attributes,
/// so no reader of the picture (a test, the page's script, assistive technology) takes them for marks.
enum MaskDrawing {
    static func nodes(_ layers: [ResolvedLayer], chart: ResolvedChart, layout: ChartLayout) -> [SceneNode] {
        var nodes: [SceneNode] = []
        for layer in layers {
            for (_, drawn) in MarkDrawing.draw(layer, chart: chart, layout: layout, labels: []) {
                for node in drawn { plain(node, into: &nodes) }
            }
        }
        return nodes
    }

    private static func white(_ color: Color) -> Color { Color(red: 1, green: 1, blue: 1, alpha: color.alpha) }

    private static func plain(_ node: SceneNode, into nodes: inout [SceneNode]) {
        switch node {
        case .group(let group):
            for child in group.children { plain(child, into: &nodes) }
        case .shape(var shape):
            shape.classes = "mask-shape"
            shape.attributes = []
            shape.fill = shape.fill.map(white)
            if let stroke = shape.stroke { shape.stroke?.color = white(stroke.color) }
            nodes.append(.shape(shape))
        case .text(var text):
            text.classes = "mask-text"
            text.attributes = []
            text.color = white(text.color)
            nodes.append(.text(text))
        }
    }
}
