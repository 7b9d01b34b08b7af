/// What a parent's recorded run used, read from the store on other threads while
/// git lists the child's tree (`Recorder.gather` in a new process): a commit
/// shares nearly all of its blobs with its parent, decoding their facts is the
/// largest read of a record, and the listing is the one stretch where the cores
/// mostly wait on git.
///
/// The manifests come first, then the run: its facts, where its files sat (under
/// the child's spec) and how their references resolved. A failure leaves a value
/// empty: the recorder then asks the store as it would have, and meets the error
/// there.
///
/// When the parent's run kept its resolution, it then seeds `resolutions` with it,
/// on another thread again, so that the child resolves only what changed.
import ArchHistCore
import ArchHistSupport

/// The largest saving of a `record` in a new process (`Benchmark.md` in the
/// documentation catalog has the figures; `archhist-bench history` times that record).
final class ParentPrefetch: Sendable {
    private let manifestsRead: BackgroundValue<[String: PackageManifest]>
    private let runRead: BackgroundValue<RecordedRun>
    private let seeding: BackgroundValue<Bool>

    /// `specDigest`: the spec the child is recorded under, whose places the parent's
    /// run may hold; nil to take none.
    init(
        store: SerialStore, parent: String, specDigest: String?, analyzerVersion: String,
        resolutions: ResolutionCache, workers: Int
    ) {
        let manifests = BackgroundValue { (try? store.recordedManifests(ofRunOf: parent)) ?? [:] }
        manifestsRead = manifests
        // Places and a resolution are only as good as the classifier and resolver
        // that made them: the store gives them only from a run of this version.
        let run = BackgroundValue {
            _ = manifests.wait()
            return
                (try? store.recordedRun(ofRunOf: parent, specDigest: specDigest, analyzerVersion: analyzerVersion))
                ?? RecordedRun(facts: [:], resolution: nil, places: nil)
        }
        runRead = run
        seeding = BackgroundValue {
            let recorded = run.wait()
            guard let tree = recorded.resolution?.tree(facts: recorded.facts) else { return false }
            return resolutions.seed(tree, workers: workers)
        }
    }

    /// The parent's manifests, by blob, once read.
    func waitForManifests() -> [String: PackageManifest] { manifestsRead.wait() }

    /// The facts of the parent's Swift files, by blob, once read.
    func waitForFacts() -> [String: FileFacts] { runRead.wait().facts }

    /// Where the parent's files sat under the child's spec, when that holds for a
    /// tree with `manifests`; waits for the parent's run to be read.
    func placements(forTreeWith manifests: [TreeFile]) -> [String: FilePlacement]? {
        runRead.wait().places?.placements(forTreeWith: manifests)
    }

    /// Whether the resolution cache now holds the parent's resolution, once seeding ends.
    @discardableResult func waitUntilSeeded() -> Bool { seeding.wait() }
}
