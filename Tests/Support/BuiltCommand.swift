import Foundation

/// The package's own executables as `swift build` left them next to the test bundle (`.build/debug/plotline`,
/// `.build/debug/plotline-postgres`), for tests that run the real process.
public enum BuiltCommand {
    /// The path of the built executable `name`, if there is one.
    public static func find(_ name: String) -> URL? {
        var folders: [URL] = []
        if let first = CommandLine.arguments.first {
            folders.append(URL(fileURLWithPath: first).deletingLastPathComponent())
        }
        folders.append(Bundle.main.bundleURL.deletingLastPathComponent())
        folders.append(Bundle.main.bundleURL)
        if let executable = Bundle.main.executableURL { folders.append(executable.deletingLastPathComponent()) }
        // On macOS the test bundle is .build/debug/X.xctest/Contents/MacOS/X: look a few folders up as well.
        for folder in folders {
            var candidate = folder
            for _ in 0..<4 {
                let binary = candidate.appendingPathComponent(name)
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: binary.path, isDirectory: &isDirectory), !isDirectory.boolValue,
                   FileManager.default.isExecutableFile(atPath: binary.path) {
                    return binary
                }
                candidate = candidate.deletingLastPathComponent()
            }
        }
        return nil
    }
}
