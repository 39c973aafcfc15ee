// On a device the real Recipes app answers the UI tests. On Linux nothing can, so this file builds
// the app's accessibility tree with Pagewright's stand-in for XCUITest; it is the only part of
// the suite that exists for Linux alone.
#if !canImport(Darwin)
import Foundation
import XCUIAutomation

@MainActor
final class SimulatedRecipesApp {
    struct Recipe {
        var name: String
        var servings: Int
        var steps: [String]
    }

    let app = SimulatedApp(bundleIdentifier: "com.example.recipes", name: "Recipes", launchDelay: 1)
    let recipes = [
        Recipe(name: "Pancakes", servings: 4, steps: ["Whisk flour, eggs and milk", "Rest the batter", "Fry in a hot pan"]),
        Recipe(name: "Tomato soup", servings: 2, steps: ["Soften an onion", "Add tomatoes and simmer", "Blend"]),
    ]
    private var favourites: Set<Int> = []
    private var open = 0
    private var step = 0
    private(set) var notificationsAllowed: Bool?

    @discardableResult
    static func install() -> SimulatedRecipesApp { SimulatedRecipesApp() }

    private init() {
        app.initialScreen = "RecipeList"
        app.screen("RecipeList") {
            SimulatedElement(.collectionView, id: "Recipes.list") {
                for (index, recipe) in self.recipes.enumerated() {
                    SimulatedElement(.cell, id: "Recipes.recipe.\(index)", label: recipe.name).onTap { event in
                        self.open = index
                        event.app.show("RecipeDetail")
                    }
                }
            }
        }
        app.screen("RecipeDetail") {
            let recipe = self.recipes[self.open]
            SimulatedElement(.button, id: "Recipe.back", label: "Recipes").onTap(show: "RecipeList")
            SimulatedElement(.staticText, id: "Recipe.name", label: recipe.name)
            SimulatedElement(.staticText, id: "Recipe.servings", label: "Serves \(recipe.servings)")
            SimulatedElement(.button, id: "Recipe.favourite", label: "Favourite", selected: self.favourites.contains(self.open))
                .onTap { event in
                    if self.favourites.remove(self.open) == nil { self.favourites.insert(self.open) }
                    event.element.isSelected = self.favourites.contains(self.open)
                }
            SimulatedElement(.button, id: "Recipe.start", label: "Start Cooking").onTap { event in
                self.step = 0
                event.app.show("CookingStep")
            }
        }
        app.screen("CookingStep") {
            let steps = self.recipes[self.open].steps
            SimulatedElement(.staticText, id: "Cooking.instruction", label: steps[self.step])
            SimulatedElement(.button, id: "Cooking.next", label: "Next", enabled: self.step + 1 < steps.count).onTap { event in
                guard self.step + 1 < steps.count else { return }
                self.step += 1
                event.app.show("CookingStep")
            }
            SimulatedElement(.button, id: "Cooking.timer", label: "Timer").onTap { _ in self.askForNotificationsOnce() }
            SimulatedElement(.button, id: "Cooking.done", label: "Done").onTap(show: "RecipeList")
        }
        SimulatedDevice.current.install(app, asAppUnderTest: true)
    }

    /// iOS asks once, in Springboard's alert over the app, the first time the timer needs it.
    private func askForNotificationsOnce() {
        guard notificationsAllowed == nil else { return }
        // The same call as docs/simulating-your-app.md's: iOS's own wording, from Springboard.
        let alert = SimulatedElement.permissionAlert(.notifications, appName: "Recipes") { button, _ in
            self.notificationsAllowed = button == "Allow"
        }
        SimulatedDevice.current.presentSystemAlert(alert, after: 0.3)
    }
}
#endif
