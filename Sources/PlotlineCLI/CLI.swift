import Foundation
import Plotline

/// Where the command reads and writes, so tests can drive it in process.
public struct CommandIO: Sendable {
    /// Standard input, opened within the limits given: read a piece at a time, like a file.
    public var standardInput: @Sendable (ReadLimits) -> InputSource
    public var standardOutput: @Sendable (Data) -> Void
    public var standardError: @Sendable (String) -> Void

    /// Standard input as bytes in memory (tests).
    public init(standardInput: @escaping @Sendable () -> Data, standardOutput: @escaping @Sendable (Data) -> Void,
                standardError: @escaping @Sendable (String) -> Void) {
        self.init(standardInputSource: { InputSource(bytes: [UInt8](standardInput()), name: "standard input", limits: $0) },
                  standardOutput: standardOutput, standardError: standardError)
    }

    public init(standardInputSource: @escaping @Sendable (ReadLimits) -> InputSource,
                standardOutput: @escaping @Sendable (Data) -> Void, standardError: @escaping @Sendable (String) -> Void) {
        self.standardInput = standardInputSource
        self.standardOutput = standardOutput
        self.standardError = standardError
    }

    /// The process's own standard input, output and error. Writes ignore a closed reader (SIGPIPE is
    /// handled by the command, and EPIPE ends the write quietly) instead of trapping in FileHandle.
    public static let process = CommandIO(
        standardInputSource: { InputSource(descriptor: 0, name: "standard input", limits: $0) },
        standardOutput: { writeAll(1, $0) },
        standardError: { writeAll(2, Data($0.utf8)) })

    /// Writes all of `data` to a descriptor, giving up on an error other than an interruption.
    static func writeAll(_ descriptor: Int32, _ data: Data) {
        data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < buffer.count {
                let n = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += n
            }
        }
    }
}

/// The `plotline` command. Exit status: 0 on success, 2 on bad input or usage (one clear line on standard
/// error), 1 on an internal failure.
public enum CLI {
    public static func run(_ arguments: [String], io: CommandIO = .process) -> Int32 {
        do {
            guard let help = try command(arguments, io: io) else { return 0 }
            io.standardOutput(Data(help.utf8))
            return 0
        } catch let error as UsageError {
            io.standardError("plotline: \(oneLine(error.message)) (see 'plotline help')\n")
            return 2
        } catch let error as PlotlineError {
            io.standardError("plotline: \(oneLine(error.description))\n")
            return 2
        } catch let error as CommandError {
            io.standardError("plotline: \(oneLine(error.message))\n")
            return 2
        } catch {
            io.standardError("plotline: internal error: \(oneLine(String(describing: error)))\n")
            return 1
        }
    }

    static let subcommands = [RenderCommand.declaration, DescribeCommand.declaration, DemoCommand.declaration]

    /// Runs the command the arguments name; the help to print when they ask for help instead.
    static func command(_ arguments: [String], io: CommandIO) throws -> String? {
        guard let first = arguments.first, first != "-h", first != "--help" else { return PlotlineHelp.text }
        if first == "help" {
            guard let name = arguments.dropFirst().first else { return PlotlineHelp.text }
            guard let declaration = subcommands.first(where: { $0.name == name }) else {
                throw UsageError(message: "unknown command '\(name)'; the commands are render, describe and demo")
            }
            return HelpText.command(declaration)
        }
        guard let declaration = subcommands.first(where: { $0.name == first }) else {
            if ArgumentReader.looksLikeOption(first) { throw UsageError(message: "unknown option '\(first)'") }
            throw UsageError(message: "unexpected argument '\(first)'")
        }
        guard case .run(let parsed) = try ArgumentReader.read(Array(arguments.dropFirst()), for: declaration) else {
            return HelpText.command(declaration)
        }
        switch declaration.name {
        case RenderCommand.declaration.name: try RenderCommand(parsed).execute(io: io)
        case DescribeCommand.declaration.name: try DescribeCommand(parsed).execute(io: io)
        default: try DemoCommand(parsed).execute(io: io)
        }
        return nil
    }

    /// A message as one line: line breaks inside it (from a column name or a file name) are shown escaped.
    static func oneLine(_ message: String) -> String {
        var text = Redaction.passwords(message)
        while text.last?.isNewline == true { text.removeLast() }
        return text.replacingOccurrences(of: "\r\n", with: "\\n")
            .replacingOccurrences(of: "\n", with: "\\n")
            .replacingOccurrences(of: "\r", with: "\\r")
    }
}

/// What no message may show.
enum Redaction {
    /// The text with the password of every URL in it (`scheme://user:password@host`, any scheme, in any
    /// case) written as `***`: every line the command prints passes through here.
    static func passwords(_ text: String) -> String {
        guard text.contains("://"), text.contains("@") else { return text }
        let range = NSRange(text.startIndex..., in: text)
        return userInfo.stringByReplacingMatches(in: text, range: range, withTemplate: "$1:***@")
    }

    private nonisolated(unsafe) static let userInfo = try! NSRegularExpression(pattern: "([A-Za-z][A-Za-z0-9+.-]*://[^/?#@:\\s]*):[^@\\s]*@")
}

/// A usage problem found after parsing, like an unknown output extension.
struct CommandError: Error {
    var message: String
}

/// What `plotline help` says.
enum PlotlineHelp {
    static let abstract = "Accessible charts from data: SVG, PNG, an interactive HTML page, a WAV audio graph and words, from files or databases."
    static let discussion = """
        Examples:
          plotline demo                         # the gallery, in ./plotline-gallery
          plotline render steps.csv --x date --y steps -o steps.svg
          plotline render cars.csv --x weight --y mpg --series origin -o cars.svg
          plotline render chart.json -o chart.svg   # a JSON chart spec
          plotline render chart.json -o chart.png --scale 2
          cat data.csv | plotline render - --x day --y value -o -
          plotline describe steps.csv --x date --y steps   # the chart in words

        Asking the data (Altair / Vega-Lite shorthand; the title follows when none is given):
          plotline render weather.csv --x 'month(date)' --y 'sum(precipitation)' -o rain.svg
          plotline render weather.csv --x weather --y 'count()' --sort -y -o days.svg
          plotline render cars.csv --x 'bin(Miles_per_Gallon)' --y 'count()' -o histogram.svg
          plotline render cars.csv --x Origin --y 'mean(Miles_per_Gallon)' -o mpg.svg
          plotline render jobs.csv --x month --y manufacturing,retail_trade,government -o jobs.svg
          plotline render stocks.csv --x date --y price --filter 'symbol == "MSFT"' -o msft.svg
        Aggregates: count() sum mean median min max q1 q3 stdev variance distinct valid missing. Time units:
        year yearquarter yearmonth yearweek yearmonthdate yearmonthdatehours (periods), month day hours (the
        month of the year, day of the week, hour of the day). bin(column), bin(column, maxbins=20),
        bin(column, step=5).
        """

    static var text: String { HelpText.root(abstract: abstract, discussion: discussion, subcommands: CLI.subcommands) }
}
