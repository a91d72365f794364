import Foundation

/// A file read front to back with read(2), a piece at a time, so that a large file never has to be in
/// memory whole. Errors are `.io(path:reason:)`.
struct FileInput {
    /// How many bytes the readers ask for at a time: large enough that the cost of a call vanishes,
    /// small enough that the buffer is a rounding error next to the columns.
    static let defaultChunkSize = 1 << 20

    let path: String
    private let descriptor: Int32
    /// The file's size when it is a regular file (a guess at how many rows to expect), else `nil`.
    let size: Int?

    /// Opens `path` for reading. The caller has already told a missing file or a folder apart.
    init(path: String) throws(PlotlineError) {
        self.path = path
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { throw Self.failure(path, errno) }
        descriptor = fd
        var info = stat()
        if fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG {
            size = Int(info.st_size)
        } else {
            size = nil
        }
    }

    func close() {
        _ = Foundation.close(descriptor)
    }

    /// Reads up to `count` bytes into `buffer` from `offset` on; 0 only at the end of the file.
    func read(into buffer: inout [UInt8], at offset: Int, count: Int) throws(PlotlineError) -> Int {
        precondition(offset >= 0 && count >= 0 && offset + count <= buffer.count)
        return try buffer.withUnsafeMutableBufferPointer { (p) throws(PlotlineError) -> Int in
            while true {
                let got = Foundation.read(descriptor, p.baseAddress! + offset, count)
                if got >= 0 { return got }
                if errno == EINTR { continue }
                throw Self.failure(path, errno)
            }
        }
    }

    /// The whole rest of the file.
    func readToEnd(chunkSize: Int = FileInput.defaultChunkSize) throws(PlotlineError) -> [UInt8] {
        var bytes: [UInt8] = []
        if let size { bytes.reserveCapacity(size + 1) }
        var chunk = [UInt8](repeating: 0, count: max(chunkSize, 1))
        while true {
            let got = try read(into: &chunk, at: 0, count: chunk.count)
            if got == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<got])
        }
    }

    private static func failure(_ path: String, _ code: Int32) -> PlotlineError {
        if code == EACCES { return .io(path: path, reason: "permission denied") }
        return .io(path: path, reason: "cannot be read (\(String(cString: strerror(code))))")
    }
}
