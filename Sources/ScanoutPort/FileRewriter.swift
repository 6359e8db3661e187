import SwiftSyntax

/// The second pass over one file: collects the edits that turn its `@objc` actions and
/// `#selector`s into Scanout's form, and says what they are.
final class FileRewriter: ScopedVisitor {
    private(set) var edits: [TextEdit] = []
    private(set) var changes: [String] = []
    private(set) var warnings: [String] = []

    private let index: ActionIndex
    private let registered: [String: String]
    private let localClasses: Set<String>
    private let converter: SourceLocationConverter
    private var classes: [ClassState] = []
    private var extensionRegistrations: [[ActionMethod]] = []
    private var protocolDefaults: [[String]] = []
    private var selectorCount = 0
    private var keyPathCount = 0
    private var objcCount = 0
    private let file: SourceFileSyntax
    /// Extension members to move into their class's body, and the class (see `planMoves`).
    private var moves: [(member: MemberBlockItemSyntax, key: String, into: ClassDeclSyntax)] = []

    /// A class being visited: its actions, and its `actionTable` if it has one.
    private struct ClassState {
        var node: ClassDeclSyntax
        var entries: [ActionMethod] = []
        var existingTable: VariableDeclSyntax?
    }

    init(file: SourceFileSyntax, index: ActionIndex, localClasses: Set<String>) {
        self.index = index
        self.registered = index.registeredConstants
        self.localClasses = localClasses
        self.converter = SourceLocationConverter(fileName: "", tree: file)
        self.file = file
        super.init(viewMode: .sourceAccurate)
    }

    /// Summary lines for the counts gathered while visiting.
    func finish() {
        applyMoves()
        importNetworkingIfUsed()
        if keyPathCount > 0 { changes.insert("\(keyPathCount) #keyPath → key path string", at: 0) }
        if selectorCount > 0 { changes.insert("\(selectorCount) #selector → Selector value", at: 0) }
        if objcCount > 0 { changes.insert("\(objcCount) @objc removed", at: 0) }
    }

