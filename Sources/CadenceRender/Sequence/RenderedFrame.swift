import CadenceUI

/// One recorded frame: when it was taken, what the stage showed and its pixels.
public struct RenderedFrame: Sendable, Hashable {
    /// The stage time of the frame, in seconds.
    public var time: Double
    /// What the stage showed, for an SVG of the frame or a text snapshot.
    public var displayList: DisplayList
    /// The frame's pixels.
    public var image: RasterImage

    /// Makes a frame from its time in seconds, what the stage showed, and its pixels.
    public init(time: Double, displayList: DisplayList, image: RasterImage) {
        self.time = time
        self.displayList = displayList
        self.image = image
    }
}
