import ArchHistCore
import ArchHistSupport
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a push, pull or merge did.
public struct SyncReport: Sendable, Equatable {
    /// Runs written: to the remote (push) or to this database (pull, merge).
    public var runs: Int
    /// Runs the other side holds in all.
    public var otherRuns: Int
    /// Pushes tried (a push retries when another runner pushed first).
    public var attempts: Int
    /// False when the remote has no notes ref yet (pull).
    public var remoteHasHistory: Bool
    /// Runs of the other side this database held before (pull, merge).
    public var alreadyHere: Int = 0
    /// Notes of commits already on the remote that this push completed with the
    /// commits' moves (notes written without them: by an older archhist, or where git
    /// lacked the objects).
    public var notesGivenRenames: Int = 0
    /// Sets and chunks on the remote whose bytes were not what their names say, that
    /// this push wrote again from the runs of this database that use them (push).
    public var objectsRepaired: Int = 0
    /// Notes (or runs of them) that failed the checks of the notes' format and were left
    /// out: the others were read as usual.
    public var skipped: [SkippedNote] = []
    /// Shared objects (sets, chunks, specs, facts) that could not be read, each with the
    /// runs that need it: those runs were left out, the others were read as usual.
    public var damaged: [DamagedObject] = []
    /// Runs left out because they need a damaged object, each counted once.
    public var runsOfDamagedObjects: Int = 0
    /// Commits a selective pull asked for that the remote holds no note of.
    public var notOnRemote: [String] = []
    /// The commits of the notes ref's own history this push made one (0: none).
    public var compactedCommits: Int = 0

    /// Runs and notes left out, each counted once: those of `skipped` and those that
    /// needed a damaged object.
    public var skippedCount: Int { skipped.count + runsOfDamagedObjects }
}

/// A shared object of the notes (a set, a chunk, a spec, the facts of a blob) a pull
/// or merge could not read, and how many of the runs it was to write need it.
public struct DamagedObject: Sendable, Equatable, CustomStringConvertible {
    /// Its path in the notes tree.
    public var path: String
    public var reason: String
    public var runs: Int

    public var description: String {
        // A sketch (`NoteSketches`) takes no run with it: the runs are read without it.
        if runs == 0 { return "skipped \(path): \(reason); the runs that use it were read without it" }
        return "skipped \(path): \(reason); it took \(Plural.counted(runs, "run")) with it"
    }
}

/// The moves of each of these commits against its first parent, for those whose
/// objects (and whose parent's) git has, as the queries' rename detection finds them;
/// no entry for a commit git cannot compare. `push` writes them into the notes.
public typealias FirstParentRenames = (_ commits: [Commit]) throws -> [String: [String: String]]

/// A run a pull or merge is about to write, as git can check it: its commit as the
/// note names it, and the files it recorded (Swift files and manifests, path → blob).
public struct IncomingRun: Sendable {
    public var commit: Commit
    public var files: RecordedFiles
    /// The spec it was judged under (its excludes leave files out); nil when unreadable.
    public var spec: ArchitectureSpec?
}

/// Why each of these runs must not be written (nil: it may), from what this
/// repository's git says of its commit; nil for a commit git lacks.
public typealias IncomingRunsCheck = (_ runs: [IncomingRun]) throws -> [String?]

/// A push that could not land: the remote ref moved every time.
public struct SyncContention: Error, Sendable, CustomStringConvertible {
    public var attempts: Int
    public var description: String {
        "the remote's archhist notes changed during each of \(attempts) pushes (other runners pushing): "
            + "run `archhist push` again"
    }
}

/// Notes that cannot be read: damaged, or written by a newer archhist.
public struct SyncFormatError: Error, Sendable, CustomStringConvertible {
    public var description: String
}

