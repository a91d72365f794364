import Foundation
import PlotlineScene

/// The order an author wrote the keys of inline rows in (`"values": [{"day": ..., "steps": ...}]`), which
/// `JSONDecoder` forgets: read from the spec's bytes in one pass, the first time a ``DataSource`` asks, and
/// kept for every other (a spec of 10,000 layers with values of their own is read once, not once per layer).
///
/// A spec is decoded with an instance in the decoder's `userInfo`; without one (a spec built in Swift, or
/// decoded by someone else's code), inline rows keep their keys sorted, as before.
final class JSONKeyOrder: @unchecked Sendable {
    static let userInfoKey = CodingUserInfoKey(rawValue: "plotline.jsonKeyOrder")!

    private let bytes: [UInt8]
    private var found: [String: [String]]?
    private let lock = NSLock()

    init(_ data: Data) { bytes = [UInt8](data) }

    /// The keys of the rows of the `values` array in the object at `path`, in order of first appearance;
    /// nil when there is none (the path names no such array).
    func keys(at path: [CodingKey]) -> [String]? {
        lock.lock()
        defer { lock.unlock() }
        if found == nil {
            var walker = Walker(bytes: bytes)
            walker.value(path: "", depth: 0)
            found = walker.found
        }
        return found?[Self.path(path)]
    }

    /// A coding path as the walker writes it: keys and array indices, joined by "/".
    static func path(_ path: [CodingKey]) -> String {
        path.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: "/")
    }

    /// Walks a JSON document once, recording the key order of every `values` array of objects. It reads
    /// a document `JSONDecoder` has already accepted; anything unexpected (or nesting deeper than a spec
    /// has) ends the walk with what was found so far.
    private struct Walker {
        let bytes: [UInt8]
        var i = 0
        var found: [String: [String]] = [:]
        var failed = false
        static let deepest = 64

        init(bytes: [UInt8]) {
            self.bytes = bytes
            if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { i = 3 }
        }

        mutating func space() {
            while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x0A || bytes[i] == 0x0D || bytes[i] == 0x09 { i += 1 }
        }

        mutating func value(path: String, depth: Int) {
            space()
            guard !failed, i < bytes.count, depth < Self.deepest else { failed = true; return }
            switch bytes[i] {
            case UInt8(ascii: "{"): object(path: path, depth: depth)
            case UInt8(ascii: "["):
                i += 1
                var index = 0
                space()
                if i < bytes.count, bytes[i] == UInt8(ascii: "]") { i += 1; return }
                while !failed {
                    value(path: Self.join(path, String(index)), depth: depth + 1)
                    index += 1
                    space()
                    guard i < bytes.count else { failed = true; return }
                    if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
                    if bytes[i] == UInt8(ascii: "]") { i += 1; return }
                    failed = true
                }
            case UInt8(ascii: "\""): _ = string()
            default:
                // A number, true, false or null: up to the next delimiter.
                while i < bytes.count, ![UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), 0x20, 0x0A, 0x0D, 0x09].contains(bytes[i]) { i += 1 }
            }
        }

        mutating func object(path: String, depth: Int) {
            i += 1
            space()
            if i < bytes.count, bytes[i] == UInt8(ascii: "}") { i += 1; return }
            while !failed {
                space()
                guard let key = string() else { failed = true; return }
                space()
                guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { failed = true; return }
                i += 1
                space()
                if key == "values", i < bytes.count, bytes[i] == UInt8(ascii: "[") {
                    let start = i
                    if let keys = rowKeys() { found[path] = keys } else { i = start; value(path: Self.join(path, key), depth: depth + 1) }
                } else {
                    value(path: Self.join(path, key), depth: depth + 1)
                }
                space()
                guard i < bytes.count else { failed = true; return }
                if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
                if bytes[i] == UInt8(ascii: "}") { i += 1; return }
                failed = true
            }
        }

        /// An array of objects: the union of their keys in order of first appearance, each value skipped;
        /// nil (and `i` wherever it stopped) when the array holds something other than objects.
        mutating func rowKeys() -> [String]? {
            i += 1
            var keys: [String] = [], seen = Set<String>()
            space()
            if i < bytes.count, bytes[i] == UInt8(ascii: "]") { i += 1; return keys }
            while !failed {
                space()
                guard i < bytes.count, bytes[i] == UInt8(ascii: "{") else { return nil }
                i += 1
                space()
                if i < bytes.count, bytes[i] == UInt8(ascii: "}") { i += 1 } else {
                    while !failed {
                        space()
                        guard let key = string() else { return nil }
                        if seen.insert(key).inserted { keys.append(key) }
                        space()
                        guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { return nil }
                        i += 1
                        value(path: "", depth: Self.deepest - 2)   // a row's value is a scalar
                        space()
                        guard i < bytes.count else { return nil }
                        if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
                        if bytes[i] == UInt8(ascii: "}") { i += 1; break }
                        return nil
                    }
                }
                space()
                guard i < bytes.count else { return nil }
                if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
                if bytes[i] == UInt8(ascii: "]") { i += 1; return keys }
                return nil
            }
            return nil
        }

        /// A string at `i` (its opening quote), unescaped; nil when there is none.
        mutating func string() -> String? {
            guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { return nil }
            i += 1
            var out: [UInt8] = []
            while i < bytes.count {
                let b = bytes[i]
                if b == UInt8(ascii: "\"") { i += 1; return String(decoding: out, as: UTF8.self) }
                guard b == UInt8(ascii: "\\") else { out.append(b); i += 1; continue }
                i += 1
                guard i < bytes.count else { return nil }
                switch bytes[i] {
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    guard var scalar = hex4(at: i + 1) else { return nil }
                    i += 4
                    if scalar >= 0xD800, scalar <= 0xDBFF, i + 2 < bytes.count, bytes[i + 1] == UInt8(ascii: "\\"),
                       bytes[i + 2] == UInt8(ascii: "u"), let low = hex4(at: i + 3), low >= 0xDC00, low <= 0xDFFF {
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                        i += 6
                    }
                    out.append(contentsOf: (Unicode.Scalar(scalar) ?? "\u{FFFD}").utf8)
                default: out.append(bytes[i])   // \" \\ \/
                }
                i += 1
            }
            return nil
        }

        func hex4(at start: Int) -> UInt32? {
            guard start + 4 <= bytes.count else { return nil }
            var value: UInt32 = 0
            for b in bytes[start..<start + 4] {
                guard let digit = b.hexValue else { return nil }
                value = value << 4 | UInt32(digit)
            }
            return value
        }

        static func join(_ path: String, _ component: String) -> String {
            path.isEmpty ? component : path + "/" + component
        }
    }
}

private extension UInt8 {
    var hexValue: UInt8? {
        switch self {
        case 0x30...0x39: self - 0x30
        case 0x41...0x46: self - 0x41 + 10
        case 0x61...0x66: self - 0x61 + 10
        default: nil
        }
    }
}
