import PackagePlugin

/// Embeds the evaluation's file of weights in the engine at every build that changed it: the
/// executable carries them, so an installed `reversi` needs no file beside it, and the
/// repository keeps them as a file with a checksum rather than a Swift literal
/// (docs/engine.md: the evaluation). A build-tool plugin, so it asks for no permission and
/// no network.
@main
struct EmbedWeightsPlugin: BuildToolPlugin {
    /// The file of weights, from the target's folder (excluded from its sources).
    static let weightsFile = "Evaluation/evaluation.weights"

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        // The target's folder from the package's: the target's own URL needs tools 6.1.
        let input = context.package.directoryURL.appending(path: "Sources")
            .appending(path: target.name).appending(path: Self.weightsFile)
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedWeights.swift")
        return [
            .buildCommand(
                displayName: "Embedding the evaluation's weights",
                executable: try context.tool(named: "embed-weights").url,
                arguments: [input.path(percentEncoded: false), output.path(percentEncoded: false)],
                inputFiles: [input], outputFiles: [output])
        ]
    }
}
