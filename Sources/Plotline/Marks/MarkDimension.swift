import Foundation
import PlotlineScene

/// The width or height of a bar or rectangle, as Swift Charts' `MarkDimension`: `.automatic` (the band's),
/// `.fixed(points)`, `.ratio(share of the band's step)`, `.inset(points taken off each side of the step)`,
/// or a number literal (fixed points): `BarMark(x: ..., y: ..., width: .ratio(0.5))`, `width: 12`.
///
/// The step is the band's whole share of the axis (category axes; Plotline leaves 20% of it between bars)
/// or, on other axes, the extent the mark would fill. In JSON a number is a fixed dimension, and
/// `{"ratio": 0.5}`, `{"inset": 4}` and `"automatic"` the others.
public struct MarkDimension: Sendable, Hashable, Codable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    enum Kind: String, Sendable, Hashable { case automatic, fixed, ratio, inset }
    let kind: Kind
    let value: Double

    /// The band's own width or height.
    public static var automatic: MarkDimension { MarkDimension(kind: .automatic, value: 0) }
    /// A constant dimension, in points.
    public static func fixed(_ points: CGFloat) -> MarkDimension { MarkDimension(kind: .fixed, value: Double(points)) }
    /// A share of the scale's step, from 0 to 1.
    public static func ratio(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .ratio, value: Double(value)) }
    /// The scale's step less `points` on each side.
    public static func inset(_ points: CGFloat) -> MarkDimension { MarkDimension(kind: .inset, value: Double(points)) }

    public init(integerLiteral value: Int) { self.init(kind: .fixed, value: Double(value)) }
    public init(floatLiteral value: Double) { self.init(kind: .fixed, value: value) }

    init(kind: Kind, value: Double) {
        self.kind = kind
        self.value = value
    }

    /// The length in points, centred where the mark would be: `available` is what the mark fills by
    /// default, `step` the band's whole step around it. Nil for `.automatic`.
    func length(available: Double, step: Double) -> Double? {
        switch kind {
        case .automatic: nil
        case .fixed: max(value, 0)
        case .ratio: max(step * min(max(value, 0), 1), 0)
        case .inset: max(step - 2 * value, 0)
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let points = try? container.decode(Double.self) {
            self = .fixed(points)
        } else if let name = try? container.decode(String.self) {
            guard name == "automatic" else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "unknown value '\(name)'; use a number, \"automatic\", {\"ratio\": 0.5} or {\"inset\": 4}")
            }
            self = .automatic
        } else {
            let object = try container.decode([String: Double].self)
            guard object.count == 1, let (key, value) = object.first, let kind = Kind(rawValue: key),
                  kind == .ratio || kind == .inset || kind == .fixed else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected a number, \"automatic\", {\"ratio\": 0.5} or {\"inset\": 4}")
            }
            self.init(kind: kind, value: value)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch kind {
        case .automatic: try container.encode("automatic")
        case .fixed: try container.encode(value)
        case .ratio, .inset: try container.encode([kind.rawValue: value])
        }
    }
}

extension MarkStyle {
    /// A mark's width and height as its initializer gave them; `.automatic` is left out of the spec.
    mutating func setSize(width: MarkDimension, height: MarkDimension) {
        self.width = width.kind == .automatic ? nil : width
        self.height = height.kind == .automatic ? nil : height
    }
}
