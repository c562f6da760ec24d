// swift-tools-version: 6.0
import PackageDescription

// The rules, the machine, the engine and the checker are compiled optimised even in debug
// builds: `swift test` runs the model checker, the property runs and the solver over them, and
// unoptimised they cost it five to seven times the processor time (preconditions and overflow
// checks stay on under -O). Whole-module: a debug build otherwise optimises each file alone, so
// nothing generic or called across files is specialised or inlined, and the application's check
// took almost three times the processor time of the release build's. Each module then builds as
// one job (on two threads), so the debug build warns that it ignores batch mode.
let optimisedEvenInDebug: [SwiftSetting] = [.unsafeFlags(["-O", "-wmo", "-num-threads", "2"])]

// Dependencies point inward only: the two shells (`reversi`, `reversi-verify`) never depend on
// each other, and the rules (`ReversiCore`) depend on nothing.
let package = Package(
    name: "Reversi",
    products: [
        .library(name: "ReversiCore", targets: ["ReversiCore"]),
        .library(name: "ReversiApp", targets: ["ReversiApp"]),
        .library(name: "ReversiEngine", targets: ["ReversiEngine"]),
        .executable(name: "reversi", targets: ["reversi"]),
        .executable(name: "reversi-verify", targets: ["reversi-verify"]),
    ],
    targets: [
        .target(name: "ReversiCore", swiftSettings: optimisedEvenInDebug),
        // Synchronous like the rules: the search polls the stop check it is given; an exact
        // solve on several threads has stopped them all when it returns.
        .target(
            name: "ReversiEngine",
            dependencies: ["ReversiCore", "EvaluationWeights", "BinaryCoding"],
            exclude: ["Evaluation/evaluation.weights", "Evaluation/evaluation.weights.txt"],
            swiftSettings: optimisedEvenInDebug, plugins: ["EmbedWeights"]),
        // The evaluation's weights as a file, as the text the engine embeds, and the checksum
        // that ties the two; on its own so that the build's tool can use it before the engine
        // is built.
        .target(
            name: "EvaluationWeights", dependencies: ["BinaryCoding"],
            swiftSettings: optimisedEvenInDebug),
        // Little-endian integers in bytes and the FNV-1a checksum: what the book's and the
        // weights' files, the seeds of the property runs and the verifier's build id share.
        .target(name: "BinaryCoding", swiftSettings: optimisedEvenInDebug),
        // The build embeds the file of weights in the engine (docs/engine.md: the evaluation).
        .executableTarget(
            name: "embed-weights", dependencies: ["EvaluationWeights"],
            path: "tools/embed-weights"),
        .plugin(
            name: "EmbedWeights", capability: .buildTool(), dependencies: ["embed-weights"],
            path: "tools/embed-weights-plugin"),
        // Pure: no Foundation, no I/O. Time, files and terminals live in the shells. It reads
        // the engine's one table of levels (a side's level is state); it never searches.
        .target(
            name: "ReversiApp", dependencies: ["ReversiCore", "ReversiEngine"],
            swiftSettings: optimisedEvenInDebug),
        // Pure like the machine: the protocols of `reversi engine` as one session, lines in,
        // lines and search requests out. The shell reads, writes and searches.
        .target(
            name: "ReversiProtocols", dependencies: ["ReversiCore", "ReversiEngine"],
            swiftSettings: optimisedEvenInDebug),
        // The one piece of file I/O the application needs: the atomic save file.
        .target(name: "ReversiStorage", dependencies: ["ReversiApp"]),
        // What both executables need from a command line: arguments, errors, exit codes.
        .target(name: "CLISupport"),
        .executableTarget(
            name: "reversi",
            dependencies: [
                "ReversiApp", "ReversiCore", "ReversiEngine", "ReversiProtocols", "ReversiStorage",
                "CLISupport",
            ]
        ),

        .target(
            name: "StateSpace", path: "Verification/StateSpace",
            swiftSettings: optimisedEvenInDebug),
        .target(
            name: "PropertyCheck", dependencies: ["ReversiCore", "BinaryCoding"],
            path: "Verification/PropertyCheck",
            swiftSettings: optimisedEvenInDebug),
        .target(
            name: "ReversiSpecs",
            dependencies: [
                "StateSpace", "PropertyCheck", "ReversiApp", "ReversiCore", "ReversiEngine",
                "ReversiProtocols",
            ],
            path: "Verification/ReversiSpecs",
            swiftSettings: optimisedEvenInDebug
        ),
        .executableTarget(
            name: "reversi-verify",
            dependencies: [
                "ReversiSpecs", "StateSpace", "ReversiApp", "ReversiCore", "ReversiEngine",
                "CLISupport", "BinaryCoding",
            ],
            path: "Verification/reversi-verify",
            swiftSettings: optimisedEvenInDebug
        ),
        // The trainer of the evaluation's weights, run by hand (docs/engine.md), never in CI.
        .executableTarget(
            name: "reversi-train",
            dependencies: ["ReversiCore", "ReversiEngine", "EvaluationWeights", "CLISupport"],
            path: "tools/train-evaluation", swiftSettings: optimisedEvenInDebug),

        // The tests' named positions live in ReversiSpecs, beside the checker's, each written once.
        .testTarget(
            name: "ReversiCoreTests",
            dependencies: ["ReversiCore", "ReversiSpecs", "PropertyCheck"]),
        .testTarget(
            name: "ReversiAppTests",
            dependencies: [
                "ReversiApp", "ReversiCore", "ReversiEngine", "ReversiSpecs", "PropertyCheck",
            ]),
        .testTarget(
            name: "ReversiStorageTests",
            dependencies: ["ReversiStorage", "ReversiApp", "ReversiCore"]),
        .testTarget(
            name: "ReversiEngineTests",
            dependencies: [
                "ReversiEngine", "ReversiCore", "EvaluationWeights", "PropertyCheck",
                "ReversiSpecs",
            ],
            resources: [.copy("Data")],
            swiftSettings: optimisedEvenInDebug
        ),
        .testTarget(
            name: "EvaluationWeightsTests", dependencies: ["EvaluationWeights", "ReversiCore"]),
        .testTarget(name: "BinaryCodingTests", dependencies: ["BinaryCoding"]),
        .testTarget(
            name: "ReversiProtocolsTests",
            dependencies: ["ReversiProtocols", "ReversiEngine", "ReversiCore"]),
        .testTarget(name: "StateSpaceTests", dependencies: ["StateSpace"]),
        .testTarget(name: "PropertyCheckTests", dependencies: ["PropertyCheck"]),
        .testTarget(name: "CLISupportTests", dependencies: ["CLISupport"]),
        .testTarget(
            name: "TrainerTests", dependencies: ["reversi-train", "ReversiEngine", "ReversiCore"]),
        .testTarget(
            name: "ReversiSpecsTests",
            dependencies: [
                "ReversiSpecs", "StateSpace", "PropertyCheck", "ReversiApp", "ReversiCore",
                "ReversiProtocols",
            ],
            // Its checks call the generic checker, which is specialised only where it is called.
            swiftSettings: optimisedEvenInDebug
        ),
        // The terminal shell's own code, without a terminal: the session under a test clock,
        // the renderers, the keys.
        .testTarget(
            name: "ShellTests",
            dependencies: [
                "reversi", "ReversiApp", "ReversiCore", "ReversiEngine", "ReversiProtocols",
            ]),
        .testTarget(
            name: "EndToEndTests",
            dependencies: [
                "reversi", "reversi-verify", "ReversiApp", "ReversiCore", "ReversiSpecs",
                "ReversiProtocols", "ReversiEngine",
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
