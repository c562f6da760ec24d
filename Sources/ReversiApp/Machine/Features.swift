/// The features of the machine, one line each: the reducer hands every event to the first that
/// takes it (each event is one feature's), then lets each settle, in this order.
extension AppState {
    static let features: [any MachineFeature.Type] = [
        LaunchFeature.self,
        MovesFeature.self,
        PassesFeature.self,
        ComputerFeature.self,
        ModesAndLevelsFeature.self,
        ResetFeature.self,
        UndoAndRecordFeature.self,
        HintsFeature.self,
        ClockFeature.self,
        AnalysisFeature.self,
        SavingFeature.self,
    ]
}
