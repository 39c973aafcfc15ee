import Foundation

/// The edit menu of a text field or text view: "In iOS, the edit menu displays commands in a
/// compact, horizontal list that appears when people touch and hold or double-tap to select
/// content in a view" (Human Interface Guidelines, Edit menus,
/// https://developer.apple.com/design/human-interface-guidelines/edit-menus); "standard UIKit
/// classes, such as UITextView and UITextField, are preconfigured to use edit menu interactions"
/// (https://developer.apple.com/documentation/uikit/uieditmenuinteraction). Tests reach its
/// commands as `app.menuItems["Paste"]` after a press or a double tap on the field, the pattern
/// public UI-test suites use to paste what the runner put on `UIPasteboard.general`.
///
/// Modelled, for an editable text element:
/// - a press of at least half a second (`UILongPressGestureRecognizer`'s default
///   `minimumPressDuration`, https://developer.apple.com/documentation/uikit/uilongpressgesturerecognizer/minimumpressduration)
///   gives it keyboard focus with nothing selected and shows Select and Select All (when it holds
///   text) and Paste (when the pasteboard holds a string);
/// - a double tap selects; Apple selects the word under the finger, and since the stand-in lays
///   out no text it selects all of it (a test that meant to replace one word then loses the rest,
///   which it would notice). It shows Cut and Copy (when something is selected) and Paste;
/// - a secure text field offers neither Cut, Copy nor Select (UIKit does not copy secure text);
/// - choosing a command does it and puts the menu away; so does any other touch, typing, the
///   focus moving elsewhere, or another screen. Paste replaces the selection or goes in at the
///   caret, where a press put it (Caret.swift), as typing does, and notifies the element's
///   `.typeText` handlers. A paste from the edit menu is the user's intent, so no "Allow Paste"
///   prompt comes up (UIPasteboard: "the system notifies the user when an app gets general
///   pasteboard content that originates in a different app without user intent").
///
/// The commands' titles are the system's, in the language the app runs in (the first of its
/// `-AppleLanguages` launch argument, else English). Apple does not publish them; the stand-in
/// knows the English ones and a simulation may give others (`SimulatedDevice.systemTexts`). In a
/// language without them a title is the English one followed by the language in brackets
/// ("Paste (de)"), so a test that looks for the English title in a German app fails, as it would
/// on a device.
struct EditMenu {
    enum Command: String, CaseIterable {
        case cut = "Cut", copy = "Copy", paste = "Paste", select = "Select", selectAll = "Select All"
    }

    /// The text element the menu edits.
    let target: SimulatedElement
    /// The menu (a `menu` holding one `menuItem` per command), drawn over the screen.
    let element: SimulatedElement
    private let commands: [ObjectIdentifier: Command]

    init(target: SimulatedElement, element: SimulatedElement, commands: [ObjectIdentifier: Command]) {
        self.target = target
        self.element = element
        self.commands = commands
    }

    /// The command `item` stands for, when it is one of the menu's items.
    func command(of item: SimulatedElement) -> Command? { commands[ObjectIdentifier(item)] }
}

@MainActor
extension SimulatedApp {
    /// The shortest press that shows the edit menu (UIKit's long-press default).
    static let editMenuPressDuration: TimeInterval = 0.5

    /// Shows the edit menu after a press or a double tap on an editable text element; false when
    /// the gesture shows none.
    func showsEditMenu(after gesture: SimulatedGesture, duration: TimeInterval, on element: SimulatedElement) -> Bool {
        guard element.takesFocusOnTap else { return false }
        switch gesture {
        case .press where duration >= Self.editMenuPressDuration:
            focusedElement = element
            element.selectsAllText = false
        case .doubleTap:
            element.selectsAllText = !(element.value ?? "").isEmpty
        default:
            return false
        }
        showEditMenu(for: element)
        return true
    }

