import PlotlineScene
/// One value in a JSON spec: inline data cells, domain bounds, constants.
public enum JSONScalar: Sendable, Hashable, Codable {
    case number(Double)
    case string(String)
    case bool(Bool)
    case null

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let b = try? container.decode(Bool.self) { self = .bool(b) }
        else if let n = try? container.decode(Double.self) { self = .number(n) }
        else if let s = try? container.decode(String.self) { self = .string(s) }
        else {
            throw DecodingError.dataCorruptedError(in: container,
                debugDescription: "expected a number, a string, true, false or null")
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .number(let n): try container.encode(n)
        case .string(let s): try container.encode(s)
        case .bool(let b): try container.encode(b)
        case .null: try container.encodeNil()
        }
    }
}
