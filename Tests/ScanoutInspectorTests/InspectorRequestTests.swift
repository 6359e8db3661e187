import Foundation
import ScanoutInspectorWire
import Testing

/// The request line, in both its forms, and every way it can be wrong.
@Suite struct InspectorRequestTests {
    @Test func theTextFormTakesTheRestOfTheLineAsItsArgument() throws {
        #expect(try InspectorRequest.parse("tap Check in") == InspectorRequest(.tap, label: "Check in"))
        #expect(try InspectorRequest.parse("type  Ada Lovelace\r") == InspectorRequest(.type, text: "Ada Lovelace"))
        #expect(try InspectorRequest.parse("press shift+tab") == InspectorRequest(.press, key: "shift+tab"))
        #expect(try InspectorRequest.parse("tree") == InspectorRequest(.tree))
        #expect(
            try InspectorRequest.parse("record start /tmp/a b.jsonl")
                == InspectorRequest(.record, path: "/tmp/a b.jsonl"))
        #expect(try InspectorRequest.parse("record stop") == InspectorRequest(.record))
    }

    @Test func theJSONFormCarriesAnyLabel() throws {
        let request = InspectorRequest(.tap, label: "Line\none \"quoted\" 中", index: 2)
        let line = request.encodedLine()
        #expect(line.last == 0x0A)
        #expect(!line.dropLast().contains(0x0A), "one line, whatever the label holds")
        #expect(try InspectorRequest.parse(String(decoding: line.dropLast(), as: UTF8.self)) == request)
        #expect(try InspectorRequest.parse(#"{"command":"hello"}"#).command == .hello)
    }

    @Test func badRequestsSayWhatIsWrong() {
        func refusal(_ line: String) -> String {
            do {
                _ = try InspectorRequest.parse(line)
                return "accepted"
            } catch {
                return error.description
            }
        }
        #expect(
            refusal("") == "empty request. Send a command: hello, tree, screenshot, tap, type, press, trace, record.")
        #expect(refusal("jump").hasPrefix("unknown command \"jump\". Commands: hello, tree"))
        #expect(refusal(#"{"command":"jump"}"#).hasPrefix("unknown command \"jump\""))
        #expect(refusal("{not json").hasPrefix("malformed JSON request"))
        #expect(refusal(#"{"label":"x"}"#) == "malformed JSON request (no \"command\" key). See docs/INSPECTOR.md.")
        #expect(refusal(#"{"command":"tap","label":7}"#).contains("\"label\" has the wrong type"))
        #expect(refusal(#"{"version":2,"command":"tree"}"#).hasPrefix("protocol version 2 is not spoken here"))
        #expect(refusal("tap").hasPrefix("tap: needs a label"))
        #expect(refusal(#"{"command":"tap","label":""}"#).hasPrefix("tap: needs a label"))
        #expect(refusal(#"{"command":"tap","label":"x","index":0}"#).hasPrefix("tap: index 0"))
        #expect(refusal("tree please") == "tree: tree takes no argument.")
        #expect(refusal("record begin").hasPrefix("record: expected \"record start PATH\""))
        #expect(refusal("press").hasPrefix("press: needs a key name"))
        #expect(refusal(String(repeating: "x", count: 100)).contains("\"xxxxxxxx"), "a long name is cut short")
        #expect(refusal(String(repeating: "x", count: 100)).count < 200)
    }

    @Test func theTreeReadsAsText() {
        let child = InspectorNode(
            className: "UITextField", frame: InspectorRect(x: 1.5, y: 2, width: 3, height: .nan),
            screenFrame: InspectorRect(x: 0, y: 0, width: 0, height: 0), accessibilityLabel: "Name\n",
            text: "Ada", isHidden: true, alpha: 0.5, isFirstResponder: true, constraints: ["a", "b"])
        let window = InspectorNode(
            className: "UIWindow", frame: InspectorRect(x: 0, y: 0, width: 800, height: 480),
            screenFrame: InspectorRect(x: 0, y: 0, width: 800, height: 480), viewController: "Root",
            isKeyWindow: true, subviews: [child])
        #expect(
            window.textLines() == [
                "UIWindow (0,0 800×480) key controller Root",
                "  UITextField (1.5,2 3×nan) \"Name\\n\" text \"Ada\" hidden, alpha 0.5, 2 constraints ◀ first responder",
            ])
        #expect(window.textLines(listingConstraints: true).suffix(2) == ["    | a", "    | b"])
    }
}
