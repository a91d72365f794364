import Foundation
import Plotline
import PlotlinePNG
import PlotlineAudio
import PlotlineHTML
import PlotlineSVG

/// The output formats, chosen by the output file's extension.
enum OutputFormat {
    /// The picture.
    case svg
    /// The picture in pixels.
    case png
    /// The chart spec (`chart.json`).
    case spec
    /// The chart descriptor (`chart.descriptor.json`).
    case descriptor
    /// Title, overview, summary and labels as text (`chart.txt`).
    case text
    /// The same as Markdown with a data table (`chart.md`).
    case markdown
    /// The audio graph (`chart.wav`).
    case wav
    /// The audio graph's tone schedule (`chart.tones.json`): what plays when.
    case tones
    /// The interactive page (`chart.html`): keyboard, scrubbing, sound, data table, time ranges.
    case html
    /// Each series as a line of Unicode braille cells (`chart.braille.txt`).
    case braille

    static let extensions = ".svg, .png, .html, .json, .descriptor.json, .txt, .braille.txt, .md, .wav or .tones.json"

    init(path: String, fallback: OutputFormat) throws(CommandError) {
        if path == "-" { self = fallback; return }
        let name = URL(fileURLWithPath: path).lastPathComponent.lowercased()
        if name.hasSuffix(".descriptor.json") { self = .descriptor; return }
        if name.hasSuffix(".tones.json") { self = .tones; return }
        if name.hasSuffix(".braille.txt") { self = .braille; return }
        switch URL(fileURLWithPath: path).pathExtension.lowercased() {
        case "svg": self = .svg
        case "png": self = .png
        case "json": self = .spec
        case "txt": self = .text
        case "md", "markdown": self = .markdown
        case "wav": self = .wav
        case "html", "htm": self = .html
        case "": throw CommandError(message: "output '\(path)' has no extension; use \(Self.extensions)")
        case let other: throw CommandError(message: "unknown output format '.\(other)'; use \(Self.extensions)")
        }
    }

    var isAudio: Bool { self == .wav || self == .tones }

    /// Outputs that play the audio graph, so the audio options apply.
    var playsAudio: Bool { isAudio || self == .html }

    /// The output's bytes, and a warning to print (glyphs no installed font has).
    /// `spec`: the spec to write, given only when the output is a spec.
    func bytes(spec: ChartSpec?, chart: ResolvedChart, picture: PictureOptions,
               audio: AudioGraphOptions = AudioGraphOptions()) throws -> (Data, String?) {
        switch self {
        case .svg: return (Data(chart.svg(theme: picture.theme).utf8), nil)
        case .png:
            try picture.checkPixels(width: chart.width, height: chart.height)
            let png = try chart.pngResult(scale: picture.scale ?? 1, transparent: picture.transparent, theme: picture.theme)
            return (png.data, png.warning)
        case .spec:
            guard let spec else { throw CommandError(message: "no spec to write") }
            return (try spec.encoded(), nil)
        case .descriptor: return (try chart.accessibility.descriptorJSON(), nil)
        case .text: return (Data(chart.accessibility.plainText(subtitle: chart.subtitle).utf8), nil)
        case .markdown: return (Data(chart.accessibility.markdown(subtitle: chart.subtitle).utf8), nil)
        case .braille: return (Data(chart.accessibility.braille(locale: chart.locale).text.utf8), nil)
        case .wav: return (try chart.audioGraph(options: audio), nil)
        case .tones: return (try chart.sonification(options: audio).scheduleJSON(), nil)
        case .html:
            return (Data(HTMLPage.render(chart, audio: audio).utf8), nil)
        }
    }
}

/// How a picture is drawn: its colors, and for PNG its pixels per point and background.
struct PictureOptions {
    var theme = Theme.light
    var scale: Double?
    var transparent = false
    /// The most pixels a PNG may have (--max-pixels): 4 bytes each while it is drawn.
    var maxPixels = PictureOptions.defaultMaxPixels
    static let defaultMaxPixels = 64_000_000

    init() {}

    /// Refuses a PNG whose pixels alone would take more memory than the limit allows, before drawing it.
    func checkPixels(width: Double, height: Double) throws(CommandError) {
        let s = scale ?? 1
        let w = (width * s).rounded(.up), h = (height * s).rounded(.up)
        let pixels = w * h
        guard pixels.isFinite, pixels <= Double(maxPixels) else {
            let megapixels = pixels.isFinite ? String(Int((pixels / 1e6).rounded())) : "too many"
            let memory = pixels.isFinite ? ", at least \(ReadLimits.describe(bytes: Int(min(pixels * 4, 1e18)))) to draw" : ""
            throw CommandError(message: "a PNG of \(Int(min(w, 1e15))) x \(Int(min(h, 1e15))) pixels (\(megapixels) megapixels\(memory)) "
                               + "is over the limit of \(maxPixels / 1_000_000) megapixels; use a smaller --width, --height "
                               + "or --scale, or raise --max-pixels")
        }
    }

    init(theme name: String?, scale: Double?, transparent: Bool) throws(CommandError) {
        if let name {
            guard let named = Theme.named(name) else {
                throw CommandError(message: "unknown --theme '\(name)'; use light or dark")
            }
            theme = named
        }
        self.scale = scale
        self.transparent = transparent
    }

    func check(for format: OutputFormat) throws(CommandError) {
        if format != .png, scale != nil || transparent {
            throw CommandError(message: "--scale and --transparent apply to PNG output; use -o with a .png file")
        }
        if let scale, !(scale.isFinite && scale >= 0.25 && scale <= 4) {
            throw CommandError(message: "invalid --scale '\(scale)'; use a number from 0.25 to 4, like 1, 2 or 3")
        }
    }
}

extension OutputFormat {
    /// Outputs past this size get a warning: files people open in a browser, an editor or a player.
    static let largeOutputBytes = 64 << 20

    /// A warning for an output of `count` bytes that is unreasonably large for its format, naming what
    /// to change; nil for a reasonable one.
    func sizeWarning(bytes count: Int) -> String? {
        guard count > Self.largeOutputBytes else { return nil }
        let size = ReadLimits.describe(bytes: count)
        switch self {
        case .svg, .html:
            return "the \(self == .svg ? "SVG" : "page") is \(size), slow to open in a browser; "
                + "draw a PNG (-o chart.png), or fewer marks or series"
        case .wav: return "the WAV is \(size); a shorter --duration makes it smaller"
        case .png: return "the PNG is \(size); a smaller --scale, --width or --height makes it smaller"
        case .spec, .descriptor, .tones, .text, .markdown, .braille:
            return "the output is \(size), large for its format; fewer rows or series make it smaller"
        }
    }
}
