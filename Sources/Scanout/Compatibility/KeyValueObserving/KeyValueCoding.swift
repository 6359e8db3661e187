/// Key-value coding by name — `value(forKey:)`, `value(forKeyPath:)` and what string-based
/// observers (`addObserver(_:forKeyPath:options:context:)`) read — without an Objective-C runtime.
///
/// A key names:
/// - a property of Scanout's UIKit classes, by its Objective-C name (`"hidden"`, `"enabled"`,
///   `"contentOffset"`) or its Swift name (`"isHidden"`), from the table in `property(_:of:)`;
/// - a layer's property or stored value (`CALayer.value(forKey:)`);
/// - a stored property of any other object, an app's model object above all, found by
///   reflection (`Mirror`): `"total"` reads `var total`, `"ready"` reads `var isReady`;
/// - a part of a geometry value: `"frame.size.height"`, `"contentOffset.y"`.
/// Numbers come back boxed as Foundation boxes them (read them with `as? Double`, `as? NSNumber`,
/// `as? Bool`); points, sizes, rectangles and insets as themselves (`as? CGPoint`).
/// Computed properties of an app's own classes cannot be found by name (Swift keeps no table of
/// them); a key that names nothing gives nil, as a missing key's exception would stop UIKit.
@MainActor
enum KeyValueCoding {
    /// The value at `keyPath` (keys joined by dots) of `object`; `.some(nil)` for a property that
    /// is nil, nil when a key names nothing.
    static func value(forKeyPath keyPath: String, of object: Any) -> Any?? {
        var current: Any = object
        let keys = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        // A layer answers its own sub-keys ("position.x", "transform.scale").
        if let layer = object as? CALayer, keys.count > 1, let known = layer.value(forKeyPath: keyPath) { return known }
        for key in keys {
            guard let next = value(forKey: key, of: current) else { return nil }
            // nil part way: the whole path is nil, as messaging nil is in Objective-C.
            guard let found = next else { return .some(nil) }
            current = found
        }
        return .some(current)
    }

    /// The value of the property `key` of `object` (see the type's notes).
    static func value(forKey key: String, of object: Any) -> Any?? {
        guard !key.isEmpty else { return nil }
        if let value = geometry(key, of: object) { return .some(value) }
        if type(of: object) is AnyClass, let value = property(key, of: object as AnyObject) { return value }
        if let layer = object as? CALayer { return layer.value(forKey: key).map { .some($0) } }
        return reflected(key, of: object)
    }

    // MARK: - Private

    private static func box(_ value: CGFloat) -> Any { NumberBoxing.box(Double(value)) }
    private static func box(_ value: Float) -> Any { NumberBoxing.box(Double(value)) }
    private static func box(_ value: Int) -> Any { NumberBoxing.box(value) }
    private static func box(_ value: Bool) -> Any { NumberBoxing.box(value) }

    /// A part of a point, size, rectangle or insets.
    private static func geometry(_ key: String, of value: Any) -> Any? {
        switch value {
        case let point as CGPoint:
            switch key {
            case "x": return box(point.x)
            case "y": return box(point.y)
            default: return nil
            }
        case let size as CGSize:
            switch key {
            case "width": return box(size.width)
            case "height": return box(size.height)
            default: return nil
            }
        case let rect as CGRect:
            switch key {
            case "origin": return rect.origin
            case "size": return rect.size
            default: return nil
            }
        case let insets as UIEdgeInsets:
            switch key {
            case "top": return box(insets.top)
            case "left": return box(insets.left)
            case "bottom": return box(insets.bottom)
            case "right": return box(insets.right)
            default: return nil
            }
        default:
            return nil
        }
    }

    /// The Objective-C name of a Boolean property (`"hidden"`) for its Swift name (`"isHidden"`).
    private static func objectiveCName(_ key: String) -> String {
        guard key.count > 2, key.hasPrefix("is"), let third = key.dropFirst(2).first, third.isUppercase else {
            return key
        }
        return third.lowercased() + key.dropFirst(3)
    }

