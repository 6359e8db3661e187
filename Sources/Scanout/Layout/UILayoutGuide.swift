/// An invisible rectangle that takes part in Auto Layout like a view: a spacer, a column, a region
/// to centre a group in, without adding a view to draw and hit-test.
///
///     let column = UILayoutGuide()
///     view.addLayoutGuide(column)
///     column.widthAnchor.constraint(equalTo: view.widthAnchor, multiplier: 0.5).isActive = true
///
/// After layout, `layoutFrame` is its rectangle in the owning view's coordinates. Views also have
/// guides of their own: `layoutMarginsGuide` and `safeAreaLayoutGuide`.
@preconcurrency @MainActor
open class UILayoutGuide: @MainActor CustomStringConvertible {
    /// The view the guide was added to (held weakly, as in UIKit).
    public internal(set) var owningView: UIView? {
        get { owningViewLink.object }
        set { owningViewLink = WeakLink(newValue) }
    }
    private var owningViewLink = WeakLink<UIView>(nil)
    /// What links to this guide hold (`WeakLink`); made on first use, cleared by the deinit.
    var storedLifetimeHandle: LifetimeHandle?

    /// A name shown in diagnostics.
    open var identifier = ""

    /// The guide's rectangle in the owning view's coordinates, from the last layout.
    public internal(set) var layoutFrame: CGRect = .zero

    /// What a guide of a view's own is for; it decides the guide's constraints.
    enum SystemRole {
        case none
        case layoutMargins
        case safeArea
        /// The view's margins, narrowed and centred to a width comfortable to read.
        case readableContent
        /// A scroll view's content area: its size is the content size.
        case scrollContent
        /// A scroll view's frame, in content coordinates as if not scrolled.
        case scrollFrame
        /// A view controller's `topLayoutGuide`: from the view's top down to its safe area.
        case topLayout
        /// A view controller's `bottomLayoutGuide`: from the safe area's bottom to the view's.
        case bottomLayout
        /// A view's `keyboardLayoutGuide`: from the keyboard's top (or the safe area's bottom
        /// while it is hidden) to the view's bottom.
        case keyboard
    }
    let systemRole: SystemRole

    public init() {
        systemRole = .none
    }

    init(systemRole: SystemRole, identifier: String) {
        self.systemRole = systemRole
        self.identifier = identifier
    }

    /// Nonisolated, as a view's, so a subclass's plain `deinit` compiles.
    deinit {
        runOnMainActorNow("The deinit of \(type(of: self))") { storedLifetimeHandle?.object = nil }
    }

    public lazy var leadingAnchor = NSLayoutXAxisAnchor(item: self, attribute: .leading)
    public lazy var trailingAnchor = NSLayoutXAxisAnchor(item: self, attribute: .trailing)
    public lazy var leftAnchor = NSLayoutXAxisAnchor(item: self, attribute: .left)
    public lazy var rightAnchor = NSLayoutXAxisAnchor(item: self, attribute: .right)
    public lazy var topAnchor = NSLayoutYAxisAnchor(item: self, attribute: .top)
    public lazy var bottomAnchor = NSLayoutYAxisAnchor(item: self, attribute: .bottom)
    public lazy var widthAnchor = NSLayoutDimension(item: self, attribute: .width)
    public lazy var heightAnchor = NSLayoutDimension(item: self, attribute: .height)
    public lazy var centerXAnchor = NSLayoutXAxisAnchor(item: self, attribute: .centerX)
    public lazy var centerYAnchor = NSLayoutYAxisAnchor(item: self, attribute: .centerY)

    /// `<UILayoutGuide: 0x…; frame = …; identifier = …>`.
    open var description: String {
        "<UILayoutGuide: \(objectAddress(self)); frame = \(layoutFrame)"
            + (identifier.isEmpty ? "" : "; identifier = \"\(identifier)\"") + ">"
    }

    // MARK: - Internal

    /// `UILayoutGuide:0x…'name'`, as constraint descriptions name their items.
    var layoutDescriptionName: String {
        "UILayoutGuide:\(objectAddress(self))" + (identifier.isEmpty ? "" : "'\(identifier)'")
    }
}

extension UILayoutGuide: LifetimeHandleOwner {}
