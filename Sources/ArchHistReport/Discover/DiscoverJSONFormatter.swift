import ArchHistCore
import ArchHistSupport

/// `discover --format json` (`schemaVersion` 1): the domain map, absent values null.
enum DiscoverJSONFormatter {
    static func json(_ map: DomainMap) -> String {
        JSONWriter(style: .pretty).string(value(map)) + "\n"
    }

    static func value(_ map: DomainMap) -> JSONValue {
        func strings(_ list: [String]) -> JSONValue { .array(list.map { .string($0) }) }
        func optional(_ text: String?) -> JSONValue { text.map { .string($0) } ?? .null }
        let object: JSONObject = [
            ("schemaVersion", 1), ("tool", "archhist"),
            (
                "summary",
                .object([
                    ("files", .number(JSONNumber(map.fileCount))),
                    ("mappedFiles", .number(JSONNumber(map.mappedFileCount))),
                    ("domains", .number(JSONNumber(map.domains.count))),
                    ("reducers", .number(JSONNumber(map.reducers.count))),
                    ("clients", .number(JSONNumber(map.clients.count))),
                ])
            ),
            (
                "entryPoints",
                .array(
                    map.entryPoints.map { entry in
                        .object([
                            ("kind", .string(entry.kind)), ("name", .string(entry.name)), ("file", .string(entry.file)),
                            ("line", .number(JSONNumber(entry.line))),
                        ])
                    })
            ),
            (
                "domains",
                .array(
                    map.domains.map { domain in
                        .object([
                            ("name", .string(domain.name)), ("evidence", strings(domain.evidence)),
                            ("units", strings(domain.units.map(\.description))),
                            ("servedFiles", strings(domain.servedFiles)),
                            ("files", .number(JSONNumber(domain.fileCount))),
                            (
                                "layers",
                                .object(JSONObject(domain.filesByLayer.map { ($0.layer, strings($0.files)) }))
                            ),
                            (
                                "roles",
                                .object(JSONObject(domain.filesByRole.map { ($0.role.rawValue, strings($0.files)) }))
                            ),
                            ("nouns", strings(domain.nouns)), ("verbs", strings(domain.verbs)),
                        ])
                    })
            ),
            (
                "reducers",
                .array(
                    map.reducers.map { reducer in
                        .object([
                            ("name", .string(reducer.name)), ("file", .string(reducer.file)),
                            ("line", .number(JSONNumber(reducer.line))), ("domain", optional(reducer.domain)),
                            ("children", strings(reducer.children)), ("tabs", optional(reducer.tabs)),
                        ])
                    })
            ),
            (
                "clients",
                .array(
                    map.clients.map { client in
                        .object([
                            ("name", .string(client.name)), ("file", .string(client.file)),
                            ("line", .number(JSONNumber(client.line))), ("domain", optional(client.domain)),
                            ("verbs", strings(client.verbs)), ("nouns", strings(client.nouns)),
                            ("evidence", .string(client.evidence)),
                        ])
                    })
            ),
            (
                "providers",
                .array(
                    map.providers.map { provider in
                        .object([
                            ("module", .string(provider.module)), ("sdk", .string(provider.sdk)),
                            ("usedBy", strings(provider.usedBy)), ("files", strings(provider.files)),
                        ])
                    })
            ),
            (
                "crossCutting",
                .array(
                    map.crossCutting.map { unit in
                        .object([
                            ("unit", .string(unit.unit.name)), ("kind", .string(unit.unit.kind.rawValue)),
                            ("role", .string(unit.role.rawValue)), ("files", .number(JSONNumber(unit.files))),
                            ("usedBy", strings(unit.usedBy)), ("reason", .string(unit.reason)),
                        ])
                    })
            ),
            ("gaps", strings(map.gaps)), ("questions", strings(map.questions)),
            ("specDisagreements", strings(map.specDisagreements)),
        ]
        return .object(object)
    }
}
