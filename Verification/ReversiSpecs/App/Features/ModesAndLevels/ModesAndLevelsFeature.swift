import ReversiApp
import ReversiCore

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
        events: { _, events in
            for disk in Disk.allCases {
                for mode in PlayerMode.allCases {
                    events.append(.person(.modeSelected(disk, mode)))
                }
                for level in AppSpecification.checkedLevels {
                    events.append(.person(.levelSelected(disk, level)))
                }
            }
        },
        eventText: { event in
            switch event {
            case .person(.modeSelected(let disk, let mode)): "switch \(disk) to \(mode)"
            case .person(.levelSelected(let disk, let level)): "set \(disk)'s level to \(level)"
            default: nil
            }
        })
}
