import Foundation

// SwiftUI's Metal shader API (iOS 17): `ShaderLibrary`, `ShaderFunction`, `Shader` and its arguments,
// the `colorEffect`, `distortionEffect` and `layerEffect` modifiers on views and visual effects, and
// the shader filters and shading of `GraphicsContext`.
//
// Cadence runs without a GPU and cannot execute Metal Shading Language, so a shader never changes a
// pixel on a stage: an effect draws its view as it is, a shader filter leaves a canvas's drawing as it
// is, and a shader used as a fill paints with the foreground style. Everything else a shader-driven
// view does (its layout, its state, the `TimelineView` or animation that feeds the shader's arguments)
// plays as in SwiftUI, and the shader, with the arguments it was given, stays inspectable.

/// A Metal shader library: where `ShaderFunction`s are looked up by name. SwiftUI's `ShaderLibrary`.
///
/// ```swift
/// Rectangle()
///     .colorEffect(ShaderLibrary.ripple(.float(time)))
/// Image("photo")
///     .layerEffect(ShaderLibrary.bundle(.module).pixellate(.float(8)), maxSampleOffset: .zero)
/// ```
///
/// A function is any member name: `ShaderLibrary.name` looks it up in the app's default library,
/// `library.name` in `library`. Cadence never loads the library's code (see the file overview): it
/// only remembers where the library came from, so two libraries are equal when they name the same
/// source.
@dynamicMemberLookup
public struct ShaderLibrary: Equatable, Sendable {
    enum Source: Equatable, Sendable {
        case `default`
        case bundle(path: String)
        case data(Data)
        case url(URL)
    }

    let source: Source

    init(source: Source) {
        self.source = source
    }

    /// The app's main bundle's default Metal library (the one Xcode builds from the target's `.metal` files).
    public static let `default` = ShaderLibrary(source: .default)

    /// The default Metal library of `bundle` (a package's resources bundle, say).
    public static func bundle(_ bundle: Bundle) -> ShaderLibrary {
        ShaderLibrary(source: .bundle(path: bundle.bundlePath))
    }

    /// A library from the bytes of a compiled `.metallib` file. Cadence keeps the bytes unread.
    public init(data: Data) {
        source = .data(data)
    }

    /// A library from a compiled `.metallib` file at `url`. Cadence never opens the file.
    public init(url: URL) {
        source = .url(url)
    }

    /// The function called `name` in this library.
    public subscript(dynamicMember name: String) -> ShaderFunction {
        ShaderFunction(library: self, name: name)
    }

    /// The function called `name` in the default library: `ShaderLibrary.wave` is `ShaderLibrary.default.wave`.
    public static subscript(dynamicMember name: String) -> ShaderFunction {
        ShaderFunction(library: .default, name: name)
    }
}

/// A function in a shader library, by name: SwiftUI's `ShaderFunction`. Call it with arguments to
/// make a `Shader`.
///
/// ```swift
/// let wave = ShaderLibrary.wave            // a ShaderFunction
/// let shader = wave(.float(t), .float2(size))  // a Shader
/// ```
@dynamicCallable
public struct ShaderFunction: Equatable, Sendable {
    /// The library the function is looked up in.
    public var library: ShaderLibrary
    /// The function's name in the library (the MSL function's name).
    public var name: String

    /// The function called `name` in `library`.
    public init(library: ShaderLibrary, name: String) {
        self.library = library
        self.name = name
    }

    /// A shader running this function with `args` as its uniform arguments, in order after the
    /// arguments SwiftUI passes itself (the position, and the colour or layer for an effect).
    public func dynamicallyCall(withArguments args: [Shader.Argument]) -> Shader {
        Shader(function: self, arguments: args)
    }
}

/// A shader function with its uniform arguments bound: SwiftUI's `Shader`.
///
/// Pass it to `colorEffect(_:isEnabled:)`, `distortionEffect(_:maxSampleOffset:isEnabled:)` or
/// `layerEffect(_:maxSampleOffset:isEnabled:)`, to a `GraphicsContext` filter, or use it as a shape
/// style. On a Cadence stage a shader changes no pixel (Cadence cannot run Metal): effects draw the
/// view unchanged and a shader fill paints with the foreground style.
public struct Shader: Equatable, Sendable {
    /// The function the shader runs.
    public var function: ShaderFunction
    /// The uniform arguments passed to the function, in order.
    public var arguments: [Argument]
    /// Whether colours the function returns get dither noise rather than plain rounding (default
    /// `true`, as in SwiftUI). Kept, not used: Cadence does not run the function.
    public var dithersColor: Bool = true

    /// A shader running `function` with `arguments`.
    public init(function: ShaderFunction, arguments: [Argument]) {
        self.function = function
        self.arguments = arguments
    }

