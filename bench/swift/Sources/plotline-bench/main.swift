import Foundation
import Plotline
import PlotlinePNG
import PlotlineSVG

// usage: plotline-bench CSV_FILE [RUNS]
// Reads a two-column numeric CSV (x,y) with three readers into [Double] columns, then draws a line from the
// loaded data in process (to SVG and to PNG). Prints a Markdown table: median of RUNS after a warm-up.

let arguments = CommandLine.arguments
guard arguments.count >= 2, let data = FileManager.default.contents(atPath: arguments[1]) else {
    FileHandle.standardError.write(Data("usage: plotline-bench CSV_FILE [RUNS]\n".utf8))
    exit(2)
}
let runs = arguments.count > 2 ? Int(arguments[2]) ?? 5 : 5
let megabytes = Double(data.count) / 1_000_000

func median(_ body: () throws -> Int) rethrows -> (seconds: Double, rows: Int) {
    var rows = try body()   // warm-up
    var times: [Double] = []
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        rows = try body()
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    times.sort()
    return (times[times.count / 2], rows)
}

var lines = ["| reader | rows | seconds | MB/s |", "| --- | ---: | ---: | ---: |"]
@MainActor func report(_ name: String, _ result: (seconds: Double, rows: Int)) {
    lines.append("| \(name) | \(result.rows) | \(String(format: "%.3f", result.seconds)) | \(String(format: "%.0f", megabytes / result.seconds)) |")
}

report("Plotline CSVReader", try median {
    try CSVReader.read(data, source: arguments[1]).rowCount
})
report("Plotline CSVReader, from the file in 1 MB chunks", try median {
    try CSVReader.read(contentsOf: arguments[1]).rowCount
})
report("CSV.swift 2.5.2 (yaslab), to [Double]", try median { try readWithCSVSwift(data) })
report("SwiftCSV 0.10.0, to [Double]", try median { try readWithSwiftCSV(data) })

// A line from the loaded data, in process.
let table = try CSVReader.read(data, source: arguments[1])
let chart = Chart(spec: ChartSpec(data: .table(table), marks: [MarkSpec(type: .line, channels: [
    .x: EncodingSpec(field: "x", type: .number), .y: EncodingSpec(field: "y", type: .number)])]))
lines += ["", "| in process (data loaded) | rows | seconds |", "| --- | ---: | ---: |"]
for (name, body) in [("line to SVG", { _ = try chart.svg() }), ("line to PNG", { _ = try chart.png() })] as [(String, () throws -> Void)] {
    let result = try median { try body(); return table.rowCount }
    lines.append("| \(name) | \(result.rows) | \(String(format: "%.4f", result.seconds)) |")
}
print(lines.joined(separator: "\n"))
