import EvaluationWeights
import Foundation

// The build's worker for the engine's weights (the plugin in tools/embed-weights-plugin runs
// it): reads the file of weights, refuses a damaged one with the reason, which fails the
// build, and writes the Swift source that embeds them. It depends on the format alone, as the
// build waits for it before compiling the engine.
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    exit(1)
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count == 2 else { fail("usage: embed-weights WEIGHTS-FILE SWIFT-SOURCE") }
let (input, output) = (arguments[0], arguments[1])
guard let data = FileManager.default.contents(atPath: input) else {
    fail("cannot read the evaluation's weights at \(input)")
}
let source: String
do {
    source = try WeightsEmbedding.source(embedding: [UInt8](data))
} catch {
    fail("\(input): \(error)")
}
do {
    try source.write(toFile: output, atomically: true, encoding: .utf8)
} catch {
    fail("cannot write \(output): \(error.localizedDescription)")
}
