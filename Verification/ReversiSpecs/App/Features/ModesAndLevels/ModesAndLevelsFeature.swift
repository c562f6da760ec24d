import ReversiApp

extension FeatureSpec {
    /// Each side's mode and level (spec 3.6, 9.2, 10.3, 10.5, 15.8).
    static let modesAndLevels = FeatureSpec(
        "modes and levels",
        stateInvariants: [
            AppInvariants.modesShownAreTheModes, AppInvariants.levelsShownAreTheLevels,
        ],
        stepInvariants: [
            AppInvariants.switchToManualCancelsThinking, AppInvariants.modeSwitchAlwaysTakesEffect,
            AppInvariants.modesChangeOnlyBySwitchOrReset,
            AppInvariants.requestedModesMakeOnlyANewGame, AppInvariants.thinkingAtTheSidesLevel,
            AppInvariants.levelChangesOnlyByThePerson, AppInvariants.levelChangeRestartsThinking,
        ],
        faults: { ModesAndLevelsFaults.all },
        situations: ModesAndLevelsSituations.all,
        eventText: { event in
            switch event {
            case .person(.modeSelected(let disk, let mode)): "switch \(disk) to \(mode)"
            case .person(.levelSelected(let disk, let level)): "set \(disk)'s level to \(level)"
            default: nil
            }
        })
}
