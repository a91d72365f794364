import Foundation
import Plotline
import PlotlineAudio
import PlotlineHTML
import PlotlinePNG
import PlotlineSVG

// A whole render to every format: a spec (inline data only: no files are read) or CSV data drawn as
// columns x and y. Sizes are kept small (as the command's limits keep them), so a run measures logic,
// not a 16,000-pixel canvas.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRender(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let limits = ReadLimits(maxBytes: 1 << 20, maxRows: 20_000, maxLineBytes: 64 << 10, maxColumns: 100)
    ReadLimits.$current.withValue(limits) {
        var spec: ChartSpec
        if bytes.first == UInt8(ascii: "{") {
            guard let decoded = try? ChartSpec.decode(Data(bytes)), (try? decoded.validate()) != nil else { return }
            spec = decoded
            if case .path? = spec.data { return }
            if spec.marks.contains(where: { if case .path? = $0.data { true } else { false } }) { return }
        } else {
            guard let table = try? CSVReader.read(bytes, source: "fuzz"), table.columns.count >= 2 else { return }
            let x = table.columns[0], y = table.columns[1]
            var channels: [Channel: EncodingSpec] = [.x: EncodingSpec(field: x.name, type: x.type),
                                                     .y: EncodingSpec(field: y.name, type: y.type)]
            if table.columns.count >= 3 {
                channels[.color] = EncodingSpec(field: table.columns[2].name, type: table.columns[2].type)
            }
            let marks: [MarkType] = [.point, .line, .bar, .area]
            spec = ChartSpec(data: .table(table), marks: [MarkSpec(type: marks[bytes.count % marks.count], channels: channels)])
        }
        spec.width = min(max(spec.width ?? 300, 10), 800)
        spec.height = min(max(spec.height ?? 200, 10), 600)
        guard let chart = try? ChartResolver.resolve(spec, baseDirectory: nil) else { return }
        _ = chart.svg()
        _ = try? chart.pngResult(scale: 1, transparent: false, theme: .light)
        _ = chart.html()
        _ = try? chart.audioGraph(options: AudioGraphOptions())
        _ = chart.accessibility.plainText(subtitle: chart.subtitle)
        _ = try? spec.encoded()
    }
    return 0
}

// libFuzzer's driver, started from this program's own main (SwiftPM names every executable's entry
// point itself, so libFuzzer's main cannot be the one): LLVMFuzzerRunDriver parses libFuzzer's flags.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(_ argc: UnsafeMutablePointer<CInt>,
                         _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
                         _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt) -> CInt

var argc = CommandLine.argc
var argv = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzRender))
