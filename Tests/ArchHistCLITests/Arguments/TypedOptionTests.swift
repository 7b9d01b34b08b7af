import ArchHistCLI
import Testing

/// Typed declarations: the allowed values and the default come from the declaration,
/// and what the parser accepts reads back as the declared type.
@Suite struct TypedOptionTests {
    enum Shade: String, CaseIterable, Sendable { case light, dark }

    static let shade = Option("shade", help: "The shade.", default: Shade.dark)
    static let count = Option<Int?>("count", valueName: "n", help: "How many.", environmentVariable: "COUNT")
    static let level = Option<Shade?>(
        "level", help: "Which shade.", choices: ["all"] + Shade.allCases.map(\.rawValue), default: "all",
        read: { Shade(rawValue: $0) })
    static let shades = RepeatableOption<Shade>("also", valueName: "shade", help: "More shades.")
    static let palette = Option<[Shade]>(
        "palette", help: "Shades, comma-separated.", default: [.light], reader: .commaSeparated(.cases),
        environmentVariable: "PALETTE")
    static let accent = Option<Shade?>("accent", help: "One shade.", reader: .cases)
    static let tint = Option("tint", help: "The tint.", default: Shade.light).formerly("hue")

    static let command = CommandSpec(
        name: "paint", abstract: "Paint.", options: [shade, count, level, shades, palette, accent, tint])
    static let tool = ToolSpec(name: "t", abstract: "", version: "1", commands: [command])

    private func parse(
        _ arguments: [String], environment: [String: String] = [:]
    ) throws(UsageError) -> ParsedArguments {
        guard
            case .run(let parsed) = try ArgumentParser.parse(
                ["paint"] + arguments, tool: Self.tool, environment: environment)
        else { throw UsageError(.unexpectedPositional("paint"), command: nil) }
        return parsed
    }

    private func failure(_ arguments: [String], environment: [String: String] = [:]) -> UsageError? {
        do { _ = try parse(arguments, environment: environment) } catch { return error }
        return nil
    }

    @Test func anEnumerationGivesTheAllowedValuesAndTheDefault() throws {
        #expect(Self.shade.spec.allowedValues == ["light", "dark"])
        #expect(Self.shade.spec.defaultValue == "dark")
        #expect(Self.tool.problems == [])
        #expect(try parse([])[Self.shade] == .dark)
        #expect(try parse(["--shade", "light"])[Self.shade] == .light)
        #expect(
            failure(["--shade", "grey"])?.message
                == "invalid value 'grey' for '--shade'; expected one of 'light', 'dark'")
        #expect(HelpRenderer.command(Self.command, tool: Self.tool).contains("(values: light, dark; default: dark)"))
    }

    @Test func integersAreCheckedOnTheCommandLineAndInTheEnvironment() throws {
        #expect(try parse([])[Self.count] == nil)
        #expect(try parse(["--count", "-3"])[Self.count] == -3)
        #expect(try parse([], environment: ["COUNT": "7"])[Self.count] == 7)
        #expect(failure(["--count", "3.5"])?.message == "invalid value '3.5' for '--count'; expected an integer")
        #expect(
            failure([], environment: ["COUNT": "many"])
                == UsageError(
                    .invalidEnvironmentValue(
                        variable: "COUNT", option: "--count", value: "many", expected: "an integer"),
                    command: "paint"))
    }

    @Test func aChoiceOutsideTheCasesReadsAsNil() throws {
        #expect(try parse([])[Self.level] == nil)
        #expect(try parse(["--level", "light"])[Self.level] == .light)
        #expect(failure(["--level", "none"]) != nil)
    }

    /// A former name (`--level` for `--by`) still works, so that a script written for it
    /// keeps working; help shows the new name only, and an error names what was typed.
    @Test func aFormerNameIsAcceptedButHelpShowsTheNewOne() throws {
        #expect(try parse(["--hue", "dark"])[Self.tint] == .dark)
        #expect(try parse(["--hue=dark"])[Self.tint] == .dark)
        #expect(try parse(["--tint", "dark"])[Self.tint] == .dark)
        #expect(failure(["--tint", "dark", "--hue", "light"])?.message == "'--tint' can only be given once")
        #expect(
            failure(["--hue", "grey"])?.message == "invalid value 'grey' for '--hue'; expected one of 'light', 'dark'")
        #expect(failure(["--hue"])?.message == "missing value for '--hue'")
        let help = HelpRenderer.command(Self.command, tool: Self.tool)
        #expect(help.contains("--tint <tint>") && !help.contains("hue"))
        #expect(!HelpRenderer.usageLine(Self.command, tool: Self.tool).contains("hue"))
    }

    @Test func aFormerNameThatClashesWithAnOptionIsADeclarationMistake() {
        let clash = CommandSpec(
            name: "paint", abstract: "Paint.",
            options: [Self.shade, Option("tone", help: "", default: Shade.dark).formerly("shade")])
        #expect(
            ToolSpec(name: "t", abstract: "", version: "1", commands: [clash]).problems
                == ["command 'paint': option '--tone': its former name '--shade' clashes with another option"])
    }

    @Test func repeatedEnumerationValuesKeepTheirOrder() throws {
        #expect(try parse([])[Self.shades] == [])
        #expect(try parse(["--also", "dark", "--also", "light"])[Self.shades] == [.dark, .light])
        #expect(
            failure(["--also", "grey"])?.message
                == "invalid value 'grey' for '--also'; expected one of 'light', 'dark'")
    }

    @Test func aListIsParsedWithTheCommandLineInOrderWithoutRepeats() throws {
        #expect(Self.tool.problems == [])
        #expect(try parse([])[Self.palette] == [.light])
        #expect(try parse(["--palette", "dark, light,dark"])[Self.palette] == [.dark, .light])
        #expect(try parse([], environment: ["PALETTE": "dark"])[Self.palette] == [.dark])
        #expect(
            HelpRenderer.command(Self.command, tool: Self.tool).contains("(values: light, dark;\n"))
        #expect(Self.palette.spec.defaultValue == "light")
    }

    @Test func aWrongItemOfAListIsNamedAloneWithWhatItemsMayBe() {
        #expect(
            failure(["--palette", "light,drak"])
                == UsageError(
                    .invalidValue(
                        option: "--palette", value: "drak",
                        expected: "a comma-separated list of 'light', 'dark'; did you mean 'dark'?"),
                    command: "paint"))
        // An empty item is no shade either.
        #expect(failure(["--palette", "light,"])?.message.hasPrefix("invalid value '' for '--palette'") == true)
        #expect(
            failure([], environment: ["PALETTE": "grey"])
                == UsageError(
                    .invalidEnvironmentValue(
                        variable: "PALETTE", option: "--palette", value: "grey",
                        expected: "a comma-separated list of 'light', 'dark'"),
                    command: "paint"))
    }

    @Test func aReaderWithoutADefaultReadsNilWhenLeftOut() throws {
        #expect(try parse([])[Self.accent] == nil)
        #expect(try parse(["--accent", "dark"])[Self.accent] == .dark)
        #expect(
            failure(["--accent", "darc"])?.message
                == "invalid value 'darc' for '--accent'; expected one of 'light', 'dark'; did you mean 'dark'?")
    }
}
