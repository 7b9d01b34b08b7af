import ArchHistCore

extension SQLiteHistoryStore {
    /// The module, layer and domain boundaries each run crosses, with their counts.
    /// Runs that share an edge set (nothing changed between them) share one dictionary,
    /// and a chunk that sets share is read once.
    public func boundaries(ofRuns ids: [Int64]) throws -> [Int64: [Boundary: Int]] {
        try reading { db in
            let reads = SetReads(db: db)
            let setOfRun = try reads.sets(ofRuns: ids, column: "edge_set_id")
            let members = try reads.chunks(ofSets: setOfRun.values)
            let names = try caches.names.snapshot(in: db)
            let entries = try reads.perChunk(of: members) { chunk in
                var boundaries: [(Boundary, Int)] = []
                try db.forEachRow(
                    "SELECT level, from_id, to_id, count FROM edge_entries WHERE chunk_id = ?", [chunk]
                ) { row in
                    guard let level = GraphLevel(rawValue: row.string(0)), let from = try names.value(of: row.int64(1)),
                        let to = try names.value(of: row.int64(2))
                    else { return }
                    boundaries.append((Boundary(level: level, from: from, to: to), row.int(3)))
                }
                return boundaries
            }
            func whole(_ chunks: [Int64]) -> [Boundary: Int] {
                var boundaries: [Boundary: Int] = [:]
                for chunk in chunks {
                    for (boundary, count) in entries[chunk] ?? [] { boundaries[boundary] = count }
                }
                return boundaries
            }
            // Each set is made from the one made before it (the sets of consecutive runs
            // share most chunks): the boundaries of the chunks it lacks go, those of the
            // chunks it adds come. A boundary lies in one bucket, so in one chunk of a set;
            // were one found in two, the set is made whole, as the entries say it.
            var bySet: [Int64: [Boundary: Int]] = [:]
            var last: (chunks: [Int64], boundaries: [Boundary: Int])?
            for id in ids {
                guard let set = setOfRun[id], bySet.index(forKey: set) == nil, let chunks = members[set] else {
                    continue
                }
                var boundaries: [Boundary: Int]
                if let last {
                    boundaries = last.boundaries
                    let (gone, added) = SetReads.difference(last.chunks, chunks)
                    for chunk in gone {
                        for (boundary, _) in entries[chunk] ?? [] { boundaries.removeValue(forKey: boundary) }
                    }
                    for chunk in added {
                        for (boundary, count) in entries[chunk] ?? [] { boundaries[boundary] = count }
                    }
                    if boundaries.count != chunks.reduce(0, { $0 + (entries[$1]?.count ?? 0) }) {
                        boundaries = whole(chunks)
                    }
                } else {
                    boundaries = whole(chunks)
                }
                bySet[set] = boundaries
                last = (chunks, boundaries)
            }
            return setOfRun.compactMapValues { bySet[$0] }
        }
    }

    /// The open (not waived) violations of each run. Runs that share a violation set
    /// share one list, and each distinct violation is read once.
    public func openViolations(ofRuns ids: [Int64]) throws -> [Int64: [Violation]] {
        try reading { db in
            let reads = SetReads(db: db)
            let setOfRun = try reads.sets(ofRuns: ids, column: "violation_set_id")
            var idsBySet: [Int64: [Int64]] = [:]
            for set in Set(setOfRun.values) {
                idsBySet[set] = try db.fetchAll(
                    """
                    SELECT ve.violation_id FROM violation_entries ve
                    WHERE ve.chunk_id IN (SELECT chunk_id FROM chunk_set_contents WHERE set_id = ?)
                      AND ve.waived_reason IS NULL
                    """, [set]
                ) { $0.int64(0) }
            }
            var judgements: [Int64: Violation] = [:]
            for id in Set(idsBySet.values.joined()) {
                judgements[id] = try db.fetchOne(
                    """
                    SELECT n.name, v.severity, p.path, v.line, v.target, v.message, v.fingerprint
                    FROM violations v JOIN names n ON n.id = v.rule_id JOIN paths p ON p.id = v.path_id
                    WHERE v.id = ?
                    """, [id], SQLiteHistoryStore.violation)
            }
            // Every violation's place in (file, line, rule) order, worked out once: the sets
            // of a long line share most of their violations, and each set then sorts
            // integers rather than comparing the same strings again.
            let ordered = judgements.sorted {
                ($0.value.file, $0.value.line ?? 0, $0.value.rule, $0.key)
                    < ($1.value.file, $1.value.line ?? 0, $1.value.rule, $1.key)
            }
            var rank: [Int64: Int] = [:]
            rank.reserveCapacity(ordered.count)
            for (position, judgement) in ordered.enumerated() { rank[judgement.key] = position }
            let bySet = idsBySet.mapValues { ids in ids.compactMap { rank[$0] }.sorted().map { ordered[$0].value } }
            return setOfRun.compactMapValues { bySet[$0] }
        }
    }

