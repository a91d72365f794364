import Foundation
import Plotline
import PlotlineAudio
import PlotlineGallery
import PlotlineHTML
import PlotlinePNG
import PlotlineSVG

struct DemoCommand {
    static let declaration = CommandDeclaration(
        name: "demo",
        abstract: "Write the gallery: every chart of the guidelines, from built-in data, with an index.html.",
        discussion: """
        Each chart is written as SVG, as PNG (at 2x), as an interactive page (.html), as its JSON spec, as its chart descriptor \
        (.descriptor.json) and as its audio graph (.wav), and index.html shows and plays them all with the \
        requirement ids (DESIGN.md) each one demonstrates and what each says to people who do not see it: \
        overview, summary and labels. No network and no input files are needed.

        Examples:
          plotline demo
          plotline demo --out docs/gallery
        """,
        groups: [OptionGroup(title: nil, options: [
            .value("out", defaultValue: "plotline-gallery", help: "The folder to write into (made if missing)."),
        ])])

    var out: String

    init(_ arguments: ParsedArguments) {
        out = arguments.value("out") ?? "plotline-gallery"
    }

    func execute(io: CommandIO) throws {
        do {
            try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        } catch {
            throw PlotlineError.io(path: out, reason: "cannot make the folder")
        }
        var cards: [String] = []
        for entry in Gallery.entries {
            let resolved = try entry.chart.resolve()
            let base = URL(fileURLWithPath: out).appendingPathComponent(entry.slug).path
            try OutputFile.write(Data(resolved.svg().utf8), to: base + ".svg", io: io)
            let png = try resolved.pngResult(scale: 2)
            if let warning = png.warning { io.standardError("plotline: warning: \(entry.slug).png: \(warning)\n") }
            try OutputFile.write(png.data, to: base + ".png", io: io)
            try OutputFile.write(try entry.chart.spec.encoded(), to: base + ".json", io: io)
            try OutputFile.write(try resolved.accessibility.descriptorJSON(), to: base + ".descriptor.json", io: io)
            try OutputFile.write(try resolved.audioGraph(), to: base + ".wav", io: io)
            try OutputFile.write(Data(try entry.chart.html().utf8), to: base + ".html", io: io)
            cards.append(GalleryPage.card(entry, chart: resolved))
        }
        let index = URL(fileURLWithPath: out).appendingPathComponent("index.html").path
        try OutputFile.write(Data(GalleryPage.html(cards: cards).utf8), to: index, io: io)
        io.standardError("plotline: wrote \(Gallery.entries.count) charts and index.html to \(out)\n")
    }
}

/// The gallery's index page.
enum GalleryPage {
    static func card(_ entry: GalleryEntry, chart: ResolvedChart) -> String {
        let words = chart.accessibility
        // An <img> does not expose the SVG's own labels, so its alternative text is the name and summary.
        let alt = [words.descriptor.title ?? chart.title, words.summary].compactMap { $0 }.joined(separator: ". ")
        let labels = (words.chartLabel.map { [$0] } ?? words.labels.map(\.text))
            .map { "<li>\(XMLText.escape($0))</li>" }.joined()
        return """
          <figure>
            <img src="\(entry.slug).svg" width="\(Int(chart.width))" height="\(Int(chart.height))" alt="\(XMLText.escape(alt))">
            <figcaption><strong>\(XMLText.escape(entry.name))</strong>
              <span class="ids">\(entry.requirements.map(XMLText.escape).joined(separator: " · "))</span>
              <a href="\(entry.slug).html">interactive page</a>
              <a href="\(entry.slug).json">spec</a> <a href="\(entry.slug).descriptor.json">descriptor</a>
              <audio controls preload="none" src="\(entry.slug).wav" aria-label="Audio graph: \(XMLText.escape(entry.name))"></audio>
              <p class="overview">\(XMLText.escape(words.overview))</p>
              <p class="summary">\(XMLText.escape(words.summary))</p>
              <details><summary>Labels (\(words.chartLabel == nil ? words.labels.count : 1))</summary><ul>\(labels)</ul></details>
            </figcaption>
          </figure>
        """
    }

    static func html(cards: [String]) -> String {
        """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>Plotline gallery</title>
        <style>
          body { font-family: system-ui, "DejaVu Sans", sans-serif; margin: 2rem; color: #1d1d1f; }
          .cards { display: flex; flex-wrap: wrap; gap: 2rem; }
          figure { margin: 0; max-width: 100%; width: 640px; }
          figcaption p { margin: .3rem 0; font-size: .9rem; color: #3a3a3c; }
          details { font-size: .85rem; color: #515154; }
          img { max-width: 100%; height: auto; border: 1px solid #e5e5ea; border-radius: 8px; }
          figcaption { margin-top: .4rem; }
          .ids { color: #515154; margin: 0 .6rem; }
        </style>
        </head>
        <body>
        <main>
        <h1>Plotline gallery</h1>
        <p>Each chart comes from the charting guidelines; the ids are the requirements of DESIGN.md it shows.</p>
        <div class="cards">
        \(cards.joined(separator: "\n"))
        </div>
        </main>
        </body>
        </html>

        """
    }
}
