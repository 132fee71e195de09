// The compiler plug-in behind CadenceUI's macros: `#Preview`, `@Previewable` and `@Entry`.
//
// Macro plug-ins are normally written with swift-syntax, which this package cannot depend on (no
// outside packages can be fetched where it is built). This executable therefore speaks the
// compiler's plug-in protocol itself (``PluginChannel``: length-prefixed JSON messages on standard
// input and output) and reads the one piece of syntax it needs, a variable declaration, with a small
// scanner (``EntryDeclaration``). The compiler loads it because CadenceUI depends on this target.
//
// Nothing may be printed to standard output: it carries the protocol.

let channel = PluginChannel()
while let message = channel.receive() {
    guard let reply = MacroHost.reply(to: message) else { break }
    channel.send(reply)
}