    /// A violation from the columns rule, severity, path, line, target, message, fingerprint.
    static func violation(_ row: Row) -> Violation {
        Violation(
            rule: row.string(0), severity: Severity(rawValue: row.string(1)) ?? .error, file: row.string(2),
            line: row.isNull(3) ? nil : row.int(3), target: row.string(4), message: row.string(5),
            fingerprint: row.string(6))
    }

    /// The file entries of each run's file set, as `(path id, module id, domain id)` in
    /// the order joining the set to its entries gives (chunk, then path id), with the
    /// snapshots that name them: each distinct chunk read once.
    fileprivate func fileEntries(
        ofRuns ids: [Int64], in db: Database
    ) throws -> (setOfRun: [Int64: Int64], members: [Int64: [Int64]], entries: [Int64: [FileEntryIDs]]) {
        let reads = SetReads(db: db)
        let setOfRun = try reads.sets(ofRuns: ids, column: "file_set_id")
        let members = try reads.chunks(ofSets: setOfRun.values)
        let entries = try reads.perChunk(of: members) { chunk in
            try db.fetchAll("SELECT path_id, module_id, domain_id FROM file_entries WHERE chunk_id = ?", [chunk]) {
                FileEntryIDs(path: $0.int64(0), module: $0.int64(1), domain: $0.isNull(2) ? nil : $0.int64(2))
            }
        }
        return (setOfRun, members, entries)
    }
}

/// A `file_entries` row as the queries over many runs read it.
private struct FileEntryIDs {
    var path: Int64
    var module: Int64
    var domain: Int64?
}

extension SQLiteHistoryStore {
    public func recordedCommits() throws -> [Commit] {
        try guarded {
            let parents = try db.fetchAll("SELECT sha, parent_sha FROM commit_parents ORDER BY sha, position") {
                ($0.string(0), $0.string(1))
            }
            let byCommit = Dictionary(grouping: parents, by: \.0).mapValues { $0.map(\.1) }
            return try db.fetchAll(
                """
                SELECT sha, tree, author_time, commit_time, subject FROM commits
                WHERE sha IN (SELECT commit_sha FROM runs) ORDER BY commit_time, sha
                """
            ) { row in
                Commit(
                    sha: row.string(0), tree: row.string(1), parents: byCommit[row.string(0)] ?? [],
                    authorTime: row.int64(2), commitTime: row.int64(3), subject: row.string(4))
            }
        }
    }

    public func recordedInputs(of commit: String) throws -> (files: [TreeFile], manifests: [TreeFile])? {
        try guarded {
            guard let run = try LatestRun.of(commit, in: db) else { return nil }
            let files = try db.fetchAll(
                """
                SELECT p.path, b.oid FROM file_entries f
                JOIN paths p ON p.id = f.path_id JOIN blobs b ON b.id = f.blob_id
                WHERE f.chunk_id IN (SELECT chunk_id FROM chunk_set_contents WHERE set_id = ?) ORDER BY p.path
                """, [run.fileSet]
            ) { TreeFile(path: $0.string(0), oid: $0.string(1)) }
            return (files, run.manifests)
        }
    }
}

