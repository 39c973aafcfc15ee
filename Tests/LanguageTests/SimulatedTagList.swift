import Foundation
import XCUIAutomation

extension SimulatedShop {
    /// A tag's list, opened from the Links screen: its navigation bar is titled with the tag, and
    /// its products table is the same whatever the tag, so only the title says whose list it is.
    func declareTagList() {
        app.screen("TagList") { [self] in
            SimulatedElement.navigationBar(state.openTag) {
                SimulatedElement.button("TagList.back", label: "Links").onTap(show: "Links")
            }
            SimulatedElement(.table, id: "TagList.products") {
                for product in ["Teapot", "Mug"] { SimulatedElement.cell(label: product) }
            }
        }
    }
}
