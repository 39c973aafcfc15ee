import Foundation

/// The software keyboard a text element brings up when it has keyboard focus. Not Apple API.
///
/// What XCUITest sees of the iPhone keyboard, from a public element dump of a 390 × 844 iPhone
/// (an Appium failure report quoting XCUITest's snapshot): a `Keyboard` of 233 points at the bottom,
/// in its own window, with a `Key` per letter labelled "q"…"m", a `Button` identified "shift", a
/// `Key` identified "delete", a `Key` identified "more" labelled "numbers", a `Key` labelled
/// "space" and a `Button` identified "Return" labelled "return". Tests reach them as
/// `app.keyboards.keys["q"]`, `app.keys["delete"]`, `app.keyboards.buttons["Return"]`. The return
/// key is identified by its kind and labelled in lower case ("Search"/"search"; iOS 26's "Done"
/// return key is identified "Done" and labelled "done", as a public report of a test that matched it
/// by accident shows). The number and decimal pads have keys "0"…"9" (and "."), a "Delete" key and
/// no return key. Modelled: letters (lower case, upper case after shift or at the start of a
/// sentence), the numbers plane behind "more", the email layout's "@" and "." keys, the pads (on
/// an iPad, which has no number pad, the full keyboard on its numbers plane). Not modelled: the
/// symbols plane, the emoji and dictation buttons below the keys, predictions, the iPad's own keys
/// (its letters are laid out as on an iPhone, scaled).
public struct SimulatedKeyboard: Sendable, Equatable {
    public enum Layout: Sendable, Equatable {
        /// Letters, with "more" switching to numbers (UIKeyboardType.default, .asciiCapable, …).
        case letters
        /// Letters with "@" and "." keys (UIKeyboardType.emailAddress).
        case emailAddress
        /// Digits and Delete (UIKeyboardType.numberPad).
        case numberPad
        /// Digits, "." and Delete (UIKeyboardType.decimalPad).
        case decimalPad
    }

    public var layout: Layout
    /// The return key's identifier ("Return", "Search", "Done", "Go", "Next", "Send"); its label is
    /// the same word in lower case. Nil for the pads, which have none.
    public var returnKey: String?
    /// Whether letter keys show capitals at the start of a sentence (UIKit's default
    /// autocapitalization, `.sentences`).
    public var capitalizesSentences: Bool

    public init(layout: Layout, returnKey: String?, capitalizesSentences: Bool) {
        self.layout = layout
        self.returnKey = returnKey
        self.capitalizesSentences = capitalizesSentences
    }

    /// Text fields and text views.
    public static let `default` = SimulatedKeyboard(layout: .letters, returnKey: "Return", capitalizesSentences: true)
    /// Search fields: the return key is "Search".
    public static let search = SimulatedKeyboard(layout: .letters, returnKey: "Search", capitalizesSentences: true)
    /// Email address fields (apps turn capitalization off for them).
    public static let emailAddress = SimulatedKeyboard(layout: .emailAddress, returnKey: "Return", capitalizesSentences: false)
    public static let numberPad = SimulatedKeyboard(layout: .numberPad, returnKey: nil, capitalizesSentences: false)
    public static let decimalPad = SimulatedKeyboard(layout: .decimalPad, returnKey: nil, capitalizesSentences: false)

    /// The same keyboard with another return key ("Done", "Go", "Next", …).
    public func returning(_ key: String) -> SimulatedKeyboard {
        var copy = self
        copy.returnKey = key
        return copy
    }
}

/// What a key of the simulated keyboard does.
enum KeyAction {
    case character(String)
    case delete
    case shift
    case numbers
    case returnKey
}

/// What the shown keyboard was built for; it is rebuilt only when this changes.
struct KeyboardSignature: Equatable {
    let keyboard: SimulatedKeyboard
    let numbers: Bool
    let uppercase: Bool
    let screen: CGSize
    let height: CGFloat
    let idiom: UIUserInterfaceIdiom
}

