/// The formats one report can be written in, the one shape every command with a
/// `--format` option uses: each case is a format, named on the command line by its
/// raw value, and `render` writes the report in it.
///
/// Renderers return the text and never print: the command decides where it goes.
/// To add a format, add a case; the switch in `render` then asks for its renderer.
public protocol ReportFormat: RawRepresentable, CaseIterable, Sendable where RawValue == String {
    /// What the report is made from.
    associatedtype Input
    func render(_ input: Input) -> String
}
