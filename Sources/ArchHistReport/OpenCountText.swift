import ArchHistCore
import ArchHistSupport

/// How text says an `OpenViolationCount`: errors and warnings first, infos apart
/// (`14 open violations and 1 info`), so every command's words read the same.
enum OpenCountText {
    static func phrase(_ count: OpenViolationCount) -> String {
        let headline = Plural.counted(count.errorsAndWarnings, "open violation")
        return count.infos == 0 ? headline : headline + " and " + Plural.counted(count.infos, "info")
    }
}
