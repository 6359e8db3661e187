import Scanout
import ScanoutTesting
import Testing

/// BEHAVIOUR.md section 9: user activity on responders.
@MainActor
@Suite struct UserActivityTests {
    final class FormController: UIViewController {
        var visitorName = "Ada"
        override func updateUserActivityState(_ activity: NSUserActivity) {
            activity.addUserInfoEntries(from: ["visitor": visitorName])
        }
        override func restoreUserActivityState(_ activity: NSUserActivity) {
            visitorName = activity.userInfo?["visitor"] as? String ?? ""
        }
    }

    final class Delegate: UIApplicationDelegate {
        var updated: [String] = []
        func application(_ application: UIApplication, didUpdate userActivity: NSUserActivity) {
            updated.append(userActivity.activityType)
        }
    }

    @Test func associatedRespondersUpdateTheActivityWhenItNeedsSaving() {
        let host = TestHost()
        let delegate = Delegate()
        host.application.delegate = delegate
        let form = FormController()
        host.window.rootViewController = form
        let activity = NSUserActivity(activityType: "com.example.kiosk.check-in")
        form.userActivity = activity
        #expect(form.userActivity === activity)

        activity.becomeCurrent()
        #expect(activity.isCurrent)
        #expect(activity.needsSave)
        host.drain()
        #expect(activity.userInfo?["visitor"] as? String == "Ada")
        #expect(!activity.needsSave)
        #expect(delegate.updated == ["com.example.kiosk.check-in"])

        form.visitorName = "Grace"
        activity.needsSave = true
        host.drain()
        #expect(activity.userInfo?["visitor"] as? String == "Grace")

        let restored = FormController()
        restored.restoreUserActivityState(activity)
        #expect(restored.visitorName == "Grace")
    }

    @Test func replacingTheActivityDropsTheOldAssociation() {
        let host = TestHost()
        let form = FormController()
        host.window.rootViewController = form
        let old = NSUserActivity(activityType: "old")
        let new = NSUserActivity(activityType: "new")
        form.userActivity = old
        form.userActivity = new
        old.needsSave = true
        new.needsSave = true
        host.drain()
        #expect(old.userInfo == nil)
        #expect(new.userInfo?["visitor"] as? String == "Ada")
    }
}
