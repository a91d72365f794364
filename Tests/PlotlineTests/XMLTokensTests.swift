import Foundation
import Testing
@testable import Plotline

/// The XML reader the workbook parts are read with: what it reads, and that whatever it is handed that is
/// not well-formed (or is XML it refuses) is a failure saying where, never a crash or a hang.
@Suite struct XMLTokensTests {
    /// The document's tokens written out: `<local a=value>` (the attributes named, when present), the text,
    /// `</local>`.
    static func read(_ xml: String, attributes: [StaticString] = []) throws(XMLTokens.Failure) -> [String] {
        try read(Data(xml.utf8), attributes: attributes)
    }

    static func read(_ data: Data, attributes: [StaticString] = []) throws(XMLTokens.Failure) -> [String] {
        try XMLTokens.reading(data) { (tokens) throws(XMLTokens.Failure) in
            var out: [String] = []
            while let token = try tokens.next() {
                switch token {
                case .start:
                    let named = attributes.compactMap { name in tokens.attribute(name).map { " \(name)=\($0)" } }
                    out.append("<\(tokens.localName)\(named.joined())>")
                case .end: out.append("</\(tokens.localName)>")
                case .text: out.append(tokens.text)
                }
            }
            return out
        }
    }

    /// Why reading `data` fails; nil when it does not.
    static func failure(_ data: Data) -> XMLTokens.Failure? {
        do throws(XMLTokens.Failure) {
            _ = try read(data)
            return nil
        } catch {
            return error
        }
    }

    static func failure(_ xml: String) -> XMLTokens.Failure? { failure(Data(xml.utf8)) }

