import Foundation
import PlotlineScene

/// A view as a background holds it: its tree, and where it sits in the space it is offered.
struct PlacedView: Sendable, Equatable {
    var tree: ViewTree
    var alignment: Alignment

    /// The view laid out in `rect` (offered its size, placed by its alignment), as scene nodes hidden from
    /// assistive technology in a group of `classes`; cut to `cornerRadius` when it is over 0.
    func nodes(in rect: Rect, theme: Theme, classes: String, cornerRadius: Double = 0) -> [SceneNode] {
        let views = ViewLayout(theme: theme, textStyle: TextStyle(size: 12, weight: .regular), textColor: theme.titleColor,
                               textClass: "background-text")
        let tree = cornerRadius > 0 ? ViewTree.modified(tree, .clip(ViewShape(kind: .roundedRectangle, cornerRadius: cornerRadius))) : tree
        let offered = ViewLayout.Proposal(width: rect.width, height: rect.height)
        let size = views.size(tree, offered)
        let x = rect.x + (rect.width - size.width) * ViewLayout.share(alignment, vertical: false)
        let y = rect.y + (rect.height - size.height) * ViewLayout.share(alignment, vertical: true)
        let drawn = views.draw(tree, offered, at: (x: x, y: y))
        guard !drawn.isEmpty else { return [] }
        return [.group(SceneGroup(classes: classes, attributes: [("aria-hidden", "true")], children: drawn))]
    }
}

/// The chart view's own fill and outline, as SwiftUI draws `.background(...)` and `.clipShape(...)` written
/// on the chart: a card (`.padding().background(Color(.secondarySystemBackground)).clipShape(RoundedRectangle(cornerRadius: 12))`).
/// Each covers the chart as it was when the modifier was written: padding written after it lies outside.
struct ChartViewSurface: Sendable, Equatable {
    /// The fill, as a CSS color (a gradient's middle color), and the padding there was when it was written.
    var fill: (color: String, padding: PaddingSpec)?
    /// The fill as a gradient over its rectangle, when it is one (`.background(LinearGradient(...))`).
    var fillGradient: MarkGradient?
    /// Views behind the chart (`.background { ... }`), furthest back first, each with the padding there was
    /// when it was written and whether it lies behind the fill (written after it, as SwiftUI stacks backgrounds).
    var views: [SurfaceView] = []
    /// The clip's corner radius (`.infinity` for a capsule: half the shorter side), the padding there was
    /// when it was written, and whether it was written after the fill (and so cuts it too).
    var clip: (radius: Double, padding: PaddingSpec, cutsFill: Bool)?

    static func == (a: ChartViewSurface, b: ChartViewSurface) -> Bool {
        a.fill?.color == b.fill?.color && a.fill?.padding == b.fill?.padding && a.fillGradient == b.fillGradient
            && a.clip?.radius == b.clip?.radius
            && a.clip?.padding == b.clip?.padding && a.clip?.cutsFill == b.clip?.cutsFill && a.views == b.views
    }

    struct SurfaceView: Sendable, Equatable {
        var view: PlacedView
        var padding: PaddingSpec
        var behindFill: Bool
    }
}

/// The surface as drawn: rectangles in the picture's points.
struct ResolvedViewSurface: Sendable {
    var fill: (color: Color, rect: Rect, radius: Double)?
    /// The fill's gradient, laid over its rectangle.
    var fillGradient: MarkGradient?
    /// Views behind the chart, furthest back first, each in its rectangle.
    var views: [(view: PlacedView, rect: Rect, behindFill: Bool)] = []
    var clip: (rect: Rect, radius: Double)?
}

