import Foundation

/// UIKit's pasteboard, as much of it as UI tests use: the test runner puts text on the systemwide
/// general pasteboard (`UIPasteboard.general.string = "…"`) and the app under test pastes it from
/// its edit menu. On iOS `import XCTest` brings UIKit along, so tests name it without importing
/// UIKit; here it lives beside the stand-in, like `UIDeviceOrientation`.
///
/// Apple (https://developer.apple.com/documentation/uikit/uipasteboard): "For sharing data with
/// any other app, use the systemwide general pasteboard"; `general` is "the systemwide general
/// pasteboard, which you use for general copy-paste operations"
/// (https://developer.apple.com/documentation/uikit/uipasteboard/general). `string` is "the
/// string value of the first pasteboard item"; "setting this property replaces all current items
/// in the pasteboard with the new item. If the first item has no value of the indicated type,
/// nil is returned" (https://developer.apple.com/documentation/uikit/uipasteboard/string). Not a
/// main-actor type in UIKit, so usable from any context; the simulated device's pasteboard behind
/// it is guarded by a lock. Only text items are modelled.
open class UIPasteboard: NSObject {
    private let store: SimulatedPasteboard

    init(store: SimulatedPasteboard) {
        self.store = store
        super.init()
    }

    /// The systemwide general pasteboard: the simulated device's, shared by the test runner and
    /// every simulated app (a fresh `SimulatedDevice.reset()` starts it empty).
    open class var general: UIPasteboard { UIPasteboard(store: SimulatedPasteboard.general) }

    /// The string of the first item; setting it replaces every item with one (nil empties it).
    open var string: String? {
        get { store.strings.first }
        set { store.replace(with: newValue.map { [$0] } ?? []) }
    }

    /// The strings of all items; setting replaces every item with one per string.
    open var strings: [String]? {
        get { store.strings.isEmpty ? nil : store.strings }
        set { store.replace(with: newValue ?? []) }
    }

    /// Whether any item holds a string ("Use the hasStrings property" to find out, rather than
    /// reading `string`, Apple's note on `string`).
    open var hasStrings: Bool { !store.strings.isEmpty }

    /// The number of items.
    open var numberOfItems: Int { store.strings.count }

    /// Goes up by one each time the contents change.
    open var changeCount: Int { store.changeCount }
}

/// The text on the simulated device's general pasteboard. Not Apple API: `UIPasteboard.general`
/// reads and writes it, and so do the simulated apps' edit menus (Copy, Cut, Paste).
public final class SimulatedPasteboard: @unchecked Sendable {
    /// The one general pasteboard; `SimulatedDevice.reset()` empties it.
    public static let general = SimulatedPasteboard()

    private let lock = NSLock()
    private var items: [String] = []
    private var changes = 0

    /// The string of every item, in order.
    public var strings: [String] {
        lock.lock()
        defer { lock.unlock() }
        return items
    }

    public var changeCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return changes
    }

    /// Replaces every item (an empty list clears the pasteboard).
    public func replace(with strings: [String]) {
        lock.lock()
        items = strings
        changes += 1
        lock.unlock()
    }

    /// Empties the pasteboard without counting a change (a new simulated device).
    func reset() {
        lock.lock()
        items = []
        changes = 0
        lock.unlock()
    }
}
