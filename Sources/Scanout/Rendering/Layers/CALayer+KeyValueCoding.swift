// Key-value coding on layers, as Core Animation has it: the layer's properties by name
// ("opacity", "position", "cornerRadius", …) and the sub-keys animations use ("position.x",
// "bounds.size", "transform.scale", "transform.rotation.z"), any other key stored and given back.
// Numbers are read from any number an app passes (`Float`, `Double`, `CGFloat`, `Int`,
// `NSNumber`) and given back boxed as Foundation boxes them; points, sizes, rectangles and
// transforms are given back as themselves (`as? CGPoint` reads them, as on iOS).

extension CALayer {
    /// The value at `keyPath`: a property, a sub-key of one, or a stored custom value.
    public func value(forKeyPath keyPath: String) -> Any? {
        if let known = propertyValue(forKey: keyPath) { return known }
        if keyPath.contains("."), let dot = keyPath.firstIndex(of: ".") {
            // A custom value holding a layer (or anything key-value coded) is walked into.
            let head = String(keyPath[..<dot])
            let rest = String(keyPath[keyPath.index(after: dot)...])
            if let inner = customValues[head] as? CALayer { return inner.value(forKeyPath: rest) }
        }
        return value(forKey: keyPath)
    }

    /// Sets the value at `keyPath`: a property, a sub-key of one, or a custom value.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        if setPropertyValue(value, forKey: keyPath) { return }
        if let dot = keyPath.firstIndex(of: "."),
            let inner = customValues[String(keyPath[..<dot])] as? CALayer
        {
            return inner.setValue(value, forKeyPath: String(keyPath[keyPath.index(after: dot)...]))
        }
        setValue(value, forKey: keyPath)
    }

    // MARK: - Internal

    /// The property (or sub-key) named `key`; nil for a key that names none (or a property that
    /// is nil).
    func propertyValue(forKey key: String) -> Any? {
        let decomposed = { DecomposedTransform(CATransform3DGetAffineTransform(self.transform)) }
        switch key {
        case "opacity": return NumberBoxing.box(Double(opacity))
        case "position": return position
        case "position.x": return NumberBoxing.box(position.x)
        case "position.y": return NumberBoxing.box(position.y)
        case "bounds": return bounds
        case "bounds.size": return bounds.size
        case "bounds.origin": return bounds.origin
        case "bounds.size.width": return NumberBoxing.box(bounds.width)
        case "bounds.size.height": return NumberBoxing.box(bounds.height)
        case "frame": return frame
        case "anchorPoint": return anchorPoint
        case "transform": return transform
        case "transform.scale":
            let parts = decomposed()
            return NumberBoxing.box((parts.scaleX + parts.scaleY) / 2)
        case "transform.scale.x": return NumberBoxing.box(decomposed().scaleX)
        case "transform.scale.y": return NumberBoxing.box(decomposed().scaleY)
        case "transform.rotation", "transform.rotation.z": return NumberBoxing.box(decomposed().rotation)
        case "transform.translation": return CGSize(width: transform.m41, height: transform.m42)
        case "transform.translation.x": return NumberBoxing.box(transform.m41)
        case "transform.translation.y": return NumberBoxing.box(transform.m42)
        case "cornerRadius": return NumberBoxing.box(cornerRadius)
        case "borderWidth": return NumberBoxing.box(borderWidth)
        case "borderColor": return borderColor
        case "backgroundColor": return backgroundColor
        case "shadowOpacity": return NumberBoxing.box(Double(shadowOpacity))
        case "shadowRadius": return NumberBoxing.box(shadowRadius)
        case "shadowOffset": return shadowOffset
        case "shadowColor": return shadowColor
        case "shadowPath": return shadowPath
        case "hidden", "isHidden": return NumberBoxing.box(isHidden)
        case "masksToBounds": return NumberBoxing.box(masksToBounds)
        case "zPosition": return NumberBoxing.box(zPosition)
        case "contents": return contents
        case "contentsScale": return NumberBoxing.box(contentsScale)
        case "name": return name
        case "speed": return NumberBoxing.box(Double(speed))
        case "timeOffset": return NumberBoxing.box(timeOffset)
        case "beginTime": return NumberBoxing.box(beginTime)
        case "opaque", "isOpaque": return NumberBoxing.box(isOpaque)
        default: return ownPropertyValue(forKey: key)
        }
    }

    /// Sets the property (or sub-key) named `key` from `value`; false when no property has that
    /// name (or `value` is not of its kind — Core Animation would raise; the key is then stored).
    func setPropertyValue(_ value: Any?, forKey key: String) -> Bool {
        let number = NumberBoxing.double(from: value)
        let point = Self.point(from: value)
        func setTransformPart(_ change: (inout DecomposedTransform, Double) -> Void) -> Bool {
            guard let number else { return false }
            var parts = DecomposedTransform(CATransform3DGetAffineTransform(transform))
            change(&parts, number)
            transform = CATransform3DMakeAffineTransform(parts.transform)
            return true
        }
        switch key {
        case "opacity": if let number { opacity = Float(number) } else { return false }
        case "position": if let point { position = point } else { return false }
        case "position.x": if let number { position.x = number } else { return false }
        case "position.y": if let number { position.y = number } else { return false }
        case "bounds": if let rect = Self.rect(from: value) { bounds = rect } else { return false }
        case "bounds.size": if let size = Self.size(from: value) { bounds.size = size } else { return false }
        case "bounds.origin": if let point { bounds.origin = point } else { return false }
        case "bounds.size.width": if let number { bounds.size.width = number } else { return false }
        case "bounds.size.height": if let number { bounds.size.height = number } else { return false }
        case "frame": if let rect = Self.rect(from: value) { frame = rect } else { return false }
        case "anchorPoint": if let point { anchorPoint = point } else { return false }
        case "transform":
            if let value = value as? CATransform3D {
                transform = value
            } else if let value = value as? CGAffineTransform {
                transform = CATransform3DMakeAffineTransform(value)
            } else {
                return false
            }
        case "transform.scale":
            return setTransformPart { parts, scale in
                parts.scaleX = scale
                parts.scaleY = scale
            }
        case "transform.scale.x": return setTransformPart { $0.scaleX = $1 }
        case "transform.scale.y": return setTransformPart { $0.scaleY = $1 }
        case "transform.rotation", "transform.rotation.z": return setTransformPart { $0.rotation = $1 }
        case "transform.translation.x": return setTransformPart { $0.translation.x = $1 }
        case "transform.translation.y": return setTransformPart { $0.translation.y = $1 }
        case "cornerRadius": if let number { cornerRadius = number } else { return false }
        case "borderWidth": if let number { borderWidth = number } else { return false }
        case "borderColor": borderColor = Self.color(from: value)
        case "backgroundColor": backgroundColor = Self.color(from: value)
        case "shadowOpacity": if let number { shadowOpacity = Float(number) } else { return false }
        case "shadowRadius": if let number { shadowRadius = number } else { return false }
        case "shadowOffset": if let size = Self.size(from: value) { shadowOffset = size } else { return false }
        case "shadowColor": shadowColor = Self.color(from: value)
        case "shadowPath":
            if value == nil {
                shadowPath = nil
            } else if let path = value as? CGPath {
                shadowPath = path
            } else {
                return false
            }
        case "hidden", "isHidden": if let number { isHidden = number != 0 } else { return false }
        case "masksToBounds": if let number { masksToBounds = number != 0 } else { return false }
        case "zPosition": if let number { zPosition = number } else { return false }
        case "contents": contents = value
        case "contentsScale": if let number { contentsScale = number } else { return false }
        case "name": name = value as? String
        case "speed": if let number { speed = Float(number) } else { return false }
        case "timeOffset": if let number { timeOffset = number } else { return false }
        case "beginTime": if let number { beginTime = number } else { return false }
        case "opaque", "isOpaque": if let number { isOpaque = number != 0 } else { return false }
        default: return setOwnPropertyValue(value, forKey: key)
        }
        return true
    }

    /// A colour from a `CGColor` or `UIColor`; nil otherwise.
    static func color(from value: Any?) -> CGColor? {
        switch value {
        case let color as CGColor: color
        case let color as UIColor: color.cgColor
        default: nil
        }
    }

    static func point(from value: Any?) -> CGPoint? {
        if let point = value as? CGPoint { return point }
        if let value = value as? NSValue, case .point(let point) = value.storage { return point }
        return nil
    }

    static func size(from value: Any?) -> CGSize? {
        if let size = value as? CGSize { return size }
        if let value = value as? NSValue, case .size(let size) = value.storage { return size }
        return nil
    }

    static func rect(from value: Any?) -> CGRect? {
        if let rect = value as? CGRect { return rect }
        if let value = value as? NSValue, case .rect(let rect) = value.storage { return rect }
        return nil
    }
}
