import Foundation
import PlotlineTestSupport
import Plotline
import PlotlineGallery

/// The odd values the fuzzer puts where a value goes.
enum Odd {
    static let numbers: [Double] = [
        0, -0.0, 1, -1, 2, 0.5, -0.5, 3, 7, 100, 1_000, 1e6, 1e9, -1e9, 999_999_999, 1e15, 9.3e18, 1e19, -1e19,
        1e100, 1e300, 1e308, -1e308, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e-300, -1e-300,
        5e-324, -5e-324, .leastNormalMagnitude, 1e-9, 0.1, 1.5, 1_700_000_000, 2.5e11, -6.2e10, 2.5e14,
    ]

    /// Text a JSON encoder would never write; most of it is invalid JSON, which must be reported.
    static let rawTokens = ["1e400", "-1e400", "NaN", "Infinity", "-Infinity", "1e-400", "-0", "0.0000000000000000000000001",
                            "123456789012345678901234567890", "00012", "1.", ".5", "+1", "0x10", "true1"]

    static let dates = [
        "0000-01-01", "0001-01-01", "-0001-12-31", "-10000-01-01", "+10000-01-01", "9999-12-31", "9999-12-31T23:59:59.999Z",
        "1970-01-01", "1969-12-31T23:59:59Z", "2024-02-29", "2024-02-30", "2024-13-01", "2024-00-10", "2024-01-01T24:00:00Z",
        "2024-01-01T00:00:00+99:99", "2024-01-01T00:00:00-23:59", "2024-03-10T02:30:00", "+275760-09-13", "-271821-04-20",
        "2024-08-01T12:00:00.123456789Z", "2024-W01", "2024-001", "99999-01-01", "2024-08-01T12:00:00Z",
    ]

    static let longText = String(repeating: "Wide label ", count: 10_000)  // about 100 KB

    static let strings: [String] = [
        "", " ", "NaN", "nan", "Infinity", "-Infinity", "inf", "-inf", "1e308", "-1e308", "5e-324", "1e400", "-0",
        "x\u{0}y", "\u{1}\u{7}\u{8}\u{1B}[31mred", "\u{202E}evil\u{202C}", "👩‍👩‍👧‍👦", "e\u{301}\u{301}\u{301}\u{301}",
        "</script><script>alert(1)</script>", "]]>", "<!--", "&amp;&#0;&#xD800;", "\"quoted\"", "a\nb\r\nc", "\u{2028}\u{2029}",
        "\u{FEFF}", "\u{FFFD}", "\u{10FFFF}", "%", "%n", "%s%s%s%s", "%d", "%.99f", "%.2147483648f", "%999999999d",
        "%e", "%,.2f", "%'", "%.2f %", "%%", "%-+ #0f", "%.0f%%", "%1$s", "%.9999999999999999999f",
        "junk/zone", "Mars/Phobos", "UTC+99", "GMT+14", "Etc/GMT-14", "", "x-y-z-ü", "ko-KR", "tr-TR", "ar-SA", "he-IL",
        "zh-Hans-CN", "und", "root", "en_US_POSIX", "@calendar=hebrew", "en-US-u-ca-islamic", "th-TH-u-nu-thai",
        longText, String(repeating: "é", count: 20_000), String(repeating: "\u{0}", count: 1_000),
    ] + dates

    static func number(_ rng: inout SeededGenerator) -> JSON {
        if rng.chance(0.02) { return .raw(rng.pick(rawTokens)) }
        return .number(rng.pick(numbers))
    }

    static func string(_ rng: inout SeededGenerator) -> JSON { .string(rng.pick(strings)) }

    /// Any scalar, odd or not.
    static func scalar(_ rng: inout SeededGenerator) -> JSON {
        switch rng.below(10) {
        case 0...3: number(&rng)
        case 4...7: string(&rng)
        case 8: .bool(rng.chance(0.5))
        default: .null
        }
    }