    /// Compiles the function ahead of its first use as `type`, so the first frame does not wait for
    /// the GPU compiler. Cadence has nothing to compile: it returns at once and never throws.
    public func compile(as type: UsageType) async throws {}

    /// How a shader will be used, for `compile(as:)`: SwiftUI's `Shader.UsageType`.
    public struct UsageType: Hashable, Sendable {
        let rawValue: Int

        /// As the shader of `colorEffect(_:isEnabled:)`.
        public static let colorEffect = UsageType(rawValue: 0)
        /// As the shader of `distortionEffect(_:maxSampleOffset:isEnabled:)`.
        public static let distortionEffect = UsageType(rawValue: 1)
        /// As the shader of `layerEffect(_:maxSampleOffset:isEnabled:)`.
        public static let layerEffect = UsageType(rawValue: 2)
    }

    /// One uniform argument of a shader function: SwiftUI's `Shader.Argument`.
    ///
    /// Each maps to an MSL parameter type: `float(_:)` to `float`, `float2` to `float2`, `color(_:)`
    /// to a premultiplied `half4`, the arrays to a pointer and count pair, `image(_:)` to a
    /// `texture2d<half>`. `values` exposes the numbers Cadence would pass.
    public struct Argument: Equatable, Sendable {
        enum Value: Equatable, Sendable {
            case floats([Double])
            case floatArray([Float])
            case color(Color)
            case colorArray([Color])
            case image(Image)
            case data(Data)
            case boundingRect
        }

        let value: Value

        /// The numbers of a `float`…`float4` argument, in order (one to four of them); `nil` for the
        /// other kinds. A Cadence addition, for tests that check what a view passes its shader.
        public var values: [Double]? {
            if case .floats(let numbers) = value { return numbers }
            return nil
        }

        /// The MSL value `float(x)`.
        public static func float<T: BinaryFloatingPoint>(_ x: T) -> Argument {
            Argument(value: .floats([Double(x)]))
        }

        /// The MSL value `float2(x, y)`.
        public static func float2<T: BinaryFloatingPoint>(_ x: T, _ y: T) -> Argument {
            Argument(value: .floats([Double(x), Double(y)]))
        }

        /// The MSL value `float2(point.x, point.y)`.
        public static func float2(_ point: CGPoint) -> Argument {
            float2(point.x, point.y)
        }

        /// The MSL value `float2(size.width, size.height)`.
        public static func float2(_ size: CGSize) -> Argument {
            float2(size.width, size.height)
        }

        /// The MSL value `float2(vector.dx, vector.dy)`.
        public static func float2(_ vector: CGVector) -> Argument {
            float2(vector.dx, vector.dy)
        }

        /// The MSL value `float3(x, y, z)`.
        public static func float3<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T) -> Argument {
            Argument(value: .floats([Double(x), Double(y), Double(z)]))
        }

        /// The MSL value `float4(x, y, z, w)`.
        public static func float4<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T, _ w: T) -> Argument {
            Argument(value: .floats([Double(x), Double(y), Double(z), Double(w)]))
        }

        /// An array of floats, passed to MSL as a `device const float *` and an `int` count.
        public static func floatArray(_ array: [Float]) -> Argument {
            Argument(value: .floatArray(array))
        }

        /// A colour, passed to MSL as a premultiplied `half4` in the destination's colour space.
        public static func color(_ color: Color) -> Argument {
            Argument(value: .color(color))
        }

        /// An array of colours, passed to MSL as a `device const half4 *` and an `int` count.
        public static func colorArray(_ array: [Color]) -> Argument {
            Argument(value: .colorArray(array))
        }

        /// An image, passed to MSL as a `texture2d<half>` (one image per shader in SwiftUI).
        public static func image(_ image: Image) -> Argument {
            Argument(value: .image(image))
        }

        /// Raw bytes, passed to MSL as a `device const void *` and an `int` byte count.
        public static func data(_ data: Data) -> Argument {
            Argument(value: .data(data))
        }

        /// The bounding rectangle of the view or shape the shader is attached to, as
        /// `float4(x, y, width, height)` (undefined for `GraphicsContext` filters).
        public static var boundingRect: Argument {
            Argument(value: .boundingRect)
        }
    }
}

extension Shader: ShapeStyle {
    /// A shader fill paints with the foreground style on a Cadence stage, which cannot run the shader
    /// (see `Shader`).
    public func resolve(in environment: EnvironmentValues) -> ForegroundStyle {
        ForegroundStyle()
    }
}

// MARK: - Effects on views

extension View {
    /// Runs `shader` on the colour of every pixel of this view: SwiftUI's `colorEffect(_:isEnabled:)`.
    /// The MSL function has the signature `half4 name(float2 position, half4 color, args...)`.
    ///
    /// On a Cadence stage the view draws unchanged whatever `isEnabled` is (Cadence cannot run Metal).
    public nonisolated func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some View {
        modifier(_ShaderEffectModifier(shader: shader, usage: .colorEffect, maxSampleOffset: .zero, isEnabled: isEnabled))
    }

