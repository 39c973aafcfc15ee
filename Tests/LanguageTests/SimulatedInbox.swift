import Foundation
import XCUIAutomation

/// The inbox the shop opens, added to the simulated shop: a long lazy list of messages, a search
/// that filters the list a moment after typing (as an app that waits for typing to pause does), a
/// spinner while it syncs, a banner that may come later, and a first-run tour over the screen.
@MainActor
final class SimulatedInbox {
    struct Options {
        /// How long after typing the list filters.
        var filterDelay: TimeInterval = 1.5
        /// How long the spinner spins once the inbox shows; nil: for ever.
        var syncTime: TimeInterval? = 1
        /// When the banner shows after the inbox does; nil: never.
        var bannerAfter: TimeInterval?
        /// Whether the first-run tour covers the inbox when it shows.
        var showsTour = false
    }

    let app: SimulatedApp
    let options: Options
    private(set) var messages = (0..<60).map { "Message \($0)" }
    private(set) var filter = ""
    private(set) var syncing = true
    private(set) var bannerShown = false
    private(set) var tourShown: Bool
    /// How often the tour's close button was tapped.
    private(set) var tourClosings = 0

    /// Declares the inbox on the shop's app and shows it.
    @discardableResult
    static func show(on shop: SimulatedShop, options: Options = Options()) -> SimulatedInbox {
        let inbox = SimulatedInbox(app: shop.app, options: options)
        inbox.app.show("Inbox")
        return inbox
    }

    private init(app: SimulatedApp, options: Options) {
        self.app = app
        self.options = options
        tourShown = options.showsTour
        if let syncTime = options.syncTime {
            app.perform(after: syncTime) { [self] app in
                syncing = false
                app.show("Inbox")
            }
        }
        if let bannerAfter = options.bannerAfter {
            app.perform(after: bannerAfter) { [self] app in
                bannerShown = true
                app.show("Inbox")
            }
        }
        declare()
    }

    private var listed: [String] { filter.isEmpty ? messages : messages.filter { $0.contains(filter) } }

    private func declare() {
        app.screen("Inbox") { [self] in
            SimulatedElement.button("Inbox.close", label: "Close").onTap(show: "Shop")
            SimulatedElement(.searchField, id: "Inbox.search", placeholder: "Search messages")
                .onTypeText { [self] event in
                    let typed = event.element.value ?? ""
                    app.perform(after: options.filterDelay) { [self] app in
                        filter = typed
                        app.show("Inbox")
                    }
                }
            if syncing { SimulatedElement(.activityIndicator, id: "Inbox.spinner", label: "Syncing") }
            if bannerShown { SimulatedElement.text("Try the new inbox", id: "Inbox.banner") }
            SimulatedElement.list("Inbox.list", style: .collectionView) {
                for message in listed {
                    SimulatedElement.cell("Message", label: message)
                        .onSwipeLeft(reveal: SimulatedElement.button("Message.delete", label: "Delete").onTap { [self] _ in
                            messages.removeAll { $0 == message }
                            app.show("Inbox")
                        })
                }
            }
            if tourShown {
                SimulatedElement.overlay("Tour.view", label: "Welcome to the inbox")
                SimulatedElement.button("Tour.close", label: "Close tour").onTap { [self] _ in
                    tourShown = false
                    tourClosings += 1
                    app.show("Inbox")
                }
            }
        }
    }
}
