import Foundation
import HaloCatalog
import HaloCore
import HaloEffects
import HaloFuzz

#if HALO_LIBFUZZER
    /// libFuzzer's driver (libclang_rt.fuzzer, linked by `-sanitize=fuzzer`), called from `main`
    /// because SwiftPM gives an executable its own entry point.
    @_silgen_name("LLVMFuzzerRunDriver")
    func LLVMFuzzerRunDriver(
        _ argc: UnsafeMutablePointer<CInt>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
        _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
    ) -> CInt

    /// libFuzzer's entry point, for its own `main` (whichever `main` the linker keeps, the same runs).
    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzOne(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
        _ = FuzzDriver.target(start.map { Data(bytes: $0, count: count) } ?? Data())
        return 0
    }
#endif

/// The fuzz driver. Built by `make fuzz` (`-sanitize=fuzzer,address -D HALO_LIBFUZZER`), it is
/// libFuzzer: `halo-fuzz [libFuzzer options] CORPUS_DIR...`, any trap a finding. Built plainly,
/// it replays inputs: `halo-fuzz FILE|DIR...` runs each file through `SceneFuzz` and prints what
/// became of it (a trap stops it, naming the file first); `halo-fuzz --seeds DIR` writes the
/// seed scenes: the catalog's and every effect's default. With `HALO_FUZZ_TARGET=image` in the
/// environment, inputs are image files (`ImageFuzz`) instead of scenes; with `shader`, Metal
/// shader sources (`ShaderFuzz`).
@main
struct FuzzDriver {
    /// The target `HALO_FUZZ_TARGET` names: `SceneFuzz` (the default), `ImageFuzz` ("image") or
    /// `ShaderFuzz` ("shader").
    static let target: @Sendable (Data) -> SceneFuzz.Outcome =
        switch ProcessInfo.processInfo.environment["HALO_FUZZ_TARGET"] {
        case "image": ImageFuzz.run
        case "shader": ShaderFuzz.run
        default: SceneFuzz.run
        }

    static func main() {
        #if HALO_LIBFUZZER
            var argc = CommandLine.argc
            var argv = CommandLine.unsafeArgv
            exit(LLVMFuzzerRunDriver(&argc, &argv) { fuzzOne($0, $1) })
        #endif
        // A closed standard stream gets /dev/null before a seed's file could take its descriptor.
        // SIGPIPE keeps its default action here: StandardStream needs no help (WarningStreamTests
        // checks that on this tool).
        StandardStream.openClosedOnNullDevice()
        let paths = CommandLine.arguments.dropFirst()
        if paths.first == "--seeds", paths.count == 2 {
            writeSeeds(to: paths.last!)
            return
        }
        guard !paths.isEmpty else {
            StandardStream.error.write("usage: halo-fuzz FILE|DIR... | halo-fuzz --seeds DIR\n")
            exit(2)
        }
        var (rendered, refused) = (0, 0)
        for path in paths {
            for file in files(path) {
                StandardStream.error.write("\(file)\n")
                guard let data = FileManager.default.contents(atPath: file) else {
                    StandardStream.error.write("halo-fuzz: cannot read \(file)\n")
                    exit(1)
                }
                switch target(data) {
                case .rendered: rendered += 1
                case .refused: refused += 1
                }
            }
        }
        print("halo-fuzz: \(rendered + refused) inputs, \(rendered) rendered, \(refused) refused, no crash")
    }

    /// Writes the seed scenes to `directory` as `seed-NAME.json`.
    static func writeSeeds(to directory: String) {
        var scenes = SceneCatalog.all.map { ("catalog-\($0.name)", $0.scene) }
        scenes += EffectLibrary.all.map { entry in
            let (w, h) = entry.defaultSize
            return ("effect-\(entry.commandName)", entry.scene(w, h))
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        for (name, scene) in scenes {
            do {
                let url = URL(fileURLWithPath: directory).appendingPathComponent("seed-\(name).json")
                try encoder.encode(scene).write(to: url)
            } catch {
                StandardStream.error.write("halo-fuzz: seed \(name): \(error)\n")
                exit(1)
            }
        }
        print("halo-fuzz: \(scenes.count) seeds in \(directory)")
    }

    /// The files of a path: itself, or a directory's regular files, sorted.
    static func files(_ path: String) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return [path]
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.sorted().map { "\(path)/\($0)" }
    }
}
