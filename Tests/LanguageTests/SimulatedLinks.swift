import Foundation
import XCUIAutomation

extension SimulatedShop {
    /// The shop's Links screen, shaped as two real apps' trees were: a terms text whose link iOS 16
    /// exposes twice, a 1-point copy first that no touch reaches, then the link itself; and a
    /// sidebar, pushed off screen to the left (x = -320), listing the same tags as the page, whose
    /// cells start at x = 0. A tap that reaches a link or a cell says which in the message line.
    func declareLinks() {
        app.screen("Links") { [self] in
            SimulatedElement.text("Links", id: "Links.header")
            SimulatedElement.text(state.message, id: "Links.message")
            placed(SimulatedElement.link("Terms"), at: CGRect(x: 16, y: 120, width: 1, height: 1), hittable: false, saying: "the zero-size link")
            placed(SimulatedElement.link("Terms"), at: CGRect(x: 16, y: 140, width: 80, height: 20), saying: "Terms opened")
            SimulatedElement.group("Links.sidebar") {
                for (row, tag) in ["Garden", "Tea"].enumerated() {
                    placed(SimulatedElement.cell(label: tag), at: CGRect(x: -320, y: 200 + 44 * CGFloat(row), width: 320, height: 44), saying: "Sidebar \(tag)")
                }
            }
            for (row, tag) in ["Garden", "Tea"].enumerated() {
                placed(SimulatedElement.cell(label: tag), at: CGRect(x: 0, y: 300 + 44 * CGFloat(row), width: 390, height: 44), saying: "Tag \(tag)")
            }
            SimulatedElement.button("Links.back", label: "Shop").onTap(show: "Shop")
            // Each tag's list button; Coffee's is misrouted, as a bug would have it, to Garden's list.
            for tag in ["Garden", "Tea", "Coffee"] {
                SimulatedElement.button("Links.list.\(tag)", label: "\(tag) list").onTap { [self] _ in
                    state.openTag = tag == "Coffee" ? "Garden" : tag
                    app.show("TagList")
                }
            }
        }
    }

    /// `element` at `frame`, a tap on it putting `message` in the message line.
    private func placed(_ element: SimulatedElement, at frame: CGRect, hittable: Bool = true, saying message: String) -> SimulatedElement {
        element.frame = frame
        element.isHittable = hittable
        return element.onTap { [self] _ in
            state.message = message
            app.show("Links")
        }
    }
}
