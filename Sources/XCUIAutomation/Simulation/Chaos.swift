import Foundation

/// A seeded perturbation of the simulated apps, for proving that UI tests wait for what they need
/// instead of relying on timing. Off unless set on the device (`SimulatedDevice.chaos` or
/// `SimulatedDevice.reset(chaos:)`). Not Apple API.
///
/// What it does, each from one random stream seeded by `seed` (same seed, same test: same run):
/// - **Late reactions**: the app reacts to every gesture (handlers) up to `maxReactionDelay` later,
///   never out of order, and delayed work (`perform(after:)`, `show(_:after:)`) comes up to that
///   much later still.
/// - **Buttons disabled after a screen appears**: each button of a newly shown screen is, with
///   chance `disabledButtonChance`, disabled for up to `maxDisabledTime` (as apps do while they
///   load); a tap meanwhile does nothing, as on a device.
/// - **Late text**: with chance `lateTextChance`, a static text of a new screen reads empty, and a
///   label or value the app changes keeps reading its old text, for up to `maxTextDelay`.
/// - **System alerts**: with chance `systemAlertChance` per screen shown, Springboard presents a
///   permission alert over the app up to `maxSystemAlertDelay` later (when none is up). UI tests
///   handle it with `addUIInterruptionMonitor(withDescription:handler:)`.
/// - **Elements that come late**: with chance `lateElementChance`, an element of a new screen with
///   an identifier (not a row of a list or scroll view) starts hidden or collapsed to zero size,
///   and so does not exist for XCUITest, for up to `maxLateElementTime`; then it is shown, or
///   expands. (Views an app reveals once its data is there.)
/// - **Alerts no spec declares**: with chance `undeclaredAlertChance` per screen shown, the app
///   presents an alert of its own ("Syncing…", with a Cancel button) up to `maxSystemAlertDelay`
///   later (when no alert is up), and takes it down by itself within `maxUndeclaredAlertTime`.
///   What it covers is not hittable meanwhile; an interaction it blocks is answered by a monitor
///   or by XCUITest's built-in handler (its Cancel button).
///
///     SimulatedDevice.reset(chaos: ChaosSettings(seed: 42))
///     for seed in 1...200 { SimulatedDevice.reset(chaos: ChaosSettings(seed: seed)); … }
public struct ChaosSettings: Sendable, Equatable {
    public var seed: UInt64
    public var maxReactionDelay: TimeInterval
    public var disabledButtonChance: Double
    public var maxDisabledTime: TimeInterval
    public var lateTextChance: Double
    public var maxTextDelay: TimeInterval
    public var systemAlertChance: Double
    public var maxSystemAlertDelay: TimeInterval
    public var lateElementChance: Double
    public var maxLateElementTime: TimeInterval
    public var undeclaredAlertChance: Double
    public var maxUndeclaredAlertTime: TimeInterval

    public init(
        seed: UInt64,
        maxReactionDelay: TimeInterval = 0.8,
        disabledButtonChance: Double = 0.3,
        maxDisabledTime: TimeInterval = 0.8,
        lateTextChance: Double = 0.3,
        maxTextDelay: TimeInterval = 0.8,
        systemAlertChance: Double = 0.1,
        maxSystemAlertDelay: TimeInterval = 1.5,
        lateElementChance: Double = 0.1,
        maxLateElementTime: TimeInterval = 0.8,
        undeclaredAlertChance: Double = 0.1,
        maxUndeclaredAlertTime: TimeInterval = 2
    ) {
        self.seed = seed
        self.maxReactionDelay = maxReactionDelay
        self.disabledButtonChance = disabledButtonChance
        self.maxDisabledTime = maxDisabledTime
        self.lateTextChance = lateTextChance
        self.maxTextDelay = maxTextDelay
        self.systemAlertChance = systemAlertChance
        self.maxSystemAlertDelay = maxSystemAlertDelay
        self.lateElementChance = lateElementChance
        self.maxLateElementTime = maxLateElementTime
        self.undeclaredAlertChance = undeclaredAlertChance
        self.maxUndeclaredAlertTime = maxUndeclaredAlertTime
    }
}

/// One perturbation chaos made, for logs and reproducibility checks. Not Apple API.
public struct ChaosEvent: Sendable, Equatable, CustomStringConvertible {
    public enum Kind: String, Sendable {
        case lateReaction, disabledButton, lateText, systemAlert, hiddenElement, collapsedElement, undeclaredAlert
    }

    /// Virtual time when chaos decided it.
    public let time: TimeInterval
    public let kind: Kind
    public let detail: String

    public var description: String { String(format: "%8.3f ", time) + "\(kind.rawValue): \(detail)" }
}

/// SplitMix64: small, fast, and the same on every platform, so a seed means the same run everywhere.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in 0..<1.
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}

