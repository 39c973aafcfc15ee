import Foundation
import XCTest
import LanguagePageObjects
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// Each construct of the spec language, through the factory style's page objects, against the
/// simulated shop: what the generated code finds, types, taps and asserts is what the app shows.
final class FactoryLanguageTests: ShopTestCase {
    // MARK: Parameters

    func testAnEnumParameterWithADefaultPicksItsCase() async throws {
        let shop = launchedShop()
        shop.choose()  // the default, .week
        XCTAssertEqual(self.shop.state.period, "week")
        shop.periodIsSelected(tf: .week)
            .choose(tf: .month)
            .periodIsSelected(tf: .month)
            .messageIs("Period month")
        XCTAssertEqual(self.shop.state.period, "month")
    }

    func testAnEnumFindsAnElementByTheRawValueTheAppShows() async throws {
        launchedShop().sortBy(.price)
        XCTAssertEqual(shop.state.sort, "Lowest price")
        XCTAssertEqual(Sort.newest.rawValue, "Newest first")
        XCTAssertEqual(Timeframe.allCases, [.today, .week, .month])
    }

    func testARecordsFieldsAreTypedAndAnUnsignedIndexPicksTheRow() async throws {
        let shop = launchedShop()
        XCTAssertEqual(shop.productCell(at: 2).staticTexts.firstMatch.label, "Mug")
        shop.searchOrder(Order(number: 42, items: []))
        XCTAssertEqual(self.shop.searchText, "Order #42")
    }

    func testALabelledParameterAndATextArgumentInAFlow() async throws {
        launchedShop().findOrder(number: 7)
        XCTAssertEqual(shop.searchText, "Order #7")
    }

    func testARecordParameterThroughAFlowWithALabelAndAFieldDefault() async throws {
        let user = User(login: "ada", password: "s3cret")  // age defaults to 30
        launchedShop()
            .signIn(as: user)
            .greets(user: user)
        XCTAssertEqual(shop.state.greeting, "Hello ada (30)")
    }

    func testATemplateTransformsItsParameterAsTheAppNamesItsElements() async throws {
        let shop = launchedShop()
        XCTAssertEqual(shop.category("Garden Tools").identifier, "Category.Garden_Tools")
        shop.openCategory("Garden Tools")
            .categoryCodeIs("Garden Tools")
        XCTAssertEqual(self.shop.state.message, "Code GARDEN-TOOLS")
        shop.openCategoryNamed(name: "  Tea ")
            .categoryCodeIs("Tea")
        XCTAssertEqual(self.shop.state.message, "Code TEA")
        XCTAssertFalse(shop.category("Garden  Tools").exists, "each space becomes one underscore")
    }

    /// `reveal`: the list is swiped until the row's button is in view (here it is at once; a
    /// long lazy list is PagewrightRuntimeTests' RevealTests).
    func testARevealedStepActsOnceItsElementIsInView() async throws {
        let shop = launchedShop()
        shop.saveInView("Teapot").showsProduct("Teapot")
        XCTAssertEqual(self.shop.state.saved, ["Kettle", "Teapot"])
    }

    /// `repeat … until`: pull to refresh and look again, bounded. The scarf arrives on the third
    /// refresh: three rounds, no failure.
    func testARepeatRunsItsStepsUntilTheConditionHolds() async throws {
        reinstall(SimulatedShop.Options(scarfArrivesOnRefresh: 3))
        let shop = launchedShop()
        XCTAssertFalse(shop.product("Scarf").exists)
        XCTAssertEqual(recordingFailures { shop.refreshUntilListed("Scarf") }.map(\.description), [])
        XCTAssertEqual(self.shop.state.refreshes, 3, "it stops as soon as the row is there")
        XCTAssertTrue(shop.product("Scarf").exists)
    }

