import ArgumentParser
import Foundation
import Plotline
import PlotlineSVG

extension MarkType: ExpressibleByArgument {}
extension ColumnTypeArgument: ExpressibleByArgument {}
extension ScaleType: ExpressibleByArgument {}

/// A column type on the command line: number, date, category, or Vega-Lite's names for them.
struct ColumnTypeArgument: Sendable {
    var type: ColumnType
    init?(argument: String) {
        guard let type = ColumnType(name: argument) else { return nil }
        self.type = type
    }
}

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw a chart from a CSV or JSON data file, or from a JSON chart spec.",
        discussion: """
        DATA is a CSV file (with a header row), a JSON file (an array of objects), a JSON chart spec (an object
        with "marks"), or - for standard input. The output format follows the extension of -o (.svg, or .json
        for the chart spec); -o - writes SVG to standard output.

        Without --mark, the mark follows the data: dates on x draw a line, categories on x draw bars, two
        numbers draw points.

        Examples:
          plotline render steps.csv --x date --y steps --title "Steps" -o steps.svg
          plotline render prices.csv --x date --y close --y-domain 0,200 -o prices.svg
          plotline render cars.json --x weight --y mpg --series origin -o cars.svg
          plotline render chart.json -o chart.svg
        """)

    @Argument(help: "A CSV or JSON data file, a JSON chart spec, or - for standard input.")
    var data: String

    @Option(name: .shortAndLong, help: "The output file (.svg or .json), or - for standard output.")
    var output: String

    @Option(help: "The mark: bar, line, point, area, rule or rectangle.")
    var mark: MarkType?

    @Option(help: "The column for the horizontal axis.")
    var x: String?

    @Option(help: "The column for the vertical axis.")
    var y: String?

    @Option(help: "A column whose values split the marks into series (by color and shape).")
    var series: String?

    @Option(help: "The chart's title: what it is for (D1).")
    var title: String?

    @Option(help: "The subtitle: often the main message (D2).")
    var subtitle: String?

    @Option(name: .customLong("x-type"), help: "The x column's type: number, date or category (or quantitative, temporal, nominal).")
    var xType: ColumnTypeArgument?

    @Option(name: .customLong("y-type"), help: "The y column's type: number, date or category.")
    var yType: ColumnTypeArgument?

    @Option(name: .customLong("x-scale"), help: "The x scale: linear, log, date or category.")
    var xScale: ScaleType?

    @Option(name: .customLong("y-scale"), help: "The y scale: linear, log, date or category.")
    var yScale: ScaleType?

    @Option(name: .customLong("x-domain"), help: "A fixed x range, like 0,100 or 2024-01-01,2024-12-31.")
    var xDomain: String?

    @Option(name: .customLong("y-domain"), help: "A fixed y range, like 0,100 (X1).")
    var yDomain: String?

    @Option(help: "Width in points (CSS pixels).")
    var width: Double?

    @Option(help: "Height in points (CSS pixels).")
    var height: Double?

    @Option(help: "Locale for numbers and dates: en-US (default), ko-KR, tr-TR, ...")
    var locale: String?

    @Option(name: .customLong("time-zone"), help: "Time zone for dates without an offset and for calendar ticks (default UTC).")
    var timeZone: String?

    func run() throws {
        try execute(io: .process)
    }

    func execute(io: CommandIO) throws {
        let format = try OutputFormat(path: output)
        let (spec, baseDirectory) = try chartSpec(io: io)
        let bytes: Data
        switch format {
        case .json:
            bytes = try spec.encoded()
        case .svg:
            let resolved = try ChartResolver.resolve(spec, baseDirectory: baseDirectory)
            bytes = Data(resolved.svg().utf8)
        }
        try OutputFile.write(bytes, to: output, io: io)
    }

    /// The spec to draw: read from a spec file, or made from a data file and the options.
    func chartSpec(io: CommandIO) throws -> (ChartSpec, String?) {
        let bytes: Data
        if data == "-" {
            bytes = io.standardInput()
        } else {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: data, isDirectory: &isDirectory) else {
                throw PlotlineError.io(path: data, reason: "no such file")
            }
            if isDirectory.boolValue { throw PlotlineError.io(path: data, reason: "is a directory, not a file") }
            guard let read = FileManager.default.contents(atPath: data) else {
                throw PlotlineError.io(path: data, reason: "cannot be read")
            }
            bytes = read
        }
        let source = data == "-" ? "standard input" : data
        let firstByte = bytes.first { !(" \t\r\n".utf8.contains($0)) }
        if firstByte == UInt8(ascii: "{") {
            var spec = try ChartSpec.decode(bytes)
            applyOptions(to: &spec)
            let base = data == "-" ? nil : URL(fileURLWithPath: data).deletingLastPathComponent().path
            return (spec, base)
        }
        return (try specFromData(bytes, source: source), nil)
    }

    func specFromData(_ bytes: Data, source: String) throws -> ChartSpec {
        guard let x else { throw CommandError(message: "--x is required with a data file (a column name)") }
        guard let y else { throw CommandError(message: "--y is required with a data file (a column name)") }
        var types: [String: ColumnType] = [:]
        if let xType { types[x] = xType.type }
        if let yType { types[y] = yType.type }
        let isJSON = bytes.first { !(" \t\r\n\u{FEFF}".utf8.contains($0)) } == UInt8(ascii: "[")
        let zone = try TimeZoneOption.parse(timeZone)
        let table = isJSON
            ? try JSONTableReader.read(bytes, source: source, types: types, timeZone: zone)
            : try CSVReader.read(bytes, source: source, types: types, timeZone: zone)
        let xColumn = try table.column(named: x), yColumn = try table.column(named: y)
        var channels: [Channel: EncodingSpec] = [.x: EncodingSpec(field: x), .y: EncodingSpec(field: y)]
        if let series {
            _ = try table.column(named: series)
            channels[.color] = EncodingSpec(field: series)
            channels[.symbol] = EncodingSpec(field: series)
        }
        let chosen = mark ?? Self.defaultMark(x: xColumn.type, y: yColumn.type)
        var spec = ChartSpec(data: .table(table), marks: [MarkSpec(type: chosen, channels: channels)])
        applyOptions(to: &spec)
        return spec
    }

    /// Dates on x: a line; categories on x: bars; two numbers: points.
    static func defaultMark(x: ColumnType, y: ColumnType) -> MarkType {
        switch (x, y) {
        case (.date, _): .line
        case (.category, _), (_, .category): .bar
        default: .point
        }
    }

    func applyOptions(to spec: inout ChartSpec) {
        if let title { spec.title = title }
        if let subtitle { spec.subtitle = subtitle }
        if let width { spec.width = width }
        if let height { spec.height = height }
        if let locale { spec.locale = locale }
        if let timeZone { spec.timeZone = timeZone }
        if let xScale { spec.xScale = (spec.xScale ?? ScaleSpec()).withType(xScale) }
        if let yScale { spec.yScale = (spec.yScale ?? ScaleSpec()).withType(yScale) }
        if let xDomain { spec.xScale = (spec.xScale ?? ScaleSpec()).withDomain(Self.domain(xDomain)) }
        if let yDomain { spec.yScale = (spec.yScale ?? ScaleSpec()).withDomain(Self.domain(yDomain)) }
    }

    /// "0,100" as two numbers; anything else as strings (dates or categories).
    static func domain(_ text: String) -> [JSONScalar] {
        text.split(separator: ",", omittingEmptySubsequences: false).map { part in
            let trimmed = part.trimmingCharacters(in: .whitespaces)
            if let number = Double(trimmed), number.isFinite { return .number(number) }
            return .string(trimmed)
        }
    }
}

enum TimeZoneOption {
    static func parse(_ name: String?) throws(PlotlineError) -> TimeZone {
        guard let name else { return TimeZone(identifier: "UTC")! }
        guard let zone = TimeZone(identifier: name) else {
            throw PlotlineError.invalidOption(name: "time zone", reason: "unknown time zone '\(name)'")
        }
        return zone
    }
}

/// The output formats this build can write, chosen by the output file's extension.
enum OutputFormat {
    case svg, json

    init(path: String) throws(CommandError) {
        if path == "-" { self = .svg; return }
        switch URL(fileURLWithPath: path).pathExtension.lowercased() {
        case "svg": self = .svg
        case "json": self = .json
        case "": throw CommandError(message: "output '\(path)' has no extension; use .svg or .json")
        case let other: throw CommandError(message: "unknown output format '.\(other)'; use .svg or .json")
        }
    }
}

extension ScaleSpec {
    func withType(_ type: ScaleType) -> ScaleSpec { var s = self; s.type = type; return s }
    func withDomain(_ domain: [JSONScalar]) -> ScaleSpec { var s = self; s.domain = domain; return s }
}
