import Foundation

/// Draws what the simulated device shows as a small wireframe PNG: the app in front, its alerts and
/// any system alert over it, each element as a shape of its type (bars for text and buttons, boxes
/// for fields, a pill for a switch, …), at half the screen's point size. Deterministic: the same
/// screen gives the same bytes. Not Apple API.
@MainActor
enum ScreenshotRenderer {
    /// Pixels per point.
    nonisolated static let scale: CGFloat = 0.5

    private enum Color: UInt8 {
        case white, cell, separator, tint, text, on, field, dim, alert, disabled, image, bar
    }

    private static let palette: [(UInt8, UInt8, UInt8)] = [
        (255, 255, 255), (242, 242, 247), (198, 198, 200), (0, 122, 255), (60, 60, 67), (52, 199, 89),
        (209, 209, 214), (120, 120, 128), (249, 249, 249), (174, 174, 178), (142, 142, 147), (247, 247, 247),
    ]

    private struct Canvas {
        let width: Int
        let height: Int
        var pixels: [UInt8]

        init(width: Int, height: Int) {
            self.width = width
            self.height = height
            pixels = [UInt8](repeating: Color.white.rawValue, count: width * height)
        }

        mutating func fill(_ rect: CGRect, _ color: Color) {
            guard !rect.isNull, !rect.isEmpty else { return }
            let x0 = max(0, Int((rect.minX * scale).rounded(.down))), x1 = min(width, Int((rect.maxX * scale).rounded(.up)))
            let y0 = max(0, Int((rect.minY * scale).rounded(.down))), y1 = min(height, Int((rect.maxY * scale).rounded(.up)))
            guard x0 < x1, y0 < y1 else { return }
            for y in y0..<y1 {
                let row = y * width
                for x in x0..<x1 { pixels[row + x] = color.rawValue }
            }
        }
    }

    /// The PNG of the screen, or of `crop` (in points) when given.
    static func render(device: SimulatedDevice, crop: CGRect?) -> Data {
        let size = device.screenSize
        var canvas = Canvas(width: Int((size.width * scale).rounded(.up)), height: Int((size.height * scale).rounded(.up)))
        let front = device.foregroundApp
        if front !== device.springboard { draw(front, on: &canvas) }
        draw(device.springboard, on: &canvas)
        guard let crop else { return PNGEncoder.encode(width: canvas.width, height: canvas.height, pixels: canvas.pixels, palette: palette) }
        let x0 = max(0, Int((crop.minX * scale).rounded(.down))), x1 = min(canvas.width, max(x0 + 1, Int((crop.maxX * scale).rounded(.up))))
        let y0 = max(0, Int((crop.minY * scale).rounded(.down))), y1 = min(canvas.height, max(y0 + 1, Int((crop.maxY * scale).rounded(.up))))
        var pixels: [UInt8] = []
        for y in y0..<max(y0, y1) { pixels += canvas.pixels[(y * canvas.width + x0)..<(y * canvas.width + max(x0, x1))] }
        return PNGEncoder.encode(width: max(0, x1 - x0), height: max(0, y1 - y0), pixels: pixels, palette: palette)
    }

    private static func draw(_ app: SimulatedApp, on canvas: inout Canvas) {
        let layout = app.layout
        let screen = CGRect(origin: .zero, size: layout.screenSize)
        func walk(_ element: SimulatedElement) {
            if element.elementType == .alert { canvas.fill(screen, .dim) }
            if let info = layout[element] { shape(of: element, frame: info.frame, visible: info.visible, on: &canvas) }
            for child in layout.children(of: element) { walk(child) }
        }
        walk(app.root)
    }

    private static func shape(of element: SimulatedElement, frame: CGRect, visible: CGRect, on canvas: inout Canvas) {
        func clipped(_ rect: CGRect) -> CGRect { rect.intersection(visible) }
        func bar(_ color: Color, characters: Int, centred: Bool) {
            let width = min(frame.width - 16, CGFloat(max(characters, 1)) * 7)
            let height = min(frame.height * 0.5, 12)
            let x = centred ? frame.midX - width / 2 : frame.minX + 8
            canvas.fill(clipped(CGRect(x: x, y: frame.midY - height / 2, width: width, height: height)), color)
        }
        switch element.elementType {
        case .cell:
            canvas.fill(clipped(frame), .cell)
            canvas.fill(clipped(CGRect(x: frame.minX, y: frame.maxY - 1, width: frame.width, height: 1)), .separator)
        case .button, .link:
            bar(element.isEffectivelyEnabled ? .tint : .disabled, characters: element.label.count, centred: true)
        case .staticText:
            bar(.text, characters: element.label.count, centred: false)
        case .textField, .secureTextField, .searchField, .textView:
            let box = frame.insetBy(dx: 8, dy: 4)
            canvas.fill(clipped(box), .field)
            canvas.fill(clipped(box.insetBy(dx: 1, dy: 1)), .white)
            if let text = element.value, !text.isEmpty { bar(.text, characters: text.count, centred: false) }
        case .switch, .toggle, .checkBox:
            canvas.fill(clipped(CGRect(x: frame.maxX - 59, y: frame.midY - 15, width: 51, height: 31)), element.isOn ? .on : .separator)
        case .image:
            canvas.fill(clipped(frame.insetBy(dx: 2, dy: 2)), .image)
        case .navigationBar, .tabBar, .toolbar:
            canvas.fill(clipped(frame), .bar)
            canvas.fill(clipped(CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: 1)), .separator)
        case .alert:
            canvas.fill(clipped(frame), .alert)
        case .activityIndicator, .progressIndicator:
            canvas.fill(clipped(CGRect(x: frame.midX - 10, y: frame.midY - 10, width: 20, height: 20)), .separator)
        case .slider:
            canvas.fill(clipped(CGRect(x: frame.minX + 8, y: frame.midY - 1, width: frame.width - 16, height: 2)), .separator)
        default:
            break
        }
    }
}

