import ArchHistCore
import ArchHistXcode
import Testing

@Suite("PodspecReader")
struct PodspecReaderTests {
    static func read(_ text: String) -> PackageManifest { PodspecReader.read(Array(text.utf8)) }

    static func globs(_ target: ManifestTarget) -> [String] {
        (target.sources ?? []).map { rule in
            guard case .glob(let pattern, let except) = rule else { return "\(rule)" }
            return except.isEmpty ? pattern : "\(pattern) except \(except.joined(separator: ", "))"
        }
    }

    @Test func theSpecAndItsSubspecsAreOneModuleAndATestSpecIsATestTarget() throws {
        let manifest = Self.read(
            """
            Pod::Spec.new do |spec|
              spec.name = "Network" # the pod
              spec.version = "0.0.1"
              spec.source = { :git => "https://example.com/Network.git", :tag => "#{spec.version}" }
              spec.source_files  = "Network"
              spec.default_subspec = 'Core'
              spec.subspec "Core" do |subspec|
                subspec.source_files = "Network/Core", "Network/Core/**/*.{swift,h}"
                subspec.exclude_files = "Network/Core/Legacy/**"
              end
              spec.subspec "TestDoubles" do |subspec|
                subspec.ios.source_files = %w[Network/TestDoubles/**/*.swift]
              end
              spec.dependency "Domain"
              spec.dependency "Domain/TestDoubles"
              spec.dependency 'KeychainSwift', '~> 19.0'
              spec.dependency 'Network/Core'
              spec.test_spec 'NetworkTests' do |test_spec|
                test_spec.source_files = [
                  'NetworkTests/*.{swift}',
                  'NetworkTests/**/*.{swift}',
                ]
              end
            end
            """)
        #expect(manifest.kind == .podspec)
        #expect(manifest.name == "Network")
        #expect(manifest.warnings.isEmpty, "\(manifest.warnings)")
        let pod = try #require(manifest.targets.first)
        #expect(pod.name == "Network" && pod.kind == .regular && pod.product == .framework)
        #expect(
            Self.globs(pod) == [
                "Network/*.swift",
                "Network/Core/*.swift except Network/Core/Legacy/**",
                "Network/Core/**/*.swift except Network/Core/Legacy/**",
                "Network/TestDoubles/**/*.swift",
            ])
        #expect(pod.dependencies.map(\.name) == ["Domain", "KeychainSwift"])
        let tests = try #require(manifest.targets.dropFirst().first)
        #expect(tests.name == "Network-Unit-NetworkTests" && tests.kind == .test)
        #expect(Self.globs(tests) == ["NetworkTests/*.swift", "NetworkTests/**/*.swift"])
        #expect(tests.dependencies.map(\.name) == ["Network"])
    }

    @Test func aComputedValueIsAWarningAndAMissingNameLeavesNoModule() {
        let computed = Self.read(
            """
            Pod::Spec.new do |s|
              s.name = 'Kit'
              s.module_name = 'KitCore'
              s.source_files = SOURCES
              s.source_files = "Kit/#{platform}/**/*.swift", 'Kit/Shared/**/*.swift'
            end
            """)
        #expect(computed.targets.first?.moduleName == "KitCore")
        #expect(computed.targets.first.map(Self.globs) == ["Kit/Shared/**/*.swift"])
        #expect(computed.warnings.map(\.line) == [4, 5])
        let nameless = Self.read("Pod::Spec.new do |s|\n  s.source_files = 'Kit/**/*.swift'\nend\n")
        #expect(nameless.targets.isEmpty)
        #expect(nameless.warnings.count == 1)
    }

    @Test func onlyPatternsThatCanNameASwiftFileAreKept() {
        let manifest = Self.read(
            """
            Pod::Spec.new do |s|
              s.name = 'Mixed'
              s.source_files = 'Mixed/**/*.{h,m}', 'Mixed/Bridge.swift', 'Mixed/Generated/*', './Mixed/Views/'
            end
            """)
        #expect(
            manifest.targets.first.map(Self.globs) == [
                "Mixed/Bridge.swift", "Mixed/Generated/*", "Mixed/Views/*.swift",
            ])
    }
}
