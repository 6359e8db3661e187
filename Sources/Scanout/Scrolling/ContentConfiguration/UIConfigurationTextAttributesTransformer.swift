/// A change to text attributes a configuration applies last (a button's title font or colour):
/// `configuration.titleTextAttributesTransformer = .init { incoming in var a = incoming; a.font = …; return a }`.
public struct UIConfigurationTextAttributesTransformer {
    private let transform: (AttributeContainer) -> AttributeContainer

    public init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) {
        self.transform = transform
    }

    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer {
        transform(input)
    }
}
