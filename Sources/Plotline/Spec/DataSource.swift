import Foundation

/// Where a chart's (or a mark's) rows come from.
///
/// In JSON: `{"values": [{"day": "2024-08-01", "steps": 8123}, ...]}` (inline, an array of objects) or
/// `{"path": "steps.csv"}` (a CSV or JSON file, relative to the spec file). A table made by the Swift API
/// is written as inline values, so any chart can be saved as JSON and read back.
public enum DataSource: Sendable, Equatable, Codable {
    case table(DataTable)
    case values([[String: JSONScalar]])
    case path(String)

    private enum CodingKeys: String, CodingKey { case values, path }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let path = try container.decodeIfPresent(String.self, forKey: .path) {
            self = .path(path)
        } else if let rows = try container.decodeIfPresent([[String: JSONScalar]].self, forKey: .values) {
            self = .values(rows)
        } else {
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath,
                debugDescription: "data needs \"values\" (an array of objects) or \"path\" (a file)"))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .path(let path): try container.encode(path, forKey: .path)
        case .values(let rows): try container.encode(rows, forKey: .values)
        case .table(let table): try container.encode(table.jsonRows(), forKey: .values)
        }
    }
}

extension DataTable {
    /// The rows as JSON objects: numbers as numbers, dates as ISO 8601 instants (with "Z", so they mean
    /// the same in any time zone), missing values left out.
    func jsonRows() -> [[String: JSONScalar]] {
        var rows = Array(repeating: [String: JSONScalar](), count: rowCount)
        for column in columns {
            switch column.values {
            case .numbers(let values):
                for (i, v) in values.enumerated() where v.isFinite { rows[i][column.name] = .number(v) }
            case .dates(let values):
                for (i, v) in values.enumerated() where v.isFinite { rows[i][column.name] = .string(ISODate.instant(v)) }
            case .categories(let values):
                for (i, v) in values.enumerated() { if let v { rows[i][column.name] = .string(v) } }
            }
        }
        return rows
    }
}
