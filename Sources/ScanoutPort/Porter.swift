import FoundationEssentials
import SwiftParser
import SwiftSyntax

/// What porting one file did.
public struct PortResult: Equatable, Sendable {
    public var path: String
    /// The file's text after porting (the same text when nothing changed).
    public var text: String
    /// One line per kind of change, for the report.
    public var changes: [String]
    /// What the tool could not port by itself, with line numbers.
    public var warnings: [String]
    public var changed: Bool
}

/// A file the tool could not port; it was left as it was.
public struct PortFailure: Error, Equatable, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public var description: String { "\(path): \(reason)" }
}

/// Rewrites UIKit sources from iOS form (`@objc` actions, `@IBAction`, `#selector`) into
/// Scanout's (action tables, `Selector` values, registrations for actions added in extensions).
///
/// Files ported together are read first as a whole, so a `#selector(name)` resolves against an
/// action declared in another file and an extension's actions join the table of a class declared
/// elsewhere: port a module's files in one run. Everything the rewrite does not replace is kept
/// byte for byte, and a second run changes nothing.
public enum Porter {
    /// Ports sources given as text (path for the report, text). A file that does not parse is a
    /// failure and is not ported; the others are.
    public static func port(sources: [(path: String, text: String)]) -> [Result<PortResult, PortFailure>] {
        var parsed: [(path: String, text: String, tree: SourceFileSyntax)?] = []
        var outcomes: [Result<PortResult, PortFailure>?] = []
        var index = ActionIndex()
        for source in sources {
            let tree = Parser.parse(source: source.text)
            if let line = firstErrorLine(tree) {
                parsed.append(nil)
                outcomes.append(
                    .failure(PortFailure(path: source.path, reason: "does not parse (line \(line)); left unchanged")))
                continue
            }
            index.add(tree)
            parsed.append((source.path, source.text, tree))
            outcomes.append(nil)
        }
        for (position, entry) in parsed.enumerated() {
            guard let (path, text, tree) = entry else { continue }
            var local = ActionIndex()
            local.add(tree)
            let rewriter = FileRewriter(file: tree, index: index, localClasses: Set(local.classes.keys))
            rewriter.walk(tree)
            rewriter.finish()
            let newText = TextEdit.apply(rewriter.edits, to: text)
            outcomes[position] = .success(
                PortResult(
                    path: path, text: newText, changes: newText == text ? [] : rewriter.changes,
                    warnings: rewriter.warnings, changed: newText != text))
        }
        return outcomes.map { $0! }
    }

    /// The Swift files at `paths` (files, or folders searched recursively, skipping hidden and
    /// `.build` folders), sorted.
    public static func swiftFiles(at paths: [String]) -> [Result<String, PortFailure>] {
        var found: [Result<String, PortFailure>] = []
        let manager = FileManager.default
        for path in paths {
            var isFolder = false
            guard manager.fileExists(atPath: path, isDirectory: &isFolder) else {
                found.append(.failure(PortFailure(path: path, reason: "no such file or folder")))
                continue
            }
            guard isFolder else {
                found.append(.success(path))
                continue
            }
            // Depth first through the folders, skipping hidden ones (.build, .git).
            var files: [String] = []
            var folders = [path.hasSuffix("/") ? String(path.dropLast()) : path]
            while let folder = folders.popLast() {
                guard let names = try? manager.contentsOfDirectory(atPath: folder) else {
                    found.append(.failure(PortFailure(path: folder, reason: "cannot list the folder")))
                    continue
                }
                for name in names where !name.hasPrefix(".") {
                    let child = folder + "/" + name
                    var childIsFolder = false
                    guard manager.fileExists(atPath: child, isDirectory: &childIsFolder) else { continue }
                    if childIsFolder {
                        folders.append(child)
                    } else if name.hasSuffix(".swift") {
                        files.append(child)
                    }
                }
            }
            found += files.sorted().map { .success($0) }
        }
        return found
    }

    /// Ports the files at `paths` in place. Returns the results and failures in order; unreadable
    /// and unparsable files are failures and stay untouched.
    public static func portInPlace(_ paths: [String]) -> [Result<PortResult, PortFailure>] {
        var outcomes: [Result<PortResult, PortFailure>] = []
        var sources: [(path: String, text: String)] = []
        for file in swiftFiles(at: paths) {
            switch file {
            case .failure(let failure): outcomes.append(.failure(failure))
            case .success(let path):
                do {
                    let data = try Data(contentsOf: URL(fileURLWithPath: path))
                    guard let text = String(data: data, encoding: .utf8) else {
                        outcomes.append(.failure(PortFailure(path: path, reason: "is not UTF-8 text; left unchanged")))
                        continue
                    }
                    sources.append((path, text))
                } catch {
                    outcomes.append(.failure(PortFailure(path: path, reason: "cannot be read (\(error))")))
                }
            }
        }
        for outcome in port(sources: sources) {
            guard case .success(let result) = outcome, result.changed else {
                outcomes.append(outcome)
                continue
            }
            do {
                try Data(result.text.utf8).write(to: URL(fileURLWithPath: result.path), options: .atomic)
                outcomes.append(outcome)
            } catch {
                outcomes.append(.failure(PortFailure(path: result.path, reason: "cannot be written (\(error))")))
            }
        }
        return outcomes
    }

    /// The line of the first syntax error in `tree`, or nil when it parsed cleanly.
    static func firstErrorLine(_ tree: SourceFileSyntax) -> Int? {
        guard tree.hasError else { return nil }
        let finder = ErrorFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        guard let position = finder.position else { return 1 }
        return converter.location(for: position).line
    }
}

/// Finds the first missing or unexpected piece of syntax the parser recovered from.
private final class ErrorFinder: SyntaxVisitor {
    var position: AbsolutePosition?

    override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
        if position == nil { position = node.positionAfterSkippingLeadingTrivia }
        return .skipChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if position == nil, token.presence == .missing { position = token.positionAfterSkippingLeadingTrivia }
        return .skipChildren
    }
}