    @Test func entitiesAreReplaced() throws {
        #expect(try Self.read("<a>x &amp; y &lt;&gt;&quot;&apos; &#65;&#x42;&#x1f600;&#x1F600;&#128512;</a>")
            == ["<a>", "x & y <>\"' AB😀😀😀", "</a>"])
        #expect(try Self.read(#"<a v="&lt;5 &amp; &#x3E;3" w='&apos;q&apos;'/>"#, attributes: ["v", "w"])
            == ["<a v=<5 & >3 w='q'>", "</a>"])
    }

    @Test func cdataIsTextAsWritten() throws {
        #expect(try Self.read("<a>one <![CDATA[<b>&amp; ]] ]]> two</a>") == ["<a>", "one ", "<b>&amp; ]] ", " two", "</a>"])
        #expect(try Self.read("<a><![CDATA[]]></a>") == ["<a>", "", "</a>"])
    }

    @Test func commentsInstructionsAndTheDeclarationAreSkipped() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
            <!-- made by hand -->
            <?mso-application progid="Excel.Sheet"?>
            <a><!-- inside - with a dash --><?pi some data?>x<!---->y</a>
            <!-- after -->

            """
        #expect(try Self.read(xml) == ["<a>", "x", "y", "</a>"])
        #expect(try Self.read("<?xml version='1.0' encoding='utf-8'?><a/>") == ["<a>", "</a>"])
    }

    @Test func attributesInEitherQuotes() throws {
        let xml = #"<c r="A1" t='s' s = "3" q="it's" d='say "hi"' e=""/>"#
        #expect(try Self.read(xml, attributes: ["r", "t", "s", "q", "d", "e", "missing"])
            == [#"<c r=A1 t=s s=3 q=it's d=say "hi" e=>"#, "</c>"])
        // Tabs and line ends in a value are spaces, as XML says; written as references they stay.
        #expect(try Self.read("<a v=\"1\t2\r\n3\n4\" w=\"5&#9;6&#10;7\"/>", attributes: ["v", "w"])
            == ["<a v=1 2 3 4 w=5\t6\n7>", "</a>"])
    }

    @Test func prefixedNamesGiveLocalNames() throws {
        let xml = #"<x:workbook xmlns:x="urn:main" xmlns:r="urn:rel"><x:sheets><x:sheet name="S" r:id="rId3"/></x:sheets></x:workbook>"#
        let found = try XMLTokens.reading(Data(xml.utf8)) { (tokens) throws(XMLTokens.Failure) -> [String] in
            var found: [String] = []
            while let token = try tokens.next() {
                if token == .start, tokens.localName == "sheet" {
                    found += ["\(tokens.name)", tokens.attribute("r:id") ?? "-", tokens.prefixedAttribute("id") ?? "-",
                              tokens.attribute("id") ?? "-", tokens.prefixedAttribute("name") ?? "-"]
                }
            }
            return found
        }
        #expect(found == ["x:sheet", "rId3", "rId3", "-", "-"])
        #expect(try Self.read(xml) == ["<workbook>", "<sheets>", "<sheet>", "</sheet>", "</sheets>", "</workbook>"])
    }

    @Test func selfClosingTagsStartAndEnd() throws {
        #expect(try Self.read(#"<a><b/><c x="1" /><d></d></a>"#, attributes: ["x"])
            == ["<a>", "<b>", "</b>", "<c x=1>", "</c>", "<d>", "</d>", "</a>"])
    }

    @Test func textKeepsItsWhitespace() throws {
        #expect(try Self.read("<a>  two  spaces\t\n</a>") == ["<a>", "  two  spaces\t\n", "</a>"])
        // Line ends are normalized (\r\n and \r are \n), in text and in CDATA alike.
        #expect(try Self.read("<a>1\r\n2\r3<![CDATA[\r\n]]></a>") == ["<a>", "1\n2\n3", "\n", "</a>"])
    }

    /// The shared strings keep what Excel writes with xml:space="preserve" exactly, join a string's runs,
    /// and leave out the phonetic guide.
    @Test func sharedStringsKeepWhitespace() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
            <sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="5" uniqueCount="5">
            <si><t xml:space="preserve">  two  spaces
            </t></si>
            <si><r><rPr><b/></rPr><t xml:space="preserve"> a </t></r><r><t>b </t></r></si>
            <si><t>漢字</t><rPh sb="0" eb="2"><t>カンジ</t></rPh></si>
            <si><t/></si>
            <si><t>Tom &amp; Jerry <![CDATA[<3]]> &#x1F600;</t></si>
            </sst>
            """
        #expect(try WorkbookParts.sharedStrings(Data(xml.utf8))
            == ["  two  spaces\n", " a b ", "漢字", "", "Tom & Jerry <3 😀"])
    }

    @Test func aByteOrderMarkIsSkipped() throws {
        #expect(try Self.read(Data([0xEF, 0xBB, 0xBF]) + Data("<?xml version=\"1.0\"?><a>é</a>".utf8)) == ["<a>", "é", "</a>"])
    }

    @Test func otherEncodingsAreRefused() throws {
        var utf16 = Data([0xFF, 0xFE])
        for unit in "<a>x</a>".utf16 { utf16.append(UInt8(unit & 0xFF)); utf16.append(UInt8(unit >> 8)) }
        let cases: [(Data, String)] = [
            (utf16, "is encoded as UTF-16 or UTF-32, not UTF-8"),
            (Data("<a>x</a>".utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }), "is encoded as UTF-16 or UTF-32, not UTF-8"),
            (Data("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><a/>".utf8), "declares the encoding ISO-8859-1, not UTF-8"),
            (Data("<a>\ncaf".utf8) + Data([0xE9]) + Data("</a>".utf8), "line 2, column 4: is not UTF-8 (byte 0xE9)"),
        ]
        for (data, reason) in cases {
            #expect(Self.failure(data) == XMLTokens.Failure(kind: .encoding, reason: reason))
        }
    }

    /// Each is not well-formed, or XML the reader refuses: a failure naming what and where.
    static let malformed: [(xml: String, reason: String)] = [
        ("", "line 1, column 1: has no element"),
        ("  \n", "line 2, column 1: has no element"),
        ("<a><b></a>", "line 1, column 7: </a> closes <b>"),
        ("<a>\n<b>", "line 2, column 4: the document ends early (<b> is not closed)"),
        ("</a>", "line 1, column 1: </a> closes no element"),
        (#"<a v="1<2"/>"#, "line 1, column 8: < inside an attribute's value (write &lt;)"),
        (#"<a v="1"#, "line 1, column 8: the document ends early (an attribute's value is not finished)"),
        ("<a><b x", "line 1, column 8: the document ends early (a tag is not finished)"),
        ("<a><", "line 1, column 4: the document ends early (a tag is not finished)"),
        ("<a>text", "line 1, column 8: the document ends early (<a> is not closed)"),
        ("<a><!-- never ends", "line 1, column 19: the document ends early (a comment is not finished)"),
        ("<a><![CDATA[ never ends", "line 1, column 24: the document ends early (a CDATA section is not finished)"),
        ("<a><?pi never ends", "line 1, column 19: the document ends early (a processing instruction is not finished)"),
        ("<a>&nbsp;</a>", "line 1, column 4: the entity &nbsp; (only &amp; &lt; &gt; &quot; &apos; and &#...; are read)"),
        ("<a>fish & chips</a>", "line 1, column 9: an & that starts no entity (write &amp;)"),
        ("<a>&amp</a>", "line 1, column 4: an & that starts no entity (write &amp;)"),
        ("<a>&#xD800;</a>", "line 1, column 4: the character reference &#xD800; names no character XML allows"),
        ("<a>&#0;</a>", "line 1, column 4: the character reference &#0; names no character XML allows"),
        ("<a>&#x110000;</a>", "line 1, column 4: the character reference &#x110000; names no character XML allows"),
        ("<a>&#99999999999999999999;</a>", "line 1, column 4: the character reference &#99999999999999 names no character XML allows"),
        ("<a>&#xFFFE;</a>", "line 1, column 4: the character reference &#xFFFE; names no character XML allows"),
        ("<a>&#x;</a>", "line 1, column 4: a character reference &#x; that is not &#digits; or &#xhex;"),
        ("<a>&#X41;</a>", "line 1, column 4: a character reference &#X that is not &#digits; or &#xhex;"),
        ("<a/><b/>", "line 1, column 5: a second root element"),
        ("<a/>trailing", "line 1, column 5: text after the root element"),
        ("lead<a/>", "line 1, column 1: text before the root element"),
        ("<a x='1' x='2'/>", "line 1, column 10: the attribute x twice in <a>"),
        ("<a x=1/>", "line 1, column 6: an attribute's value not in quotes in <a>"),
        ("<a x/>", "line 1, column 5: an attribute without = and a value in <a>"),
        ("<a x='1'y='2'/>", "line 1, column 9: unexpected character in the tag <a>"),
        ("<a / >", "line 1, column 4: / inside a tag, not followed by >"),
        ("<a></a x>", "line 1, column 8: unexpected character in an end tag"),
        ("<1a/>", "line 1, column 2: a name expected"),
        ("<a><!-- a -- b --></a>", "line 1, column 11: -- inside a comment"),
        ("<a>]]></a>", "line 1, column 4: ]]> in text, outside a CDATA section"),
        ("<a>\u{1}</a>", "line 1, column 4: the control character 0x1, which XML does not allow"),
        ("<a><?xml version='1.0'?></a>", "line 1, column 4: an XML declaration after the start of the document"),
        ("<![CDATA[x]]><a/>", "line 1, column 1: a CDATA section outside the root element"),
        ("<a><!ELEMENT a ANY></a>", "line 1, column 4: <! that starts no comment or CDATA section"),
    ]

    @Test(arguments: malformed)
    func malformedIsAFailure(xml: String, reason: String) {
        #expect(Self.failure(xml) == XMLTokens.Failure(kind: .malformed, reason: reason))
    }

    /// Billion laughs cannot happen: a DOCTYPE, with or without entity declarations, is refused before any
    /// of it is read.
    @Test func aDoctypeIsRefused() {
        let laughs = """
            <?xml version="1.0"?>
            <!DOCTYPE lolz [
             <!ENTITY lol "lol">
             <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
             <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
            ]>
            <lolz>&lol3;</lolz>
            """
        let refused = "line 2, column 1: has a DOCTYPE, which workbook parts never have (refused: no entity is ever expanded)"
        #expect(Self.failure(laughs) == XMLTokens.Failure(kind: .malformed, reason: refused))
        #expect(Self.failure("<!DOCTYPE a SYSTEM \"file:///etc/passwd\"><a/>")?.reason.contains("has a DOCTYPE") == true)
    }

    /// 256 elements deep read; one more is a failure (without recursion: a deep document cannot
    /// exhaust the stack).
    @Test func nestingIsLimited() throws {
        let deepest = String(repeating: "<a>", count: 256) + String(repeating: "</a>", count: 256)
        #expect(try Self.read(deepest).count == 512)
        let deeper = String(repeating: "<a>", count: 257) + String(repeating: "</a>", count: 257)
        #expect(Self.failure(deeper) == XMLTokens.Failure(kind: .malformed, reason: "line 1, column 769: elements nested deeper than 256"))
        #expect(Self.failure(String(repeating: "<a>", count: 1_000_000))?.reason == "line 1, column 769: elements nested deeper than 256")
    }

    @Test func attributesAreLimited() throws {
        let many = "<a " + (0..<2000).map { "n\($0)=\"\($0)\"" }.joined(separator: " ") + "/>"
        #expect(Self.failure(many)?.reason.hasSuffix("more than 1024 attributes in <a>") == true)
        // Many attributes, one of them twice: found wherever they are (the first repeat named).
        let names = (0..<1000).map { "n\($0)" }
        let repeated = "<a " + (names + ["n17", "n3"]).map { "\($0)='1'" }.joined(separator: " ") + "/>"
        #expect(Self.failure(repeated) == XMLTokens.Failure(kind: .malformed, reason: "line 1, column "
            + "\(("<a " + names.map { "\($0)='1' " }.joined()).utf8.count + 1): the attribute n17 twice in <a>"))
        #expect(try Self.read("<a " + names.map { "\($0)='1'" }.joined(separator: " ") + "/>").count == 2)
    }

    /// Every prefix of a document cut short is a failure, none a crash; so is every document with one byte
    /// changed to a byte XML gives meaning to.
    @Test func everyTruncationAndEveryMarkupByteIsHandled() throws {
        let xml = #"<?xml version="1.0" encoding="UTF-8"?><x:sst xmlns:x="urn:s"><x:si><x:t xml:space='preserve'> a &amp; b&#x1F600;</x:t><!-- c --><?p q?><x:t><![CDATA[<d>]]></x:t></x:si><e/></x:sst>"#
        let bytes = Array(xml.utf8)
        #expect(try Self.read(Data(bytes)).count == 12)
        for length in 0..<bytes.count {
            #expect(Self.failure(Data(bytes[..<length]))?.kind == .malformed, "cut at \(length)")
        }
        for index in bytes.indices {
            for byte in Array("<>&;/'\"=![]-?#x ".utf8) + [0, 0x0D, 0xFF] {
                var changed = bytes
                changed[index] = byte
                _ = Self.failure(Data(changed))
            }
        }
    }

    /// Large input is read in one pass: a long text, many elements, a comment that never ends.
    @Test func largeInputIsLinear() throws {
        let text = String(repeating: "x &amp; y ", count: 200_000)
        #expect(try Self.read("<a>\(text)</a>")[1].count == 200_000 * 6)
        let rows = "<d>" + String(repeating: #"<row r="1"><c r="A1" t="s"><v>1</v></c></row>"#, count: 100_000) + "</d>"
        #expect(try Self.read(rows).count == 2 + 100_000 * 7)
        #expect(Self.failure("<a><!--" + String(repeating: "- ", count: 1_000_000))?.reason.contains("comment is not finished") == true)
    }
}
