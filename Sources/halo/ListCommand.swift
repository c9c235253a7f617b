import ArgumentParser
import HaloEffects

/// `halo list`: every effect with its parameters and defaults.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the effects, with their parameters and defaults.")

    func run() {
        for e in EffectLibrary.all {
            print("\(e.commandName)  (\"effect\": \"\(e.name)\" in scene files)")
            print("  \(e.summary)")
            for p in e.parameters { print("    \(p.name): \(p.defaultValue)") }
        }
    }
}
