/// When a device variant applies: an idiom (`phone`, `pad`) or an orientation (`portrait`,
/// `landscape`) of the device the tests run on, or the app's horizontal size class (`compact`,
/// `regular`: an iPad app in a narrow split view is compact, as an iPhone is).
public struct DeviceCondition: Sendable, Hashable {
    public enum Kind: String, Sendable, CaseIterable {
        case idiom, orientation, horizontalSizeClass
    }

    public var kind: Kind
    public var value: String

    public init(kind: Kind, value: String) {
        self.kind = kind
        self.value = value
    }

    /// The values each kind takes, as the spec writes them.
    public static func values(of kind: Kind) -> [String] {
        switch kind {
        case .idiom: ["phone", "pad"]
        case .orientation: ["portrait", "landscape"]
        case .horizontalSizeClass: ["compact", "regular"]
        }
    }
}

/// An element found otherwise on some devices: the element with the variant's keys in place of
/// the base's (`"idiom": { "pad": { "id": "Sidebar.add" } }`).
public struct ElementVariantSpec: Sendable {
    public var condition: Located<DeviceCondition>
    public var element: ElementSpec
}

/// An action that takes other steps on some devices (`"idiom": { "pad": { "steps": [] } }`).
/// Where a variant leads elsewhere, the action's destinations are all of them (the test says
/// which it expects).
public struct ActionVariantSpec: Sendable {
    public var condition: Located<DeviceCondition>
    public var steps: [StepSpec]
}
