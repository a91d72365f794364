import Foundation
import Testing
@testable import Plotline

/// Standard input is copied as it is read, so a reader can start over (issue 34): the copy must not stay
/// in memory. Left in the page cache it is charged to the process as the input's size again (100,000,000
/// rows from standard input peaked at 5.4 GB where the file took 1.9 GB).
@Suite struct StreamCopyMemoryTests {
    /// Whether `TMPDIR` is in memory itself (tmpfs): then the copy's pages cannot be let go.
    static var temporaryFolderIsInMemory: Bool {
        #if os(Linux)
        let folder = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        let path = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
        guard let mounts = try? String(contentsOfFile: "/proc/mounts", encoding: .utf8) else { return true }
        // The file system of the longest mount point the folder is in.
        var best = (point: "", type: "")
        for line in mounts.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count >= 3 else { continue }
            let point = String(fields[1]), type = String(fields[2])
            let inside = point == "/" || path == point || path.hasPrefix(point + "/")
            if inside, point.count >= best.point.count { best = (point, type) }
        }
        return best.type == "tmpfs" || best.type == "ramfs"
        #else
        return true
        #endif
    }

    @Test(.enabled(if: !temporaryFolderIsInMemory, "the copy is let go of on Linux, with TMPDIR on a disk"))
    func aLongStreamsCopyIsNotKeptInMemory() throws {
        // 128 MB of rows through a pipe, read a megabyte at a time, then again from the copy.
        let line = Array("123456789,0.123456789\n".utf8)
        let count = (128 << 20) / line.count
        var bytes: [UInt8] = Array("x,y\n".utf8)
        bytes.reserveCapacity(4 + count * line.count)
        for _ in 0..<count { bytes += line }
        let limits = ReadLimits(maxBytes: 1 << 30, maxRows: 100_000_000, maxLineBytes: 1 << 20, maxColumns: 16_384)
        let source = pipeSource(bytes, limits: limits)
        defer { source.close() }
        source.check = .csv
        var chunk = [UInt8](repeating: 0, count: InputSource.defaultChunkSize)
        func readAll() throws -> (count: Int, sum: UInt64) {
            var total = 0, sum: UInt64 = 0
            while true {
                let got = try source.read(into: &chunk, at: 0, count: chunk.count)
                if got == 0 { return (total, sum) }
                total += got
                for k in 0..<got { sum = sum &* 31 &+ UInt64(chunk[k]) }
            }
        }
        let first = try readAll()
        #expect(first.count == bytes.count)
        let inMemory = source.copyBytesInMemory()
        #expect(inMemory <= 2 * InputSource.releaseStep,
                "\(inMemory >> 20) MB of the copy of a \(bytes.count >> 20) MB stream stayed in memory")
        try source.rewind()
        let again = try readAll()
        #expect(again.count == first.count && again.sum == first.sum, "the copy gives the stream back")
    }
}