/// Draws chaos's decisions for one device.
@MainActor
final class ChaosEngine {
    let settings: ChaosSettings
    private var random: SeededGenerator
    private unowned let device: SimulatedDevice
    private var alternateAlert = false

    init(settings: ChaosSettings, device: SimulatedDevice) {
        self.settings = settings
        self.device = device
        random = SeededGenerator(seed: settings.seed)
    }

    private func chance(_ probability: Double) -> Bool { probability > 0 && random.unit() < probability }

    private func upTo(_ bound: TimeInterval) -> TimeInterval { max(0, bound) * random.unit() }

    /// How much later the app reacts than it would calmly.
    func reactionDelay() -> TimeInterval { upTo(settings.maxReactionDelay) }

    /// How late a changed text reaches the test, or nil when it is on time.
    func lateTextDelay() -> TimeInterval? {
        chance(settings.lateTextChance) ? upTo(settings.maxTextDelay) : nil
    }

    /// Perturbs a screen the app just showed.
    func screenDidAppear(_ screen: String, in app: SimulatedApp) {
        guard app !== device.springboard else { return }
        let now = device.clock.now
        for element in app.screenElements {
            lateElements(in: element, on: screen)
            element.forEachInSubtree { element in
                if element.elementType == .button, element.isEnabled, chance(settings.disabledButtonChance) {
                    let time = upTo(settings.maxDisabledTime)
                    element.disabledByChaos = true
                    device.clock.schedule(after: time) { element.disabledByChaos = false }
                    device.logChaos(.disabledButton, "Button \(element.describeForChaos) on \(screen) disabled for \(formatSeconds(time))")
                } else if element.elementType == .staticText, !element.label.isEmpty, chance(settings.lateTextChance) {
                    let time = upTo(settings.maxTextDelay)
                    element.labelLag = SimulatedElement.TextLag(shown: "", until: now + time)
                    device.logChaos(.lateText, "StaticText \(element.describeForChaos) on \(screen) empty for \(formatSeconds(time))")
                }
            }
        }
        undeclaredAlert(over: screen, in: app)
        guard chance(settings.systemAlertChance) else { return }
        let time = upTo(settings.maxSystemAlertDelay)
        alternateAlert.toggle()
        let permission: SimulatedPermission = alternateAlert ? .notifications : .location
        device.logChaos(.systemAlert, "\(permission) alert over \(screen) in \(formatSeconds(time))")
        let host = device
        host.clock.schedule(after: time) { [weak app] in
            // Only over an app in front, and one alert at a time, as iOS asks.
            guard let app, app.state == .runningForeground, host.springboard.alerts.isEmpty else { return }
            host.springboard.present(.permissionAlert(permission, appName: app.name))
        }
    }

    /// Hides or collapses some elements of a new screen for a moment: elements with an
    /// accessibility identifier, the ones tests look for (an unnamed part of a control, a link
    /// inside a text, stays). Rows of lists and scroll views are left alone (the test scrolls
    /// them), and so is everything inside an element already chosen.
    private func lateElements(in element: SimulatedElement, on screen: String) {
        if !element.identifier.isEmpty, !element.isHidden, !element.isCollapsed, chance(settings.lateElementChance) {
            let time = upTo(settings.maxLateElementTime)
            let collapse = chance(0.5)
            if collapse { element.isCollapsed = true } else { element.isHidden = true }
            device.clock.schedule(after: time) {
                if collapse { element.isCollapsed = false } else { element.isHidden = false }
            }
            device.logChaos(collapse ? .collapsedElement : .hiddenElement,
                            "\(element.elementType.displayName) \(element.describeForChaos) on \(screen) \(collapse ? "collapsed" : "hidden") for \(formatSeconds(time))")
            return
        }
        guard !element.elementType.scrolls else { return }
        for child in element.children { lateElements(in: child, on: screen) }
    }

    /// Maybe an alert of the app that no spec declares, which the app takes down by itself.
    private func undeclaredAlert(over screen: String, in app: SimulatedApp) {
        guard chance(settings.undeclaredAlertChance) else { return }
        let delay = upTo(settings.maxSystemAlertDelay)
        let duration = upTo(settings.maxUndeclaredAlertTime)
        device.logChaos(.undeclaredAlert, "\"Syncing…\" alert over \(screen) in \(formatSeconds(delay)) for \(formatSeconds(duration))")
        let host = device
        host.clock.schedule(after: delay) { [weak app] in
            // Only over an app in front with no alert up: UIKit presents one alert at a time.
            guard let app, app.state == .runningForeground, app.alerts.isEmpty, host.springboard.alerts.isEmpty else { return }
            let alert = SimulatedElement.alert("Syncing…", message: "Your changes are being saved.", buttons: ["Cancel"])
            app.present(alert)
            host.clock.schedule(after: duration) { [weak app] in
                guard let app, app.alerts.contains(where: { $0 === alert }) else { return }
                app.dismiss(alert)
            }
        }
    }
}
