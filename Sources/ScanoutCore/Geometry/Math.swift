#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

// The C library's trigonometry, behind names that do not clash with an app's own `sin`/`cos`.
// The framework stays off Foundation; libm is all it needs for transforms and animation curves.

@inlinable @inline(__always) package func sinValue(_ x: Double) -> Double { sin(x) }
@inlinable @inline(__always) package func cosValue(_ x: Double) -> Double { cos(x) }
@inlinable @inline(__always) package func atan2Value(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
@inlinable @inline(__always) package func powValue(_ x: Double, _ y: Double) -> Double { pow(x, y) }
@inlinable @inline(__always) package func expValue(_ x: Double) -> Double { exp(x) }
@inlinable @inline(__always) package func asinValue(_ x: Double) -> Double { asin(x) }
