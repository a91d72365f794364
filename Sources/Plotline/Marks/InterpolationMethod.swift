import PlotlineScene
/// How a line or an area passes between its points, named as in Swift Charts.
///
/// In JSON a method without a parameter is its name (`"monotone"`); `cardinal` and `catmullRom` may carry
/// theirs: `{"method": "cardinal", "tension": 0.5}`, `{"method": "catmullRom", "alpha": 0}`.
public struct InterpolationMethod: Sendable, Hashable, Codable {
    public enum Kind: String, Sendable, CaseIterable {
        case linear
        /// Monotone cubic: smooth, never overshooting the data (Steffen).
        case monotone
        /// Steps that change at each point's start, centre or end.
        case stepStart, stepCenter, stepEnd
        /// A cardinal spline through every point; tension 0 (the default) is a uniform Catmull–Rom
        /// spline, 1 draws straight segments.
        case cardinal
        /// A Catmull–Rom spline through every point, parametrized by alpha: 0 uniform, 0.5 centripetal
        /// (the default, no cusps or loops within a segment), 1 chordal.
        case catmullRom
    }

    public var kind: Kind
    /// A cardinal spline's tension, from 0 to 1.
    public var tension: Double?
    /// A Catmull–Rom spline's alpha, from 0 to 1.
    public var alpha: Double?

    public init(_ kind: Kind, tension: Double? = nil, alpha: Double? = nil) {
        self.kind = kind
        self.tension = tension
        self.alpha = alpha
    }

    public static let linear = InterpolationMethod(.linear)
    public static let monotone = InterpolationMethod(.monotone)
    public static let stepStart = InterpolationMethod(.stepStart)
    public static let stepCenter = InterpolationMethod(.stepCenter)
    public static let stepEnd = InterpolationMethod(.stepEnd)
    /// A cardinal spline of tension 0.
    public static let cardinal = InterpolationMethod(.cardinal)
    /// A centripetal Catmull–Rom spline (alpha 0.5).
    public static let catmullRom = InterpolationMethod(.catmullRom)

    public static func cardinal(tension: Double) -> InterpolationMethod { InterpolationMethod(.cardinal, tension: tension) }
    public static func catmullRom(alpha: Double) -> InterpolationMethod { InterpolationMethod(.catmullRom, alpha: alpha) }

    /// The tension a cardinal spline is drawn with.
    var cardinalTension: Double { min(max(tension ?? 0, 0), 1) }
    /// The alpha a Catmull–Rom spline is drawn with.
    var catmullRomAlpha: Double { min(max(alpha ?? 0.5, 0), 1) }

    private enum CodingKeys: String, CodingKey { case method, tension, alpha }

    public init(from decoder: Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let kind = try? single.decode(Kind.self) {
            self.init(kind)
            return
        }
        if let single = try? decoder.singleValueContainer(), (try? single.decode(String.self)) != nil {
            // An unknown name: decoding it again reports the names there are.
            self.init(try single.decode(Kind.self))
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let kind = try container.decode(Kind.self, forKey: .method)
        let tension = try container.decodeIfPresent(Double.self, forKey: .tension)
        let alpha = try container.decodeIfPresent(Double.self, forKey: .alpha)
        if tension != nil && kind != .cardinal {
            throw DecodingError.dataCorruptedError(forKey: .tension, in: container,
                                                   debugDescription: "tension is for cardinal only")
        }
        if alpha != nil && kind != .catmullRom {
            throw DecodingError.dataCorruptedError(forKey: .alpha, in: container,
                                                   debugDescription: "alpha is for catmullRom only")
        }
        for (key, value) in [(CodingKeys.tension, tension), (.alpha, alpha)] {
            if let value, !(0...1).contains(value) {
                throw DecodingError.dataCorruptedError(forKey: key, in: container,
                                                       debugDescription: "\(key.rawValue) must be from 0 to 1, not \(value)")
            }
        }
        self.init(kind, tension: tension, alpha: alpha)
    }

    public func encode(to encoder: Encoder) throws {
        if tension == nil && alpha == nil {
            var single = encoder.singleValueContainer()
            try single.encode(kind)
            return
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .method)
        try container.encodeIfPresent(tension, forKey: .tension)
        try container.encodeIfPresent(alpha, forKey: .alpha)
    }
}
