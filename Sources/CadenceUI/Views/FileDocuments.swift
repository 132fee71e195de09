import Foundation

// Documents and file dialogs: SwiftUI's `FileDocument`, `DocumentGroup`, `fileImporter` and
// `fileExporter`, with Foundation's `FileWrapper` (which Foundation has on Apple platforms only), so
// a document-based app's files compile. A stage has no system file dialogs: the dialog modifiers
// draw nothing and leave `isPresented` as the app sets it. A document's reading and writing run as
// written: tests call `init(configuration:)` and `fileWrapper(configuration:)` through
// `FileWrapper`, and `DocumentGroup` shows its editor over a new document.

/// A file or a directory of files in memory: Foundation's `FileWrapper`, as documents use it.
///
/// Reading (`init(url:options:)`) loads a file's bytes or a directory's files at once; writing
/// (`write(to:options:originalContentsURL:)`) writes each file atomically.
open class FileWrapper: @unchecked Sendable {
    // @unchecked: Foundation's class is not Sendable either; it is `Sendable` here only so that
    // documents holding one can be, as their protocol asks. Mutate a wrapper from one task at a time.

    /// Options for reading: Foundation's `FileWrapper.ReadingOptions` (reading is always immediate).
    public struct ReadingOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt
        /// Options of `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Read everything at once.
        public static let immediate = ReadingOptions(rawValue: 1 << 0)
        /// Read without mapping the file into memory.
        public static let withoutMapping = ReadingOptions(rawValue: 1 << 1)
    }

    /// Options for writing: Foundation's `FileWrapper.WritingOptions` (files are always written
    /// atomically).
    public struct WritingOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt
        /// Options of `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Write through a temporary file, replaced in one step.
        public static let atomic = WritingOptions(rawValue: 1 << 0)
        /// Record the written file names as the wrappers' `filename`s.
        public static let withNameUpdating = WritingOptions(rawValue: 1 << 1)
    }

    private enum Contents {
        case file(Data)
        case directory([String: FileWrapper])
    }

    private var contents: Contents

    /// The name the wrapper would like to be saved under.
    open var preferredFilename: String?
    /// The name the wrapper was read from or last written under.
    open var filename: String?
    /// The file's attributes (kept, not written).
    open var fileAttributes: [String: Any] = [:]

    /// A regular file holding `contents`.
    public init(regularFileWithContents contents: Data) {
        self.contents = .file(contents)
    }

    /// A directory holding `childrenByPreferredName` (each child's `preferredFilename` becomes its
    /// key when it has none).
    public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
        for (name, child) in childrenByPreferredName where child.preferredFilename == nil {
            child.preferredFilename = name
        }
        contents = .directory(childrenByPreferredName)
    }

    /// The file or directory at `url`, read at once.
    ///
    /// - Throws: The file system's error when `url` cannot be read.
    public init(url: URL, options: ReadingOptions = []) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
        }
        if isDirectory.boolValue {
            var children: [String: FileWrapper] = [:]
            for name in try FileManager.default.contentsOfDirectory(atPath: url.path) {
                children[name] = try FileWrapper(url: url.appendingPathComponent(name), options: options)
            }
            contents = .directory(children)
        } else {
            contents = .file(try Data(contentsOf: url))
        }
        filename = url.lastPathComponent
        preferredFilename = url.lastPathComponent
    }

    /// Whether this is a regular file.
    open var isRegularFile: Bool {
        if case .file = contents { return true }
        return false
    }

    /// Whether this is a directory.
    open var isDirectory: Bool { !isRegularFile }

    /// Whether this is a symbolic link (never: Cadence's wrappers hold files and directories).
    open var isSymbolicLink: Bool { false }

    /// A regular file's bytes; `nil` for a directory.
    open var regularFileContents: Data? {
        if case .file(let data) = contents { return data }
        return nil
    }

    /// A directory's children by name; `nil` for a regular file.
    open var fileWrappers: [String: FileWrapper]? {
        if case .directory(let children) = contents { return children }
        return nil
    }

    /// Adds `child` to this directory under its preferred name (made unique with a number when
    /// taken) and returns the name. A regular file gains no children and returns the name unused.
    @discardableResult
    open func addFileWrapper(_ child: FileWrapper) -> String {
        let base = child.preferredFilename ?? "Untitled"
        guard case .directory(var children) = contents else { return base }
        var name = base
        var number = 2
        while children[name] != nil {
            name = "\(number) \(base)"
            number += 1
        }
        child.preferredFilename = child.preferredFilename ?? name
        children[name] = child
        contents = .directory(children)
        return name
    }

    /// Adds a regular file holding `data`, named `fileName`, to this directory, and returns its name.
    @discardableResult
    open func addRegularFile(withContents data: Data, preferredFilename fileName: String) -> String {
        let child = FileWrapper(regularFileWithContents: data)
        child.preferredFilename = fileName
        return addFileWrapper(child)
    }

    /// Removes `child` from this directory.
    open func removeFileWrapper(_ child: FileWrapper) {
        guard case .directory(var children) = contents else { return }
        children = children.filter { $0.value !== child }
        contents = .directory(children)
    }

    /// Writes the file (atomically) or the directory and its files to `url`.
    ///
    /// - Throws: The file system's error when `url` cannot be written.
    open func write(to url: URL, options: WritingOptions = [], originalContentsURL: URL?) throws {
        switch contents {
        case .file(let data):
            try data.write(to: url, options: .atomic)
        case .directory(let children):
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            for (name, child) in children {
                try child.write(to: url.appendingPathComponent(name), options: options, originalContentsURL: nil)
            }
        }
        if options.contains(.withNameUpdating) { filename = url.lastPathComponent }
    }
}

