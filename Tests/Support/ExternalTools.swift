import Foundation

/// Command-line tools that some tests drive (xmllint, rsvg-convert, pngcheck, espeak-ng, ...).
///
/// A fresh machine may not have them: such tests skip there, so `swift test` passes anywhere. `.ci/run`
/// installs the tools and sets `PLOTLINE_REQUIRE_TOOLS=1`, and then a missing tool fails instead of skipping.
public enum Tools {
    /// Set by `.ci/run`: a missing tool fails the test instead of skipping it.
    public static var required: Bool { ProcessInfo.processInfo.environment["PLOTLINE_REQUIRE_TOOLS"] == "1" }

    /// Whether a test that needs `name` should run: it is installed, or CI requires it (and fails without).
    public static func available(_ name: String) -> Bool { find(name) != nil || required }

    /// The path of a command-line tool, if it is installed.
    public static func find(_ name: String) -> String? {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let path = "\(dir)/\(name)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    /// Runs a tool and returns its exit status, standard output and standard error (both read while it
    /// runs, so a chatty tool cannot block on a full pipe).
    @discardableResult
    public static func run(_ path: String, _ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let outputPipe = Pipe(), errorPipe = Pipe()
        process.standardOutput = outputPipe
        process.standardError = errorPipe
        try process.run()
        let errors = ErrorsReader(errorPipe.fileHandleForReading)
        let output = outputPipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self),
                String(decoding: errors.wait(), as: UTF8.self))
    }
}

/// Reads a pipe to its end on another thread.
private final class ErrorsReader: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}
