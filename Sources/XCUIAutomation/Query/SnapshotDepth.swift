import Foundation

/// How deep a tree one snapshot can carry. A snapshot crosses from the app to the test runner as
/// nested dictionaries and arrays, and the serialization gives up past 62 levels: on devices a
/// whole-app snapshot of a screen nested deeper fails, while queries (evaluated in the app) still
/// find its elements.
///
/// Sources (practitioners' reports; Apple documents no limit):
/// - appium/WebDriverAgent#542: "the `SnapshotMaxDepth` limit is 62"; past it the snapshot of the
///   application fails with "Error kAXErrorIllegalArgument getting snapshot for element … {pid=…}".
/// - appium/appium#18085 (comment of 2023-03-14): with the test app's tree 60 deep, a page source
///   succeeded only with the snapshot depth limited to 62; any larger value failed in testmanagerd
///   with CoreFoundation's "Too many nested arrays or dictionaries", a limit of the OS.
/// - appium/WebDriverAgent#749: the same error past 62, only on pages nested that deep; the same
///   value works on shallower pages.
///
/// The depth is counted from the element snapshotted, as the reports' `snapshotMaxDepth` is and as
/// the serialized tree nests: a shallow subtree of a deep app can be snapshotted. The runtime does
/// not rely on that either: where a whole-app snapshot fails it asks each element by query.
enum SnapshotDepth {
    /// Levels below the snapshotted element that a snapshot can carry.
    static let limit = 62

    /// The error a device gives for a snapshot of `path` whose subtree is `levels` deep.
    @MainActor
    static func tooDeep(_ path: String, levels: Int, pid: Int32) -> String {
        "Failed to get snapshot of \(path): Error kAXErrorIllegalArgument getting snapshot for element {pid=\(pid)}: its tree is \(levels) levels deep and testmanagerd serializes at most \(limit) (Too many nested arrays or dictionaries)"
    }
}

@MainActor
extension ResolvedNode {
    /// How many levels of exposed descendants lie below this node (0 for a leaf).
    func exposedDepth() -> Int {
        let layout = app.layout
        func depth(_ element: SimulatedElement) -> Int {
            layout.children(of: element).map { depth($0) + 1 }.max() ?? 0
        }
        return depth(element)
    }
}
