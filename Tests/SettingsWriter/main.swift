import Scanout

// The power-cut test's child (Tests/PowerCutTests): an app that keeps changing its settings until
// it is killed. It reads `UserDefaults.standard` as any app does (the test points XDG_CONFIG_HOME at
// a scratch folder), says what it found, then writes generation after generation of one setting —
// a number and a payload made from it, so a torn or mixed file cannot pass for a whole one.
//
// Standard output, one line each, written straight to fd 1 so a kill loses nothing said:
//   loaded G        the generation found at start (0: none); "loaded BAD <why>" if it is not whole
//   writing G       about to set generation G
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

func say(_ line: String) {
    let bytes = Array((line + "\n").utf8)
    _ = bytes.withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
}

/// What generation `generation` stores: big enough (about 60 KB) that kills land inside writes.
func payload(for generation: Int) -> String {
    String(repeating: "generation \(generation);", count: 4_000)
}

let defaults = UserDefaults.standard
var generation = 0
if let state = defaults.dictionary(forKey: "state") {
    guard let stored = state["generation"] as? Int, let text = state["payload"] as? String else {
        say("loaded BAD the state has no generation or payload: \(state.keys.sorted())")
        exit(1)
    }
    guard text == payload(for: stored) else {
        say("loaded BAD generation \(stored)'s payload is not its own (\(text.utf8.count) bytes)")
        exit(1)
    }
    generation = stored
}
say("loaded \(generation)")
while true {
    generation += 1
    say("writing \(generation)")
    defaults.set(["generation": generation, "payload": payload(for: generation)], forKey: "state")
    defaults.synchronize()
}
