import Foundation
import Testing
@testable import Plotline

/// `docs/chart-spec.schema.json` against the Codable spec types: everything the types can write is in the
/// schema, everything the schema describes is read by the types, and the examples in `docs/examples`
/// decode and resolve.
@Suite struct SpecSchemaTests {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let docs = repositoryRoot.appendingPathComponent("docs")
    static let examples = docs.appendingPathComponent("examples")

    // MARK: - The schema as a tree

    /// The schema read with JSONSerialization, with the few operations the checks need.
    struct Schema {
        let root: [String: Any]

        init() throws {
            let data = try Data(contentsOf: SpecSchemaTests.docs.appendingPathComponent("chart-spec.schema.json"))
            root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        }

        var defs: [String: [String: Any]] { (root["$defs"] as? [String: [String: Any]]) ?? [:] }

        func def(_ name: String) -> [String: Any] { defs[name] ?? [:] }

        /// The name of the definition a node refers to, if it is a `$ref`.
        func refName(_ node: [String: Any]) -> String? {
            guard let ref = node["$ref"] as? String, ref.hasPrefix("#/$defs/") else { return nil }
            return String(ref.dropFirst("#/$defs/".count))
        }

        /// The node, and every node it stands for through `$ref`, `anyOf`, `oneOf` and `allOf`, each with the
        /// name of the definition it belongs to.
        func branches(_ node: [String: Any], in name: String) -> [(node: [String: Any], def: String)] {
            var result: [([String: Any], String)] = [(node, name)]
            if let target = refName(node) { result += branches(def(target), in: target) }
            for key in ["anyOf", "oneOf", "allOf"] {
                for branch in (node[key] as? [[String: Any]]) ?? [] { result += branches(branch, in: name) }
            }
            return result
        }

        /// Every `properties` entry reachable from the node, with the definition that declares it.
        func properties(_ node: [String: Any], in name: String) -> [String: (node: [String: Any], def: String)] {
            var result: [String: ([String: Any], String)] = [:]
            for (branch, def) in branches(node, in: name) {
                for (key, value) in (branch["properties"] as? [String: [String: Any]]) ?? [:] {
                    result[key] = (value, def)
                }
            }
            return result
        }

        func enumValues(_ node: [String: Any], in name: String) -> [String]? {
            let values = branches(node, in: name).compactMap { $0.node["enum"] as? [String] }
            return values.isEmpty ? nil : values.flatMap { $0 }
        }

        /// Every object node with properties: the root (as "ChartSpec") and each definition.
        var objectNodes: [(name: String, node: [String: Any])] {
            [("ChartSpec", root)] + defs.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
                .filter { $0.1["properties"] != nil }
        }

        /// "Definition.property" for every property the schema declares.
        var declaredProperties: Set<String> {
            Set(objectNodes.flatMap { name, node in
                ((node["properties"] as? [String: Any]) ?? [:]).keys.map { "\(name).\($0)" }
            })
        }
    }

    /// Where a JSON document and the schema part ways.
    struct Walk {
        let schema: Schema
        var problems: [String] = []
        /// "Definition.property" for every property the document sets.
        var visited: Set<String> = []

        init(_ schema: Schema) { self.schema = schema }

        mutating func check(_ value: Any, against node: [String: Any], in name: String, path: String) {
            if let object = value as? [String: Any] {
                let properties = schema.properties(node, in: name)
                let additional = schema.branches(node, in: name)
                    .compactMap { $0.node["additionalProperties"] as? [String: Any] }.first
                // A key that needs others beside it (unitNameOne needs unitName).
                for dependencies in schema.branches(node, in: name).compactMap({ $0.node["dependentRequired"] as? [String: [String]] }) {
                    for (key, needed) in dependencies.sorted(by: { $0.key < $1.key }) where object[key] != nil {
                        for other in needed where object[other] == nil {
                            problems.append("\(path).\(key) needs \(other)")
                        }
                    }
                }
                for key in object.keys.sorted() {
                    if let (child, def) = properties[key] {
                        visited.insert("\(def).\(key)")
                        check(object[key]!, against: child, in: def, path: path + "." + key)
                    } else if let additional {
                        check(object[key]!, against: additional, in: name, path: path + "." + key)
                    } else {
                        problems.append("\(path).\(key) is not in the schema")
                    }
                }
            } else if let array = value as? [Any] {
                let items = schema.branches(node, in: name).compactMap { $0.node["items"] as? [String: Any] }
                if items.isEmpty { problems.append("\(path) is an array; the schema has no items for it") }
                for (index, element) in array.enumerated() {
                    // An array matches when one of the schema's array forms takes all of it (the domain's
                    // numbers or strings); a mismatch is reported against the first.
                    var best: Walk?
                    for item in items {
                        var attempt = Walk(schema)
                        attempt.check(element, against: item, in: name, path: "\(path)[\(index)]")
                        if best == nil || attempt.problems.count < best!.problems.count { best = attempt }
                    }
                    if let best {
                        problems += best.problems
                        visited.formUnion(best.visited)
                    }
                }
            } else if let string = value as? String {
                if let allowed = schema.enumValues(node, in: name), !allowed.contains(string) {
                    problems.append("\(path): '\(string)' is not one of \(allowed)")
                }
                let types = schema.branches(node, in: name).compactMap { $0.node["type"] }
                if !types.isEmpty, !types.contains(where: { "\($0)".contains("string") }) {
                    problems.append("\(path): a string where the schema wants \(types)")
                }
            }
        }
    }

