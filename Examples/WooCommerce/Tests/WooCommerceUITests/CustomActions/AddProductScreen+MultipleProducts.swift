import XCTest
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

extension AddProductScreen {
    /// Selects the first `numberOfProductsToAdd` rows, then confirms. A spec's forEach goes through
    /// a list or a String's characters; a count (`0..<n`) is not one, so the loop is code, and each
    /// tap still goes through the generated element and action.
    func tapMultipleProductsSteps(numberOfProductsToAdd: Int, file: StaticString, line: UInt) {
        for index in 0..<numberOfProductsToAdd {
            tapProductItem(index: index, file: file, line: line)
        }
        tapDoneButton(file: file, line: line)
    }
}
