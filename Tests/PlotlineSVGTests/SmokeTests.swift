import Testing
@testable import PlotlineSVG
