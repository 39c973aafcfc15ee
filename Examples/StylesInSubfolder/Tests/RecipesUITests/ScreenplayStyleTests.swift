import RecipePages
import XCTest
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// The Screenplay style: an actor performs tasks and asks questions.
final class ScreenplayStyleTests: RecipesUITestCase {
    func testCookingARecipeStepByStep() async throws {
        let cook = Actor(called: "Sam")
        cook.has(Launch.theApp())
        cook.sees(RecipeList.recipeCount(is: 2))
        cook.attemptsTo(OpenRecipe.inPosition(0), ToggleFavourite())
        cook.sees(RecipeDetail.name(is: "Pancakes"), RecipeDetail.isFavourite())
        cook.attemptsTo(StartCooking(), NextStep())
        cook.sees(CookingStep.instruction(is: "Rest the batter"))
        cook.attemptsTo(Finish())
        cook.sees(RecipeList.isDisplayed())
    }
}
