import Foundation
import Plotline

// JSON data (an array of flat objects) from bytes, and through an InputSource as the command reads it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let limits = ReadLimits(maxBytes: 1 << 20, maxRows: 100_000, maxLineBytes: 64 << 10, maxColumns: 1000)
    ReadLimits.$current.withValue(limits) {
        _ = try? JSONTableReader.read(bytes, source: "fuzz")
        _ = try? DataTable.read(from: InputSource(bytes: bytes, name: "fuzz", limits: limits))
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
exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzJSON))
