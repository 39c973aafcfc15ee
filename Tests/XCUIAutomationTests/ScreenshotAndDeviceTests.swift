import Foundation
import XCTest
import XCUIAutomation

/// XCUIScreen, XCUIScreenshot, XCUIDevice, XCTAttachment and XCTActivity.add.
@MainActor
final class ScreenshotAndDeviceTests: XCTestCase {
    func testTheMainScreensScreenshotIsAPNGOfWhatTheScreenShows() async throws {
        let (device, app, ui) = launchSimulatedApp {
            SimulatedElement.button("Go", label: "Go")
        }
        let first = XCUIScreen.main.screenshot().pngRepresentation
        let image = try DecodedPNG(first)
        XCTAssertEqual(image.width, 197, "half the screen's 393 points, rounded up")
        XCTAssertEqual(image.height, 426)
        XCTAssertEqual(image.pixel(x: 5, y: 5), 0, "white background under the status bar")
        XCTAssertEqual(image.pixel(x: 98, y: 40), 3, "the button's label is drawn in the tint colour at its centre (y = 81 points)")
        XCTAssertEqual(XCUIScreen.main.screenshot().pngRepresentation, first, "the same screen gives the same bytes")
        XCTAssertEqual(XCUIScreen.screens.count, 1)
        XCTAssertTrue(XCUIScreen.screens[0] === XCUIScreen.main)

        app.present(.alert("Saved", buttons: ["OK"]))
        let withAlert = try DecodedPNG(XCUIScreen.main.screenshot().pngRepresentation)
        XCTAssertEqual(withAlert.pixel(x: 5, y: 5), 7, "an alert dims the screen")
        XCTAssertEqual(device.roundTrips.count(of: .snapshot), 3, "a screenshot is one request")

        let element = try DecodedPNG(ui.buttons["Go"].screenshot().pngRepresentation)
        XCTAssertEqual(element.width, 197)
        XCTAssertEqual(element.height, 23, "cropped to the button (points 59 to 103: pixel rows 29 to 51)")
    }

    func testAttachmentsGoToTheActivityOrTheTestAndKeepTheirLifetime() async throws {
        let device = SimulatedDevice.reset()
        let text = XCTAttachment(string: "hello")
        XCTAssertEqual(text.uniformTypeIdentifier, "public.plain-text")
        XCTAssertEqual(text.lifetime, .deleteOnSuccess, "Apple's default")
        XCTAssertEqual(XCTAttachment(data: Data([1, 2])).uniformTypeIdentifier, "public.data")
        XCTAssertEqual(XCTAttachment(data: Data(), uniformTypeIdentifier: "public.json").uniformTypeIdentifier, "public.json")
        XCTAssertEqual(XCTAttachment(uniformTypeIdentifier: nil, name: "n", payload: nil).uniformTypeIdentifier, "public.data")

        XCTContext.runActivity(named: "Log in") { activity in
            XCTContext.runActivity(named: "Type the password") { inner in
                let attachment = XCTAttachment(string: "secret form")
                attachment.name = "Form"
                attachment.lifetime = .keepAlways
                inner.add(attachment)
            }
            activity.add(XCTAttachment(screenshot: XCUIScreen.main.screenshot()))
        }
        let asActivity: any XCTActivity = self
        asActivity.add(text)
        add(XCTAttachment(plistObject: ["key": "value"]))

        XCTAssertEqual(device.attachments.map(\.activityPath), [
            ["Log in", "Type the password"], ["Log in"], [name], [name],
        ])
        XCTAssertEqual(device.attachments[0].name, "Form")
        XCTAssertEqual(device.attachments[0].lifetime, .keepAlways)
        XCTAssertEqual(device.attachments[0].text, "secret form")
        XCTAssertEqual(device.attachments[1].uniformTypeIdentifier, "public.png")
        XCTAssertEqual(Array(device.attachments[1].payload.prefix(4)), [0x89, 0x50, 0x4E, 0x47])
        XCTAssertEqual(device.attachments[2].text, "hello")
        XCTAssertEqual(device.attachments[3].uniformTypeIdentifier, "com.apple.property-list")
        XCTAssertEqual(asActivity.name, name)
    }

    func testAFileAttachmentIsNamedAfterTheFileAndTypedByItsExtension() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("standin-attachment-\(ProcessInfo.processInfo.processIdentifier).json")
        try Data("{}".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let attachment = XCTAttachment(contentsOfFile: url)
        XCTAssertEqual(attachment.name, url.lastPathComponent)
        XCTAssertEqual(attachment.uniformTypeIdentifier, "public.json")
    }

    func testHomeSendsTheAppToTheBackgroundAndActivateBringsItBack() async {
        let (_, _, ui) = launchSimulatedApp { SimulatedElement.button("Go", label: "Go") }
        XCTAssertTrue(XCUIDevice.shared.hasHardwareButton(.home))
        XCTAssertFalse(XCUIDevice.shared.hasHardwareButton(.action))
        XCUIDevice.shared.press(.home)
        XCTAssertEqual(ui.state, .runningBackgroundSuspended)
        XCUIDevice.shared.press(.volumeUp)
        ui.activate()
        XCTAssertEqual(ui.state, .runningForeground)
        XCTAssertTrue(ui.buttons["Go"].isHittable)
    }

