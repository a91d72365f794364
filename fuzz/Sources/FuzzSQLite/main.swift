import Foundation
import Plotline
import PlotlineSQL
import PlotlineSQLite

// A SQLite file from bytes (issue 34): written to a private file, opened as the command opens one, and
// charted from its table `t` and from a query (a line of a against b by c, and a histogram of b), so the
// page parser, Plotline's SQL functions and the row limits all meet the damage. Only a crash counts.
let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plotline-fuzz-sqlite-\(getpid())").path
try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
let path = folder + "/data.db"

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSQLite(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
        try? FileManager.default.removeItem(atPath: folder + "/" + name)
    }
    FileManager.default.createFile(atPath: path, contents: Data(UnsafeBufferPointer(start: data, count: size)))
    let limits = ReadLimits(maxBytes: 16 << 20, maxRows: 100_000, maxLineBytes: 1 << 16)
    ReadLimits.$current.withValue(limits) {
        guard let connection = try? SQLiteConnection(path: path, timeout: 2) else { return }
        let line = ChartSpec(marks: [MarkSpec(type: .line, channels: [
            .x: EncodingSpec(field: "a"), .y: EncodingSpec(field: "b"), .color: EncodingSpec(field: "c")])])
        var histogram = ChartSpec(marks: [MarkSpec(type: .bar, channels: [.x: EncodingSpec(field: "b0"), .y: EncodingSpec(field: "n")])])
        histogram.transform = [.bin(BinTransform(field: "b", as: ["b0", "b1"])),
                               .aggregate(AggregateTransform(groupBy: [GroupField("b0")], measures: [AggregateMeasure(.count, nil, as: "n")]))]
        for relation in [DatabaseRelation.table("t"), .query("SELECT a, b, c FROM t WHERE c <> 'x' -- rows")] {
            let source = DatabaseSource(connection: connection, relation: relation)
            for spec in [line, histogram] {
                if let resolved = try? source.chartSpec(spec) { _ = try? ChartResolver.resolve(resolved) }
            }
        }
    }
    return 0
}

// libFuzzer's driver, started from this program's own main (as the other targets do).
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(_ argc: UnsafeMutablePointer<CInt>,
                         _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
                         _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt) -> CInt

var argc = CommandLine.argc
var argv = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzSQLite))
