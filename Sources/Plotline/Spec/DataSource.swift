import Foundation
import PlotlineScene

/// Where a chart's (or a mark's) rows come from.
///
/// In JSON: `{"values": [{"day": "2024-08-01", "steps": 8123}, ...]}` (inline, an array of objects) or
/// `{"path": "steps.csv"}` (a CSV or JSON file, relative to the spec file). A table made by the Swift API
/// is written as inline values, so any chart can be saved as JSON and read back. Either may say how its
/// dates are written: `{"path": "prices.csv", "dateFormat": "%d/%m/%Y"}` (see ``DatePattern``).
public enum DataSource: Sendable, Equatable, Codable {
    case table(DataTable)
    case values(InlineValues)
    case path(String)
    /// Values or a file whose dates are written as `dateFormat` says: `unix`, `unix-ms` or a strftime pattern.
    indirect case dated(DataSource, dateFormat: String)

    private enum CodingKeys: String, CodingKey { case values, path, dateFormat }

    /// The source without its date format.
    public var undated: DataSource {
        if case .dated(let inner, _) = self { return inner.undated }
        return self
    }

    /// The date format the source names, if any.
    public var dateFormat: String? {
        if case .dated(_, let format) = self { return format }
        return nil
    }

    /// The file the source reads, if it is a file.
    public var filePath: String? {
        if case .path(let path) = undated { return path }
        return nil
    }

    /// The same source reading `path` instead (its date format kept); other sources as they are.
    func withFilePath(_ path: String) -> DataSource {
        switch self {
        case .path: .path(path)
        case .dated(let inner, let format): .dated(inner.withFilePath(path), dateFormat: format)
        default: self
        }
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let source: DataSource
        if let path = try container.decodeIfPresent(String.self, forKey: .path) {
            source = .path(path)
        } else if let rows = try container.decodeIfPresent([[String: JSONScalar]].self, forKey: .values) {
            // The author's key order, when the spec's bytes were given to read it from.
            let order = (decoder.userInfo[JSONKeyOrder.userInfoKey] as? JSONKeyOrder)?.keys(at: container.codingPath)
            source = .values(InlineValues(rows, keys: order ?? []))
        } else {
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath,
                debugDescription: "data needs \"values\" (an array of objects) or \"path\" (a file)"))
        }
        if let format = try container.decodeIfPresent(String.self, forKey: .dateFormat) {
            self = .dated(source, dateFormat: format)
        } else {
            self = source
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .path(let path): try container.encode(path, forKey: .path)
        case .values(let rows): try container.encode(rows, forKey: .values)
        case .table(let table): try container.encode(table.jsonRows(), forKey: .values)
        case .dated(.table(let table), _):
            // A table's dates are already instants, written as ISO 8601: no format to read them with.
            try container.encode(table.jsonRows(), forKey: .values)
        case .dated(let inner, let format):
            try inner.encode(to: encoder)
            try container.encode(format, forKey: .dateFormat)
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