/// What a document reads itself from: SwiftUI's `FileDocumentReadConfiguration`.
public struct FileDocumentReadConfiguration {
    /// The type of the file.
    public let contentType: UTType
    /// The file's contents.
    public let file: FileWrapper

    /// A configuration reading `file` of `contentType` (Cadence addition: the system makes these;
    /// tests make them to read a document).
    public init(contentType: UTType, file: FileWrapper) {
        self.contentType = contentType
        self.file = file
    }
}

/// What a document writes itself for: SwiftUI's `FileDocumentWriteConfiguration`.
public struct FileDocumentWriteConfiguration {
    /// The type to write.
    public let contentType: UTType
    /// The file the document was read from, if any.
    public let existingFile: FileWrapper?

    /// A configuration writing `contentType`, replacing `existingFile` (Cadence addition: the
    /// system makes these; tests make them to write a document).
    public init(contentType: UTType, existingFile: FileWrapper? = nil) {
        self.contentType = contentType
        self.existingFile = existingFile
    }
}

/// A document a `DocumentGroup` edits, as a value: SwiftUI's `FileDocument`.
///
/// ```swift
/// struct TextFile: FileDocument {
///     static var readableContentTypes: [UTType] { [.plainText] }
///     var text = ""
///     init() {}
///     init(configuration: ReadConfiguration) throws {
///         text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
///     }
///     func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
///         FileWrapper(regularFileWithContents: Data(text.utf8))
///     }
/// }
/// ```
public protocol FileDocument {
    /// What `init(configuration:)` receives.
    typealias ReadConfiguration = FileDocumentReadConfiguration
    /// What `fileWrapper(configuration:)` receives.
    typealias WriteConfiguration = FileDocumentWriteConfiguration

    /// The types the document reads.
    static var readableContentTypes: [UTType] { get }
    /// The types the document writes (by default, those it reads).
    static var writableContentTypes: [UTType] { get }

    /// The document read from `configuration.file`.
    init(configuration: ReadConfiguration) throws

    /// The document's contents, to be saved as `configuration.contentType`.
    func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper
}

extension FileDocument {
    /// The types the document reads.
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// The document an editor of a `DocumentGroup` shows: SwiftUI's `FileDocumentConfiguration`.
public struct FileDocumentConfiguration<Document: FileDocument> {
    /// The document, which the editor changes through the binding (`configuration.$document`).
    @Binding public var document: Document
    /// Where the document is saved (`nil` for a new document, as on a stage).
    public var fileURL: URL?
    /// Whether the document can be changed (`false` for a viewer).
    public var isEditable: Bool

    /// The configuration of `document`, saved at `fileURL` (Cadence addition: the group makes these).
    public init(document: Binding<Document>, fileURL: URL? = nil, isEditable: Bool = true) {
        _document = document
        self.fileURL = fileURL
        self.isEditable = isEditable
    }
}

/// A scene of document windows: SwiftUI's `DocumentGroup`. On a stage (`App.main()`) its window
/// shows the editor over a new document, which the editor changes through its binding.
public struct DocumentGroup<Document: FileDocument, Content: View>: Scene, PrimitiveScene {
    private let makeDocument: () -> Document
    private let isEditable: Bool
    private let editor: (FileDocumentConfiguration<Document>) -> Content

