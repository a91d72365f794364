import Testing
@testable import Plotline

/// Channels are equal, hashed and ordered by case (`ordinal`), which must follow `allCases`.
@Suite struct ChannelTests {
    @Test func ordinalIsThePlaceInAllCases() {
        #expect(Channel.allCases.map(\.ordinal) == Array(Channel.allCases.indices))
        #expect(Set(Channel.allCases).count == Channel.allCases.count)
        #expect(Channel.allCases.sorted(by: >).first == .series)
        #expect(Channel(rawValue: "yEnd") == .yEnd && Channel.yEnd != .yStart)
    }
}
