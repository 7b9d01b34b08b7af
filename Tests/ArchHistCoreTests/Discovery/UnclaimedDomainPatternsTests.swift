import ArchHistCore
import ArchHistSupport
import Testing

/// `init` writes no domain pattern that claims nothing: `analyze` would note each as inert.
@Suite struct UnclaimedDomainPatternsTests {
    @Test func inertPatternsGoAndADomainLeftWithoutAnyGoesToo() throws {
        let spec = try JSONParser.parse(
            """
            {"layers": [{"name": "Any", "paths": ["**"]}],
             "domains": [
               {"name": "Notice", "paths": ["App/Notice/**", "App/WillBeRemoved/Notice.swift"]},
               {"name": "Department", "paths": ["App/WillBeRemoved/Department.swift"]},
               {"name": "Search", "modules": ["SearchUI"]},
               {"paths": ["Features/{name}/**"]}
             ]}
            """)
        let unmatched = [
            UnmatchedPatterns.Unmatched(
                owner: .domain, name: "Notice", pattern: "App/WillBeRemoved/Notice.swift", isModule: false),
            UnmatchedPatterns.Unmatched(
                owner: .domain, name: "Department", pattern: "App/WillBeRemoved/Department.swift", isModule: false),
            // A layer's own pattern is not a domain's: left as it is.
            UnmatchedPatterns.Unmatched(owner: .layer, name: "Search", pattern: "SearchUI", isModule: true),
        ]
        let pruned = UnclaimedDomainPatterns.removing(unmatched, from: spec)
        let written = JSONWriter(style: .compact).string(pruned)
        #expect(
            written.contains(#"{"name":"Notice","paths":["App/Notice/**"]}"#), "\(written)")
        #expect(!written.contains("Department"))
        #expect(written.contains(#""modules":["SearchUI"]"#))
        #expect(written.contains("Features/{name}/**"))
    }
}
