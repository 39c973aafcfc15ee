import RecipePages
import XCTest
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// The plain style: the test creates each screen's object and waits for it where it matters.
final class PlainStyleTests: RecipesUITestCase {
    lazy var recipeList = RecipeListScreen()
    lazy var recipeDetail = RecipeDetailScreen()
    lazy var cookingStep = CookingStepScreen()

    func testCookingARecipeStepByStep() async throws {
        XCUIApplication().launch()
        recipeList.waitForScreen(within: .appLaunch)
            .recipeCountIs(count: 2)
        recipeList.openRecipe(position: 1)
        recipeDetail.waitForScreen()
            .nameIs(name: "Tomato soup")
        recipeDetail.startCooking()
        cookingStep.waitForScreen()
            .instructionIs(text: "Soften an onion")
            .nextStep()
            .instructionIs(text: "Add tomatoes and simmer")
        cookingStep.finish()
        recipeList.waitForScreen()
    }
}
