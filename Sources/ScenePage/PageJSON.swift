import Foundation
import SceneAudio

/// The page's data as JSON, written straight into bytes: the same text Foundation's `JSONEncoder` wrote
/// (keys sorted, slashes not escaped, numbers as Swift writes them without a trailing ".0"), made safe
/// inside a `<script>` element as it is written (`<`, `>`, `&`, U+2028 and U+2029 escaped, which JSON only
/// holds inside strings). A page of 100,000 points writes hundreds of thousands of numbers and strings:
/// the encoder's containers cost more than everything else the page writes.
struct PageJSON {
    var bytes: [UInt8] = []

    init(capacity: Int = 1 << 16) { bytes.reserveCapacity(capacity) }

    mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// `"key":`, for keys that need no escaping.
    mutating func key(_ name: StaticString) {
        bytes.append(UInt8(ascii: "\""))
        raw(name)
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
    }

    mutating func comma() { bytes.append(UInt8(ascii: ",")) }

    mutating func string(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            var i = 0
            let n = utf8.count
            while i < n {
                let b = utf8[i]
                switch b {
                case UInt8(ascii: "\""): raw("\\\"")
                case UInt8(ascii: "\\"): raw("\\\\")
                case 0x08: raw("\\b")
                case 0x0C: raw("\\f")
                case 0x0A: raw("\\n")
                case 0x0D: raw("\\r")
                case 0x09: raw("\\t")
                case 0x00...0x1F: hexEscape(UInt16(b))
                // Script safety: what could end the script element or start a comment, and the two line
                // separators JavaScript once did not allow in strings.
                case 0x3C, 0x3E, 0x26: hexEscape(UInt16(b))
                case 0xE2 where i + 2 < n && utf8[i + 1] == 0x80 && (utf8[i + 2] == 0xA8 || utf8[i + 2] == 0xA9):
                    hexEscape(utf8[i + 2] == 0xA8 ? 0x2028 : 0x2029)
                    i += 2
                default: bytes.append(b)
                }
                i += 1
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// `\u00xx` in lower-case hex, as the encoder (and the script-safety pass after it) wrote it.
    private mutating func hexEscape(_ code: UInt16) {
        let digits: [UInt8] = Array("0123456789abcdef".utf8)
        raw("\\u")
        for shift in stride(from: 12, through: 0, by: -4) { bytes.append(digits[Int((code >> UInt16(shift)) & 0xF)]) }
    }

    mutating func number(_ v: Double) {
        // Whole numbers (most of a page's points are rounded to hundredths, many to whole points) digit by
        // digit; others as Swift writes them, which is what the encoder wrote.
        if v == v.rounded(), abs(v) < 1e15, !(v == 0 && v.sign == .minus) {
            int(Int(v))
            return
        }
        var text = v.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        bytes.append(contentsOf: text.utf8)
    }

    mutating func int(_ n: Int) {
        if n < 0 { bytes.append(UInt8(ascii: "-")) }
        var m = n.magnitude
        if m == 0 { bytes.append(UInt8(ascii: "0")); return }
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            while m > 0 {
                buffer[count] = UInt8(ascii: "0") + UInt8(m % 10)
                m /= 10
                count += 1
            }
            for k in stride(from: count - 1, through: 0, by: -1) { bytes.append(buffer[k]) }
        }
    }

    mutating func number(_ v: Double?) {
        if let v { number(v) } else { raw("null") }
    }

    mutating func numbers(_ values: [Double]) {
        bytes.append(UInt8(ascii: "["))
        for (i, v) in values.enumerated() {
            if i > 0 { comma() }
            number(v)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    mutating func strings(_ values: [String]) {
        bytes.append(UInt8(ascii: "["))
        for (i, v) in values.enumerated() {
            if i > 0 { comma() }
            string(v)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    /// An array of `items`, each written by `write`.
    mutating func array<T>(_ items: [T], _ write: (inout PageJSON, T) -> Void) {
        bytes.append(UInt8(ascii: "["))
        for (i, item) in items.enumerated() {
            if i > 0 { comma() }
            write(&self, item)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    /// An object of `entries` by key, in the encoder's sorted order (by their UTF-8 bytes).
    mutating func object<T>(_ entries: [String: T], _ write: (inout PageJSON, T) -> Void) {
        bytes.append(UInt8(ascii: "{"))
        for (i, key) in Self.sorted(entries.keys).enumerated() {
            if i > 0 { comma() }
            string(key)
            bytes.append(UInt8(ascii: ":"))
            write(&self, entries[key]!)
        }
        bytes.append(UInt8(ascii: "}"))
    }

    /// Keys as `JSONEncoder`'s `.sortedKeys` orders them: by their bytes ("B1" before "a", "b10" before "b9").
    static func sorted(_ keys: some Sequence<String>) -> [String] {
        keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// Already encoded JSON (made script-safe here).
    mutating func encoded(_ json: Data) {
        json.withUnsafeBytes { raw in
            let utf8 = raw.bindMemory(to: UInt8.self)
            var i = 0
            let n = utf8.count
            while i < n {
                let b = utf8[i]
                switch b {
                case 0x3C, 0x3E, 0x26: hexEscape(UInt16(b))
                case 0xE2 where i + 2 < n && utf8[i + 1] == 0x80 && (utf8[i + 2] == 0xA8 || utf8[i + 2] == 0xA9):
                    hexEscape(utf8[i + 2] == 0xA8 ? 0x2028 : 0x2029)
                    i += 2
                default: bytes.append(b)
                }
                i += 1
            }
        }
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }
}

extension HTMLPage.Model {
    /// The model as the page's script reads it (`JSON.parse` of the `plotline-model` element), script-safe.
    /// The words are few and go through the encoder; the views, with a point per mark, are written here.
    func json() -> String {
        var out = PageJSON(capacity: 1 << 20)
        out.raw("{")
        out.key("buttons")
        out.array(buttons) { out, b in
            out.raw("{"); out.key("label"); out.string(b.label)
            out.comma(); out.key("name"); out.string(b.name)
            out.comma(); out.key("view"); out.int(b.view); out.raw("}")
        }
        out.comma(); out.key("views")
        out.array(views) { out, view in view.write(&out) }
        out.comma(); out.key("words")
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        out.encoded((try? encoder.encode(words)) ?? Data("{}".utf8))
        out.raw("}")
        return out.text
    }
}

extension HTMLPage.View {
    func write(_ out: inout PageJSON) {
        out.raw("{")
        if let announcement { out.key("announcement"); out.string(announcement); out.comma() }
        out.key("id"); out.string(id)
        out.comma(); out.key("nav"); nav.write(&out)
        out.comma(); out.key("pitchSpan"); out.string(pitchSpan)
        if let scroll {
            out.comma(); out.key("scroll"); out.raw("{")
            out.key("height"); out.number(scroll.height)
            if let pin = scroll.pin { out.comma(); out.key("pin"); out.numbers(pin) }
            out.comma(); out.key("width"); out.number(scroll.width)
            if let x = scroll.x { out.comma(); out.key("x"); out.number(x) }
            if let y = scroll.y { out.comma(); out.key("y"); out.number(y) }
            out.raw("}")
        }
        if let selection {
            out.comma(); out.key("selection"); out.raw("{")
            var first = true
            if let words = selection.words { out.key("words"); out.string(words); first = false }
            if let x = selection.x { if !first { out.comma() }; out.key("x"); out.number(x); first = false }
            if let y = selection.y { if !first { out.comma() }; out.key("y"); out.number(y) }
            out.raw("}")
        }
        if let sound { out.comma(); out.key("sound"); sound.write(&out) }
        out.comma(); out.key("spanSounds")
        out.object(spanSounds) { out, sound in sound.write(&out) }
        out.comma(); out.key("title"); out.string(title)
        out.raw("}")
    }
}

extension HTMLPage.Sound {
    func write(_ out: inout PageJSON) {
        out.raw("{"); out.key("channels"); out.int(channels)
        out.comma(); out.key("duration"); out.number(duration)
        out.comma(); out.key("mixGain"); out.number(mixGain)
        out.comma(); out.key("timbres"); out.object(timbres) { out, harmonics in out.numbers(harmonics) }
        out.comma(); out.key("tones")
        out.array(tones) { out, tone in
            out.raw("{"); out.key("attack"); out.number(tone.attack)
            out.comma(); out.key("duration"); out.number(tone.duration)
            out.comma(); out.key("gain"); out.number(tone.gain)
            out.comma(); out.key("kind"); out.string(tone.kind.rawValue)
            out.comma(); out.key("pan"); out.number(tone.pan)
            out.comma(); out.key("pitch")
            out.array(tone.pitch) { out, p in
                out.raw("{"); out.key("frequency"); out.number(p.frequency)
                out.comma(); out.key("time"); out.number(p.time); out.raw("}")
            }
            out.comma(); out.key("points"); out.array(tone.points) { out, i in out.int(i) }
            if let reference = tone.reference { out.comma(); out.key("reference"); out.int(reference) }
            out.comma(); out.key("release"); out.number(tone.release)
            if let series = tone.series { out.comma(); out.key("series"); out.int(series) }
            out.comma(); out.key("start"); out.number(tone.start)
            out.comma(); out.key("timbre"); out.string(tone.timbre.rawValue)
            out.raw("}")
        }
        out.raw("}")
    }
}

extension NavigationModel {
    func write(_ out: inout PageJSON) {
        out.raw("{"); out.key("axes"); out.strings(axes)
        out.comma(); out.key("axisSides"); out.strings(axisSides)
        out.comma(); out.key("braille")
        out.raw("{"); out.key("key"); out.string(braille.key)
        out.comma(); out.key("lines")
        out.array(braille.lines) { out, line in
            out.raw("{"); out.key("cells"); out.string(line.cells)
            out.comma(); out.key("head"); out.string(line.head); out.raw("}")
        }
        out.raw("}")
        out.comma(); out.key("layouts")
        out.array(layouts) { out, l in
            out.raw("{"); out.key("height"); out.number(l.height)
            out.comma(); out.key("plot"); out.numbers(l.plot)
            out.comma(); out.key("scale"); out.number(l.scale)
            out.comma(); out.key("width"); out.number(l.width); out.raw("}")
        }
        out.comma(); out.key("legend"); out.strings(legend)
        out.comma(); out.key("orientation"); out.string(orientation)
        out.comma(); out.key("plot"); out.numbers(plot)
        out.comma(); out.key("referenceBoxes"); out.array(referenceBoxes) { out, box in out.numbers(box) }
        out.comma(); out.key("references"); out.strings(references)
        out.comma(); out.key("series")
        out.array(series) { out, s in
            out.raw("{")
            if let bl = s.bl { out.key("bl"); out.int(bl); out.comma() }
            out.key("groups")
            out.array(s.groups) { out, g in
                out.raw("{"); out.key("first"); out.int(g.first)
                out.comma(); out.key("label"); out.string(g.label)
                out.comma(); out.key("last"); out.int(g.last); out.raw("}")
            }
            out.comma(); out.key("name"); out.string(s.name)
            out.comma(); out.key("points")
            out.array(s.points) { out, p in
                out.raw("{")
                if let box = p.box { out.key("box"); out.numbers(box); out.comma() }
                if let c = p.c { out.key("c"); out.int(c); out.comma() }
                if let dot = p.dot { out.key("dot"); out.numbers(dot); out.comma() }
                if let f = p.f { out.key("f"); out.number(f); out.comma() }
                out.key("label"); out.string(p.label)
                out.comma(); out.key("pos"); out.number(p.pos)
                if let t = p.t { out.comma(); out.key("t"); out.number(t) }
                if let v = p.v { out.comma(); out.key("v"); out.number(v) }
                out.raw("}")
            }
            out.comma(); out.key("spanF")
            out.object(s.spanF) { out, values in out.array(values) { out, v in out.number(v) } }
            out.raw("}")
        }
        out.comma(); out.key("totalBoxes"); out.array(totalBoxes) { out, box in out.numbers(box) }
        out.comma(); out.key("totals"); out.strings(totals)
        out.raw("}")
    }
}
