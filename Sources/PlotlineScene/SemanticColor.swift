import Foundation

/// A color named by its role, resolved by the theme it is drawn in.
public enum SemanticColor: String, Sendable, Hashable, CaseIterable {
    case primary, secondary, accentColor
    /// The chart's background (SwiftUI's `.background` style, UIKit's `systemBackground`).
    case background

    package static func number(_ v: Double) -> String {
        v == v.rounded() ? String(Int(v)) : String(v)
    }

    /// Reads `primary`, `secondary`, `accentColor`, `background`, optionally with `/ opacity`.
    package static func parse(_ css: String) -> (SemanticColor, Double)? {
        let parts = css.split(separator: "/", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        guard let first = parts.first, let semantic = SemanticColor.allCases.first(where: { $0.rawValue.lowercased() == first.lowercased() })
        else { return nil }
        guard parts.count == 2 else { return (semantic, 1) }
        guard let alpha = Double(parts[1]), (0...1).contains(alpha) else { return nil }
        return (semantic, alpha)
    }
}
