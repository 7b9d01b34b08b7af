/// The steps `Recorder.gather` takes, in order: list the tree, read its manifests,
/// then find the facts of its Swift files.
import ArchHistCore
import ArchHistSupport

extension Recorder {
    /// A commit's tree without the skipped paths: its Swift files and its manifests.
    struct ListedTree: Sendable {
        var roles: TreeRoles
        var sources: [TreeFile]
        var manifests: [TreeFile]
    }

    /// The facts of a tree's Swift files, and where they came from.
    struct SourceFacts: Sendable {
        var files: [SourceFile]
        /// Blobs history has never seen, read and scanned now.
        var newFacts: [String: FileFacts]
        /// Sketches of the lines of those blobs, for rename detection without them.
        var newSketches: [String: LineSketch]
        /// The facts of the blobs this tree uses that the recorder did not know.
        var blobFacts: [(oid: String, facts: FileFacts)]
    }

    /// What a commit read but not written yet tells the next commit's reading: the
    /// manifests and blob facts it met that the recorder did not know, which history
    /// will hold once its run is written.
    struct Unwritten: Sendable {
        var newManifests: [String: PackageManifest]
        var blobFacts: [(oid: String, facts: FileFacts)]

        init(_ run: Prepared) { (newManifests, blobFacts) = (run.newManifests, run.blobFacts) }
        init(_ read: Gathered) { (newManifests, blobFacts) = (read.newManifests, read.sources.blobFacts) }
    }

    /// Starts reading what the parent's run used, for a recorder that knows no blob
    /// yet (a new process).
    func readParentRun(of commit: Commit, digest: String?) -> ParentPrefetch? {
        commit.parents.first.map {
            ParentPrefetch(
                store: store, parent: $0, specDigest: digest, analyzerVersion: analyzerVersion,
                resolutions: resolutions, workers: workers)
        }
    }

    func listTree(of commit: Commit) throws -> ListedTree {
        let tree = try reader.files(of: commit).filter { !TreeFilter.isSkipped($0.path) }
        let roles = TreeRoles(paths: tree.map(\.path))
        return ListedTree(
            roles: roles, sources: tree.filter { roles.isSwiftSource($0.path) },
            manifests: tree.filter { roles.manifestKind(of: $0.path) != nil })
    }

    /// The manifests of a tree, and those read now. Those of the run not written
    /// yet and of the parent's run are known without the store.
    func readManifests(
        of tree: ListedTree, unwritten: Unwritten?, parent: ParentPrefetch?
    ) throws -> (all: [ManifestFile], new: [String: PackageManifest]) {
        var known = unwritten?.newManifests ?? [:]
        if let parent {
            known.merge(parent.waitForManifests()) { mine, _ in mine }
        }
        return try readManifests(tree.manifests, roles: tree.roles, known: known)
    }

    /// The facts of `sources`: those the recorder knows (runs it wrote, the run not
    /// written yet, the parent's run), those history stores, and the blobs history
    /// has never seen, read one after another and scanned on all cores.
    func sourceFacts(of sources: [TreeFile], unwritten: Unwritten?, parent: ParentPrefetch?) throws -> SourceFacts {
        let (carried, fromParent) = knownFacts(of: sources, unwritten: unwritten, parent: parent)
        var blobFacts = fromParent
        let asked = Set(sources.indices.lazy.filter { carried[$0] == nil }.map { sources[$0].oid })
        let unseen = Array(asked.subtracting(try store.knownBlobs(among: Array(asked)))).sorted()
        var (newFacts, newSketches) = try scan(unseen)
        let stored = asked.subtracting(unseen)
        let read = try store.swiftFacts(for: Array(stored))
        // Blobs read before history kept sketches get theirs the first time a recorder
        // meets them outside the runs it wrote: a database from before then is
        // completed as commits are recorded, and the runs it pushes carry them.
        let unsketched = try store.blobsWithoutSketch(among: Array(stored.union(fromParent.lazy.map(\.oid))))
        if !unsketched.isEmpty {
            let oids = unsketched.sorted()
            for (oid, content) in zip(oids, try reader.blobs(oids)) { newSketches[oid] = LineSketch(content: content) }
        }
        var files: [SourceFile] = []
        files.reserveCapacity(sources.count)
        for (index, file) in sources.enumerated() {
            if let facts = carried[index] {
                files.append(SourceFile(path: file.path, facts: facts))
            } else if let facts = newFacts[file.oid] ?? read[file.oid] {
                files.append(SourceFile(path: file.path, facts: facts))
                blobFacts.append((file.oid, facts))
            }
        }
        return SourceFacts(files: files, newFacts: newFacts, newSketches: newSketches, blobFacts: blobFacts)
    }

