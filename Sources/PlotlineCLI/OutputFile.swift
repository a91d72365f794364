import Foundation
import Plotline

/// Writes output whole or not at all: into a temporary file beside the target, then renamed over it.
/// `-` writes to standard output. The input is never touched.
enum OutputFile {
    static func write(_ data: Data, to path: String, io: CommandIO) throws(PlotlineError) {
        if path == "-" {
            io.standardOutput(data)
            return
        }
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw PlotlineError.io(path: path, reason: "is a directory, not a file")
        }
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw PlotlineError.io(path: path, reason: "cannot write: folder '\(directory.path)' does not exist")
        }
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        do {
            try data.write(to: temporary)
        } catch {
            throw PlotlineError.io(path: path, reason: "cannot write: permission denied or disk full")
        }
        if rename(temporary.path, url.path) != 0 {
            try? FileManager.default.removeItem(at: temporary)
            throw PlotlineError.io(path: path, reason: "cannot write: \(String(cString: strerror(errno)))")
        }
    }
}
