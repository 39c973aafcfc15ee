import Foundation

/// Data from a test's run attached to an activity or to the test (`XCTAttachment` in Apple's
/// XCTest; swift-corelibs-xctest lacks it): https://developer.apple.com/documentation/xctest/xctattachment.
///
/// Initializers, properties and their uniform type identifiers are Apple's ("public.plain-text" for
/// a string, "public.data" for data, "public.png" for a screenshot at original quality, …). Left
/// out, because Linux has no image types or zip support: `init(image:)` / `init(image:quality:)`
/// (UIImage/NSImage) and `init(compressedContentsOfDirectory:)`. A screenshot at `.medium` or `.low`
/// quality stays PNG here (Apple stores JPEG; the stand-in has no JPEG encoder) with Apple's
/// "public.jpeg" type identifier, so code branching on it behaves as on a device.
///
/// Added attachments are kept on `SimulatedDevice.current.attachments` with their lifetime; Apple
/// discards `.deleteOnSuccess` ones (the default) when the test passes.
open class XCTAttachment: NSObject {
    /// Whether an attachment is kept when its test passes
    /// (https://developer.apple.com/documentation/xctest/xctattachment/lifetime-swift.enum).
    public enum Lifetime: Int, Sendable {
        case keepAlways = 0
        case deleteOnSuccess = 1
    }

    /// https://developer.apple.com/documentation/xctest/xctattachment/imagequality
    public enum ImageQuality: Int, Sendable {
        case original = 0
        case medium = 1
        case low = 2
    }

    /// The type of the data, e.g. "public.plain-text".
    open private(set) var uniformTypeIdentifier: String
    /// The attachment's name in test reports, or nil.
    open var name: String?
    open var userInfo: [AnyHashable: Any]?
    /// Defaults to `.deleteOnSuccess`, as Apple's does.
    open var lifetime: Lifetime = .deleteOnSuccess
    let payload: Data?

    public init(uniformTypeIdentifier identifier: String?, name: String?, payload: Data?, userInfo: [AnyHashable: Any]? = nil) {
        uniformTypeIdentifier = identifier ?? "public.data"
        self.name = name
        self.payload = payload
        self.userInfo = userInfo
        super.init()
    }

    public convenience init(data payload: Data) {
        self.init(uniformTypeIdentifier: "public.data", name: nil, payload: payload)
    }

    public convenience init(data payload: Data, uniformTypeIdentifier identifier: String) {
        self.init(uniformTypeIdentifier: identifier, name: nil, payload: payload)
    }

    public convenience init(string: String) {
        self.init(uniformTypeIdentifier: "public.plain-text", name: nil, payload: Data(string.utf8))
    }

    /// Named after the file; the type inferred from its extension, "public.data" otherwise.
    public convenience init(contentsOfFile url: URL) {
        self.init(contentsOfFile: url, uniformTypeIdentifier: Self.typeIdentifier(forExtension: url.pathExtension))
    }

    public convenience init(contentsOfFile url: URL, uniformTypeIdentifier identifier: String) {
        self.init(uniformTypeIdentifier: identifier, name: url.lastPathComponent, payload: try? Data(contentsOf: url))
    }

    /// A property list in binary form ("com.apple.property-list").
    public convenience init(plistObject object: Any) {
        let data = try? PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)
        self.init(uniformTypeIdentifier: "com.apple.property-list", name: nil, payload: data)
    }

    public convenience init(archivableObject object: any NSSecureCoding) {
        self.init(archivableObject: object, uniformTypeIdentifier: "public.data")
    }

    public convenience init(archivableObject object: any NSSecureCoding, uniformTypeIdentifier identifier: String) {
        let data = try? NSKeyedArchiver.archivedData(withRootObject: object, requiringSecureCoding: true)
        self.init(uniformTypeIdentifier: identifier, name: nil, payload: data)
    }

    /// A screenshot as PNG ("public.png").
    public convenience init(screenshot: XCUIScreenshot) {
        self.init(screenshot: screenshot, quality: .original)
    }

    public convenience init(screenshot: XCUIScreenshot, quality: XCTAttachment.ImageQuality) {
        self.init(uniformTypeIdentifier: quality == .original ? "public.png" : "public.jpeg", name: nil,
                  payload: screenshot.pngData)
    }

    static func typeIdentifier(forExtension fileExtension: String) -> String {
        switch fileExtension.lowercased() {
        case "txt", "log": "public.plain-text"
        case "png": "public.png"
        case "jpg", "jpeg": "public.jpeg"
        case "json": "public.json"
        case "plist": "com.apple.property-list"
        case "xml": "public.xml"
        case "html", "htm": "public.html"
        default: "public.data"
        }
    }
}

/// An attachment as the test added it, for tests of attachment-producing code. Not Apple API.
public struct RecordedAttachment: @unchecked Sendable, CustomStringConvertible {
    public let name: String?
    public let uniformTypeIdentifier: String
    public let lifetime: XCTAttachment.Lifetime
    public let payload: Data
    /// The activity it was added to and those around it, outermost first; the test's name when it
    /// was added to the test case.
    public let activityPath: [String]
    public let userInfo: [AnyHashable: Any]?

    init(_ attachment: XCTAttachment, activityPath: [String]) {
        name = attachment.name
        uniformTypeIdentifier = attachment.uniformTypeIdentifier
        lifetime = attachment.lifetime
        payload = attachment.payload ?? Data()
        self.activityPath = activityPath
        userInfo = attachment.userInfo
    }

    /// The payload as text, for text attachments.
    public var text: String? { String(data: payload, encoding: .utf8) }

    public var description: String {
        "\(name ?? "(unnamed)") [\(uniformTypeIdentifier), \(payload.count) bytes, \(lifetime)] in \(activityPath.joined(separator: " → "))"
    }
}