extension SQLiteHistoryStore {
    /// Sends every run the remote's notes lack, merged with what they hold: fetch the
    /// ref, add the missing runs (and the objects they point to) to its tree, push;
    /// when another runner pushed in between, do it again from what it pushed. Each
    /// note written holds its commit's moves: `renames`' answer where git has the
    /// objects, else the moves the database keeps; a note on the remote without them
    /// gets them when either knows them.
    /// With `compaction`, the notes commit pushed has no parent when the ref's own
    /// history has grown past the threshold (or always, `--compact`): the same tree,
    /// one commit, pushed only while the remote's ref is still the one fetched.
    public func push(
        to remote: NotesRemote, renames: FirstParentRenames = { _ in [:] }, maxAttempts: Int = 16,
        limits: NotesLimits = NotesLimits(), compaction: NotesCompaction = NotesCompaction()
    ) throws -> SyncReport {
        for attempt in 1...maxAttempts {
            let base = try remote.fetch()
            // The ref's own history, counted up to just past the threshold.
            let length = try base.map { try remote.historyLength(of: $0, upTo: compaction.threshold + 1) } ?? 0
            let compacting = compaction.applies(toHistoryOf: length)
            let listing = try base.map(remote.listing) ?? [:]
            let bounded = BoundedNotes(remote, limits: limits)
            let (notes, skipped) = try Self.readNotes(listing, from: bounded)
            var remoteKeys = Set<RunKey>()
            for note in notes.values { for run in note.runs { remoteKeys.insert(run.key(commit: note.commit.sha)) } }
            let outgoing = try reading { db in
                try Self.outgoing(
                    from: NotesExporter(db: db), notes: notes, remoteKeys: remoteKeys, listing: listing,
                    renames: renames, remoteObjects: bounded)
            }
            let (files, sent) = (outgoing.files, outgoing.runs)
            let total = remoteKeys.count + sent
            if sent == 0, outgoing.completed == 0, outgoing.repaired == 0, !compacting {
                if let base { try remote.setLocalNotes(base) }
                return SyncReport(
                    runs: 0, otherRuns: remoteKeys.count, attempts: attempt, remoteHasHistory: base != nil,
                    skipped: skipped)
            }
            var message = "archhist: \(Plural.counted(sent, "run")) added, \(total) in all"
            if outgoing.completed > 0 {
                message += "; the moves of \(Plural.counted(outgoing.completed, "more commit"))"
            }
            if outgoing.repaired > 0 {
                message += "; \(Plural.counted(outgoing.repaired, "damaged object")) written again"
            }
            // The fetched commit is the only parent. The local notes ref, when it diverged,
            // is not one: a parent whose notes the tree does not hold would let this push
            // fast-forward over another runner's commit of this clone and drop its runs
            // (the database holds every run the local ref had: push and pull wrote it).
            var commit = try remote.write(base: base, merging: nil, files: files, message: message)
            let pushed: Bool
            if compacting {
                // No parent: pushed over the fetched commit only if no runner pushed since
                // (else fetch, merge, compact again); a runner that fetched before pushes
                // on the old history, is refused as not a fast-forward, and fetches this.
                commit = try remote.compacted(
                    commit, message: message + "; the notes ref's history of \(length) commits made one")
                pushed = try remote.replace(base, with: commit)
            } else {
                pushed = try remote.push(commit)
            }
            // The remote's ref read again after the push: the report names only runs the
            // remote holds (a later push builds on this commit, so it stays an ancestor).
            if pushed, let landed = try remote.fetch(), try remote.isAncestor(commit, of: landed) {
                try remote.setLocalNotes(commit)
                return SyncReport(
                    runs: sent, otherRuns: remoteKeys.count, attempts: attempt, remoteHasHistory: true,
                    notesGivenRenames: outgoing.completed, objectsRepaired: outgoing.repaired, skipped: skipped,
                    compactedCommits: compacting ? length : 0)
            }
            // Runners that lost the race start again at different moments.
            Thread.sleep(forTimeInterval: Double.random(in: 0.02...0.1) * Double(min(attempt, 4)))
        }
        throw SyncContention(attempts: maxAttempts)
    }