    /// A group whose new documents are `newDocument()`, shown with `editor`.
    public init(newDocument: @autoclosure @escaping () -> Document,
                @ViewBuilder editor: @escaping (FileDocumentConfiguration<Document>) -> Content) {
        makeDocument = newDocument
        isEditable = true
        self.editor = editor
    }

    /// A group that only views documents of `documentType`, with `viewer` (a stage has no document
    /// to open, so the window shows nothing).
    public init(viewing documentType: Document.Type,
                @ViewBuilder viewer: @escaping (FileDocumentConfiguration<Document>) -> Content) {
        makeDocument = { preconditionFailure("a viewing DocumentGroup makes no new documents") }
        isEditable = false
        editor = viewer
    }

    /// The scene's content (a built-in scene has none).
    public var body: Never { fatalError("DocumentGroup has no body") }

    var windows: [AnyView] {
        guard isEditable else { return [] }
        return [AnyView(DocumentWindow(document: makeDocument(), editor: editor))]
    }
}

/// A document group's window: the document, kept in state, under its editor.
private struct DocumentWindow<Document: FileDocument, Content: View>: View {
    @State private var document: Document
    let editor: (FileDocumentConfiguration<Document>) -> Content

    init(document: Document, editor: @escaping (FileDocumentConfiguration<Document>) -> Content) {
        _document = State(initialValue: document)
        self.editor = editor
    }

    var body: some View {
        editor(FileDocumentConfiguration(document: $document))
    }
}

extension View {
    /// Presents the system's file picker for one file of `allowedContentTypes` while `isPresented`
    /// is true: SwiftUI's `fileImporter(isPresented:allowedContentTypes:onCompletion:)`. A stage
    /// has no file picker: nothing is drawn, `isPresented` stays as the app sets it, and
    /// `onCompletion` is not called.
    public nonisolated func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType],
                                         onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void) -> some View {
        modifier(StageInertModifier())
    }

    /// Presents the system's file picker for one file, or several with `allowsMultipleSelection`
    /// (not drawn on a stage, as above).
    public nonisolated func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
                                         onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void) -> some View {
        modifier(StageInertModifier())
    }

    /// Presents the system's file picker, calling `onCancellation` when it is dismissed without a
    /// choice (not drawn on a stage, as above).
    public nonisolated func fileImporter(isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
                                         onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void,
                                         onCancellation: @escaping () -> Void) -> some View {
        modifier(StageInertModifier())
    }

    /// Presents the system's save panel for `document` while `isPresented` is true: SwiftUI's
    /// `fileExporter(isPresented:document:contentType:defaultFilename:onCompletion:)` (not drawn on
    /// a stage: `onCompletion` is not called).
    public nonisolated func fileExporter<D: FileDocument>(isPresented: Binding<Bool>, document: D?, contentType: UTType,
                                                          defaultFilename: String? = nil,
                                                          onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void) -> some View {
        modifier(StageInertModifier())
    }

    /// Presents the system's save panel for several documents (not drawn on a stage).
    public nonisolated func fileExporter<C: Collection>(isPresented: Binding<Bool>, documents: C, contentType: UTType,
                                                        onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void) -> some View where C.Element: FileDocument {
        modifier(StageInertModifier())
    }

    /// Presents the system's save panel for a transferable `item` (not drawn on a stage).
    public nonisolated func fileExporter<T: Transferable>(isPresented: Binding<Bool>, item: T?, contentTypes: [UTType] = [],
                                                          defaultFilename: String? = nil,
                                                          onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void,
                                                          onCancellation: @escaping () -> Void = {}) -> some View {
        modifier(StageInertModifier())
    }

    /// Presents the system's panel for moving `file` (not drawn on a stage).
    public nonisolated func fileMover(isPresented: Binding<Bool>, file: URL?,
                                      onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void) -> some View {
        modifier(StageInertModifier())
    }

    /// Sets the language text is typeset for: SwiftUI's `typesettingLanguage(_:isEnabled:)`. A stage
    /// typesets every language alike, so nothing changes.
    public nonisolated func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> some View {
        modifier(StageInertModifier())
    }

    /// Lets the app's own gestures run before the system's at `edges`: SwiftUI's
    /// `defersSystemGestures(on:)`. A stage has no system gestures, so nothing changes.
    public nonisolated func defersSystemGestures(on edges: Edge.Set) -> some View {
        modifier(StageInertModifier())
    }
}
