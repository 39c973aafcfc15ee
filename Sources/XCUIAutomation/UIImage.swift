import Foundation

/// An image (UIKit's `UIImage`), for `XCUIScreenshot.image`: on iOS a screenshot's image is a
/// `UIImage` (https://developer.apple.com/documentation/xcuiautomation/xcuiscreenshot/image), and
/// Linux has no UIKit. The stand-in declares the members a test uses on a screenshot's image:
/// `size` (points), `scale` (pixels per point) and `pngData()`, UIKit's spellings. Its pixels are
/// the stand-in's wireframe at half a point per pixel (`ScreenshotRenderer`), so `scale` is 0.5 and
/// `size` is the screen's (or element's) size in points, as on a device.
open class UIImage: NSObject, @unchecked Sendable {
    private let png: Data
    /// Pixels per point.
    public let scale: CGFloat
    /// The image's size in points.
    public let size: CGSize

    /// An image from PNG data (nil when `data` is not a PNG), at one pixel per point as UIKit reads
    /// data without a scale.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    public init?(data: Data, scale: CGFloat) {
        guard let pixels = Self.pngPixelSize(data), scale > 0 else { return nil }
        png = data
        self.scale = scale
        size = CGSize(width: pixels.width / scale, height: pixels.height / scale)
        super.init()
    }

    /// The image as PNG data.
    public func pngData() -> Data? { png }

    /// Width and height from a PNG's IHDR chunk (bytes 16–23, big-endian).
    private static func pngPixelSize(_ data: Data) -> CGSize? {
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24, bytes[0 ..< 8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else { return nil }
        func word(_ at: Int) -> CGFloat {
            CGFloat(bytes[at ..< at + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
        }
        return CGSize(width: word(16), height: word(20))
    }
}

extension XCUIScreenshot {
    /// The screenshot as an image (`UIImage` on iOS; https://developer.apple.com/documentation/xcuiautomation/xcuiscreenshot/image).
    public var image: UIImage {
        // The renderer always writes a PNG, so this cannot fail.
        UIImage(data: pngData, scale: ScreenshotRenderer.scale)!
    }
}
