import Foundation

/// The tokens of one XML document, pulled one at a time from its bytes: what a workbook's parts
/// (`WorkbookParts`, `WorkbookSheet`) are read with, in place of Foundation's XML parser (which brought
/// libxml2 and ICU into every run of the command).
///
/// Workbooks are files people are handed, so the document is treated as hostile: it must be UTF-8 (a byte
/// order mark is skipped; UTF-16, another declared encoding or bytes that are not UTF-8 are an
/// ``Failure/Kind/encoding`` failure), a DOCTYPE is refused (no entity is ever declared, so none is ever
/// expanded), elements nest at most ``maxDepth`` deep, and anything not well-formed (an unclosed or
/// mismatched tag, `<` in an attribute's value, an unknown entity, a character reference XML does not allow,
/// a truncated document) is a ``Failure/Kind/malformed`` failure, never a crash. Time is linear in the bytes
/// and nothing recurses.
///
/// A start tag is ``Token/start`` (its name and attributes are read from the tokens until the next call), a
/// self-closing tag is a start then an end, text and CDATA sections are ``Token/text``; comments,
/// processing instructions and the XML declaration are read and skipped. Text keeps its whitespace exactly,
/// with line ends normalized as XML says (`\r\n` and `\r` are `\n`; in an attribute's value a line end or tab
/// is a space); entities are the five XML names and numeric character references.
struct XMLTokens {
    enum Token: Equatable {
        case start, end, text
    }

    /// Why a document could not be read, and where.
    struct Failure: Error, Equatable, CustomStringConvertible {
        enum Kind: Equatable {
            /// Not UTF-8 (UTF-16, another declared encoding, bytes that are not UTF-8).
            case encoding
            /// Not well-formed XML, or XML this reader refuses (a DOCTYPE, nesting past ``XMLTokens/maxDepth``).
            case malformed
        }
        var kind: Kind
        /// What is wrong, with the line and column (`line 3, column 7: </row> closes <c>`).
        var reason: String
        var description: String { reason }
    }

    /// A name in the document (or a part of one), matched against literals without making a string.
    struct Name: CustomStringConvertible {
        let bytes: UnsafeBufferPointer<UInt8>

        var description: String { String(decoding: bytes, as: UTF8.self) }

        static func == (name: Name, literal: StaticString) -> Bool {
            literal.withUTF8Buffer { other in
                guard other.count == name.bytes.count else { return false }
                for i in 0..<other.count where other[i] != name.bytes[i] { return false }
                return true
            }
        }

        /// `switch tokens.localName { case "row": ... }`
        static func ~= (pattern: StaticString, name: Name) -> Bool { name == pattern }
    }

    /// How deep elements may nest (libxml2's default limit, which the reader this replaces had).
    static let maxDepth = 256
    /// How many attributes one element may have (workbooks write a dozen at most).
    static let maxAttributes = 1024

    private struct Attribute {
        var name: Range<Int>
        var local: Int
        var value: Range<Int>
        /// No entity, tab or line end in the value: its bytes are its text.
        var plain: Bool
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var position: Int
    /// The names of the open elements, outermost first.
    private var open: [Range<Int>] = []
    private var closeSelf = false
    private var rootSeen = false
    private var nameRange: Range<Int> = 0..<0
    private var localStart = 0
    private var attributes: [Attribute] = []
    private var textRange: Range<Int> = 0..<0
    private var textPlain = true
    private var textIsCDATA = false

    /// Checks the document's encoding (and skips its byte order mark and XML declaration); the bytes must
    /// outlive the tokens.
    init(_ bytes: UnsafeBufferPointer<UInt8>) throws(Failure) {
        self.bytes = bytes
        position = 0
        let n = bytes.count
        if n >= 2, (bytes[0] == 0xFE && bytes[1] == 0xFF) || (bytes[0] == 0xFF && bytes[1] == 0xFE)
            || (bytes[0] == 0 && bytes[1] == 0x3C) || (bytes[0] == 0x3C && bytes[1] == 0) || (bytes[0] == 0 && bytes[1] == 0) {
            throw Failure(kind: .encoding, reason: "is encoded as UTF-16 or UTF-32, not UTF-8")
        }
        if n >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { position = 3 }
        if let bad = UTF8Check.firstInvalidOffset(bytes, from: position) {
            throw failure(.encoding, at: bad, "is not UTF-8 (byte 0x\(String(bytes[bad], radix: 16, uppercase: true)))")
        }
        if startsDeclaration(at: position) { try readDeclaration() }
    }

