import ArchHistCore
import ArchHistGit
import ArchHistStore
import ArchHistSupport

/// The spec a check's baseline was written under: the candidate's spec file as it was
/// at the baseline commit, or, where this clone lacks that commit's objects (a depth-1
/// clone), the spec a recorded (pulled) run of the baseline stored from that file.
/// Nil when the candidate's spec is a preset or lies outside the repository, or the
/// baseline had no such file: there is then no edit of it to judge.
struct BaselineSpec {
    let spec: ArchitectureSpec
    /// Where it was read: "archhist.json at 1a2b3c4d5e6f".
    let source: String
    /// The spec file's name in reports (`archhist.json`).
    let name: String

    /// How a run judged by it would describe its spec, as `SpecChoice` does a file's.
    var description: String { spec.preset.map { "\(name) (extends preset \($0))" } ?? name }

    /// The spec, or nil with the line a check says on standard error about it
    /// (empty when there is nothing to say).
    static func find(for choice: SpecChoice, baseline sha: String, session: HistorySession) -> (
        spec: BaselineSpec?, note: String
    ) {
        guard case .file(let path, let name, _) = choice.source,
            let relative = PathNormalizer.relative(path, to: session.repository.root), !relative.isEmpty
        else { return (nil, "") }
        let short = String(sha.prefix(12))
        let source = "\(name) at \(short)"
        let tree: CommitTree
        do {
            tree = try session.repository.commitTree(sha)
        } catch {
            return recorded(name: name, baseline: sha, session: session)
        }
        guard tree.contentID(of: relative) != nil else {
            return (nil, "note: the baseline has no \(OutputText.terminal(name)): it is judged by this one alone\n")
        }
        do {
            let spec = try SpecDecoder.decode(try tree.contents(of: relative), file: source)
            return (BaselineSpec(spec: spec, source: source, name: name), "")
        } catch let error as SpecError {
            return (
                nil,
                "note: the baseline's spec cannot be read, so edits of \(OutputText.terminal(name)) are not judged: "
                    + OutputText.terminalLines(error.description) + "\n"
            )
        } catch {
            return recorded(name: name, baseline: sha, session: session)
        }
    }

    /// The spec of the newest recorded run of the baseline judged by the same file.
    private static func recorded(name: String, baseline sha: String, session: HistorySession) -> (
        spec: BaselineSpec?, note: String
    ) {
        let runs = (try? session.store.runs(ofCommit: sha)) ?? []
        let fromFile = runs.filter { $0.specSource == name || $0.specSource.hasPrefix(name + " (") }
        guard let run = fromFile.max(by: { $0.recordedAt < $1.recordedAt }),
            let spec = try? session.store.spec(ofRun: run.id)
        else {
            return (
                nil,
                "note: this clone lacks the baseline's \(OutputText.terminal(name)) and no recorded run of it "
                    + "stored one, so edits of the spec are not judged: `git fetch` the baseline or "
                    + "`archhist pull` its run\n"
            )
        }
        return (BaselineSpec(spec: spec, source: "\(name) of run \(run.id)", name: name), "")
    }
}
