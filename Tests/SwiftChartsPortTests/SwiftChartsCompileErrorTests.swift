import Foundation
import Testing
import PlotlineTestSupport

/// A mistake inside `Chart { }` is reported as itself (issue 14): charts with a typical mistake each are
/// type-checked by `swiftc` against the Plotline module this test run built, and each diagnostic must
/// name the real mistake, never the builder's or an initializer's stand-in ("trailing closure passed to
/// parameter of type 'ChartSpec'", "conform to 'ChartContent'", "could not be inferred").
@Suite struct SwiftChartsCompileErrorTests {
    /// The folder holding `Plotline.swiftmodule` of this build, if there is one.
    static func modules() -> String? {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        for build in ["debug", "release"] {
            let folder = root.appendingPathComponent(".build/\(build)/Modules").path
            if FileManager.default.fileExists(atPath: folder + "/Plotline.swiftmodule") { return folder }
        }
        return nil
    }

    /// Each chart with its mistake, and the words its error must contain.
    static let mistakes: [(chart: String, error: String)] = [
        // A misspelled modifier.
        ("""
         Chart(days, id: \\.day) { d in
             BarMark(x: .value("Day", d.day), y: .value("Steps", d.steps))
                 .foregroundStile(.blue)
         }
         """, "value of type 'BarMark' has no member 'foregroundStile'"),
        // A value of a type that cannot be plotted.
        ("""
         Chart(days, id: \\.day) { d in
             LineMark(x: .value("Day", d.day), y: .value("Steps", d.samples))
         }
         """, "requires that '[Int]' conform to 'Plottable'"),
        // A date's unit on a value that is not a date.
        ("""
         Chart(days, id: \\.day) { d in
             BarMark(x: .value("Day", d.day, unit: .day), y: .value("Steps", d.steps))
         }
         """, "cannot convert value of type 'String' to expected argument type 'Date'"),
        // Text inside the builder.
        ("""
         Chart {
             RuleMark(y: .value("Goal", 10_000))
             "Goal"
         }
         """, "text is not a mark; label a mark with .annotation"),
        // Axis marks inside the builder.
        ("""
         Chart {
             RuleMark(y: .value("Goal", 10_000))
             AxisMarks(values: .automatic(desiredCount: 3))
         }
         """, "AxisMarks go in .chartXAxis { ... } or .chartYAxis { ... }"),
        // Any other value that is not a mark.
        ("""
         Chart {
             RuleMark(y: .value("Goal", 10_000))
             10_000
         }
         """, "only chart content goes inside Chart { ... }"),
        // A series by a bare value.
        ("""
         Chart(days, id: \\.day) { d in
             BarMark(x: .value("Day", d.day), y: .value("Steps", d.steps))
                 .foregroundStyle(by: d.kind)
         }
         """, "label the value: .foregroundStyle(by: .value(\"Label\", value))"),
    ]

    @Test(.enabled(if: Tools.available("swiftc")))
    func eachMistakeIsReportedAsItself() throws {
        let swiftc = try #require(Tools.find("swiftc"), "swiftc is not installed")
        let modules = try #require(Self.modules(), "the Plotline module was not built under .build")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plotline-compile-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var source = """
            import Foundation
            import Plotline

            struct Day { var day: String; var steps: Int; var kind: String; var samples: [Int] }
            let days = [Day(day: "Mon", steps: 8_000, kind: "walk", samples: [1, 2])]

            """
        var lines: [ClosedRange<Int>] = []
        for (index, mistake) in Self.mistakes.enumerated() {
            let first = source.split(separator: "\n", omittingEmptySubsequences: false).count
            source += "let chart\(index) = " + mistake.chart + "\n\n"
            lines.append(first...(first + mistake.chart.split(separator: "\n").count))
        }
        let file = folder.appendingPathComponent("Mistakes.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        // Plotline reads workbooks with ZIPFoundation, whose zlib module map SwiftPM passes to its clients.
        let root = URL(fileURLWithPath: modules).deletingLastPathComponent().deletingLastPathComponent()
        let zlib = root.appendingPathComponent("checkouts/ZIPFoundation/Sources/CZLib/module.modulemap").path
        let maps = FileManager.default.fileExists(atPath: zlib) ? ["-Xcc", "-fmodule-map-file=" + zlib] : []
        let run = try Tools.run(swiftc, ["-typecheck", "-I", modules] + maps + ["-module-cache-path",
                                         folder.appendingPathComponent("cache").path, file.path])
        #expect(run.status != 0)
        let errors = (run.output + run.errors).split(separator: "\n").filter { $0.hasPrefix(file.path + ":") && $0.contains(": error: ") }
        for (index, mistake) in Self.mistakes.enumerated() {
            // The first error reported in this chart's lines names its mistake.
            let own = errors.filter { line in
                let parts = line.dropFirst(file.path.count + 1).split(separator: ":")
                return Int(parts[0]).map { lines[index].contains($0) } ?? false
            }
            #expect(own.first?.contains(mistake.error) == true, "chart \(index): \(own)")
        }
        for line in errors {
            #expect(!line.contains("ChartSpec") && !line.contains("could not be inferred")
                    && !line.contains("conform to 'ChartContent'"), "\(line)")
        }
    }
}