extension Chart {
    /// A fill behind the whole chart, as SwiftUI's `background(_:)` on the chart view: behind the padding
    /// written before it, not the padding written after. A gradient runs across the chart's background.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> Chart {
        var copy = self
        var surface = copy.surface ?? ChartViewSurface()
        surface.fill = (style.cssColor, spec.padding ?? PaddingSpec())
        surface.fillGradient = MarkGradient(style)
        // Written after the views: behind them.
        for i in surface.views.indices { surface.views[i].behindFill = false }
        copy.surface = surface
        return copy
    }

    /// A view behind the whole chart, as SwiftUI's `background(_:alignment:)` on the chart view: offered the
    /// chart's size (inside the padding written before it), behind the grid and the marks.
    /// `.background(RoundedRectangle(cornerRadius: 12).fill(.gray.opacity(0.1)))`.
    @_disfavoredOverload
    public func background<V: View>(_ content: V, alignment: Alignment = .center) -> Chart {
        var copy = self
        var surface = copy.surface ?? ChartViewSurface()
        // A background written later lies behind those written before it.
        surface.views.insert(ChartViewSurface.SurfaceView(view: PlacedView(tree: ViewTree.of(content), alignment: alignment),
                                                          padding: spec.padding ?? PaddingSpec(),
                                                          behindFill: surface.fill != nil), at: 0)
        copy.surface = surface
        return copy
    }

    /// A view behind the whole chart, written in a closure: `.background { Color.gray.opacity(0.1) }`.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> Chart {
        background(content(), alignment: alignment)
    }

    /// The chart cut to a shape, as SwiftUI's `clipShape(_:)` on the chart view: a rounded rectangle or a
    /// capsule rounds the chart's corners (its background's and the picture's); a rectangle cuts square.
    public func clipShape<T: Shape>(_ shape: T, style: FillStyle = FillStyle()) -> Chart {
        let clip = shape.markClip
        let radius: Double = switch clip.shape {
        case .rectangle: 0
        case .roundedRectangle: clip.cornerRadius ?? 0
        case .capsule: .infinity
        }
        var copy = self
        var surface = copy.surface ?? ChartViewSurface()
        surface.clip = (radius, spec.padding ?? PaddingSpec(), surface.fill != nil)
        copy.surface = surface
        return copy
    }

    /// The chart cut to its frame, as SwiftUI's `clipped()`: a rectangle's cut (the picture is its frame).
    public func clipped(antialiased: Bool = false) -> Chart { clipShape(Rectangle()) }

    /// A mask over the whole chart view (`.mask { LinearGradient(...) }` fading a scrolling chart's edges):
    /// accepted and not drawn; every mark keeps its full strength, as a chart read for its values needs
    /// (DocC's differences). Masks on marks (`ChartContent.mask { RectangleMark(...) }`) are drawn.
    public func mask<M: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> M) -> Chart { self }
    /// SwiftUI's older form, `.mask(Rectangle().padding(.bottom, -100))`: accepted and not drawn.
    public func mask<M: View>(_ mask: M) -> Chart { self }

    /// The surface in the picture's points: each part inset by the padding written after it.
    static func place(_ surface: ChartViewSurface, width: Double, height: Double, padding: PaddingSpec?,
                      colorProblem: inout PlotlineError?) -> ResolvedViewSurface {
        let now = (padding ?? PaddingSpec()).insets
        func rect(_ then: PaddingSpec) -> Rect {
            let was = then.insets
            let top = now.top - was.top, leading = now.leading - was.leading
            return Rect(x: leading, y: top, width: max(width - leading - (now.trailing - was.trailing), 0),
                        height: max(height - top - (now.bottom - was.bottom), 0))
        }
        func corner(_ radius: Double, _ r: Rect) -> Double { min(radius, r.width / 2, r.height / 2) }
        var placed = ResolvedViewSurface()
        placed.views = surface.views.map { ($0.view, rect($0.padding), $0.behindFill) }
        if let clip = surface.clip {
            let r = rect(clip.padding)
            placed.clip = (r, corner(clip.radius, r))
        }
        if let fill = surface.fill {
            if let color = Color(css: fill.color) {
                var r = rect(fill.padding), radius = 0.0
                if let clip = placed.clip, surface.clip?.cutsFill == true {
                    // Cut by the clip: where the two overlap, with the clip's corners where they meet.
                    let x0 = max(r.x, clip.rect.x), y0 = max(r.y, clip.rect.y)
                    r = Rect(x: x0, y: y0, width: max(min(r.maxX, clip.rect.maxX) - x0, 0),
                             height: max(min(r.maxY, clip.rect.maxY) - y0, 0))
                    radius = corner(clip.radius, r)
                }
                placed.fill = (color, r, radius)
                placed.fillGradient = surface.fillGradient
            } else if colorProblem == nil {
                colorProblem = .invalidOption(name: "background", reason: "\(fill.color) is not a color")
            }
        }
        return placed
    }
}
