import PlotlineScene
/// One step of a chart's data plan: rows filtered, grouped and summarised, binned, folded, windowed,
/// sorted, or cut to the largest few.
///
/// A spec's `transform` is an ordered list of these, applied to its data before anything is resolved.
/// Each step is plain data (no closures), so the same plan can be written as JSON, compared, and later run
/// elsewhere (as SQL in a database). In JSON each step is an object with one key naming it:
///
/// ```json
/// "transform": [
///   {"filter": {"field": "symbol", "equal": "MSFT"}},
///   {"aggregate": {"groupBy": [{"field": "date", "timeUnit": "month"}],
///                  "measures": [{"op": "sum", "field": "precipitation"}]}}
/// ]
/// ```
public enum Transform: Sendable, Equatable, Codable {
    case filter(FilterTransform)
    case aggregate(AggregateTransform)
    case bin(BinTransform)
    case fold(FoldTransform)
    case window(WindowTransform)
    case sort(SortTransform)
    case top(TopTransform)

    /// The step's name, as its JSON key.
    public var name: String {
        switch self {
        case .filter: "filter"
        case .aggregate: "aggregate"
        case .bin: "bin"
        case .fold: "fold"
        case .window: "window"
        case .sort: "sort"
        case .top: "top"
        }
    }

    static let names = ["filter", "aggregate", "bin", "fold", "window", "sort", "top"]

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ name: String) { stringValue = name }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        let keys = container.allKeys
        guard keys.count == 1, let key = keys.first else {
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath,
                debugDescription: "a transform is an object with one key, one of: " + Self.names.joined(separator: ", ")
                    + (keys.isEmpty ? "" : "; found " + keys.map(\.stringValue).sorted().joined(separator: ", "))))
        }
        switch key.stringValue {
        case "filter": self = .filter(try container.decode(FilterTransform.self, forKey: key))
        case "aggregate": self = .aggregate(try container.decode(AggregateTransform.self, forKey: key))
        case "bin": self = .bin(try container.decode(BinTransform.self, forKey: key))
        case "fold": self = .fold(try container.decode(FoldTransform.self, forKey: key))
        case "window": self = .window(try container.decode(WindowTransform.self, forKey: key))
        case "sort": self = .sort(try container.decode(SortTransform.self, forKey: key))
        case "top": self = .top(try container.decode(TopTransform.self, forKey: key))
        default:
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath,
                debugDescription: "unknown transform '\(Excerpt.quote(key.stringValue, limit: 40))'; use one of: "
                    + Self.names.joined(separator: ", ")))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        let key = Key(name)
        switch self {
        case .filter(let t): try container.encode(t, forKey: key)
        case .aggregate(let t): try container.encode(t, forKey: key)
        case .bin(let t): try container.encode(t, forKey: key)
        case .fold(let t): try container.encode(t, forKey: key)
        case .window(let t): try container.encode(t, forKey: key)
        case .sort(let t): try container.encode(t, forKey: key)
        case .top(let t): try container.encode(t, forKey: key)
        }
    }
}
