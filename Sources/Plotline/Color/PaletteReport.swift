/// Whether a categorical palette stays readable (C1, C2): every pair of its colors at least
/// ``minimumDifference`` apart (CIEDE2000) in normal vision and under simulated protanopia, deuteranopia
/// and tritanopia, and every color at least ``minimumContrast`` against the background. Plotline's own
/// palettes pass; a custom palette that does not is still used, and the report says why.
public struct PaletteReport: Sendable, Equatable, CustomStringConvertible {
    public static let minimumDifference = 10.0
    public static let minimumContrast = 3.0

    public struct Problem: Sendable, Equatable, CustomStringConvertible {
        public enum Kind: Sendable, Equatable {
            /// Two colors too close under a vision (nil: normal vision).
            case tooClose(ColorScience.Deficiency?, first: Int, second: Int, difference: Double)
            /// A color with too little contrast against the background.
            case lowContrast(Int, ratio: Double)
        }

        public var kind: Kind
        public var colors: [Color]

        public var description: String {
            switch kind {
            case .tooClose(let vision, let i, let j, let d):
                let who = vision.map { "under \($0.rawValue)" } ?? "in normal vision"
                return "colors \(i + 1) (\(colors[i].hex)) and \(j + 1) (\(colors[j].hex)) differ by only "
                    + "\(Self.rounded(d)) \(who) (at least \(Self.rounded(PaletteReport.minimumDifference)) is needed)"
            case .lowContrast(let i, let ratio):
                return "color \(i + 1) (\(colors[i].hex)) has a contrast of \(Self.rounded(ratio)):1 against the "
                    + "background (at least \(Self.rounded(PaletteReport.minimumContrast)):1 is needed)"
            }
        }

        static func rounded(_ v: Double) -> String { String(format: "%.1f", v) }
    }

    /// The smallest difference between two colors, over normal vision and the three simulations.
    public var smallestDifference: Double
    /// The lowest contrast of a color against the background.
    public var lowestContrast: Double
    public var problems: [Problem]

    public var passes: Bool { problems.isEmpty }

    public init(palette: [Color], background: Color) {
        var problems: [Problem] = []
        var smallest = Double.infinity, lowest = Double.infinity
        let visions: [ColorScience.Deficiency?] = [nil] + ColorScience.Deficiency.allCases
        for vision in visions {
            let seen = palette.map { color in vision.map { ColorScience.simulate(color, $0) } ?? color }
            for i in seen.indices {
                for j in seen.indices where j > i {
                    let d = ColorScience.deltaE2000(seen[i], seen[j])
                    smallest = min(smallest, d)
                    if d < Self.minimumDifference {
                        problems.append(Problem(kind: .tooClose(vision, first: i, second: j, difference: d), colors: palette))
                    }
                }
            }
        }
        for (i, color) in palette.enumerated() {
            let ratio = ColorScience.contrast(color, background)
            lowest = min(lowest, ratio)
            if ratio < Self.minimumContrast {
                problems.append(Problem(kind: .lowContrast(i, ratio: ratio), colors: palette))
            }
        }
        smallestDifference = smallest
        lowestContrast = lowest
        self.problems = problems
    }

    public var description: String {
        passes ? "the palette passes" : problems.map(\.description).joined(separator: "; ")
    }
}

import Foundation
import PlotlineScene
