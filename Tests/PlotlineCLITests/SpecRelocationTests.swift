import Foundation
import Testing
@testable import Plotline
@testable import PlotlineCLI

/// A spec saved to another folder keeps naming the same data files: its relative paths are rewritten.
@Suite struct SpecRelocationTests {
    @Test func savedSpecStillFindsItsData() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("x,y\n1,2\n2,5\n3,4\n", to: "project/data/points.csv")
        try scratch.write("x,n\n1,9\n3,1\n", to: "project/data/other.csv")
        let spec = """
        {"data": {"path": "data/points.csv"}, "marks": [
          {"type": "line", "x": {"field": "x"}, "y": {"field": "y"}},
          {"type": "point", "data": {"path": "./data/../data/other.csv"}, "x": {"field": "x"}, "y": {"field": "n"}}
        ]}
        """
        let original = try scratch.write(spec, to: "project/chart.json")
        let moved = scratch.path("elsewhere/deeper/copy.json")
        try FileManager.default.createDirectory(atPath: scratch.path("elsewhere/deeper"), withIntermediateDirectories: true)
        _ = expectSuccess(["render", original, "-o", moved])
        let saved = try ChartSpec.decode(try #require(scratch.read("elsewhere/deeper/copy.json")))
        #expect(saved.data == .path("../../project/data/points.csv"))
        #expect(saved.marks[1].data == .path("../../project/data/other.csv"))

        // Both draw the same chart.
        _ = expectSuccess(["render", original, "-o", scratch.path("a.svg")])
        // Its data is outside its own folder now, so reading it takes --data-root (issue 18: confined).
        let refused = plotline(["render", moved, "-o", scratch.path("b.svg")])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("is outside the spec's folder"))
        _ = expectSuccess(["render", moved, "-o", scratch.path("b.svg"), "--data-root", scratch.path("project")])
        #expect(scratch.read("a.svg") == scratch.read("b.svg"))
        #expect(scratch.read("a.svg") != nil)
    }

    /// A spec on standard input reads its relative paths from the working folder; saved, they are
    /// rewritten from there.
    @Test func specFromStandardInputIsRelocatedFromTheWorkingFolder() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let data = try scratch.write("x,y\n1,2\n2,5\n", to: "d.csv")
        let relative = ChartSpec.relativePath(to: data, from: FileManager.default.currentDirectoryPath)
        let spec = #"{"data": {"path": "\#(relative)"}, "marks": [{"type": "line", "x": {"field": "x"}, "y": {"field": "y"}}]}"#
        try FileManager.default.createDirectory(atPath: scratch.path("out"), withIntermediateDirectories: true)
        _ = expectSuccess(["render", "-", "-o", scratch.path("out/copy.json"), "--allow-data-outside"], stdin: Data(spec.utf8))
        let saved = try ChartSpec.decode(try #require(scratch.read("out/copy.json")))
        #expect(saved.data == .path("../d.csv"))
        _ = expectSuccess(["render", scratch.path("out/copy.json"), "-o", scratch.path("out/copy.svg"), "--allow-data-outside"])
    }

    @Test func absolutePathsAndTheSameFolderAreLeftAlone() throws {
        var spec = ChartSpec(data: .path("/srv/data.csv"), marks: [MarkSpec(type: .line, data: .path("here.csv"))])
        spec = spec.relocated(from: "/work/a", to: "/work/a")
        #expect(spec.data == .path("/srv/data.csv"))
        #expect(spec.marks[0].data == .path("here.csv"))
        let down = ChartSpec(data: .path("x.csv"), marks: []).relocated(from: "/work", to: "/work/out")
        #expect(down.data == .path("../x.csv"))
        let up = ChartSpec(data: .path("deep/x.csv"), marks: []).relocated(from: "/work/out", to: "/work")
        #expect(up.data == .path("out/deep/x.csv"))
    }
}
