import Foundation

/// The user's preferred text size (UIKit's `UIContentSizeCategory`, as Settings › Display & Brightness
/// › Text Size and Accessibility › Larger Text set it), with the body text style's point size at each,
/// as iOS reports `UIFont.preferredFont(forTextStyle: .body)` (14, 15, 16, 17 at the default Large, 19,
/// 21, 23; then 28, 33, 40, 47, 53 for the accessibility sizes: gist.github.com/alexisakers, measured
/// in the iOS Simulator; the same table is in Apple's Human Interface Guidelines, Typography,
/// developer.apple.com/design/human-interface-guidelines/typography). Not Apple API.
public enum SimulatedContentSizeCategory: Int, Sendable, CaseIterable, Comparable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge,
         accessibilityExtraExtraExtraLarge

    /// The body style's point size at this text size.
    public var bodyPointSize: CGFloat {
        [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53][rawValue]
    }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Whether a text fits the frame it is drawn in: the stand-in's estimate for the accessibility
/// audit's `.textClipped` and `.dynamicType` (Not Apple API). Deterministic, from the text's length:
///
/// - Every text is set in the body style at the device's text size (`bodyPointSize`), and each
///   character takes 0.55 of the point size (about the average advance of San Francisco's letters and
///   spaces, a little wide, so that an estimate errs towards clipping); a line is 1.2 point sizes high.
/// - A text whose frame the app set (`SimulatedElement.frame`) cannot grow: it has as many lines as
///   the frame's height holds (at least one), filled word by word.
/// - A text in a tab bar, toolbar, navigation bar or segmented control has one line.
/// - Any other text is laid out automatically; the stand-in takes it to wrap and grow with its text,
///   as a self-sizing label does, so it is clipped only when one of its words is wider than its frame.
enum TextFit {
    static let averageAdvance: CGFloat = 0.55
    static let lineHeight: CGFloat = 1.2

    static func width(of text: String, pointSize: CGFloat) -> CGFloat {
        CGFloat(text.count) * averageAdvance * pointSize
    }

    /// Whether `text` fits `frame` at `pointSize`; `maxLines` nil means it may grow.
    static func fits(_ text: String, in frame: CGRect, pointSize: CGFloat, maxLines: Int?) -> Bool {
        let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        guard words.allSatisfy({ width(of: $0, pointSize: pointSize) <= frame.width }) else { return false }
        guard let maxLines else { return true }
        return linesNeeded(words, width: frame.width, pointSize: pointSize) <= maxLines
    }

    /// The lines a fixed frame holds at `pointSize`.
    static func lines(in frame: CGRect, pointSize: CGFloat) -> Int {
        max(1, Int((frame.height / (lineHeight * pointSize)).rounded(.down)))
    }

    private static func linesNeeded(_ words: [String], width: CGFloat, pointSize: CGFloat) -> Int {
        var lines = 1
        var line = ""
        for word in words {
            let candidate = line.isEmpty ? word : line + " " + word
            if self.width(of: candidate, pointSize: pointSize) <= width {
                line = candidate
            } else {
                lines += 1
                line = word
            }
        }
        return lines
    }
}
