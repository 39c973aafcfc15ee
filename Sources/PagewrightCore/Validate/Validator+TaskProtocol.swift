/// `"screenplay": { "taskProtocol": … }` names a type the generated module declares (a typealias
/// of the runtime's `Performable`), so it is a type name that hides nothing test code needs.
/// `Task` is refused: declared in the module, it is what `Task` means in every file that sees the
/// page objects, so Swift's `Task { … }`, `Task.sleep(for:)` and `Task<Void, Never>` stop
/// compiling there (a protocol cannot be constructed or be generic), in Swift 5 and 6 alike.
extension Validator {
    mutating func checkTaskProtocolName() {
        guard let name = settings.screenplayTaskProtocol else { return }
        if !settings.styles.contains(.screenplay) {
            log.unknownKey(.ignoredKey, "'screenplay' options name what the Screenplay style writes, and \"style\" does not select it", at: name.location)
            return
        }
        if name.value == "Task" {
            log.error("'taskProtocol' cannot be \"Task\": declared in the page objects' module it hides Swift's concurrency Task wherever they are visible, "
                      + "so `Task { … }` and `Task.sleep(for:)` stop compiling there; choose another name, such as \"BagTask\" or \"ScreenplayTask\"",
                      at: name.location)
        } else if name.value == RuntimeAPI.performable {
            log.error("'taskProtocol' names another name for the Task protocol, which is already called '\(RuntimeAPI.performable)'; leave it out",
                      at: name.location)
        } else if name.value.contains(".") || Self.classNameProblem(name.value) != nil {
            let hint = SwiftIdentifier.suggestion(for: name.value).map { "; did you mean '\($0)'?" } ?? ""
            log.error("'taskProtocol' names a Swift type, such as \"BagTask\", found \"\(name.value)\"\(hint)", at: name.location)
        } else if RuntimeAPI.types.contains(name.value) {
            log.error("'taskProtocol' \"\(name.value)\" is a type of \(RuntimeAPI.module) the generated code uses; choose another name", at: name.location)
        }
    }
}
