/// `value` without the optionals wrapped around it — an `Optional<View>` or `String??` that an
/// app passed as `Any` — or nil when one of them is empty. Key-value coding (a model's optional
/// property read by reflection) and associated objects (an optional object passed as the value)
/// both take values this way.
func flattenedOptional(_ value: Any?) -> Any? {
    guard let value else { return nil }
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return value }
    return flattenedOptional(mirror.children.first?.value)
}
