import PlotlineScene
/// SwiftUI's axes, as `position(by:axis:)` names them.
public enum Axis: Sendable, Hashable, CaseIterable {
    case horizontal, vertical
}
