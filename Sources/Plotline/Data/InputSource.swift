import Foundation
import PlotlineScene

/// One input read front to back a piece at a time, with bounds: a file, a descriptor (standard input) or
/// bytes in memory. Readers never hold more than the piece they asked for, the limits (``ReadLimits``) stop
/// endless or binary input within its first megabyte or so, and ``rewind()`` starts over, so a reader that
/// gives up part way (the fast numeric CSV reader meeting a quote) hands the input to another.
///
/// A regular file rewinds by seeking. Anything else read from a descriptor (a pipe, a terminal, a device)
/// is copied as it is read into an unnamed temporary file (in `TMPDIR`), and a rewind reads that copy
/// first: memory stays one piece however long the stream is. On Linux the copy is written out and its
/// pages let go every ``releaseStep`` bytes (the kernel would otherwise keep all of it in the page cache,
/// charged to the process's memory as the input's size again).
///
/// Errors are `PlotlineError`: `.io` for the system's, `.inputLimit` for the limits and for bytes that
/// are not text, `.malformedCSV` for invalid UTF-8 in CSV.
public final class InputSource {
    /// How many bytes the readers ask for at a time: large enough that the cost of a call vanishes,
    /// small enough that the buffer is a rounding error next to the columns.
    public static let defaultChunkSize = 1 << 20

    /// What the bytes are checked for as they are read for the first time.
    public enum Check: Sendable {
        /// Only the byte limit.
        case none
        /// Text: no NUL byte (JSON, a spec, or input whose kind is not known yet).
        case text
        /// CSV: text, well-formed UTF-8, and no line longer than ``ReadLimits/maxLineBytes``.
        case csv
    }

    /// The input as errors name it: its path, or "standard input".
    public let name: String
    public let limits: ReadLimits
    /// The size of a regular file (a guess at how many rows to expect), else `nil`.
    public let size: Int?
    /// What fresh bytes are checked for; readers set it once they know the input's kind (after a rewind:
    /// a new kind of check starts again from where the input is).
    public var check: Check = .text {
        didSet {
            if check != oldValue {
                checked = position
                text = TextGuard()
            }
        }
    }

    private enum Backing {
        /// A descriptor; `start` is where a regular file began (for rewinding by seeking), else nil.
        case descriptor(Int32, owned: Bool, start: off_t?)
        case memory([UInt8])
    }

    private let backing: Backing
    /// Where the next read starts, counted from the start of the input.
    private var position = 0
    /// How far the input has been checked (every byte before it was seen once).
    private var checked = 0
    private var text = TextGuard()
    /// The copy of a stream that cannot seek, and how many bytes it holds.
    private var copy: Int32 = -1
    private var copied = 0
    /// How much of the copy has been written out and let go of.
    private var released = 0
    /// How many bytes of a stream's copy may wait in the page cache before they are written out.
    public static let releaseStep = 32 << 20
    private var closed = false

