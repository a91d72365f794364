import Foundation
@testable import Plotline

/// `bytes` as a stream that cannot seek: the read end of a pipe, written from another thread, named `name`
/// in errors (the path of the same bytes in a file, so messages compare equal).
func pipeSource(_ bytes: [UInt8], name: String? = nil, limits: ReadLimits = .current) -> InputSource {
    signal(SIGPIPE, SIG_IGN)  // a reader that stops early must not end the test process
    var ends: [Int32] = [0, 0]
    precondition(pipe(&ends) == 0)
    let (readEnd, writeEnd) = (ends[0], ends[1])
    Thread.detachNewThread {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = write(writeEnd, raw.baseAddress! + offset, raw.count - offset)
                if n <= 0 { break }  // the reader stopped early (an error): EPIPE
                offset += n
            }
        }
        close(writeEnd)
    }
    return InputSource(descriptor: readEnd, name: name ?? "pipe", limits: limits, closing: true)
}
