import CFontconfig
import Foundation
import PlotlineScene

/// A font file and the face inside it.
struct FontFile: Sendable, Hashable {
    var path: String
    var index: Int
}

/// Finds fonts through fontconfig: DejaVu Sans (the font the layout measures with) for each weight, and,
/// for characters DejaVu Sans lacks (Hangul, CJK), the installed fonts in fontconfig's order of preference.
///
/// Fontconfig is asked once per weight and the answers are kept for the life of the process, behind a lock.
final class FontLocator: @unchecked Sendable {
    static let shared = FontLocator()

    private let lock = NSLock()
    private var primaryFonts: [FontWeight: FontFile?] = [:]
    /// Fonts in fallback order with the characters each covers (kept alive with their font set).
    private var fallbackLists: [FontWeight: [(FontFile, OpaquePointer)]] = [:]
    private var fallbackAnswers: [FontWeight: [UInt32: FontFile?]] = [:]
    private var initialized = false

    private init() {}

    /// The DejaVu Sans file for a weight: fontconfig's answer when it is DejaVu Sans, else the Debian path,
    /// else whatever sans-serif font fontconfig offers (text then may not match the layout exactly).
    func primary(_ weight: FontWeight) -> FontFile? {
        lock.lock()
        defer { lock.unlock() }
        if let known = primaryFonts[weight] { return known }
        let found = findPrimary(weight)
        primaryFonts[weight] = found
        return found
    }

    /// The first font in fontconfig's fallback order that has a glyph for `scalar`, or nil if none has.
    func fallback(for scalar: UInt32, weight: FontWeight) -> FontFile? {
        lock.lock()
        defer { lock.unlock() }
        if let known = fallbackAnswers[weight]?[scalar] { return known }
        if fallbackLists[weight] == nil { fallbackLists[weight] = sortedFonts(weight) }
        var answer: FontFile?
        for (file, charset) in fallbackLists[weight] ?? [] where FcCharSetHasChar(charset, scalar) != 0 {
            answer = file
            break
        }
        fallbackAnswers[weight, default: [:]][scalar] = .some(answer)
        return answer
    }

    private func ensureInitialized() -> Bool {
        if !initialized { initialized = FcInit() != 0 }
        return initialized
    }

    private func pattern(_ weight: FontWeight) -> OpaquePointer? {
        guard let pattern = FcPatternCreate() else { return nil }
        _ = FcPatternAddString(pattern, "family", "DejaVu Sans")
        _ = FcPatternAddInteger(pattern, "weight", weight == .bold ? 200 : 80)  // FC_WEIGHT_BOLD, FC_WEIGHT_REGULAR
        _ = FcPatternAddInteger(pattern, "slant", 0)
        _ = FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        return pattern
    }

    private static func file(of pattern: OpaquePointer) -> FontFile? {
        var path: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, "file", 0, &path) == FcResultMatch, let path else { return nil }
        var index: Int32 = 0
        _ = FcPatternGetInteger(pattern, "index", 0, &index)
        return FontFile(path: String(cString: path), index: Int(index))
    }

    private func findPrimary(_ weight: FontWeight) -> FontFile? {
        let fileName = weight == .bold ? TextMetrics.boldFontFileName : TextMetrics.fontFileName
        var matched: FontFile?
        if ensureInitialized(), let pattern = pattern(weight) {
            defer { FcPatternDestroy(pattern) }
            var result = FcResultNoMatch
            if let match = FcFontMatch(nil, pattern, &result) {
                matched = Self.file(of: match)
                FcPatternDestroy(match)
            }
        }
        if let matched, matched.path.hasSuffix("/" + fileName) { return matched }
        let debian = "/usr/share/fonts/truetype/dejavu/" + fileName
        if FileManager.default.fileExists(atPath: debian) { return FontFile(path: debian, index: 0) }
        return matched
    }

    private func sortedFonts(_ weight: FontWeight) -> [(FontFile, OpaquePointer)] {
        guard ensureInitialized(), let pattern = pattern(weight) else { return [] }
        defer { FcPatternDestroy(pattern) }
        var result = FcResultNoMatch
        // The set is never destroyed: its character sets are read for as long as the process runs.
        guard let set = FcFontSort(nil, pattern, FcTrue, nil, &result) else { return [] }
        var list: [(FontFile, OpaquePointer)] = []
        for i in 0..<Int(set.pointee.nfont) {
            guard let font = set.pointee.fonts[i] else { continue }
            var charset: OpaquePointer?
            guard let file = Self.file(of: font), FcPatternGetCharSet(font, "charset", 0, &charset) == FcResultMatch,
                  let charset else { continue }
            // Outline fonts FreeType can read; skip bitmap-only and color-emoji formats it would draw as nothing.
            var scalable: FcBool = FcFalse
            if FcPatternGetBool(font, "scalable", 0, &scalable) == FcResultMatch, scalable == FcFalse { continue }
            list.append((file, charset))
        }
        return list
    }
}
