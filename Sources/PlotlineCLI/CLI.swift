import ArgumentParser
import Foundation
import Plotline

/// Where the command reads and writes, so tests can drive it in process.
public struct CommandIO: Sendable {
    public var standardInput: @Sendable () -> Data
    public var standardOutput: @Sendable (Data) -> Void
    public var standardError: @Sendable (String) -> Void

    public init(standardInput: @escaping @Sendable () -> Data, standardOutput: @escaping @Sendable (Data) -> Void,
                standardError: @escaping @Sendable (String) -> Void) {
        self.standardInput = standardInput
        self.standardOutput = standardOutput
        self.standardError = standardError
    }

    /// The process's own standard input, output and error.
    public static let process = CommandIO(
        standardInput: { FileHandle.standardInput.readDataToEndOfFile() },
        standardOutput: { FileHandle.standardOutput.write($0) },
        standardError: { FileHandle.standardError.write(Data($0.utf8)) })
}

/// The `plotline` command. Exit status: 0 on success, 2 on bad input or usage (one clear line on standard
/// error), 1 on an internal failure.
public enum CLI {
    public static func run(_ arguments: [String], io: CommandIO = .process) -> Int32 {
        let command: ParsableCommand
        do {
            command = try PlotlineCommand.parseAsRoot(arguments)
        } catch {
            let code = PlotlineCommand.exitCode(for: error)
            let message = PlotlineCommand.fullMessage(for: error)
            if code == .success {
                io.standardOutput(Data((message + "\n").utf8))
                return 0
            }
            io.standardError(firstLine("plotline: " + message) + "\nRun 'plotline help' for usage.\n")
            return 2
        }
        do {
            switch command {
            case let render as RenderCommand: try render.execute(io: io)
            case let demo as DemoCommand: try demo.execute(io: io)
            default:
                var other = command
                try other.run()
            }
            return 0
        } catch let error as PlotlineError {
            io.standardError("plotline: \(error)\n")
            return 2
        } catch let error as CommandError {
            io.standardError("plotline: \(error.message)\n")
            return 2
        } catch {
            let code = PlotlineCommand.exitCode(for: error)
            if code == .success { return 0 }
            io.standardError("plotline: internal error: \(error)\n")
            return 1
        }
    }

    static func firstLine(_ message: String) -> String {
        message.split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init) ?? message
    }
}

/// A usage problem found after parsing, like an unknown output extension.
struct CommandError: Error {
    var message: String
}

public struct PlotlineCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "plotline",
        abstract: "Accessible charts from data: SVG today; PNG, HTML, WAV and text as they land.",
        discussion: """
        Examples:
          plotline demo                                     write the gallery to ./plotline-gallery
          plotline render steps.csv --x date --y steps -o steps.svg
          plotline render cars.csv --x weight --y mpg --series origin --title "Cars" -o cars.svg
          plotline render chart.json -o chart.svg           a JSON chart spec (docs/chart-spec.schema.json)
          cat data.csv | plotline render - --x day --y value -o -
        """,
        subcommands: [RenderCommand.self, DemoCommand.self])

    public init() {}
}
