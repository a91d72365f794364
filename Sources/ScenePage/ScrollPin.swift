import PlotlineScene

/// What stays in place while a scrolling chart's page scrolls sideways: the picture's title, subtitle, value
/// axis, legend and x axis title, drawn over the page's background everywhere but the window (the plot area
/// and the x axis's labels beside it), through which the whole chart scrolls. Made from the window's own
/// picture, so the page at rest looks as the SVG does.
enum ScrollPin {
    /// The pin of a window's scene: its nodes but the plot area and the x axis's ticks, over a background
    /// with the window cut out of it.
    static func scene(_ window: Scene) -> Scene {
        let plot = window.plotArea
        var top = plot.y, bottom = plot.maxY
        var nodes: [SceneNode] = []
        for node in window.nodes {
            guard case .group(let group) = node else { nodes.append(node); continue }
            if group.classes == "plot-area" { continue }
            if group.classes.hasPrefix("axis x") {
                // The window reaches over the tick labels; the axis's title stays.
                var kept = group
                kept.children = group.children.filter { child in
                    if case .text(let text) = child, text.classes.contains("axis-title") { return true }
                    return false
                }
                for text in Self.texts(group) where text.classes.contains("tick-label") {
                    // Wrapped or turned labels reach further down.
                    let box = text.bounds
                    top = min(top, box.y - 1)
                    bottom = max(bottom, box.maxY + 1)
                }
                nodes.append(.group(kept))
                continue
            }
            nodes.append(node)
        }
        var backing: [SceneNode] = []
        if let color = window.background {
            let w = window.width, h = window.height
            let cover = [Rect(x: 0, y: 0, width: w, height: top),
                         Rect(x: 0, y: bottom, width: w, height: h - bottom),
                         Rect(x: 0, y: top, width: plot.x, height: bottom - top),
                         Rect(x: plot.maxX, y: top, width: w - plot.maxX, height: bottom - top)]
            backing = cover.filter { $0.width > 0 && $0.height > 0 }.map {
                .shape(SceneShape(classes: "pin-background", geometry: .rect($0, cornerRadius: 0), fill: color))
            }
        }
        var pin = Scene(width: window.width, height: window.height, background: nil, plotArea: plot,
                        nodes: backing + nodes)
        pin.language = window.language
        return pin
    }

    static func texts(_ group: SceneGroup) -> [SceneText] {
        group.children.flatMap { child -> [SceneText] in
            switch child {
            case .text(let t): [t]
            case .group(let g): texts(g)
            case .shape: []
            }
        }
    }
}