    /// A scarf that never arrives: `max` rounds, then one failure at the test's line naming the
    /// condition and the count.
    func testARepeatWhoseConditionNeverHoldsFailsAfterMaxRounds() async throws {
        let shop = launchedShop()
        let line = #line + 1
        let failures = recordingFailures { shop.refreshUntilListed("Scarf") }
        XCTAssertEqual(failures.map(\.line), [line], "\(failures)")
        XCTAssertTrue(failures.first?.message.contains("ShopPageObject.refreshUntilListed: 'product' does not exist after repeating its steps 4 times") == true,
                      "\(failures)")
        XCTAssertEqual(self.shop.state.refreshes, 4)
    }

    /// An index getter: where a row is among the list's rows, the index `productCell(at:)` takes.
    func testAnIndexGetterSaysWhereTheRowIsAmongTheCollection() async throws {
        let shop = launchedShop()
        XCTAssertEqual(shop.indexOfProduct("Mug"), 2)
        XCTAssertEqual(shop.productCell(at: 2).identifier, "Product.2")
        XCTAssertEqual(shop.indexOfProduct("Teapot"), 0)
        XCTAssertNil(shop.indexOfProduct("Lamp"), "a product the list does not show has no index")
        shop.save("Teapot")
        XCTAssertEqual(shop.indexOfUnsavedProduct(), 2, "Teapot and Kettle are saved; Mug is the first unsaved row")
    }

    // MARK: Pasting

    /// `paste`: a long press on the field, then the edit menu's Paste, as a user does.
    func testAPasteStepPastesWhatTheTestPutOnThePasteboard() async throws {
        UIPasteboard.general.string = "ada"
        let login = launchedShop().openLogin()
        XCTAssertEqual(recordingFailures { login.pasteLogin() }.map(\.description), [])
        XCTAssertEqual(self.shop.app.element("Login.login")?.value, "ada")
        XCTAssertFalse(XCUIApplication().menuItems["Paste"].exists, "the menu is put away")
    }

    /// An empty pasteboard offers no Paste: one failure at the test's line saying what the menu
    /// showed, and the action stops.
    func testAPasteWithNothingToPasteFailsAtTheTestsLine() async throws {
        UIPasteboard.general.string = nil
        let login = launchedShop().openLogin()
        let line = #line + 1
        let failures = recordingFailures { login.pasteLogin() }
        XCTAssertEqual(failures.map(\.line), [line], "\(failures)")
        XCTAssertTrue(failures.first?.message.contains("LoginPageObject.pasteLogin: no 'Paste' in the edit menu of 'loginField' after a long press: no edit menu came up") == true,
                      "\(failures)")
    }

    /// In another language the menu's titles are the system's in that language: without its title
    /// the step fails saying how to give it; with it, it pastes.
    func testAPasteInAnotherLanguageNeedsThatLanguagesTitle() async throws {
        SimulatedDevice.current.systemTexts["de"] = ["Paste": "Einsetzen"]
        defer { SimulatedDevice.current.systemTexts["de"] = nil }
        UIPasteboard.general.string = "ada"
        let login = PageObjectsFactory().launch(arguments: ["-AppleLanguages", "(de)"]).openLogin()
        let failures = recordingFailures { login.pasteLogin() }
        XCTAssertEqual(failures.count, 1, "\(failures)")
        XCTAssertTrue(failures.first?.message.contains("the edit menu shows 'Einsetzen' (the app runs in 'de': give its title in PagewrightEditMenu.pasteTitles)") == true,
                      "\(failures)")
        XCTAssertEqual(self.shop.app.element("Login.login")?.value ?? "", "")

        PagewrightEditMenu.pasteTitles["de"] = "Einsetzen"
        defer { PagewrightEditMenu.pasteTitles["de"] = nil }
        XCTAssertEqual(recordingFailures { login.pasteLogin() }.map(\.description), [])
        XCTAssertEqual(self.shop.app.element("Login.login")?.value, "ada")
    }

