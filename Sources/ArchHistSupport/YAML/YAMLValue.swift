/// A YAML document as the block-structured subset configuration files use reads it:
/// mappings (keys in order), sequences and scalars, every scalar kept as its text.
public indirect enum YAMLValue: Sendable, Hashable {
    case scalar(String)
    case sequence([YAMLValue])
    case mapping([(key: String, value: YAMLValue)])

    public static func == (lhs: YAMLValue, rhs: YAMLValue) -> Bool {
        switch (lhs, rhs) {
        case (.scalar(let a), .scalar(let b)): return a == b
        case (.sequence(let a), .sequence(let b)): return a == b
        case (.mapping(let a), .mapping(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .scalar(let text): hasher.combine(text)
        case .sequence(let items): hasher.combine(items)
        case .mapping(let pairs):
            for pair in pairs {
                hasher.combine(pair.key)
                hasher.combine(pair.value)
            }
        }
    }

    /// The value of `key` in a mapping; nil for a missing key or another kind of value.
    public subscript(key: String) -> YAMLValue? {
        guard case .mapping(let pairs) = self else { return nil }
        return pairs.first { $0.key == key }?.value
    }

    public var text: String? {
        if case .scalar(let text) = self { return text }
        return nil
    }

    public var items: [YAMLValue]? {
        if case .sequence(let items) = self { return items }
        return nil
    }

    public var pairs: [(key: String, value: YAMLValue)]? {
        if case .mapping(let pairs) = self { return pairs }
        return nil
    }
}
