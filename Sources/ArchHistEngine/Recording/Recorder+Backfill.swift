import ArchHistCore
import ArchHistSupport

extension Recorder {
    /// A backfill stopped at `sha`: every commit before it was recorded.
    public struct BackfillFailure: Error {
        public var sha: String
        public var error: any Error
    }

    /// Records commits in order, as `record` would one at a time (skipping those
    /// recorded), and tells `onOutcome` of each in order. While a commit is analysed,
    /// another thread writes the run before it and then reads the next commit (its
    /// tree, manifests and new blobs): the analysis touches neither git nor the store,
    /// and the two steps together take about as long as it does.
    ///
    /// The next commit's blobs and facts are read after the write, taking those of the
    /// commit being analysed as known. When a write fails, the commit analysed
    /// meanwhile is dropped, never written; when reading the next commit fails, the
    /// one analysed is written first.
    public func record(
        _ shas: [String], digest: String, onOutcome: (_ index: Int, _ outcome: Outcome) -> Void
    ) throws(BackfillFailure) {
        var waiting: (index: Int, key: RunKey, run: Prepared)?
        // The next commit, read while the one before it was analysed.
        var ahead: (index: Int, gathered: Result<Gathered, any Error>)?
        let writer = self.writer

        func writeWaiting() throws(BackfillFailure) {
            guard let run = waiting else { return }
            waiting = nil
            do {
                onOutcome(run.index, try writer.write(run.run, key: run.key, replacing: false))
            } catch {
                throw BackfillFailure(sha: shas[run.index], error: error)
            }
        }

        for (index, sha) in shas.enumerated() {
            let key = key(for: sha, digest: digest)
            let gathered: Gathered
            do {
                if let read = ahead, read.index == index {
                    ahead = nil
                    gathered = try read.gathered.get()
                } else {
                    if try waiting?.key == key || store.runExists(key) {
                        try writeWaiting()
                        onOutcome(index, .alreadyRecorded)
                        continue
                    }
                    gathered = try gather(sha, after: waiting.map { Unwritten($0.run) }, digest: digest)
                }
            } catch let failure as BackfillFailure {
                throw failure
            } catch {
                try writeWaiting()
                throw BackfillFailure(sha: sha, error: error)
            }
            let previous = waiting
            let next = index + 1 < shas.count ? (index + 1, self.key(for: shas[index + 1], digest: digest)) : nil
            let unwritten = Unwritten(gathered)
            let (side, prepared) = concurrently(
                { () -> SideWork in
                    var side = SideWork()
                    side.written = previous.map { run in
                        Result { try writer.write(run.run, key: run.key, replacing: false) }
                    }
                    if case .failure? = side.written { return side }
                    // A commit listed twice, or recorded already, is the loop's to skip.
                    guard let (nextIndex, nextKey) = next, nextKey != key, (try? store.runExists(nextKey)) == false
                    else { return side }
                    side.next = (nextIndex, Result { try gather(shas[nextIndex], after: unwritten, digest: digest) })
                    return side
                }, { analyse(gathered) })
            if let run = previous, let written = side.written {
                waiting = nil
                switch written {
                case .success(let outcome): onOutcome(run.index, outcome)
                case .failure(let error): throw BackfillFailure(sha: shas[run.index], error: error)
                }
            }
            waiting = (index, key, prepared)
            ahead = side.next
        }
        try writeWaiting()
    }

    /// What the other thread did while a commit was analysed: the run before it
    /// written, then the next commit read.
    struct SideWork: Sendable {
        var written: Result<Outcome, any Error>?
        var next: (index: Int, gathered: Result<Gathered, any Error>)?
    }
}
