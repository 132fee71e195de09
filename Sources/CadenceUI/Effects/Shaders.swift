// Metal shaders as SwiftUI uses them (iOS 17): `ShaderLibrary`, `ShaderFunction`, `Shader` and the
// `colorEffect`, `distortionEffect` and `layerEffect` modifiers.
//
// A stage has no Metal and cannot run a shader's code, which lives in the app's `.metal` files:
// a view under a shader effect is drawn as if the shader returned each pixel unchanged (the view
// as it is), and a shader used as a fill paints with the foreground colour. Code that builds
// shaders and their arguments, animates them with `TimelineView`, or switches them off with
// `isEnabled` compiles and runs as written.

/// A library of Metal shader functions: SwiftUI's `ShaderLibrary`. Its functions are found by
/// name, as members (`ShaderLibrary.default.ripple` or `ShaderLibrary.ripple`).
@dynamicMemberLookup
public final class ShaderLibrary: Equatable, Hashable, Sendable {
    /// Where the library comes from, for equality.
    private let source: String

    private init(source: String) {
        self.source = source
    }

    /// The app's default library (its main bundle's compiled `.metal` files).
    public static let `default` = ShaderLibrary(source: "default")

    /// The default library of `bundle`.
    public static func bundle(_ bundle: Bundle) -> ShaderLibrary {
        ShaderLibrary(source: "bundle:" + bundle.bundlePath)
    }

    /// A library loaded from the compiled library at `url`.
    public init(url: URL) {
        source = "url:" + url.absoluteString
    }

    /// A library from the contents of a compiled library file.
    public init(data: Data) {
        source = "data:\(data.count):\(data.hashValue)"
    }

    /// The function named `name` in this library.
    public subscript(dynamicMember name: String) -> ShaderFunction {
        ShaderFunction(library: self, name: name)
    }

    /// The function named `name` in the default library.
    public static subscript(dynamicMember name: String) -> ShaderFunction {
        ShaderFunction(library: .default, name: name)
    }

    public static func == (lhs: ShaderLibrary, rhs: ShaderLibrary) -> Bool { lhs.source == rhs.source }

    public func hash(into hasher: inout Hasher) { hasher.combine(source) }
}

/// A function of a shader library: SwiftUI's `ShaderFunction`. Calling it with arguments makes a
/// ``Shader`` (`ShaderLibrary.wave(.float(time))`).
@dynamicCallable
public struct ShaderFunction: Equatable, Hashable, Sendable {
    /// The library the function is in.
    public var library: ShaderLibrary
    /// The function's name in the library.
    public var name: String

    /// The function named `name` in `library`.
    public init(library: ShaderLibrary, name: String) {
        self.library = library
        self.name = name
    }

    /// A shader calling this function with `args` bound to its parameters after the ones SwiftUI
    /// passes (the position, and the colour or layer).
    public func dynamicallyCall(withArguments args: [Shader.Argument]) -> Shader {
        Shader(function: self, arguments: args)
    }
}

/// A shader function with its arguments: SwiftUI's `Shader`, given to the shader effect modifiers
/// or used as a fill (see the note at the top of this file for what a stage draws).
public struct Shader: Equatable, Sendable, ShapeStyle {
    /// A value bound to one of a shader function's parameters: SwiftUI's `Shader.Argument`.
    public struct Argument: Equatable, Sendable {
        enum Value: Equatable, Sendable {
            case floats([Float])
            case color(Color)
            case colors([Color])
            case boundingRect
            case data(Data)
            case image(Image)
        }
        let value: Value

        /// `float(x)`.
        public static func float<T: BinaryFloatingPoint>(_ x: T) -> Argument { Argument(value: .floats([Float(x)])) }
        /// `float2(x, y)`.
        public static func float2<T: BinaryFloatingPoint>(_ x: T, _ y: T) -> Argument { Argument(value: .floats([Float(x), Float(y)])) }
        /// `float2(size.width, size.height)`.
        public static func float2(_ size: CGSize) -> Argument { .float2(size.width, size.height) }
        /// `float2(point.x, point.y)`.
        public static func float2(_ point: CGPoint) -> Argument { .float2(point.x, point.y) }
        /// `float2(vector.dx, vector.dy)`.
        public static func float2(_ vector: CGVector) -> Argument { .float2(vector.dx, vector.dy) }
        /// `float3(x, y, z)`.
        public static func float3<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T) -> Argument { Argument(value: .floats([Float(x), Float(y), Float(z)])) }
        /// `float4(x, y, z, w)`.
        public static func float4<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T, _ w: T) -> Argument { Argument(value: .floats([Float(x), Float(y), Float(z), Float(w)])) }
        /// `float4(rect.origin.x, rect.origin.y, rect.width, rect.height)`.
        public static func float4(_ rect: CGRect) -> Argument { .float4(rect.minX, rect.minY, rect.width, rect.height) }
        /// An array of floats (a pointer and a count in the function).
        public static func floatArray(_ array: [Float]) -> Argument { Argument(value: .floats(array)) }
        /// A colour (`half4`, premultiplied).
        public static func color(_ color: Color) -> Argument { Argument(value: .color(color)) }
        /// An array of colours (a pointer and a count in the function).
        public static func colorArray(_ array: [Color]) -> Argument { Argument(value: .colors(array)) }
        /// The bounding rectangle of the view or shape the shader is attached to (`float4`).
        public static var boundingRect: Argument { Argument(value: .boundingRect) }
        /// Raw bytes (a pointer and a count in the function).
        public static func data(_ data: Data) -> Argument { Argument(value: .data(data)) }
        /// An image the function can sample (`texture2d<half>`).
        public static func image(_ image: Image) -> Argument { Argument(value: .image(image)) }
    }

    /// The shader's function.
    public var function: ShaderFunction
    /// The arguments bound to its parameters.
    public var arguments: [Argument]
    /// Whether the shader's output is dithered (no effect on a stage).
    public var dithersColor = false

    /// A shader calling `function` with `arguments`.
    public init(function: ShaderFunction, arguments: [Argument]) {
        self.function = function
        self.arguments = arguments
    }
}

extension View {
    /// Changes the colour of each pixel of this view with `shader`: SwiftUI's
    /// `colorEffect(_:isEnabled:)`. A stage draws the view as it is (see the note above).
    public nonisolated func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some View {
        self
    }

    /// Moves each pixel of this view to where `shader` says, by at most `maxSampleOffset`: SwiftUI's
    /// `distortionEffect(_:maxSampleOffset:isEnabled:)`. A stage draws the view as it is.
    public nonisolated func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View {
        self
    }

    /// Computes each pixel of this view from the whole layer with `shader`, sampling at most
    /// `maxSampleOffset` away: SwiftUI's `layerEffect(_:maxSampleOffset:isEnabled:)`. A stage draws
    /// the view as it is.
    public nonisolated func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View {
        self
    }
}

extension VisualEffect {
    /// `colorEffect(_:isEnabled:)` inside `visualEffect` (the view as it is on a stage).
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some VisualEffect {
        self
    }

    /// `distortionEffect(_:maxSampleOffset:isEnabled:)` inside `visualEffect` (the view as it is on
    /// a stage).
    public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some VisualEffect {
        self
    }

    /// `layerEffect(_:maxSampleOffset:isEnabled:)` inside `visualEffect` (the view as it is on a
    /// stage).
    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some VisualEffect {
        self
    }
}