    /// Opens the file at `path`. A missing file, a folder, a loop of links and a file without permission
    /// are each named as such.
    public init(path: String, limits: ReadLimits = .current) throws(PlotlineError) {
        try DataTable.checkReadable(path)
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw Self.failure(path, errno) }
        name = path
        self.limits = limits
        var info = stat()
        if fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG {
            size = Int(info.st_size)
            backing = .descriptor(fd, owned: true, start: 0)
        } else {
            size = nil
            backing = .descriptor(fd, owned: true, start: nil)
        }
        if let size, size > limits.maxBytes {
            close()
            throw Self.tooLarge(path, limits)
        }
    }

    /// Reads an open descriptor (standard input is 0), which stays open unless `closing`.
    public init(descriptor: Int32, name: String, limits: ReadLimits = .current, closing: Bool = false) {
        self.name = name
        self.limits = limits
        var info = stat()
        let start = lseek(descriptor, 0, SEEK_CUR)
        if fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, start >= 0 {
            size = max(Int(info.st_size) - Int(start), 0)
            backing = .descriptor(descriptor, owned: closing, start: start)
        } else {
            size = nil
            backing = .descriptor(descriptor, owned: closing, start: nil)
        }
    }

    /// Reads bytes already in memory (as tests and the in-process command give standard input).
    public init(bytes: [UInt8], name: String, limits: ReadLimits = .current) {
        self.name = name
        self.limits = limits
        size = bytes.count
        backing = .memory(bytes)
    }

    deinit { close() }

    /// Closes the descriptor if this source opened it, and drops the copy of a stream.
    public func close() {
        guard !closed else { return }
        closed = true
        if case .descriptor(let fd, owned: true, _) = backing { _ = Foundation.close(fd) }
        if copy >= 0 { _ = Foundation.close(copy) }
    }

    /// Starts over from the first byte.
    public func rewind() throws(PlotlineError) {
        if case .descriptor(let fd, _, let start?) = backing, position != 0 {
            guard lseek(fd, start, SEEK_SET) >= 0 else { throw Self.failure(name, errno) }
        }
        position = 0
    }

    /// Reads up to `count` bytes into `buffer` from `offset` on; 0 only at the end of the input.
    public func read(into buffer: inout [UInt8], at offset: Int, count: Int) throws(PlotlineError) -> Int {
        precondition(offset >= 0 && count >= 0 && offset + count <= buffer.count)
        let got = try buffer.withUnsafeMutableBufferPointer { (p) throws(PlotlineError) -> Int in
            let start = p.baseAddress! + offset
            let got = try readRaw(start, count)
            // Only bytes not seen before are checked (a rewound input was checked the first time).
            let fresh = position + got - checked
            if fresh > 0 {
                try scan(UnsafeBufferPointer(start: start + (got - fresh), count: fresh))
                checked += fresh
            } else if got == 0, count > 0, position == checked {
                try finish()
            }
            position += got
            return got
        }
        return got
    }

    /// The rest of the input, whole (at most ``ReadLimits/maxBytes``).
    public func readToEnd(chunkSize: Int = InputSource.defaultChunkSize) throws(PlotlineError) -> [UInt8] {
        var bytes: [UInt8] = []
        if let size { bytes.reserveCapacity(max(size - position, 0) + 1) }
        // Chunks no bigger than the rest of a file, left unwritten until a read fills them (no page of a
        // megabyte touched for a small file).
        let count = Self.chunk(chunkSize, remaining: size.map { max($0 - position, 0) })
        var chunk = [UInt8](unsafeUninitializedCapacity: count) { _, initialized in initialized = count }
        while true {
            let got = try read(into: &chunk, at: 0, count: chunk.count)
            if got == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<got])
        }
    }

    /// The bytes to read at a time: `chunkSize`, or less for a file with less left, but never under 64 KB
    /// (a file of size 0 may still hold bytes, as /proc's do, or grow while it is read).
    static func chunk(_ chunkSize: Int, remaining: Int?) -> Int {
        let chunkSize = max(chunkSize, 1)
        guard let remaining else { return chunkSize }
        return min(chunkSize, max(remaining + 1, 65_536))
    }

    /// The first byte that is not white space or a byte order mark (`{` for a spec, `[` for JSON rows),
    /// or nil for input of nothing else; the input is rewound afterwards. Leading white space longer than
    /// a CSV line may be is an error rather than a wait for the end of an endless stream.
    public func firstSignificantByte() throws(PlotlineError) -> UInt8? {
        defer { try? rewind() }
        var chunk = [UInt8](repeating: 0, count: 4096)
        var seen = 0
        while true {
            let got = try read(into: &chunk, at: 0, count: chunk.count)
            if got == 0 { return nil }
            for k in 0..<got {
                let b = chunk[k]
                let isBOM = seen + k < 3 && b == [0xEF, 0xBB, 0xBF][seen + k]
                if !(isBOM || b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D) { return b }
            }
            seen += got
            if seen > limits.maxLineBytes {
                throw PlotlineError.inputLimit(
                    source: name, reason: "nothing but white space in its first \(ReadLimits.describe(bytes: limits.maxLineBytes))")
            }
        }
    }

    // MARK: - Reading

    private func readRaw(_ p: UnsafeMutablePointer<UInt8>, _ count: Int) throws(PlotlineError) -> Int {
        guard count > 0 else { return 0 }
        if position >= limits.maxBytes {
            // One byte more tells a stream that ends exactly at the limit from one that goes on.
            var probe: UInt8 = 0
            if try readStream(&probe, 1, allowPast: true) > 0 { throw Self.tooLarge(name, limits) }
            return 0
        }
        return try readStream(p, min(count, limits.maxBytes - position), allowPast: false)
    }

    private func readStream(_ p: UnsafeMutablePointer<UInt8>, _ count: Int, allowPast: Bool) throws(PlotlineError) -> Int {
        switch backing {
        case .memory(let bytes):
            let n = max(0, min(count, bytes.count - position))
            if n > 0 { bytes.withUnsafeBufferPointer { p.update(from: $0.baseAddress! + position, count: n) } }
            return n
        case .descriptor(let fd, _, let start):
            if start == nil, position < copied {
                // Replaying the copy of a stream after a rewind.
                let n = try Self.retrying(name) { pread(copy, p, min(count, copied - position), off_t(position)) }
                if n == 0 { throw PlotlineError.io(path: name, reason: "cannot read back the temporary copy of the input") }
                return n
            }
            let n = try Self.retrying(name) { Foundation.read(fd, p, count) }
            if start == nil, n > 0, !allowPast { try keep(p, n) }
            return n
        }
    }

    /// Appends bytes read from a stream to its copy, made on first use.
    private func keep(_ p: UnsafeMutablePointer<UInt8>, _ n: Int) throws(PlotlineError) {
        if copy < 0 {
            var folder = ProcessInfo.processInfo.environment["TMPDIR"] ?? "/tmp"
            if folder.isEmpty { folder = "/tmp" }
            var template = Array((folder + "/plotline-input-XXXXXX").utf8CString)
            let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
            guard fd >= 0 else {
                throw PlotlineError.io(path: name, reason: "cannot keep a copy in \(folder) (\(String(cString: strerror(errno))))")
            }
            template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
            copy = fd
        }
        var done = 0
        while done < n {
            let w = try Self.retrying(name) { pwrite(copy, p + done, n - done, off_t(copied + done)) }
            done += w
        }
        copied += n
        #if os(Linux)
        if copied - released >= Self.releaseStep {
            // Written out first: only clean pages can be let go.
            _ = fdatasync(copy)
            _ = posix_fadvise(copy, off_t(released), off_t(copied - released), POSIX_FADV_DONTNEED)
            released = copied
        }
        #endif
    }

    /// How many bytes of the copy of a stream are in memory (the page cache) now; 0 without a copy.
    /// For tests: on Linux a long stream's copy stays within about ``releaseStep``.
    public func copyBytesInMemory() -> Int {
        #if os(Linux)
        guard copy >= 0, copied > 0 else { return 0 }
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        guard let map = mmap(nil, copied, PROT_READ, MAP_SHARED, copy, 0), map != UnsafeMutableRawPointer(bitPattern: -1)
        else { return 0 }
        defer { munmap(map, copied) }
        var resident = [UInt8](repeating: 0, count: (copied + page - 1) / page)
        guard mincore(map, copied, &resident) == 0 else { return 0 }
        return resident.reduce(0) { $0 + Int($1 & 1) } * page
        #else
        return 0
        #endif
    }

    private static func retrying(_ name: String, _ call: () -> Int) throws(PlotlineError) -> Int {
        while true {
            let n = call()
            if n >= 0 { return n }
            if errno == EINTR { continue }
            throw failure(name, errno)
        }
    }

    // MARK: - Checks

    private func scan(_ p: UnsafeBufferPointer<UInt8>) throws(PlotlineError) {
        guard check != .none else { return }
        switch text.scan(p, csv: check == .csv, maxLine: limits.maxLineBytes) {
        case nil: return
        case .nul(let line):
            throw PlotlineError.inputLimit(source: name, reason: "is not text (a NUL byte on line \(line)); "
                                           + (check == .csv ? "is it a CSV file?" : "is it a CSV or JSON file?"))
        case .invalidUTF8(let line, let byte):
            throw PlotlineError.malformedCSV(line: line, reason: "invalid UTF-8 (byte 0x\(Self.hex(byte)))")
        case .longLine(let line):
            throw PlotlineError.inputLimit(
                source: name, reason: "line \(line) is longer than \(ReadLimits.describe(bytes: limits.maxLineBytes)): "
                    + "is it a CSV file? (--max-line-bytes raises the limit)")
        }
    }

    private func finish() throws(PlotlineError) {
        if check == .csv, text.needsMore {
            throw PlotlineError.malformedCSV(line: text.line, reason: "invalid UTF-8 (the input ends inside a character)")
        }
    }

    static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }

    static func tooLarge(_ name: String, _ limits: ReadLimits) -> PlotlineError {
        .inputLimit(source: name, reason: "is larger than \(ReadLimits.describe(bytes: limits.maxBytes)) "
                    + "(--max-bytes raises the limit)")
    }

    static func failure(_ path: String, _ code: Int32) -> PlotlineError {
        switch code {
        case EACCES: .io(path: path, reason: "permission denied")
        case ELOOP: .io(path: path, reason: "a loop of symbolic links")
        case ENOENT: .io(path: path, reason: "no such file")
        default: .io(path: path, reason: "cannot be read (\(String(cString: strerror(code))))")
        }
    }
}

