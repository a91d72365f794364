import Foundation
import PlotlineScene

/// RIFF WAVE files of 16-bit PCM: written by the audio graph, read back by its tests and from espeak-ng.
public enum WAVFile {
    /// Samples as read from a file: one array per channel, each sample from -1 to 1.
    public struct Audio: Sendable, Equatable {
        public var sampleRate: Int
        public var channels: [[Double]]
        public var duration: Double { Double(channels.first?.count ?? 0) / Double(sampleRate) }

        public init(sampleRate: Int, channels: [[Double]]) {
            self.sampleRate = sampleRate
            self.channels = channels
        }
    }

    /// A WAV file of the channels (equal lengths), each sample rounded to 16 bits (clamped at full scale).
    public static func encode(_ audio: Audio) -> Data {
        let channelCount = max(1, audio.channels.count)
        let frames = audio.channels.map(\.count).min() ?? 0
        let dataSize = frames * channelCount * 2
        var data = Data(capacity: 44 + dataSize)
        func u32(_ v: Int) { withUnsafeBytes(of: UInt32(truncatingIfNeeded: v).littleEndian) { data.append(contentsOf: $0) } }
        func u16(_ v: Int) { withUnsafeBytes(of: UInt16(truncatingIfNeeded: v).littleEndian) { data.append(contentsOf: $0) } }
        data.append(contentsOf: Array("RIFF".utf8)); u32(36 + dataSize); data.append(contentsOf: Array("WAVE".utf8))
        data.append(contentsOf: Array("fmt ".utf8)); u32(16)
        u16(1)                                          // PCM
        u16(channelCount); u32(audio.sampleRate)
        u32(audio.sampleRate * channelCount * 2)        // bytes per second
        u16(channelCount * 2); u16(16)                  // bytes per frame, bits per sample
        data.append(contentsOf: Array("data".utf8)); u32(dataSize)
        var pcm = [UInt8](repeating: 0, count: dataSize)
        var o = 0
        for i in 0..<frames {
            for c in 0..<channelCount {
                let v = audio.channels.isEmpty ? 0 : audio.channels[c][i]
                let scaled = (v.isFinite ? v : 0) * 32_767
                let sample = Int16(max(-32_768, min(32_767, scaled.rounded())))
                let bits = UInt16(bitPattern: sample)
                pcm[o] = UInt8(bits & 0xFF)
                pcm[o + 1] = UInt8(bits >> 8)
                o += 2
            }
        }
        data.append(contentsOf: pcm)
        return data
    }

    /// Reads a 16-bit PCM WAV file (plain or WAVE_FORMAT_EXTENSIBLE). A data chunk that claims more bytes
    /// than there are (as streamed output writes it) is read to the end of the file.
    public static func decode(_ data: Data) throws(PlotlineError) -> Audio {
        let bytes = [UInt8](data)
        func fail(_ reason: String) -> PlotlineError { .invalidData("not a 16-bit PCM WAV file: \(reason)") }
        func u32(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 | Int(bytes[at + 2]) << 16 | Int(bytes[at + 3]) << 24 }
        func u16(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
        guard bytes.count >= 12, bytes[0..<4].elementsEqual("RIFF".utf8), bytes[8..<12].elementsEqual("WAVE".utf8) else {
            throw fail("no RIFF WAVE header")
        }
        var at = 12
        var format: (channels: Int, rate: Int, bits: Int, tag: Int)?
        while at + 8 <= bytes.count {
            let id = String(decoding: bytes[at..<at + 4], as: UTF8.self)
            let size = u32(at + 4)
            let body = at + 8
            if id == "fmt " {
                guard size >= 16, body + 16 <= bytes.count else { throw fail("short fmt chunk") }
                format = (u16(body + 2), u32(body + 4), u16(body + 14), u16(body))
            } else if id == "data" {
                guard let f = format else { throw fail("data before fmt") }
                guard f.tag == 1 || f.tag == 0xFFFE, f.bits == 16 else { throw fail("format \(f.tag), \(f.bits) bits") }
                guard f.channels >= 1, f.channels <= 8, f.rate > 0 else { throw fail("\(f.channels) channels at \(f.rate) Hz") }
                let available = min(size, bytes.count - body)
                let frames = available / (2 * f.channels)
                var channels = [[Double]](repeating: [Double](repeating: 0, count: frames), count: f.channels)
                var o = body
                for i in 0..<frames {
                    for c in 0..<f.channels {
                        channels[c][i] = Double(Int16(bitPattern: UInt16(u16(o)))) / 32_768
                        o += 2
                    }
                }
                return Audio(sampleRate: f.rate, channels: channels)
            }
            at = body + size + (size & 1)
        }
        throw fail("no data chunk")
    }
}
