import RecipePages
import XCTest
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// The factory style: each page object is verified as the factory hands it out.
final class FactoryStyleTests: RecipesUITestCase {
    func testCookingARecipeStepByStep() async throws {
        let step = PageObjectsFactory().launch()
            .recipeCountIs(count: 2)
            .openRecipe(position: 0)
            .nameIs(name: "Pancakes")
            .startCooking()
            .instructionIs(text: "Whisk flour, eggs and milk")
            .nextStep()
            .nextStep()
        XCTAssertEqual(step.instructionText, "Fry in a hot pan")
        XCTAssertFalse(step.nextButton.isEnabled, "the last step has no next")
        step.finish()
            .recipeCountIs(count: 2)
    }

    func testAFavouriteStaysOneAfterLeaving() async throws {
        PageObjectsFactory().launch()
            .openRecipe(position: 1)
            .isNotFavourite()
            .toggleFavourite()
            .isFavourite()
            .goBack()
            .openRecipe(position: 1)
            .isFavourite()
    }

    func testTheTimerAsksForNotificationsOnce() async throws {
        let step = PageObjectsFactory().launch()
            .openRecipe(position: 0)
            .startCooking()
        let back: CookingStepPageObject = step.startTimer().allow()
        back.instructionIs(text: "Whisk flour, eggs and milk")
        #if !canImport(Darwin)
        XCTAssertEqual(simulatedApp.notificationsAllowed, true)
        #endif
        back.timerButton.tap()
        XCTAssertFalse(XCUIApplication(bundleIdentifier: "com.apple.springboard").alerts.firstMatch.waitForExistence(timeout: 2),
                       "iOS asks only once")
    }
}
