import ArchHistCore

/// The formats of `discover`.
public enum DiscoverFormat: String, ReportFormat {
    case text, markdown, json

    public func render(_ map: DomainMap) -> String {
        switch self {
        case .text: DiscoverTextFormatter.text(map)
        case .markdown: DiscoverMarkdownFormatter.markdown(map)
        case .json: DiscoverJSONFormatter.json(map)
        }
    }
}
