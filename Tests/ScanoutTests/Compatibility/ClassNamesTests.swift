import Testing

@testable import Scanout

final class ClassNamesTopLevel {}

enum ClassNamesOuter {
    final class Inner {}
}

final class ClassNamesBox<Value> {}

private final class ClassNamesHidden {}

struct ClassNamesValue {}

/// `NSStringFromClass` and `NSClassFromString`: a class's name finds the class again, whatever
/// kind of class it is, as `UIApplicationMain` needs.
@Suite struct ClassNamesTests {
    @Test func aTopLevelClassIsNamedWithItsModuleAsInUIKit() {
        #expect(NSStringFromClass(ClassNamesTopLevel.self) == "ScanoutTests.ClassNamesTopLevel")
        #expect(NSClassFromString("ScanoutTests.ClassNamesTopLevel") == ClassNamesTopLevel.self)
        #expect(NSStringFromClass(UIApplication.self) == "Scanout.UIApplication")
    }

    @Test(
        arguments: [
            ClassNamesTopLevel.self, ClassNamesOuter.Inner.self, ClassNamesBox<Int>.self, ClassNamesBox<String>.self,
            UIResponder.self,
        ] as [AnyClass])
    func everyClassNameFindsItsClass(_ aClass: AnyClass) {
        let name = NSStringFromClass(aClass)
        #expect(!name.isEmpty)
        #expect(NSClassFromString(name) == aClass, "\(name)")
    }

    @Test func aNestedClassIsNamedByItsMangledNameAsObjectiveCNamesIt() {
        let name = NSStringFromClass(ClassNamesOuter.Inner.self)
        #expect(name != "ScanoutTests.ClassNamesOuter.Inner" && name.contains("ClassNamesOuter"), "\(name)")
    }

    /// A documented limit: Swift's runtime cannot look up a private type by name.
    @Test func aPrivateClassCannotBeFoundByItsName() {
        #expect(NSClassFromString(NSStringFromClass(ClassNamesHidden.self)) == nil)
        #expect(NSStringFromClass(ClassNamesHidden.self).hasSuffix("ClassNamesHidden"))
    }

    @Test func namesOfNothingOrOfValuesFindNoClass() {
        #expect(NSClassFromString("") == nil)
        #expect(NSClassFromString("ScanoutTests.NoSuchClass") == nil)
        #expect(NSClassFromString("NoModule.AppDelegate") == nil)
        #expect(NSClassFromString("ScanoutTests.ClassNamesValue") == nil)
        #expect(NSClassFromString("Swift.Int") == nil)
    }
}
