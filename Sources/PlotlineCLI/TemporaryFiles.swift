import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The temporary files being written, removed if the process is stopped by SIGINT, SIGTERM, SIGHUP or
/// SIGPIPE before they are renamed into place.
///
/// A signal handler may only do what is async-signal-safe: no allocation, no locks. So the paths are kept
/// as C strings in a fixed table of slots, filled and emptied by the command's thread with single pointer
/// stores, and the handler only reads the slots, calls unlink(2), restores the default action and raises
/// the signal again, so the process ends as the signal says (a shell sees 130 for SIGINT).
enum TemporaryFiles {
    static let slotCount = 16
    nonisolated(unsafe) static let slots: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
        let slots = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: slotCount)
        slots.initialize(repeating: nil, count: slotCount)
        return slots
    }()
    static let handled: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGPIPE]
    private static let installed: Void = {
        _ = slots  // made before any handler can run: the handler must not be the one to allocate it
        for signal in handled {
            var action = sigaction()
            #if canImport(Darwin)
            action.__sigaction_u.__sa_handler = removeTemporaryFilesAndRaise
            #else
            action.__sigaction_handler.sa_handler = removeTemporaryFilesAndRaise
            #endif
            sigemptyset(&action.sa_mask)
            for other in handled { sigaddset(&action.sa_mask, other) }
            action.sa_flags = 0
            // SIGHUP and SIGINT ignored on purpose stay ignored: nohup ignores SIGHUP, and a shell ignores
            // SIGINT for a job it starts in the background. (SIGPIPE is often left ignored by a parent by
            // accident, as Python does; it is handled either way.)
            var old = sigaction()
            sigaction(signal, nil, &old)
            #if canImport(Darwin)
            let ignored = unsafeBitCast(old.__sigaction_u.__sa_handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
            #else
            let ignored = unsafeBitCast(old.__sigaction_handler.sa_handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
            #endif
            if !(ignored && (signal == SIGHUP || signal == SIGINT)) { sigaction(signal, &action, nil) }
        }
        // Blocked signals would wait until the process ends on its own (a parent's mask is inherited).
        var set = sigset_t()
        sigemptyset(&set)
        for signal in handled { sigaddset(&set, signal) }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }()
    private static let lock = NSLock()

    /// Installs the handlers (once). Called before a temporary file is made: a signal that came between the
    /// file's creation and the handlers' installation would otherwise meet the parent's disposition (a test
    /// runner's ignored SIGPIPE), and the write would carry on.
    static func installHandlers() { _ = installed }

    /// Remembers `path` until ``unregister(_:)``; installs the handlers on first use.
    static func register(_ path: String) {
        installHandlers()
        let copy = strdup(path)
        lock.withLock {
            for i in 0..<slotCount where slots[i] == nil {
                slots[i] = copy
                return
            }
            free(copy)  // more files at once than slots: this one is not cleaned up on a signal
        }
    }

    static func unregister(_ path: String) {
        lock.withLock {
            for i in 0..<slotCount {
                if let slot = slots[i], String(cString: slot) == path {
                    slots[i] = nil
                    free(slot)
                    return
                }
            }
        }
    }

    /// For the tests of signals only: with PLOTLINE_TEST_HOLD_TEMPORARY=SECONDS set, waits that long with the
    /// temporary file written and not yet renamed, so a test can send a signal "during a write".
    static func holdForTests() {
        guard let text = ProcessInfo.processInfo.environment["PLOTLINE_TEST_HOLD_TEMPORARY"],
              let seconds = Double(text), seconds > 0 else { return }
        Thread.sleep(forTimeInterval: min(seconds, 60))
    }
}

/// The handler: async-signal-safe calls only.
private func removeTemporaryFilesAndRaise(_ signal: Int32) {
    for i in 0..<TemporaryFiles.slotCount {
        if let path = TemporaryFiles.slots[i] { unlink(path) }
    }
    Foundation.signal(signal, SIG_DFL)
    raise(signal)
}
