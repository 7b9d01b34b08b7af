import ArchHistCore
import Testing

@Suite struct ClassifierPrecedenceTests {
    @Test func aListedFileBeatsAFolderGlobOfAnEarlierLayer() throws {
        let spec = try SpecDecoder.decode(
            Array(
                """
                {"layers": [
                  {"name": "Presentation", "paths": ["App/Data/**"]},
                  {"name": "Data", "paths": ["App/Data/Api.swift"]}
                ]}
                """.utf8), file: "archhist.json")
        let module = Module(name: "App", path: "App", origin: .folder)
        let classifier = Classifier(spec: spec)
        #expect(classifier.place(path: "App/Data/Api.swift", module: module).layer == "Data")
        #expect(classifier.place(path: "App/Data/Cache.swift", module: module).layer == "Presentation")
    }
}