    /// Writes every run the remote's notes hold and this database lacks, in one
    /// transaction; runs it already has, and runs the remote lacks, stay as they are.
    /// Objects over `limits.maxNoteBytes` are never read: the note, or each run that
    /// needs one, is skipped; a pull that would read more than `limits.maxPullBytes`
    /// stops before it and writes nothing.
    /// `check`, when given, refuses runs whose commit git knows otherwise.
    /// With `only`, the runs of those commits alone: their notes and the objects their
    /// runs need are looked up by path (`NotesRemote.lookup`), never by listing the
    /// tree, so the cost follows the runs asked for, not the history's length.
    public func pull(
        from remote: NotesRemote, only commits: [String]? = nil, limits: NotesLimits = NotesLimits(),
        checking check: IncomingRunsCheck? = nil
    ) throws -> SyncReport {
        guard let base = try remote.fetch() else {
            return SyncReport(runs: 0, otherRuns: 0, attempts: 1, remoteHasHistory: false)
        }
        var listing: [String: String]
        var lookedUp = Set<String>()
        if let commits {
            let paths = commits.flatMap(NotesCodec.notePaths)
            lookedUp.formUnion(paths)
            listing = try remote.lookup(paths, in: base)
        } else {
            listing = try remote.listing(of: base)
        }
        /// A selective pull looks up the paths it is about to read; a full one listed them all.
        func lookUp(_ paths: [String]) throws {
            guard commits != nil else { return }
            let unknown = Set(paths).subtracting(lookedUp).filter { listing[$0] == nil }
            lookedUp.formUnion(unknown)
            for (path, oid) in try remote.lookup(unknown.sorted(), in: base) { listing[path] = oid }
        }
        let bounded = BoundedNotes(remote, limits: limits)
        let (notes, unreadable) = try Self.readNotes(listing, from: bounded)
        let notOnRemote = (commits ?? []).filter { commit in
            notes[commit] == nil && !unreadable.contains { $0.commit == commit }
        }
        var skipped = unreadable
        var alreadyHere = 0
        var report: (damaged: [DamagedObject], runs: Int) = ([], 0)
        let written = try importing { importer in
            var wanted: [(Commit, NoteRun)] = []
            for note in notes.values {
                for run in note.runs {
                    if try importer.hasRun(run.key(commit: note.commit.sha)) {
                        alreadyHere += 1
                    } else {
                        wanted.append((note.commit, run))
                    }
                }
            }
            if wanted.isEmpty { return try Self.keepRenames(of: notes.values, importer: importer) }
            var objects = NoteObjects()
            let setOIDs = Set(wanted.flatMap { [$0.1.fileSet, $0.1.edgeSet, $0.1.violationSet] })
            try lookUp(setOIDs.map(NotesCodec.setPath))
            for (oid, content) in try Self.read(setOIDs.map(NotesCodec.setPath), listing, from: bounded, &objects) {
                do throws(NotesFormatError) {
                    objects.sets[oid] = try NotesCodec.decodeSet(content)
                } catch {
                    objects.damaged[NotesCodec.setPath(oid)] = error.description
                }
            }
            let chunkOIDs = Set(objects.sets.values.flatMap(\.chunks))
            try lookUp(chunkOIDs.map(NotesCodec.chunkPath))
            for (oid, content) in try Self.read(
                chunkOIDs.map(NotesCodec.chunkPath), listing, from: bounded, &objects)
            {
                do throws(NotesFormatError) {
                    objects.chunks[oid] = try NotesCodec.decodeChunk(content)
                } catch {
                    objects.damaged[NotesCodec.chunkPath(oid)] = error.description
                }
            }
            let digests = Set(wanted.map(\.1.specDigest))
            try lookUp(digests.map(NotesCodec.specPath))
            var specs: [String: String] = [:]
            for (digest, content) in try Self.read(
                digests.subtracting(try importer.knownSpecs(digests)).map(NotesCodec.specPath), listing,
                from: bounded, &objects)
            {
                guard SHA1.hex(content) == digest else {
                    objects.damaged[NotesCodec.specPath(digest)] = "it does not hold the spec of that digest"
                    continue
                }
                specs[digest] = String(decoding: content, as: UTF8.self)
            }
            var damage = DamageTally()
            var accepted = try Self.checked(
                Self.accepted(wanted, objects: objects, skipped: &skipped, damage: &damage), objects: objects,
                specs: specs, importer: importer, check: check, skipped: &skipped)
            // The facts of the blobs the runs written use, none other: a note's tree may
            // hold facts no run points to, and they would stay in the database forever.
            // Their sizes first: a run that needs facts over the limit is skipped too.
            func neededFacts() throws -> [String] {
                let blobs = accepted.reduce(into: Set<String>()) { $0.formUnion(objects.blobs(of: $1.1)) }
                try lookUp(blobs.map(NotesCodec.factsPath))
                let present = blobs.filter { listing[NotesCodec.factsPath($0)] != nil }
                return present.subtracting(try importer.knownBlobs(present)).sorted().map(NotesCodec.factsPath)
            }
            try Self.checkSizes(neededFacts(), listing, of: bounded, &objects)
            accepted = Self.accepted(accepted, objects: objects, skipped: &skipped, damage: &damage)
            var facts: [String: NoteFacts] = [:]
            for (blob, content) in try Self.read(try neededFacts(), listing, from: bounded, &objects) {
                do throws(NotesFormatError) {
                    facts[blob] = try NotesCodec.decodeFacts(content)
                } catch {
                    objects.damaged[NotesCodec.factsPath(blob)] = error.description
                }
            }
            accepted = Self.accepted(accepted, objects: objects, skipped: &skipped, damage: &damage)
            let used = accepted.reduce(into: Set<String>()) { $0.formUnion(objects.blobs(of: $1.1)) }
            for (blob, found) in facts.sorted(by: { $0.key < $1.key }) where used.contains(blob) {
                try importer.add(facts: found, of: blob)
            }
            for digest in Set(accepted.map(\.1.specDigest)).sorted() {
                if let json = specs[digest] { try importer.add(spec: json, digest: digest) }
            }
            for (commit, run) in accepted { try importer.add(run, of: commit, objects: objects) }
            report = damage.objects(objects)
            report.damaged += try NoteSketches.pull(used, listing: listing, from: bounded, into: importer)
            return try Self.keepRenames(of: notes.values, importer: importer)
        }
        try remote.setLocalNotes(base)
        return SyncReport(
            runs: written, otherRuns: written + alreadyHere, attempts: 1, remoteHasHistory: true,
            alreadyHere: alreadyHere, skipped: skipped, damaged: report.damaged, runsOfDamagedObjects: report.runs,
            notOnRemote: notOnRemote)
    }

