import Foundation
import HaloFuzz
import HaloTestSupport
import Testing

/// The fuzz corpus replayed through `SceneFuzz` (what `make fuzz` runs under libFuzzer): the
/// seeds render, the bad-input corpus is refused in words, and past findings stay fixed. A
/// trap here stops the test process, naming the file in the log.
struct FuzzCorpusTests {
    static let tests = RepoPaths.file("Tests")
    static let corpus = tests.appendingPathComponent("HaloRenderTests/FuzzCorpus")
    static let badScenes = tests.appendingPathComponent("HaloCLITests/BadScenes")

    static func files(_ directory: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.sorted().map { directory.appendingPathComponent($0) }
    }

    @Test func seedsRender() throws {
        let seeds = Self.files(Self.corpus).filter { $0.lastPathComponent.hasPrefix("seed-") }
        #expect(seeds.count >= 100, "the seed corpus (halo-fuzz --seeds) is missing")
        for url in seeds {
            let outcome = SceneFuzz.run(try Data(contentsOf: url))
            #expect(outcome == .rendered, "\(url.lastPathComponent): \(outcome)")
        }
    }

    @Test func findingsAndBadScenesAreRefusedInWords() throws {
        let inputs =
            Self.files(Self.corpus).filter { !$0.lastPathComponent.hasPrefix("seed-") }
            + Self.files(Self.badScenes).filter { $0.lastPathComponent != "expectations.json" }
        #expect(inputs.count >= 30)
        for url in inputs {
            switch SceneFuzz.run(try Data(contentsOf: url)) {
            case .rendered:
                // A finding may be a scene that must render (it used to trap); a bad scene may not.
                #expect(url.path.hasPrefix(Self.corpus.path), "\(url.lastPathComponent) rendered")
            case .refused(let message):
                #expect(SceneFuzz.isClear(message), "\(url.lastPathComponent): \(message)")
            }
        }
    }

    /// The image seeds decode and draw; cut short or with a byte flipped in their header, they
    /// are refused in words or still draw, never trap (what `make fuzz` runs on them).
    @Test func imageSeedsDrawAndDamagedOnesAreRefusedInWords() throws {
        let seeds = Self.files(Self.tests.appendingPathComponent("HaloRenderTests/ImageFuzzCorpus"))
        #expect(seeds.count >= 5)
        var refused = 0
        for url in seeds {
            let bytes = try Data(contentsOf: url)
            #expect(ImageFuzz.run(bytes) == .rendered, "\(url.lastPathComponent)")
            var flipped = bytes
            flipped[flipped.count / 3] ^= 0x5A
            for damaged in [bytes.prefix(bytes.count / 2), bytes.prefix(9), flipped] {
                if case .refused(let message) = ImageFuzz.run(Data(damaged)) {
                    #expect(SceneFuzz.isClear(message), "\(url.lastPathComponent): \(message)")
                    refused += 1
                }
            }
        }
        #expect(refused >= seeds.count * 2, "cut files must be refused")
    }

    /// The check that makes raw error dumps findings catches the dumps the audit saw.
    @Test func rawErrorDumpsAreNotClear() {
        #expect(!SceneFuzz.isClear("The operation could not be completed. (NSCocoaErrorDomain Code=642)"))
        #expect(!SceneFuzz.isClear("invalidValue(nan, Swift.EncodingError.Context(codingPath: []))"))
        #expect(!SceneFuzz.isClear("dataCorrupted(Swift.DecodingError.Context(codingPath: []))"))
        #expect(!SceneFuzz.isClear("  "))
        #expect(SceneFuzz.isClear("fuzz.json: layers[0].items[0].style.dash: must repeat at most 100000 times"))
    }

    /// The shader seeds (Halo's shaders and ShaderFuzzCorpus) parse, emit and run; cut short,
    /// they are refused with a position or still run, never trap (what `make fuzz` runs on them).
    @Test func shaderSeedsRunAndCutOnesAreRefusedWithAPosition() throws {
        let corpus = Self.files(Self.tests.appendingPathComponent("HaloRenderTests/ShaderFuzzCorpus"))
        let seeds =
            Self.files(RepoPaths.file("Shaders/metal")).filter { $0.pathExtension == "metal" }
            + corpus.filter { !$0.lastPathComponent.hasPrefix("finding-") }
        #expect(seeds.count >= 15)
        // Past findings (inputs that trapped) stay refused in words, with their position.
        for url in corpus where url.lastPathComponent.hasPrefix("finding-") {
            let outcome = ShaderFuzz.run(try Data(contentsOf: url))
            guard case .refused(let message) = outcome else {
                Issue.record("\(url.lastPathComponent): \(outcome)")
                continue
            }
            #expect(message.hasPrefix("fuzz.metal:"), "\(url.lastPathComponent): \(message)")
        }
        var refused = 0
        for url in seeds {
            let bytes = try Data(contentsOf: url)
            #expect(ShaderFuzz.run(bytes) == .rendered, "\(url.lastPathComponent)")
            for cut in [bytes.count / 2, bytes.count * 9 / 10] {
                if case .refused(let message) = ShaderFuzz.run(Data(bytes.prefix(cut))) {
                    // Refused with a position, or parsed with no [[ stitchable ]] function left.
                    let named = message.hasPrefix("fuzz.metal:") || message == "no function fits a modifier"
                    #expect(named, "\(url.lastPathComponent): \(message)")
                    refused += 1
                }
            }
        }
        #expect(refused >= seeds.count)
    }
}
