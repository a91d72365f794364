import Foundation
import PlotlineScene

/// A whole chart as data: what the Swift API builds and what a JSON spec file holds (see
/// `docs/chart-spec.schema.json`). Both resolve to the same ``ResolvedChart``.
public struct ChartSpec: Codable, Sendable, Equatable {
    public var title: String?
    public var subtitle: String?
    /// Rows for every mark that has none of its own.
    public var data: DataSource?
    /// What is done to `data` before it is drawn, in order: filter, aggregate, bin, fold, window, sort, top
    /// (see ``Transform``). Marks with data of their own are not changed by it.
    public var transform: [Transform]? = nil
    public var marks: [MarkSpec]
    public var xScale: ScaleSpec?
    public var yScale: ScaleSpec?
    /// The color scale of a number on `color` (`foregroundStyle(by:)` with numbers).
    public var colorScale: ColorScaleSpec? = nil
    /// The colors of categories on `color`, in the legend's order (`chartForegroundStyleScale`).
    public var foregroundStyleScale: StyleScaleSpec? = nil
    /// The shapes and line styles of categories (`chartSymbolScale`, `chartLineStyleScale`).
    public var symbolScale: SymbolScaleSpec? = nil
    public var lineStyleScale: LineStyleScaleSpec? = nil
    /// The areas of numbers on `symbolSize(by:)` (`chartSymbolSizeScale`).
    public var symbolSizeScale: SymbolSizeScaleSpec? = nil
    /// The plot area's background, border and size (`chartPlotStyle`).
    public var plotStyle: PlotStyleSpec? = nil
    public var xAxis: AxisSpec?
    public var yAxis: AxisSpec?
    public var legend: LegendSpec?
    /// Accessibility: a custom title or summary, and how marks are labelled (AX1, AX4, D2).
    public var accessibility: AccessibilitySpec?
    /// The chart's own colors, pattern fills and separators (C1..C3).
    public var appearance: AppearanceSpec?
    /// A BCP 47 locale for numbers, dates and words: "en-US" (default), "ko-KR", "tr-TR".
    public var locale: String?
    /// An IANA time zone for dates without an offset and for calendar ticks: "UTC" (default).
    public var timeZone: String?
    /// The size in points (CSS pixels); 640 by 320 when omitted.
    public var width: Double?
    public var height: Double?
    /// Space around the chart inside `width` and `height` (`padding()`), the chart drawn in what is left.
    public var padding: PaddingSpec? = nil
    /// Time ranges an interactive page offers ("1M", "3M", "1Y", "5Y"); see ``TimeRange``.
    public var timeRanges: [TimeRange]? = nil
    /// A selection drawn as the page's scrubber draws it (`chartXSelection(value: .constant(day))`).
    public var selection: SelectionSpec? = nil
    /// The part of the domain shown and the axes that scroll over the rest (`chartScrollableAxes`).
    public var scroll: ScrollSpec? = nil

    public init(title: String? = nil, subtitle: String? = nil, data: DataSource? = nil, marks: [MarkSpec] = [],
                xScale: ScaleSpec? = nil, yScale: ScaleSpec? = nil, xAxis: AxisSpec? = nil, yAxis: AxisSpec? = nil,
                legend: LegendSpec? = nil, accessibility: AccessibilitySpec? = nil,
                appearance: AppearanceSpec? = nil, locale: String? = nil, timeZone: String? = nil,
                width: Double? = nil, height: Double? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.data = data
        self.marks = marks
        self.xScale = xScale
        self.yScale = yScale
        self.xAxis = xAxis
        self.yAxis = yAxis
        self.legend = legend
        self.accessibility = accessibility
        self.appearance = appearance
        self.locale = locale
        self.timeZone = timeZone
        self.width = width
        self.height = height
    }

    public static let defaultWidth = 640.0
    public static let defaultHeight = 320.0
}

extension ChartSpec {
    /// Reads a spec from JSON, naming the path of any field that is wrong.
    public static func decode(_ data: Data) throws(PlotlineError) -> ChartSpec {
        do {
            let decoder = JSONDecoder()
            decoder.userInfo[JSONKeyOrder.userInfoKey] = JSONKeyOrder(data)
            return try decoder.decode(ChartSpec.self, from: data)
        } catch _ where JSONNumbers.problem(in: data) != nil {
            // A number no float holds fails in one of several ways: said once, the same way (read only when
            // decoding failed, so a good spec is not read twice).
            throw PlotlineError.malformedJSON(reason: JSONNumbers.problem(in: data)!)
        } catch let error as DecodingError {
            if case .dataCorrupted(let context) = error, context.codingPath.isEmpty {
                throw PlotlineError.malformedJSON(reason: syntaxProblem(in: data))
            }
            throw PlotlineError.spec(from: error)
        } catch {
            throw PlotlineError.malformedJSON(reason: "\(error)")
        }
    }

    /// What is wrong with JSON that does not parse, with the line and column where the parser stopped.
    static func syntaxProblem(in data: Data) -> String {
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            return "the spec is not a JSON object"
        } catch {
            var text = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String) ?? "not valid JSON"
            if text.hasSuffix(".") { text.removeLast() }
            // "Invalid value around character 11": turn the offset into a line and column.
            if let range = text.range(of: "around character "), let offset = Int(text[range.upperBound...]) {
                var line = 1, column = 1
                for (i, byte) in data.enumerated() where i < offset {
                    if byte == UInt8(ascii: "\n") { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
                }
                text = String(text[..<range.lowerBound]) + "at line \(line), column \(column)"
            }
            return text.prefix(1).lowercased() + text.dropFirst()
        }
    }

    /// Writes the spec as pretty-printed JSON with sorted keys (the same bytes for the same chart).
    public func encoded() throws(PlotlineError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do { return try encoder.encode(self) } catch {
            throw PlotlineError.invalidSpec(path: "$", reason: "cannot be written as JSON: \(error)")
        }
    }
}

extension PlotlineError {
    /// Turns a decoding error into one that names the JSON path and what was wrong.
    static func spec(from error: DecodingError) -> PlotlineError {
        func path(_ keys: [CodingKey]) -> String {
            keys.reduce("$") { partial, key in
                if let index = key.intValue { return partial + "[\(index)]" }
                return partial + "." + key.stringValue
            }
        }
        switch error {
        case .keyNotFound(let key, let context):
            return .invalidSpec(path: path(context.codingPath + [key]), reason: "is required")
        case .typeMismatch(let type, let context):
            return .invalidSpec(path: path(context.codingPath), reason: "expected \(PlotlineError.jsonName(type))")
        case .valueNotFound(let type, let context):
            return .invalidSpec(path: path(context.codingPath), reason: "expected \(PlotlineError.jsonName(type)), found null")
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty {
                let detail = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
                return .malformedJSON(reason: detail ?? context.debugDescription)
            }
            return .invalidSpec(path: path(context.codingPath), reason: context.debugDescription)
        @unknown default:
            return .invalidSpec(path: "$", reason: "\(error)")
        }
    }

    private static func jsonName(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Double.Type, is Int.Type: "a number"
        case is Bool.Type: "true or false"
        case is [Any].Type: "an array"
        default:
            if "\(type)".hasPrefix("Array") { "an array" }
            else if "\(type)".hasPrefix("Dictionary") { "an object" }
            else { "an object" }
        }
    }
}
