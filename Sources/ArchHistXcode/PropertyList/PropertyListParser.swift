import ArchHistCore
import ArchHistSupport

/// Reads an old-style property list from its UTF-8 bytes.
///
/// The parser never throws and never recurses: containers being read sit on an explicit
/// stack, and a file nesting deeper than `maximumDepth` stops there. The first syntax
/// error (or the end of a truncated file) ends the reading with one warning; every
/// container still open is closed as it stands, so whatever came before is kept. A
/// damaged `project.pbxproj` thus still yields the objects above the damage.
struct PropertyListParser {
    /// A project file nests about six levels; the limit only stops hostile input, whose
    /// values would otherwise be freed (and compared) by recursion as deep as the file.
    static let maximumDepth = 256

    struct Result {
        /// The top-level value; nil when the file holds none (empty, or damaged at its start).
        var root: PropertyList?
        var warnings: [ScanWarning]
    }

    static func parse(_ bytes: [UInt8]) -> Result {
        ByteView.of(bytes) { view in
            var parser = PropertyListParser(cursor: PropertyListCursor(view))
            parser.run()
            return Result(root: parser.root, warnings: parser.cursor.warnings)
        }
    }

    /// What the container on top of the stack expects next.
    private enum Phase {
        case arrayValue, arraySeparator
        case dictionaryKey, dictionaryEquals, dictionaryValue, dictionarySemicolon
    }

    /// A container being read; its items wait on `items` or `entries` from `start` on.
    private struct Frame {
        var phase: Phase
        var start: Int
        var key = ""
        var keyLine = 0

        var isArray: Bool { phase == .arrayValue || phase == .arraySeparator }
    }

    private var cursor: PropertyListCursor
    private var stack: [Frame] = []
    /// The items of all open arrays and the entries of all open dictionaries, innermost
    /// last: a closed container takes its own in one exact allocation, where growing an
    /// array per container would reallocate it several times.
    private var items: [PropertyList] = []
    private var entries: [PropertyListDictionary.Entry] = []
    private var root: PropertyList?

    private init(cursor: PropertyListCursor) {
        self.cursor = cursor
    }

    private mutating func run() {
        cursor.skipByteOrderMark()
        while step() {}
        closeOpenContainers()
        if root == nil && cursor.warnings.isEmpty {
            cursor.warn("empty property list", line: 1)
        }
    }

    /// Reads one token; false once the reading is over (done, damaged or truncated).
    private mutating func step() -> Bool {
        cursor.skipTrivia()
        guard let byte = cursor.peek() else {
            if !stack.isEmpty {
                cursor.warn("unexpected end of file: the file is truncated")
            }
            return false
        }
        guard !stack.isEmpty else {
            if root != nil {
                cursor.warn("unexpected text after the top-level value is ignored")
                return false
            }
            return readValue(startingWith: byte)
        }
        switch stack[stack.count - 1].phase {
        case .arrayValue:
            if byte == UInt8(ascii: ")") { return close() }
            return readValue(startingWith: byte)
        case .arraySeparator:
            if byte == UInt8(ascii: ",") {
                cursor.advance()
                stack[stack.count - 1].phase = .arrayValue
                return true
            }
            if byte == UInt8(ascii: ")") { return close() }
            return syntaxError("expected ',' or ')'")
        case .dictionaryKey:
            if byte == UInt8(ascii: "}") { return close() }
            let line = cursor.line
            guard let key = cursor.readString() else { return syntaxError("expected a key or '}'") }
            stack[stack.count - 1].key = key
            stack[stack.count - 1].keyLine = line
            stack[stack.count - 1].phase = .dictionaryEquals
            return true
        case .dictionaryEquals:
            guard byte == UInt8(ascii: "=") else { return syntaxError("expected '=' after a key") }
            cursor.advance()
            stack[stack.count - 1].phase = .dictionaryValue
            return true
        case .dictionaryValue:
            return readValue(startingWith: byte)
        case .dictionarySemicolon:
            guard byte == UInt8(ascii: ";") else { return syntaxError("expected ';' after a value") }
            cursor.advance()
            stack[stack.count - 1].phase = .dictionaryKey
            return true
        }
    }

    private mutating func readValue(startingWith byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "("):
            guard stack.count < Self.maximumDepth else {
                cursor.warn("nesting deeper than \(Self.maximumDepth) levels: the rest of the file is skipped")
                return false
            }
            cursor.advance()
            if byte == UInt8(ascii: "(") {
                stack.append(Frame(phase: .arrayValue, start: items.count))
            } else {
                stack.append(Frame(phase: .dictionaryKey, start: entries.count))
            }
            return true
        case UInt8(ascii: "<"):
            guard let data = cursor.readData() else { return false }
            deliver(.string(data))
            return true
        default:
            guard let text = cursor.readString() else { return syntaxError("expected a value") }
            deliver(.string(text))
            return true
        }
    }

    private mutating func close() -> Bool {
        cursor.advance()
        deliver(value(of: stack.removeLast()))
        return true
    }

    /// The container `frame` stands for, its items taken off the shared stacks.
    private mutating func value(of frame: Frame) -> PropertyList {
        if frame.isArray {
            return .array(Self.take(from: &items, start: frame.start))
        }
        return .dictionary(PropertyListDictionary(entries: Self.take(from: &entries, start: frame.start)))
    }

    /// `stack[start...]` in an array of its own, removed from `stack`. Copied rather than
    /// sliced: `Array(slice)` of a whole array shares its buffer, and the removal would
    /// then copy the stack and lose its capacity. A big container alone on the stack (the
    /// `objects` table) takes the buffer itself: copying it would cost a retain and a
    /// release per object, and the spare capacity it carries off is at most its size.
    private static func take<Element>(from stack: inout [Element], start: Int) -> [Element] {
        if start == 0 && stack.count >= 256 {
            let taken = stack
            stack = []
            return taken
        }
        var taken: [Element] = []
        taken.reserveCapacity(stack.count - start)
        taken.append(contentsOf: stack[start...])
        stack.removeSubrange(start...)
        return taken
    }

    /// Hands a finished value to the container on top of the stack (or makes it the root).
    private mutating func deliver(_ value: PropertyList) {
        guard !stack.isEmpty else {
            root = value
            return
        }
        let top = stack.count - 1
        switch stack[top].phase {
        case .arrayValue:
            items.append(value)
            stack[top].phase = .arraySeparator
        case .dictionaryValue:
            entries.append(PropertyListDictionary.Entry(key: stack[top].key, line: stack[top].keyLine, value: value))
            stack[top].phase = .dictionarySemicolon
        default:
            break  // only reached while unwinding a damaged file: the value has no place
        }
    }

    private mutating func syntaxError(_ expected: String) -> Bool {
        let found = cursor.peek().map(PropertyListCursor.describe) ?? "the end of the file"
        cursor.warn("\(expected), found \(found): the rest of the file is skipped")
        return false
    }

    /// Closes what a damaged or truncated file left open, keeping what each container holds;
    /// a key still waiting for its value is dropped.
    private mutating func closeOpenContainers() {
        while let frame = stack.popLast() {
            deliver(value(of: frame))
        }
    }
}
