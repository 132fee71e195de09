import Foundation

/// Work that writes one or more files of the demo gallery (a plot as SVG and PNG, a recording as GIF
/// and contact sheet): one tick of the progress bar.
///
/// A step runs in two parts so steps can overlap: `prepare` runs on the runner's thread in step order
/// (a recording hops to the main actor there, where stages live) and returns the part that encodes
/// and writes the files, which may run on another thread at the same time as other steps.
struct DemoStep: Sendable {
    typealias Write = @Sendable (_ urls: [URL]) throws -> Void

    /// The paths inside the gallery folder, in the order the write part receives their URLs.
    var paths: [String]
    var prepare: @Sendable (_ options: DemoOptions) throws -> Write

    init(_ paths: [String], prepare: @escaping @Sendable (_ options: DemoOptions) throws -> Write) {
        self.paths = paths
        self.prepare = prepare
    }

    /// A step with nothing to prepare: all of it may run on another thread.
    init(_ paths: [String], write: @escaping @Sendable (_ urls: [URL], _ options: DemoOptions) throws -> Void) {
        self.init(paths) { options in { urls in try write(urls, options) } }
    }
}