    func testTapsWithACountOrFingersAndATapAtAPointOffsetInPoints() async throws {
        let shop = launchedShop()
        shop.tapLogoThreeTimes()
        XCTAssertEqual(self.shop.state.message, "Logo tapped three times")
        shop.tapLogoWithTwoFingers()
        XCTAssertEqual(self.shop.state.message, "Logo tapped with two fingers")
        shop.tapLogoNearItsCorner()
        XCTAssertEqual(self.shop.state.message, "Logo tapped", "3 and 4 points into the logo are on the logo")
        shop.tapAboveTheLogo()
        XCTAssertEqual(self.shop.state.message, "Sorted by Newest first", "200 points above the logo is the sort button drawn there")
    }

    func testSystemStepsSendTheAppHomeBringItBackAndTapTheStatusBar() async throws {
        let shop = launchedShop()
        shop.leaveAndComeBack()
            .messageIs("Welcome back")
        XCTAssertEqual(XCUIApplication().state, .runningForeground)
        shop.scrollToTop()  // the list is at the top already: nothing moves, nothing fails
        XCTAssertEqual(self.shop.app.element("Products.list")?.contentOffset, 0)
    }

    /// After `home`, the screen showing is Springboard's; its `activate` step brings the shop
    /// back, not Springboard (generated `XCUIApplication().activate()`).
    func testActivateOnSpringboardsScreenBringsTheAppUnderTestBack() async throws {
        let home = launchedShop().goHome()
        XCTAssertNotEqual(XCUIApplication().state, .runningForeground)
        let failures = recordingFailures {
            home.returnToShop()
                .messageIs("Welcome back")
        }
        XCTAssertEqual(failures.map(\.description), [])
        XCTAssertEqual(XCUIApplication().state, .runningForeground)
    }

    // MARK: Finding elements

    func testContainingALabelFindsTheRowThatShowsIt() async throws {
        let shop = launchedShop()
        XCTAssertEqual(shop.product("Mug").identifier, "Product.2")
        shop.isSaved("Kettle")
            .save("Spoon")
            .isSaved("Spoon")
        XCTAssertEqual(self.shop.state.saved, ["Kettle", "Spoon"])
    }

    func testContainingSeveralDescendantsAndOneOnlyWhenItsParameterIsGiven() async throws {
        let shop = launchedShop()
        XCTAssertEqual(shop.newProductCount, 2)
        XCTAssertEqual(shop.newProduct().identifier, "Product.0", "without a name: the first new product")
        XCTAssertEqual(shop.newProduct("Mug").identifier, "Product.2")
        XCTAssertFalse(shop.newProduct("Kettle").exists, "Kettle is not new")
    }

    func testNotContainingWalksToTheProductsNotSavedYet() async throws {
        let shop = launchedShop()
        XCTAssertEqual(shop.addItemToSaved(), "Teapot", "Kettle is saved already; the first unsaved is Teapot")
        XCTAssertEqual(shop.addItemToSaved(offset: 1), "Spoon", "unsaved now: Mug, Spoon")
        XCTAssertEqual(self.shop.state.saved, ["Kettle", "Teapot", "Spoon"])
        XCTAssertEqual(shop.unsavedProduct(offset: 0).identifier, "Product.2")
        XCTAssertFalse(shop.unsavedProduct(offset: 1).exists, "only Mug is left unsaved")
    }

    func testInAnySearchesEveryRowAndDirectOnlyChildren() async throws {
        let shop = launchedShop()
        XCTAssertTrue(shop.productTitle("Spoon").exists)
        XCTAssertEqual(shop.periodTabCount, 3, "the toolbar's own buttons")
        XCTAssertEqual(shop.toolbarButtonCount, 4, "with the button in its nested group")
    }