    /// Any value, including ones of the wrong shape.
    static func value(_ rng: inout SeededGenerator) -> JSON {
        switch rng.below(12) {
        case 0: .array([scalar(&rng), scalar(&rng)])
        case 1: .object([("field", string(&rng))])
        case 2: .array([])
        case 3: .object([])
        default: scalar(&rng)
        }
    }
}

/// Where the fuzzer edits a spec, and what it puts there.
enum SpecFields {
    static let channels = Channel.allCases.map(\.rawValue)
    static let markTypes = MarkType.allCases.map(\.rawValue)
    static let columnTypes = ColumnType.allCases.map(\.rawValue)
    static let timeUnits = TimeUnit.allCases.map(\.rawValue)
    static let scaleTypes = ScaleType.allCases.map(\.rawValue)
    static let interpolations = InterpolationMethod.Kind.allCases.map(\.rawValue)
    static let stackings = MarkStackingMethod.allCases.map(\.rawValue)
    static let annotationPositions = AnnotationPosition.allCases.map(\.rawValue)
    static let labelPolicies = MarkLabelPolicy.allCases.map(\.rawValue)
    static let axisPositions = AxisPosition.allCases.map(\.rawValue)
    static let legendPositions = LegendPosition.allCases.map(\.rawValue)
    static let styleNumbers = ["lineWidth", "symbolSize", "opacity", "cornerRadius", "width", "height",
                               "innerRadius", "outerRadius", "angularInset"]
    static let locales = ["en-US", "ko-KR", "tr-TR", "ar-SA", "he-IL", "zh-Hans-CN", "de-DE", "fr-CH", "hi-IN", "th-TH",
                          "en-US-u-ca-hebrew", "ja-JP-u-ca-japanese", "fa-IR", "my-MM"]
    static let timeZones = ["UTC", "America/St_Johns", "Pacific/Kiritimati", "Etc/GMT+12", "Asia/Kathmandu",
                            "Australia/Lord_Howe", "Europe/London", "America/Sao_Paulo", "Pacific/Chatham"]
    static let timeRanges = ["1D", "7D", "2W", "1M", "3M", "1Y", "5Y", "999Y", "0M", "1000Y", "-1M", "M", "1X", "١M", "3m"]

