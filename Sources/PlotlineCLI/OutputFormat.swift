import Foundation
import Plotline
import PlotlineAudio
import PlotlineSVG

/// The output formats, chosen by the output file's extension.
enum OutputFormat {
    /// The picture.
    case svg
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

    static let extensions = ".svg, .json, .descriptor.json, .txt, .md, .wav or .tones.json"

    init(path: String, fallback: OutputFormat) throws(CommandError) {
        if path == "-" { self = fallback; return }
        let name = URL(fileURLWithPath: path).lastPathComponent.lowercased()
        if name.hasSuffix(".descriptor.json") { self = .descriptor; return }
        if name.hasSuffix(".tones.json") { self = .tones; return }
        switch URL(fileURLWithPath: path).pathExtension.lowercased() {
        case "svg": self = .svg
        case "json": self = .spec
        case "txt": self = .text
        case "md", "markdown": self = .markdown
        case "wav": self = .wav
        case "": throw CommandError(message: "output '\(path)' has no extension; use \(Self.extensions)")
        case let other: throw CommandError(message: "unknown output format '.\(other)'; use \(Self.extensions)")
        }
    }

    var isAudio: Bool { self == .wav || self == .tones }

    func bytes(spec: ChartSpec, chart: ResolvedChart, audio: AudioGraphOptions = AudioGraphOptions()) throws -> Data {
        switch self {
        case .svg: Data(chart.svg().utf8)
        case .spec: try spec.encoded()
        case .descriptor: try chart.accessibility.descriptorJSON()
        case .text: Data(chart.accessibility.plainText(subtitle: chart.subtitle).utf8)
        case .markdown: Data(chart.accessibility.markdown(subtitle: chart.subtitle).utf8)
        case .wav: try chart.audioGraph(options: audio)
        case .tones: try chart.sonification(options: audio).scheduleJSON()
        }
    }
}