@MainActor
extension SimulatedApp {
    /// Gives `element` keyboard focus, as `becomeFirstResponder` does (nil resigns it: the keyboard
    /// goes). While a text element has focus its software keyboard is on screen
    /// (`SimulatedElement.keyboard`) and `typeText` types into it.
    public func focus(_ element: SimulatedElement?) {
        focusedElement = element
    }

    /// Whether the software keyboard is on screen now.
    public var isKeyboardShown: Bool { keyboardSignature != nil }

    /// Shows, rebuilds or removes the keyboard to match the focus, the typed text and the screen.
    func updateKeyboard() {
        if let field = focusedElement, isRunning, !window.contains(field) {
            focusedElement = nil  // a view taken off screen resigns first responder; this comes back here
            return
        }
        guard let field = focusedElement, field.isEditable, let keyboard = field.keyboard, state == .runningForeground,
              !hostDevice.hardwareKeyboardConnected
        else {
            if keyboardSignature != nil || root.children.count != 1 {
                keyboardSignature = nil
                keyActions = [:]
                keyboardWindow.children = []
                root.children = [window]
            }
            return
        }
        let text = field.value ?? ""
        let startsSentence = text.isEmpty || [". ", "? ", "! ", "\n"].contains { text.hasSuffix($0) }
        let uppercase = keyboardShift
            || (keyboard.capitalizesSentences && field.elementType != .secureTextField && startsSentence)
        // An iPad has no number pad: a field asking for one gets the full keyboard on its numbers plane.
        var shown = keyboard
        var numbers = keyboardShowsNumbers
        if hostDevice.model.idiom == .pad, keyboard.layout == .numberPad || keyboard.layout == .decimalPad {
            shown = SimulatedKeyboard(layout: .letters, returnKey: "Return", capitalizesSentences: false)
            numbers = !keyboardShowsNumbers
        }
        let signature = KeyboardSignature(keyboard: shown, numbers: numbers, uppercase: uppercase && !numbers,
                                          screen: hostDevice.screenSize, height: hostDevice.keyboardHeight,
                                          idiom: hostDevice.model.idiom)
        guard signature != keyboardSignature else { return }
        keyboardSignature = signature
        keyboardWindow.children = [buildKeyboard(signature)]
        if root.children.count != 2 { root.children = [window, keyboardWindow] }
    }

    /// A tap on a key of the keyboard: types, deletes, shifts or switches planes. False when
    /// `element` is not a key of the shown keyboard.
    func pressKey(_ element: SimulatedElement) -> Bool {
        guard let action = keyActions[ObjectIdentifier(element)] else { return false }
        guard let field = focusedElement else { return true }
        switch action {
        case .character(let character):
            keyboardShift = false
            type(character, into: field)
        case .delete:
            type(XCUIKeyboardKey.delete.rawValue, into: field)
        case .shift:
            keyboardShift.toggle()
        case .numbers:
            keyboardShowsNumbers.toggle()
        case .returnKey:
            type("\n", into: field)
        }
        updateKeyboard()
        return true
    }

    /// Enters `text` into `field` as typing does, at its caret (`textAfterTyping`, Caret.swift):
    /// backspace deletes, return starts a new line in a text view and adds nothing to a field,
    /// enter, tab and escape add nothing; then the field's typing handlers run with the text as typed.
    func type(_ text: String, into field: SimulatedElement) {
        if editMenu != nil { dismissEditMenu() }  // typing puts the edit menu away
        field.setValueOnBehalfOfTheSystem(textAfterTyping(text, into: field))
        updateKeyboard()
        field.handle(.typeText, in: self, text: text)
    }

