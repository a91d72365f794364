import PlotlineScene

/// The spec's enums read by name (``NamedCases``): an unknown name is reported with the names there are.
extension MarkType: NamedCases {}
extension Channel: NamedCases {}
extension InterpolationMethod.Kind: NamedCases {}
extension MarkStackingMethod: NamedCases {}
extension TimeUnit: NamedCases {}
extension ScaleType: NamedCases {}
extension AxisPosition: NamedCases {}
extension LegendPosition: NamedCases {}
extension AnnotationPosition: NamedCases {}
extension SymbolShape: NamedCases {}
extension MarkLabelPolicy: NamedCases {}
extension ColorRamp.Kind: NamedCases {}