    /// One edit: a path from the top of the spec and the value to set there (nil removes the field).
    static func edit(_ spec: JSON, _ rng: inout SeededGenerator) -> ([JSON.PathStep], JSON?) {
        let markCount = spec["marks"]?.arrayItems?.count ?? 0
        let mark: [JSON.PathStep] = [.key("marks"), .index(rng.below(markCount))]
        let columns = columnNames(in: spec)
        func column() -> JSON { columns.isEmpty || rng.chance(0.15) ? Odd.string(&rng) : .string(rng.pick(columns)) }
        func oneOf(_ names: [String]) -> JSON { rng.chance(0.95) ? .string(rng.pick(names)) : Odd.value(&rng) }
        func size() -> JSON { rng.chance(0.6) ? .number(rng.pick([16, 20, 63, 64, 95, 96, 300, 1_000, 20_000, 19_999.99])) : Odd.number(&rng) }
        func axis() -> String { rng.pick(["xAxis", "yAxis"]) }
        func scale() -> String { rng.pick(["xScale", "yScale"]) }
        func count() -> JSON { rng.chance(0.7) ? .number(rng.pick([-1, 0, 1, 2, 1e6, 1e8, 999_999_999, -999_999_999, 2.5, 1e19])) : Odd.number(&rng) }
        switch rng.below(34) {
        case 0: return ([.key(rng.pick(["title", "subtitle"]))], rng.chance(0.8) ? Odd.string(&rng) : Odd.value(&rng))
        case 1, 2: return ([.key(rng.pick(["width", "height"]))], size())
        case 3: return ([.key("locale")], rng.chance(0.6) ? .string(rng.pick(locales)) : Odd.string(&rng))
        case 4: return ([.key("timeZone")], rng.chance(0.7) ? .string(rng.pick(timeZones)) : Odd.string(&rng))
        case 5: return ([.key("timeRanges")], .array((0..<rng.below(5)).map { _ in rng.chance(0.8) ? .string(rng.pick(timeRanges)) : Odd.value(&rng) }))
        case 6: return ([.key(scale()), .key("type")], oneOf(scaleTypes))
        case 7, 8:
            let domain: JSON = switch rng.below(6) {
            case 0: .array([Odd.number(&rng), Odd.number(&rng)])
            case 1: .array([.string(rng.pick(Odd.dates)), .string(rng.pick(Odd.dates))])
            case 2: .array((0..<rng.below(6)).map { _ in Odd.scalar(&rng) })
            case 3: .array((0..<rng.pick([0, 1, 3, 5000])).map { .string("c\($0)") })
            case 4: .array([.number(5), .number(5)])
            default: Odd.value(&rng)
            }
            return ([.key(scale()), .key("domain")], domain)
        case 9: return ([.key(scale()), .key(rng.pick(["includesZero", "reversed"]))], rng.chance(0.9) ? .bool(rng.chance(0.5)) : Odd.value(&rng))
        case 10: return ([.key(axis()), .key("tickCount")], count())
        case 11: return ([.key(axis()), .key("stride"), .key("step")], rng.chance(0.6) ? .number(rng.pick([0, -1, 1e-300, 5e-324, 1e-9, 1e308, 0.1])) : Odd.number(&rng))
        case 12:
            return ([.key(axis()), .key("stride")], .object([("unit", oneOf(timeUnits)), ("count", count())]))
        case 13:
            let key = rng.pick(["position", "title", "hidden", "grid"])
            let value: JSON = switch key {
            case "position": oneOf(axisPositions)
            case "title": Odd.string(&rng)
            default: rng.chance(0.9) ? .bool(rng.chance(0.5)) : Odd.value(&rng)
            }
            return ([.key(axis()), .key(key)], value)
        case 14:
            let key = rng.pick(["position", "hidden", "title"])
            let value: JSON = switch key {
            case "position": oneOf(legendPositions)
            case "title": Odd.string(&rng)
            default: rng.chance(0.9) ? .bool(rng.chance(0.5)) : Odd.value(&rng)
            }
            return ([.key("legend"), .key(key)], value)
        case 15: return ([.key("accessibility"), .key(rng.pick(["groupSize", "groupCount", "groupThreshold"]))], count())
        case 16: return ([.key("accessibility"), .key("labels")], oneOf(labelPolicies))
        case 17: return ([.key("accessibility"), .key(rng.pick(["title", "summary"]))], Odd.string(&rng))
        case 18: return ([.key("appearance"), .key("separator")], rng.chance(0.5) ? .number(rng.pick([-1, 0, 1e9, 1e308, 5e-324])) : Odd.number(&rng))
        case 19:
            let key = rng.pick(["accent", "palette"])
            return ([.key("appearance"), .key(key)],
                         key == "palette" ? .array((0..<rng.pick([0, 1, 3, 300])).map { _ in rng.chance(0.5) ? Odd.string(&rng) : .string(rng.pick(["#fff", "#12345", "red", "rgb(300,-1,2)", "#ff2d55"])) })
                            : .string(rng.pick(["#ff2d55", "#GGGGGG", "", "hsl(1e308, 50%, 50%)", "rgb(nan,0,0)"])))
        case 20: return ([.key("appearance"), .key("patterns")], rng.chance(0.8) ? .bool(true) : Odd.value(&rng))
        case 21: return (mark + [.key("type")], oneOf(markTypes))
        case 22: return (mark + [.key("interpolation")], oneOf(interpolations))
        case 23: return (mark + [.key("stacking")], oneOf(stackings))
        case 24, 25:
            let value: JSON = rng.chance(0.6) ? .number(rng.pick([-1, 0, 2, 1e9, -1e9, 1e308, 5e-324, 0.5, 1])) : Odd.number(&rng)
            return (mark + [.key("style"), .key(rng.pick(styleNumbers))], value)
        case 26: return (mark + [.key("style"), .key(rng.pick(["color", "annotationPosition"]))],
                         rng.chance(0.5) ? oneOf(annotationPositions) : Odd.string(&rng))
        case 27, 28, 29:
            let channel = rng.pick(channels)
            return (mark + [.key(channel)], .object([("field", column())] + (rng.chance(0.4) ? [("type", oneOf(columnTypes))] : [])))
        case 30:
            let channel = rng.pick(channels)
            let key = rng.pick(["type", "label", "unit", "unitName", "unitNameOne", "format"])
            let value: JSON = switch key {
            case "type": oneOf(columnTypes)
            case "unit": oneOf(timeUnits)
            default: Odd.string(&rng)
            }
            return (mark + [.key(channel), .key(key)], value)
        case 31: return (mark + [.key(rng.pick(channels))], nil)
        case 32: return ([.key(rng.pick(spec.keys.isEmpty ? ["marks"] : spec.keys))], rng.chance(0.8) ? nil : Odd.value(&rng))
        default: return (mark, nil)
        }
    }

