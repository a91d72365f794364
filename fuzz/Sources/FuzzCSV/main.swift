import Foundation
import Plotline

// CSV from bytes: the whole-buffer reader, and the streaming reader in small chunks (every chunk end),
// within small limits. Any error is fine; a crash, a hang or a blow-up is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCSV(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let limits = ReadLimits(maxBytes: 1 << 20, maxRows: 100_000, maxLineBytes: 64 << 10, maxColumns: 1000)
    ReadLimits.$current.withValue(limits) {
        _ = try? CSVReader.read(bytes, source: "fuzz")
        let source = InputSource(bytes: bytes, name: "fuzz", limits: limits)
        _ = try? CSVReader.read(from: source, chunkSize: 7)
        if let first = bytes.first, first == UInt8(ascii: "x") {
            _ = try? CSVReader.read(bytes, source: "fuzz", types: ["x": .date, "y": .number])
        }
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
exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzCSV))
