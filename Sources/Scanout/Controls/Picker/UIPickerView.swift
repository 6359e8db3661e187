/// A set of spinning wheels, one per component, each showing rows from its data source with the
/// selected row in a highlighted band across the middle — as iOS draws it (216 points tall).
///
/// Behaves as UIKit's `UIPickerView`: the `dataSource` says how many components and rows there
/// are; the `delegate` gives each row's title (`titleForRow`, `attributedTitleForRow`) or view
/// (`viewForRow`), and the components' widths and row heights. A wheel is dragged by a finger and
/// flicked: on release it glides on (UIKit's deceleration) and settles on the nearest row; tapping
/// a row above or below the band turns the wheel to it. When a wheel settles on a new row the
/// delegate hears `didSelectRow` once; `selectRow(_:inComponent:animated:)` sends nothing.
///
/// Usable as a text field's `inputView`. Each component is an accessibility element whose value
/// is the selected row's title. Main actor.
///
/// Hostile numbers from the delegate are made usable with one warning per picker and cause: a row
/// height that is NaN, 0, negative or infinite is the default 32 points (past
/// `maximumRowHeight`, that); a negative row count is 0, one past `maximumRowCount` that; a
/// component width that is NaN or infinite takes a share as 0 does, a finite one wider than the
/// picker is cut to the picker's width.
@preconcurrency @MainActor
open class UIPickerView: UIView {
    /// The height iOS gives a picker.
    public static let defaultHeight: CGFloat = 216
    static let defaultRowHeight: CGFloat = 32
    /// The tallest a row may be: 10,000 points, far taller than a picker.
    public static let maximumRowHeight: CGFloat = 10_000
    /// The most rows a component may have: 2^31 - 1. A wheel keeps no storage per row, but a
    /// wheel of more could not be turned to each of them by a finger anyway.
    public static let maximumRowCount = Int(Int32.max)

    open weak var dataSource: UIPickerViewDataSource? {
        didSet { reloadAllComponents() }
    }

    open weak var delegate: UIPickerViewDelegate? {
        didSet { reloadAllComponents() }
    }

    /// How many components the data source gives.
    open var numberOfComponents: Int { wheels.count }

    /// Deprecated in UIKit since iOS 7, where the selection band always shows; as there, setting
    /// it changes nothing.
    @available(*, deprecated, message: "The selection indicator always shows, as in UIKit since iOS 7.")
    open var showsSelectionIndicator = true

    public override init(frame: CGRect) {
        super.init(
            frame: frame.size == .zero ? CGRect(origin: frame.origin, size: CGSize(width: 320, height: 216)) : frame)
        backgroundColor = .clear
        clipsToBounds = true
        addSubview(band)
        band.isUserInteractionEnabled = false
        band.backgroundColor = UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12)
        band.layer.cornerRadius = 8
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    open func numberOfRows(inComponent component: Int) -> Int {
        wheels.indices.contains(component) ? wheels[component].rowCount : 0
    }

    /// The size of a row in `component`.
    open func rowSize(forComponent component: Int) -> CGSize {
        guard wheels.indices.contains(component) else { return .zero }
        return CGSize(width: wheels[component].frame.width, height: wheels[component].rowHeight)
    }

