import Testing

@testable import ArchHistSupport

@Suite struct GlobTests {
    @Test(arguments: [
        ("**/Domain/**", "Sources/App/Domain/Entities/User.swift", true),
        ("**/Domain/**", "Domain/User.swift", true),
        ("**/Domain/**", "Sources/DomainKit/User.swift", false),
        ("Sources/*.swift", "Sources/App.swift", true),
        ("Sources/*.swift", "Sources/App/App.swift", false),
        ("**/*Tests/**", "Tests/AppTests/AppTests.swift", true),
        ("**/* Feature/**", "EssentialFeed/Feed Feature/FeedImage.swift", true),
        ("**/* Feature/**", "EssentialFeed/Feed API/FeedImage.swift", false),
        ("*Service", "BookingService", true),
        ("*Service", "Service", true),
        ("*Service", "BookingServices", false),
        ("Feed?", "Feeds", true),
        ("Feed?", "Feed", false),
        ("**", "anything/at/all.swift", true),
    ])
    func matches(pattern: String, path: String, expected: Bool) {
        #expect(Glob(pattern).matches(path) == expected)
    }

    @Test func captureNamesTheFolder() {
        #expect(
            Glob("**/Domains/{name}/**").capture(in: "Sources/Domains/Booking/Service/BookingFeature.swift")
                == "Booking")
        #expect(Glob("{name}Service").capture(in: "PaymentsService") == "Payments")
        #expect(Glob("**/{name} Feature/**").capture(in: "Feed Feature/FeedImage.swift") == "Feed")
    }

    @Test func captureMustNameSomething() {
        #expect(Glob("{name}Service").capture(in: "Service") == nil)
        #expect(Glob("**/Domains/{name}/**").capture(in: "Sources/Other/X.swift") == nil)
    }
}

@Suite struct DayTests {
    @Test func parsesAndPrintsISODays() {
        #expect(Day("2026-02-28")?.description == "2026-02-28")
        #expect(Day("2026-02-29") == nil)
        #expect(Day("2028-02-29") != nil)
        #expect(Day("2026-13-01") == nil)
        #expect(Day("26-01-01") == nil)
    }

    @Test func convertsUnixTime() {
        #expect(Day(unixTime: 0).description == "1970-01-01")
        #expect(Day(unixTime: 1_795_910_400).description == "2026-11-29")
        #expect(Day(unixTime: -1).description == "1969-12-31")
    }

    @Test func ordersChronologically() throws {
        #expect(try #require(Day("2026-01-31")) < #require(Day("2026-02-01")))
    }
}

@Suite struct GlobFolderCaptureTests {
    @Test(
        arguments: [
            ("Scene/{name}/**", "Scene/Home/HomeView.swift", "Home"),
            ("Scene/{name}/**", "Scene/HomeViewController.swift", nil),
            ("**/{name}/**", "A/B.swift", "A"),
            ("**/Domains/{name}/**", "X/Domains/Foo/Bar.swift", "Foo"),
            ("**/Domains/{name}/**", "X/Domains/Foo.swift", nil),
            ("**/Domains/{name}", "X/Domains/Foo", nil),
            ("Sources/{name}Feature/**", "Sources/LoginFeature/View.swift", "Login"),
        ] as [(String, String, String?)])
    func aDomainCaptureIsAFolderNeverTheFileName(_ pattern: String, _ path: String, _ expected: String?) {
        #expect(Glob(pattern).folderCapture(in: GlobPath(path)) == expected)
    }

    @Test func aPlainCaptureMayStillTakeTheFileName() {
        #expect(
            Glob("Scene/{name}/**").capture(in: GlobPath("Scene/HomeViewController.swift"))
                == "HomeViewController.swift")
    }
}
