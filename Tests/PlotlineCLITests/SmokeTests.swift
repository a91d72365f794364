import Testing
@testable import PlotlineCLI