    /// Writes every run of the archhist database at `path` that this one lacks, in
    /// one transaction. The other database is only read; one that is not an archhist
    /// history of this schema is refused before anything is written.
    /// `check`, when given, refuses runs whose commit git knows otherwise. A file (with
    /// its write-ahead log) larger than `maxBytes` is refused before it is opened.
    public func merge(
        databaseAt path: String, maxBytes: Int = MergeLimit.defaultMaxBytes, checking check: IncomingRunsCheck? = nil
    ) throws -> SyncReport {
        let other = try Self.openForMerge(path, maxBytes: maxBytes)
        let exporter = NotesExporter(db: other)
        var skipped: [SkippedNote] = []
        var alreadyHere = 0
        var report: (damaged: [DamagedObject], runs: Int) = ([], 0)
        let written = try importing { importer in
            var wanted: [(Commit, NoteRun)] = []
            for (id, key) in try exporter.runKeys() {
                if try importer.hasRun(key) {
                    alreadyHere += 1
                    continue
                }
                let commit = try exporter.commit(key.commit)
                let run = try exporter.run(id)
                if let problem = NoteChecks.problem(with: NoteCommit(commit: commit, runs: [run])) {
                    skipped.append(SkippedNote(commit: commit.sha, reason: problem))
                } else {
                    wanted.append((commit, run))
                }
            }
            let renames = try CommitRenames.readAll(in: other)
            if wanted.isEmpty { return try Self.keepRenames(renames, importer: importer) }
            var objects = NoteObjects()
            var specs: [String: String] = [:]
            for (treePath, content) in exporter.objects {
                let name = String(treePath.split(separator: "/").last ?? "")
                do throws(NotesFormatError) {
                    if treePath.hasPrefix("sets/") {
                        objects.sets[name] = try NotesCodec.decodeSet(content)
                    } else if treePath.hasPrefix("chunks/") {
                        objects.chunks[name] = try NotesCodec.decodeChunk(content)
                    }
                } catch {
                    objects.damaged[treePath] = error.description
                }
                if treePath.hasPrefix("specs/") {
                    specs[name] = String(decoding: content, as: UTF8.self)
                }
            }
            var damage = DamageTally()
            let accepted = try Self.checked(
                Self.accepted(wanted, objects: objects, skipped: &skipped, damage: &damage), objects: objects,
                specs: specs, importer: importer, check: check, skipped: &skipped)
            for digest in Set(accepted.map(\.1.specDigest)).sorted() {
                if let json = specs[digest] { try importer.add(spec: json, digest: digest) }
            }
            let blobs = accepted.reduce(into: Set<String>()) { $0.formUnion(objects.blobs(of: $1.1)) }
            for blob in blobs.subtracting(try importer.knownBlobs(blobs)).sorted() {
                if let facts = try exporter.facts(blob) { try importer.add(facts: facts, of: blob) }
            }
            for (blob, sketch) in try exporter.sketches(of: try importer.blobsWithoutSketch(blobs)) {
                try importer.add(sketch: sketch, of: blob)
            }
            for (commit, run) in accepted { try importer.add(run, of: commit, objects: objects) }
            report = damage.objects(objects)
            return try Self.keepRenames(renames, importer: importer)
        }
        return SyncReport(
            runs: written, otherRuns: written + alreadyHere, attempts: 1, remoteHasHistory: true,
            alreadyHere: alreadyHere, skipped: skipped, damaged: report.damaged, runsOfDamagedObjects: report.runs)
    }

