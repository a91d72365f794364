import Foundation
import PlotlineScene

/// SwiftUI's view modifiers as apps chain them on a chart. Those with a meaning in a picture feed the one
/// spec the single resolve reads (`environment(\.locale, ...)` is the chart's locale, `accessibilityLabel`
/// its accessible name); those that only animate or schedule compile and change nothing drawn.
public struct EnvironmentValues: Sendable {
    public var locale = Locale(identifier: "en_US")
    public var calendar = Calendar(identifier: .gregorian)
    public var timeZone = TimeZone(identifier: "UTC")!
    /// Read by code that picks colors by it; the theme of each output decides what is drawn.
    public var colorScheme = ColorScheme.light
    public init() {}
}

/// How a text changes when its value does, as SwiftUI's `ContentTransition`: a picture does not change.
public struct ContentTransition: Sendable, Hashable {
    let name: String
    public static let identity = ContentTransition(name: "identity"), opacity = ContentTransition(name: "opacity"),
                      interpolate = ContentTransition(name: "interpolate")
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(name: "numericText") }
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(name: "numericText") }
}

/// Why a view is drawn as placeholders, as SwiftUI's `RedactionReasons`: a picture draws its real content.
public struct RedactionReasons: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let placeholder = RedactionReasons(rawValue: 1), privacy = RedactionReasons(rawValue: 2),
                      invalidated = RedactionReasons(rawValue: 4)
}

/// How an element's children are read, as SwiftUI's `AccessibilityChildBehavior`.
public struct AccessibilityChildBehavior: Sendable, Hashable {
    let name: String
    public static let ignore = Self(name: "ignore"), contain = Self(name: "contain"), combine = Self(name: "combine")
}

/// The animation state of a change, as SwiftUI's `Transaction`.
public struct Transaction: Sendable {
    public var animation: Animation?
    public var disablesAnimations = false
    public init() {}
}

