import ArchHistCore

/// How many non-test files sit in each domain and layer. Rows are the domains in
/// name order, then files in no domain; columns are the layers in spec order, then
/// files in no layer. Test files are never placed, so they are left out.
struct DomainLayerMatrix {
    struct Cell: Hashable {
        let domain: String?
        let layer: String?
    }

    let domains: [String]
    let layers: [String]
    private let counts: [Cell: Int]

    init(_ analysis: Analysis) {
        domains = analysis.domains
        layers = analysis.spec.layers.map(\.name)
        var counts: [Cell: Int] = [:]
        for file in analysis.files where !file.isTest {
            counts[Cell(domain: file.domain, layer: file.layer), default: 0] += 1
        }
        self.counts = counts
    }

    func count(domain: String?, layer: String?) -> Int {
        counts[Cell(domain: domain, layer: layer)] ?? 0
    }

    /// Domains, then nil for files in no domain.
    var allRows: [String?] { domains.map(Optional.some) + [nil] }

    /// Layers, then nil for files in no layer.
    var allColumns: [String?] { layers.map(Optional.some) + [nil] }

    /// Rows holding at least one file.
    var rows: [String?] { allRows.filter { row in allColumns.contains { count(domain: row, layer: $0) > 0 } } }

    /// The layers, plus nil when some file is in no layer.
    var columns: [String?] {
        let uncovered = allRows.contains { count(domain: $0, layer: nil) > 0 }
        return uncovered ? allColumns : layers.map(Optional.some)
    }

    /// Non-empty cells, row by row.
    var cells: [(cell: Cell, files: Int)] {
        allRows.flatMap { row in
            allColumns.compactMap { column in
                let files = count(domain: row, layer: column)
                return files > 0 ? (Cell(domain: row, layer: column), files) : nil
            }
        }
    }

    func rowTotal(_ domain: String?) -> Int { allColumns.reduce(0) { $0 + count(domain: domain, layer: $1) } }

    func columnTotal(_ layer: String?) -> Int { allRows.reduce(0) { $0 + count(domain: $1, layer: layer) } }

    var total: Int { counts.values.reduce(0, +) }
}
