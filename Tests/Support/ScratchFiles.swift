import Foundation

/// Files a test writes for the code under test to read: all in one folder per test process, removed when
/// the process exits, so runs of the suite leave nothing behind in the temporary directory.
public enum ScratchFiles {
    /// The process's folder, made on first use.
    public static let folder: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("plotline-tests-\(getpid())-\(UUID().uuidString.prefix(8))",
                                                                                  isDirectory: true)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(at: ScratchFiles.folder) }
        return url
    }()

    /// Writes `bytes` to a new file named `name` (in a folder of its own, so names never collide) and returns its path.
    public static func write(_ bytes: some Sequence<UInt8>, name: String) throws -> String {
        let directory = folder.appendingPathComponent(UUID().uuidString, isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url.path
    }
}