    func testARawValueSaysWhatAnElementFoundByTypeAloneIs() async throws {
        let shop = launchedShop()
        XCTAssertEqual(ShopPageObject.Element.title.rawValue, "The shop's navigation bar")
        XCTAssertEqual(shop.title.identifier, "Shop")
        XCTAssertEqual(ShopPageObject.Element.savedButton("Mug").rawValue, ShopPageObject.Element.Constants.SAVE.rawValue)
        XCTAssertEqual(ShopPageObject.Element.Constants.SAVE.rawValue, "Product.save")
    }

    // MARK: Checks and getters

    func testGettersOfTheNewKindsReadTheField() async throws {
        let shop = launchedShop()
        XCTAssertEqual(shop.searchPlaceholder, "Search products")
        XCTAssertEqual(shop.searchTitle, "Search")
        XCTAssertTrue(shop.canTapSearch)
        XCTAssertEqual(shop.productCount, 4)
    }

    /// A Bool parameter in a predicate compares as a Bool (`selected == $saved` as
    /// `selected == true` would), not as the text "true", which no Bool attribute equals.
    func testABoolParameterInAPredicateComparesAsABool() async throws {
        let shop = launchedShop()
        XCTAssertEqual(shop.saveButtonCount(saved: true), 1, "Kettle is saved")
        XCTAssertEqual(shop.saveButtonCount(saved: false), 3)
    }

    func testACheckOfSeveralAssertionsPassesAndReportsEachOneThatFails() async throws {
        launchedShop().headerIsReady().hasProducts(atLeast: 4)

        reinstall(.init(searchPlaceholder: "Find", searchHittable: false))
        let shop = launchedShop()
        var line = 0
        let failures = recordingFailures {
            line = #line + 1
            shop.headerIsReady()
        }
        XCTAssertEqual(failures.count, 2, "\(failures)")
        XCTAssertEqual(Set(failures.map(\.line)), [line], "each at the test's line")
        XCTAssertTrue(failures.contains { $0.message.contains("'searchField' isHittable is not true") }, "\(failures)")
        XCTAssertTrue(failures.contains { $0.message.contains("placeholderValue of 'searchField'") && $0.message.contains("Find") }, "\(failures)")
    }

    func testACheckSaysTheTeamsWordsBeforeWhatFailed() async throws {
        let shop = launchedShop()
        shop.isSavedForSure("Kettle")
        let failures = recordingFailures { shop.isSavedForSure("Mug") }
        XCTAssertEqual(failures.count, 1, "\(failures)")
        XCTAssertTrue(failures[0].message.contains("Mug should be among the saved products — ShopPageObject.isSavedForSure: "), "\(failures)")
        XCTAssertTrue(failures[0].message.contains("'savedButton'"), "what failed is still said: \(failures)")
    }

    func testAForEachCheckAssertsOnceForEveryItem() async throws {
        let shop = launchedShop()
        shop.listsProducts(names: ["Teapot", "Mug"])
            .showsOrder(Order(number: 1, items: ["Kettle", "Spoon"]))
        let failures = recordingFailures {
            shop.listsProducts(names: ["Teapot", "Lamp", "Vase"])
        }
        XCTAssertEqual(failures.count, 2, "one for Lamp, one for Vase: \(failures)")
        XCTAssertTrue(failures.allSatisfy { $0.message.contains("'product' does not exist") }, "\(failures)")
    }

    func testCountAtLeastFailsBelowTheMinimum() async throws {
        let shop = launchedShop()
        let failures = recordingFailures { shop.hasProducts(atLeast: 5) }
        XCTAssertEqual(failures.count, 1, "\(failures)")
        XCTAssertTrue(failures.first?.message.contains("number of 'productCells'") == true, "\(failures)")
    }
}