    static func columnNames(in spec: JSON) -> [String] {
        var names: Set<String> = []
        func rows(_ data: JSON?) {
            for row in data?["values"]?.arrayItems?.prefix(3) ?? [] { names.formUnion(row.keys) }
        }
        rows(spec["data"])
        for mark in spec["marks"]?.arrayItems ?? [] { rows(mark["data"]) }
        return names.sorted()
    }
}

/// Data sets of odd shapes, as JSON rows.
enum OddData {
    static func rows(_ rng: inout SeededGenerator) -> (rows: [JSON], x: String, y: String) {
        func row(_ x: JSON, _ y: JSON, _ extra: [(String, JSON)] = []) -> JSON { .object([("x", x), ("y", y)] + extra) }
        switch rng.below(12) {
        case 0:  // many identical values: a zero-width domain
            let v = Odd.number(&rng)
            return ((0..<rng.pick([1, 2, 500, 5_000])).map { _ in row(v, v) }, "x", "y")
        case 1:  // one row
            return ([row(Odd.scalar(&rng), Odd.scalar(&rng))], "x", "y")
        case 2:  // a column with nothing in it
            return ((0..<rng.pick([1, 5, 50])).map { row(.number(Double($0)), .null) }, "x", "y")
        case 3:  // thousands of categories
            let n = rng.pick([300, 3_000])
            return ((0..<n).map { row(.string("category \($0)"), .number(Double($0 % 17))) }, "x", "y")
        case 4:  // extreme numbers
            return ((0..<rng.pick([2, 5, 40])).map { _ in row(Odd.number(&rng), Odd.number(&rng)) }, "x", "y")
        case 5:  // dates at the ends of time
            return ((0..<rng.pick([1, 2, 6, 30])).map { _ in row(.string(rng.pick(Odd.dates)), Odd.number(&rng)) }, "x", "y")
        case 6:  // two dates far apart, as a date scale must span them
            let a = rng.pick(Odd.dates), b = rng.pick(Odd.dates)
            return ([row(.string(a), .number(1)), row(.string(b), .number(2))], "x", "y")
        case 7:  // very long labels
            return ((0..<rng.pick([1, 3, 12])).map { i in row(.string(i == 0 ? Odd.longText : "\(i) " + rng.pick(Odd.strings)), .number(Double(i))) }, "x", "y")
        case 8:  // a mix of everything
            return ((0..<rng.pick([3, 20, 100])).map { _ in row(Odd.scalar(&rng), Odd.scalar(&rng), [("s", Odd.scalar(&rng))]) }, "x", "y")
        case 9:  // many series
            return ((0..<2_000).map { row(.number(Double($0 % 7)), .number(Double($0)), [("s", .string("s\($0 / 7)"))]) }, "x", "y")
        case 10:  // a steep range: tiny and huge together, and zeros for a log scale
            return ([row(.number(0), .number(0)), row(.number(5e-324), .number(1e308)), row(.number(1), .number(-1))], "x", "y")
        default:  // ordinary increasing numbers
            return ((0..<rng.pick([2, 10, 2_000])).map { row(.number(Double($0)), .number(Double($0 * $0 % 101))) }, "x", "y")
        }
    }
}