/// The checks on text as it streams past, one byte at a time and carried from one piece to the next:
/// no NUL byte; in CSV also well-formed UTF-8 (no overlong forms, no surrogates, nothing past U+10FFFF) and
/// no line longer than the limit. Lines end at LF, CRLF or CR, as in CSV.
struct TextGuard {
    enum Failure: Equatable {
        case nul(line: Int)
        case invalidUTF8(line: Int, byte: UInt8)
        case longLine(line: Int)
    }

    private(set) var line = 1
    private var lineBytes = 0
    private var afterCR = false
    /// Continuation bytes still expected, and the allowed range of the next one.
    private var need = 0
    private var lower: UInt8 = 0x80, upper: UInt8 = 0xBF

    var needsMore: Bool { need > 0 }

    mutating func scan(_ p: UnsafeBufferPointer<UInt8>, csv: Bool, maxLine: Int) -> Failure? {
        var line = self.line, lineBytes = self.lineBytes, afterCR = self.afterCR
        var need = self.need, lower = self.lower, upper = self.upper
        defer {
            self.line = line; self.lineBytes = lineBytes; self.afterCR = afterCR
            self.need = need; self.lower = lower; self.upper = upper
        }
        // Eight bytes at a time while they are plain ASCII with no NUL and no CR (almost every word of a data
        // file): only the line feeds in them matter, counted at once. Any other word goes byte by byte.
        guard let base = p.baseAddress else { return nil }
        let count = p.count
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = csv ? 0x8080_8080_8080_8080 : 0
        var i = 0
        while i < count {
            if need == 0, i + 8 <= count {
                let w = UInt64(littleEndian: UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self))
                let lf = Self.zeroBytes(w ^ (ones &* 0x0A))
                if w & highs | Self.zeroBytes(w) | Self.zeroBytes(w ^ (ones &* 0x0D)) == 0, !csv || lineBytes + 8 <= maxLine {
                    if lf == 0 {
                        lineBytes += 8
                    } else {
                        // (Mostly one line feed: counted without a population count, which the baseline x86-64
                        // has no instruction for.) A line feed first in the word ends the line its carriage
                        // return already counted.
                        line += (lf & (lf &- 1) == 0 ? 1 : lf.nonzeroBitCount) - (afterCR && w & 0xFF == 0x0A ? 1 : 0)
                        lineBytes = lf.leadingZeroBitCount / 8
                    }
                    afterCR = false
                    i += 8
                    continue
                }
            }
            let b = base[i]
            i += 1
            if need > 0, csv {
                // A continuation byte of a character begun before.
                guard b >= lower, b <= upper else { return .invalidUTF8(line: line, byte: b) }
                lower = 0x80; upper = 0xBF
                need -= 1
            } else if b < 0x80 {
                if b == 0x0A {
                    if !afterCR { line += 1 }
                    afterCR = false
                    lineBytes = 0
                    continue
                }
                if b == 0x0D {
                    line += 1
                    afterCR = true
                    lineBytes = 0
                    continue
                }
                if b == 0 { return .nul(line: line) }
            } else if csv {
                switch b {
                case 0xC2...0xDF: need = 1
                case 0xE0: need = 2; lower = 0xA0
                case 0xE1...0xEC, 0xEE...0xEF: need = 2
                case 0xED: need = 2; upper = 0x9F
                case 0xF0: need = 3; lower = 0x90
                case 0xF1...0xF3: need = 3
                case 0xF4: need = 3; upper = 0x8F
                default: return .invalidUTF8(line: line, byte: b)
                }
            }
            afterCR = false
            lineBytes += 1
            if csv, lineBytes > maxLine { return .longLine(line: line) }
        }
        return nil
    }

    /// The high bit of each byte of `w` that is zero, and no other bit.
    @inline(__always)
    static func zeroBytes(_ w: UInt64) -> UInt64 {
        let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        return ~(((w & low) &+ low) | w | low)
    }
}
