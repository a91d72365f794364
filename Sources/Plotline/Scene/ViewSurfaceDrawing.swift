import PlotlineScene

/// The chart view's own background and clip shape (`.background(...)`, `.clipShape(...)` written on the
/// chart) as scene nodes: the fill a rectangle under everything else, in the clip's corners where the clip
/// cuts it; a clip leaves the picture outside it empty (the theme's background is drawn inside it, not over
/// the whole picture) and cuts what is drawn to its shape with a mask.
struct ViewSurfaceDrawing {
    /// The picture's background: the theme's, or none when a clip shape leaves the corners empty.
    private(set) var background: Color?
    private var under: [SceneNode] = []
    private var clip: (rect: Rect, radius: Double)?

    init(_ surface: ResolvedViewSurface?, theme: Theme, width: Double, height: Double) {
        background = theme.background
        guard let surface else { return }
        func rect(_ r: Rect, _ radius: Double, _ fill: Color, _ gradient: MarkGradient? = nil) -> SceneNode {
            var shape = SceneShape(classes: "view-background", geometry: .rect(r, cornerRadius: radius), fill: fill)
            shape.gradient = gradient.flatMap { GradientPaint.painting($0, in: r, theme: theme, opacity: 1) }
            return MarkAccessibility.hidden(.shape(shape))
        }
        if let clip = surface.clip {
            if theme.background.alpha > 0 { under.append(rect(clip.rect, clip.radius, theme.background)) }
            background = nil
            self.clip = clip
        }
        func views(behindFill: Bool) -> [SceneNode] {
            surface.views.filter { $0.behindFill == behindFill }
                .flatMap { $0.view.nodes(in: $0.rect, theme: theme, classes: "chart-view-background") }
        }
        under += views(behindFill: true)
        if let fill = surface.fill { under.append(rect(fill.rect, fill.radius, fill.color, surface.fillGradient)) }
        under += views(behindFill: false)
    }

    /// Everything drawn, on the fill and inside the clip.
    func nodes(around nodes: [SceneNode]) -> [SceneNode] {
        let all = under + nodes
        guard let clip else { return all }
        let shape = SceneShape(classes: "mask-shape", geometry: .rect(clip.rect, cornerRadius: clip.radius),
                               fill: Color(red: 1, green: 1, blue: 1, alpha: 1))
        return [.group(SceneGroup(classes: "view-clip", children: all, mask: [.shape(shape)]))]
    }
}
