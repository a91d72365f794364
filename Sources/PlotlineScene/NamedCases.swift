import Foundation

/// An enum read from JSON by name: an unknown name is reported with the names there are
/// ("unknown value 'pie'; use one of: bar, line, point, area, rule, rectangle").
public protocol NamedCases: RawRepresentable, CaseIterable, Codable where RawValue == String {}

extension NamedCases {
    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let value = Self(rawValue: name) else {
            let names = Self.allCases.map(\.rawValue).joined(separator: ", ")
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "unknown value '\(name)'; use one of: \(names)")
        }
        self = value
    }
}

extension ColumnType: NamedCases {}
extension Stroke.LineCap: NamedCases {}
extension Stroke.LineJoin: NamedCases {}
