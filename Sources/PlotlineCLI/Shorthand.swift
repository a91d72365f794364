import Plotline

/// One channel as analysts write it in Altair and Vega-Lite: `precipitation`, `sum(precipitation)`,
/// `count()`, `month(date)`, `bin(Miles_per_Gallon)`, or (for y) several columns, `a,b,c`.
struct ChannelShorthand: Equatable {
    enum Function: Equatable {
        case aggregate(AggregateOp)
        case timeUnit(TimeGrouping)
        case bin(maxBins: Int?, step: Double?)
    }

    /// The text as given (a column may be named like a function, and is then read as the column).
    var text: String
    var function: Function?
    /// The column, or the columns of a list; none for `count()`.
    var fields: [String]

    /// Aggregates by name; `average` is `mean`'s other name in Vega-Lite.
    static let aggregates: [String: AggregateOp] = {
        var names: [String: AggregateOp] = [:]
        for op in AggregateOp.allCases { names[op.rawValue.lowercased()] = op }
        names["average"] = .mean
        return names
    }()

    /// Time units by name: Vega-Lite's (`month` is the month of the year, `yearmonth` each month of each
    /// year; `day` is the day of the week, `hours` the hour of the day) and Plotline's own.
    static let timeUnits: [String: TimeGrouping] = [
        "year": .year, "quarter": .quarter, "yearquarter": .quarter, "yearmonth": .month, "week": .week,
        "yearweek": .week, "yearmonthdate": .day, "date": .day, "yearmonthdatehours": .hour, "hour": .hour,
        "month": .monthOfYear, "monthofyear": .monthOfYear, "day": .dayOfWeek, "dayofweek": .dayOfWeek,
        "hours": .hourOfDay, "hourofday": .hourOfDay,
    ]

    static let expected = "a column, an aggregate like sum(precipitation), mean(mpg) or count(), a time unit like "
        + "month(date) or yearmonth(date), or bin(column)"

    static func parse(_ raw: String, option: String) throws(CommandError) -> ChannelShorthand {
        let text = raw.trimmingCharacters(in: .whitespaces)
        func fail(_ why: String) -> CommandError {
            CommandError(message: "\(option) '\(Excerpt.quote(raw))': \(why)")
        }
        guard !text.isEmpty else { throw fail("expected \(expected)") }
        guard let open = text.firstIndex(of: "("), text.first != "(" else {
            if text.contains(")") { throw fail("expected \(expected)") }
            let parts = text.split(separator: ",", omittingEmptySubsequences: false).map {
                unquote($0.trimmingCharacters(in: .whitespaces))
            }
            if parts.count > 1, parts.contains(where: \.isEmpty) {
                throw fail("expected columns separated by commas, like a,b,c")
            }
            return ChannelShorthand(text: text, function: nil, fields: parts.count > 1 ? parts : [unquote(text)])
        }
        guard text.last == ")" else { throw fail("expected a closing parenthesis, like sum(precipitation)") }
        let name = text[..<open].trimmingCharacters(in: .whitespaces).lowercased()
        let inner = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
            .trimmingCharacters(in: .whitespaces)
        let arguments = inner.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        if let op = aggregates[name] {
            if inner.isEmpty {
                guard op == .count else { throw fail("\(name) needs a column, like \(name)(precipitation)") }
                return ChannelShorthand(text: text, function: .aggregate(.count), fields: [])
            }
            guard arguments.count == 1 else { throw fail("\(name) takes one column, like \(name)(precipitation)") }
            return ChannelShorthand(text: text, function: .aggregate(op), fields: [unquote(inner)])
        }
        if let unit = timeUnits[name] {
            guard arguments.count == 1, !inner.isEmpty else { throw fail("\(name) takes one date column, like \(name)(date)") }
            return ChannelShorthand(text: text, function: .timeUnit(unit), fields: [unquote(inner)])
        }
        if name == "bin" {
            guard !inner.isEmpty, !arguments[0].isEmpty else { throw fail("bin takes a number column, like bin(Miles_per_Gallon)") }
            var maxBins: Int?, step: Double?
            for argument in arguments.dropFirst() {
                let pair = argument.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
                if pair.count == 1, let n = Int(pair[0]), n > 0 { maxBins = n }
                else if pair.count == 2, pair[0] == "maxbins", let n = Int(pair[1]), n > 0 { maxBins = n }
                else if pair.count == 2, pair[0] == "step", let s = Double(pair[1]), s > 0, s.isFinite { step = s }
                else { throw fail("expected bin(column), bin(column, maxbins=20) or bin(column, step=5)") }
            }
            if maxBins != nil && step != nil { throw fail("give bin maxbins or step, not both") }
            return ChannelShorthand(text: text, function: .bin(maxBins: maxBins, step: step), fields: [unquote(arguments[0])])
        }
        throw fail("unknown function '\(Excerpt.quote(name, limit: 30))'; expected \(expected)")
    }

    /// A column name without the quotes or backticks around it.
    static func unquote(_ text: String) -> String {
        for q in ["\"", "'", "`"] where text.count >= 2 && text.hasPrefix(q) && text.hasSuffix(q) {
            return String(text.dropFirst().dropLast())
        }
        return text
    }

    var aggregate: AggregateOp? { if case .aggregate(let op)? = function { op } else { nil } }
    var timeUnit: TimeGrouping? { if case .timeUnit(let unit)? = function { unit } else { nil } }
    var isBin: Bool { if case .bin? = function { true } else { false } }
}
