import PlotlineTestSupport
import Testing
@testable import Plotline

/// The input's text check reads eight plain bytes at a time; it must find exactly what a check of one byte
/// at a time finds (the same failure on the same line, the same line count), wherever the input's chunks end.
@Suite struct TextGuardTests {
    /// The check written the plain way, one byte at a time: what `TextGuard` must agree with.
    struct Reference {
        var line = 1, lineBytes = 0, afterCR = false, need = 0
        var lower: UInt8 = 0x80, upper: UInt8 = 0xBF

        mutating func scan(_ bytes: [UInt8], csv: Bool, maxLine: Int) -> TextGuard.Failure? {
            for b in bytes {
                if need > 0, csv {
                    guard b >= lower, b <= upper else { return .invalidUTF8(line: line, byte: b) }
                    lower = 0x80; upper = 0xBF; need -= 1
                } else if b == 0x0A {
                    if !afterCR { line += 1 }
                    afterCR = false; lineBytes = 0; continue
                } else if b == 0x0D {
                    line += 1; afterCR = true; lineBytes = 0; continue
                } else if b == 0 {
                    return .nul(line: line)
                } else if b >= 0x80, csv {
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
    }

    @Test func agreesWithTheByteByByteCheck() {
        // Mostly plain text and line ends, now and then a carriage return, a character of two or three bytes,
        // a stray continuation byte, a NUL or a byte no UTF-8 has.
        let plain = Array("0123456789,.-abc \"".utf8)
        let rare: [[UInt8]] = [[0x0D], [0x0D, 0x0A], [0xC3, 0xA9], [0xE2, 0x82, 0xAC], [0xF0, 0x9F, 0x98, 0x80],
                               [0xA9], [0x00], [0xFF], [0xED, 0xA0, 0x80], [0xE2, 0x82]]
        var checked = 0, failures = 0
        for seed in 0..<400 {
            var random = SeededGenerator(seed: UInt64(seed))  // a failure names its seed
            var bytes: [UInt8] = []
            let length = Int.random(in: 0...300, using: &random)
            let rareChance = [0, 2, 20][seed % 3]
            while bytes.count < length {
                let roll = Int.random(in: 0..<100, using: &random)
                if roll < rareChance { bytes += rare.randomElement(using: &random)! }
                else if roll < rareChance + 12 { bytes.append(0x0A) }
                else { bytes.append(plain.randomElement(using: &random)!) }
            }
            for csv in [true, false] {
                let maxLine = [5, 17, 1 << 20][seed % 3]
                // The same bytes in chunks that end anywhere, as a stream's reads do.
                var cuts = (0..<Int.random(in: 0...4, using: &random)).map { _ in Int.random(in: 0...bytes.count, using: &random) }
                cuts = ([0, bytes.count] + cuts).sorted()
                var fast = TextGuard(), plainCheck = Reference()
                var fastFailure: TextGuard.Failure?, plainFailure: TextGuard.Failure?
                for (a, b) in zip(cuts, cuts.dropFirst()) where fastFailure == nil && plainFailure == nil {
                    let chunk = Array(bytes[a..<b])
                    fastFailure = chunk.withUnsafeBufferPointer { fast.scan($0, csv: csv, maxLine: maxLine) }
                    plainFailure = plainCheck.scan(chunk, csv: csv, maxLine: maxLine)
                }
                #expect(fastFailure == plainFailure, "seed \(seed), csv \(csv): \(bytes)")
                if fastFailure == nil {
                    #expect(fast.line == plainCheck.line, "seed \(seed), csv \(csv): \(bytes)")
                    #expect(fast.needsMore == (plainCheck.need > 0), "seed \(seed), csv \(csv)")
                } else {
                    failures += 1
                }
                checked += 1
            }
        }
        // Both kinds of input were met: ones that pass and ones that fail.
        #expect(checked == 800)
        #expect(failures > 100 && failures < 700, "\(failures) of \(checked) failed")
    }

    @Test func countsLinesOfEveryEnding() {
        var check = TextGuard()
        let text = Array("a,b\r\n1,2\r3,4\n\n5,6\r\n\r\nlast line, long enough to fill words".utf8)
        #expect(text.withUnsafeBufferPointer { check.scan($0, csv: true, maxLine: 100) } == nil)
        #expect(check.line == 7)
        var short = TextGuard()
        let long = Array("x,y\n1234567890123456789,1\n".utf8)
        #expect(long.withUnsafeBufferPointer { short.scan($0, csv: true, maxLine: 10) } == .longLine(line: 2))
    }
}