    /// Refuses, with the reason, a file `merge` cannot read runs from.
    public static func checkMergeable(_ path: String, maxBytes: Int = MergeLimit.defaultMaxBytes)
        throws(HistoryError)
    {
        _ = try openForMerge(path, maxBytes: maxBytes)
    }

    // MARK: - Helpers

    /// Keeps the moves these notes carry, for the commits the database holds (after
    /// their runs are written); returns the runs written.
    private static func keepRenames(
        of notes: some Sequence<NoteCommit>, importer: NotesImporter
    ) throws -> Int {
        for note in notes {
            if let renames = note.renames { try CommitRenames.add(renames, of: note.commit.sha, in: importer.db) }
        }
        return importer.runsWritten
    }

    private static func keepRenames(_ renames: [String: [String: String]], importer: NotesImporter) throws -> Int {
        for (sha, pairs) in renames { try CommitRenames.add(pairs, of: sha, in: importer.db) }
        return importer.runsWritten
    }

    /// The runs to write, in the order they were most likely recorded: those that need
    /// no damaged object (the others join `damage`) and pass the checks against the sets
    /// and chunks they point to (the others join `skipped`).
    private static func accepted(
        _ wanted: [(Commit, NoteRun)], objects: NoteObjects, skipped: inout [SkippedNote],
        damage: inout DamageTally
    ) -> [(Commit, NoteRun)] {
        recordingOrder(wanted).filter { commit, run in
            let damaged = objects.damagedPaths(of: run)
            guard damaged.isEmpty else {
                damage.add(run: damaged)
                return false
            }
            guard let problem = NoteChecks.problem(with: run, objects: objects) else { return true }
            skipped.append(SkippedNote(commit: commit.sha, reason: problem))
            return false
        }
    }

    /// Of `runs`, those `check` does not refuse; the others join `skipped`.
    private static func checked(
        _ runs: [(Commit, NoteRun)], objects: NoteObjects, specs: [String: String], importer: NotesImporter,
        check: IncomingRunsCheck?, skipped: inout [SkippedNote]
    ) throws -> [(Commit, NoteRun)] {
        guard let check, !runs.isEmpty else { return runs }
        var decoded: [String: ArchitectureSpec?] = [:]
        let incoming = try runs.map { commit, run in
            if decoded[run.specDigest] == nil {
                let json = try specs[run.specDigest] ?? importer.specJSON(run.specDigest)
                decoded[run.specDigest] = .some(json.flatMap { try? SpecDecoder.decode(Array($0.utf8), file: "") })
            }
            return IncomingRun(
                commit: commit, files: objects.recordedFiles(of: run), spec: decoded[run.specDigest] ?? nil)
        }
        let problems = try check(incoming)
        return zip(runs, problems).compactMap { entry, problem in
            guard let problem else { return entry }
            skipped.append(SkippedNote(commit: entry.0.sha, reason: problem))
            return nil
        }
    }

    /// Runs in the order they were most likely recorded, so that run ids follow it:
    /// a commit after its ancestors among them (as a backfill and CI record), then
    /// by when each was recorded.
    private static func recordingOrder(_ runs: [(Commit, NoteRun)]) -> [(Commit, NoteRun)] {
        var parents: [String: [String]] = [:]
        for (commit, _) in runs { parents[commit.sha] = commit.parents }
        var generation: [String: Int] = [:]
        func generationOf(_ sha: String) -> Int {
            if let known = generation[sha] { return known }
            // Iteratively, ancestors first: a long history would overflow the stack.
            var stack = [sha]
            while let top = stack.last {
                let pending = (parents[top] ?? []).filter { parents[$0] != nil && generation[$0] == nil }
                if pending.isEmpty {
                    generation[top] = 1 + ((parents[top] ?? []).compactMap { generation[$0] }.max() ?? 0)
                    stack.removeLast()
                } else {
                    stack += pending
                }
            }
            return generation[sha] ?? 0
        }
        for (commit, _) in runs { _ = generationOf(commit.sha) }
        return runs.sorted { a, b in
            let (ga, gb) = (generation[a.0.sha] ?? 0, generation[b.0.sha] ?? 0)
            if ga != gb { return ga < gb }
            return (a.1.recordedAt, a.0.commitTime, a.0.sha, a.1.specDigest, a.1.analyzerVersion)
                < (b.1.recordedAt, b.0.commitTime, b.0.sha, b.1.specDigest, b.1.analyzerVersion)
        }
    }

