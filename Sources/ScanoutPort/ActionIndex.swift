import SwiftSyntax

/// A method that UIKit code exposes to Objective-C as an action (`@objc`, `@IBAction`, a member
/// of an `@objcMembers` class or `@objc` extension, or an override of a standard edit action).
struct ActionMethod: Equatable {
    /// The class it is declared in, or the type an extension extends.
    var typeName: String
    var baseName: String
    /// Argument labels, nil for `_`.
    var labels: [String?]
    /// The Objective-C selector name (`@objc(name)` when given).
    var selector: String
    /// Whether `ActionTable.on` takes it: no argument, one (the sender), or the sender (`Any?`)
    /// and a `UIEvent`, returning nothing, neither async nor throwing.
    var isActionShape: Bool
    var inExtension: Bool
    /// `private` or `fileprivate`, which an entry outside its scope cannot name.
    var restrictedAccess: String?

    /// `Type.name`, or `Type.name(_:)` when the type has more than one method of that base name
    /// (`Type.name as (Type) -> () -> Void` for the one without arguments).
    func reference(overloaded: Bool) -> String {
        guard overloaded else { return "\(typeName).\(baseName)" }
        guard !labels.isEmpty else { return "\(typeName).\(baseName) as (\(typeName)) -> () -> Void" }
        return "\(typeName).\(baseName)(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
    }
}

/// What the first pass learns from every file being ported, so that each file's rewrite can
/// resolve a `#selector(name)` declared elsewhere and put an extension's actions in the table of
/// a class declared in another file.
struct ActionIndex {
    /// Classes declared in the ported files, with the first type they inherit (nil for none).
    var classes: [String: String?] = [:]
    var actions: [ActionMethod] = []
    /// Per type, how many methods share a base name (all methods, not only actions).
    var methodCounts: [String: [String: Int]] = [:]
    /// Base names of `@objc optional` protocol requirements.
    var optionalRequirements: Set<String> = []
    /// Members declared `override`, by the type (class or extended type) they are declared in:
    /// `name(label:)` for a method, `name` for a property.
    var overrides: [String: Set<String>] = [:]
    /// Base names of the methods, in any type, that take arguments.
    var methodsWithArguments: Set<String> = []

    /// Whether a class that inherits from `className` (directly or not) overrides `member`.
    func isOverriddenInSubclass(_ member: String, of className: String) -> Bool {
        for (type, members) in overrides where type != className && members.contains(member) {
            var ancestor = classes[type] ?? nil
            var steps = 0
            while let current = ancestor, steps < 64 {
                if current == className { return true }
                ancestor = classes[current] ?? nil
                steps += 1
            }
        }
        return false
    }

    /// Selector constants the ported code registers: actions added by extensions of types the
    /// ported files do not declare (framework classes such as `UIResponder` or `UITextField`),
    /// keyed by selector name.
    var registeredConstants: [String: String] {
        var constants: [String: String] = [:]
        var taken: Set<String> = []
        for action in registrations where constants[action.selector] == nil {
            var name = action.baseName
            // Two registered selectors with one base name (`done` and `done:`): spell the second out.
            if taken.contains(name) {
                name = action.selector.replacingColons()
            }
            taken.insert(name)
            constants[action.selector] = name
        }
        return constants
    }

    /// Extension actions on types the ported files do not declare; they are registered.
    var registrations: [ActionMethod] {
        actions.filter { $0.inExtension && $0.isActionShape && classes[$0.typeName] == nil }
    }

    /// Extension actions on `className`, declared in the ported files: they join its table.
    func extensionEntries(for className: String) -> [ActionMethod] {
        actions.filter { $0.inExtension && $0.isActionShape && $0.typeName == className }
    }

    /// The selector names of the actions with base name `base`, those of `preferredType` first.
    func selectors(base: String, preferredType: String?) -> [String] {
        let matching = actions.filter { $0.baseName == base }
        let preferred = matching.filter { $0.typeName == preferredType }.map(\.selector)
        var result: [String] = []
        for selector in preferred + matching.map(\.selector) where !result.contains(selector) {
            result.append(selector)
        }
        return result
    }

    /// Whether `Type.name` would name more than one method: the type has several of that base
    /// name, or an action without arguments shares its base name with a method that takes some
    /// (in an extension of a superclass, `UIView.setupViews(_:)`, say).
    func isOverloaded(_ action: ActionMethod) -> Bool {
        if (methodCounts[action.typeName]?[action.baseName] ?? 0) > 1 { return true }
        return action.labels.isEmpty && methodsWithArguments.contains(action.baseName)
    }

    mutating func add(_ file: SourceFileSyntax) {
        let visitor = IndexVisitor(viewMode: .sourceAccurate)
        visitor.walk(file)
        for (name, superclass) in visitor.classes { classes[name] = superclass }
        actions += visitor.actions
        for (type, counts) in visitor.methodCounts {
            methodCounts[type, default: [:]].merge(counts, uniquingKeysWith: +)
        }
        optionalRequirements.formUnion(visitor.optionalRequirements)
        overrides.merge(visitor.overrides) { $0.union($1) }
        methodsWithArguments.formUnion(visitor.methodsWithArguments)
    }