    static func json(_ data: Data) throws -> Any {
        try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    }

    /// JSON text with sorted keys, for comparing two documents regardless of key order and spacing.
    static func canonical(_ object: Any) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
    }

    static func isFalse(_ value: Any?) -> Bool {
        if let bool = value as? Bool { return bool == false }
        if let number = value as? NSNumber { return number == false }
        return false
    }

    // MARK: - The schema file itself

    @Test func schemaHasDraftIdTitleAndExamplesThatDecode() throws {
        let schema = try Schema()
        #expect(schema.root["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        #expect((schema.root["$id"] as? String)?.isEmpty == false)
        #expect(schema.root["title"] as? String == "Plotline chart spec")
        let examples = try #require(schema.root["examples"] as? [Any])
        #expect(examples.count >= 1)
        for example in examples {
            let data = try JSONSerialization.data(withJSONObject: example)
            _ = try ChartSpec.decode(data)
        }
    }

    @Test func everyPropertyHasADescriptionAndEveryObjectIsClosed() throws {
        let schema = try Schema()
        for (name, node) in schema.objectNodes {
            #expect(Self.isFalse(node["additionalProperties"]), "\(name) should forbid unknown keys")
            for (key, value) in (node["properties"] as? [String: [String: Any]]) ?? [:] {
                let description = value["description"] as? String ?? ""
                #expect(description.count >= 10, "\(name).\(key) needs a description")
            }
        }
        // Rows are the one open object: their keys are the data's column names.
        #expect(schema.def("Row")["additionalProperties"] is [String: Any])
    }

    /// The reason for `additionalProperties: false`: the decoder drops a misspelt key without a word.
    @Test func decoderIgnoresUnknownKeysSoTheSchemaMustFlagThem() throws {
        let json = #"{"titel": "Steps", "marks": [{"type": "bar", "x": {"field": "day", "lable": "Day"}}]}"#
        let spec = try ChartSpec.decode(Data(json.utf8))
        #expect(spec.title == nil)
        #expect(spec.marks[0].x == EncodingSpec(field: "day"))
    }

    /// The walk itself finds what is not in the schema (so the checks below can fail).
    @Test func walkReportsUnknownKeysAndValues() throws {
        let schema = try Schema()
        var walk = Walk(schema)
        let document: Any = ["marks": [["type": "pie", "titel": "x", "x": ["field": "a", "unit": "fortnight"]]],
                             "yScale": ["domain": [0, "a"]]]
        walk.check(document, against: schema.root, in: "ChartSpec", path: "$")
        #expect(walk.problems == [
            "$.marks[0].titel is not in the schema",
            "$.marks[0].type: 'pie' is not one of [\"bar\", \"line\", \"point\", \"area\", \"rule\", \"rectangle\", \"sector\", \"boxplot\", \"tick\"]",
            "$.marks[0].x.unit: 'fortnight' is not one of [\"second\", \"minute\", \"hour\", \"day\", \"week\", \"month\", \"quarter\", \"year\"]",
        ])
    }

    /// A unit name's form for one is in the schema, needs the unit name, and an example spec that uses it
    /// meets the schema (docs/validate-examples.py checks the same with an independent validator).
    @Test func unitNameOneNeedsUnitNameAndTheExampleUsingItIsValid() throws {
        let schema = try Schema()
        let encoding = schema.def("EncodingSpec")
        #expect((encoding["properties"] as? [String: Any])?["unitNameOne"] != nil)
        #expect(encoding["dependentRequired"] as? [String: [String]] == ["unitNameOne": ["unitName"]])

        let coffee = try Self.json(Data(contentsOf: Self.examples.appendingPathComponent("coffee-bars.json")))
        var walk = Walk(schema)
        walk.check(coffee, against: schema.root, in: "ChartSpec", path: "$")
        #expect(walk.problems == [])
        #expect(walk.visited.contains("EncodingSpec.unitNameOne"))

        var lone = Walk(schema)
        let document: Any = ["marks": [["type": "bar", "y": ["field": "cups", "unitNameOne": "cup"]]]]
        lone.check(document, against: schema.root, in: "ChartSpec", path: "$")
        #expect(lone.problems == ["$.marks[0].y.unitNameOne needs unitName"])
    }

    // MARK: - Swift types -> schema

    @Test func enumsListEveryCaseInSwiftOrder() throws {
        let schema = try Schema()
        let expected: [String: [String]] = [
            "MarkType": MarkType.allCases.map(\.rawValue),
            "ColumnType": ColumnType.allCases.map(\.rawValue),
            "TimeUnit": TimeUnit.allCases.map(\.rawValue),
            "InterpolationKind": InterpolationMethod.Kind.allCases.map(\.rawValue),
            "LineCap": Stroke.LineCap.allCases.map(\.rawValue),
            "LineJoin": Stroke.LineJoin.allCases.map(\.rawValue),
            "SymbolShape": SymbolShape.allCases.map(\.rawValue),
            "MarkStackingMethod": MarkStackingMethod.allCases.map(\.rawValue),
            "ScaleType": ScaleType.allCases.map(\.rawValue),
            "AxisPosition": AxisPosition.allCases.map(\.rawValue),
            "AnnotationPosition": AnnotationPosition.allCases.map(\.rawValue),
            "LegendPosition": LegendPosition.allCases.map(\.rawValue),
            "MarkLabelPolicy": MarkLabelPolicy.allCases.map(\.rawValue),
            "AggregateOp": AggregateOp.allCases.map(\.rawValue),
            "TimeGrouping": TimeGrouping.allCases.map(\.rawValue),
            "WindowOp": WindowOp.allCases.map(\.rawValue),
            "SortOrder": SortOrder.allCases.map(\.rawValue),
            "PathOrder": PathOrder.allCases.map(\.rawValue),
        ]
        for (name, cases) in expected {
            #expect(schema.def(name)["enum"] as? [String] == cases, "\(name)")
        }
        // Every enum in the schema is one of these.
        let enums = Set(schema.defs.filter { $0.value["enum"] != nil }.keys)
        #expect(enums == Set(expected.keys))
    }

    @Test func everyChannelIsAMarkProperty() throws {
        let schema = try Schema()
        let properties = Set(((schema.def("MarkSpec")["properties"] as? [String: Any]) ?? [:]).keys)
        let channels = Set(Channel.allCases.map(\.rawValue))
        #expect(properties == channels.union(["type", "data", "transform", "interpolation", "pathOrder", "stacking", "style", "rowStyles", "mask", "conditional"]))
    }

    /// A spec for every enum case with every optional field set, as the Swift types build it.
    static func everythingSpecs() -> [ChartSpec] {
        let count = [MarkType.allCases.count, InterpolationMethod.Kind.allCases.count, SymbolShape.allCases.count, MarkStackingMethod.allCases.count,
                     TimeUnit.allCases.count, ColumnType.allCases.count, ScaleType.allCases.count,
                     AxisPosition.allCases.count, LegendPosition.allCases.count].max()!
        func pick<T: CaseIterable>(_ i: Int) -> T { let all = Array(T.allCases); return all[i % all.count] }
        return (0..<count).map { i in
            let encoding = EncodingSpec(field: "f\(i)", type: pick(i), label: "Label", unit: pick(i),
                                        unitName: "tons", unitNameOne: "ton", format: "%.2f tons")
            var channels: [Channel: EncodingSpec] = [:]
            for channel in Channel.allCases { channels[channel] = encoding }
            var style = MarkStyle(color: "#1f77b4", lineWidth: 2, symbolSize: 30, opacity: 0.5, cornerRadius: 2,
                                  width: 10, height: 12, innerRadius: 0.5, outerRadius: 0.9, angularInset: 1,
                                  annotationPosition: pick(i), dash: [4, 2], dashPhase: 1, lineCap: pick(i),
                                  lineJoin: pick(i), miterLimit: 6, symbol: pick(i), symbolWidth: 8, symbolHeight: 9)
            // Mark geometry and annotation views (issue 14's marks): every kind of dimension and every field.
            style.width = [MarkDimension.fixed(10), .ratio(0.5), .inset(2), .automatic][i % 4]
            style.offset = MarkOffset(x: 1, y: 2, xStart: 3, xEnd: 4, yStart: 5, yEnd: 6)
            style.clipShape = pick(i)
            style.zIndex = 1
            style.positionSpan = .ratio(0.8)
            style.gradient = MarkGradient(stops: [.init(color: "#007aff", location: 0), .init(color: "red", location: 1)],
                                          startX: 0.5, startY: 1, endX: 0.5, endY: 0,
                                          radial: i % 2 == 0 ? nil : .init(centerX: 0.5, centerY: 1, startRadius: 0.1,
                                                                           endRadius: 0.8, elliptical: true))
            style.alignsWithPlotArea = true
            style.shadow = MarkShadow(color: "#00000054", radius: 3, x: 1, y: 2)
            style.symbolView = .shape(ViewShape(kind: .circle))
            style.annotationLayout = AnnotationLayout(lines: [[AnnotationTextStyle(size: 12, bold: true, color: "secondary")]],
                                                      lineAlignment: pick(i), lineSpacing: 2, runSpacing: 4,
                                                      alignment: pick(i), spacing: 3,
                                                      view: .modified(.text(ViewText(run: 0)),
                                                                      .background(.shape(ViewShape(kind: .capsule, fill: "#ffffff")), .center)))
            style.annotationLayout?.overflowsVertically = true
            style.furtherAnnotations = [FurtherAnnotation(position: pick(i), layout: style.annotationLayout),
                                        FurtherAnnotation()]
            let kind: InterpolationMethod.Kind = pick(i)
            let interpolation: InterpolationMethod = switch kind {
            case .cardinal: .cardinal(tension: 0.25)
            case .catmullRom: .catmullRom(alpha: 1)
            default: InterpolationMethod(kind)
            }
            let sources: [DataSource] = [
                .values([["f\(i)": .number(1), "g": .string("a"), "h": .bool(true), "k": .null]]),
                .dated(.path("data.csv"), dateFormat: "%d/%m/%Y"),
                .table(try! DataTable(columns: [Column(name: "d", values: .dates([0])),
                                                Column(name: "c", values: .categories(["x"]))])),
            ]
            var mark = MarkSpec(type: pick(i), data: sources[i % 3], channels: channels,
                                interpolation: interpolation, stacking: pick(i), style: style)
            mark.rowStyles = [style, nil]
            mark.pathOrder = pick(i)
            mark.mask = [MarkSpec(type: .rectangle, channels: [.xStart: EncodingSpec(field: "from"), .xEnd: EncodingSpec(field: "to")])]
            mark.conditional = i % 2 == 0
            let domain: [JSONScalar] = i % 2 == 0 ? [.number(0), .number(100)] : [.string("a"), .string("b")]
            var axis = AxisSpec(position: pick(i), tickCount: 5,
                                stride: i % 2 == 0 ? AxisStride(step: 5) : AxisStride(unit: pick(i), count: 3),
                                values: i % 2 == 0 ? [.number(5)] : [.text("2024-01-01")], title: "Axis",
                                titleAlignment: pick(i), hidden: false, grid: true, ticks: false, labels: true,
                                labelEvery: 2, format: AxisLabelFormat(date: "MMM", fractionDigits: 1, percent: true))
            axis.minimumStride = 2
            axis.roundLowerBound = i % 2 == 0
            axis.roundUpperBound = false
            axis.endTitle = "Units"
            axis.titleSide = i % 2 == 0 ? .top : .bottom
            axis.additionalMarks = [AxisSpec(position: pick(i + 1), values: [.number(2)], grid: false, labels: true)]
            var spec = ChartSpec(title: "T", subtitle: "S", data: sources[(i + 1) % 3], marks: [mark, mark],
                             xScale: ScaleSpec(type: pick(i), domain: domain, includesZero: true, reversed: true,
                                               bandPadding: 0.1, pointPadding: 0),
                             yScale: ScaleSpec(type: pick(i + 1), domain: domain, includesZero: false, reversed: false),
                             xAxis: axis, yAxis: axis,
                             legend: LegendSpec(position: pick(i), hidden: true, title: "L", alignment: pick(i), spacing: 4),
                             accessibility: AccessibilitySpec(title: "A", summary: "S", labels: pick(i), groupSize: 5,
                                                              groupCount: 4, groupThreshold: 20),
                             appearance: AppearanceSpec(palette: ["#000000"], accent: "#ffffff", patterns: true, separator: 1),
                             locale: "ko-KR", timeZone: "Asia/Seoul", width: 800, height: 400)
            spec.timeRanges = [TimeRange(count: 3, unit: TimeRange.Unit.allCases[i % 4]), TimeRange(count: 1, unit: .year)]
            spec.colorScale = ColorScaleSpec(type: pick(i), domain: [-1, 1], middle: 0, range: ["#ffffff", "#000000"])
            spec.foregroundStyleScale = StyleScaleSpec(domain: [.string("A"), .number(2)], range: ["#ff0000", "#00ff00"])
            spec.symbolScale = SymbolScaleSpec(domain: [.string("A"), .number(2)], range: [pick(i), .pentagon])
            spec.lineStyleScale = LineStyleScaleSpec(domain: [.string("A")], range: [.init(lineWidth: 2, dash: [4, 2])])
            spec.plotStyle = PlotStyleSpec(background: "#f2f2f7", border: .init(color: "#0a84ff", width: 2), width: 300, height: 200)
            spec.plotStyle?.cornerRadius = 8
            spec.plotStyle?.aspectRatio = 1.5
            spec.plotStyle?.clipsMarks = true
            spec.plotStyle?.backgroundGradient = MarkGradient(stops: [.init(color: "#f2f2f7", location: 0), .init(color: "#ffffff", location: 1)])
            spec.symbolSizeScale = SymbolSizeScaleSpec(domain: [1, 10], range: [20, 200], type: [.linear, .squareRoot, .log, .symmetricLog][i % 4])
            spec.symbolSizeScale?.categories = [.string("S"), .number(2)]
            spec.symbolSizeScale?.areas = [20, 200]
            spec.selection = SelectionSpec(x: .string("2024-08-04"), y: .number(2), angle: .number(3))
            spec.xScale?.range = ScaleRangeSpec(startPadding: 4, endPadding: 8, start: i % 2 == 0 ? 1 : nil, end: i % 2 == 0 ? 200 : nil)
            spec.scroll = ScrollSpec(axes: [.x, .y], xVisibleLength: 10, yVisibleLength: 2, initialX: .number(3), initialY: .string("b"))
            spec.padding = PaddingSpec(top: 1, leading: 2, bottom: 3, trailing: 4)
            spec.transform = Self.everyTransform(i)
            spec.marks[0].transform = Self.everyTransform(i + 1)
            return spec
        }
    }

    /// One of each transform with every optional field set.
    static func everyTransform(_ i: Int) -> [Transform] {
        func pick<T: CaseIterable>(_ i: Int) -> T { let all = Array(T.allCases); return all[i % all.count] }
        return [
            .filter(FilterTransform(field: "a", equal: .string("x"))),
            .filter(FilterTransform(field: "a", notEqual: .number(1))),
            .filter(FilterTransform(field: "a", oneOf: [.string("x"), .number(2)])),
            .filter(FilterTransform(field: "a", range: [.number(1), .null])),
            .filter(FilterTransform(field: "a", lt: .number(1))),
            .filter(FilterTransform(field: "a", lte: .string("2024-01-01"))),
            .filter(FilterTransform(field: "a", gt: .number(1))),
            .filter(FilterTransform(field: "a", gte: .number(1))),
            .filter(FilterTransform(field: "a", valid: true)),
            .aggregate(AggregateTransform(groupBy: [GroupField("d", timeUnit: pick(i), as: "month"), GroupField("c")],
                                          measures: [AggregateMeasure(pick(i), "v", as: "out"), AggregateMeasure(.count)])),
            .bin(BinTransform(field: "v", maxBins: 20, step: 5, count: 4, extent: [0, 100], as: ["lo", "hi"])),
            .fold(FoldTransform(fields: ["a", "b"], as: ["k", "v"], labels: ["A", "B"])),
            .window(WindowTransform(pick(i), field: "v", as: "w", frame: [-6, 0], groupBy: ["c"], sortBy: "d")),
            .sort(SortTransform([SortKey("v", order: pick(i)), SortKey("c")])),
            .top(TopTransform(field: "v", by: "c", n: 3, other: "Rest")),
        ]
    }

    @Test func everythingTheSwiftTypesWriteIsInTheSchema() throws {
        let schema = try Schema()
        var walk = Walk(schema)
        for spec in Self.everythingSpecs() {
            walk.check(try Self.json(try spec.encoded()), against: schema.root, in: "ChartSpec", path: "$")
        }
        // A chart made with the Swift API writes its data as inline values.
        let chart = Chart([("Mon", 3), ("Tue", 5)]) { day in
            BarMark(x: .value("Day", day.0), y: .value("Cups", day.1, unit: "cups"))
                .foregroundStyle(by: .value("Day", day.0))
        }
        .chartXAxis { AxisMarks(values: .stride(by: .month)) }
        walk.check(try Self.json(try chart.spec.encoded()), against: schema.root, in: "ChartSpec", path: "$")
        #expect(walk.problems == [])
        // Every property of the schema but `$schema` (which the types never write) was written.
        #expect(schema.declaredProperties.subtracting(walk.visited) == ["ChartSpec.$schema"])
    }

    // MARK: - Schema -> Swift types

    /// Sets every property the schema declares exactly once (data twice: inline at the chart, a path on a
    /// mark; domains twice: numbers and strings).
    static let everyProperty = #"""
    {
      "$schema": "../chart-spec.schema.json",
      "title": "Everything",
      "subtitle": "Every property once",
      "data": { "values": [ { "day": "2024-08-01", "steps": 8123, "kind": "walk", "flag": true, "gap": null } ] },
      "transform": [
        { "filter": { "field": "kind", "equal": "walk" } },
        { "filter": { "field": "kind", "notEqual": "run" } },
        { "filter": { "field": "kind", "oneOf": ["walk", "run"] } },
        { "filter": { "field": "steps", "range": [0, null] } },
        { "filter": { "field": "steps", "lt": 100000 } },
        { "filter": { "field": "steps", "lte": 100000 } },
        { "filter": { "field": "steps", "gt": 0 } },
        { "filter": { "field": "steps", "gte": 0 } },
        { "filter": { "field": "steps", "valid": true } },
        { "bin": { "field": "steps", "maxBins": 20, "step": 1000, "count": 8, "extent": [0, 20000], "as": ["lo", "hi"] } },
        { "fold": { "fields": ["steps"], "as": ["key", "value"], "labels": ["Steps"] } },
        { "window": { "op": "mean", "field": "value", "as": "mean7", "frame": [-6, 0], "groupBy": ["kind"], "sortBy": "day" } },
        { "sort": [{ "field": "value", "order": "descending" }] },
        { "top": { "field": "value", "by": "kind", "n": 3, "other": "Rest" } }
      ],
      "marks": [
        {
          "type": "bar",
          "data": { "path": "steps.csv", "dateFormat": "%Y-%m-%d" },
          "transform": [
            { "aggregate": { "groupBy": ["kind", { "field": "date", "timeUnit": "month", "as": "month" }],
                             "measures": [{ "op": "sum", "field": "steps", "as": "total" }] } }
          ],
          "x": { "field": "date", "type": "date", "label": "Day", "unit": "day", "unitName": "days", "unitNameOne": "day", "format": "%d" },
          "y": { "field": "steps" },
          "xStart": { "field": "date" },
          "xEnd": { "field": "date" },
          "yStart": { "field": "steps" },
          "yEnd": { "field": "steps" },
          "color": { "field": "steps" },
          "symbol": { "field": "steps" },
          "lineStyle": { "field": "steps" },
          "position": { "field": "steps" },
          "series": { "field": "kind" },
          "size": { "field": "steps" },
          "opacity": { "field": "steps" },
          "angle": { "field": "steps" },
          "annotation": { "field": "kind" },
          "accessibilityLabel": { "field": "kind" },
          "accessibilityValue": { "field": "kind" },
          "accessibilityHidden": { "field": "flag" },
          "interpolation": "stepCenter", "pathOrder": "data",
          "stacking": "normalized",
          "style": { "color": "#0a84ff", "lineWidth": 2, "symbolSize": 30, "opacity": 0.8, "cornerRadius": 3,
                     "width": 12, "height": { "inset": 2 }, "innerRadius": 0.5, "outerRadius": 0.9, "angularInset": 1,
                     "annotationPosition": "trailing", "dash": [4, 2], "dashPhase": 1, "lineCap": "square",
                     "lineJoin": "bevel", "miterLimit": 6, "symbol": "pentagon", "symbolWidth": 8, "symbolHeight": 9,
                     "offset": { "x": 1, "y": 2, "xStart": 3, "xEnd": 4, "yStart": 5, "yEnd": 6 },
                     "clipShape": "capsule", "zIndex": 2, "positionSpan": { "ratio": 0.8 },
                     "gradient": { "stops": [{ "color": "#0a84ff", "location": 0 }, { "color": "red", "location": 1 }],
                                   "startX": 0.5, "startY": 1, "endX": 0.5, "endY": 0,
                                   "radial": { "centerX": 0.5, "centerY": 1, "startRadius": 0.1, "endRadius": 0.8, "elliptical": true } },
                     "alignsWithPlotArea": true,
                     "shadow": { "color": "#00000054", "radius": 3, "x": 1, "y": 2 },
                     "symbolView": { "shape": { "_0": { "kind": "circle" } } },
                     "annotationLayout": { "lines": [[{ "size": 12, "bold": false, "color": "#ff0000" }, {}]],
                                           "lineAlignment": "leading", "lineSpacing": 1, "runSpacing": 3,
                                           "alignment": "topLeading", "spacing": 2,
                                           "view": { "text": { "_0": { "run": 0, "style": {} } } },
                                           "overflowsVertically": true },
                     "furtherAnnotations": [{ "position": "bottom", "layout": { "lines": [[{ "size": 10 }]] } }] },
          "rowStyles": [{ "color": "red" }, null],
          "mask": [{ "type": "rectangle", "xStart": { "field": "from" }, "xEnd": { "field": "to" } }],
          "conditional": true
        }
      ],
      "xScale": { "type": "date", "domain": ["2024-08-01", "2024-08-31"], "includesZero": false, "reversed": true,
                  "range": { "startPadding": 20, "endPadding": 10, "start": 0, "end": 300 } },
      "yScale": { "domain": [0, 20000], "bandPadding": 0.1, "pointPadding": 1 },
      "xAxis": { "position": "top", "tickCount": 4, "stride": { "step": 5, "unit": "week", "count": 2 },
                 "title": "Day", "hidden": false, "grid": true, "minimumStride": 86400,
                 "roundLowerBound": false, "roundUpperBound": true, "titleSide": "bottom" },
      "yAxis": { "position": "leading", "values": [0, 5000, 10000], "ticks": false, "labels": true, "labelEvery": 2,
                 "format": { "date": "MMM", "fractionDigits": 1, "percent": false }, "titleAlignment": "center", "endTitle": "Visits",
                 "additionalMarks": [{ "position": "trailing", "values": [8000], "grid": false }] },
      "legend": { "position": "trailing", "hidden": true, "title": "Kind", "alignment": "center", "spacing": 4 },
      "appearance": { "palette": ["#0a84ff", "#ff9f0a"], "accent": "#ff2d55", "patterns": true, "separator": 2 },
      "accessibility": { "title": "Steps", "summary": "Most days over 8,000", "labels": "grouped", "groupSize": 7,
                         "groupCount": 5, "groupThreshold": 40 },
      "locale": "tr-TR",
      "timeZone": "Europe/Istanbul",
      "width": 800,
      "height": 400,
      "timeRanges": ["1M", "3M", "1Y", "5Y"],
      "selection": { "x": "2024-08-04", "y": 2, "angle": 3 },
      "padding": { "top": 16, "leading": 8, "bottom": 16, "trailing": 8 },
      "colorScale": { "type": "diverging", "domain": [-10, 10], "middle": 0, "range": ["#ffffff", "#0a84ff"] },
      "foregroundStyleScale": { "domain": ["walk", "run"], "range": ["#0a84ff", "#ff9f0a"] },
      "symbolScale": { "domain": ["walk", "run"], "range": ["circle", "triangle"] },
      "lineStyleScale": { "domain": ["walk", "run"], "range": [{ "lineWidth": 2, "dash": [] }, { "lineWidth": 2, "dash": [6, 3] }] },
      "symbolSizeScale": { "domain": [0, 100], "range": [20, 400], "type": "squareRoot", "categories": ["S", 2], "areas": [20, 200] },
      "plotStyle": { "background": "#f2f2f7", "border": { "color": "#0a84ff", "width": 1 }, "width": 500, "height": 200, "cornerRadius": 8, "aspectRatio": 1.5, "clipsMarks": true,
        "backgroundGradient": { "stops": [{ "color": "#f2f2f7", "location": 0 }, { "color": "#ffffff", "location": 1 }], "startX": 0.5, "startY": 0, "endX": 0.5, "endY": 1 } },
      "scroll": { "axes": ["x", "y"], "xVisibleLength": 2592000, "yVisibleLength": 3, "initialX": "2024-06-01", "initialY": "Seoul" }
    }
    """#

    @Test func everySchemaPropertyIsReadByTheSwiftTypes() throws {
        let schema = try Schema()
        let original = try Self.json(Data(Self.everyProperty.utf8))
        var walk = Walk(schema)
        walk.check(original, against: schema.root, in: "ChartSpec", path: "$")
        #expect(walk.problems == [])
        #expect(walk.visited == schema.declaredProperties, "the document sets every schema property")

        // Decoding keeps every property: writing the spec back gives the same document, less `$schema`
        // (which the types ignore). A property the types did not read would be missing here.
        let spec = try ChartSpec.decode(Data(Self.everyProperty.utf8))
        var expected = try #require(original as? [String: Any])
        expected["$schema"] = nil
        #expect(try Self.canonical(Self.json(spec.encoded())) == Self.canonical(expected))

        // Spot checks that values arrive where they belong.
        #expect(spec.marks[0].x?.unit == .day)
        #expect(spec.marks[0].stacking == .normalized)
        #expect(spec.xAxis?.stride == AxisStride(step: 5).with(unit: .week, count: 2))
        #expect(spec.xScale?.domain == [.string("2024-08-01"), .string("2024-08-31")])
        #expect(spec.data == .values(InlineValues([["day": .string("2024-08-01"), "steps": .number(8123), "kind": .string("walk"),
                                                    "flag": .bool(true), "gap": .null]],
                                                  keys: ["day", "steps", "kind", "flag", "gap"])))
        #expect(spec.marks[0].data == .dated(.path("steps.csv"), dateFormat: "%Y-%m-%d"))
    }

    // MARK: - docs/examples

    static func exampleFiles() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: examples, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    static func resolveExample(_ name: String) throws -> ResolvedChart {
        let spec = try ChartSpec.decode(Data(contentsOf: examples.appendingPathComponent(name)))
        return try ChartResolver.resolve(spec, baseDirectory: examples.path)
    }

    @Test func seattleScrollingExampleShowsJuneAndJuly() throws {
        let chart = try Self.resolveExample("seattle-scrolling.json")
        let window = try #require(chart.scroll?.x)
        #expect(chart.x.scale.domain.lowerBound == ISODate.parse("2015-06-01")!)
        #expect(chart.x.scale.domain.upperBound == ISODate.parse("2015-08-01")!)
        #expect(chart.layers[0].marks.filter { $0.x0 >= 0 && $0.x1 <= 1 }.count == 61)
        #expect(abs(window.share - 61.0 / 365) < 0.01)
        #expect(chart.accessibility.summary.hasSuffix("Scrolls horizontally: shows June 1 to July 31, 2015, of January 1 to December 31, 2015."))
    }

    @Test func everyExampleDecodesAndResolves() throws {
        let files = try Self.exampleFiles()
        #expect(files.map(\.lastPathComponent) == ["blood-pressure-points.json", "coffee-bars.json", "rain-by-month.json",
                                                   "rainfall-day-first.json", "seattle-scrolling.json", "steps-line.json"])
        for file in files {
            let spec = try ChartSpec.decode(Data(contentsOf: file))
            let chart = try ChartResolver.resolve(spec, baseDirectory: Self.examples.path)
            #expect(!chart.layers.isEmpty, "\(file.lastPathComponent)")
            #expect(chart.layers.allSatisfy { !$0.marks.isEmpty }, "\(file.lastPathComponent)")
        }
    }

    /// A plan in a spec: rainy days of 2015 (Seattle weather), summed by month of the year, largest first.
    @Test func rainByMonthExampleRunsItsPlan() throws {
        let chart = try Self.resolveExample("rain-by-month.json")
        #expect(chart.x.scale.categories == ["Aug", "Jan", "Oct", "Apr", "Jun", "Jul"])
        let d = chart.accessibility.descriptor
        #expect(d.series[0].dataPoints.map(\.y) == [38.1, 21.3, 8.9, 5.1, 0, 0])
    }

    /// Dates written day first, read by the data source's `dateFormat`: 1 March to 7 March, not January to July.
    @Test func rainfallDayFirstExample() throws {
        let chart = try Self.resolveExample("rainfall-day-first.json")
        let access = chart.accessibility
        #expect(access.overview == "Bar chart. X axis: Day, 1 March to 7 March 2024. Y axis: Rain, 0 mm to 15 mm. 7 bars.")
        #expect(access.labels.map(\.text).prefix(2) == ["1 March: 2.4 mm", "2 March: 0 mm"])
    }

    @Test func coffeeBarsExample() throws {
        let chart = try Self.resolveExample("coffee-bars.json")
        #expect(chart.x.scale.kind == .band)
        #expect(chart.x.scale.categories == ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"])
        #expect(chart.x.scale.isFixed)
        #expect(chart.y.scale.kind == .linear)
        #expect(chart.y.scale.domain == 0...80)               // bars start at zero (X2), niced (X1)
        #expect(chart.y.ticks.map(\.label) == ["0", "20", "40", "60", "80"])
        #expect(chart.y.title == "Cups")
        #expect(chart.x.title == "Day")
        #expect(chart.layers.map(\.type) == [.bar, .rule])
        #expect(chart.layers.map(\.marks.count) == [7, 1])
        #expect(chart.layers[1].marks[0].y0 == 50.0 / 80)
        #expect(chart.y.valueDescription?.describe(1, locale: chart.locale) == "1 cup")
        #expect(chart.y.valueDescription?.describe(42, locale: chart.locale) == "42 cups")
    }

    @Test func stepsLineExampleReadsTheCSVBesideIt() throws {
        let chart = try Self.resolveExample("steps-line.json")
        #expect(chart.x.scale.kind == .time)
        #expect(chart.layers.map(\.marks.count) == [31, 31])
        #expect(chart.layers[0].interpolation == .monotone)
        #expect(chart.y.position == .leading)
        // Weekly ticks on Sundays (the calendar's first weekday); the first says its year. The domain holds
        // whole days (Aug 1 to the end of Aug 31), so Sep 1 is its last tick.
        #expect(chart.x.ticks.map(\.label) == ["Aug 4, 2024", "Aug 11", "Aug 18", "Aug 25", "Sep 1"])
        #expect(chart.y.title == "Steps")
        #expect(chart.y.valueDescription?.describe(8123, locale: chart.locale) == "8,123 steps")
    }

    @Test func bloodPressureExampleHasAFixedDomainAndKoreanLabels() throws {
        let chart = try Self.resolveExample("blood-pressure-points.json")
        #expect(chart.y.scale.domain == 40...180)
        #expect(chart.y.scale.isFixed)
        #expect(chart.series.map(\.name) == ["수축기", "이완기"])
        #expect(chart.series.map(\.symbolIndex) == [0, 1])        // never color alone (C2)
        #expect(chart.legend.isShown)
        #expect(chart.legend.title == "측정")
        #expect(chart.legend.position == .top)
        #expect(chart.y.title == "혈압 (mmHg)")
        #expect(chart.calendar.timeZone.identifier == "Asia/Seoul")
        // Points of a day-unit sit at noon of whole days, so the first day has its tick.
        #expect(chart.x.ticks.map(\.label) == ["2024년 8월 1일", "8월 2일", "8월 3일", "8월 4일", "8월 5일", "8월 6일", "8월 7일", "8월 8일"])
        #expect(chart.y.ticks.map(\.label) == ["50", "100", "150"])
    }
}

extension AxisStride {
    fileprivate func with(unit: TimeUnit, count: Int) -> AxisStride {
        var copy = self
        copy.unit = unit
        copy.count = count
        return copy
    }
}

@Suite struct TimeRangeSpecTests {
    @Test func rangesReadAndWriteAsShortStrings() throws {
        let spec = try ChartSpec.decode(Data(#"{"marks": [], "timeRanges": ["1M", "3m", "1Y", "10D", "2W"]}"#.utf8))
        #expect(spec.timeRanges?.map(\.description) == ["1M", "3M", "1Y", "10D", "2W"])
        #expect(try spec.checkedTimeRanges().count == 5)
        for bad in ["0M", "M", "1X", "1000D", "-1M", "1.5Y", ""] {
            #expect(throws: PlotlineError.self, "\(bad)") {
                try ChartSpec.decode(Data(#"{"marks": [], "timeRanges": ["\#(bad)"]}"#.utf8))
            }
        }
    }

    @Test func aRangeListedTwiceOrMadeFromBadTextIsAnError() {
        let twice = ChartSpec(marks: []).with(ranges: [TimeRange(count: 1, unit: .month), TimeRange(count: 1, unit: .month)])
        #expect(throws: PlotlineError.invalidSpec(path: "$.timeRanges[1]", reason: "'1M' is listed twice")) {
            try twice.checkedTimeRanges()
        }
        let chart = Chart([(1.0, 2.0)]) { p in LineMark(x: .value("X", p.0), y: .value("Y", p.1)) }.chartTimeRanges(["3M", "soon"])
        #expect(throws: PlotlineError.self) { try chart.spec.checkedTimeRanges() }
    }

    @Test func aRangeStartsThatManyCalendarUnitsBeforeTheEnd() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
        let end = try #require(ISODate.parse("2024-08-31")) // seconds since 1970
        #expect(TimeRange(count: 3, unit: .month).start(endingAt: end, calendar: calendar) == ISODate.parse("2024-05-31"))
        #expect(TimeRange(count: 1, unit: .year).start(endingAt: end, calendar: calendar) == ISODate.parse("2023-08-31"))
        #expect(TimeRange(count: 2, unit: .week).start(endingAt: end, calendar: calendar) == ISODate.parse("2024-08-17"))
    }
}

extension ChartSpec {
    fileprivate func with(ranges: [TimeRange]) -> ChartSpec { var copy = self; copy.timeRanges = ranges; return copy }
}
