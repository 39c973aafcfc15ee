import XCTest
import DemoPageObjects
final class PlaceholderTests: XCTestCase { func testNothing() {} }