    /// Reads `data` with `body`, which pulls the tokens (they are valid only inside it).
    static func reading<T>(_ data: Data, _ body: (inout XMLTokens) throws(Failure) -> T) throws(Failure) -> T {
        let result: Result<T, Failure> = data.withUnsafeBytes { raw in
            do throws(Failure) {
                var tokens = try XMLTokens(raw.assumingMemoryBound(to: UInt8.self))
                return .success(try body(&tokens))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    // MARK: What a token holds

    /// The qualified name of the start or end tag just read (`x:sheet`).
    var name: Name { Name(bytes: slice(nameRange)) }
    /// Its local name, without the prefix (`sheet`).
    var localName: Name { Name(bytes: slice(localStart..<nameRange.upperBound)) }

    /// The value of the start tag's attribute with this qualified name (`r:id`, `name`).
    func attribute(_ qualifiedName: StaticString) -> String? {
        for attribute in attributes where Name(bytes: slice(attribute.name)) == qualifiedName { return value(attribute) }
        return nil
    }

    /// The value of the first attribute with a prefix and this local name (`id` finds `r:id` and `x:id`).
    func prefixedAttribute(_ localName: StaticString) -> String? {
        for attribute in attributes where attribute.local > attribute.name.lowerBound
            && Name(bytes: slice(attribute.local..<attribute.name.upperBound)) == localName {
            return value(attribute)
        }
        return nil
    }

    /// The text (or CDATA section) just read, its entities replaced.
    var text: String {
        if textPlain { return String(decoding: slice(textRange), as: UTF8.self) }
        var out: [UInt8] = []
        out.reserveCapacity(textRange.count)
        decode(textRange, attribute: false, entities: !textIsCDATA, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    private func value(_ attribute: Attribute) -> String {
        if attribute.plain { return String(decoding: slice(attribute.value), as: UTF8.self) }
        var out: [UInt8] = []
        out.reserveCapacity(attribute.value.count)
        decode(attribute.value, attribute: true, entities: true, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    private func slice(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[range])
    }

    // MARK: Reading

    /// The next start tag, end tag or text; nil at the end of a well-formed document.
    mutating func next() throws(Failure) -> Token? {
        if closeSelf {
            closeSelf = false
            close()
            return .end
        }
        let n = bytes.count
        while position < n {
            let b = bytes[position]
            if b != Byte.lt {
                guard !open.isEmpty else {
                    guard Self.isSpace(b) else {
                        throw failure(at: position, rootSeen ? "text after the root element" : "text before the root element")
                    }
                    position += 1
                    continue
                }
                try readText()
                return .text
            }
            guard position + 1 < n else { throw truncated(position, "a tag is not finished") }
            switch bytes[position + 1] {
            case Byte.slash:
                try readEndTag()
                return .end
            case Byte.question:
                try skipProcessingInstruction()
            case Byte.bang:
                if starts(with: "<!--", at: position) {
                    try skipComment()
                } else if starts(with: "<![CDATA[", at: position) {
                    guard !open.isEmpty else { throw failure(at: position, "a CDATA section outside the root element") }
                    try readCDATA()
                    return .text
                } else if starts(with: "<!DOCTYPE", at: position) {
                    throw failure(at: position, "has a DOCTYPE, which workbook parts never have (refused: no entity is ever expanded)")
                } else {
                    throw failure(at: position, "<! that starts no comment or CDATA section")
                }
            default:
                try readStartTag()
                return .start
            }
        }
        if let innermost = open.last {
            throw truncated(n, "<\(Name(bytes: slice(innermost)))> is not closed")
        }
        guard rootSeen else { throw failure(at: n, "has no element") }
        return nil
    }

    private mutating func close() {
        nameRange = open.removeLast()
        localStart = Self.localStart(bytes, nameRange)
    }

    private mutating func readStartTag() throws(Failure) {
        let start = position
        let n = bytes.count
        guard !rootSeen || !open.isEmpty else { throw failure(at: start, "a second root element") }
        guard open.count < Self.maxDepth else {
            throw failure(at: start, "elements nested deeper than \(Self.maxDepth)")
        }
        let nameEnd = try readName(at: start + 1)
        nameRange = (start + 1)..<nameEnd
        localStart = Self.localStart(bytes, nameRange)
        attributes.removeAll(keepingCapacity: true)
        var i = nameEnd
        while true {
            guard i < n else { throw truncated(n, "a tag is not finished") }
            let c = bytes[i]
            if c == Byte.gt { i += 1; break }
            if c == Byte.slash {
                guard i + 1 < n else { throw truncated(n, "a tag is not finished") }
                guard bytes[i + 1] == Byte.gt else { throw failure(at: i, "/ inside a tag, not followed by >") }
                i += 2
                closeSelf = true
                break
            }
            guard Self.isSpace(c) else { throw failure(at: i, "unexpected character in the tag <\(name)>") }
            i = skipSpaces(i)
            guard i < n else { throw truncated(n, "a tag is not finished") }
            if bytes[i] == Byte.gt || bytes[i] == Byte.slash { continue }
            // an attribute: name = "value" or name = 'value'
            let attributeStart = i
            let attributeEnd = try readName(at: i)
            i = skipSpaces(attributeEnd)
            guard i < n else { throw truncated(n, "a tag is not finished") }
            guard bytes[i] == Byte.equals else { throw failure(at: i, "an attribute without = and a value in <\(name)>") }
            i = skipSpaces(i + 1)
            guard i < n else { throw truncated(n, "a tag is not finished") }
            let quote = bytes[i]
            guard quote == Byte.quote || quote == Byte.apostrophe else {
                throw failure(at: i, "an attribute's value not in quotes in <\(name)>")
            }
            i += 1
            let valueStart = i
            var plain = true
            while true {
                guard i < n else { throw truncated(n, "an attribute's value is not finished") }
                let v = bytes[i]
                if v == quote { break }
                if v == Byte.lt { throw failure(at: i, "< inside an attribute's value (write &lt;)") }
                if v == Byte.amp {
                    i = try entityEnd(at: i)
                    plain = false
                    continue
                }
                if v < 0x20 {
                    guard v == 0x09 || v == 0x0A || v == 0x0D else { throw controlCharacter(at: i) }
                    plain = false
                }
                i += 1
            }
            let attribute = Attribute(name: attributeStart..<attributeEnd, local: Self.localStart(bytes, attributeStart..<attributeEnd),
                                      value: valueStart..<i, plain: plain)
            i += 1
            guard attributes.count < Self.maxAttributes else {
                throw failure(at: attributeStart, "more than \(Self.maxAttributes) attributes in <\(name)>")
            }
            attributes.append(attribute)
            // what follows a value must be a space, > or />: the top of the loop checks
        }
        try checkAttributeNames()
        rootSeen = true
        open.append(nameRange)
        position = i
    }

    /// No attribute twice: pairs compared when there are a few, neighbors once sorted when there are many
    /// (a tag of a thousand attributes costs a sort, not a million comparisons).
    private func checkAttributeNames() throws(Failure) {
        let count = attributes.count
        var twice: (Int, Int)?
        if count <= 16 {
            search: for later in 1..<max(count, 1) {
                for earlier in 0..<later where Self.equal(slice(attributes[earlier].name), slice(attributes[later].name)) {
                    twice = (earlier, later)
                    break search
                }
            }
        } else {
            let order = attributes.indices.sorted { a, b in
                let x = slice(attributes[a].name), y = slice(attributes[b].name)
                return x.lexicographicallyPrecedes(y) || (Self.equal(x, y) && a < b)
            }
            for k in 1..<order.count where Self.equal(slice(attributes[order[k - 1]].name), slice(attributes[order[k]].name)) {
                if twice == nil || order[k] < twice!.1 { twice = (order[k - 1], order[k]) }
            }
        }
        if let (_, later) = twice {
            let attribute = attributes[later]
            throw failure(at: attribute.name.lowerBound, "the attribute \(Name(bytes: slice(attribute.name))) twice in <\(name)>")
        }
    }

    private mutating func readEndTag() throws(Failure) {
        let start = position
        let nameEnd = try readName(at: start + 2)
        let i = skipSpaces(nameEnd)
        guard i < bytes.count else { throw truncated(bytes.count, "an end tag is not finished") }
        guard bytes[i] == Byte.gt else { throw failure(at: i, "unexpected character in an end tag") }
        let closing = Name(bytes: slice((start + 2)..<nameEnd))
        guard let innermost = open.last else { throw failure(at: start, "</\(closing)> closes no element") }
        guard Self.equal(slice(innermost), closing.bytes) else {
            throw failure(at: start, "</\(closing)> closes <\(Name(bytes: slice(innermost)))>")
        }
        close()
        position = i + 1
    }

    private mutating func readText() throws(Failure) {
        let n = bytes.count
        var i = position
        var plain = true
        while i < n {
            let c = bytes[i]
            // Most bytes are letters and digits, past every byte that needs a look.
            if c > Byte.lt && c != Byte.closeBracket { i += 1; continue }
            if c == Byte.lt { break }
            if c == Byte.amp {
                i = try entityEnd(at: i)
                plain = false
                continue
            }
            if c == 0x0D {
                plain = false
            } else if c == Byte.closeBracket {
                if i + 2 < n, bytes[i + 1] == Byte.closeBracket, bytes[i + 2] == Byte.gt {
                    throw failure(at: i, "]]> in text, outside a CDATA section")
                }
            } else if c < 0x20, c != 0x09, c != 0x0A {
                throw controlCharacter(at: i)
            }
            i += 1
        }
        textRange = position..<i
        textPlain = plain
        textIsCDATA = false
        position = i
    }

    private mutating func readCDATA() throws(Failure) {
        let start = position + 9
        let n = bytes.count
        var i = start
        var plain = true
        while true {
            guard i + 2 < n else { throw truncated(n, "a CDATA section is not finished") }
            let c = bytes[i]
            if c == Byte.closeBracket, bytes[i + 1] == Byte.closeBracket, bytes[i + 2] == Byte.gt { break }
            if c < 0x20 {
                if c == 0x0D { plain = false } else if c != 0x09 && c != 0x0A { throw controlCharacter(at: i) }
            }
            i += 1
        }
        textRange = start..<i
        textPlain = plain
        textIsCDATA = true
        position = i + 3
    }

    private mutating func skipComment() throws(Failure) {
        let n = bytes.count
        var i = position + 4
        while true {
            guard i + 1 < n else { throw truncated(n, "a comment is not finished") }
            if bytes[i] == Byte.dash, bytes[i + 1] == Byte.dash {
                guard i + 2 < n else { throw truncated(n, "a comment is not finished") }
                guard bytes[i + 2] == Byte.gt else { throw failure(at: i, "-- inside a comment") }
                position = i + 3
                return
            }
            i += 1
        }
    }

    private mutating func skipProcessingInstruction() throws(Failure) {
        let targetEnd = try readName(at: position + 2)
        if startsDeclaration(at: position) {
            throw failure(at: position, "an XML declaration after the start of the document")
        }
        let n = bytes.count
        let i = targetEnd
        if i < n, bytes[i] != Byte.question, !Self.isSpace(bytes[i]) {
            throw failure(at: i, "unexpected character after a processing instruction's name")
        }
        position = try questionGreater(from: i, unfinished: "a processing instruction is not finished") + 2
    }

    /// Where the `?>` that ends a processing instruction or the declaration starts, from `start` on.
    private func questionGreater(from start: Int, unfinished: String) throws(Failure) -> Int {
        let n = bytes.count
        var i = start
        while true {
            guard i + 1 < n else { throw truncated(n, unfinished) }
            if bytes[i] == Byte.question, bytes[i + 1] == Byte.gt { return i }
            i += 1
        }
    }

    /// `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>`: only its encoding matters.
    private mutating func readDeclaration() throws(Failure) {
        let end = try questionGreater(from: position + 5, unfinished: "the XML declaration is not finished")
        let declaration = String(decoding: slice(position..<end), as: UTF8.self)
        if let range = declaration.range(of: "encoding") {
            var rest = declaration[range.upperBound...].drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
            if rest.first == "=" {
                rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
                if let quote = rest.first, quote == "\"" || quote == "'" {
                    let name = rest.dropFirst().prefix { $0 != quote }
                    if !["utf-8", "utf8", "us-ascii", "ascii"].contains(name.lowercased()) {
                        throw Failure(kind: .encoding, reason: "declares the encoding \(name.prefix(40)), not UTF-8")
                    }
                }
            }
        }
        position = end + 2
    }

    // MARK: Pieces

    private func startsDeclaration(at i: Int) -> Bool {
        guard i + 5 < bytes.count, bytes[i] == Byte.lt, bytes[i + 1] == Byte.question else { return false }
        let x = bytes[i + 2] | 0x20, m = bytes[i + 3] | 0x20, l = bytes[i + 4] | 0x20
        return x == UInt8(ascii: "x") && m == UInt8(ascii: "m") && l == UInt8(ascii: "l")
            && (Self.isSpace(bytes[i + 5]) || bytes[i + 5] == Byte.question)
    }

    /// The end of the name starting at `i`; a failure when no name starts there.
    private func readName(at i: Int) throws(Failure) -> Int {
        let n = bytes.count
        guard i < n else { throw truncated(n, "a name is not finished") }
        guard Self.isNameStart(bytes[i]) else { throw failure(at: i, "a name expected") }
        var j = i + 1
        while j < n, Self.isNameStart(bytes[j]) || Self.isNameMore(bytes[j]) { j += 1 }
        return j
    }

    private func skipSpaces(_ from: Int) -> Int {
        var i = from
        while i < bytes.count, Self.isSpace(bytes[i]) { i += 1 }
        return i
    }

    private func starts(with literal: StaticString, at i: Int) -> Bool {
        literal.withUTF8Buffer { other in
            guard i + other.count <= bytes.count else { return false }
            for k in 0..<other.count where bytes[i + k] != other[k] { return false }
            return true
        }
    }

    /// Where the entity reference at `i` (an `&`) ends, after its `;`; a failure when it is not one XML allows.
    private func entityEnd(at i: Int) throws(Failure) -> Int {
        switch Self.entity(bytes, at: i) {
        case .success(let entity): return entity.end
        case .failure(let problem): throw failure(at: i, problem.reason)
        }
    }

    private struct Problem: Error { var reason: String }

    /// The character the entity reference at `i` stands for, and the index after its `;`.
    private static func entity(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Result<(scalar: UInt32, end: Int), Problem> {
        let n = bytes.count
        var j = i + 1
        if j < n, bytes[j] == Byte.hash {
            j += 1
            let hex = j < n && bytes[j] == UInt8(ascii: "x")
            if hex { j += 1 }
            let digitsStart = j
            var value: UInt32 = 0
            while j < n {
                let c = bytes[j]
                let digit: UInt32
                switch c {
                case 0x30...0x39: digit = UInt32(c - 0x30)
                case 0x61...0x66 where hex: digit = UInt32(c - 0x61 + 10)
                case 0x41...0x46 where hex: digit = UInt32(c - 0x41 + 10)
                default: digit = 99
                }
                if digit == 99 { break }
                value = min(value * (hex ? 16 : 10) + digit, 0x11_0000)
                j += 1
            }
            func written() -> String {
                String(decoding: UnsafeBufferPointer(rebasing: bytes[i..<min(j + 1, n)]), as: UTF8.self).prefix(16) + ""
            }
            guard j > digitsStart, j < n, bytes[j] == Byte.semicolon else {
                return .failure(Problem(reason: "a character reference \(written()) that is not &#digits; or &#xhex;"))
            }
            guard isXMLCharacter(value) else {
                return .failure(Problem(reason: "the character reference \(written()) names no character XML allows"))
            }
            return .success((value, j + 1))
        }
        while j < n, j - i <= 32, isNameStart(bytes[j]) || isNameMore(bytes[j]) { j += 1 }
        guard j < n, bytes[j] == Byte.semicolon, j > i + 1 else {
            return .failure(Problem(reason: "an & that starts no entity (write &amp;)"))
        }
        let name = Name(bytes: UnsafeBufferPointer(rebasing: bytes[(i + 1)..<j]))
        let scalar: UInt32
        switch name {
        case "amp": scalar = 0x26
        case "lt": scalar = 0x3C
        case "gt": scalar = 0x3E
        case "quot": scalar = 0x22
        case "apos": scalar = 0x27
        default:
            return .failure(Problem(reason: "the entity &\(name); (only &amp; &lt; &gt; &quot; &apos; and &#...; are read)"))
        }
        return .success((scalar, j + 1))
    }

    /// Appends the text of `range` to `out`: entities replaced (a checked range has only valid ones) and line
    /// ends normalized; in an attribute's value, tabs and line ends are spaces.
    private func decode(_ range: Range<Int>, attribute: Bool, entities: Bool, into out: inout [UInt8]) {
        var i = range.lowerBound
        while i < range.upperBound {
            let c = bytes[i]
            if c == Byte.amp, entities, case .success(let entity) = Self.entity(bytes, at: i) {
                Self.appendUTF8(entity.scalar, to: &out)
                i = entity.end
                continue
            }
            if c == 0x0D {
                out.append(attribute ? 0x20 : 0x0A)
                i += (i + 1 < range.upperBound && bytes[i + 1] == 0x0A) ? 2 : 1
                continue
            }
            out.append(attribute && (c == 0x09 || c == 0x0A) ? 0x20 : c)
            i += 1
        }
    }

    private static func appendUTF8(_ scalar: UInt32, to out: inout [UInt8]) {
        switch scalar {
        case ..<0x80:
            out.append(UInt8(scalar))
        case ..<0x800:
            out.append(UInt8(0xC0 | scalar >> 6))
            out.append(UInt8(0x80 | scalar & 0x3F))
        case ..<0x1_0000:
            out.append(UInt8(0xE0 | scalar >> 12))
            out.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            out.append(UInt8(0x80 | scalar & 0x3F))
        default:
            out.append(UInt8(0xF0 | scalar >> 18))
            out.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            out.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            out.append(UInt8(0x80 | scalar & 0x3F))
        }
    }

    /// XML 1.0's Char: tab, line feed, carriage return, and the rest of Unicode but controls, surrogates,
    /// U+FFFE and U+FFFF.
    private static func isXMLCharacter(_ value: UInt32) -> Bool {
        switch value {
        case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x1_0000...0x10_FFFF: return true
        default: return false
        }
    }

    private static func isSpace(_ c: UInt8) -> Bool { c == 0x20 || c == 0x0A || c == 0x09 || c == 0x0D }

    /// Letters, `_`, `:` and any byte of a non-ASCII character (names are checked as UTF-8 already).
    private static func isNameStart(_ c: UInt8) -> Bool {
        (c | 0x20 >= 0x61 && c | 0x20 <= 0x7A) || c == 0x5F || c == 0x3A || c >= 0x80
    }

    private static func isNameMore(_ c: UInt8) -> Bool { (c >= 0x30 && c <= 0x39) || c == 0x2D || c == 0x2E }

    private static func localStart(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
        var i = range.upperBound
        while i > range.lowerBound, bytes[i - 1] != 0x3A { i -= 1 }
        return i
    }

    private static func equal(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard a.count == b.count else { return false }
        for i in 0..<a.count where a[i] != b[i] { return false }
        return true
    }

    // MARK: Failures

    private func failure(_ kind: Failure.Kind = .malformed, at offset: Int, _ what: String) -> Failure {
        let (line, column) = UTF8Check.lineAndColumn(bytes, offset: offset)
        return Failure(kind: kind, reason: "line \(line), column \(column): \(what)")
    }

    private func truncated(_ offset: Int, _ what: String) -> Failure {
        failure(at: offset, "the document ends early (\(what))")
    }

    private func controlCharacter(at i: Int) -> Failure {
        failure(at: i, "the control character 0x\(String(bytes[i], radix: 16, uppercase: true)), which XML does not allow")
    }

    private enum Byte {
        static var lt: UInt8 { 0x3C }
        static var gt: UInt8 { 0x3E }
        static var slash: UInt8 { 0x2F }
        static var question: UInt8 { 0x3F }
        static var bang: UInt8 { 0x21 }
        static var amp: UInt8 { 0x26 }
        static var equals: UInt8 { 0x3D }
        static var quote: UInt8 { 0x22 }
        static var apostrophe: UInt8 { 0x27 }
        static var hash: UInt8 { 0x23 }
        static var semicolon: UInt8 { 0x3B }
        static var dash: UInt8 { 0x2D }
        static var closeBracket: UInt8 { 0x5D }
    }
}