/// The same constructs through the plain style's page objects.
final class PlainLanguageTests: ShopTestCase {
    func testPlainScreensTakeTheSameParametersAndReturnWhatTheyRead() async throws {
        XCUIApplication().launch()
        let shop = ShopScreen().waitForScreen(within: .appLaunch)
        shop.choose(tf: .today).sortBy(.newest).periodIsSelected(tf: .today)
        XCTAssertEqual(self.shop.state.sort, "Newest first")
        XCTAssertEqual(shop.addItemToSaved(), "Teapot")
        shop.listsProducts(names: ["Mug"]).isSaved("Teapot").headerIsReady()
        XCTAssertEqual(shop.newProduct("Mug").identifier, "Product.2")
        shop.signIn(as: User(login: "grace", password: "pw", age: 41))
        XCTAssertEqual(self.shop.state.greeting, "Hello grace (41)")
    }

    func testAPlainScreenPastesAndStopsWhenThereIsNothingToPaste() async throws {
        XCUIApplication().launch()
        ShopScreen().waitForScreen(within: .appLaunch).openLogin()
        let login = LoginScreen().waitForScreen()
        UIPasteboard.general.string = "grace"
        login.pasteLogin()
        XCTAssertEqual(self.shop.app.element("Login.login")?.value, "grace")
        UIPasteboard.general.string = nil
        let failures = recordingFailures { login.pasteLogin() }
        XCTAssertEqual(failures.count, 1, "\(failures)")
        XCTAssertTrue(failures.first?.message.contains("LoginScreen.pasteLogin: no 'Paste' in the edit menu of 'loginField'") == true, "\(failures)")
    }
}

/// The same constructs through the Screenplay style: Tasks, Actions and Questions.
final class ScreenplayLanguageTests: ShopTestCase {
    func testActorsUseTheSameParametersAndQuestions() async throws {
        let ada = Actor(called: "Ada")
        ada.has(Launch.theApp())
        ada.attemptsTo(Choose.with(tf: .month), SortBy.with(.price), Save.with("Spoon"))
        ada.sees(Shop.periodIsSelected(tf: .month), Shop.isSaved("Spoon"), Shop.listsProducts(names: ["Teapot", "Mug"]),
                 Shop.hasProducts(atLeast: 4), Shop.headerIsReady())
        XCTAssertEqual(shop.state.sort, "Lowest price")
        XCTAssertEqual(ShopActions.addItemToSaved(), "Teapot")
        XCTAssertEqual(ShopElements.productCell(at: 1).staticTexts.firstMatch.label, "Kettle")
        ada.attemptsTo(SignIn.as(User(login: "lin", password: "pw")))
        XCTAssertEqual(shop.state.greeting, "Hello lin (30)")
    }

    func testAnActorRepeatsStepsUntilTheConditionHolds() async throws {
        reinstall(SimulatedShop.Options(scarfArrivesOnRefresh: 2))
        let ada = Actor(called: "Ada")
        ada.has(Launch.theApp())
        ada.attemptsTo(RefreshUntilListed.with("Scarf"))
        XCTAssertEqual(shop.state.refreshes, 2)
        let failures = recordingFailures { ada.attemptsTo(RefreshUntilListed.with("Lamp")) }
        XCTAssertEqual(failures.count, 1, "\(failures)")
        XCTAssertTrue(failures.first?.message.contains("ShopActions.refreshUntilListed: 'product' does not exist after repeating its steps 4 times") == true,
                      "\(failures)")
        XCTAssertEqual(shop.state.refreshes, 6)
    }

    func testAnActorPastesAndFailsNamingTheActionWhenThereIsNothingToPaste() async throws {
        let ada = Actor(called: "Ada")
        ada.has(Launch.theApp())
        ada.attemptsTo(OpenLogin())
        UIPasteboard.general.string = "lin"
        ada.attemptsTo(PasteLogin())
        XCTAssertEqual(shop.app.element("Login.login")?.value, "lin")
        UIPasteboard.general.string = nil
        let failures = recordingFailures { ada.attemptsTo(PasteLogin()) }
        XCTAssertEqual(failures.count, 1, "\(failures)")
        XCTAssertTrue(failures.first?.message.contains("LoginActions.pasteLogin: no 'Paste' in the edit menu of 'loginField'") == true, "\(failures)")
    }
}
