import Foundation
import Plotline
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes output whole or not at all: into a temporary file beside the target, then renamed over it.
/// `-` writes to standard output. The input is never touched.
enum OutputFile {
    /// Checks that `path` can be a file in an existing folder, before any work is done, so a bad path is
    /// reported as such rather than as a problem with the data.
    static func check(_ path: String) throws(PlotlineError) {
        if path == "-" { return }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw PlotlineError.io(path: path, reason: "is a directory, not a file")
        }
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent()
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw PlotlineError.io(path: path, reason: "cannot write: folder '\(directory.path)' does not exist")
        }
    }

    static func write(_ data: Data, to path: String, io: CommandIO) throws(PlotlineError) {
        if path == "-" {
            io.standardOutput(data)
            return
        }
        try check(path)
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp").path
        if let reason = writeWhole(data, to: temporary) {
            unlink(temporary)
            throw PlotlineError.io(path: path, reason: "cannot write: \(reason)")
        }
        if rename(temporary, path) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw PlotlineError.io(path: path, reason: "cannot write: \(reason)")
        }
    }

    /// Writes all of `data` to a new file; the system's reason on failure (the file may be left partly
    /// written, and the caller removes it).
    private static func writeWhole(_ data: Data, to path: String) -> String? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o666)
        if descriptor < 0 { return String(cString: strerror(errno)) }
        var failure: String?
        data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = String(cString: strerror(errno))
                    return
                }
                offset += written
            }
        }
        if failure == nil, fsync(descriptor) != 0, errno != EINVAL {
            failure = String(cString: strerror(errno))
        }
        if close(descriptor) != 0, failure == nil { failure = String(cString: strerror(errno)) }
        return failure
    }
}

/// The C library's `write`, which `OutputFile.write` hides inside the enum.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
