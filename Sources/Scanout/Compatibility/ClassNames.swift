// Foundation's class-name functions, which UIKit code passes to `UIApplicationMain`:
//
//     UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(AppDelegate.self))
//
// Without an Objective-C runtime there is no class table; Swift's runtime finds a type from its
// name instead (`_typeByName`), which takes the dotted name of a top-level type
// (`MyApp.AppDelegate`) and the mangled name of any type it can reach. The dotted name is what
// UIKit gives for a top-level class; nested and generic classes, which the dotted form cannot
// name again, get their mangled name, as Objective-C gives a nested Swift class its mangled name.
// A private or local class cannot be found by any name (its mangled name holds an address the
// runtime does not look up): `UIApplicationMain` needs a delegate that is at least internal.

/// The name of `aClass`: `Module.Class` when that finds it again, else its mangled name when that
/// does, else the dotted name (of a private or local class: see above).
public func NSStringFromClass(_ aClass: AnyClass) -> String {
    let dotted = String(reflecting: aClass)
    if let found = _typeByName(dotted), found == aClass {
        return dotted
    }
    if let mangled = _mangledTypeName(aClass), let found = _typeByName(mangled), found == aClass {
        return mangled
    }
    return dotted
}

/// The class named `aClassName` (a name `NSStringFromClass` gives: `Module.Class` or a mangled
/// name), or nil when no class has that name. Types that are not classes (structures,
/// enumerations) are nil too.
public func NSClassFromString(_ aClassName: String) -> AnyClass? {
    guard !aClassName.isEmpty else { return nil }
    return _typeByName(aClassName) as? AnyClass
}
