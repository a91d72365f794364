import Foundation
import PlotlineScene

extension ChartSpec {
    /// The spec with every relative data path (the chart's and each mark's) (every one ``dataSources`` lists) rewritten for a spec file in
    /// `newDirectory` instead of `oldDirectory`, so it still names the same files: a relative path is read
    /// from the spec file's folder. Absolute paths, inline tables and values are left as they are.
    public func relocated(from oldDirectory: String, to newDirectory: String) -> ChartSpec {
        var spec = self
        func move(_ source: DataSource?) -> DataSource? {
            guard let source, let path = source.filePath, !path.hasPrefix("/") else { return source }
            let file = URL(fileURLWithPath: oldDirectory).appendingPathComponent(path).standardizedFileURL.path
            return source.withFilePath(Self.relativePath(to: file, from: newDirectory))
        }
        spec.visitDataSources { _, source in source = move(source) }
        return spec
    }

    /// A path to `file` from `directory` (both made absolute and standardized): "../data/x.csv".
    static func relativePath(to file: String, from directory: String) -> String {
        let to = URL(fileURLWithPath: file).standardizedFileURL.pathComponents
        let from = URL(fileURLWithPath: directory).standardizedFileURL.pathComponents
        var shared = 0
        while shared < min(to.count - 1, from.count) && to[shared] == from[shared] { shared += 1 }
        let up = Array(repeating: "..", count: from.count - shared)
        return (up + to[shared...]).joined(separator: "/")
    }
}