extension Chart {
    /// An environment value for the chart: `\.locale` and `\.timeZone` set the locale and time zone its labels
    /// are written in (as `chartLocale(_:)` and `chartTimeZone(_:)`), `\.calendar` its time zone too; other
    /// values change nothing drawn.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> Chart {
        if keyPath == \EnvironmentValues.locale, let locale = value as? Locale {
            return chartLocale(locale.identifier)
        }
        if keyPath == \EnvironmentValues.timeZone, let zone = value as? TimeZone {
            return chartTimeZone(zone.identifier)
        }
        if keyPath == \EnvironmentValues.calendar, let calendar = value as? Calendar {
            return chartTimeZone(calendar.timeZone.identifier)
        }
        return self
    }

    /// The chart's accessible name, as SwiftUI's `accessibilityLabel` on the chart view: the title its words,
    /// descriptor and page announce in place of the generated one.
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> Chart {
        with { $0.accessibility = $0.accessibility ?? AccessibilitySpec(); $0.accessibility?.title = String(label) }
    }
    public func accessibilityLabel(_ label: Text) -> Chart { accessibilityLabel(label.string) }

    /// What the chart says after its name, as SwiftUI's `accessibilityValue` on the chart view: the summary
    /// in place of the one written from the data.
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> Chart {
        with { $0.accessibility = $0.accessibility ?? AccessibilitySpec(); $0.accessibility?.summary = String(value) }
    }
    public func accessibilityValue(_ value: Text) -> Chart { accessibilityValue(value.string) }

    /// The chart's tint, as SwiftUI's `tint(_:)`: the color of the first (or only) series, as ``chartAccent(_:)``.
    public func tint<S: ShapeStyle>(_ tint: S?) -> Chart { tint.map { chartAccent($0.cssColor) } ?? self }
    public func tint(_ tint: Color?) -> Chart { tint.map { chartAccent($0.css) } ?? self }

    /// The chart's corners rounded, as SwiftUI's `cornerRadius(_:)`: `clipShape(RoundedRectangle(cornerRadius:))`.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> Chart {
        clipShape(RoundedRectangle(cornerRadius: radius))
    }

    /// Accepted: the chart view's own shadow is not drawn (the picture has nothing under it).
    public func shadow(color: Color = .black.opacity(0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> Chart { self }
    /// Accepted: the chart is one accessible element with its own children (the marks) in every output.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> Chart { self }

    // What animates or schedules: compiles, and changes nothing drawn.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> Chart { self }
    public func animation(_ animation: Animation?) -> Chart { self }
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> Chart { self }
    public func drawingGroup(opaque: Bool = false) -> Chart { self }
    public func redacted(reason: RedactionReasons) -> Chart { self }
    public func contentTransition(_ transition: ContentTransition) -> Chart { self }
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> Chart { self }
    public func onAppear(perform action: (() -> Void)? = nil) -> Chart { self }
    public func onDisappear(perform action: (() -> Void)? = nil) -> Chart { self }
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> Chart { self }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> Chart { self }
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> Chart { self }

    // What places or styles the chart view among other views: compiles, and changes nothing drawn. A font on
    // the whole chart leaves Plotline's type scale (B1) as it is; the theme is chosen per output
    // (`svg(theme: .dark)`, `--theme dark`), so a preferred color scheme does not change it.
    public func font(_ font: Font?) -> Chart { self }
    public func fontDesign(_ design: Font.Design?) -> Chart { self }
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> Chart { self }
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> Chart where T.Bound == DynamicTypeSize { self }
    public func preferredColorScheme(_ scheme: ColorScheme?) -> Chart { self }
    public func id<ID: Hashable>(_ id: ID) -> Chart { self }
    public func disabled(_ disabled: Bool) -> Chart { self }
    public func fixedSize() -> Chart { self }
    public func fixedSize(horizontal: Bool, vertical: Bool) -> Chart { self }
    public func layoutPriority(_ value: Double) -> Chart { self }
    public func zIndex(_ value: Double) -> Chart { self }
    public func help(_ text: String) -> Chart { self }
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> Chart { self }
    public func privacySensitive(_ sensitive: Bool = true) -> Chart { self }
    public func scrollDisabled(_ disabled: Bool) -> Chart { self }
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> Chart { self }
}

/// A reader's text size setting, as SwiftUI's `DynamicTypeSize`, so `.dynamicTypeSize(.large)` and
/// `.dynamicTypeSize(...DynamicTypeSize.xxLarge)` compile: a picture keeps Plotline's type scale (B1).
public enum DynamicTypeSize: Int, Sendable, Hashable, Comparable, CaseIterable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    public static func < (a: DynamicTypeSize, b: DynamicTypeSize) -> Bool { a.rawValue < b.rawValue }
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

/// Light or dark, as SwiftUI's `ColorScheme`: Plotline draws each output in the theme it is asked for.
public enum ColorScheme: Sendable, Hashable, CaseIterable { case light, dark }

/// A haptic, as SwiftUI's `SensoryFeedback`: a picture has none.
public struct SensoryFeedback: Sendable, Hashable {
    let name: String
    public static let selection = SensoryFeedback(name: "selection"), success = SensoryFeedback(name: "success"),
                      warning = SensoryFeedback(name: "warning"), error = SensoryFeedback(name: "error"),
                      increase = SensoryFeedback(name: "increase"), decrease = SensoryFeedback(name: "decrease"),
                      start = SensoryFeedback(name: "start"), stop = SensoryFeedback(name: "stop"),
                      alignment = SensoryFeedback(name: "alignment"), levelChange = SensoryFeedback(name: "levelChange")
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback { SensoryFeedback(name: "impact") }
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback { SensoryFeedback(name: "impact") }
    public enum Weight: Sendable, Hashable { case light, medium, heavy }
    public enum Flexibility: Sendable, Hashable { case rigid, solid, soft }
}
