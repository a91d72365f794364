import Foundation
import PlotlineScene

/// Keeps the rows whose field passes one test: equal to a value, not equal, one of several, within a
/// range, above or below a bound, or valid (not missing).
///
/// JSON: `{"field": "symbol", "equal": "MSFT"}`, `{"field": "symbol", "oneOf": ["MSFT", "IBM"]}`,
/// `{"field": "price", "range": [10, 50]}` (both ends kept), `{"field": "price", "gte": 10}`,
/// `{"field": "price", "valid": true}`. Dates compare with ISO 8601 text ("2012-06-01"), read in the
/// chart's time zone. Several filters in a row keep the rows that pass them all.
public struct FilterTransform: Sendable, Equatable, Codable {
    public var field: String
    public var equal: JSONScalar?
    public var notEqual: JSONScalar?
    public var oneOf: [JSONScalar]?
    /// Both ends included; a null end is open.
    public var range: [JSONScalar]?
    public var lt: JSONScalar?
    public var lte: JSONScalar?
    public var gt: JSONScalar?
    public var gte: JSONScalar?
    /// True: rows whose value is there (not missing, and a number that is finite); false: the missing ones.
    public var valid: Bool?

    public init(field: String, equal: JSONScalar? = nil, notEqual: JSONScalar? = nil, oneOf: [JSONScalar]? = nil,
                range: [JSONScalar]? = nil, lt: JSONScalar? = nil, lte: JSONScalar? = nil, gt: JSONScalar? = nil,
                gte: JSONScalar? = nil, valid: Bool? = nil) {
        self.field = field
        self.equal = equal
        self.notEqual = notEqual
        self.oneOf = oneOf
        self.range = range
        self.lt = lt
        self.lte = lte
        self.gt = gt
        self.gte = gte
        self.valid = valid
    }

    /// The tests given, by name.
    var tests: [String] {
        var names: [String] = []
        if equal != nil { names.append("equal") }
        if notEqual != nil { names.append("notEqual") }
        if oneOf != nil { names.append("oneOf") }
        if range != nil { names.append("range") }
        if lt != nil { names.append("lt") }
        if lte != nil { names.append("lte") }
        if gt != nil { names.append("gt") }
        if gte != nil { names.append("gte") }
        if valid != nil { names.append("valid") }
        return names
    }

    func apply(_ step: TransformStep) throws(PlotlineError) -> DataTable {
        let tests = tests
        guard tests.count == 1 else {
            throw step.fail("", tests.isEmpty
                ? "a filter needs one test: equal, notEqual, oneOf, range, lt, lte, gt, gte or valid"
                : "a filter takes one test; it has \(tests.joined(separator: ", ")) (use one filter for each)")
        }
        let column = try step.column(field, at: "field")
        var keep: [Int] = []
        keep.reserveCapacity(column.count)
        switch column.values {
        case .numbers(let v), .dates(let v):
            let isDate = column.type == .date
            func bound(_ scalar: JSONScalar?, _ name: String) throws(PlotlineError) -> Double? {
                guard let scalar else { return nil }
                return try Self.number(scalar, isDate: isDate, step: step, at: name)
            }
            if let valid {
                for i in v.indices where v[i].isFinite == valid { keep.append(i) }
            } else if let equal {
                let target = try bound(equal, "equal")!
                for i in v.indices where v[i] == target { keep.append(i) }
            } else if let notEqual {
                let target = try bound(notEqual, "notEqual")!
                for i in v.indices where v[i].isFinite && v[i] != target { keep.append(i) }
            } else if let oneOf {
                var set = Set<Double>()
                for (k, scalar) in oneOf.enumerated() { set.insert(try bound(scalar, "oneOf[\(k)]")!) }
                for i in v.indices where set.contains(v[i]) { keep.append(i) }
            } else {
                var low = -Double.infinity, high = Double.infinity, lowOpen = false, highOpen = false
                if let range {
                    guard range.count == 2 else { throw step.fail("range", "expected two ends, [low, high], found \(range.count)") }
                    if range[0] != .null { low = try bound(range[0], "range[0]")! }
                    if range[1] != .null { high = try bound(range[1], "range[1]")! }
                }
                if let b = try bound(gt, "gt") { low = b; lowOpen = true }
                if let b = try bound(gte, "gte") { low = b }
                if let b = try bound(lt, "lt") { high = b; highOpen = true }
                if let b = try bound(lte, "lte") { high = b }
                for i in v.indices {
                    let x = v[i]
                    guard x.isFinite else { continue }
                    if lowOpen ? x <= low : x < low { continue }
                    if highOpen ? x >= high : x > high { continue }
                    keep.append(i)
                }
            }
        case .categories(let v):
            func text(_ scalar: JSONScalar?) -> String? {
                switch scalar {
                case .string(let s)?: s
                case .number(let n)?: LayerBinding.plain(n)
                case .bool(let b)?: b ? "true" : "false"
                default: nil
                }
            }
            if let valid {
                for i in v.indices where (v[i] != nil) == valid { keep.append(i) }
            } else if let equal {
                let target = text(equal)
                for i in v.indices where v[i] == target { keep.append(i) }
            } else if let notEqual {
                let target = text(notEqual)
                for i in v.indices where v[i] != nil && v[i] != target { keep.append(i) }
            } else if let oneOf {
                let set = Set(oneOf.compactMap { text($0) })
                for i in v.indices where v[i].map(set.contains) == true { keep.append(i) }
            } else {
                throw step.fail(tests[0], "'\(Excerpt.quote(field))' holds categories; compare them with equal, notEqual or oneOf")
            }
        }
        return step.table.rows(keep)
    }

    /// A bound as a number: itself, or ISO 8601 text for a date.
    static func number(_ scalar: JSONScalar, isDate: Bool, step: TransformStep, at name: String) throws(PlotlineError) -> Double {
        switch scalar {
        case .number(let n) where !isDate: return n
        case .string(let s) where isDate:
            if let t = ISODate.parse(s, timeZone: step.context.timeZone) { return t }
            throw step.fail(name, "cannot read '\(Excerpt.quote(s))' as a date; write it like 2012-06-01")
        case .string(let s):
            if let n = Double(s.trimmingCharacters(in: .whitespaces)), n.isFinite { return n }
            throw step.fail(name, "cannot compare numbers with '\(Excerpt.quote(s))'; give a number")
        case .number(let n):
            throw step.fail(name, "cannot compare dates with \(LayerBinding.plain(n)); give a date like 2012-06-01")
        default:
            throw step.fail(name, isDate ? "expected a date like 2012-06-01" : "expected a number")
        }
    }
}
