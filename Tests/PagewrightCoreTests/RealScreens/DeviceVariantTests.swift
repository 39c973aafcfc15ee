import Foundation
import Testing
@testable import PagewrightCore

/// Device variants: an element found otherwise, or an action taking other steps, on an iPad (or
/// in landscape); the generated code asks `PagewrightDevice`, which the factory can set.
@Suite("Device variants")
struct DeviceVariantTests {
    static let specs: [String: String] = [
        "Order.json": """
            { "screen": "Order", "verify": { "present": ["view", "addButton"] },
              "elements": {
                "view": { "type": "other", "id": "Order.view" },
                "sidebar": { "type": "table", "id": "Order.sidebar" },
                "addButton": { "type": "button", "id": "Order.add", "idiom": { "pad": { "id": "Sidebar.add", "in": "sidebar" } },
                               "orientation": { "landscape": { "index": 1 } } },
                "row": { "type": "cell", "params": { "title": { "type": "String", "match": ["label"] } }, "idiom": { "pad": { "in": "sidebar" } } },
                "back": { "type": "button", "index": 0, "idiom": { "pad": { "label": "Orders" } } }
              },
              "actions": {
                "openAddProduct": { "tap": "addButton", "to": "AddProduct", "idiom": { "pad": { "steps": [] } } },
                "goBack": { "tap": "back", "idiom": { "pad": { "steps": [{ "tap": "row", "args": { "title": "Orders" } }] } } }
              } }
            """,
        "AddProduct.json": """
            { "screen": "AddProduct", "verify": { "present": ["view"] }, "elements": { "view": { "type": "other", "id": "AddProduct.view" } },
              "actions": { "close": { "tap": "view", "to": "Order" } } }
            """,
    ]

    private static var orderSettings: String { RealScreens.settings().replacingOccurrences(of: #""entry": "Main""#, with: #""entry": "Order""#) }

    @Test func anElementAsksTheDeviceHowItIsFound() {
        let order = RealScreens.emit(Self.specs, settings: Self.orderSettings)["Order.pagewright.swift"]
        RealScreens.expect(order, contains: """
                    @MainActor
                    public var rawValue: String {
                        switch self {
            """)
        RealScreens.expect(order, contains: """
                        case .addButton:
                            if PagewrightDevice.idiom == .pad {
                                let container = Element.sidebar.locator(context)
                                return container.buttons.matching(identifier: rawValue)
                            }
                            return context.buttons.matching(identifier: rawValue)
            """)
        RealScreens.expect(order, contains: """
                        case .addButton:
                            if PagewrightDevice.isLandscape {
                                return query(context).element(boundBy: 1)
                            }
                            return query(context).firstMatch
            """)
    }

    @Test func anActionTakesItsDevicesSteps() {
        let order = RealScreens.emit(Self.specs, settings: Self.orderSettings)["Order.pagewright.swift"]
        RealScreens.expect(order, contains: """
                    self.perform("openAddProduct") {
                        if PagewrightDevice.idiom == .pad {
                            // No steps on pad: the screen is there already.
                        } else {
                            self.step(self.addButton, "addButton", firstOf: Element.addButton.query(self.application), file: file, line: line) { $0.tap() }
                        }
                    }
            """)
    }

    @Test func theFactoryKnowsTheIdiomAndTheSupportAsksTheDevice() {
        let files = RealScreens.emit(Self.specs, settings: Self.orderSettings)
        RealScreens.expect(files["PageObjectsFactory.swift"], contains: """
                public var idiom: PagewrightDevice.Idiom {
                    get { PagewrightDevice.idiom }
                    set { PagewrightDevice.idiom = newValue }
                }
            """)
        // Without variants, none of it.
        let plain = RealScreens.emit(["Main.json": screen("Main")])
        #expect(plain["PagewrightSupport.swift"]?.contains("PagewrightDevice") == false)
        #expect(plain["PageObjectsFactory.swift"]?.contains("idiom") == false)
    }

    /// An anchor found otherwise on some devices is looked for by its locator, not by one identifier.
    @Test func anAnchorWithVariantsIsNotASnapshotIdentifier() {
        let order = RealScreens.emit(Self.specs, settings: Self.orderSettings)["Order.pagewright.swift"]
        RealScreens.expect(order, contains: "ScreenVerification.Anchor(\"addButton\", .button, identifier: nil) { Element.addButton.locator($0) }")
    }

    @Test(arguments: TestDepth.languageModes())
    func variantsTypeCheckInEveryStyle(languageMode: String) throws {
        try RealScreens.typecheck(RealScreens.emit(Self.specs, settings: Self.orderSettings), languageMode: languageMode)
    }

    @Test func misuseIsLocated() {
        let main = """
            {
              "screen": "Main",
              "verify": { "present": ["view"] },
              "elements": {
                "view": { "type": "other", "id": "Main.view" },
                "list": { "type": "table", "id": "Main.list" },
                "rows": { "type": "cell", "all": true },
                "cell": { "type": "cell", "in": "list", "params": { "n": { "type": "Int", "match": ["index"] } } },
                "a": { "type": "button", "id": "A", "idiom": { "ipad": { "id": "B" }, "pad": { "params": {}, "in": "nowhere", "lable": "x" } } },
                "b": { "type": "button", "id": "B.$n", "params": { "n": "Int" }, "idiom": { "pad": { "in": "cell", "id": "C.$m" } } },
                "c": { "type": "button", "in": "view", "idiom": { "pad": { "in": "d" } } },
                "d": { "type": "other", "id": "D", "idiom": { "pad": { "in": "c" } } },
                "e": { "type": "buton", "orientation": { "landscape": { "type": "buton", "predicate": "label ==" } } }
              },
              "actions": {
                "go": { "tap": "view", "idiom": { "pad": { "tap": "nothing", "to": "Other" } } },
                "leave": { "tap": "view", "to": "Other", "idiom": { "phone": { "steps": [], "to": "$source" } }, "orientation": { "landscape": { "tap": "view", "to": "Main" } } }
              }
            }
            """
        let other = """
            { "screen": "Other", "verify": { "present": ["view"] }, "elements": { "view": { "type": "other", "id": "O" } }, "actions": { "back": { "tap": "view", "to": "Main" } } }
            """
        #expect(diagnostics(["pagewright.json": settings(), "Main.json": main, "Other.json": other]) == [
            "specs/Main.json:9:52: error: unknown idiom 'ipad'; expected phone or pad; did you mean 'pad'?",
            "specs/Main.json:9:84: error: 'params' is the same on every device; a variant says only how the element is found",
            "specs/Main.json:9:104: error: unknown element 'nowhere' on screen 'Main'; the elements are 'a', 'b', 'c', 'cell', 'd', 'e', 'list', 'rows' and 'view'",
            "specs/Main.json:9:115: error: unknown key 'lable' in the pad variant of element 'a'; did you mean 'label'?",
            "specs/Main.json:10:96: error: the pad variant of element 'b' is 'in' 'cell', whose parameters differ from those of the element it is in on other devices; an element takes the same parameters on every device",
            "specs/Main.json:10:110: error: '$m' is used in the pad variant of element 'b' but element 'b' has no parameter 'm'; did you mean 'n'?",
            "specs/Main.json:11:70: error: on pad the elements are 'in' each other in a cycle: c → d → c",
            "specs/Main.json:13:20: error: 'buton' is not an XCUIElement.ElementType; did you mean 'button'?",
            "specs/Main.json:13:69: error: 'buton' is not an XCUIElement.ElementType; did you mean 'button'?",
            "specs/Main.json:13:100: error: malformed predicate: expected a key path or value, found end of format",
            "specs/Main.json:16:55: error: unknown element 'nothing' on screen 'Main'; the elements are 'a', 'b', 'c', 'cell', 'd', 'e', 'list', 'rows' and 'view'",
            "specs/Main.json:16:72: error: the pad variant of action 'go' leads elsewhere, but the action stays on its screen; every variant of an action stays, or every one leads on",
            "specs/Main.json:17:87: error: \"$source\" is the whole action's destination or none of its variants'",
        ])
    }

