/// Why an encoder refused its input. Encoders validate everything before writing a byte.
public enum ImageEncodingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// An image with no pixels: PNG and GIF need at least 1 × 1.
    case emptyImage
    /// An animation needs at least one frame.
    case noFrames
    /// Every frame must have the first frame's size.
    case frameSizeMismatch(frame: Int, width: Int, height: Int, expectedWidth: Int, expectedHeight: Int)
    /// One delay per frame.
    case delayCountMismatch(frames: Int, delays: Int)
    /// A delay outside what the format can store (GIF: 0…65535 centiseconds).
    case invalidDelay(frame: Int, delay: Int)
    /// A loop count outside what the format can store.
    case invalidLoopCount(Int)
    /// A side longer than the format can store (GIF: 65535 pixels).
    case imageTooLarge(width: Int, height: Int)
    /// zlib failed (only when out of memory), with its return code.
    case compressionFailed(code: Int)
    /// A setting outside its range (WebP quality 0…100, effort 0…6), described.
    case invalidSetting(String)
    /// A C library's encoder refused or failed (WebP), with its message.
    case encoderFailed(String)

    public var description: String {
        switch self {
        case .emptyImage:
            return "cannot encode an image with no pixels"
        case .noFrames:
            return "cannot encode an animation with no frames"
        case let .frameSizeMismatch(frame, width, height, expectedWidth, expectedHeight):
            return "frame \(frame) is \(width)×\(height) but the animation is \(expectedWidth)×\(expectedHeight)"
        case let .delayCountMismatch(frames, delays):
            return "\(frames) frames but \(delays) delays"
        case let .invalidDelay(frame, delay):
            return "frame \(frame) has delay \(delay), outside what the format stores"
        case let .invalidLoopCount(count):
            return "loop count \(count) is outside 0…65535"
        case let .imageTooLarge(width, height):
            return "\(width)×\(height) is larger than the format allows"
        case let .compressionFailed(code):
            return "zlib compression failed with code \(code)"
        case let .invalidSetting(text):
            return text
        case let .encoderFailed(text):
            return "the encoder failed: \(text)"
        }
    }

    /// Checks an animation's frames: at least one, all non-empty and the same size as the first.
    static func validate(_ frames: [RasterImage]) throws(ImageEncodingError) {
        guard let first = frames.first else { throw .noFrames }
        guard first.width > 0, first.height > 0 else { throw .emptyImage }
        for (index, frame) in frames.enumerated() where frame.width != first.width || frame.height != first.height {
            throw .frameSizeMismatch(frame: index, width: frame.width, height: frame.height,
                                     expectedWidth: first.width, expectedHeight: first.height)
        }
    }
}