    /// The tree files a push adds: each missing run's note (merged with the runs the
    /// remote's note of that commit holds), the remote's notes that lacked moves now
    /// known, the objects the remote lacks, and its sets and chunks whose bytes are not
    /// what their names say, written again from the runs here that use them; and its
    /// specs and facts that cannot be read (`unreadable(…)`), written again from here.
    private static func outgoing(
        from exporter: NotesExporter, notes: [String: NoteCommit], remoteKeys: Set<RunKey>,
        listing: [String: String], renames: FirstParentRenames, remoteObjects: BoundedNotes
    ) throws -> (files: [NotesFile], runs: Int, completed: Int, repaired: Int) {
        var changed: [String: NoteCommit] = [:]
        var sent = 0
        for (id, key) in try exporter.runKeys() where !remoteKeys.contains(key) {
            var note: NoteCommit
            if let known = changed[key.commit] ?? notes[key.commit] {
                note = known
            } else {
                note = NoteCommit(commit: try exporter.commit(key.commit), runs: [])
            }
            note.runs.append(try exporter.run(id))
            changed[key.commit] = note
            sent += 1
        }
        // One answer from git for every note written and every remote note without moves.
        let lacking = notes.values.filter { $0.renames == nil && changed[$0.commit.sha] == nil }
        let asked = changed.values.map(\.commit) + lacking.map(\.commit)
        let found = try renames(asked)
        let stored = try CommitRenames.read(asked.map(\.sha), in: exporter.db)
        for (sha, note) in changed { changed[sha]?.renames = found[sha] ?? stored[sha] ?? note.renames }
        var completed = 0
        for var note in lacking {
            guard let known = found[note.commit.sha] ?? stored[note.commit.sha] else { continue }
            note.renames = known
            changed[note.commit.sha] = note
            completed += 1
        }
        // Damage a pull skips (and leaves there): the runs here that the remote holds too
        // are exported until each damaged object is found among theirs.
        let damaged = Set(listing.filter { isDamaged($0.key, oid: $0.value) }.keys)
        if !damaged.isEmpty {
            for (id, key) in try exporter.runKeys() where remoteKeys.contains(key) {
                if damaged.allSatisfy({ exporter.objects[$0] != nil }) { break }
                _ = try exporter.run(id)
            }
        }
        var repaired = 0
        var files: [NotesFile] = []
        for (sha, var note) in changed.sorted(by: { $0.key < $1.key }) {
            note.runs.sort { ($0.specDigest, $0.analyzerVersion) < ($1.specDigest, $1.analyzerVersion) }
            files.append(NotesFile(path: NotesCodec.notePath(sha), content: NotesCodec.encode(note)))
        }
        let (specs, unreadableFacts) = try unreadable(listing, exporter: exporter, remote: remoteObjects)
        for (path, content) in exporter.objects.sorted(by: { $0.key < $1.key })
        where listing[path] == nil || damaged.contains(path) || specs[path] != nil {
            files.append(NotesFile(path: path, content: content))
            if damaged.contains(path) || specs[path] != nil { repaired += 1 }
        }
        for (path, content) in specs.sorted(by: { $0.key < $1.key }) where exporter.objects[path] == nil {
            files.append(NotesFile(path: path, content: content))
            repaired += 1
        }
        let facts = exporter.blobs.filter { listing[NotesCodec.factsPath($0)] == nil }.union(unreadableFacts)
        for blob in facts.sorted() {
            guard let found = try exporter.facts(blob) else { continue }
            files.append(NotesFile(path: NotesCodec.factsPath(blob), content: NotesCodec.encode(found)))
            if unreadableFacts.contains(blob) { repaired += 1 }
        }
        files += try NoteSketches.outgoing(from: exporter, listing: listing)
        return (files, sent, completed, repaired)
    }

