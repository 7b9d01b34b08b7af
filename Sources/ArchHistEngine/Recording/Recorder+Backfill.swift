import ArchHistCore
import ArchHistSupport

extension Recorder {
    /// A backfill stopped at `sha`: every commit before it was recorded.
    public struct BackfillFailure: Error {
        public var sha: String
        public var error: any Error
    }

    /// Records commits in order, as `record` would one at a time (skipping those
    /// recorded), and tells `onOutcome` of each in order. Each run is written on
    /// another thread while the next commit is analysed: the write is a third of a
    /// commit's time, and one core alone does it.
    ///
    /// The next commit's blobs and facts are read before the write starts, taking
    /// those of the run waiting to be written as known, and its analysis touches
    /// neither the store nor git. When a write fails, the commit analysed meanwhile
    /// is dropped, never written.
    public func record(
        _ shas: [String], digest: String, onOutcome: (_ index: Int, _ outcome: Outcome) -> Void
    ) throws(BackfillFailure) {
        var waiting: (index: Int, key: RunKey, run: Prepared)?
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
                if try waiting?.key == key || store.runExists(key) {
                    try writeWaiting()
                    onOutcome(index, .alreadyRecorded)
                    continue
                }
                gathered = try gather(sha, after: waiting?.run, digest: digest)
            } catch let failure as BackfillFailure {
                throw failure
            } catch {
                try writeWaiting()
                throw BackfillFailure(sha: sha, error: error)
            }
            let previous = waiting
            let (written, prepared) = concurrently(
                {
                    previous.map { run in Result { try writer.write(run.run, key: run.key, replacing: false) } }
                }, { analyse(gathered) })
            if let run = previous, let written {
                waiting = nil
                switch written {
                case .success(let outcome): onOutcome(run.index, outcome)
                case .failure(let error): throw BackfillFailure(sha: shas[run.index], error: error)
                }
            }
            waiting = (index, key, prepared)
        }
        try writeWaiting()
    }
}
