import Foundation
import PlotlineScene

/// Spoken context by espeak-ng (Debian's `espeak-ng` package), run as a separate program: Plotline has no
/// speech code of its own and no dependency on it unless speech is asked for.
enum Speech {
    /// The program's path: `program` itself if it has a slash, else the first match on PATH.
    static func find(_ program: String) -> String? {
        if program.contains("/") { return FileManager.default.isExecutableFile(atPath: program) ? program : nil }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/\(program)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// `text` spoken by espeak-ng in `voice`, as mono samples at `sampleRate`.
    static func speak(_ text: String, voice: String, program: String, sampleRate: Int) throws(PlotlineError) -> [Double] {
        guard let path = find(program) else {
            throw PlotlineError.io(path: program, reason: "not installed; speaking the title and summary (--speak) needs it "
                                   + "(on Debian or Ubuntu: apt-get install espeak-ng)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        // The text goes in on standard input, so nothing in it can read as an option.
        process.arguments = ["--stdin", "--stdout", "-v", voice]
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        do { try process.run() } catch {
            throw PlotlineError.io(path: path, reason: "cannot run: \(error.localizedDescription)")
        }
        // Speech output is far larger than a pipe holds: both outputs are read on other threads while the
        // text is written, so neither side waits for the other.
        let collected = Collected()
        let group = DispatchGroup()
        let outputHandle = output.fileHandleForReading, errorHandle = errors.fileHandleForReading
        group.enter()
        DispatchQueue.global().async {
            collected.set(output: outputHandle.readDataToEndOfFile())
            group.leave()
        }
        group.enter()
        DispatchQueue.global().async {
            collected.set(errors: errorHandle.readDataToEndOfFile())
            group.leave()
        }
        input.fileHandleForWriting.write(Data(text.utf8))
        try? input.fileHandleForWriting.close()
        group.wait()
        process.waitUntilExit()
        let (wav, errorBytes) = collected.both
        guard process.terminationStatus == 0 else {
            let message = String(decoding: errorBytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw PlotlineError.io(path: path, reason: "failed (status \(process.terminationStatus))"
                                   + (message.isEmpty ? "" : ": \(message.split(separator: "\n").first ?? "")"))
        }
        let audio: WAVFile.Audio
        do { audio = try WAVFile.decode(wav) } catch {
            throw PlotlineError.io(path: path, reason: "wrote speech that is not a WAV file: \(error)")
        }
        guard let mono = audio.channels.first else { return [] }
        return resample(mono, from: audio.sampleRate, to: sampleRate)
    }

    /// Linear interpolation from one sample rate to another (speech needs no more).
    static func resample(_ samples: [Double], from source: Int, to target: Int) -> [Double] {
        guard source != target, source > 0, !samples.isEmpty else { return samples }
        let count = Int((Double(samples.count) * Double(target) / Double(source)).rounded(.down))
        let ratio = Double(source) / Double(target)
        return (0..<count).map { i in
            let position = Double(i) * ratio
            let j = Int(position)
            let f = position - Double(j)
            let a = samples[min(j, samples.count - 1)], b = samples[min(j + 1, samples.count - 1)]
            return a + (b - a) * f
        }
    }

    /// The program's standard output and error, read on other threads.
    private final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private var output = Data(), errors = Data()
        func set(output data: Data) { lock.withLock { output = data } }
        func set(errors data: Data) { lock.withLock { errors = data } }
        var both: (Data, Data) { lock.withLock { (output, errors) } }
    }
}
