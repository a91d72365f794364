import PlotlineScene
/// Puts the accessibility labels on the drawn marks (AX1, AX4): a labelled mark is a `graphics-symbol`
/// named by its label; a labelled group of marks is a `graphics-symbol` group around them; a line or area,
/// one shape for many values, gets an invisible target per label along x. Everything unlabelled is hidden.
enum MarkAccessibility {
    static func hidden(_ node: SceneNode) -> SceneNode {
        // Once: a node hidden already (an area's hatching) would otherwise name the attribute twice, which
        // is not well-formed XML.
        func hide(_ attributes: inout SceneAttributes) {
            if !attributes.contains(where: { $0.0 == "aria-hidden" }) { attributes.append(("aria-hidden", "true")) }
        }
        switch node {
        case .shape(var shape):
            hide(&shape.attributes)
            return .shape(shape)
        case .group(var group):
            hide(&group.attributes)
            return .group(group)
        case .text(var text):
            hide(&text.attributes)
            return .text(text)
        }
    }

    static func symbol(_ node: SceneNode, label: String) -> SceneNode {
        let attributes: SceneAttributes = [("role", "graphics-symbol"), ("aria-label", label)]
        switch node {
        case .shape(var shape): shape.attributes += attributes; return .shape(shape)
        case .group(var group): group.attributes += attributes; return .group(group)
        case .text(var text): text.attributes += attributes; return .text(text)
        }
    }

    /// Marks drawn one by one (bars, points, rules): labelled alone or in their group, in drawing order.
    static func label(_ nodes: [SceneNode?], indices: [Int], labels: [MarkLabel]) -> [SceneNode] {
        enum Entry { case node(SceneNode), group(Int) }
        var labelOf: [Int: Int] = [:]
        for (l, label) in labels.enumerated() { for m in label.marks { labelOf[m] = l } }
        var entries: [Entry] = []
        var members: [Int: [SceneNode]] = [:]
        for (node, index) in zip(nodes, indices) {
            guard let node else { continue }
            guard let l = labelOf[index] else { entries.append(.node(hidden(node))); continue }
            if labels[l].isGroup {
                if members[l] == nil { entries.append(.group(l)) }
                members[l, default: []].append(node)
            } else {
                entries.append(.node(symbol(node, label: labels[l].text)))
            }
        }
        return entries.map { entry in
            switch entry {
            case .node(let node): node
            case .group(let l):
                .group(SceneGroup(classes: "mark-group", attributes: [("role", "graphics-symbol"), ("aria-label", labels[l].text)],
                                  children: members[l] ?? []))
            }
        }
    }

    /// Invisible targets along a line or area, one per label, spanning its marks across the plot height.
    static func targets(_ labels: [MarkLabel], layer: ResolvedLayer, layout: ChartLayout) -> [SceneNode] {
        labels.map { label in
            let xs = label.marks.flatMap { [layer.marks[$0].x0, layer.marks[$0].x1] }
            let lo = layout.px(xs.min() ?? 0), hi = layout.px(xs.max() ?? 0)
            let width = max(hi - lo, 2)
            let rect = Rect(x: (lo + hi) / 2 - width / 2, y: layout.plotArea.y, width: width, height: layout.plotArea.height)
            return .shape(SceneShape(classes: "mark-label", attributes: [("role", "graphics-symbol"), ("aria-label", label.text)],
                                     geometry: .rect(rect, cornerRadius: 0), fill: Color(red: 0, green: 0, blue: 0, alpha: 0)))
        }
    }
}
