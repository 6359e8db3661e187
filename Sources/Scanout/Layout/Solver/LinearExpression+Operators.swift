/// A variable or an expression: what the expression operators accept on either side, so
/// `left + width + 8.0` needs no conversions. Only these two types conform; numbers are taken
/// as `Double` in separate overloads, which keeps every other `+` in the module unambiguous.
protocol LinearExpressionConvertible {
    var linearExpression: LinearExpression { get }
}

extension LayoutVariable: LinearExpressionConvertible {
    var linearExpression: LinearExpression { LinearExpression(self) }
}

extension LinearExpression: LinearExpressionConvertible {
    var linearExpression: LinearExpression { self }
}

// Free functions: an operator declared inside a type must take that type, and these also take
// `LayoutVariable` alone (`a + b`). Internal, so no client of Scanout sees them.
func + <Left: LinearExpressionConvertible, Right: LinearExpressionConvertible>(
    lhs: Left, rhs: Right
) -> LinearExpression {
    var result = lhs.linearExpression
    result.add(rhs.linearExpression)
    return result
}

func - <Left: LinearExpressionConvertible, Right: LinearExpressionConvertible>(
    lhs: Left, rhs: Right
) -> LinearExpression {
    var result = lhs.linearExpression
    result.add(rhs.linearExpression, times: -1)
    return result
}

func + <Left: LinearExpressionConvertible>(lhs: Left, rhs: Double) -> LinearExpression {
    var result = lhs.linearExpression
    result.constant += rhs
    return result
}

func - <Left: LinearExpressionConvertible>(lhs: Left, rhs: Double) -> LinearExpression {
    var result = lhs.linearExpression
    result.constant -= rhs
    return result
}

func * <Left: LinearExpressionConvertible>(lhs: Left, rhs: Double) -> LinearExpression {
    lhs.linearExpression.scaled(by: rhs)
}

func * <Right: LinearExpressionConvertible>(lhs: Double, rhs: Right) -> LinearExpression {
    rhs.linearExpression.scaled(by: lhs)
}

func / <Left: LinearExpressionConvertible>(lhs: Left, rhs: Double) -> LinearExpression {
    lhs.linearExpression.scaled(by: 1 / rhs)
}

prefix func - <Operand: LinearExpressionConvertible>(operand: Operand) -> LinearExpression {
    operand.linearExpression.scaled(by: -1)
}
