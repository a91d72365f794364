import Foundation
import PlotlineTestSupport
@testable import PlotlinePNG
@testable import ScenePNG


/// A temporary folder, removed by `remove()`.
struct Scratch {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("plotline-png-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }
    func remove() { try? FileManager.default.removeItem(at: url) }
}

/// The chunks of a PNG file, by type, with their data.
func pngChunks(_ data: Data) -> [(type: String, body: Data)] {
    let bytes = [UInt8](data)
    var chunks: [(String, Data)] = []
    var offset = 8
    while offset + 12 <= bytes.count {
        let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
        let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
        guard offset + 12 + length <= bytes.count else { break }
        chunks.append((type, Data(bytes[(offset + 8)..<(offset + 8 + length)])))
        offset += 12 + length
    }
    return chunks
}

/// How far apart two pictures of the same size are: the mean difference over every pixel and channel
/// (0...255, over colors composited on white), and the worst mean difference of any 16 x 16 block.
struct PictureDifference {
    var mean: Double
    var worstBlock: Double
    var worstBlockAt: (x: Int, y: Int)

    init(_ a: PNGDecoder.Image, _ b: PNGDecoder.Image, block: Int = 16) {
        let w = a.width, h = a.height
        func value(_ image: PNGDecoder.Image, _ i: Int, _ c: Int) -> Double {
            let alpha = Double(image.rgba[i * 4 + 3]) / 255
            return Double(image.rgba[i * 4 + c]) * alpha + 255 * (1 - alpha)
        }
        var total = 0.0
        let bw = (w + block - 1) / block, bh = (h + block - 1) / block
        var blocks = [Double](repeating: 0, count: bw * bh)
        var counts = [Int](repeating: 0, count: bw * bh)
        for y in 0..<h {
            for x in 0..<w {
                let i = y * w + x
                var d = 0.0
                for c in 0..<3 { d += abs(value(a, i, c) - value(b, i, c)) }
                d /= 3
                total += d
                blocks[(y / block) * bw + x / block] += d
                counts[(y / block) * bw + x / block] += 1
            }
        }
        mean = total / Double(w * h)
        worstBlock = 0
        worstBlockAt = (0, 0)
        for i in 0..<blocks.count where blocks[i] / Double(counts[i]) > worstBlock {
            worstBlock = blocks[i] / Double(counts[i])
            worstBlockAt = ((i % bw) * block, (i / bw) * block)
        }
    }
}
