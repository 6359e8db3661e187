import SwiftSyntax

/// The type declaration a member is in, as both passes track it.
struct TypeScope {
    enum Kind { case classDecl, extensionDecl, protocolDecl, other }
    var kind: Kind
    var name: String
    /// `@objcMembers` class or `@objc` extension: every method is exposed.
    var exposesAll: Bool
}

/// A visitor that knows which type declaration it is in. Subclasses that override a `visit` or
/// `visitPost` here call `super` (in `visitPost`, before using `scopes`, which then no longer
/// holds the type being left).
class ScopedVisitor: SyntaxVisitor {
    private(set) var scopes: [TypeScope] = []

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    override func visitPost(_ node: ClassDeclSyntax) { scopes.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    override func visitPost(_ node: ExtensionDeclSyntax) { scopes.removeLast() }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    override func visitPost(_ node: ProtocolDeclSyntax) { scopes.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    override func visitPost(_ node: StructDeclSyntax) { scopes.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node) }
    override func visitPost(_ node: EnumDeclSyntax) { scopes.removeLast() }

    private func enter(_ node: some DeclGroupSyntax) -> SyntaxVisitorContinueKind {
        scopes.append(ActionRecognizer.scope(of: node))
        return .visitChildren
    }
}
