/// One screen's accessibility hierarchy, as a running app reported it: what `record(_:as:)` in
/// the generated support code writes, what `pagewright import` turns into a spec and what
/// `pagewright drift` checks the specs against.
public struct Recording: Sendable, Equatable {
    /// The screen's name in the specs (`Login`).
    public var screen: String
    /// Usually the application; its subtree is the whole screen.
    public var root: RecordedElement

    public init(screen: String, root: RecordedElement) {
        self.screen = screen
        self.root = root
    }

    /// Every element of the tree, depth first, parents before their children.
    public var allElements: [RecordedElement] {
        var result: [RecordedElement] = []
        func visit(_ element: RecordedElement) {
            result.append(element)
            element.children.forEach(visit)
        }
        visit(root)
        return result
    }
}

/// One element of a recording: the attributes `XCUIElementSnapshot` reports, and its children in
/// the order the app lists them.
public struct RecordedElement: Sendable, Equatable {
    /// An `XCUIElement.ElementType` case name (`button`, `staticText`).
    public var type: String
    public var identifier: String
    public var label: String
    /// `value` as text (a switch's `1`, a field's contents); empty when the element has none.
    public var value: String
    public var placeholder: String
    public var title: String
    /// Nil when the app reported none (a pasted description without one, or a non-finite frame).
    public var frame: Frame?
    public var isEnabled: Bool
    public var isSelected: Bool
    public var children: [RecordedElement]

    public init(type: String, identifier: String = "", label: String = "", value: String = "", placeholder: String = "",
                title: String = "", frame: Frame? = nil, isEnabled: Bool = true, isSelected: Bool = false,
                children: [RecordedElement] = []) {
        self.type = type
        self.identifier = identifier
        self.label = label
        self.value = value
        self.placeholder = placeholder
        self.title = title
        self.frame = frame
        self.isEnabled = isEnabled
        self.isSelected = isSelected
        self.children = children
    }

    /// A rectangle in points, origin top left of the screen.
    public struct Frame: Sendable, Equatable {
        public var x: Double
        public var y: Double
        public var width: Double
        public var height: Double

        public init(x: Double, y: Double, width: Double, height: Double) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }
    }
}