    /// The specs and facts on the remote that a pull cannot read, and this database
    /// can write again: the tree names them by digest and by the file's blob, not by
    /// their own content, so a note pusher can put anything there (and a pull then
    /// skips every run that needs one). A spec is damaged when its bytes differ from
    /// this database's (its digest fixes them); facts when they differ and fail to
    /// decode, or are over the limit of one object. Returns the specs' content by
    /// path, and the blobs whose facts to write.
    private static func unreadable(
        _ listing: [String: String], exporter: NotesExporter, remote: BoundedNotes
    ) throws -> (specs: [String: [UInt8]], facts: Set<String>) {
        var specs: [String: [UInt8]] = [:]
        for (path, content) in try exporter.specObjects() {
            if let oid = listing[path], oid != NotesCodec.objectID(of: content) { specs[path] = content }
        }
        var differing: [(path: String, oid: String)] = []
        for (blob, ours) in try exporter.factsObjectIDs() {
            let path = NotesCodec.factsPath(blob)
            if let oid = listing[path], oid != ours { differing.append((path, oid)) }
        }
        var facts = Set<String>()
        var readable: [(path: String, oid: String)] = []
        for (object, size) in zip(differing, try remote.sizes(of: differing)) {
            if remote.sizeProblem(object.path, size: size) == nil {
                readable.append(object)
            } else {
                facts.insert(String(object.path.split(separator: "/").last ?? ""))
            }
        }
        for (object, content) in zip(readable, try remote.read(readable)) {
            do throws(NotesFormatError) {
                _ = try NotesCodec.decodeFacts(content)
            } catch {
                facts.insert(String(object.path.split(separator: "/").last ?? ""))
            }
        }
        return (specs, facts)
    }

    /// Every note of a notes tree, decoded, by commit; and those left out, with why: a
    /// note that fails the checks, and every note of a commit the tree holds more than
    /// one note for (`ab/cdef…` beside `abcdef…` or upper-case hex), which are refused
    /// rather than one picked by chance.
    private static func readNotes(_ listing: [String: String], from notes: BoundedNotes) throws
        -> (notes: [String: NoteCommit], skipped: [SkippedNote])
    {
        var pathsByCommit: [String: [(path: String, oid: String)]] = [:]
        for (path, oid) in listing {
            guard let commit = NotesCodec.commit(ofNotePath: path) else { continue }
            pathsByCommit[commit, default: []].append((path, oid))
        }
        var skipped: [SkippedNote] = []
        var paths: [(commit: String, path: String, oid: String)] = []
        for (commit, found) in pathsByCommit {
            if found.count == 1 {
                paths.append((commit, found[0].path, found[0].oid))
            } else {
                let named = found.map(\.path).sorted().joined(separator: ", ")
                skipped.append(
                    SkippedNote(commit: commit, reason: "the notes tree holds \(found.count) notes for it: \(named)"))
            }
        }
        // A note over the limit of one object is never read: skipped, like a note that is no note.
        let sizes = try notes.sizes(of: paths.map { ($0.path, $0.oid) })
        var readable: [(commit: String, path: String, oid: String)] = []
        for (entry, size) in zip(paths, sizes) {
            if let problem = notes.sizeProblem(entry.path, size: size) {
                skipped.append(SkippedNote(commit: entry.commit, reason: problem))
            } else {
                readable.append(entry)
            }
        }
        var decoded: [String: NoteCommit] = [:]
        for (entry, content) in zip(readable, try notes.read(readable.map { ($0.path, $0.oid) })) {
            do throws(NotesFormatError) {
                if let problem = NoteChecks.encodingProblem(content) { throw NotesFormatError(problem) }
                let note = try NotesCodec.decodeNote(content, commit: entry.commit)
                if let problem = NoteChecks.problem(with: note) { throw NotesFormatError(problem) }
                decoded[entry.commit] = note
            } catch {
                skipped.append(SkippedNote(commit: entry.commit, reason: error.description))
            }
        }
        return (decoded, skipped.sorted { $0.commit < $1.commit })
    }

    /// The contents of these tree paths, by the last part of their path (the object
    /// id or digest they are named by), read in one batch within the limits: an object
    /// over the limit of one is not read, its problem joins `oversized` by path.
    private static func read(
        _ paths: [String], _ listing: [String: String], from notes: BoundedNotes, _ found: inout NoteObjects
    ) throws -> [(String, [UInt8])] {
        let objects = try checkSizes(paths, listing, of: notes, &found)
        let names = objects.map { String($0.path.split(separator: "/").last ?? "") }
        return Array(zip(names, try notes.read(objects)))
    }

