extension MigrationPlan {
    /// The plan with the modules it names as the end of `lineage` names them: a
    /// milestone written before `Network` became `NetworkClient` keeps measuring the
    /// same module, neither done because the old name vanished nor regressed because
    /// the new one appeared.
    public func following(_ lineage: ModuleLineage) -> MigrationPlan {
        guard !lineage.renames.isEmpty else { return self }
        var plan = self
        for index in plan.milestones.indices {
            guard case .dependencies(.module, let from, let to) = plan.milestones[index].measure else { continue }
            plan.milestones[index].measure = .dependencies(
                level: .module, from: lineage.newestName(of: from), to: lineage.newestName(of: to))
        }
        return plan
    }
}
