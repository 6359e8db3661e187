/// Foundation's names for the platform's integers, as Objective-C-era Swift code still writes them.
/// Foundation on Linux does not declare them.
public typealias NSInteger = Int

/// Foundation's name for the platform's unsigned integer.
public typealias NSUInteger = UInt