    /// The objects at these tree paths that are within the limit of one object and not
    /// damaged; the problems of the others join `found.oversized` and `found.damaged`,
    /// by path.
    @discardableResult
    private static func checkSizes(
        _ paths: [String], _ listing: [String: String], of notes: BoundedNotes, _ found: inout NoteObjects
    ) throws -> [(path: String, oid: String)] {
        var objects: [(path: String, oid: String)] = []
        for path in paths {
            guard let oid = listing[path] else {
                found.damaged[path] = "the notes lack it, though a note points to it"
                continue
            }
            // Sets and chunks are named by their content: a name that is not proves damage.
            if isDamaged(path, oid: oid) {
                found.damaged[path] = "it does not hold what its name says"
                continue
            }
            objects.append((path, oid))
        }
        var within: [(path: String, oid: String)] = []
        for (object, size) in zip(objects, try notes.sizes(of: objects)) {
            if let problem = notes.sizeProblem(object.path, size: size) {
                found.oversized[object.path] = problem
            } else {
                within.append(object)
            }
        }
        return within
    }

    /// Whether the set or chunk at `path` holds other bytes than its name says (the
    /// object id of its content); other paths are not named by their content.
    static func isDamaged(_ path: String, oid: String) -> Bool {
        guard path.hasPrefix("sets/") || path.hasPrefix("chunks/") else { return false }
        return path.split(separator: "/").last.map(String.init) != oid
    }

    /// Runs `body` in one write transaction (all or nothing), then forgets the
    /// caches it wrote around.
    private func importing(_ body: (NotesImporter) throws -> Int) throws -> Int {
        defer { caches.forget() }
        return try guarded {
            try db.write { db in
                try caches.validate(db)
                return try body(NotesImporter(db: db))
            }
        }
    }

    /// The other database of a merge, read-only; refused unless it is an archhist
    /// history with exactly this archhist's migrations.
    private static func openForMerge(_ path: String, maxBytes: Int) throws(HistoryError) -> Database {
        guard FileManager.default.fileExists(atPath: path) else {
            throw .cannotMerge(path: path, reason: "no such file: check the path")
        }
        // Asked before anything opens it: opening a FIFO would wait for a writer forever.
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            throw .cannotMerge(path: path, reason: "it is not a regular file (a folder, a FIFO, a device)")
        }
        // Whoever hands over the file chooses its size: what a merge reads is bounded by it.
        var log = stat()
        let size = Int(status.st_size) + (stat(path + "-wal", &log) == 0 ? Int(log.st_size) : 0)
        if let problem = MergeLimit.problem(size: size, maxBytes: maxBytes) {
            throw .cannotMerge(path: path, reason: problem)
        }
        do {
            let db = try Database.open(path: path, mode: .readOnly)
            let integrity = try db.fetchValue(String.self, "PRAGMA quick_check") ?? ""
            guard integrity == "ok" else { throw HistoryError.damaged("\(path): \(integrity)") }
            let ours = try db.fetchValue(
                Int.self, "SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = 'archhist_migrations'")
            guard ours == 1 else { throw HistoryError.foreignDatabase(path: path) }
            let applied = try db.fetchAll("SELECT id FROM archhist_migrations ORDER BY id") { $0.int(0) }
            let known = try HistoryMigrations.all.map(\.id)
            guard applied == known else {
                if let last = applied.last, let newest = known.last, last > newest {
                    throw HistoryError.newerDatabase(path: path, knownUpTo: newest, found: applied)
                }
                throw HistoryError.cannotMerge(
                    path: path,
                    reason: "it was written by an older archhist: upgrade it first with `archhist log --db \(path)`")
            }
            return db
        } catch let error as HistoryError {
            throw error
        } catch let error as DatabaseError {
            throw HistoryError.from(error, path: path)
        } catch {
            throw .damaged("\(path): \(error)")
        }
    }
}

/// The runs a pull or merge left out because they need damaged objects: how many
/// runs each object took with it, and how many runs in all (each once).
struct DamageTally {
    private var runsByPath: [String: Int] = [:]
    private var runs = 0

    /// A run left out, and the damaged objects it needs.
    mutating func add(run paths: [String]) {
        for path in Set(paths) { runsByPath[path, default: 0] += 1 }
        runs += 1
    }

    /// Each damaged object that took runs with it, by path, with why; and the runs.
    func objects(_ objects: NoteObjects) -> (damaged: [DamagedObject], runs: Int) {
        let damaged = runsByPath.sorted { $0.key < $1.key }.map { path, count in
            DamagedObject(path: path, reason: objects.damaged[path] ?? "it cannot be read", runs: count)
        }
        return (damaged, runs)
    }
}
