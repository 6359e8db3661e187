import FoundationEssentials
import ScanoutInspectorWire

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

// scanout-inspect: the inspector's command line. Sends one request to a running app's inspector
// socket (SCANOUT_INSPECT, docs/INSPECTOR.md) and prints the reply for a person, or as JSON with
// --json. It links no part of the framework: only the wire protocol.

let usage = """
    Usage: scanout-inspect [--socket PATH] [--json] COMMAND [ARGUMENT]

    Talks to a running Scanout app started with SCANOUT_INSPECT=PATH (a socket path or a
    directory holding scanout.sock).

      tree [--constraints]   the windows and views: class, frame, label, identifier, text,
                             controller, constraints (counted, or listed), first responder
      screenshot FILE        the screen as a PNG file
      tap LABEL [--index N]  a finger's tap on the element with this accessibility label,
                             identifier or button title (N: which of several, 1 = frontmost)
      type TEXT              TEXT typed as on a hardware keyboard
      press KEY              a key by name: return, tab, escape, space, backspace, up, down,
                             left, right, home, end, pageup, pagedown, f1–f12, a letter or digit;
                             modifiers as shift+tab, ctrl+a
      trace                  the recent event trace lines
      record start PATH      record the app's input to PATH (docs/RECORDINGS.md)
      record stop            stop recording
      hello                  the protocol version and the app's process id

      --socket PATH   the socket (default: $SCANOUT_INSPECT, else $XDG_RUNTIME_DIR/scanout.sock)
      --json          print the reply as JSON (for scripts); a screenshot's PNG is written to
                      FILE and left out of the JSON

    Exit status: 0 done, 1 the app refused (the message says why), 2 a bad command line or no
    connection.
    """

/// Prints `message` on standard error and exits with `status`.
func fail(_ message: String, status: Int32 = 2) -> Never {
    FileHandleOutput.writeError("scanout-inspect: \(message)\n")
    exit(status)
}

enum FileHandleOutput {
    static func writeError(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    }
}

var arguments = CommandLine.arguments.dropFirst()
var socketSetting = ProcessInfo.processInfo.environment["SCANOUT_INSPECT"].flatMap { $0.isEmpty ? nil : $0 }
var printsJSON = false
var listsConstraints = false
var index: Int?
var words: [String] = []
while let argument = arguments.popFirst() {
    switch argument {
    case "--help", "-h":
        print(usage)
        exit(0)
    case "--socket":
        guard let path = arguments.popFirst() else { fail("--socket needs a path. See --help.") }
        socketSetting = path
    case "--json": printsJSON = true
    case "--constraints": listsConstraints = true
    case "--index":
        guard let value = arguments.popFirst(), let number = Int(value), number >= 1 else {
            fail("--index needs a whole number from 1 (the frontmost match). See --help.")
        }
        index = number
    case "--":
        words += arguments
        arguments = []
    default: words.append(argument)
    }
}
guard let commandName = words.first else {
    print(usage)
    exit(2)
}
guard let command = InspectorRequest.Command(rawValue: commandName) else {
    fail("unknown command \(commandName). See --help.")
}
let rest = Array(words.dropFirst())
var request = InspectorRequest(command)
var screenshotFile: String?
func oneArgument(_ what: String) -> String {
    guard rest.count == 1 else {
        fail("\(commandName) takes \(what) as one argument (quote it if it has spaces). See --help.")
    }
    return rest[0]
}
switch command {
case .tap:
    request.label = oneArgument("the label")
    request.index = index
case .type: request.text = oneArgument("the text")
case .press: request.key = oneArgument("the key's name")
case .screenshot: screenshotFile = oneArgument("the PNG file to write")
case .record:
    switch (rest.first, rest.count) {
    case ("start", 2): request.path = rest[1]
    case ("stop", 1): request.path = nil
    default: fail("expected \"record start PATH\" or \"record stop\". See --help.")
    }
case .hello, .tree, .trace:
    guard rest.isEmpty else { fail("\(commandName) takes no argument. See --help.") }
}

let socketPath: String = {
    if let socketSetting { return InspectorSocket.socketPath(for: socketSetting) }
    if let runtime = ProcessInfo.processInfo.environment["XDG_RUNTIME_DIR"], !runtime.isEmpty {
        return runtime + "/" + InspectorProtocol.socketName
    }
    fail("no socket: pass --socket PATH, or set SCANOUT_INSPECT as the app has it.")
}()

let fd: Int32
do {
    fd = try InspectorSocket.connect(to: socketPath)
} catch {
    fail(error.description)
}
InspectorSocket.setTimeouts(fd, seconds: 30)
guard InspectorSocket.writeAll(request.encodedLine(), to: fd) else {
    fail("the app at \(socketPath) closed the connection before taking the request.")
}
let replyBytes: [UInt8]
switch InspectorSocket.readLine(from: fd, limit: InspectorProtocol.maximumReplyBytes) {
case .line(let bytes): replyBytes = bytes
case .closed: fail("the app at \(socketPath) closed the connection without a reply.")
case .timedOut: fail("the app at \(socketPath) sent no reply within 30 s.")
case .tooLarge: fail("the reply is larger than \(InspectorProtocol.maximumReplyBytes) bytes; not read.")
case .failed(let code): fail("reading the reply failed (errno \(code)).")
}
close(fd)

var reply: InspectorReply
do {
    reply = try InspectorProtocol.decoder.decode(InspectorReply.self, from: Data(replyBytes))
} catch {
    fail("the reply is not the inspector's JSON (\(error)); is \(socketPath) a Scanout app's inspector?")
}

if reply.ok, let screenshotFile {
    guard let png = reply.png else { fail("the reply to screenshot holds no image.", status: 1) }
    do {
        try png.write(to: URL(filePath: screenshotFile))
    } catch {
        fail("cannot write \(screenshotFile): \(error)")
    }
    reply.png = nil
    reply.message = "wrote \(screenshotFile) (\(reply.width ?? 0)×\(reply.height ?? 0) pixels)"
}

if printsJSON {
    let line = reply.encodedLine()
    _ = line.withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
} else if !reply.ok {
    var text = "scanout-inspect: \(reply.error ?? "the app refused")\n"
    if let candidates = reply.candidates, !candidates.isEmpty {
        text += candidates.map { "  \($0)\n" }.joined()
    }
    FileHandleOutput.writeError(text)
} else if let windows = reply.windows {
    for window in windows { print(window.textLines(listingConstraints: listsConstraints).joined(separator: "\n")) }
} else if let trace = reply.trace {
    if let dropped = reply.dropped, dropped > 0 { print("(\(dropped) earlier lines dropped)") }
    for line in trace { print(line) }
} else if command == .hello {
    print("\(reply.message ?? "") (process \(reply.processID.map(String.init) ?? "?"))")
} else if let message = reply.message {
    print(message)
}
exit(reply.ok ? 0 : 1)
