import ArgumentParser
import Foundation
import HaloGL

/// `halo probe`: which EGL platform and device Halo uses, and what the context offers.
struct ProbeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "probe",
        abstract: "Report the EGL platform, device, GL versions and limits, and every platform tried.")

    @Flag(help: "Print the report as JSON.")
    var json = false

    func run() throws {
        let device: GLDevice
        do { device = try GLDevice.open() } catch let e as NoEGLDisplayError {
            throw CLIError("no EGL display could be opened.\n\(e)")
        }
        if json {
            let e = JSONEncoder()
            e.outputFormatting = [.prettyPrinted, .sortedKeys]
            print(String(decoding: try e.encode(device.report), as: UTF8.self))
        } else {
            print(device.report.humanReadable())
        }
    }
}