    @Test func theSchemaDescribesVariants() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: RepositoryPaths.root + "/docs/schema/spec.schema.json"))
        let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let variant = try #require((schema["definitions"] as? [String: Any])?["elementVariant"] as? [String: Any])
        #expect(Set((variant["properties"] as? [String: Any] ?? [:]).keys) == Set(PageDecoder.elementVariantKeys))
    }
}

extension DeviceVariantTests {
    /// A variant is the whole element with its own keys in place: an element's `unique` (and
    /// `ready`) hold on every device, so an iPad does not quietly take the first of two matches.
    @Test func aVariantKeepsTheElementsUniquenessAndReadiness() {
        let spec = """
            { "screen": "Main", "verify": { "present": ["view"] },
              "elements": { "view": { "type": "other", "id": "Main.view" }, "side": { "type": "other", "id": "Main.side" },
                            "add": { "type": "button", "id": "Main.add", "unique": true, "ready": "exists",
                                     "idiom": { "pad": { "id": "Side.add", "in": "side" } } } },
              "actions": { "addOne": { "tap": "add" } } }
            """
        let main = RealScreens.emit(["Main.json": spec])["Main.pagewright.swift"]
        RealScreens.expect(main, contains: """
                    public func locator(_ context: XCUIElement) -> XCUIElement {
                        switch self {
                        case .add:
                            return query(context).element
                        default:
            """)
        RealScreens.expect(main, contains: #"self.step(self.add, "add", .exists, action: "addOne", onlyOf: Element.add.query(self.application), file: file, line: line) { $0.tap() }"#)
    }
}

extension DeviceVariantTests {
    /// A size-class variant asks the app (its window's horizontal size class) when the element is
    /// used, since an iPad app in Split View is compact; a size class that does not exist is an
    /// error naming the two that do.
    @Test func aSizeClassVariantAsksTheApp() {
        func spec(_ variant: String) -> String {
            """
            { "screen": "Main", "verify": { "present": ["view"] },
              "elements": { "view": { "type": "other", "id": "Main.view" },
                            "summary": { "type": "staticText", "id": "Main.summary", "horizontalSizeClass": { \(variant): { "id": "Main.wide" } } } } }
            """
        }
        let files = RealScreens.emit(["Main.json": spec(#""regular""#)])
        RealScreens.expect(files["Main.pagewright.swift"], contains: """
                        case .summary:
                            if PagewrightDevice.horizontalSizeClass == .regular {
                                return "Main.wide"
                            }
            """)
        // The runtime asks through a snapshot: no window (no app yet) is `unspecified`, not a
        // read Apple does not define.
        let device = try? String(contentsOfFile: RepositoryPaths.root + "/Sources/PagewrightRuntime/Device.swift", encoding: .utf8)
        RealScreens.expect(device, contains: """
                public static var horizontalSizeClass: XCUIElement.SizeClass {
                    (try? XCUIApplication().windows.element(boundBy: 0).snapshot())?.horizontalSizeClass ?? .unspecified
                }
            """)
        let log = Pipeline.validate(files: specFiles(["pagewright.json": RealScreens.settings(), "Main.json": spec(#""wide""#)])).log
        #expect(log.sorted.map(\.description).count == 1)
        #expect(log.sorted.first?.description.contains("expected compact or regular") == true, "\(log.sorted)")
    }
}
