import Foundation
import PlotlineTestSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif


/// A JSON value the fuzzer edits. `.raw` is written as is, so a case can hold text no encoder writes
/// (`1e400`, `NaN`, a number with leading zeros).
indirect enum JSON: Decodable, Equatable, Sendable {
    case object([(String, JSON)])
    case array([JSON])
    case number(Double)
    case string(String)
    case bool(Bool)
    case null
    case raw(String)

    static func == (a: JSON, b: JSON) -> Bool { a.text == b.text }

    init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        if c.decodeNil() { self = .null }
        else if let b = try? c.decode(Bool.self) { self = .bool(b) }
        else if let n = try? c.decode(Double.self) { self = .number(n) }
        else if let s = try? c.decode(String.self) { self = .string(s) }
        else if let a = try? c.decode([JSON].self) { self = .array(a) }
        else {
            let o = try c.decode([String: JSON].self)
            self = .object(o.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
        }
    }

    static func parse(_ data: Data) -> JSON? { try? JSONDecoder().decode(JSON.self, from: data) }

    var text: String {
        var out = ""
        write(to: &out)
        return out
    }

    func write(to out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n):
            if n.isFinite { out += n == n.rounded() && abs(n) < 1e15 ? String(Int64(n)) : "\(n)" } else { out += "null" }
        case .raw(let r): out += r
        case .string(let s): JSON.quote(s, into: &out)
        case .array(let items):
            out += "["
            for (i, item) in items.enumerated() {
                if i > 0 { out += "," }
                item.write(to: &out)
            }
            out += "]"
        case .object(let pairs):
            out += "{"
            for (i, (key, value)) in pairs.enumerated() {
                if i > 0 { out += "," }
                JSON.quote(key, into: &out)
                out += ":"
                value.write(to: &out)
            }
            out += "}"
        }
    }

    static func quote(_ s: String, into out: inout String) {
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 { out += String(format: "\\u%04x", scalar.value) } else { out.unicodeScalars.append(scalar) }
            }
        }
        out += "\""
    }

    subscript(key: String) -> JSON? {
        get {
            if case .object(let pairs) = self { return pairs.first { $0.0 == key }?.1 }
            return nil
        }
        set {
            guard case .object(var pairs) = self else { return }
            if let i = pairs.firstIndex(where: { $0.0 == key }) {
                if let newValue { pairs[i].1 = newValue } else { pairs.remove(at: i) }
            } else if let newValue {
                pairs.append((key, newValue))
            }
            self = .object(pairs)
        }
    }

    var arrayItems: [JSON]? { if case .array(let a) = self { return a } else { return nil } }
    var keys: [String] { if case .object(let p) = self { return p.map(\.0) } else { return [] } }

    /// Sets the value at a path of keys and indexes, making objects on the way.
    mutating func set(_ path: ArraySlice<PathStep>, to value: JSON?) {
        guard let step = path.first else { if let value { self = value }; return }
        switch step {
        case .key(let key):
            if case .object = self {} else { self = .object([]) }
            var child = self[key] ?? .object([])
            if path.count == 1 { self[key] = value; return }
            child.set(path.dropFirst(), to: value)
            self[key] = child
        case .index(let index):
            guard case .array(var items) = self, items.indices.contains(index) else { return }
            if path.count == 1 {
                if let value { items[index] = value } else { items.remove(at: index) }
            } else {
                items[index].set(path.dropFirst(), to: value)
            }
            self = .array(items)
        }
    }

    enum PathStep: Sendable { case key(String), index(Int) }
}

/// Watches the fuzz loop from another thread: a case that runs too long (a hang) or makes the process huge
/// (a gigantic allocation) stops the test run with the case's name, rather than hanging CI or taking the
/// machine down. With PLOTLINE_FUZZ_TRACE=path set, each case's input is written there before it runs, so
/// a crash leaves its input behind; with PLOTLINE_FUZZ_SLOW set, cases taking over half a second are listed.
final class FuzzMonitor: @unchecked Sendable {
    static let shared = FuzzMonitor()

    private let lock = NSLock()
    private var label = ""
    private var started = Date()
    private var busy = false
    private let tracePath = ProcessInfo.processInfo.environment["PLOTLINE_FUZZ_TRACE"]
    private let showsSlowCases = ProcessInfo.processInfo.environment["PLOTLINE_FUZZ_SLOW"] != nil
    static let secondsPerCase = 30.0
    static let residentLimit = 6 << 30

    private init() {
        let thread = Thread { [self] in watch() }
        thread.start()
    }

    func run<T>(_ name: String, input: @autoclosure () -> String, _ body: () throws -> T) rethrows -> T {
        if let tracePath {
            try? Data("\(name)\n\(input())".utf8).write(to: URL(fileURLWithPath: tracePath))
        }
        lock.withLock { label = name; started = Date(); busy = true }
        defer {
            let elapsed = lock.withLock { busy = false; return Date().timeIntervalSince(started) }
            if showsSlowCases, elapsed > 0.5 {
                FileHandle.standardError.write(Data("slow fuzz case '\(name)': \(String(format: "%.1f", elapsed)) s\n".utf8))
            }
        }
        return try body()
    }

    private func watch() {
        while true {
            Thread.sleep(forTimeInterval: 0.5)
            let (name, elapsed, running) = lock.withLock { (label, Date().timeIntervalSince(started), busy) }
            guard running else { continue }
            if elapsed > Self.secondsPerCase {
                fail("fuzz case '\(name)' ran for more than \(Int(Self.secondsPerCase)) s: a hang")
            }
            if let resident = Self.residentBytes(), resident > Self.residentLimit {
                fail("fuzz case '\(name)' grew the process to \(resident >> 20) MB: a gigantic allocation")
            }
        }
    }

    private func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("FUZZ FAILURE: \(message)\n".utf8))
        exit(70)
    }

    static func residentBytes() -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
