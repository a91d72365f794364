// Everything that imports Plotline sees the scene types (Scene, Color, TextMetrics) too.
@_exported import PlotlineScene
