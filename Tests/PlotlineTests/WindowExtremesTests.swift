import Foundation
@testable import Plotline
import PlotlineTestSupport
import Testing

/// A window's min and max (issue 34): the same values a search of each frame gives, found in linear time.
@Suite struct WindowExtremesTests {
    /// The rule, written plainly: the first smallest (or largest) value present in the frame.
    static func searched(_ x: [Double], _ op: WindowOp, _ frame: [Int?]) -> [Double] {
        x.indices.map { i in
            let lo = frame[0].map { max(0, i + $0) } ?? 0, hi = frame[1].map { min(x.count - 1, i + $0) } ?? x.count - 1
            guard lo <= hi else { return .nan }
            var best = Double.nan
            for j in lo...hi where x[j].isFinite {
                if best.isNaN || (op == .min ? x[j] < best : x[j] > best) { best = x[j] }
            }
            return best
        }
    }

    @Test func sameAsSearchingEachFrame() throws {
        var generator = SeededGenerator(seed: 34)
        for _ in 0..<40 {
            let count = Int.random(in: 1...60, using: &generator)
            // Few distinct values (ties, 0 and -0), and missing ones.
            let x: [Double] = (0..<count).map { _ in
                [Double.nan, 0, -0.0, 1, 2, 3, -5, 7.5][Int.random(in: 0..<8, using: &generator)]
            }
            let a = Int.random(in: -8...3, using: &generator), b = Int.random(in: a...6, using: &generator)
            for frame in [[a, b], [nil, b], [a, nil], [nil, nil], [nil, 0]] as [[Int?]] {
                for op in [WindowOp.min, .max] {
                    let table = try DataTable(columns: [Column(name: "v", values: .numbers(x))])
                    let out = try table.transformed(by: [.window(WindowTransform(op, field: "v", as: "w", frame: frame))])
                    guard case .numbers(let got)? = out.columns.first(where: { $0.name == "w" })?.values else {
                        Issue.record("no column w"); return
                    }
                    let want = Self.searched(x, op, frame)
                    #expect(got.map(\.bitPattern) == want.map(\.bitPattern), "\(op) \(frame) of \(x)")
                }
            }
        }
    }

    /// 200,000 rows and frames of 200,001: 4e10 comparisons searched, a blink in a queue.
    @Test func largeFramesAreLinear() throws {
        let count = 200_000
        let x = (0..<count).map { Double(($0 * 7919) % 100_003) }
        let table = try DataTable(columns: [Column(name: "v", values: .numbers(x))])
        let out = try table.transformed(by: [
            .window(WindowTransform(.min, field: "v", as: "low", frame: [-100_000, 100_000])),
            .window(WindowTransform(.max, field: "v", as: "high", frame: [nil, 0])),
        ])
        guard case .numbers(let low)? = out.columns.first(where: { $0.name == "low" })?.values,
              case .numbers(let high)? = out.columns.first(where: { $0.name == "high" })?.values else {
            Issue.record("no output columns"); return
        }
        #expect(low[0] == x[0...100_000].min())
        #expect(low[count / 2] == 0)
        #expect(high[count - 1] == x.max())
    }
}
