/// Device variants of elements: each part of the locator enum (`rawValue`, `query(_:)`,
/// `locator(_:)`) first asks the device, for an element found otherwise on some devices.
extension ElementEnumRenderer {
    /// The statements for every device: each variant's under its condition, in order, then the
    /// element's own.
    func onEveryDevice(_ element: Resolved.Element, _ statements: (Resolved.Element) -> [String]) -> [String] {
        let base = statements(element)
        var branches: [String] = []
        for variant in element.variants {
            let lines = statements(Self.element(element, as: variant))
            // A variant found as the element is elsewhere needs no branch.
            guard lines != base else { continue }
            branches.append("if \(DeviceText.condition(variant.condition)) {")
            branches += lines.map { "    " + $0 }
            branches.append("}")
        }
        // An element whose every statement is its query's first match keeps the short form.
        return branches + base
    }

    /// The parameters read on any device.
    func onEveryDevice(_ element: Resolved.Element, _ parameters: (Resolved.Element) -> Set<String>) -> Set<String> {
        element.variants.reduce(parameters(element)) { $0.union(parameters(Self.element(element, as: $1))) }
    }

    /// The element as a variant finds it.
    private static func element(_ element: Resolved.Element, as variant: Resolved.ElementVariant) -> Resolved.Element {
        var shown = element
        shown.locator = variant.locator
        shown.rawValue = variant.rawValue
        shown.variants = []
        return shown
    }
}

/// The device as generated code asks it: the runtime's `PagewrightDevice`.
enum DeviceText {
    static func condition(_ condition: DeviceCondition) -> String {
        switch (condition.kind, condition.value) {
        case (.idiom, let idiom): "\(RuntimeAPI.device).idiom == .\(idiom)"
        case (.orientation, "landscape"): "\(RuntimeAPI.device).isLandscape"
        case (.orientation, _): "!\(RuntimeAPI.device).isLandscape"
        case (.horizontalSizeClass, let sizeClass): "\(RuntimeAPI.device).horizontalSizeClass == .\(sizeClass)"
        }
    }
}
