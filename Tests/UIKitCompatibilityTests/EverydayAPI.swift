import UIKit

/// Calls of everyday UIKit API gathered from typical apps, as they are written on iOS (Swift 5
/// mode): it must compile, and run without trapping.
final class EverydayAPIViewController: UIViewController, UITableViewDataSource, UITableViewDelegate, UITextFieldDelegate
{
    let tableView = UITableView(frame: .zero, style: .insetGrouped)
    let field = UITextField()
    let stack = UIStackView()
    var keyboardHeight: CGFloat = 0
    private(set) var ticks = 0

    override class var actionTable: ActionTable {
        super.actionTable.on(Selector("tick:"), EverydayAPIViewController.tick)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = "Everyday"
        navigationController?.navigationBar.prefersLargeTitles = true
        navigationItem.largeTitleDisplayMode = .always
        navigationItem.backButtonTitle = ""
        navigationItem.backButtonDisplayMode = .minimal
        hidesBottomBarWhenPushed = true
        tabBarItem.badgeValue = "3"
        additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 8, right: 0)
        overrideUserInterfaceStyle = .light
        isModalInPresentation = true
        modalTransitionStyle = .crossDissolve
        setNeedsStatusBarAppearanceUpdate()

        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 44
        tableView.separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
        tableView.tableFooterView = UIView()
        tableView.keyboardDismissMode = .onDrag
        tableView.contentInsetAdjustmentBehavior = .automatic
        tableView.refreshControl = UIRefreshControl()
        tableView.verticalScrollIndicatorInsets = .zero
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)

        field.placeholder = "Name"
        field.attributedPlaceholder = NSAttributedString(
            string: "Name", attributes: [.foregroundColor: UIColor.placeholderText])
        field.borderStyle = .roundedRect
        field.clearButtonMode = .whileEditing
        field.keyboardType = .emailAddress
        field.returnKeyType = .done
        field.autocapitalizationType = .none
        field.autocorrectionType = .no
        field.spellCheckingType = .no
        field.textContentType = .emailAddress
        field.isSecureTextEntry = false
        field.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 8, height: 8))
        field.leftViewMode = .always
        field.delegate = self
        field.font = UIFont.preferredFont(forTextStyle: .body)
        field.adjustsFontForContentSizeCategory = true

        stack.axis = .vertical
        stack.spacing = 8
        stack.alignment = .fill
        stack.distribution = .fillEqually
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        stack.addArrangedSubview(field)
        stack.setCustomSpacing(16, after: field)
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)

        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.readableContentGuide.trailingAnchor),
            tableView.topAnchor.constraint(equalTo: stack.bottomAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
        ])
        let low = field.heightAnchor.constraint(equalToConstant: 44)
        low.priority = .defaultHigh
        low.isActive = true
        field.setContentHuggingPriority(.required, for: .vertical)
        field.setContentCompressionResistancePriority(UILayoutPriority(999), for: .horizontal)

        NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main
        ) { [weak self] note in
            let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
            let duration = note.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0.25
            self?.keyboardHeight = frame.height
            UIView.animate(withDuration: duration) { self?.view.layoutIfNeeded() }
        }
        NotificationCenter.default.addObserver(
            forName: UIApplication.didBecomeActiveNotification, object: nil, queue: nil
        ) { _ in }
        NotificationCenter.default.addObserver(
            forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: nil
        ) { _ in }
    }

    func everydayCalls() {
        let app = UIApplication.shared
        _ = app.applicationState
        _ = app.isIdleTimerDisabled
        app.applicationIconBadgeNumber = 0
        _ = app.preferredContentSizeCategory.isAccessibilityCategory
        _ = app.connectedScenes.first as? UIWindowScene
        _ = app.supportsMultipleScenes
        _ = UIApplication.openSettingsURLString
        if let url = URL(string: "https://example.com"), app.canOpenURL(url) {
            app.open(url, options: [:], completionHandler: nil)
        }
        let task = app.beginBackgroundTask(withName: "save", expirationHandler: nil)
        app.endBackgroundTask(task)
        _ = app.userInterfaceLayoutDirection == .rightToLeft

        let screen = UIScreen.main
        _ = (screen.bounds, screen.scale, screen.nativeScale, screen.brightness, screen.maximumFramesPerSecond)
        let device = UIDevice.current
        _ = (device.userInterfaceIdiom == .pad, device.systemVersion, device.model, device.name, device.orientation)
        device.isBatteryMonitoringEnabled = true
        _ = (device.batteryLevel, device.batteryState, device.identifierForVendor)

        let metrics = UIFontMetrics(forTextStyle: .headline)
        _ = metrics.scaledFont(for: .systemFont(ofSize: 17, weight: .semibold))
        _ = metrics.scaledValue(for: 44)
        _ = UIFont.monospacedDigitSystemFont(ofSize: 15, weight: .regular)
        _ = UIFont.italicSystemFont(ofSize: 12)
        _ = UIFont.systemFont(ofSize: 20).withSize(22)

        let configuration = UIImage.SymbolConfiguration(textStyle: .title2)
        let symbol = UIImage(systemName: "star.fill", withConfiguration: configuration)?
            .withTintColor(.systemYellow, renderingMode: .alwaysOriginal)
        _ = symbol?.applyingSymbolConfiguration(UIImage.SymbolConfiguration(scale: .large))
        _ = symbol?.pngData()
        _ = symbol?.resizableImage(withCapInsets: .zero, resizingMode: .stretch)
        _ = symbol?.preparingThumbnail(of: CGSize(width: 20, height: 20))
        _ = symbol?.withHorizontallyFlippedOrientation()

        UIView.animate(
            withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0.5,
            options: [.curveEaseInOut, .allowUserInteraction], animations: { self.field.alpha = 0.5 },
            completion: { _ in })
        UIView.transition(
            with: field, duration: 0.2, options: .transitionCrossDissolve, animations: {}, completion: nil)
        UIView.performWithoutAnimation { self.field.alpha = 1 }
        UIView.animateKeyframes(
            withDuration: 0.4, delay: 0, options: [],
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                    self.field.transform = CGAffineTransform(scaleX: 1.1, y: 1.1)
                }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                    self.field.transform = .identity
                }
            })

        let layer = field.layer
        layer.cornerRadius = 12
        layer.cornerCurve = .continuous
        layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        layer.shadowPath = UIBezierPath(roundedRect: field.bounds, cornerRadius: 12).cgPath
        layer.shouldRasterize = true
        layer.rasterizationScale = UIScreen.main.scale
        layer.borderWidth = 1 / UIScreen.main.scale
        let gradient = CAGradientLayer()
        gradient.colors = [UIColor.systemBlue.cgColor, UIColor.systemTeal.cgColor]
        gradient.startPoint = CGPoint(x: 0, y: 0)
        gradient.endPoint = CGPoint(x: 1, y: 1)
        let shape = CAShapeLayer()
        shape.path =
            UIBezierPath(
                arcCenter: CGPoint(x: 20, y: 20), radius: 18, startAngle: -.pi / 2, endAngle: 1.5 * .pi, clockwise: true
            ).cgPath
        shape.strokeEnd = 0
        let stroke = CABasicAnimation(keyPath: "strokeEnd")
        stroke.fromValue = 0
        stroke.toValue = 1
        stroke.duration = 1
        stroke.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        stroke.fillMode = .forwards
        stroke.isRemovedOnCompletion = false
        CATransaction.begin()
        CATransaction.setCompletionBlock {}
        shape.add(stroke, forKey: "progress")
        CATransaction.commit()
        let spring = CASpringAnimation(keyPath: "transform.scale")
        spring.damping = 10
        spring.duration = spring.settlingDuration
        layer.add(spring, forKey: nil)
        let link = CADisplayLink(target: self, selector: Selector("tick:"))
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 30, maximum: 60, preferred: 60)
        link.invalidate()

        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10))
        _ = renderer.image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            context.cgContext.setLineWidth(2)
        }
        _ = renderer.pngData { _ in }
        view.analyticsTag = "checkout"
        if view.analyticsTag != "checkout" { view.analyticsTag = nil }
        // A loading animation from frames, and an animated image.
        let spinner = UIImageView()
        spinner.animationImages = [photoFrame(), photoFrame()]
        spinner.animationDuration = 0.5
        spinner.animationRepeatCount = 0
        spinner.startAnimating()
        if spinner.isAnimating { spinner.stopAnimating() }
        spinner.image = UIImage.animatedImage(with: [photoFrame()], duration: 1)
        _ = spinner.image?.images?.count
        // A photo round trip, as apps upload and cache them.
        let photo = renderer.image { _ in }
        if let jpeg = photo.jpegData(compressionQuality: 0.8), let back = UIImage(data: jpeg),
            let pixels = back.cgImage
        {
            let portrait = UIImage(cgImage: pixels, scale: back.scale, orientation: .right)
            if portrait.imageOrientation != .up { _ = portrait.size }
        }
        _ = view.snapshotView(afterScreenUpdates: false)
        _ = view.drawHierarchy(in: view.bounds, afterScreenUpdates: false)

        UIAccessibility.post(notification: .announcement, argument: "Saved")
        _ = UIAccessibility.isVoiceOverRunning
        _ = UIAccessibility.isReduceMotionEnabled
        field.accessibilityTraits.insert(.header)
        field.accessibilityHint = "Your e-mail"

        UIImpactFeedbackGenerator(style: .medium).impactOccurred()
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        UISelectionFeedbackGenerator().selectionChanged()

        let alert = UIAlertController(title: "Name", message: nil, preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Name" }
        let save = UIAlertAction(title: "Save", style: .default) { _ in _ = alert.textFields?.first?.text }
        save.isEnabled = false
        alert.addAction(save)
        alert.preferredAction = save

        let picker = UIDatePicker()
        picker.preferredDatePickerStyle = .inline
        picker.datePickerMode = .dateAndTime
        picker.minimumDate = Date()
        picker.minuteInterval = 15

        tableView.allowsMultipleSelectionDuringEditing = true
        tableView.allowsSelectionDuringEditing = true
        tableView.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        _ = tableView.indexPathsForSelectedRows
        tableView.performBatchUpdates({}, completion: nil)
        tableView.reconfigureRows(at: [])
        tableView.setEditing(false, animated: false)
        tableView.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: false)
        tableView.scrollRectToVisible(.zero, animated: false)
        _ = tableView.adjustedContentInset
    }

    func photoFrame() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in }
    }

    func tick(_ link: CADisplayLink) {
        ticks += 1
    }

    func numberOfSections(in tableView: UITableView) -> Int { 1 }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = "Row \(indexPath.row)"
        content.secondaryText = "Detail"
        content.image = UIImage(systemName: "person")
        content.imageProperties.tintColor = .systemBlue
        content.textProperties.font = .preferredFont(forTextStyle: .body)
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        cell.selectionStyle = .default
        return cell
    }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
        header?.textLabel?.text = "Visitors"
        return header
    }

    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
        delete.image = UIImage(systemName: "trash")
        let configuration = UISwipeActionsConfiguration(actions: [delete])
        configuration.performsFirstActionWithFullSwipe = false
        return configuration
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Visitors" }

    func sectionIndexTitles(for tableView: UITableView) -> [String]? { ["A", "B"] }

    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPath.row == 2 ? nil : indexPath
    }

    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textField.resignFirstResponder()
        return true
    }
}

// A stored property added in an extension, as UIKit code does it with associated objects.
private var analyticsTagKey: UInt8 = 0

extension UIView {
    var analyticsTag: String? {
        get { objc_getAssociatedObject(self, &analyticsTagKey) as? String }
        set { objc_setAssociatedObject(self, &analyticsTagKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
}
