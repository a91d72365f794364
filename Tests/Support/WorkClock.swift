import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The processor time the calling thread spends on some work, in seconds.
///
/// Tests that guard against work growing faster than linearly measure this rather than the wall clock: the
/// rendering runs on the test's own thread, so its processor time is the same whether the machine is idle
/// or busy with other builds (the wall clock was 2 to 3 times longer under a load of 14).
public enum WorkClock {
    public static func seconds<T>(_ work: () throws -> T) rethrows -> (T, Double) {
        let start = now()
        let result = try work()
        return (result, now() - start)
    }

    static func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }
}
