import Foundation
import Plotline
import PlotlineSQL

/// How the command opens a PostgreSQL database.
///
/// PostgreSQL's driver (postgres-nio and swift-nio) is most of a release build and a third of the binary, and
/// a binary that carries it starts slower and takes more memory for every chart, read from a database or not.
/// So the driver lives in a command of its own, `plotline-postgres`, built and installed beside `plotline`:
/// `plotline` hands a chart of a `postgres://` URL over to it (the same arguments, the same process), and every
/// other chart never loads it. `plotline-postgres` (and a test) gives its driver with ``use(_:)``.
public enum PostgresOpener {
    /// Opens a connection from a URL (and the PG* environment variables), with a timeout in seconds.
    public typealias Driver = @Sendable (_ url: String, _ timeout: Double) throws -> any DatabaseConnection

    private struct State {
        var driver: Driver?
        /// The arguments a command without a driver hands a PostgreSQL chart to ``commandName`` with.
        var handOver: [String]?
    }
    private final class Locked: @unchecked Sendable {
        private let lock = NSLock()
        private var value = State()
        func withLock<T>(_ body: (inout State) -> T) -> T { lock.withLock { body(&value) } }
    }
    private static let state = Locked()

    /// The name of the command that carries the driver, next to `plotline`.
    public static let commandName = "plotline-postgres"

    /// Gives the command its PostgreSQL driver.
    public static func use(_ driver: @escaping Driver) {
        state.withLock { $0.driver = driver }
    }

    /// A command without a driver runs ``commandName``, found in its own folder, with `arguments` in its place
    /// when a chart reads PostgreSQL (`plotline`'s `main`).
    public static func handOver(arguments: [String]) {
        state.withLock { $0.handOver = arguments }
    }

    static func open(_ url: String, timeout: Double) throws -> any DatabaseConnection {
        let (driver, handOver) = state.withLock { ($0.driver, $0.handOver) }
        if let driver { return try driver(url, timeout) }
        guard let arguments = handOver else {
            throw CommandError(message: "this command has no PostgreSQL driver: read a postgres:// URL with \(commandName)")
        }
        let path = sibling(commandName)
        guard let path, FileManager.default.isExecutableFile(atPath: path) else {
            throw CommandError(message: "reading PostgreSQL needs \(commandName), which is not installed next to plotline"
                               + (path.map { " (\($0))" } ?? "") + "; build it with `swift build -c release --product "
                               + "\(commandName)` and copy it beside plotline")
        }
        // Nothing is written before a chart's data is read, so the other command starts from the beginning.
        var argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) }
        argv.append(nil)
        execv(path, argv)
        let reason = String(cString: strerror(errno))
        throw CommandError(message: "could not run \(path) to read PostgreSQL (\(reason))")
    }

    /// `name` in the folder of the running executable, wherever it was started from.
    private static func sibling(_ name: String) -> String? {
        #if os(Linux)
        guard let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else { return nil }
        #else
        guard let executable = Bundle.main.executablePath else { return nil }
        #endif
        return URL(fileURLWithPath: executable).deletingLastPathComponent().appendingPathComponent(name).path
    }
}
