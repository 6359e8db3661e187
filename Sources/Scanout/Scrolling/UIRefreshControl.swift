/// A spinner above a scroll view's content that a pull down starts a refresh with.
///
/// ```swift
/// tableView.refreshControl = UIRefreshControl()
/// tableView.refreshControl?.addAction(UIAction { _ in model.reload() }, for: .valueChanged)
/// // when the data is in:
/// tableView.refreshControl?.endRefreshing()
/// ```
///
/// Behaves as UIKit's `UIRefreshControl`, set as a scroll view's `refreshControl`. Pulling the
/// content down past its top reveals the spinner, its spokes appearing one by one as the pull
/// grows; a pull that reaches one and a half times the control's height starts refreshing:
/// `isRefreshing` becomes true and `.valueChanged` goes out, once per pull however far the
/// finger goes on. When the finger lifts, the content comes to rest below the turning spinner
/// (the scroll view's `adjustedContentInset.top` grows by the control's height) until the app
/// calls `endRefreshing()`, which slides it back. `beginRefreshing()` shows the spinner without
/// sending `.valueChanged`, as in UIKit; a scroll view resting at its top slides down to show it.
/// The scroll view's side of this is in `UIScrollView+RefreshControl.swift`. Main actor.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    /// The control's height: the room the content leaves it while refreshing.
    static let height: CGFloat = 60
    /// How far (shown, after the rubber band) the content must be pulled to start refreshing.
    static let triggerDistance: CGFloat = height * 1.5

    /// Whether a refresh is under way: from a pull past the threshold or `beginRefreshing()`
    /// until `endRefreshing()`.
    public private(set) var isRefreshing = false

    /// A line shown under the spinner; nil for none.
    open var attributedTitle: NSAttributedString? {
        didSet {
            titleLabel.attributedText = attributedTitle
            titleLabel.isHidden = attributedTitle == nil
            setNeedsLayout()
        }
    }

    /// The spinner's and title's colour: grey unless set, as UIKit's refresh control is (it does
    /// not take the app's tint).
    open override var tintColor: UIColor! {
        get { explicitTint ?? .systemGray }
        set {
            explicitTint = newValue
            spinner.color = tintColor
            titleLabel.textColor = tintColor
        }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    public convenience init() {
        self.init(frame: .zero)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    /// Starts refreshing as if pulled, without sending `.valueChanged`. Does nothing while
    /// already refreshing.
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        showProgress()
        scrollView?.refreshingDidChange(movingContent: true)
    }

    /// Ends the refresh: the spinner stops and the content slides back up over 0.3 s. Does
    /// nothing when no refresh is under way.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        showProgress()
        scrollView?.refreshingDidChange(movingContent: true)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let spinnerSize = spinner.intrinsicContentSize
        let titleHeight: CGFloat = titleLabel.isHidden ? 0 : 20
        let spinnerY = (bounds.height - titleHeight - spinnerSize.height) / 2
        spinner.frame = CGRect(
            x: ((bounds.width - spinnerSize.width) / 2).rounded(), y: spinnerY.rounded(),
            width: spinnerSize.width, height: spinnerSize.height)
        titleLabel.frame = CGRect(x: 8, y: spinner.frame.maxY + 4, width: max(bounds.width - 16, 0), height: 16)
    }

    // MARK: - Internal

    /// The scroll view whose `refreshControl` this is.
    @WeakLink var scrollView: UIScrollView?
    /// Whether a pull that began while this control was the scroll view's may still start a
    /// refresh: set as the finger begins dragging, cleared once the pull has started one, so a
    /// pull fires once however far it goes (and a control set in the middle of a pull waits
    /// for the next).
    var isArmed = false
    /// How far the content is pulled past its top, in points shown; 0 when not pulled.
    private(set) var pullDistance: CGFloat = 0

    /// The scroll view's offset, inset or size changed: follow the top of the content, reveal
    /// the spokes as far as it is pulled, and start refreshing past the threshold.
    func scrollViewDidMove(_ scrollView: UIScrollView) {
        let pulled = -scrollView.contentOffset.y - scrollView.insetTopWithoutRefresh
        pullDistance = pulled.isFinite ? max(pulled, 0) : 0
        let height = UIRefreshControl.height
        // Pulled, the spinner rides at the top of the gap, as on iOS; resting while refreshing,
        // it sits in its room above the content and scrolls with it.
        let top = -scrollView.contentInset.top - (isRefreshing ? max(pullDistance, height) : pullDistance)
        let frame = CGRect(x: scrollView.bounds.minX, y: top, width: scrollView.bounds.width, height: height)
        if frame.origin.y.isFinite, frame.origin.x.isFinite, frame.width.isFinite, frame != self.frame {
            self.frame = frame
        }
        if scrollView.isDragging, isArmed, !isRefreshing, pullDistance >= UIRefreshControl.triggerDistance {
            isArmed = false
            isRefreshing = true
            showProgress()
            sendActions(for: .valueChanged)
            return
        }
        showProgress()
    }

    // MARK: - Private

    private let spinner = UIActivityIndicatorView(style: .medium)
    private let titleLabel = UILabel()
    private var explicitTint: UIColor?

    private func commonInit() {
        backgroundColor = .clear
        isOpaque = false
        spinner.hidesWhenStopped = false
        spinner.color = tintColor
        addSubview(spinner)
        titleLabel.font = .systemFont(ofSize: 13)
        titleLabel.textAlignment = .center
        titleLabel.textColor = tintColor
        titleLabel.isHidden = true
        addSubview(titleLabel)
        isHidden = true
    }

    /// Shows what the pull and the refresh say: hidden when neither, spokes in proportion to the
    /// pull, all of them turning while refreshing.
    private func showProgress() {
        isHidden = pullDistance <= 0 && !isRefreshing
        if isRefreshing {
            spinner.shownSpokes = UIActivityIndicatorView.spokeCount
            spinner.startAnimating()
        } else {
            spinner.stopAnimating()
            let fraction = min(pullDistance / UIRefreshControl.triggerDistance, 1)
            spinner.shownSpokes = Int((fraction * CGFloat(UIActivityIndicatorView.spokeCount)).rounded(.down))
        }
        titleLabel.alpha = isRefreshing ? 1 : min(pullDistance / UIRefreshControl.height, 1)
    }
}
