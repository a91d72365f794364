import Foundation
import PlotlineScene

/// UIKit's and AppKit's named colors as an app hands them to SwiftUI's `Color(_:)`: `Color(.systemFill)`,
/// `Color(.label)`, `Color(.secondarySystemBackground)`. On Linux the `#else` branch of such code is compiled,
/// so the names are here with their light-appearance values (a fill's translucent gray), except those that
/// must follow the appearance to stay readable: the labels are the theme's text color (at their opacities) and
/// the white backgrounds are the chart's background, so in the dark theme they turn as the text around them does.
public struct PlatformColor: Sendable, Hashable {
    let color: Color

    init(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) {
        color = Color(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
    }
    init(_ color: Color) { self.color = color }

    public static let label = PlatformColor(.primary)
    public static let secondaryLabel = PlatformColor(Color.primary.opacity(0.6))
    public static let tertiaryLabel = PlatformColor(Color.primary.opacity(0.3))
    public static let quaternaryLabel = PlatformColor(Color.primary.opacity(0.18))
    public static let systemFill = PlatformColor(120, 120, 128, 0.2)
    public static let secondarySystemFill = PlatformColor(120, 120, 128, 0.16)
    public static let tertiarySystemFill = PlatformColor(118, 118, 128, 0.12)
    public static let quaternarySystemFill = PlatformColor(116, 116, 128, 0.08)
    public static let systemBackground = PlatformColor(Color(semantic: .background))
    public static let secondarySystemBackground = PlatformColor(242, 242, 247)
    public static let tertiarySystemBackground = PlatformColor(Color(semantic: .background))
    public static let systemGroupedBackground = PlatformColor(242, 242, 247)
    public static let secondarySystemGroupedBackground = PlatformColor(Color(semantic: .background))
    public static let separator = PlatformColor(60, 60, 67, 0.29)
    public static let opaqueSeparator = PlatformColor(198, 198, 200)
    public static let systemGray = PlatformColor(.gray)
    public static let systemGray2 = PlatformColor(174, 174, 178)
    public static let systemGray3 = PlatformColor(199, 199, 204)
    public static let systemGray4 = PlatformColor(209, 209, 214)
    public static let systemGray5 = PlatformColor(229, 229, 234)
    public static let systemGray6 = PlatformColor(242, 242, 247)
    public static let systemRed = PlatformColor(.red), systemOrange = PlatformColor(.orange),
                      systemYellow = PlatformColor(.yellow), systemGreen = PlatformColor(.green),
                      systemMint = PlatformColor(.mint), systemTeal = PlatformColor(.teal),
                      systemCyan = PlatformColor(.cyan), systemBlue = PlatformColor(.blue),
                      systemIndigo = PlatformColor(.indigo), systemPurple = PlatformColor(.purple),
                      systemPink = PlatformColor(.pink), systemBrown = PlatformColor(.brown)
    /// AppKit's names for the same roles.
    public static let labelColor = label, secondaryLabelColor = secondaryLabel, tertiaryLabelColor = tertiaryLabel,
                      windowBackgroundColor = systemBackground, controlBackgroundColor = systemBackground,
                      separatorColor = separator, systemGrayColor = systemGray
}

extension Color {
    /// A UIKit or AppKit named color, as SwiftUI's `Color(uiColor:)` takes it: `Color(.systemFill)`.
    public init(_ platformColor: PlatformColor) { self = platformColor.color }
    /// As SwiftUI's `Color(uiColor:)`.
    public init(uiColor: PlatformColor) { self = uiColor.color }
    /// As SwiftUI's `Color(nsColor:)`.
    public init(nsColor: PlatformColor) { self = nsColor.color }

    /// A color from an app's asset catalog, as SwiftUI's `Color("BarBottomColor")`. There is no asset catalog
    /// here: a name that is a CSS color ("teal", "#ff9500") is that color, any other name is the chart's accent
    /// color (a documented difference: give the color itself to draw it).
    public init(_ name: String, bundle: Bundle? = nil) {
        self = Color(css: name) ?? .accentColor
    }
}

#if !canImport(UIKit)
/// UIKit's color type by the name apps write it with: `Color(UIColor.label)`, `Color(uiColor: .systemFill)`.
/// Only its named colors are here (``PlatformColor``); on a platform with UIKit, UIKit's own type is used.
public typealias UIColor = PlatformColor
#endif

#if !canImport(AppKit)
/// AppKit's color type by the name apps write it with: `Color(NSColor.labelColor)`.
public typealias NSColor = PlatformColor
#endif