extension SQLiteHistoryStore {
    /// Every file of each run with its domain. Runs that share a file set share one
    /// list, and a chunk that sets share is read once.
    public func files(ofRuns ids: [Int64]) throws -> [Int64: [(path: String, domain: String?)]] {
        try reading { db in
            let (setOfRun, members, entries) = try fileEntries(ofRuns: ids, in: db)
            let paths = try caches.paths.snapshot(in: db)
            let names = try caches.names.snapshot(in: db)
            var named: [Int64: [(path: String, domain: String?)]] = [:]
            for (chunk, rows) in entries {
                named[chunk] = try rows.compactMap { row in
                    guard let path = try paths.value(of: row.path) else { return nil }
                    guard let domain = row.domain else { return (path, nil) }
                    return try names.value(of: domain).map { (path, $0) }
                }
            }
            let bySet = members.mapValues { chunks in chunks.flatMap { named[$0] ?? [] } }
            return setOfRun.compactMapValues { bySet[$0] }
        }
    }

    /// How many files of each run each domain has, leaving out the files at `excluded`
    /// paths and those in no domain: what `files(ofRuns:)` gives, counted without naming
    /// a file.
    public func domainCounts(ofRuns ids: [Int64], excluding excluded: Set<String>) throws -> [Int64: [String: Int]] {
        try reading { db in
            let (setOfRun, members, entries) = try fileEntries(ofRuns: ids, in: db)
            let paths = try caches.paths.snapshot(in: db)
            // Each path is named once, however many chunks hold it.
            var isExcluded: [Int64: Bool] = [:]
            var counts: [Int64: [Int64: Int]] = [:]
            for (chunk, rows) in entries {
                var byDomain: [Int64: Int] = [:]
                for row in rows {
                    guard let domain = row.domain else { continue }
                    let left: Bool
                    if let known = isExcluded[row.path] {
                        left = known
                    } else {
                        left = try paths.value(of: row.path).map(excluded.contains) ?? true
                        isExcluded[row.path] = left
                    }
                    if !left { byDomain[domain, default: 0] += 1 }
                }
                counts[chunk] = byDomain
            }
            let names = try caches.names.snapshot(in: db)
            // Each set counted from the one counted before it, as `boundaries(ofRuns:)` makes them.
            var bySet: [Int64: [String: Int]] = [:]
            var last: (chunks: [Int64], counts: [Int64: Int]) = ([], [:])
            for id in ids {
                guard let set = setOfRun[id], bySet.index(forKey: set) == nil, let chunks = members[set] else {
                    continue
                }
                var byID = last.counts
                let (gone, added) = SetReads.difference(last.chunks, chunks)
                for chunk in gone {
                    for (domain, count) in counts[chunk] ?? [:] { byID[domain, default: 0] -= count }
                }
                for chunk in added {
                    for (domain, count) in counts[chunk] ?? [:] { byID[domain, default: 0] += count }
                }
                var byName: [String: Int] = [:]
                for (domain, count) in byID where count > 0 {
                    if let name = try names.value(of: domain) { byName[name, default: 0] += count }
                }
                bySet[set] = byName
                last = (chunks, byID)
            }
            return setOfRun.compactMapValues { bySet[$0] }
        }
    }
}

extension SQLiteHistoryStore {
    /// Every file of each run with its module: what tells a module renamed from one
    /// run to the next. Runs that share a file set read it once.
    public func fileModules(ofRuns ids: [Int64]) throws -> [Int64: [String: String]] {
        try reading { db in
            let (setOfRun, members, entries) = try fileEntries(ofRuns: ids, in: db)
            let paths = try caches.paths.snapshot(in: db)
            let names = try caches.names.snapshot(in: db)
            var bySet: [Int64: [String: String]] = [:]
            for (set, chunks) in members {
                var modules: [String: String] = [:]
                for chunk in chunks {
                    for row in entries[chunk] ?? [] {
                        guard let path = try paths.value(of: row.path), let module = try names.value(of: row.module)
                        else { continue }
                        modules[path] = module
                    }
                }
                bySet[set] = modules
            }
            return setOfRun.compactMapValues { bySet[$0] }
        }
    }
}