    /// The keyboard's elements for `signature`: a container covering the keyboard's area (it takes
    /// the touches meant for what lies beneath) holding the `Keyboard` and its keys, with frames.
    private func buildKeyboard(_ signature: KeyboardSignature) -> SimulatedElement {
        keyActions = [:]
        let width = signature.screen.width
        let area = CGRect(x: 0, y: signature.screen.height - signature.height, width: width, height: signature.height)
        let unit = signature.height / 291  // proportions of the measured iPhone keyboard
        let keyboardFrame = CGRect(x: 0, y: area.minY, width: width, height: 233 * unit)
        func row(_ index: Int) -> (y: CGFloat, height: CGFloat) { (area.minY + (7 + 54 * CGFloat(index)) * unit, 46 * unit) }
        var keys: [SimulatedElement] = []
        func add(_ type: XCUIElement.ElementType, id: String = "", label: String, row index: Int,
                 x: CGFloat, width: CGFloat, _ action: KeyAction)
        {
            let (y, height) = row(index)
            let key = SimulatedElement(type, id: id, label: label, frame: CGRect(x: x, y: y, width: width, height: height))
            keyActions[ObjectIdentifier(key)] = action
            keys.append(key)
        }
        let keyboard = signature.keyboard
        switch keyboard.layout {
        case .numberPad, .decimalPad:
            let column = width / 3
            for (index, digit) in ["1", "2", "3", "4", "5", "6", "7", "8", "9"].enumerated() {
                add(.key, label: digit, row: index / 3, x: CGFloat(index % 3) * column, width: column, .character(digit))
            }
            if keyboard.layout == .decimalPad { add(.key, label: ".", row: 3, x: 0, width: column, .character(".")) }
            add(.key, label: "0", row: 3, x: column, width: column, .character("0"))
            add(.key, id: "Delete", label: "Delete", row: 3, x: 2 * column, width: column, .delete)
        case .letters, .emailAddress:
            let key = width / 10
            let numbers = signature.numbers
            let rows: [String] = numbers ? ["1234567890", "-/:;()$&@\"", ".,?!'"] : ["qwertyuiop", "asdfghjkl", "zxcvbnm"]
            for (index, character) in rows[0].enumerated() {
                let label = signature.uppercase && !numbers ? character.uppercased() : String(character)
                add(.key, label: label, row: 0, x: CGFloat(index) * key, width: key, .character(label))
            }
            let secondStart = numbers ? 0 : key / 2
            for (index, character) in rows[1].enumerated() {
                let label = signature.uppercase && !numbers ? character.uppercased() : String(character)
                add(.key, label: label, row: 1, x: secondStart + CGFloat(index) * key, width: key, .character(label))
            }
            if !numbers { add(.button, id: "shift", label: "shift", row: 2, x: 0, width: 1.3 * key, .shift) }
            let thirdWidth = numbers ? 1.4 * key : key
            for (index, character) in rows[2].enumerated() {
                let label = signature.uppercase && !numbers ? character.uppercased() : String(character)
                add(.key, label: label, row: 2, x: 1.5 * key + CGFloat(index) * thirdWidth, width: thirdWidth, .character(label))
            }
            add(.key, id: "delete", label: "delete", row: 2, x: width - 1.3 * key, width: 1.3 * key, .delete)
            add(.key, id: "more", label: numbers ? "letters" : "numbers", row: 3, x: 0, width: 2.5 * key, .numbers)
            if keyboard.layout == .emailAddress {
                add(.key, label: "space", row: 3, x: 2.5 * key, width: 3 * key, .character(" "))
                add(.key, label: "@", row: 3, x: 5.5 * key, width: key, .character("@"))
                add(.key, label: ".", row: 3, x: 6.5 * key, width: key, .character("."))
            } else {
                add(.key, label: "space", row: 3, x: 2.5 * key, width: 5 * key, .character(" "))
            }
            if let returnKey = keyboard.returnKey {
                add(.button, id: returnKey, label: returnKey.lowercased(), row: 3, x: 7.5 * key, width: 2.5 * key, .returnKey)
            }
        }
        let container = SimulatedElement(.other, frame: area) {
            SimulatedElement(.keyboard, frame: keyboardFrame) { keys }
        }
        container.blocksTouchesBeneath = true
        return container
    }
}
