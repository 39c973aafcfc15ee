/// Lets screens and containers list their elements one per line, with `if` and `for`. Not Apple API.
@resultBuilder
public enum SimulatedUIBuilder {
    public static func buildExpression(_ element: SimulatedElement) -> [SimulatedElement] { [element] }
    public static func buildExpression(_ elements: [SimulatedElement]) -> [SimulatedElement] { elements }
    public static func buildBlock(_ parts: [SimulatedElement]...) -> [SimulatedElement] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [SimulatedElement]?) -> [SimulatedElement] { part ?? [] }
    public static func buildEither(first part: [SimulatedElement]) -> [SimulatedElement] { part }
    public static func buildEither(second part: [SimulatedElement]) -> [SimulatedElement] { part }
    public static func buildArray(_ parts: [[SimulatedElement]]) -> [SimulatedElement] { parts.flatMap { $0 } }
}
