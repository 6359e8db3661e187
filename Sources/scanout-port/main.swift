// scanout-port FILE-OR-FOLDER...: rewrites UIKit Swift files in place into Scanout's form and
// says what it changed per file. The work is in ScanoutPort; this is the command line.

import ScanoutPort

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.isEmpty || arguments.contains("-h") || arguments.contains("--help") {
    print(
        """
        usage: scanout-port FILE-OR-FOLDER...

        Rewrites Swift files in place from iOS form into Scanout's: @objc and @IBAction actions
        become actionTable entries (or registrations, for actions added in extensions of framework
        classes), #selector(...) becomes a Selector value, @objc protocols' optional requirements
        get default implementations. Port a module's files in one run. Running it again changes
        nothing.
        """)
    exit(arguments.isEmpty ? 2 : 0)
}

var failed = false
var changedFiles = 0
for outcome in Porter.portInPlace(arguments) {
    switch outcome {
    case .failure(let failure):
        failed = true
        let line = "scanout-port: error: \(failure)\n"
        _ = line.withCString { write(2, $0, strlen($0)) }
    case .success(let result):
        if result.changed {
            changedFiles += 1
            print("\(result.path):")
            for change in result.changes { print("  \(change)") }
        }
        for warning in result.warnings { print("\(result.path): warning: \(warning)") }
    }
}
print("scanout-port: \(changedFiles) file\(changedFiles == 1 ? "" : "s") changed")
exit(failed ? 1 : 0)