    // MARK: Attributes

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        let name = node.attributeName.trimmedDescription
        if name == "objc" || name == "objcMembers" {
            edits.append(.remove(node))
            objcCount += 1
        } else if name == "UIApplicationMain" {
            // The Objective-C era's start; Swift on Linux has no such attribute, `@main` on the
            // delegate does the same.
            edits.append(
                TextEdit(
                    start: node.attributeName.positionAfterSkippingLeadingTrivia.utf8Offset,
                    end: node.attributeName.endPositionBeforeTrailingTrivia.utf8Offset, replacement: "main"))
            changes.append("@UIApplicationMain → @main at \(location(node))")
        } else if name == "IBAction" || name == "IBOutlet" {
            // Without Objective-C, Swift rejects both (an outlet must be an @objc class type, an
            // action must take exactly one argument); the table entry is what makes the action.
            edits.append(.remove(node))
            changes.append("@\(name) removed at \(location(node))")
        }
        return .skipChildren
    }

    // MARK: Types

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        classes.append(ClassState(node: node))
        markDelegateFinal(node)
        return super.visit(node)
    }

    /// The protocols whose adopters Scanout makes with `init()`.
    private static let delegateProtocols: Set<String> = [
        "UIApplicationDelegate", "UISceneDelegate", "UIWindowSceneDelegate",
    ]

    /// An app or scene delegate class is made from its type with `init()`, which Swift lets a
    /// class that can be subclassed meet only with a `required` initializer: one that nothing in
    /// the ported files subclasses becomes `final` (UIKit's delegates are never subclassed by
    /// UIKit itself); one that is subclassed gets a warning.
    private func markDelegateFinal(_ node: ClassDeclSyntax) {
        let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        guard inherited.contains(where: Self.delegateProtocols.contains) else { return }
        let modifiers = node.modifiers.map(\.name.text)
        guard !modifiers.contains("final"), !modifiers.contains("open") else { return }
        let name = node.name.text
        if index.classes.values.contains(where: { $0 == name }) {
            warnings.append(
                "\(location(node)): \(name) is subclassed, so it cannot be made final: give it "
                    + "`required override init() { super.init() }` so Scanout can make it")
            return
        }
        edits.append(.insert("final ", at: node.classKeyword.positionAfterSkippingLeadingTrivia.utf8Offset))
        changes.append("\(name): final (Scanout makes the delegate with init())")
    }

    override func visitPost(_ node: ClassDeclSyntax) {
        super.visitPost(node)
        var state = classes.removeLast()
        for entry in index.extensionEntries(for: node.name.text) where !state.entries.contains(entry) {
            state.entries.append(entry)
        }
        addTable(for: state)
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        extensionRegistrations.append([])
        planMoves(node)
        return super.visit(node)
    }

    /// Without Objective-C, Swift lets a subclass override only what a class declares in its
    /// body: not a method an extension adds (iOS allows it for `@objc` ones), and an extension
    /// cannot `override` either. The members of an extension that a subclass in the ported files
    /// overrides, or that override themselves, move into the class's body when the class is
    /// declared in this file; otherwise the tool warns.
    private func planMoves(_ node: ExtensionDeclSyntax) {
        let name = node.extendedType.trimmedDescription
        for item in node.memberBlock.members {
            guard let key = ActionIndex.memberKey(item.decl) else { continue }
            let modifiers = item.decl.asProtocol(WithModifiersSyntax.self)?.modifiers
            let isOverride = modifiers?.contains { $0.name.text == "override" } ?? false
            guard isOverride || index.isOverriddenInSubclass(key, of: name) else { continue }
            if node.genericWhereClause == nil, let target = classDeclaration(named: name) {
                moves.append((item, key, target))
            } else if index.classes[name] != nil || !isOverride {
                warnings.append(
                    "\(location(item)): \(name).\(key) is \(isOverride ? "an override" : "overridden in a subclass") "
                        + "in an extension, which Swift allows only with Objective-C: move it into the body of "
                        + "class \(name)")
            } else {
                warnings.append(
                    "\(location(item)): \(name).\(key) overrides in an extension of a class the ported files do "
                        + "not declare, which Swift allows only with Objective-C: move it into a subclass's body")
            }
        }
    }

    /// Foundation's networking types (`URLSession`, `URLRequest`, `HTTPURLResponse`, ...) are in
    /// `FoundationNetworking` on Linux, which `import UIKit` does not bring: it would load
    /// libcurl into every app (about 7.5 MB and 4 ms more at start). A file that uses them gets
    /// the import, after its last one, guarded so it still builds for iOS.
    private func importNetworkingIfUsed() {
        let text = file.description
        guard !text.contains("FoundationNetworking") else { return }
        let types = [
            "URLSession", "URLRequest", "URLResponse", "HTTPURLResponse", "URLCache", "URLCredential",
            "HTTPCookie", "URLProtocol", "URLAuthenticationChallenge",
        ]
        let usesNetworking = file.tokens(viewMode: .sourceAccurate).contains { token in
            if case .identifier(let name) = token.tokenKind { return types.contains(name) }
            return false
        }
        let imports = file.statements.filter { $0.item.is(ImportDeclSyntax.self) }
        guard usesNetworking, let last = imports.last else { return }
        edits.append(
            .insert(
                "\n#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif",
                at: last.endPositionBeforeTrailingTrivia.utf8Offset))
        changes.append("import FoundationNetworking added (URLSession and its kin are there on Linux)")
    }

    /// The class this file declares as `name`: at the top level, or nested (`Outer.Inner`, in
    /// `Outer`'s body or an extension of it).
    private func classDeclaration(named name: String) -> ClassDeclSyntax? {
        file.descendants(of: ClassDeclSyntax.self).first { qualifiedName(of: $0) == name }
    }

    /// `Outer.Inner` for a class declared in `Outer` or in an extension of it.
    private func qualifiedName(of declaration: ClassDeclSyntax) -> String {
        var name = declaration.name.text
        var parent = declaration.parent
        while let node = parent {
            if let outer = node.as(ExtensionDeclSyntax.self) {
                name = outer.extendedType.trimmedDescription + "." + name
            } else if let outer = node.asProtocol(NamedDeclSyntax.self), node.is(DeclSyntax.self) {
                name = outer.name.text + "." + name
            }
            parent = node.parent
        }
        return name
    }

    /// Moves the planned members: each leaves its extension (with its comments) and is put last in
    /// its class's body, with the edits made inside it (an `@objc` removed) applied to it.
    private func applyMoves() {
        guard !moves.isEmpty else { return }
        let bytes = Array(file.description.utf8)
        for (item, key, target) in moves {
            let start = item.position.utf8Offset
            let end = item.endPositionBeforeTrailingTrivia.utf8Offset
            let inside = edits.filter { $0.start >= start && $0.end <= end }
            edits.removeAll { $0.start >= start && $0.end <= end }
            let shifted = inside.map {
                TextEdit(start: $0.start - start, end: $0.end - start, replacement: $0.replacement)
            }
            var moved = TextEdit.apply(shifted, to: String(decoding: bytes[start..<end], as: UTF8.self))
            moved = String(moved.drop { $0 == "\n" || $0 == "\r" })
            // Indented as the class's members are (a nested class's are deeper than the extension's).
            let from = item.leadingTrivia.indentationOfLastLine ?? ""
            let classIndent = target.leadingTrivia.indentationOfLastLine ?? ""
            let to = classIndent + memberIndentUnit(of: target.memberBlock, outer: classIndent)
            if from != to {
                moved = moved.split(separator: "\n", omittingEmptySubsequences: false)
                    .map { $0.hasPrefix(from) ? to + $0.dropFirst(from.count) : String($0) }.joined(separator: "\n")
            }
            edits.append(TextEdit(start: start, end: end, replacement: ""))
            edits.append(.insert("\n" + moved, at: target.memberBlock.rightBrace.position.utf8Offset))
            changes.append("\(target.name.text).\(key): moved from an extension into the class body (overridable)")
        }
    }

    override func visitPost(_ node: ExtensionDeclSyntax) {
        super.visitPost(node)
        let actions = extensionRegistrations.removeLast()
        guard !actions.isEmpty else { return }
        let lines = actions.map { action -> [String] in
            let constant = registered[action.selector] ?? action.baseName
            let reference = action.reference(overloaded: index.isOverloaded(action))
            let line = "static let \(constant) = ActionTable.register("
            let arguments = "\"\(action.selector)\", for: \(action.typeName).self, \(reference))"
            changes.append("extension action \(action.typeName).\(action.baseName) registered as Selector.\(constant)")
            // A continuation line when it would be long.
            return line.count + arguments.count <= 106 ? [line + arguments] : [line, "    " + arguments]
        }
        appendBlock(
            after: node, comment: "Actions the extension above adds, registered when the selector is first named.",
            header: "extension Selector", lines: lines)
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        protocolDefaults.append([])
        let isObjC = node.attributes.contains {
            $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "objc"
        }
        // `@objc` protocols are class-bound; keep them so (a `weak var delegate` needs it).
        if isObjC, node.inheritanceClause == nil {
            let after =
                node.primaryAssociatedTypeClause?.endPositionBeforeTrailingTrivia
                ?? node.name.endPositionBeforeTrailingTrivia
            edits.append(.insert(": AnyObject", at: after.utf8Offset))
            changes.append("protocol \(node.name.text): class-bound (AnyObject), as @objc made it")
        }
        return super.visit(node)
    }

    override func visitPost(_ node: ProtocolDeclSyntax) {
        super.visitPost(node)
        let defaults = protocolDefaults.removeLast()
        guard !defaults.isEmpty else { return }
        appendBlock(
            after: node,
            comment: "What were `@objc optional` requirements: conformers that do not implement them get these.",
            header: "extension \(node.name.text)", lines: defaults.map { [$0] })
    }

    // MARK: Members

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if scopes.last?.kind == .classDecl, !classes.isEmpty,
            node.bindings.first?.pattern.trimmedDescription == "actionTable"
        {
            classes[classes.count - 1].existingTable = node
        }
        if scopes.last?.kind == .protocolDecl,
            let optional = node.modifiers.first(where: { $0.name.text == "optional" })
        {
            edits.append(.remove(optional))
            warnings.append(
                "\(location(node)): optional property requirement '\(node.bindings.trimmedDescription)' is now required; "
                    + "give it a default in an extension")
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let scope = scopes.last else { return .visitChildren }
        if scope.kind == .protocolDecl, let optional = node.modifiers.first(where: { $0.name.text == "optional" }) {
            edits.append(.remove(optional))
            if let implementation = defaultImplementation(node) {
                protocolDefaults[protocolDefaults.count - 1].append(implementation)
                changes.append("optional requirement \(scope.name).\(node.name.text) → default implementation")
            } else {
                warnings.append(
                    "\(location(node)): optional requirement '\(node.name.text)' returns a value; it is now required "
                        + "(give it a default in an extension)")
            }
            return .visitChildren
        }
        guard let action = ActionRecognizer.action(node, in: scope) else { return .visitChildren }
        guard action.isActionShape else {
            warnings.append(
                "\(location(node)): '\(node.name.text)' is not an action's shape (no argument, the sender, or the sender "
                    + "and a UIEvent; returning nothing): no table entry")
            return .visitChildren
        }
        if scope.kind == .classDecl {
            classes[classes.count - 1].entries.append(action)
        } else if index.classes[scope.name] == nil {
            extensionRegistrations[extensionRegistrations.count - 1].append(action)
            // The registration is outside the extension, where `private` cannot reach.
            if action.restrictedAccess == "private",
                let modifier = node.modifiers.first(where: { $0.name.text == "private" })
            {
                edits.append(
                    TextEdit(
                        start: modifier.positionAfterSkippingLeadingTrivia.utf8Offset,
                        end: modifier.endPositionBeforeTrailingTrivia.utf8Offset, replacement: "fileprivate"))
                changes.append("\(scope.name).\(action.baseName): private → fileprivate (its registration names it)")
            }
        } else if action.restrictedAccess != nil, !localClasses.contains(scope.name),
            let modifier = node.modifiers.first(where: { $0.name.text == action.restrictedAccess })
        {
            // The class's table, in another file, names it.
            edits.append(.remove(modifier))
            changes.append(
                "\(scope.name).\(action.baseName): \(action.restrictedAccess!) removed (the class's table names it)")
        }
        return .visitChildren
    }

    // MARK: Conditional compilation

    /// `#if os(iOS)` is false on Linux, so the code an app keeps for iOS would vanish: Scanout
    /// is the iOS API there, so each `os(iOS)` becomes `(os(iOS) || os(Linux))` (in `#if`, `#elseif`
    /// and negated conditions alike). `canImport(UIKit)` is already true.
    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        guard let condition = node.condition, !condition.trimmedDescription.contains("os(Linux)") else {
            return .visitChildren
        }
        for call in condition.descendants(of: FunctionCallExprSyntax.self)
        where call.calledExpression.trimmedDescription == "os" && call.arguments.trimmedDescription == "iOS" {
            edits.append(
                TextEdit(
                    start: call.positionAfterSkippingLeadingTrivia.utf8Offset,
                    end: call.endPositionBeforeTrailingTrivia.utf8Offset, replacement: "(os(iOS) || os(Linux))"))
            changes.append("#if os(iOS) → os(iOS) || os(Linux) at \(location(call))")
        }
        return .visitChildren
    }

    /// `import UIKit.UIImage`, `import UIKit.UIGestureRecognizerSubclass`: Apple's UIKit has
    /// submodules, Scanout's is one module with all of them, so the import becomes `import UIKit`.
    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        let path = node.path.map(\.name.text)
        guard path.count > 1, path.first == "UIKit", node.importKindSpecifier == nil else { return .skipChildren }
        edits.append(
            TextEdit(
                start: node.path.positionAfterSkippingLeadingTrivia.utf8Offset,
                end: node.path.endPositionBeforeTrailingTrivia.utf8Offset, replacement: "UIKit"))
        changes.append("import \(path.joined(separator: ".")) → import UIKit at \(location(node))")
        return .skipChildren
    }

    // MARK: Expressions

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "keyPath" { return rewriteKeyPath(node) }
        guard node.macroName.text == "selector" else { return .visitChildren }
        guard let replacement = selectorExpression(node) else {
            warnings.append("\(location(node)): left unchanged: \(node.trimmedDescription)")
            return .skipChildren
        }
        edits.append(
            TextEdit(
                start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
                end: node.endPositionBeforeTrailingTrivia.utf8Offset, replacement: replacement))
        selectorCount += 1
        return .skipChildren
    }

    /// `#keyPath(CAShapeLayer.strokeEnd)` is the string `"strokeEnd"`: the compiler makes it only
    /// with the Objective-C runtime, so the port writes the string it stands for — the property
    /// path after the leading type names (`#keyPath(layer.cornerRadius)` → `"layer.cornerRadius"`).
    private func rewriteKeyPath(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.arguments.count == 1, let argument = node.arguments.first, argument.label == nil else {
            warnings.append("\(location(node)): left unchanged: \(node.trimmedDescription)")
            return .skipChildren
        }
        var components = argument.expression.trimmedDescription.split(separator: ".").map {
            String($0.filter { !$0.isWhitespace })
        }
        // Type names (capitalised) come first; a property path starts at the first lowercase name.
        while components.count > 1, let first = components.first?.first, first.isUppercase {
            components.removeFirst()
        }
        let valid =
            !components.isEmpty
            && components.allSatisfy { component in
                !component.isEmpty && component.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
            }
        guard valid else {
            warnings.append("\(location(node)): left unchanged: \(node.trimmedDescription)")
            return .skipChildren
        }
        edits.append(
            TextEdit(
                start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
                end: node.endPositionBeforeTrailingTrivia.utf8Offset,
                replacement: "\"" + components.joined(separator: ".") + "\""))
        keyPathCount += 1
        return .skipChildren
    }

    /// `delegate?.didPick?(item)`: a call of what was an optional requirement loses the `?`
    /// after the name (the method now always exists).
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let chained = node.calledExpression.as(OptionalChainingExprSyntax.self),
            let member = chained.expression.as(MemberAccessExprSyntax.self),
            index.optionalRequirements.contains(member.declName.baseName.text)
        {
            edits.append(
                TextEdit(
                    start: chained.questionMark.positionAfterSkippingLeadingTrivia.utf8Offset,
                    end: chained.questionMark.endPositionBeforeTrailingTrivia.utf8Offset, replacement: ""))
            changes.append(
                "call of optional requirement \(member.declName.baseName.text)?(…) → \(member.declName.baseName.text)(…)"
            )
        }
        return .visitChildren
    }

    // MARK: - Private

    private func selectorExpression(_ node: MacroExpansionExprSyntax) -> String? {
        guard node.arguments.count == 1, let argument = node.arguments.first, argument.label == nil else { return nil }
        var expression = argument.expression
        while let parenthesized = expression.as(TupleExprSyntax.self), parenthesized.elements.count == 1,
            let inner = parenthesized.elements.first?.expression
        {
            expression = inner
        }
        let reference: DeclReferenceExprSyntax
        var qualifier: String?
        if let member = expression.as(MemberAccessExprSyntax.self) {
            reference = member.declName
            qualifier = member.base?.trimmedDescription
        } else if let plain = expression.as(DeclReferenceExprSyntax.self) {
            reference = plain
        } else {
            return nil
        }
        let base = reference.baseName.text
        let enclosingType = scopes.last(where: { $0.kind == .classDecl || $0.kind == .extensionDecl })?.name
        let preferredType = (qualifier == nil || qualifier == "self" || qualifier == "Self") ? enclosingType : qualifier
        let selector: String
        if let names = reference.argumentNames {
            let labels: [String?] = names.arguments.map { $0.name.text == "_" ? nil : $0.name.text }
            // An action declared with `@objc(explicitName:)` keeps that name.
            let declared = index.actions.first { $0.baseName == base && $0.labels == labels }
            selector = declared?.selector ?? SelectorName.make(base: base, labels: labels)
        } else {
            let candidates = index.selectors(base: base, preferredType: preferredType)
            if let first = candidates.first {
                selector = first
                if candidates.count > 1 {
                    warnings.append(
                        "\(location(node)): '\(base)' names several actions (\(candidates.joined(separator: ", "))); "
                            + "chose \(first) — write #selector(\(base)(...)) with labels to choose")
                }
            } else if SelectorName.standard[base + ":"] != nil {
                selector = base + ":"
            } else if let known = SelectorName.framework[base] {
                selector = known
            } else {
                selector = base
                warnings.append(
                    "\(location(node)): no action named '\(base)' in the ported files; assumed it takes no argument")
            }
        }
        return SelectorName.expression(for: selector, registered: registered)
    }

    private func addTable(for state: ClassState) {
        let node = state.node
        let existingText = state.existingTable?.trimmedDescription ?? ""
        var entries: [ActionMethod] = []
        for entry in state.entries where !entries.contains(where: { $0.selector == entry.selector }) {
            let selectorText = SelectorName.expression(for: entry.selector, registered: [:])
            // Already there (a second run, or written by hand): idempotent.
            if existingText.contains(selectorText + ",") { continue }
            entries.append(entry)
        }
        guard !entries.isEmpty else { return }
        let isSubclass = inheritsFromClass(node)
        let lines = entries.map { entry in
            let selector = SelectorName.expression(for: entry.selector, registered: [:])
            let reference = entry.reference(overloaded: index.isOverloaded(entry))
            guard isSubclass || state.existingTable != nil else {
                // In Swift 5 mode, a reference to a method of a class that derives from no
                // framework class is not Sendable, as entries must be (a UIKit subclass's is,
                // through its @preconcurrency base); a closure is.
                // (A method without arguments named beside overloads: coerced to its own type.)
                let member =
                    reference.contains(" as ")
                    ? "\(entry.baseName) as () -> Void" : String(reference.dropFirst(entry.typeName.count + 1))
                return ".on(\(selector)) { (target: \(entry.typeName)) in target.\(member) }"
            }
            return ".on(\(selector), \(reference))"
        }
        let classIndent = node.leadingTrivia.indentationOfLastLine ?? ""
        let unit = memberIndentUnit(of: node.memberBlock, outer: classIndent)
        let memberIndent = classIndent + unit
        let summary = "\(node.name.text).actionTable: " + entries.map { $0.selector }.joined(separator: ", ")

        if let table = state.existingTable, let binding = table.bindings.first,
            case .getter(let body)? = binding.accessorBlock?.accessors, let last = body.last
        {
            let text = lines.map { "\n\(memberIndent)\(unit)\(unit)\($0)" }.joined()
            edits.append(.insert(text, at: last.endPositionBeforeTrailingTrivia.utf8Offset))
            changes.append(summary + " (added to its table)")
            return
        }

        let isMainActor = node.attributes.contains {
            $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "MainActor"
        }
        // A public or open class's table must be as visible as the one it overrides (or the
        // protocol requirement it meets): "overriding class property must be as accessible as
        // the declaration it overrides".
        let access =
            node.modifiers.first { ["open", "public", "package"].contains($0.name.text) }
            .map { $0.name.text + " " } ?? ""
        var header = "\(access)override class var actionTable: ActionTable {"
        var start = "super.actionTable"
        if !isSubclass {
            // A class of its own becomes an ActionTarget, on the main actor where its actions
            // run: its method references are then Sendable, as the table's entries must be.
            header = "\(access)class var actionTable: ActionTable {"
            start = "ActionTable()"
            if !isMainActor {
                edits.append(.insert("@MainActor ", at: node.positionAfterSkippingLeadingTrivia.utf8Offset))
            }
            if let inherited = node.inheritanceClause?.inheritedTypes.last {
                edits.append(.insert(", ActionTarget", at: inherited.endPositionBeforeTrailingTrivia.utf8Offset))
            } else {
                let after =
                    node.genericParameterClause?.endPositionBeforeTrailingTrivia
                    ?? node.name.endPositionBeforeTrailingTrivia
                edits.append(.insert(": ActionTarget", at: after.utf8Offset))
            }
            changes.append("\(node.name.text): @MainActor ActionTarget (a class of its own with actions)")
        }
        var text = "\n\(memberIndent)\(header)\n"
        let oneLine = "\(memberIndent)\(unit)\(start)\(lines[0])"
        if lines.count == 1, oneLine.count <= 110 {
            text += oneLine + "\n"
        } else {
            text += "\(memberIndent)\(unit)\(start)\n"
            text += lines.map { "\(memberIndent)\(unit)\(unit)\($0)\n" }.joined()
        }
        text += "\(memberIndent)}\n"
        if node.memberBlock.members.isEmpty { text += classIndent }
        let brace = node.memberBlock.leftBrace
        edits.append(.insert(text, at: brace.endPosition.utf8Offset))
        changes.append(summary + " (new table)")
    }

    /// Inserts, after `node`, a blank line, a comment saying why, and `header { lines }` at
    /// `node`'s indentation; each entry of `lines` is a declaration and its continuation lines.
    private func appendBlock(after node: some DeclGroupSyntax, comment: String, header: String, lines: [[String]]) {
        let indent = node.leadingTrivia.indentationOfLastLine ?? ""
        let unit = memberIndentUnit(of: node.memberBlock, outer: indent)
        var text = "\n\n\(indent)// \(comment)\n\(indent)\(header) {\n"
        for declaration in lines {
            text += declaration.map { "\(indent)\(unit)\($0)\n" }.joined()
        }
        text += "\(indent)}"
        edits.append(.insert(text, at: node.endPositionBeforeTrailingTrivia.utf8Offset))
    }

    /// Whether the class's first inherited type is a class (a UIKit or NSObject class, or one the
    /// ported files declare) rather than a protocol.
    private func inheritsFromClass(_ node: ClassDeclSyntax) -> Bool {
        guard let first = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription else { return false }
        if index.classes[first] != nil { return true }
        let protocolSuffixes = [
            "Delegate", "DataSource", "Protocol", "Convertible", "Hashable", "Equatable", "Codable",
        ]
        if protocolSuffixes.contains(where: { first.hasSuffix($0) }) { return false }
        return first.hasPrefix("UI") || first.hasPrefix("NS")
    }

    /// The indentation step inside `block`: its first member's indentation less `outer`.
    private func memberIndentUnit(of block: MemberBlockSyntax, outer: String) -> String {
        if let first = block.members.first, let indent = first.leadingTrivia.indentationOfLastLine,
            indent.hasPrefix(outer), indent.count > outer.count
        {
            return String(indent.dropFirst(outer.count))
        }
        return "    "
    }

    /// A default body for an optional requirement: empty for one returning nothing, `nil` for
    /// an optional result; none for any other result (no value can be invented).
    private func defaultImplementation(_ node: FunctionDeclSyntax) -> String? {
        let body: String
        if let result = node.signature.returnClause?.type.trimmedDescription {
            if result == "Void" || result == "()" {
                body = "{}"
            } else if result.hasSuffix("?") || result.hasPrefix("Optional<") {
                body = "{ nil }"
            } else {
                return nil
            }
        } else {
            body = "{}"
        }
        let generics = node.genericParameterClause?.trimmedDescription ?? ""
        let whereClause = node.genericWhereClause.map { " " + $0.trimmedDescription } ?? ""
        return "func \(node.name.text)\(generics)\(node.signature.trimmedDescription)\(whereClause) \(body)"
    }

    private func location(_ node: some SyntaxProtocol) -> String {
        let place = node.startLocation(converter: converter, afterLeadingTrivia: true)
        return "line \(place.line)"
    }
}

extension SyntaxProtocol {
    /// The nodes of type `kind` in this subtree, this node included, in source order.
    fileprivate func descendants<Kind: SyntaxProtocol>(of kind: Kind.Type) -> [Kind] {
        var found: [Kind] = []
        if let node = self.as(Kind.self) { found.append(node) }
        for child in children(viewMode: .sourceAccurate) { found += child.descendants(of: kind) }
        return found
    }
}
