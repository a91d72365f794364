import Foundation
@testable import PlotlineCLI
#if canImport(FoundationXML)
import FoundationXML
#endif

/// What one run of the command did.
struct Outcome {
    var status: Int32
    var stdout: Data
    var stderr: String

    var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
    /// Standard error's lines; a one-line message is one element.
    var stderrLines: [Substring] { stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast() }
}

/// Standard output and error, collected from `CLI.run` (which may call them from any thread).
private final class Capture: @unchecked Sendable {
    private let lock = NSLock()
    private var out = Data()
    private var err = ""

    func output(_ data: Data) { lock.withLock { out.append(data) } }
    func error(_ text: String) { lock.withLock { err += text } }
    var collected: (Data, String) { lock.withLock { (out, err) } }
}

/// Runs `plotline ARGUMENTS` in process, with `stdin` as standard input.
func plotline(_ arguments: [String], stdin: Data = Data()) -> Outcome {
    let capture = Capture()
    let io = CommandIO(standardInput: { stdin }, standardOutput: { capture.output($0) },
                       standardError: { capture.error($0) })
    let status = CLI.run(arguments, io: io)
    let (out, err) = capture.collected
    return Outcome(status: status, stdout: out, stderr: err)
}

/// A fresh folder for one test's files. Call `remove()` in a `defer` (not left to `deinit`, which could run
/// as soon as the last use of the object, before the paths taken from it are used).
struct Scratch {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("plotline-cli-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// Writes `text` to `name` and returns its path.
    @discardableResult
    func write(_ text: String, to name: String) throws -> String {
        let path = path(name)
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    func read(_ name: String) -> Data? { FileManager.default.contents(atPath: path(name)) }

    /// Every file and folder inside, hidden ones included, with its contents: what a failed run must not change.
    func snapshot() -> [String: Data] {
        var result: [String: Data] = [:]
        guard let walker = FileManager.default.enumerator(atPath: url.path) else { return result }
        while let name = walker.nextObject() as? String {
            result[name] = FileManager.default.contents(atPath: path(name)) ?? Data("<folder>".utf8)
        }
        return result
    }

    func remove() {
        // A test may have made a folder read-only; give the permission back so it can be removed.
        if let walker = FileManager.default.enumerator(atPath: url.path) {
            while let name = walker.nextObject() as? String {
                try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path(name))
            }
        }
        try? FileManager.default.removeItem(at: url)
    }
}

enum Fixture {
    static let stepsCSV = """
    date,steps
    2024-08-01,8123
    2024-08-02,10456
    2024-08-03,6789
    2024-08-04,12001

    """

    static let stepsJSON = """
    [{"date": "2024-08-01", "steps": 8123}, {"date": "2024-08-02", "steps": 10456},
     {"date": "2024-08-03", "steps": 6789}, {"date": "2024-08-04", "steps": 12001}]
    """

    static let carsCSV = """
    weight,mpg,origin
    3504,18,USA
    2372,24,Japan
    2130,27,Europe
    3433,16,USA
    2234,33,Japan

    """

    static let fruitCSV = """
    fruit,count
    apples,12
    pears,7
    plums,9

    """
}

/// What an SVG document holds, read back with XMLParser: proves it is well-formed and finds the named parts.
struct SVGDocument {
    struct Element {
        var name: String
        var attributes: [String: String]
        /// The class attributes of the elements around this one, outermost first, and its own last.
        var ancestorClasses: [String]
    }

    var elements: [Element] = []

    /// Parses `data`, or says why it is not well-formed XML.
    static func parse(_ data: Data) -> Result<SVGDocument, ParseFailure> {
        let parser = XMLParser(data: data)
        let collector = Collector()
        parser.delegate = collector
        guard parser.parse() else {
            return .failure(ParseFailure(reason: parser.parserError.map { "\($0)" } ?? "not well-formed"))
        }
        return .success(SVGDocument(elements: collector.elements))
    }

    struct ParseFailure: Error { var reason: String }

    private final class Collector: NSObject, XMLParserDelegate {
        var elements: [Element] = []
        var stack: [String] = []

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            let classes = attributes["class"] ?? ""
            elements.append(Element(name: name, attributes: attributes, ancestorClasses: stack + [classes]))
            stack.append(classes)
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            stack.removeLast()
        }
    }

    /// Elements whose class attribute is exactly `classes`.
    /// Elements whose class list holds every class named (`"mark point"`, `"series"`).
    func elements(class classes: String) -> [Element] {
        let wanted = classes.split(separator: " ")
        return elements.filter { element in
            let have = (element.attributes["class"] ?? "").split(separator: " ")
            return wanted.allSatisfy(have.contains)
        }
    }

    /// The data-value of every tick inside `<g class="axis x|y">`.
    func tickValues(axis: String) -> [String] {
        elements(class: "tick").filter { $0.ancestorClasses.contains("axis \(axis)") }
            .compactMap { $0.attributes["data-value"] }
    }
}

/// Runs `xmllint --noout` on a file when xmllint is installed: nil when it passes or is not installed.
func xmllintComplaint(_ path: String) -> String? {
    let candidates = ["/usr/bin/xmllint", "/usr/local/bin/xmllint", "/opt/homebrew/bin/xmllint"]
    guard let tool = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else { return nil }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = ["--noout", path]
    let errors = Pipe()
    process.standardError = errors
    do { try process.run() } catch { return "cannot run xmllint: \(error)" }
    let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return process.terminationStatus == 0 ? nil : "xmllint: \(text)"
}