    /// A property of Scanout's UIKit classes by name; the most specific class first.
    private static func property(_ key: String, of object: AnyObject) -> Any?? {
        let name = objectiveCName(key)
        if let slider = object as? UISlider {
            switch name {
            case "value": return box(slider.value)
            case "minimumValue": return box(slider.minimumValue)
            case "maximumValue": return box(slider.maximumValue)
            default: break
            }
        }
        if let toggle = object as? UISwitch, name == "on" { return box(toggle.isOn) }
        if let stepper = object as? UIStepper, name == "value" { return box(stepper.value) }
        if let pages = object as? UIPageControl {
            switch name {
            case "currentPage": return box(pages.currentPage)
            case "numberOfPages": return box(pages.numberOfPages)
            default: break
            }
        }
        if let field = object as? UITextField {
            switch name {
            case "text": return .some(field.text)
            case "placeholder": return .some(field.placeholder)
            case "editing": return box(field.isEditing)
            default: break
            }
        }
        if let textView = object as? UITextView {
            switch name {
            case "text": return .some(textView.text)
            case "editable": return box(textView.isEditable)
            default: break
            }
        }
        if let label = object as? UILabel {
            switch name {
            case "text": return .some(label.text)
            case "attributedText": return .some(label.attributedText)
            case "textColor": return .some(label.textColor)
            case "font": return .some(label.font)
            case "numberOfLines": return box(label.numberOfLines)
            default: break
            }
        }
        if let button = object as? UIButton {
            switch name {
            case "currentTitle": return .some(button.currentTitle)
            case "titleLabel": return .some(button.titleLabel)
            case "imageView": return .some(button.imageView)
            default: break
            }
        }
        if let control = object as? UIControl {
            switch name {
            case "enabled": return box(control.isEnabled)
            case "selected": return box(control.isSelected)
            case "highlighted": return box(control.isHighlighted)
            case "state": return box(Int(control.state.rawValue))
            default: break
            }
        }
        if let progress = object as? UIProgressView, name == "progress" { return box(progress.progress) }
        if let imageView = object as? UIImageView {
            switch name {
            case "image": return .some(imageView.image)
            case "highlighted": return box(imageView.isHighlighted)
            default: break
            }
        }
        if let scroll = object as? UIScrollView {
            switch name {
            case "contentOffset": return scroll.contentOffset
            case "contentSize": return scroll.contentSize
            case "contentInset": return scroll.contentInset
            case "adjustedContentInset": return scroll.adjustedContentInset
            case "dragging": return box(scroll.isDragging)
            case "decelerating": return box(scroll.isDecelerating)
            case "tracking": return box(scroll.isTracking)
            case "scrollEnabled": return box(scroll.isScrollEnabled)
            case "pagingEnabled": return box(scroll.isPagingEnabled)
            default: break
            }
        }
        if let window = object as? UIWindow {
            switch name {
            case "rootViewController": return .some(window.rootViewController)
            case "keyWindow": return box(window.isKeyWindow)
            default: break
            }
        }
        if let view = object as? UIView {
            switch name {
            case "frame": return view.frame
            case "bounds": return view.bounds
            case "center": return view.center
            case "transform": return view.transform
            case "alpha": return box(view.alpha)
            case "hidden": return box(view.isHidden)
            case "opaque": return box(view.isOpaque)
            case "backgroundColor": return .some(view.backgroundColor)
            case "tintColor": return .some(view.tintColor)
            case "tag": return box(view.tag)
            case "layer": return view.layer
            case "superview": return .some(view.superview)
            case "subviews": return view.subviews
            case "window": return .some(view.window)
            case "userInteractionEnabled": return box(view.isUserInteractionEnabled)
            case "clipsToBounds": return box(view.clipsToBounds)
            case "safeAreaInsets": return view.safeAreaInsets
            case "intrinsicContentSize": return view.intrinsicContentSize
            case "accessibilityLabel": return .some(view.accessibilityLabel)
            case "accessibilityIdentifier": return .some(view.accessibilityIdentifier)
            default: break
            }
        }
        if let navigation = object as? UINavigationController {
            switch name {
            case "viewControllers": return navigation.viewControllers
            case "topViewController": return .some(navigation.topViewController)
            case "visibleViewController": return .some(navigation.visibleViewController)
            case "navigationBar": return navigation.navigationBar
            case "navigationBarHidden": return box(navigation.isNavigationBarHidden)
            default: break
            }
        }
        if let tabs = object as? UITabBarController {
            switch name {
            case "selectedIndex": return box(tabs.selectedIndex)
            case "selectedViewController": return .some(tabs.selectedViewController)
            case "viewControllers": return .some(tabs.viewControllers)
            case "tabBar": return tabs.tabBar
            default: break
            }
        }
        if let controller = object as? UIViewController {
            switch name {
            case "view": return controller.view
            case "viewIfLoaded": return .some(controller.viewIfLoaded)
            case "title": return .some(controller.title)
            case "navigationItem": return controller.navigationItem
            case "navigationController": return .some(controller.navigationController)
            case "tabBarController": return .some(controller.tabBarController)
            case "parent", "parentViewController": return .some(controller.parent)
            case "children", "childViewControllers": return controller.children
            case "presentedViewController": return .some(controller.presentedViewController)
            case "presentingViewController": return .some(controller.presentingViewController)
            case "preferredContentSize": return controller.preferredContentSize
            case "editing": return box(controller.isEditing)
            case "viewLoaded": return box(controller.isViewLoaded)
            default: break
            }
        }
        if let application = object as? UIApplication {
            switch name {
            case "applicationState": return box(application.applicationState.rawValue)
            case "applicationIconBadgeNumber": return box(application.applicationIconBadgeNumber)
            case "idleTimerDisabled": return box(application.isIdleTimerDisabled)
            case "windows": return application.windows
            default: break
            }
        }
        if let screen = object as? UIScreen {
            switch name {
            case "brightness": return box(screen.brightness)
            case "bounds": return screen.bounds
            case "scale": return box(screen.scale)
            default: break
            }
        }
        return nil
    }

    /// A stored property found by reflection, the class's own and its superclasses'; by the name
    /// given, else as the Swift name of an Objective-C Boolean name (`"ready"` → `isReady`).
    private static func reflected(_ key: String, of object: Any) -> Any?? {
        let swiftBoolean = "is" + key.prefix(1).uppercased() + key.dropFirst()
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children {
                guard let label = child.label, label == key || label == swiftBoolean else { continue }
                return .some(unwrapped(child.value))
            }
            mirror = current.superclassMirror
        }
        return nil
    }

    /// `value` with an optional's wrapping taken off (nil for `.none`), numbers boxed.
    private static func unwrapped(_ value: Any) -> Any? {
        guard let value = flattenedOptional(value) else { return nil }
        switch value {
        case let number as Double: return NumberBoxing.box(number)
        case let number as Float: return NumberBoxing.box(Double(number))
        case let number as Int: return NumberBoxing.box(number)
        case let flag as Bool: return NumberBoxing.box(flag)
        default: return value
        }
    }
}
