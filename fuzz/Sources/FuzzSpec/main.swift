import Foundation
import Plotline

// A chart spec from bytes: decoded, validated, and encoded again.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSpec(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(UnsafeBufferPointer(start: data, count: size))
    if let spec = try? ChartSpec.decode(bytes) {
        _ = try? spec.validate()
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
exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzSpec))
