/// The elements a page object's class has too (`"classLevel": true`), as the Page Object Model
/// article's pages declare `class var uniqueElement`: found in the app the screen belongs to,
/// without making (and so without verifying) a page object. The plain style's pages know that app
/// (`defaultApplication`); a factory page object is given its app by the factory, so its class
/// names the app itself.
struct ClassLevelElementRenderer {
    let screen: Resolved.Screen
    let context: RenderContext

    func print(into printer: inout SwiftPrinter) {
        let page = screen.page
        guard !page.classLevelElements.isEmpty else { return }
        let application: String
        if context.style == .plain {
            application = "defaultApplication"
        } else if let bundle = screen.app.bundleIdentifier {
            application = "XCUIApplication(bundleIdentifier: \(SwiftNames.literal(bundle)))"
        } else {
            application = "XCUIApplication()"
        }
        printer.line()
        for name in page.classLevelElements {
            guard let element = page.elements.first(where: { $0.name == name }) else { continue }
            let type = element.isCollection ? "XCUIElementQuery" : "XCUIElement"
            let find = element.isCollection ? "query" : "locator"
            printer.documentation("`\(name)`, asked of the class: in the app the screen belongs to, without waiting for the screen.")
            printer.line("\(context.access)class var \(SwiftNames.member(name)): \(type) { \(context.elementEnum(of: element.ref.page)).\(SwiftNames.member(name)).\(find)(\(application)) }")
        }
    }
}
