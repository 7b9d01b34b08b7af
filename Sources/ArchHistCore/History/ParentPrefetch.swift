/// What a parent's recorded run used, read from the store on other threads while
/// git lists the child's tree (`Recorder.gather` in a new process): a commit
/// shares nearly all of its blobs with its parent, decoding their facts is the
/// largest read of a record, and the listing is the one stretch where the cores
/// mostly wait on git.
///
/// The store is lent to those threads: its owner uses it again only once `facts`
/// has returned. The manifests come first, so that placing the files can start
/// as soon as the tree is listed. A failure leaves a value empty: the recorder
/// then asks the store as it would have, and meets the error there.
///
/// When the parent's run kept its resolution, it then seeds `resolutions` with it,
/// on another thread again, so that the child resolves only what changed.
final class ParentPrefetch: Sendable {
    private let manifestsRead: BackgroundValue<[String: PackageManifest]>
    private let placesRead: BackgroundValue<RecordedPlaces?>
    private let runRead: BackgroundValue<RecordedRun>
    private let seeding: BackgroundValue<Bool>

    /// `specDigest`: the spec the child is recorded under, whose places the parent's
    /// run may hold; nil to read none.
    init(
        store: any HistoryStore, parent: String, specDigest: String?, analyzerVersion: String,
        resolutions: ResolutionCache, workers: Int
    ) {
        let lent = Lent(store)
        let manifests = BackgroundValue { (try? lent.value.recordedManifests(ofRunOf: parent)) ?? [:] }
        manifestsRead = manifests
        let places = BackgroundValue {
            _ = manifests.value
            return specDigest.flatMap {
                try? lent.value.recordedPlaces(ofRunOf: parent, specDigest: $0, analyzerVersion: analyzerVersion)
            }
        }
        placesRead = places
        // A resolution is only as good as the resolver that made it: the store gives
        // one only from a run of this archhist's version.
        let run = BackgroundValue {
            _ = places.value
            let r = (try? lent.value.recordedRun(ofRunOf: parent, analyzerVersion: analyzerVersion))
                ?? RecordedRun(facts: [:], resolution: nil)
            return r
        }
        runRead = run
        seeding = BackgroundValue {
            let recorded = run.value
            guard let tree = recorded.resolution?.tree(facts: recorded.facts) else { return false }
            let r = resolutions.seed(tree, workers: workers)
            return r
        }
    }

    /// The parent's manifests, by blob (the store is still lent).
    var manifests: [String: PackageManifest] { manifestsRead.value }

    /// Where the parent's files sat under the child's spec, when that holds for a
    /// tree with `manifests` (the store is still lent).
    func places(forTreeWith manifests: [TreeFile]) -> [String: RecordedPlaces.Place]? {
        placesRead.value?.places(forTreeWith: manifests)
    }

    /// The facts of the parent's Swift files, by blob; the store is back.
    var facts: [String: FileFacts] { runRead.value.facts }

    /// Whether the resolution cache now holds the parent's resolution; waits for it.
    var seeded: Bool { seeding.value }
}