    /// How `overrides` names a member: `name(label:_:)` for a method, `name` for a property.
    static func memberKey(_ member: DeclSyntax) -> String? {
        if let function = member.as(FunctionDeclSyntax.self) {
            let labels = function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }
            return function.name.text + "(" + labels.joined() + ")"
        }
        if let variable = member.as(VariableDeclSyntax.self), variable.bindings.count == 1,
            let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        {
            return name
        }
        return nil
    }
}

extension String {
    /// `done:` → `doneWith`, a name for a constant when the base name is taken.
    func replacingColons() -> String {
        split(separator: ":", omittingEmptySubsequences: false).dropLast().enumerated()
            .map { $0.offset == 0 ? String($0.element) + "With" : String($0.element) }.joined()
    }
}

/// Recognises UIKit's action methods; shared by the index and the rewriter.
enum ActionRecognizer {
    /// The action `function` declares in `scope`, if it is one.
    static func action(_ function: FunctionDeclSyntax, in scope: TypeScope?) -> ActionMethod? {
        guard let scope, scope.kind == .classDecl || scope.kind == .extensionDecl else { return nil }
        let attributes = function.attributes.compactMap { $0.as(AttributeSyntax.self) }
        let objc = attributes.first { $0.attributeName.trimmedDescription == "objc" }
        let isIBAction = attributes.contains { $0.attributeName.trimmedDescription == "IBAction" }
        let base = function.name.text
        let parameters = Array(function.signature.parameterClause.parameters)
        let labels: [String?] = parameters.map { $0.firstName.text == "_" ? nil : $0.firstName.text }
        let isOverride = function.modifiers.contains { $0.name.text == "override" }
        let isStandardOverride =
            scope.kind == .classDecl && isOverride && labels == [nil]
            && SelectorName.standard[base + ":"] != nil
        guard objc != nil || isIBAction || scope.exposesAll || isStandardOverride else { return nil }
        var selector = SelectorName.make(base: base, labels: labels)
        if let explicit = objc?.arguments?.trimmedDescription, !explicit.isEmpty {
            selector = explicit.filter { !$0.isWhitespace }
        }
        let restricted = function.modifiers.first { ["private", "fileprivate"].contains($0.name.text) }
        return ActionMethod(
            typeName: scope.name, baseName: base, labels: labels, selector: selector,
            isActionShape: isActionShape(function, parameters), inExtension: scope.kind == .extensionDecl,
            restrictedAccess: restricted?.name.text)
    }

    private static func isActionShape(_ function: FunctionDeclSyntax, _ parameters: [FunctionParameterSyntax]) -> Bool {
        if let returnType = function.signature.returnClause?.type.trimmedDescription,
            returnType != "Void", returnType != "()"
        {
            return false
        }
        if function.signature.effectSpecifiers != nil || function.genericParameterClause != nil { return false }
        if parameters.contains(where: { $0.defaultValue != nil || $0.ellipsis != nil }) { return false }
        switch parameters.count {
        case 0, 1: return true
        case 2:
            let sender = parameters[0].type.trimmedDescription
            let event = parameters[1].type.trimmedDescription
            return (sender == "Any?" || sender == "Any") && event.hasPrefix("UIEvent")
        default: return false
        }
    }

    static func scope(of node: some DeclGroupSyntax) -> TypeScope {
        let attributeNames = node.attributes.compactMap {
            $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription
        }
        if let declaration = node.as(ClassDeclSyntax.self) {
            return TypeScope(
                kind: .classDecl, name: declaration.name.text, exposesAll: attributeNames.contains("objcMembers"))
        }
        if let declaration = node.as(ExtensionDeclSyntax.self) {
            return TypeScope(
                kind: .extensionDecl, name: declaration.extendedType.trimmedDescription,
                exposesAll: attributeNames.contains("objc"))
        }
        if let declaration = node.as(ProtocolDeclSyntax.self) {
            return TypeScope(kind: .protocolDecl, name: declaration.name.text, exposesAll: false)
        }
        return TypeScope(kind: .other, name: "", exposesAll: false)
    }
}

/// The first pass over one file.
private final class IndexVisitor: ScopedVisitor {
    var classes: [String: String?] = [:]
    var actions: [ActionMethod] = []
    var methodCounts: [String: [String: Int]] = [:]
    var optionalRequirements: Set<String> = []
    var overrides: [String: Set<String>] = [:]
    var methodsWithArguments: Set<String> = []

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        classes[node.name.text] = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription
        return super.visit(node)
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let scope = scopes.last else { return .skipChildren }
        methodCounts[scope.name, default: [:]][node.name.text, default: 0] += 1
        if !node.signature.parameterClause.parameters.isEmpty { methodsWithArguments.insert(node.name.text) }
        if scope.kind == .protocolDecl, node.modifiers.contains(where: { $0.name.text == "optional" }) {
            optionalRequirements.insert(node.name.text)
        }
        if let action = ActionRecognizer.action(node, in: scope) { actions.append(action) }
        noteOverride(DeclSyntax(node), modifiers: node.modifiers, in: scope)
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if let scope = scopes.last { noteOverride(DeclSyntax(node), modifiers: node.modifiers, in: scope) }
        return .skipChildren
    }

    private func noteOverride(_ member: DeclSyntax, modifiers: DeclModifierListSyntax, in scope: TypeScope) {
        guard scope.kind == .classDecl || scope.kind == .extensionDecl,
            modifiers.contains(where: { $0.name.text == "override" }), let key = ActionIndex.memberKey(member)
        else { return }
        overrides[scope.name, default: []].insert(key)
    }
}
