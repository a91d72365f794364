import Foundation
import Testing
@testable import Plotline
import PlotlineHTML
@testable import ScenePage
import PlotlineGallery

/// Issue 18 (defence in depth): the page's own script and style are allowed by their SHA-256 hashes, not
/// by 'unsafe-inline', so escaping is not the only guard.
@Suite struct ContentSecurityPolicyTests {
    @Test("SHA-256 against the FIPS 180-4 examples")
    func digests() {
        func hex(_ text: String) -> String { SHA256.digest(Array(text.utf8)).map { String(format: "%02x", $0) }.joined() }
        #expect(hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(hex(String(repeating: "a", count: 1_000)) == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
        #expect(SHA256.base64([0xfb, 0xff, 0x01]) == "+/8B" && SHA256.base64([1]) == "AQ==" && SHA256.base64([1, 2]) == "AQI=")
    }

    @Test("The policy names the hash of the page's one script and one style, and no 'unsafe-inline'")
    func policyHashesMatch() throws {
        let page = try Gallery.entries[0].chart.html()
        let policy = try #require(page.range(of: #"Content-Security-Policy" content="[^"]*""#, options: .regularExpression))
        let csp = String(page[policy])
        #expect(!csp.contains("unsafe-inline"))
        #expect(!page.contains(" style=\""))
        func contents(of tag: String) -> [String] {
            page.components(separatedBy: "<\(tag)>").dropFirst().map { $0.components(separatedBy: "</\(tag)>")[0] }
        }
        let styles = contents(of: "style"), scripts = contents(of: "script")
        #expect(styles.count == 1 && scripts.count == 1)
        #expect(csp.contains("style-src \(SHA256.cspSource(styles[0]));"))
        #expect(csp.contains("script-src \(SHA256.cspSource(scripts[0]));"))
        #expect(styles[0].contains("#chart { width: "))
    }
}
