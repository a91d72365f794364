import Foundation
import Plotline

/// A plan's filter as a WHERE condition, with the same meaning as ``FilterTransform`` run in memory:
/// missing values never pass a comparison, dates compare as instants (ISO 8601 bounds, read in the chart's
/// time zone), categories compare as text. Nil when the filter has no single test SQL can say the same way.
struct FilterSQL {
    var filter: FilterTransform
    /// The relation's columns, the filtered one's type and date reading among them.
    var columns: SQLColumns

    func condition(_ builder: inout SQLBuilder, timeZone: TimeZone) throws(PlotlineError) -> String? {
        let column = try builder.dialect.quote(filter.field)
        guard let type = columns[filter.field] else { return nil }
        switch type {
        case .number, .date:
            let value = try columns.value(filter.field, builder.dialect)
            func bound(_ scalar: JSONScalar?) -> Double? {
                switch scalar {
                case .number(let n)? where type == .number: n
                case .string(let s)? where type == .date: ISODate.parse(s, timeZone: timeZone)
                case .string(let s)? where type == .number: Double(s.trimmingCharacters(in: .whitespaces))
                default: nil
                }
            }
            if let valid = filter.valid {
                return valid ? "\(value) IS NOT NULL" : "\(value) IS NULL"
            }
            if let equal = filter.equal {
                guard let v = bound(equal) else { return nil }
                return "\(value) = \(builder.bind(.double(v)))"
            }
            if let notEqual = filter.notEqual {
                guard let v = bound(notEqual) else { return nil }
                return "(\(value) IS NOT NULL AND \(value) <> \(builder.bind(.double(v))))"
            }
            if let oneOf = filter.oneOf {
                var placeholders: [String] = []
                for scalar in oneOf {
                    guard let v = bound(scalar) else { return nil }
                    placeholders.append(builder.bind(.double(v)))
                }
                return placeholders.isEmpty ? "1 = 0" : "\(value) IN (\(placeholders.joined(separator: ", ")))"
            }
            var parts: [String] = []
            if let range = filter.range {
                guard range.count == 2 else { return nil }
                if range[0] != .null { guard let v = bound(range[0]) else { return nil }; parts.append("\(value) >= \(builder.bind(.double(v)))") }
                if range[1] != .null { guard let v = bound(range[1]) else { return nil }; parts.append("\(value) <= \(builder.bind(.double(v)))") }
            }
            for (scalar, op) in [(filter.gt, ">"), (filter.gte, ">="), (filter.lt, "<"), (filter.lte, "<=")] {
                guard let scalar else { continue }
                guard let v = bound(scalar) else { return nil }
                parts.append("\(value) \(op) \(builder.bind(.double(v)))")
            }
            guard !parts.isEmpty else { return nil }
            return "(\(value) IS NOT NULL AND " + parts.joined(separator: " AND ") + ")"
        case .category:
            let value = builder.dialect.text(column)
            func text(_ scalar: JSONScalar?) -> String? {
                switch scalar {
                case .string(let s)?: s
                case .number(let n)?: n == n.rounded() && abs(n) < 1e15 ? String(Int64(n)) : String(n)
                case .bool(let b)?: b ? "true" : "false"
                default: nil
                }
            }
            if let valid = filter.valid {
                return valid ? "(\(value) IS NOT NULL AND \(value) <> '')" : "(\(value) IS NULL OR \(value) = '')"
            }
            if let equal = filter.equal {
                guard let t = text(equal) else { return nil }
                return "\(value) = \(builder.bind(.text(t)))"
            }
            if let notEqual = filter.notEqual {
                guard let t = text(notEqual) else { return nil }
                return "(\(value) IS NOT NULL AND \(value) <> '' AND \(value) <> \(builder.bind(.text(t))))"
            }
            if let oneOf = filter.oneOf {
                let texts = oneOf.compactMap { text($0) }
                return texts.isEmpty ? "1 = 0" : "\(value) IN (" + texts.map { builder.bind(.text($0)) }.joined(separator: ", ") + ")"
            }
            return nil
        }
    }
}