/// A minimal PNG writer: 8-bit palette images, compressed with run-length matches under deflate's
/// fixed Huffman codes (RFC 1951), in a zlib stream (RFC 1950), with PNG's chunks and CRCs.
enum PNGEncoder {
    static func encode(width: Int, height: Int, pixels: [UInt8], palette: [(UInt8, UInt8, UInt8)]) -> Data {
        var raw: [UInt8] = []
        raw.reserveCapacity((width + 1) * height)
        for y in 0..<height {
            raw.append(0)  // filter type None
            raw += pixels[(y * width)..<(y * width + width)]
        }
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header: [UInt8] = []
        header += bigEndian(UInt32(width))
        header += bigEndian(UInt32(height))
        header += [8, 3, 0, 0, 0]  // bit depth 8, palette colour, deflate, no filter method, no interlace
        chunk("IHDR", header, into: &png)
        chunk("PLTE", palette.flatMap { [$0.0, $0.1, $0.2] }, into: &png)
        chunk("IDAT", zlib(raw), into: &png)
        chunk("IEND", [], into: &png)
        return Data(png)
    }

    private static func chunk(_ type: String, _ body: [UInt8], into png: inout [UInt8]) {
        let typed = Array(type.utf8) + body
        png += bigEndian(UInt32(body.count))
        png += typed
        png += bigEndian(crc32(typed))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    private static let crcTable: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }

    private static func zlib(_ data: [UInt8]) -> [UInt8] {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return [0x78, 0x01] + deflate(data) + bigEndian(b << 16 | a)
    }

    private struct BitWriter {
        var bytes: [UInt8] = []
        private var buffer: UInt32 = 0
        private var count = 0

        /// Writes `length` bits of `value`, least significant first (deflate's order for extra bits).
        mutating func write(_ value: UInt32, bits length: Int) {
            buffer |= value << UInt32(count)
            count += length
            while count >= 8 {
                bytes.append(UInt8(buffer & 0xFF))
                buffer >>= 8
                count -= 8
            }
        }

        /// Writes a Huffman code, most significant bit first.
        mutating func write(code: UInt32, length: Int) {
            var reversed: UInt32 = 0
            for i in 0..<length { reversed |= ((code >> UInt32(i)) & 1) << UInt32(length - 1 - i) }
            write(reversed, bits: length)
        }

        mutating func finish() -> [UInt8] {
            if count > 0 { bytes.append(UInt8(buffer & 0xFF)) }
            return bytes
        }
    }

    private static let lengthBases: [Int] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    private static let lengthExtraBits: [Int] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]

    /// One final block with fixed Huffman codes; runs of a repeated byte become matches at distance 1.
    private static func deflate(_ data: [UInt8]) -> [UInt8] {
        var out = BitWriter()
        out.write(1, bits: 1)  // final block
        out.write(1, bits: 2)  // fixed Huffman codes
        func symbol(_ value: Int) {
            switch value {
            case 0...143: out.write(code: UInt32(0x30 + value), length: 8)
            case 144...255: out.write(code: UInt32(0x190 + value - 144), length: 9)
            case 256...279: out.write(code: UInt32(value - 256), length: 7)
            default: out.write(code: UInt32(0xC0 + value - 280), length: 8)
            }
        }
        var i = 0
        while i < data.count {
            var run = 0
            if i > 0 {
                while i + run < data.count, run < 258, data[i + run] == data[i - 1] { run += 1 }
            }
            if run >= 3 {
                let index = lengthBases.lastIndex { $0 <= run } ?? 0
                symbol(257 + index)
                out.write(UInt32(run - lengthBases[index]), bits: lengthExtraBits[index])
                out.write(code: 0, length: 5)  // distance code 0: distance 1
                i += run
            } else {
                symbol(Int(data[i]))
                i += 1
            }
        }
        symbol(256)  // end of block
        return out.finish()
    }
}
