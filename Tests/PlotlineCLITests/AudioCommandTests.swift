import Foundation
import PlotlineTestSupport
import Testing
import PlotlineAudio
@testable import PlotlineCLI

@Suite("The audio graph from the command")
struct AudioCommandTests {
    @Test func renderWritesAWAV() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let data = try scratch.write(Fixture.stepsCSV, to: "steps.csv")
        let output = scratch.path("steps.wav")
        _ = expectSuccess(["render", data, "--x", "date", "--y", "steps", "-o", output])
        let wav = try #require(FileManager.default.contents(atPath: output))
        let audio = try WAVFile.decode(wav)
        #expect(audio.sampleRate == 44_100 && audio.channels.count == 1)
        // Four days, a line: one glide of four quarter-second steps.
        #expect(abs(audio.duration - 1.05) < 0.01)
        // The same command writes the same bytes.
        let again = scratch.path("again.wav")
        _ = expectSuccess(["render", data, "--x", "date", "--y", "steps", "-o", again])
        #expect(FileManager.default.contents(atPath: again) == wav)
    }

    @Test func seriesTogetherIsStereoAndDurationIsConfigurable() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let data = try scratch.write(Fixture.carsCSV, to: "cars.csv")
        let output = scratch.path("cars.wav")
        _ = expectSuccess(["render", data, "--x", "weight", "--y", "mpg", "--series", "origin", "-o", output,
                           "--series-together", "--pitch-range", "40,90"])
        let audio = try WAVFile.decode(try #require(FileManager.default.contents(atPath: output)))
        #expect(audio.channels.count == 2)

        let schedule = scratch.path("cars.tones.json")
        _ = expectSuccess(["render", data, "--x", "weight", "--y", "mpg", "-o", schedule, "--duration", "2"])
        let json = try JSONSerialization.jsonObject(with: try #require(FileManager.default.contents(atPath: schedule)))
        let document = try #require(json as? [String: Any])
        #expect(document["noteRange"] as? [Double] == [48, 84])
        #expect((document["tones"] as? [Any])?.count == 5)
    }

    /// `--pitch-span series`: every series reaches from the lowest note (48, 130.81 Hz) to the highest (84,
    /// 1046.50 Hz) in the schedule the WAV is made from.
    @Test func pitchSpanSeriesGivesEachSeriesTheWholeNoteRange() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let data = try scratch.write(Fixture.carsCSV, to: "cars.csv")
        let schedule = scratch.path("cars.tones.json")
        _ = expectSuccess(["render", data, "--x", "weight", "--y", "mpg", "--series", "origin", "-o", schedule,
                           "--pitch-span", "series"])
        let json = try JSONSerialization.jsonObject(with: try #require(FileManager.default.contents(atPath: schedule)))
        let tones = try #require((json as? [String: Any])?["tones"] as? [[String: Any]])
        var bySeries: [Int: [Double]] = [:]
        for tone in tones where tone["kind"] as? String == "data" {
            let series = try #require(tone["series"] as? Int)
            let pitch = try #require(tone["pitch"] as? [[String: Double]])
            bySeries[series, default: []] += pitch.compactMap { $0["frequency"] }
        }
        #expect(bySeries.count >= 2)
        for (series, frequencies) in bySeries where Set(frequencies).count > 1 {
            #expect(abs((frequencies.min() ?? 0) - 130.8128) < 0.01, "series \(series) lowest \(frequencies.min() ?? 0)")
            #expect(abs((frequencies.max() ?? 0) - 1046.5023) < 0.01, "series \(series) highest \(frequencies.max() ?? 0)")
        }
    }

    @Test func audioOptionsAreChecked() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let data = try scratch.write(Fixture.stepsCSV, to: "steps.csv")
        let base = ["render", data, "--x", "date", "--y", "steps", "-o"]
        expectUsageError(base + [scratch.path("s.svg"), "--speak"],
                         message: "--speak, --series-together, --duration, --pitch-range and --pitch-span apply to a .wav (or .tones.json or .html) "
                             + "output, not '\(scratch.path("s.svg"))'", in: scratch)
        expectUsageError(base + [scratch.path("s.wav"), "--duration", "-1"],
                         message: "invalid --duration: '-1.0' is not a number of seconds from above 0 to 3600; use one like --duration 10", in: scratch)
        expectUsageError(base + [scratch.path("s.wav"), "--pitch-range", "84,48"],
                         message: "invalid --pitch-range: '84,48' is not two MIDI notes from 0 to 127, lowest first, like 48,84",
                         in: scratch)
        expectUsageError(base + [scratch.path("s.wav"), "--pitch-span", "wide"],
                         message: "invalid --pitch-span: 'wide' is not axis, data or series", in: scratch)
    }

    @Test func speakNeedsEspeak() throws {
        guard Tools.find("espeak-ng") != nil else { return }
        let scratch = try Scratch()
        defer { scratch.remove() }
        let data = try scratch.write(Fixture.stepsCSV, to: "steps.csv")
        let plain = scratch.path("plain.wav"), spoken = scratch.path("spoken.wav")
        _ = expectSuccess(["render", data, "--x", "date", "--y", "steps", "--title", "Steps", "-o", plain])
        _ = expectSuccess(["render", data, "--x", "date", "--y", "steps", "--title", "Steps", "-o", spoken, "--speak"])
        let a = try WAVFile.decode(try #require(FileManager.default.contents(atPath: plain)))
        let b = try WAVFile.decode(try #require(FileManager.default.contents(atPath: spoken)))
        #expect(b.duration > a.duration + 1)
    }
}

