/// How the lists of a spec are written: names as strings, globs as their patterns.
import ArchHistSupport

extension JSONValue {
    static func strings(_ values: [String]) -> JSONValue { .array(values.map { .string($0) }) }

    static func patterns(_ values: [Glob]) -> JSONValue { .array(values.map { .string($0.pattern) }) }
}