    /// The view showing `row` of `component`, if the delegate gives views and the row shows.
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        wheels.indices.contains(component) ? wheels[component].shownView(forRow: row) : nil
    }

    /// The selected row of `component`; -1 when it has no rows.
    open func selectedRow(inComponent component: Int) -> Int {
        guard wheels.indices.contains(component), wheels[component].rowCount > 0 else { return -1 }
        return wheels[component].selectedRow
    }

    /// Turns `component`'s wheel to `row` (sliding when `animated`). Sends nothing.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard wheels.indices.contains(component) else { return }
        wheels[component].turn(to: row, animated: animated, notifying: false)
    }

    /// Asks the data source and delegate again for everything.
    open func reloadAllComponents() {
        let count = max(dataSource?.numberOfComponents(in: self) ?? 0, 0)
        while wheels.count > count { wheels.removeLast().removeFromSuperview() }
        while wheels.count < count {
            let wheel = PickerWheelView(picker: self, component: wheels.count)
            wheels.append(wheel)
            insertSubview(wheel, aboveSubview: band)
        }
        for wheel in wheels { wheel.reload() }
        setNeedsLayout()
    }

    /// Asks again for one component's rows.
    open func reloadComponent(_ component: Int) {
        guard wheels.indices.contains(component) else { return }
        wheels[component].reload()
        setNeedsLayout()
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIPickerView.defaultHeight)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : 320, height: UIPickerView.defaultHeight)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let margin: CGFloat = 8
        let gap: CGFloat = 4
        let available = max(bounds.width - 2 * margin - gap * CGFloat(max(wheels.count - 1, 0)), 0)
        let asked = wheels.map { wheel -> CGFloat? in
            let width = delegate?.pickerView(self, widthForComponent: wheel.component) ?? 0
            guard width.isFinite else {
                warnOnce(
                    &warned, cause: "width",
                    "\(self): widthForComponent gave \(width) for component \(wheel.component); it takes a share "
                        + "of the width, as 0 does.")
                return nil
            }
            return width > 0 ? min(width, available) : nil
        }
        let fixed = asked.compactMap { $0 }.reduce(0, +)
        let flexible = asked.filter { $0 == nil }.count
        let share = flexible > 0 ? max(available - fixed, 0) / CGFloat(flexible) : 0
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        var x = margin
        for (wheel, width) in zip(wheels, asked) {
            let w = width ?? share
            wheel.frame = CGRect(x: rightToLeft ? bounds.width - x - w : x, y: 0, width: w, height: bounds.height)
            x += w + gap
        }
        let rowHeight = wheels.map(\.rowHeight).max() ?? UIPickerView.defaultRowHeight
        band.frame = CGRect(
            x: margin / 2, y: (bounds.height - rowHeight) / 2, width: bounds.width - margin, height: rowHeight)
    }

    /// Not an element itself: a container of its wheels.
    open override var isAccessibilityElement: Bool {
        get { false }
        set {}
    }

    // MARK: - Internal

    /// A component's row count as its wheel uses it: 0 to `maximumRowCount`.
    func usableRowCount(_ count: Int, component: Int) -> Int {
        if count < 0 {
            warnOnce(
                &warned, cause: "negative rows",
                "\(self): numberOfRowsInComponent gave \(count) for component \(component); it has no rows.")
            return 0
        }
        if count > UIPickerView.maximumRowCount {
            warnOnce(
                &warned, cause: "huge rows",
                "\(self): numberOfRowsInComponent gave \(count) for component \(component); a component has at "
                    + "most \(UIPickerView.maximumRowCount) rows (UIPickerView.maximumRowCount).")
            return UIPickerView.maximumRowCount
        }
        return count
    }

    /// A component's row height as its wheel uses it: positive and finite, else the default.
    func usableRowHeight(_ height: CGFloat, component: Int) -> CGFloat {
        if height > 0, height <= UIPickerView.maximumRowHeight { return height }
        let usable = height > 0 && height.isFinite ? UIPickerView.maximumRowHeight : UIPickerView.defaultRowHeight
        warnOnce(
            &warned, cause: "row height",
            "\(self): rowHeightForComponent gave \(height) for component \(component); rows are more than 0 "
                + "and at most \(UIPickerView.maximumRowHeight) points tall. Using \(usable).")
        return usable
    }

    /// A wheel settled on a new row after the person turned it.
    func wheelDidSettle(_ wheel: PickerWheelView) {
        delegate?.pickerView(self, didSelectRow: wheel.selectedRow, inComponent: wheel.component)
    }

    private var wheels: [PickerWheelView] = []
    private let band = UIView()
    private var warned = WarnedCauses()
}

/// Where a picker's rows come from.
@preconcurrency @MainActor
public protocol UIPickerViewDataSource: AnyObject {
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// How a picker's rows look, and what happens when one is chosen. Every method is optional.
@preconcurrency @MainActor
public protocol UIPickerViewDelegate: AnyObject {
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int)
        -> NSAttributedString?
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?)
        -> UIView?
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
    /// 0: the component takes an equal share of the width left by the others.
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { 0 }
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
        UIPickerView.defaultRowHeight
    }
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        nil
    }
    public func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int)
        -> NSAttributedString?
    { nil }
    public func pickerView(
        _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?
    ) -> UIView? { nil }
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}
