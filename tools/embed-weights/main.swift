import CLISupport
import EvaluationWeights
import Foundation

// The build's worker for the engine's weights (the plugin in tools/embed-weights-plugin runs
// it): reads the file of weights, refuses a damaged one with the reason, which fails the
// build, and writes the Swift source that embeds them.
let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count == 2 else {
    printError("usage: embed-weights WEIGHTS-FILE SWIFT-SOURCE")
    exit(.usage)
}
let (input, output) = (arguments[0], arguments[1])
guard let data = FileManager.default.contents(atPath: input) else {
    printError("error: cannot read the evaluation's weights at \(input)")
    exit(.ioError)
}
let source: String
do {
    source = try WeightsEmbedding.source(embedding: [UInt8](data))
} catch {
    printError("error: \(input): \(error)")
    exit(.dataError)
}
do {
    try source.write(toFile: output, atomically: true, encoding: .utf8)
} catch {
    printError("error: cannot write \(output): \(error.localizedDescription)")
    exit(.ioError)
}
