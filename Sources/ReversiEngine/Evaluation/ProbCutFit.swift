// Made by `reversi-train probcut --seed 1 --positions 2000` from 2000 positions
// (docs/engine.md: ProbCut); not to be edited by hand.
extension ProbCutPrediction {
    /// The predictions the search cuts with: by stage and deep depth, the deep value as
    /// slope times the shallow one plus offset, with its error (hundredths of a disk).
    public static let fitted: [ProbCutPrediction] = [
        fits(
            empties: 0...22,
            [
                (depth: 3, slope: 1.0228, offset: 98.0, error: 442.2),
                (depth: 4, slope: 1.0159, offset: 17.0, error: 410.3),
                (depth: 5, slope: 1.0506, offset: 125.9, error: 572.0),
                (depth: 6, slope: 1.0509, offset: 55.0, error: 554.8),
                (depth: 7, slope: 1.0483, offset: 26.4, error: 511.0),
                (depth: 8, slope: 1.0531, offset: 77.6, error: 490.4),
                (depth: 9, slope: 1.0656, offset: -12.1, error: 577.1),
                (depth: 10, slope: 1.0589, offset: 108.4, error: 543.2),
            ]),
        fits(
            empties: 23...32,
            [
                (depth: 3, slope: 1.0285, offset: 123.0, error: 375.2),
                (depth: 4, slope: 1.0265, offset: 7.9, error: 300.6),
                (depth: 5, slope: 1.0623, offset: 157.5, error: 472.2),
                (depth: 6, slope: 1.0574, offset: 35.7, error: 412.6),
                (depth: 7, slope: 1.0696, offset: 40.1, error: 413.9),
                (depth: 8, slope: 1.0632, offset: 44.4, error: 371.1),
                (depth: 9, slope: 1.0946, offset: 42.0, error: 477.5),
                (depth: 10, slope: 1.0839, offset: 50.7, error: 428.5),
            ]),
        fits(
            empties: 33...42,
            [
                (depth: 3, slope: 1.0085, offset: 112.6, error: 349.4),
                (depth: 4, slope: 0.9921, offset: -3.7, error: 302.3),
                (depth: 5, slope: 1.0360, offset: 143.3, error: 398.7),
                (depth: 6, slope: 1.0083, offset: 14.5, error: 374.9),
                (depth: 7, slope: 1.0382, offset: 62.5, error: 321.9),
                (depth: 8, slope: 1.0449, offset: 22.5, error: 291.8),
                (depth: 9, slope: 1.0643, offset: 57.8, error: 372.4),
                (depth: 10, slope: 1.0612, offset: 30.6, error: 333.0),
            ]),
        fits(
            empties: 43...60,
            [
                (depth: 3, slope: 1.0148, offset: 15.4, error: 266.9),
                (depth: 4, slope: 1.0109, offset: 16.3, error: 217.5),
                (depth: 5, slope: 1.0211, offset: 29.2, error: 294.0),
                (depth: 6, slope: 1.0359, offset: 27.5, error: 280.6),
                (depth: 7, slope: 1.0179, offset: 21.1, error: 217.0),
                (depth: 8, slope: 1.0485, offset: 5.4, error: 199.5),
                (depth: 9, slope: 1.0515, offset: 14.5, error: 235.1),
                (depth: 10, slope: 1.0731, offset: 20.7, error: 213.6),
            ]),
    ].flatMap { $0 }
}
