import Foundation

/// The compiler's side of the conversation: each message is a little-endian 64-bit byte count
/// followed by that many bytes of JSON, in both directions.
struct PluginChannel {
    /// The next message from the compiler, or `nil` at the end of input or on a malformed message
    /// (the plug-in then exits, and the compiler reports that it stopped).
    func receive() -> [String: Any]? {
        guard let header = readBytes(8) else { return nil }
        var length: UInt64 = 0
        for (index, byte) in header.enumerated() { length |= UInt64(byte) << (8 * UInt64(index)) }
        guard length > 0, length < 1 << 31, let body = readBytes(Int(length)) else { return nil }
        return (try? JSONSerialization.jsonObject(with: Data(body))) as? [String: Any]
    }

    /// Sends `message` as one frame.
    func send(_ message: [String: Any]) {
        guard let json = try? JSONSerialization.data(withJSONObject: message) else { return }
        var frame = [UInt8]()
        frame.reserveCapacity(8 + json.count)
        let length = UInt64(json.count)
        for index in 0..<8 { frame.append(UInt8(truncatingIfNeeded: length >> (8 * UInt64(index)))) }
        frame.append(contentsOf: json)
        frame.withUnsafeBytes { bytes in
            var written = 0
            while written < bytes.count {
                let count = write(1, bytes.baseAddress! + written, bytes.count - written)
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { exit(1) }
                written += count
            }
        }
    }

    /// Exactly `count` bytes of standard input, or `nil` if it ends first.
    private func readBytes(_ count: Int) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let got = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress! + filled, count - filled) }
            if got < 0 && errno == EINTR { continue }
            if got <= 0 { return nil }
            filled += got
        }
        return buffer
    }
}
