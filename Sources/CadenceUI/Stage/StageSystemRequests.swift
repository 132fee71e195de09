import Combine

/// Requests to the system that a stage cannot show (an App Store rating prompt), recorded on the
/// stage whose code makes them: the seam between CadenceUI and the StoreKit stand-in module.
package enum StageSystemRequests {
    /// Records a rating request on the stage running the calling code (found through the virtual
    /// run loop the stage binds around actions, tasks and view updates); outside a stage it does
    /// nothing, as the system may decline to show the prompt.
    @MainActor
    package static func requestReview() {
        (VirtualRunLoopContext.current as? StageRunLoop)?.onReviewRequest?()
    }
}
