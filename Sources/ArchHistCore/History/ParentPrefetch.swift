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
final class ParentPrefetch {
    private let manifestsRead: BackgroundValue<[String: PackageManifest]>
    private let factsRead: BackgroundValue<[String: FileFacts]>

    init(store: any HistoryStore, parent: String) {
        let lent = Lent(store)
        let manifests = BackgroundValue { (try? lent.value.recordedManifests(ofRunOf: parent)) ?? [:] }
        manifestsRead = manifests
        factsRead = BackgroundValue {
            _ = manifests.value
            return (try? lent.value.recordedFacts(ofRunOf: parent)) ?? [:]
        }
    }

    /// The parent's manifests, by blob (the store is still lent).
    var manifests: [String: PackageManifest] { manifestsRead.value }

    /// The facts of the parent's Swift files, by blob; the store is back.
    var facts: [String: FileFacts] { factsRead.value }
}
