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
        let folder = url.deletingLastPathComponent().path
        // Made new (O_EXCL | O_NOFOLLOW) under a name no one can guess, so a file or link planted beside
        // the output cannot be written through; removed on SIGINT, SIGTERM, SIGHUP and SIGPIPE.
        TemporaryFiles.installHandlers()
        let (descriptor, temporary) = try createTemporary(in: folder, for: url.lastPathComponent, path: path)
        defer { TemporaryFiles.unregister(temporary) }
        if let reason = writeWhole(data, to: descriptor) {
            unlink(temporary)
            throw PlotlineError.io(path: path, reason: "cannot write: \(reason)")
        }
        TemporaryFiles.holdForTests()
        if rename(temporary, path) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw PlotlineError.io(path: path, reason: "cannot write: \(reason)")
        }
    }

    /// A new file `.NAME.RANDOM.tmp` in `folder`, opened for writing, that did not exist before.
    /// A new temporary file beside the output, registered for removal on a signal. The name is registered
    /// before the file is made: registered after, a signal in between (the file there, its name not yet
    /// known to the handler) left it behind (SignalTests, on a loaded machine). A name whose file cannot be
    /// made is let go again at once.
    static func createTemporary(in folder: String, for name: String, path: String) throws(PlotlineError) -> (Int32, String) {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<16 {
            let random = String(generator.next() as UInt64, radix: 36)
            let candidate = URL(fileURLWithPath: folder).appendingPathComponent(".\(name).\(random).tmp").path
            TemporaryFiles.register(candidate)
            let descriptor = openNew(candidate)
            if descriptor >= 0 { return (descriptor, candidate) }
            let reason = errno
            TemporaryFiles.unregister(candidate)
            errno = reason
            if errno != EEXIST { break }
        }
        throw PlotlineError.io(path: path, reason: "cannot write: \(String(cString: strerror(errno)))")
    }

    /// A new file at `path` for writing: fails (-1) if anything, a link included, is already there.
    static func openNew(_ path: String) -> Int32 {
        open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
    }

    /// ``openNew(_:)`` as a throwing call (tests: it must refuse an existing name or link).
    static func createTemporaryForTests(at path: String) throws(PlotlineError) -> Int32 {
        let descriptor = openNew(path)
        if descriptor < 0 { throw PlotlineError.io(path: path, reason: String(cString: strerror(errno))) }
        return descriptor
    }

    /// Writes all of `data` to `descriptor` and closes it; the system's reason on failure (the file may be
    /// left partly written, and the caller removes it).
    private static func writeWhole(_ data: Data, to descriptor: Int32) -> String? {
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
