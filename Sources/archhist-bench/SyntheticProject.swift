/// A large Xcode project file, written the way Xcode writes one: a group per
/// folder, a file reference and a build file per Swift file, targets with their
/// Sources phases, and a shared folder two targets both compile. About 1 MB for
/// 2,500 files, the size of the largest app projects.
struct SyntheticProject {
    let files: Int
    let targets: Int

    /// The project text and the repository-relative paths of its Swift files.
    func text() -> (text: String, paths: [String]) {
        var fileReferences = ""
        var buildFiles = ""
        var groups = ""
        var phases = ""
        var nativeTargets = ""
        var paths: [String] = []
        var targetGroups: [String] = []
        let perTarget = max(1, files / targets)
        for target in 0..<targets {
            var phaseFiles = ""
            var children = ""
            for index in 0..<perTarget {
                let file = target * perTarget + index
                let name = "Target\(target)File\(index).swift"
                let folder = "Target\(target)/Feature\(index / 50)"
                if index % 50 == 0 {
                    children += "\t\t\t\tGROUP_\(target)_\(index / 50) /* Feature\(index / 50) */,\n"
                }
                paths.append(folder + "/" + name)
                fileReferences +=
                    "\t\tREF_\(file) /* \(name) */ = {isa = PBXFileReference; lastKnownFileType = "
                    + "sourcecode.swift; path = \(name); sourceTree = \"<group>\"; };\n"
                buildFiles +=
                    "\t\tBUILD_\(file) /* \(name) in Sources */ = {isa = PBXBuildFile; fileRef = REF_\(file) "
                    + "/* \(name) */; };\n"
                phaseFiles += "\t\t\t\tBUILD_\(file) /* \(name) in Sources */,\n"
                if index % 50 == 49 || index == perTarget - 1 {
                    let group = index / 50
                    let members = (group * 50...index).map { "\t\t\t\tREF_\(target * perTarget + $0),\n" }.joined()
                    groups +=
                        "\t\tGROUP_\(target)_\(group) /* Feature\(group) */ = {\n\t\t\tisa = PBXGroup;\n"
                        + "\t\t\tchildren = (\n\(members)\t\t\t);\n\t\t\tpath = Feature\(group);\n"
                        + "\t\t\tsourceTree = \"<group>\";\n\t\t};\n"
                }
            }
            // Every target also compiles the first file of target 0, as an app and its
            // extensions share code.
            if target > 0 {
                buildFiles +=
                    "\t\tSHARED_\(target) /* shared in Sources */ = "
                    + "{isa = PBXBuildFile; fileRef = REF_0; };\n"
                phaseFiles += "\t\t\t\tSHARED_\(target) /* shared in Sources */,\n"
            }
            groups +=
                "\t\tGROUP_T\(target) /* Target\(target) */ = {\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n"
                + children + "\t\t\t);\n\t\t\tpath = Target\(target);\n\t\t\tsourceTree = \"<group>\";\n\t\t};\n"
            targetGroups.append("\t\t\t\tGROUP_T\(target) /* Target\(target) */,\n")
            phases +=
                "\t\tPHASE_\(target) /* Sources */ = {\n\t\t\tisa = PBXSourcesBuildPhase;\n"
                + "\t\t\tbuildActionMask = 2147483647;\n\t\t\tfiles = (\n\(phaseFiles)\t\t\t);\n"
                + "\t\t\trunOnlyForDeploymentPostprocessing = 0;\n\t\t};\n"
            let product = target == 0 ? "application" : target % 3 == 0 ? "bundle.unit-test" : "framework"
            nativeTargets +=
                "\t\tTARGET_\(target) /* Target\(target) */ = {\n\t\t\tisa = PBXNativeTarget;\n"
                + "\t\t\tbuildPhases = (\n\t\t\t\tPHASE_\(target) /* Sources */,\n\t\t\t);\n"
                + "\t\t\tname = Target\(target);\n\t\t\tproductType = \"com.apple.product-type.\(product)\";\n\t\t};\n"
        }
        let targetList = (0..<targets).map { "\t\t\t\tTARGET_\($0) /* Target\($0) */,\n" }.joined()
        let text =
            "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tclasses = {\n\t};\n\tobjectVersion = 56;\n"
            + "\tobjects = {\n"
            + buildFiles + fileReferences + groups
            + "\t\tMAIN /* main */ = {\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n" + targetGroups.joined()
            + "\t\t\t);\n\t\t\tsourceTree = \"<group>\";\n\t\t};\n" + phases + nativeTargets
            + "\t\tPROJECT /* Project object */ = {\n\t\t\tisa = PBXProject;\n\t\t\tmainGroup = MAIN;\n"
            + "\t\t\ttargets = (\n\(targetList)\t\t\t);\n\t\t};\n\t};\n"
            + "\trootObject = PROJECT /* Project object */;\n}\n"
        return (text, paths)
    }
}
