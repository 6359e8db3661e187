import Dispatch
import FoundationEssentials

/// State restoration for a kiosk that loses power: the app comes back on the screen it was on,
/// with the navigation stack, the presented screen and what each controller saved (the text being
/// typed), as UIKit restores an app the system ended.
///
/// **What is saved.** View controllers that have a `restorationIdentifier`, from the key window's
/// root down (a controller without one is left out with everything below it): each one's place
/// (navigation stack, tab, presented screen), class and `restorationClass`, and what its
/// `encodeRestorableState(with:)` writes; the app delegate's `willEncodeRestorableStateWith` values.
/// Only when the app delegate answers true to `shouldSaveSecureApplicationState` (or the older
/// `shouldSaveApplicationState`). Independently, each scene delegate's
/// `stateRestorationActivity(for:)`.
///
/// **When.** UIKit saves when an app goes to the background. A kiosk is rarely sent there and is
/// often switched off at the wall, so Scanout also saves one second after input (at most once a
/// second while input goes on, not waiting for the disk), and when the app goes to the background
/// or is stopped (waiting for it). A save that
/// would write what is already on the disk writes nothing. The file is `RestorationState.plist` in
/// the app's data directory, replaced whole (`AtomicFile`), off the main thread.
///
/// **Restoring.** At launch, after `didFinishLaunching` and the scene's `willConnectTo` (so a root
/// built in either is found), when the app delegate answers true to
/// `shouldRestoreSecureApplicationState` (or `shouldRestoreApplicationState`). Each saved
/// controller is found or made, from the root down: the one already at its place with the same
/// identifier, else its `restorationClass`'s `viewController(withRestorationIdentifierPath:coder:)`,
/// else the app delegate's `application(_:viewControllerWithRestorationIdentifierPath:coder:)`;
/// one that none gives is left out with what was above it on its stack. Stacks are set and screens
/// presented without animation; then every restored controller's `decodeRestorableState(with:)`,
/// then each one's `applicationFinishedRestoringState()`, then the delegate's
/// `didDecodeRestorableStateWith`. A scene's saved activity is its session's
/// `stateRestorationActivity` in `scene(_:willConnectTo:options:)`.
///
/// UIKit restores before `didFinishLaunching`; doing it after also finds the windows apps built in
/// code make there, which is how most kiosk apps start.
@preconcurrency @MainActor
package final class StateRestoration {
    /// The file state is saved to and restored from.
    let file: String
    private unowned let application: UIApplication
    /// What the last run saved, read at launch; consumed by the restoration.
    private var saved: [String: PropertyListValue]?
    /// The state last written (or read), so an unchanged state is not written again. (Compared
    /// as values: two encodings of one dictionary may order its keys differently.)
    private var lastWritten: PropertyListValue?
    private var saveScheduled = false

    /// The version of the file's layout; a file of another version is not restored.
    static let format = "scanout-state-restoration-1"

    package init(file: String, application: UIApplication) {
        self.file = file
        self.application = application
        saved = PropertyListFile.open(
            path: file, owner: "State restoration", fallback: "The app starts on its first screen.",
            isUsable: { $0["format"] == .string(StateRestoration.format) })
        lastWritten = saved.map { .dictionary($0) }
    }

    // MARK: Saving

    /// Input was handled: save within a second, unless a save is already due.
    func inputWasDispatched() {
        guard !saveScheduled else { return }
        saveScheduled = true
        application.clock.schedule(after: 1) { [weak self] in
            guard let self else { return }
            saveScheduled = false
            save(waitingForTheDisk: false)
        }
    }

    /// Saves now: what the app and its scenes want kept. Waits for the disk when the process is
    /// about to end.
    func save(waitingForTheDisk: Bool) {
        var state: [String: PropertyListValue] = ["format": .string(StateRestoration.format)]
        if let delegate = application.delegate {
            let coder = NSCoder()
            if delegate.application(application, shouldSaveSecureApplicationState: coder)
                || delegate.application(application, shouldSaveApplicationState: coder)
            {
                delegate.application(application, willEncodeRestorableStateWith: coder)
                state["application"] = .dictionary(coder.values)
                if let root = application.keyWindow?.rootViewController, let node = encode(root) {
                    state["root"] = node
                }
            }
        }
        for scene in application.connectedScenes {
            guard let activity = scene.delegate?.stateRestorationActivity(for: scene) else { continue }
            state["sceneActivity"] = Self.encode(activity)
        }
        write(state, waitingForTheDisk: waitingForTheDisk)
    }

    /// `controller` and what is below it, when it has a restoration identifier.
    private func encode(_ controller: UIViewController) -> PropertyListValue? {
        guard let identifier = controller.restorationIdentifier, !identifier.isEmpty else { return nil }
        let coder = NSCoder()
        controller.encodeRestorableState(with: coder)
        var node: [String: PropertyListValue] = [
            "identifier": .string(identifier),
            "class": .string(NSStringFromClass(type(of: controller))),
            "state": .dictionary(coder.values),
        ]
        // Named as `NSClassFromString` finds it again (a nested class by its mangled name).
        if let restorationClass = controller.restorationClass {
            node["restorationClass"] = .string(NSStringFromClass(restorationClass as AnyClass))
        }
        let children: [UIViewController]
        if let navigation = controller as? UINavigationController {
            // A stack is kept up to its first controller that cannot be saved.
            var stack: [PropertyListValue] = []
            for child in navigation.viewControllers {
                guard let encoded = encode(child) else { break }
                stack.append(encoded)
            }
            node["stack"] = .array(stack)
            children = []
        } else if let tabs = controller as? UITabBarController {
            node["selectedIndex"] = .integer(tabs.selectedIndex)
            children = tabs.viewControllers ?? []
        } else {
            children = controller.children
        }
        let encodedChildren = children.compactMap(encode)
        if !encodedChildren.isEmpty { node["children"] = .array(encodedChildren) }
        if let presented = controller.presentedViewController, presented.presentingViewController === controller,
            let encoded = encode(presented)
        {
            node["presented"] = encoded
        }
        return .dictionary(node)
    }

    private static func encode(_ activity: NSUserActivity) -> PropertyListValue {
        var values: [String: PropertyListValue] = ["activityType": .string(activity.activityType)]
        if let title = activity.title { values["title"] = .string(title) }
        if let info = activity.userInfo {
            if let encoded = PropertyListValue(info) {
                values["userInfo"] = encoded
            } else {
                Diagnostics.warn(
                    "The scene's state restoration activity (\(activity.activityType)) has userInfo values that are "
                        + "not property lists; it is saved without them.")
            }
        }
        return .dictionary(values)
    }

    private func write(_ state: [String: PropertyListValue], waitingForTheDisk: Bool) {
        let value = PropertyListValue.dictionary(state)
        guard value != lastWritten else { return }
        // An app that keeps nothing (it does not opt in, and has no scene activity) writes no file
        // and makes no directory: a read-only root file system must not warn about state never
        // asked for. A file an earlier run left is still replaced, so stale state does not return.
        if lastWritten == nil, state.count == 1 { return }
        let bytes: [UInt8]
        do {
            bytes = try PropertyListFile.encode(state)
        } catch {
            Diagnostics.warn("State restoration: the state could not be encoded (\(error)); nothing was saved.")
            return
        }
        lastWritten = value
        let file = self.file
        let work: @Sendable () -> Void = {
            do {
                try AtomicFile.write(bytes, toPath: file)
            } catch {
                Diagnostics.warn("State restoration: \(error). The app will start on its first screen next time.")
            }
        }
        if waitingForTheDisk {
            PropertyListFile.writes.sync(execute: work)
        } else {
            PropertyListFile.writes.async(execute: work)
        }
    }

    // MARK: Restoring

    /// The saved scene activity, for the scene about to connect.
    func savedSceneActivity() -> NSUserActivity? {
        guard case .dictionary(let values) = saved?["sceneActivity"], case .string(let type) = values["activityType"]
        else { return nil }
        let activity = NSUserActivity(activityType: type)
        if case .string(let title) = values["title"] { activity.title = title }
        if case .dictionary(let info) = values["userInfo"] {
            activity.userInfo = Dictionary(
                uniqueKeysWithValues: info.map { (AnyHashable($0.key), $0.value.foundationValue) })
        }
        return activity
    }

    /// Restores the view controllers the last run saved (once; nothing when the app does not
    /// agree or nothing was saved).
    func restoreViewControllers() {
        guard let saved, let delegate = application.delegate else { return }
        self.saved = nil
        guard case .dictionary(let applicationValues) = saved["application"] else { return }
        let applicationCoder = NSCoder(values: applicationValues)
        guard
            delegate.application(application, shouldRestoreSecureApplicationState: applicationCoder)
                || delegate.application(application, shouldRestoreApplicationState: applicationCoder)
        else { return }
        var restored: [(UIViewController, NSCoder)] = []
        if case .dictionary(let root) = saved["root"] {
            let window = application.keyWindow ?? delegate.window
            if let controller = restore(root, path: [], existing: window?.rootViewController, into: &restored),
                let window, window.rootViewController !== controller
            {
                window.rootViewController = controller
            }
        }
        for (controller, coder) in restored { controller.decodeRestorableState(with: coder) }
        for (controller, _) in restored { controller.applicationFinishedRestoringState() }
        delegate.application(application, didDecodeRestorableStateWith: applicationCoder)
    }

    /// The controller for `node` (found or made) with what was below it, or nil when none can be
    /// had; each restored controller is added to `restored`, parents first.
    private func restore(
        _ node: [String: PropertyListValue], path parentPath: [String], existing: UIViewController?,
        into restored: inout [(UIViewController, NSCoder)]
    ) -> UIViewController? {
        guard case .string(let identifier) = node["identifier"] else { return nil }
        let path = parentPath + [identifier]
        let coder: NSCoder
        if case .dictionary(let state) = node["state"] { coder = NSCoder(values: state) } else { coder = NSCoder() }
        guard let controller = controller(for: node, path: path, existing: existing, coder: coder) else { return nil }
        if controller.restorationIdentifier == nil { controller.restorationIdentifier = identifier }
        restored.append((controller, coder))

        if let navigation = controller as? UINavigationController, case .array(let stack) = node["stack"] {
            var restoredStack: [UIViewController] = []
            for (index, entry) in stack.enumerated() {
                guard case .dictionary(let child) = entry else { break }
                let current = index < navigation.viewControllers.count ? navigation.viewControllers[index] : nil
                guard let made = restore(child, path: path, existing: current, into: &restored) else { break }
                restoredStack.append(made)
            }
            if !restoredStack.isEmpty, !restoredStack.elementsEqual(navigation.viewControllers, by: ===) {
                navigation.setViewControllers(restoredStack, animated: false)
            }
        }
        if case .array(let children) = node["children"] {
            let existingChildren = (controller as? UITabBarController)?.viewControllers ?? controller.children
            for entry in children {
                guard case .dictionary(let child) = entry, case .string(let childIdentifier) = child["identifier"]
                else {
                    continue
                }
                // Children of other containers are the app's to make: their state is restored
                // into the ones already there.
                guard let current = existingChildren.first(where: { $0.restorationIdentifier == childIdentifier })
                else {
                    continue
                }
                _ = restore(child, path: path, existing: current, into: &restored)
            }
        }
        if let tabs = controller as? UITabBarController, case .integer(let index) = node["selectedIndex"],
            index >= 0, index < (tabs.viewControllers?.count ?? 0)
        {
            tabs.selectedIndex = index
        }
        if case .dictionary(let presentedNode) = node["presented"] {
            let current = controller.presentedViewController
            if let presented = restore(presentedNode, path: path, existing: current, into: &restored),
                presented !== current, current == nil
            {
                controller.present(presented, animated: false)
            }
        }
        return controller
    }

    /// The controller already at the place with the same identifier, else the one its
    /// restoration class or the app delegate makes.
    private func controller(
        for node: [String: PropertyListValue], path: [String], existing: UIViewController?, coder: NSCoder
    ) -> UIViewController? {
        if let existing, existing.restorationIdentifier == path.last { return existing }
        if case .string(let name) = node["restorationClass"],
            let restorationClass = NSClassFromString(name) as? UIViewControllerRestoration.Type
        {
            return restorationClass.viewController(withRestorationIdentifierPath: path, coder: coder)
        }
        return application.delegate?.application(
            application, viewControllerWithRestorationIdentifierPath: path, coder: coder)
    }
}
