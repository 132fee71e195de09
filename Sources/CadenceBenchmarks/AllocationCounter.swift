import Foundation

/// Counts the heap allocations a benchmark case makes per operation, with glibc's own allocation
/// tracer, in a child process so that the timings are never taken under it.
///
/// Method (Linux with glibc): the benchmark starts itself again with `--count-allocations`, with
/// `LD_PRELOAD=libc_malloc_debug.so.0` (glibc's debugging malloc, shipped with glibc ≥ 2.34) and
/// `MALLOC_TRACE` naming a temporary file. The child runs each case once to warm up (lazy globals,
/// generic metadata and caches are not the hot path), then calls glibc's `mtrace()`, runs one batch,
/// calls `muntrace()` and counts the blocks the trace records as handed out: `+` lines (`malloc`,
/// `calloc`, `memalign`, `posix_memalign`, `aligned_alloc`) and `>` lines (the new block of a
/// `realloc`). Every Swift heap allocation (class instances, array, dictionary and string buffers,
/// boxes for captured variables and large existentials) reaches one of these through
/// `swift_slowAlloc`, so the count is exact, including blocks freed again within the same operation.
///
/// Why not `mallinfo2()` before and after a loop: it reports the bytes in use, so an allocation
/// freed within the same operation (the usual per-frame allocation, served again and again from the
/// same tcache slot) leaves no trace in it; and Swift's Glibc module does not import `<malloc.h>`.
///
/// Where the tracer is missing (not glibc, or no `libc_malloc_debug.so.0`) the counts are `nil` and
/// the report says so.
enum AllocationCounter {
    /// The argument that makes the benchmark a counting child.
    static let childArgument = "--count-allocations"

    /// Allocations per batch for each case matching `filter`, counted by a child process; `nil` when
    /// allocations cannot be counted on this system.
    static func countInChild(filter: String?) -> [String: Int]? {
        #if os(Linux)
        let traceFile = FileManager.default.temporaryDirectory
            .appendingPathComponent("cadence-bench-\(getpid()).mtrace").path
        defer { try? FileManager.default.removeItem(atPath: traceFile) }
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        child.arguments = [childArgument] + (filter.map { [$0] } ?? [])
        var environment = ProcessInfo.processInfo.environment
        environment["LD_PRELOAD"] = "libc_malloc_debug.so.0"
        environment["MALLOC_TRACE"] = traceFile
        child.environment = environment
        let output = Pipe()
        child.standardOutput = output
        child.standardError = FileHandle.nullDevice  // the loader's note if the library is missing
        do { try child.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        child.waitUntilExit()
        guard child.terminationStatus == 0, let text = String(data: data, encoding: .utf8) else { return nil }
        var counts: [String: Int] = [:]
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: "\t")
            if fields.count == 2, let count = Int(fields[1]) { counts[String(fields[0])] = count }
        }
        return counts.isEmpty ? nil : counts
        #else
        return nil
        #endif
    }

    /// The child's work: for each case, a warm-up batch, then one traced batch; prints
    /// `name<TAB>allocations` per case. Prints nothing if the tracer is not loaded.
    static func runChild(_ cases: [BenchmarkHarness.Case]) {
        guard let tracer = Tracer(), let path = ProcessInfo.processInfo.environment["MALLOC_TRACE"] else { return }
        for benchmark in cases {
            blackHole(benchmark.body())
            tracer.start()
            let checksum = benchmark.body()
            tracer.stop()
            blackHole(checksum)
            guard let count = allocations(inTrace: path) else { return }
            print("\(benchmark.name)\t\(count)")
        }
    }

    /// The number of blocks handed out in an `mtrace` log, or nil if it cannot be read.
    private static func allocations(inTrace path: String) -> Int? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        // Lines are "[@ caller ]+ address size", "[@ caller ]- address", "[@ caller ]< address" and
        // "[@ caller ]> address size": a block is handed out where a line has the token "+" or ">".
        var count = 0
        var tokenLength = 0
        var tokenByte: UInt8 = 0
        var lineCounted = false
        for byte in data {
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") {
                if !lineCounted, tokenLength == 1, tokenByte == UInt8(ascii: "+") || tokenByte == UInt8(ascii: ">") {
                    count += 1
                    lineCounted = true
                }
                if byte == UInt8(ascii: "\n") { lineCounted = false }
                tokenLength = 0
            } else {
                tokenLength += 1
                tokenByte = byte
            }
        }
        return count
    }

    /// glibc's `mtrace` and `muntrace`, found at run time: they are exported only under the symbol
    /// version GLIBC_2.2.5 (so plain `dlsym` does not see them) and no Swift module declares them.
    private struct Tracer {
        typealias Toggle = @convention(c) () -> Void
        typealias VersionedLookup = @convention(c) (
            UnsafeMutableRawPointer?, UnsafePointer<CChar>, UnsafePointer<CChar>) -> UnsafeMutableRawPointer?

        let start: Toggle
        let stop: Toggle

        init?() {
            #if os(Linux)
            guard let handle = dlopen(nil, RTLD_NOW),
                  // Only present when libc_malloc_debug.so.0 was preloaded; libc's own copy is a stub.
                  dlopen("libc_malloc_debug.so.0", RTLD_NOW | RTLD_NOLOAD) != nil,
                  let lookupSymbol = dlsym(handle, "dlvsym") else { return nil }
            let lookup = unsafeBitCast(lookupSymbol, to: VersionedLookup.self)
            guard let start = lookup(handle, "mtrace", "GLIBC_2.2.5"),
                  let stop = lookup(handle, "muntrace", "GLIBC_2.2.5") else { return nil }
            self.start = unsafeBitCast(start, to: Toggle.self)
            self.stop = unsafeBitCast(stop, to: Toggle.self)
            #else
            return nil
            #endif
        }
    }
}