    /// The facts the recorder knows without the store, by position in `sources`; and
    /// those of them it did not know before this commit (read with the parent's run).
    private func knownFacts(
        of sources: [TreeFile], unwritten: Unwritten?, parent: ParentPrefetch?
    ) -> ([FileFacts?], [(oid: String, facts: FileFacts)]) {
        var carried = stored.facts(of: sources)
        if let unwritten, !unwritten.blobFacts.isEmpty {
            let pending = Dictionary(unwritten.blobFacts, uniquingKeysWith: { first, _ in first })
            for index in carried.indices where carried[index] == nil { carried[index] = pending[sources[index].oid] }
        }
        var fromParent: [(oid: String, facts: FileFacts)] = []
        if let prefetched = parent?.waitForFacts(), !prefetched.isEmpty {
            for index in carried.indices where carried[index] == nil {
                guard let facts = prefetched[sources[index].oid] else { continue }
                carried[index] = facts
                fromParent.append((sources[index].oid, facts))
            }
        }
        return (carried, fromParent)
    }

    /// Blobs come through one reader in turn; scanning them (and sketching their
    /// lines) is what needs the cores.
    private func scan(_ oids: [String]) throws -> (facts: [String: FileFacts], sketches: [String: LineSketch]) {
        let contents = Array(zip(oids, try reader.blobs(oids)))
        let extractor = self.extractor
        let scanned = contents.parallelMap(workers: workers) {
            ($0.0, extractor.scanSwift($0.1), LineSketch(content: $0.1))
        }
        var facts: [String: FileFacts] = [:]
        var sketches: [String: LineSketch] = [:]
        for (oid, fileFacts, sketch) in scanned {
            facts[oid] = fileFacts
            sketches[oid] = sketch
        }
        return (facts, sketches)
    }

    /// The manifests of `files`, from history or read now, and those read now.
    /// `known`: manifests known without asking the store, counted as history. When
    /// they are all of them, the store is not used.
    private func readManifests(
        _ files: [TreeFile], roles: TreeRoles, known: [String: PackageManifest]
    ) throws -> (all: [ManifestFile], new: [String: PackageManifest]) {
        let blobs = Set(files.map(\.oid))
        let asked = blobs.filter { known[$0] == nil }
        if asked.isEmpty {
            return (files.map { ManifestFile(path: $0.path, manifest: known[$0.oid]!) }, [:])
        }
        let unseen = Array(asked.subtracting(try store.knownBlobs(among: Array(asked)))).sorted()
        var new: [String: PackageManifest] = [:]
        var kinds: [String: PackageManifest.Kind] = [:]
        for file in files { kinds[file.oid] = roles.manifestKind(of: file.path) }
        for (oid, bytes) in zip(unseen, try reader.blobs(unseen)) {
            new[oid] = extractor.readManifest(kinds[oid] ?? .package, bytes)
        }
        var fresh = new
        for oid in blobs.subtracting(asked) { fresh[oid] = known[oid] }
        let all = try store.inputs(files: [], manifests: files, freshManifests: fresh).manifests
        return (all, new)
    }
}
