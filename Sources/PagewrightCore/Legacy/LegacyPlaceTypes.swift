/// The Swift type of a place a route or a flow reaches: screens opened from anywhere are
/// generic over whoever opened them, so the type spells out the chain.
extension LegacyEmitContext {
    func legacyTypeName(of place: ResolvedFlow.Place) -> String {
        switch place {
        case .screen(let name): pageType(name)
        case .opened(let name, let opener): "\(pageType(name))<\(legacyTypeName(of: opener))>"
        case .startSource: "Source"
        }
    }

    func arrive(at screen: String, from place: ResolvedFlow.Place) -> ResolvedFlow.Place {
        isOpenedFromAnywhere(screen) ? .opened(screen, by: place) : .screen(screen)
    }

    /// A literal argument value or a flow parameter, as Swift.
    func argumentExpression(_ value: ArgumentValue, type: ParamSpec.ValueType) -> String {
        switch value {
        case .string(let text): SwiftNames.literal(text)
        case .int(let number): type == .double ? "\(Double(number))" : "\(number)"
        case .double(let number): "\(number)"
        case .bool(let flag): flag ? "true" : "false"
        case .null: "nil"
        case .parameter(let name): SwiftNames.parameter(name.value)
        }
    }
}