/// The seed specs: every gallery chart, with its inline rows cut short so a case stays fast.
enum Seeds {
    static let specs: [JSON] = Gallery.entries.compactMap { entry in
        guard let data = try? entry.chart.spec.encoded(), var json = JSON.parse(data) else { return nil }
        json.trimRows(to: 60)
        return json
    } + [JSON.parse(Data("""
    {"title":"Sectors","marks":[{"type":"sector","data":{"values":[{"k":"a","v":1},{"k":"b","v":2},{"k":"c","v":0}]},
     "angle":{"field":"v"},"color":{"field":"k"},"style":{"innerRadius":0.5,"angularInset":1}}]}
    """.utf8))!, JSON.parse(Data("""
    {"data":{"values":[{"d":"2024-01-01","v":1,"s":"a"},{"d":"2024-03-01","v":3,"s":"b"},{"d":"2025-01-01","v":2,"s":"a"}]},
     "timeRanges":["1M","1Y"],"marks":[{"type":"area","x":{"field":"d","unit":"month"},"y":{"field":"v"},"color":{"field":"s"},
     "stacking":"normalized"}],"xAxis":{"stride":{"unit":"month","count":2}},"yAxis":{"tickCount":4}}
    """.utf8))!] + Self.masks

    /// Layers with masks (issue 34): a mask drawing the chart's data, and one with rows and a style of its own,
    /// so mutations reach a mask's data, colors and channels.
    static let masks: [JSON] = [JSON.parse(Data("""
    {"data":{"values":[{"d":"2024-01-01","v":4,"lo":1},{"d":"2024-02-01","v":6,"lo":2},{"d":"2024-03-01","v":5,"lo":3}]},
     "marks":[{"type":"area","x":{"field":"d"},"y":{"field":"v"},
      "mask":[{"type":"area","x":{"field":"d"},"yStart":{"field":"lo"},"yEnd":{"field":"v"},"style":{"opacity":0.5}}]}]}
    """.utf8))!, JSON.parse(Data("""
    {"data":{"values":[{"a":1,"b":2},{"a":2,"b":5},{"a":3,"b":1}]},
     "marks":[{"type":"line","x":{"field":"a"},"y":{"field":"b"},"style":{"color":"#d1242f"},
      "mask":[{"type":"rectangle","data":{"values":[{"x0":1.5,"x1":2.5}]},"xStart":{"field":"x0"},"xEnd":{"field":"x1"},
       "style":{"color":"black"},"rowStyles":[{"opacity":0.8}]}]}]}
    """.utf8))!]

    static let csv: [String] = [
        "date,steps\n2024-08-01,8123\n2024-08-02,10456\n2024-08-03,6789\n",
        "weight,mpg,origin\n3504,18,USA\n2372,24,Japan\n2130,27,Europe\n",
        "fruit,count\napples,12\npears,7\n\"plums, red\",9\n",
        "a,b\n1,2\n3,4\n5,6\n",
        "t,v\n2024-08-01T10:00:00Z,1.5\n2024-08-01T10:00:01Z,-2e3\n2024-08-01T10:00:02Z,\n",
    ]
}

extension JSON {
    mutating func trimRows(to limit: Int) {
        switch self {
        case .object(var pairs):
            for i in pairs.indices {
                if pairs[i].0 == "values", case .array(let rows) = pairs[i].1, rows.count > limit {
                    pairs[i].1 = .array(Array(rows.prefix(limit)))
                } else {
                    pairs[i].1.trimRows(to: limit)
                }
            }
            self = .object(pairs)
        case .array(var items):
            for i in items.indices { items[i].trimRows(to: limit) }
            self = .array(items)
        default: break
        }
    }
}