    /// Moves the pixels of this view by the offset `shader` returns for each position: SwiftUI's
    /// `distortionEffect(_:maxSampleOffset:isEnabled:)`. The MSL function has the signature
    /// `float2 name(float2 position, args...)`, returning where to sample from; `maxSampleOffset` is
    /// the farthest, in points, it samples from a pixel.
    ///
    /// On a Cadence stage the view draws unchanged whatever `isEnabled` is (Cadence cannot run Metal).
    public nonisolated func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View {
        modifier(_ShaderEffectModifier(shader: shader, usage: .distortionEffect, maxSampleOffset: maxSampleOffset, isEnabled: isEnabled))
    }

    /// Runs `shader` on every pixel of this view with the whole rasterised view to sample from:
    /// SwiftUI's `layerEffect(_:maxSampleOffset:isEnabled:)`. The MSL function has the signature
    /// `half4 name(float2 position, SwiftUI::Layer layer, args...)`; `maxSampleOffset` is the
    /// farthest, in points, it samples from a pixel.
    ///
    /// On a Cadence stage the view draws unchanged whatever `isEnabled` is (Cadence cannot run Metal).
    public nonisolated func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View {
        modifier(_ShaderEffectModifier(shader: shader, usage: .layerEffect, maxSampleOffset: maxSampleOffset, isEnabled: isEnabled))
    }
}

/// The modifier behind `colorEffect`, `distortionEffect` and `layerEffect`: it keeps the shader and
/// draws its content unchanged (Cadence cannot run Metal).
public struct _ShaderEffectModifier: ViewModifier {
    /// The shader the effect would run.
    public let shader: Shader
    /// Which of the three effects this is.
    public let usage: Shader.UsageType
    /// The farthest the shader samples from a pixel, in points (zero for a colour effect).
    public let maxSampleOffset: CGSize
    /// Whether the effect is on.
    public let isEnabled: Bool

    /// Draws `content` as it is.
    public func body(content: Content) -> some View {
        content
    }
}

// MARK: - Visual effects

extension VisualEffect {
    /// `colorEffect(_:isEnabled:)` inside a `visualEffect` or `scrollTransition` closure, where the
    /// shader's arguments can depend on the view's geometry or phase. Draws the view unchanged on a
    /// Cadence stage (Cadence cannot run Metal).
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some VisualEffect {
        self
    }

    /// `distortionEffect(_:maxSampleOffset:isEnabled:)` inside a `visualEffect` or
    /// `scrollTransition` closure. Draws the view unchanged on a Cadence stage.
    public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some VisualEffect {
        self
    }

    /// `layerEffect(_:maxSampleOffset:isEnabled:)` inside a `visualEffect` or `scrollTransition`
    /// closure. Draws the view unchanged on a Cadence stage.
    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some VisualEffect {
        self
    }
}

// MARK: - GraphicsContext

extension GraphicsContext.Filter {
    /// A filter running `shader` on the colour of each pixel drawn (signature
    /// `half4 name(float2 position, half4 color, args...)`). Leaves the drawing unchanged on a Cadence
    /// stage (Cadence cannot run Metal).
    public static func colorShader(_ shader: Shader) -> GraphicsContext.Filter {
        GraphicsContext.Filter(effect: .group)
    }

    /// A filter moving each pixel drawn by the offset `shader` returns (signature
    /// `float2 name(float2 position, args...)`), sampling at most `maxSampleOffset` away. Leaves the
    /// drawing unchanged on a Cadence stage.
    public static func distortionShader(_ shader: Shader, maxSampleOffset: CGSize) -> GraphicsContext.Filter {
        GraphicsContext.Filter(effect: .group)
    }

    /// A filter running `shader` on each pixel with the drawn layer to sample from (signature
    /// `half4 name(float2 position, SwiftUI::Layer layer, args...)`), sampling at most
    /// `maxSampleOffset` away. Leaves the drawing unchanged on a Cadence stage.
    public static func layerShader(_ shader: Shader, maxSampleOffset: CGSize) -> GraphicsContext.Filter {
        GraphicsContext.Filter(effect: .group)
    }
}

extension GraphicsContext.Shading {
    /// A shading that fills with the colour `shader` returns for each pixel (signature
    /// `half4 name(float2 position, args...)`); `bounds` is the rectangle its `boundingRect` arguments
    /// stand for. Paints with the foreground style on a Cadence stage (Cadence cannot run Metal).
    public static func shader(_ shader: Shader, bounds: CGRect = .zero) -> GraphicsContext.Shading {
        .style(shader)
    }
}
