import Foundation
import Testing

@testable import HaloCore

/// `StandardStream` loses a message it cannot write and says so, without trapping or leaving a
/// SIGPIPE behind (the command line's side, a whole render, is in HaloCLITests' WarningStreamTests).
@Suite struct StandardStreamTests {
    @Test func aPipeWhoseReaderIsGoneLosesTheMessageAndNoSignalIsLeft() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        close(ends[0])
        defer { close(ends[1]) }
        let before = try Self.signalMask()
        let stream = StandardStream(descriptor: ends[1])
        #expect(!stream.write("halo: warning: lost\n"))
        #expect(!stream.write("and the next\n"))
        // The thread's mask is as it was, and the write's SIGPIPE was taken back.
        #expect(try Self.signalMask() == before)
        var pending = sigset_t()
        sigpending(&pending)
        #expect(sigismember(&pending, SIGPIPE) == 0)
    }

    @Test func aClosedDescriptorLosesTheMessage() {
        // Far past any open descriptor (and the limit on them): write(2) says EBADF.
        #expect(!StandardStream(descriptor: 1 << 30).write("lost\n"))
    }

    @Test func aPipeWithAReaderGetsEveryByte() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        let reader = FileHandle(fileDescriptor: ends[0], closeOnDealloc: true)
        let text = String(repeating: "halo: warning: 日本語\n", count: 100)
        #expect(StandardStream(descriptor: ends[1]).write(text))
        close(ends[1])
        #expect(String(decoding: reader.readDataToEndOfFile(), as: UTF8.self) == text)
    }

    /// Whether each of signals 1 to 31 is blocked on this thread.
    static func signalMask() throws -> [Bool] {
        var mask = sigset_t()
        try #require(pthread_sigmask(SIG_BLOCK, nil, &mask) == 0)
        return (1..<32).map { sigismember(&mask, $0) == 1 }
    }
}