    /// The menu for `target`'s text and selection and the pasteboard now (none when no command
    /// applies).
    private func showEditMenu(for target: SimulatedElement) {
        let text = target.value ?? ""
        let secure = target.elementType == .secureTextField
        var shown: [EditMenu.Command] = []
        if target.selectsAllText {
            if !secure { shown += [.cut, .copy] }
        } else if !text.isEmpty, !secure {
            shown += [.select, .selectAll]
        }
        if SimulatedPasteboard.general.strings.first != nil { shown.append(.paste) }
        guard !shown.isEmpty else {
            editMenu = nil
            return
        }
        let frame = editMenuFrame(over: target, items: shown.count)
        let menu = SimulatedElement(.menu, frame: frame)
        var commands: [ObjectIdentifier: EditMenu.Command] = [:]
        let width = frame.width / CGFloat(shown.count)
        menu.children = shown.enumerated().map { index, command in
            let item = SimulatedElement(.menuItem, label: editMenuTitle(command),
                                        frame: CGRect(x: frame.minX + CGFloat(index) * width, y: frame.minY, width: width, height: frame.height))
            commands[ObjectIdentifier(item)] = command
            return item
        }
        editMenu = EditMenu(target: target, element: menu, commands: commands)
    }

    /// Above the element (below it when there is no room above), within the screen.
    private func editMenuFrame(over target: SimulatedElement, items: Int) -> CGRect {
        let screen = hostDevice.screenSize
        let width = min(CGFloat(items) * 88, screen.width - 16)
        let height: CGFloat = 44
        let box = layout[target]?.visible ?? CGRect(x: 0, y: screen.height / 2, width: screen.width, height: 44)
        let x = min(max(box.midX - width / 2, 8), screen.width - width - 8)
        var y = box.minY - height - 8
        if y < hostDevice.insets.top { y = box.maxY + 8 }
        return CGRect(x: x, y: y, width: width, height: height)
    }

    /// A command's title in the language the app runs in.
    private func editMenuTitle(_ command: EditMenu.Command) -> String {
        let language = preferredLanguage
        if language == "en" || language.hasPrefix("en-") { return command.rawValue }
        if let title = hostDevice.systemTexts[language]?[command.rawValue] { return title }
        return "\(command.rawValue) (\(language))"
    }

    /// The first language of the app's `-AppleLanguages` launch argument (`(de, en)`, the argument
    /// domain's array form, or a single `de`), else English.
    var preferredLanguage: String {
        guard let index = launchArguments.lastIndex(of: "-AppleLanguages"), index + 1 < launchArguments.count else { return "en" }
        let list = launchArguments[index + 1].trimmingCharacters(in: CharacterSet(charactersIn: "() "))
        let first = list.split(separator: ",").first.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " \"")) } ?? ""
        return first.isEmpty ? "en" : first
    }

    /// A tap on an item of the edit menu does its command; false when `element` is none.
    func chooseEditMenuItem(_ element: SimulatedElement) -> Bool {
        guard let menu = editMenu, let command = menu.command(of: element) else { return false }
        let target = menu.target
        let text = target.value ?? ""
        dismissEditMenu()
        switch command {
        case .copy:
            SimulatedPasteboard.general.replace(with: [text])
        case .cut:
            SimulatedPasteboard.general.replace(with: [text])
            replaceText(of: target, with: "", typed: "")
        case .paste:
            guard let pasted = SimulatedPasteboard.general.strings.first else { return true }
            // In at the caret, replacing a selection, as typing goes (Caret.swift).
            replaceText(of: target, with: textAfterTyping(pasted.replacingOccurrences(of: "\u{8}", with: ""), into: target), typed: pasted)
        case .select, .selectAll:
            target.selectsAllText = true
            showEditMenu(for: target)
        }
        return true
    }

    /// Sets the text as the system does and tells the element's `.typeText` handlers (UIKit sends
    /// the same editing-changed events for a paste as for typing).
    private func replaceText(of target: SimulatedElement, with text: String, typed: String) {
        target.selectsAllText = false
        let caret = target.caretOffset
        target.setValueOnBehalfOfTheSystem(text)
        target.caretOffset = text.isEmpty ? nil : caret
        updateKeyboard()
        target.handle(.typeText, in: self, text: typed)
    }

    /// Puts the edit menu away; what was selected stays selected.
    func dismissEditMenu() {
        editMenu = nil
    }
}
