import Foundation

/// A decoder that turns a whole input (such as `Data`) into a value: Combine's `TopLevelDecoder`,
/// which `decode(type:decoder:)` takes. `JSONDecoder` and `PropertyListDecoder` conform.
public protocol TopLevelDecoder<Input> {
    /// What the decoder reads, such as `Data`.
    associatedtype Input
    /// Decodes a value of `type` from `from`.
    /// - Throws: The decoder's error when the input does not hold such a value.
    func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}

/// An encoder that turns a value into a whole output (such as `Data`): Combine's
/// `TopLevelEncoder`, which `encode(encoder:)` takes. `JSONEncoder` and `PropertyListEncoder`
/// conform.
public protocol TopLevelEncoder<Output> {
    /// What the encoder writes, such as `Data`.
    associatedtype Output
    /// Encodes `value`.
    /// - Throws: The encoder's error when the value cannot be encoded.
    func encode<T: Encodable>(_ value: T) throws -> Output
}

extension JSONDecoder: TopLevelDecoder {}
extension PropertyListDecoder: TopLevelDecoder {}
extension JSONEncoder: TopLevelEncoder {}
extension PropertyListEncoder: TopLevelEncoder {}

extension Publisher {
    /// Each value decoded as `type` by `decoder`: Combine's `decode(type:decoder:)`, as in
    /// `.map(\.data).decode(type: [Item].self, decoder: JSONDecoder())`. When decoding throws,
    /// the publisher fails with the error and the upstream is cancelled; an upstream failure is
    /// passed on as it is.
    public func decode<Item: Decodable, Coder: TopLevelDecoder>(type: Item.Type, decoder: Coder)
        -> AnyPublisher<Item, any Error> where Coder.Input == Output {
        tryMap { try decoder.decode(type, from: $0) }
    }

    /// Each value encoded by `encoder`: Combine's `encode(encoder:)`. When encoding throws, the
    /// publisher fails with the error and the upstream is cancelled.
    public func encode<Coder: TopLevelEncoder>(encoder: Coder) -> AnyPublisher<Coder.Output, any Error>
    where Output: Encodable {
        tryMap { try encoder.encode($0) }
    }
}
