import Foundation
import PlotlineScene

/// A drop shadow under each mark, as Swift Charts draws a style's shadow:
/// `foregroundStyle(.blue.shadow(.drop(color: .black.opacity(0.3), radius: 4, x: 0, y: 2)))`. Drawn as a
/// soft copy of the mark in the shadow's color, moved by its offset (`SoftShadow`); an inner shadow
/// (`.inner(...)`) is not drawn.
public struct MarkShadow: Codable, Sendable, Hashable {
    /// The shadow's color (CSS), usually a translucent black.
    public var color: String
    /// How far the shadow spreads (its blur radius), in points.
    public var radius: Double
    /// How far the shadow falls to the trailing side (x) and down (y), in points.
    public var x: Double
    public var y: Double

    public init(color: String = Color.black.opacity(0.33).css, radius: Double, x: Double = 0, y: Double = 0) {
        self.color = color
        self.radius = radius
        self.x = x
        self.y = y
    }

    enum CodingKeys: String, CodingKey { case color, radius, x, y }

    /// A spec may leave out the offset (none) and the color (black at 33%, SwiftUI's).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        color = try c.decodeIfPresent(String.self, forKey: .color) ?? Color.black.opacity(0.33).css
        radius = try c.decode(Double.self, forKey: .radius)
        x = try c.decodeIfPresent(Double.self, forKey: .x) ?? 0
        y = try c.decodeIfPresent(Double.self, forKey: .y) ?? 0
    }

    /// The drop shadow a style carries, nil for none (or an inner shadow).
    init?(_ style: some ShapeStyle) {
        guard let shadow = (style.unerased as? any ShadowedShapeStyle)?.shadowStyle, !shadow.isInner else { return nil }
        self.init(color: shadow.color.css, radius: shadow.radius, x: shadow.x, y: shadow.y)
    }

    /// The largest radius and offset a spec may give, in points.
    static let limit = 1000.0

    /// What is wrong with the shadow's numbers, or nil.
    var problem: String? {
        guard radius.isFinite, radius >= 0, radius <= Self.limit else {
            return "a shadow's radius is from 0 to \(Int(Self.limit)) points, found \(radius)"
        }
        guard x.isFinite, y.isFinite, abs(x) <= Self.limit, abs(y) <= Self.limit else {
            return "a shadow's offset is from -\(Int(Self.limit)) to \(Int(Self.limit)) points, found \(x), \(y)"
        }
        return nil
    }
}
