import Testing
@testable import PagewrightCore

/// Samples follow the line grammar of Apple's `debugDescription` as seen in public captures
/// (research note: swift-man/XCUITest_study README; appium/appium #20239, #13516, #15077;
/// appium/WebDriverAgent #416). Values here are invented.
@Suite("debugDescription parser")
struct DebugDescriptionParserTests {
    static let application = """
        (lldb) po XCUIApplication().debugDescription
        t =   109.84s Requesting snapshot of accessibility hierarchy for app with pid 4242
        Attributes: Application, 0x600000a1c000, pid: 4242, label: 'Shop'
        Element subtree:
         →Application, 0x600000a1c000, pid: 4242, label: 'Shop'
            Window (Main), 0x600000a1c0e0, {{0.0, 0.0}, {393.0, 852.0}}
              NavigationBar, 0x600000a1c1c0, {{0.0, 59.0}, {393.0, 44.0}}, identifier: 'Orders'
                StaticText, 0x600000a1c2a0, {{170.0, 70.7}, {53.0, 20.3}}, label: 'Orders'
              TextField, 0x600000a1c380, {{16.0, 120.0}, {361.0, 36.0}}, identifier: 'search', placeholderValue: 'Search orders'
              Button, 0x600000a1c460, {{-16.5, 170.0}, {120.0, 44.0}}, identifier: 'create', label: 'Create', Disabled
              Switch, 0x600000a1c540, {{320.0, 230.0}, {51.0, 31.0}}, identifier: 'paid-only', label: 'Paid only', value: 1
        Path to element:
         →Application, 0x600000a1c000, pid: 4242, label: 'Shop'
        Query chain:
         →Find: Target Application 'com.example.shop'
          Output: {
            Application, 0x600000a1c620, pid: 4242, label: 'Shop'
          }
        """

    @Test("the element subtree of 'po app': nesting by indentation, attributes, frames, flags; log lines and other sections ignored")
    func subtree() throws {
        let root = try DebugDescriptionParser.parse(Self.application)
        #expect(root.type == "application" && root.label == "Shop" && root.frame == nil)
        let window = try #require(root.children.first)
        #expect(root.children.count == 1 && window.type == "window")
        #expect(window.frame == .init(x: 0, y: 0, width: 393, height: 852))
        #expect(window.children.map(\.type) == ["navigationBar", "textField", "button", "switch"])
        #expect(window.children[0].identifier == "Orders" && window.children[0].children.map(\.label) == ["Orders"])
        #expect(window.children[1].placeholder == "Search orders")
        #expect(window.children[2].isEnabled == false && window.children[2].label == "Create")
        #expect(window.children[2].frame == .init(x: -16.5, y: 170, width: 120, height: 44))
        #expect(window.children[3].value == "1" && window.children[3].label == "Paid only")
    }

    @Test("quoted values are not escaped: a label may hold quotes, commas and key names")
    func unescapedLabels() throws {
        let text = """
            Element subtree:
             →Application, 0x1, pid: 1, label: 'A'
                StaticText, 0x2, {{0.0, 0.0}, {1.0, 1.0}}, identifier: 'note', label: 'Tom's, label: 'x', Disabled', Selected
                Button, 0x3, {{0.0, 0.0}, {1.0, 1.0}}, label: 'It's, like, done'
                TextField, 0x4, {{0.0, 0.0}, {1.0, 1.0}}, identifier: 'q', value: hello, world, placeholderValue: 'Search, please'
            """
        let root = try DebugDescriptionParser.parse(text)
        #expect(root.children.count == 3)
        #expect(root.children[0].identifier == "note")
        #expect(root.children[0].label == "Tom's, label: 'x', Disabled")
        #expect(root.children[0].isSelected && root.children[0].isEnabled)
        #expect(root.children[1].label == "It's, like, done")
        #expect(root.children[2].value == "hello, world" && root.children[2].placeholder == "Search, please")
    }

    @Test("older Xcode: no addresses; a query's Output block is read when there is no subtree")
    func outputBlock() throws {
        let text = """
            Find: Target Application 'com.example.UIKitCatalog'
              Output: {
                Application, pid: 40442, label: 'UIKitCatalog'
              }
              ↪︎Find: Descendants matching type TextField
                Output: {
                  TextField, {{20.0, 120.0}, {374.0, 34.0}}, value: hello
                  TextField, {{20.0, 170.0}, {374.0, 34.0}}, identifier: 'secure', placeholderValue: 'Placeholder text'
                }
            """
        let root = try DebugDescriptionParser.parse(text)
        #expect(root.type == "application")
        #expect(root.children.map(\.type) == ["textField", "textField"])
        #expect(root.children[0].value == "hello" && root.children[1].identifier == "secure")
    }

    @Test("an element description without the app: its subtree is the tree; unknown attributes are read past")
    func elementDescription() throws {
        let text = """
            Attributes: Window, 0x10530a4e0, {{0.0, 0.0}, {390.0, 844.0}}
            Element subtree:
             →Window, 0x10530a4e0, {{0.0, 0.0}, {390.0, 844.0}}, identifier: 'SBSwitcherWindow:Main'
                Other, 0x2, {{0.0, 0.0}, {390.0, 844.0}}, hitPoint: {195, 422}, identifier: 'x'
            """
        let root = try DebugDescriptionParser.parse(text)
        #expect(root.type == "window" && root.identifier == "SBSwitcherWindow:Main")
        #expect(root.children.first?.identifier == "x")
        #expect(root.children.first?.type == "other")
    }

    @Test("text with no element lines is refused with what was expected")
    func refused() {
        #expect(throws: DebugDescriptionParser.Failure.self) { try DebugDescriptionParser.parse("error: no such app\n  Output: {\n  }") }
        do {
            _ = try DebugDescriptionParser.parse("")
        } catch {
            #expect(error.message.hasPrefix("found no element lines; expected the text of 'po XCUIApplication().debugDescription'"))
        }
    }

    @Test("Windows line endings and tabs are read like spaces and newlines")
    func lineEndings() throws {
        let text = "Element subtree:\r\n →Application, 0x1, pid: 1, label: 'A'\r\n    Button, 0x2, identifier: 'ok'\r\n"
        let root = try DebugDescriptionParser.parse(text)
        #expect(root.children.map(\.identifier) == ["ok"])
    }
}

extension DebugDescriptionParserTests {
    @Test("hostile text: a label full of quotes and commas, a line of 140 KB, nesting a thousand deep — read quickly, never a crash")
    func hostile() throws {
        let quotes = String(repeating: "', label: 'x', ", count: 300)
        let text = "Element subtree:\n →Application, 0x1, pid: 1, label: 'A'\n    StaticText, 0x2, identifier: 'q', label: '\(quotes)end'\n"
        let root = try DebugDescriptionParser.parse(text)
        #expect(root.children.first?.identifier == "q")
        let long = "Element subtree:\n →Application, 0x1, label: '" + String(repeating: "a', b, ", count: 20_000) + "'\n"
        #expect(try DebugDescriptionParser.parse(long).type == "application")
        var deep = "Element subtree:\n →Application, 0x1, pid: 1\n"
        for depth in 1...1_000 { deep += String(repeating: " ", count: 2 + 2 * depth) + "Other, 0x\(depth)\n" }
        let tree = try DebugDescriptionParser.parse(deep)
        var depth = 0
        var node = tree
        while let child = node.children.first { node = child; depth += 1 }
        #expect(depth == DebugDescriptionParser.maximumDepth)
    }
}