    /// An app that locks itself when it comes back (a PIN screen) hears about it; a launch is no
    /// return from the background.
    func testAnAppHearsWhenItComesBackToTheForeground() async {
        let (_, app, ui) = launchSimulatedApp { SimulatedElement.button("Go", label: "Go") }
        var returns = 0
        app.onForeground = { _ in returns += 1 }
        ui.activate()  // already in front
        XCTAssertEqual(returns, 0)
        XCUIDevice.shared.press(.home)
        ui.activate()
        XCTAssertEqual(returns, 1)
        ui.launch()
        XCTAssertEqual(returns, 1)
    }

    func testRotatingTheDeviceRelaysOutTheAppAndTellsIt() async {
        let (device, app, ui) = launchSimulatedApp { SimulatedElement.button("Go", label: "Go") }
        var heard: [UIDeviceOrientation] = []
        app.onOrientationChange = { _, orientation in heard.append(orientation) }
        XCTAssertEqual(XCUIDevice.shared.orientation, .portrait)
        XCUIDevice.shared.orientation = .landscapeLeft
        XCTAssertEqual(XCUIDevice.shared.orientation, .landscapeLeft)
        XCTAssertEqual(device.screenSize, CGSize(width: 852, height: 393))
        XCTAssertEqual(ui.frame, CGRect(x: 0, y: 0, width: 852, height: 393))
        XCTAssertEqual(ui.buttons["Go"].frame.width, 852)
        XCTAssertEqual(heard, [.landscapeLeft])
        XCTAssertTrue(UIDeviceOrientation.landscapeLeft.isLandscape)
        XCTAssertTrue(UIDeviceOrientation.faceUp.isFlat)
        XCTAssertFalse(UIDeviceOrientation.faceUp.isValidInterfaceOrientation)
    }
}

/// Just enough of a PNG decoder to check the stand-in's own screenshots: one palette image whose
/// IDAT holds a zlib stream of fixed-Huffman deflate blocks, each scanline with filter None.
private struct DecodedPNG {
    struct Malformed: Error {}

    let width: Int
    let height: Int
    private let rows: [[UInt8]]

    init(_ data: Data) throws {
        let bytes = [UInt8](data)
        guard bytes.prefix(8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else { throw Malformed() }
        var offset = 8
        var width = 0, height = 0
        var compressed: [UInt8] = []
        while offset + 8 <= bytes.count {
            let length = bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let body = Array(bytes[(offset + 8)..<(offset + 8 + length)])
            if type == "IHDR" {
                width = body[0..<4].reduce(0) { $0 << 8 | Int($1) }
                height = body[4..<8].reduce(0) { $0 << 8 | Int($1) }
            } else if type == "IDAT" {
                compressed += body
            }
            offset += 12 + length
        }
        let raw = try Self.inflateFixed(Array(compressed.dropFirst(2)))
        guard raw.count == (width + 1) * height else { throw Malformed() }
        self.width = width
        self.height = height
        rows = (0..<height).map { y in
            let start = y * (width + 1)
            return Array(raw[(start + 1)...(start + width)])
        }
    }

    func pixel(x: Int, y: Int) -> UInt8 { rows[y][x] }

    private static func inflateFixed(_ input: [UInt8]) throws -> [UInt8] {
        var position = 0
        func bit() throws -> Int {
            guard position / 8 < input.count else { throw Malformed() }
            defer { position += 1 }
            return Int(input[position / 8] >> UInt8(position % 8)) & 1
        }
        func bits(_ count: Int) throws -> Int {
            var value = 0
            for i in 0..<count { value |= try bit() << i }
            return value
        }
        func code(_ count: Int) throws -> Int {
            var value = 0
            for _ in 0..<count { value = value << 1 | (try bit()) }
            return value
        }
        let lengthBases = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
        let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
        var output: [UInt8] = []
        var final = 0
        repeat {
            final = try bits(1)
            guard try bits(2) == 1 else { throw Malformed() }
            while true {
                var symbol = try code(7)
                if symbol <= 0x17 {
                    symbol += 256
                } else {
                    symbol = symbol << 1 | (try bit())
                    if (0x30...0xBF).contains(symbol) {
                        symbol -= 0x30
                    } else if (0xC0...0xC7).contains(symbol) {
                        symbol = symbol - 0xC0 + 280
                    } else {
                        symbol = (symbol << 1 | (try bit())) - 0x190 + 144
                    }
                }
                if symbol < 256 {
                    output.append(UInt8(symbol))
                } else if symbol == 256 {
                    break
                } else {
                    let index = symbol - 257
                    let length = lengthBases[index] + (try bits(lengthExtra[index]))
                    guard try code(5) == 0, let last = output.last else { throw Malformed() }
                    output += [UInt8](repeating: last, count: length)
                }
            }
        } while final == 0
        return output
    }
}
