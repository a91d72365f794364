import Foundation
import PlotlineScene

/// A view drawn over or under a chart (`chartOverlay`, `chartBackground`), made when the chart is drawn so
/// its ``ChartProxy`` answers from the laid-out chart.
struct ChartOverlay: @unchecked Sendable {
    var isBackground: Bool
    var alignment: Alignment
    var content: (ChartProxy) -> any View
}

extension Chart {
    /// A view over the chart, as Swift Charts' `chartOverlay`: it is given the chart's ``ChartProxy`` and
    /// covers the chart. What it draws (shapes, text, paths, stacks) is drawn over the chart; its gestures
    /// (`DragGesture`, `onContinuousHover`, `onTapGesture`) compile and do nothing in a picture, and on the
    /// interactive page the page's own scrubbing does what a selection overlay does.
    ///
    /// ```swift
    /// .chartOverlay { proxy in
    ///     GeometryReader { geometry in
    ///         Rectangle().fill(.clear).contentShape(Rectangle())
    ///             .gesture(DragGesture().onChanged { value in
    ///                 let x = value.location.x - geometry[proxy.plotFrame!].origin.x
    ///                 selectedDay = proxy.value(atX: x, as: Date.self)
    ///             })
    ///     }
    /// }
    /// ```
    public func chartOverlay<V: View>(alignment: Alignment = .center,
                                      @ViewBuilder content: @escaping (ChartProxy) -> V) -> Chart {
        var copy = self
        copy.overlays.append(ChartOverlay(isBackground: false, alignment: alignment, content: { content($0) }))
        return copy
    }

    /// A view over the chart, as SwiftUI's `overlay` on the chart view: `.overlay { if sales.isEmpty {
    /// Text("No sales yet") } }`. Laid out in the chart's frame as `chartOverlay`'s view is, without a proxy.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> Chart {
        overlay(content(), alignment: alignment)
    }

    /// A view over the chart: `.overlay(Text("Preview"), alignment: .topTrailing)`.
    public func overlay<V: View>(_ view: V, alignment: Alignment = .center) -> Chart {
        var copy = self
        copy.overlays.append(ChartOverlay(isBackground: false, alignment: alignment, content: { _ in view }))
        return copy
    }

    /// A view under the chart, as Swift Charts' `chartBackground`: drawn behind the grid and the marks.
    public func chartBackground<V: View>(alignment: Alignment = .center,
                                         @ViewBuilder content: @escaping (ChartProxy) -> V) -> Chart {
        var copy = self
        copy.overlays.append(ChartOverlay(isBackground: true, alignment: alignment, content: { content($0) }))
        return copy
    }
}

// MARK: Gestures, accepted and left alone in a picture

extension Chart {
    /// A gesture on the whole chart, as Swift Charts' `chartGesture` (made with the chart's ``ChartProxy``,
    /// usually a `DragGesture` or `SpatialTapGesture` that sets a selection). A picture has no pointer: it
    /// compiles and changes nothing drawn; the selection it would set is drawn from its binding's value.
    public func chartGesture<G: Gesture>(_ gesture: @escaping (ChartProxy) -> G) -> Chart { self }
}

/// A gesture, as SwiftUI's `Gesture`: written on an overlay's views, it compiles; a picture has no pointer,
/// so its actions are never called.
public protocol Gesture {}

extension Gesture {
    public func onChanged(_ action: @escaping (DragGesture.Value) -> Void) -> Self { self }
    public func onEnded(_ action: @escaping (DragGesture.Value) -> Void) -> Self { self }
    public func simultaneously<Other: Gesture>(with other: Other) -> Self { self }
    public func exclusively<Other: Gesture>(before other: Other) -> Self { self }
    public func sequenced<Other: Gesture>(before other: Other) -> Self { self }
}

/// A drag, as SwiftUI's `DragGesture`.
public struct DragGesture: Gesture {
    public struct Value: Sendable {
        public var location: CGPoint
        public var startLocation: CGPoint
        public var translation: CGSize
        public var predictedEndLocation: CGPoint
        public var predictedEndTranslation: CGSize
        public var time: Date
    }
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {}
}

/// A tap where it lands, as SwiftUI's `SpatialTapGesture`.
public struct SpatialTapGesture: Gesture {
    public struct Value: Sendable { public var location: CGPoint }
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {}
    public func onEnded(_ action: @escaping (Value) -> Void) -> Self { self }
}

/// A tap, as SwiftUI's `TapGesture`.
public struct TapGesture: Gesture {
    public init(count: Int = 1) {}
    public func onEnded(_ action: @escaping () -> Void) -> Self { self }
}

/// A long press, as SwiftUI's `LongPressGesture`.
public struct LongPressGesture: Gesture {
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {}
    public func onEnded(_ action: @escaping (Bool) -> Void) -> Self { self }
}

/// Where the pointer is over a view, as SwiftUI's `HoverPhase`.
public enum HoverPhase: Sendable, Equatable {
    case active(CGPoint)
    case ended
}

/// What a gesture may hit, as SwiftUI's `GestureMask`.
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let none = GestureMask([]), gesture = GestureMask(rawValue: 1), subviews = GestureMask(rawValue: 2),
                      all = GestureMask(rawValue: 3)
}

// A pointer gesture is kept in the view's tree (`ViewTreeModifier.gesture`), drawing nothing: a chart whose
// overlay or background has one selects with the pointer, and on the page the page's scrubbing takes the
// place of what the overlays draw for the selection.
extension View {
    private var withGesture: ModifiedView { ModifiedView(self, .tree(.gesture)) }

    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> ModifiedView { withGesture }
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> ModifiedView { withGesture }
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> ModifiedView { withGesture }
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> ModifiedView { withGesture }
    public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local,
                             perform action: @escaping (CGPoint) -> Void) -> ModifiedView { withGesture }
    public func onContinuousHover(coordinateSpace: CoordinateSpace = .local,
                                  perform action: @escaping (HoverPhase) -> Void) -> ModifiedView { withGesture }
    public func onHover(perform action: @escaping (Bool) -> Void) -> ModifiedView { withGesture }
}

extension View {
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> Self { self }
    public func allowsHitTesting(_ enabled: Bool) -> Self { self }
    public func onAppear(perform action: (() -> Void)? = nil) -> Self { self }
    public func onDisappear(perform action: (() -> Void)? = nil) -> Self { self }
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> Self { self }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> Self { self }
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> Self { self }
    public func transition(_ transition: AnyTransition) -> Self { self }
}

/// An animation, as SwiftUI's `Animation`: a picture does not move.
public struct Animation: Sendable, Hashable {
    let name: String
    public static let `default` = Animation(name: "default"), linear = Animation(name: "linear"),
                      easeIn = Animation(name: "easeIn"), easeOut = Animation(name: "easeOut"),
                      easeInOut = Animation(name: "easeInOut"), spring = Animation(name: "spring")
    public static func easeInOut(duration: Double) -> Animation { .easeInOut }
    public static func linear(duration: Double) -> Animation { .linear }
}

/// A transition, as SwiftUI's `AnyTransition`: a picture does not move.
public struct AnyTransition: Sendable {
    public static let opacity = AnyTransition(), scale = AnyTransition(), identity = AnyTransition()
}
