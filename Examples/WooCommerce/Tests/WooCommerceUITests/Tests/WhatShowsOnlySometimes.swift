// The app's screen objects tap what shows only sometimes: iOS's offer to save the password, the
// Recalculate button, the feedback popover, the dashboard's and the product list's banners, a
// Continue button busy with a slow password check, a switch row that misses its tap. The
// re-expressed tests run without them (as the app's CI mostly does); here the simulated app shows
// each, and the conditional steps must take them, or the journey fails or the app's state tells.
#if !canImport(Darwin)
import XCTest
import XCUIAutomation

final class WhatShowsOnlySometimes: WooCommerceUITestCase {
    private typealias Option = SimulatedWooCommerceApp.Option

    private func logIn(with options: [String]) -> MyStoreScreen {
        factory.launch(arguments: options)
            .logInWithSiteAddress(siteUrl: TestCredentials.siteUrl, email: TestCredentials.emailAddress)
    }

    /// The save-password alert covers the two-factor screen until Not Now is tapped; Recalculate
    /// and the popover's close button are tapped when they show.
    func testCreatingAnOrderPastThePromptRecalculateAndTheFeedbackPopover() async throws {
        let order = GetMocks.readSingleOrderData()

        logIn(with: [Option.savePasswordPrompt, Option.recalculateButton, Option.feedbackPopover])
            .goToOrdersScreen()
            .startOrderCreation()
            .addProduct(byName: "Black Coral shades")
            .addShipping(amount: order.shipping_lines[0].total, name: order.shipping_lines[0].method_title)
            .createOrder()
            .verifyLoaded()
        XCTAssertFalse(woo.recalculateButton, "Recalculate was not tapped")
    }

    func testTheFeedbackPopoverIsClosed() async throws {
        logIn(with: [Option.feedbackPopover])
            .goToOrdersScreen()
            .startOrderCreation()
            .addShipping(amount: "1.25", name: "Flat Rate")
        XCTAssertFalse(XCUIApplication().buttons["feedback-banner-popover-close-button"].exists, "the popover is still open")
    }

    func testTheBannersAreDismissedAndCollapsed() async throws {
        logIn(with: [Option.topBanner]).dismissTopBannerIfNeeded()
        XCTAssertFalse(woo.topBanner, "the dashboard's banner was not dismissed")

        woo.topBanner = true
        logIn(with: [Option.topBanner]).goToProductsScreen().collapseTopBannerIfNeeded()
        XCTAssertTrue(woo.topBannerCollapsed, "the product list's banner was not collapsed")
    }

    /// A slow password check: Continue shows but cannot be tapped for 18 s, longer than the wait
    /// for iOS's save-password offer (15 s) and the error check's (2 s) together; the step under
    /// "shown but not hittable" waits (5 s) for it to be enabled.
    func testAWrongPasswordCheckedSlowly() async throws {
        factory.launch(arguments: [Option.wpcomLoginVisible, Option.slowPasswordCheck])
            .tapContinueWithWordPress()
            .proceedWith(email: TestCredentials.emailAddress)
            .enterInvalidPassword()
            .verifyLoginError()
    }

    /// The shipping address row does not take the tap: the inner switch is tapped (the condition
    /// list), or the shipping form never shows.
    func testTheInnerSwitchWhenTheRowDoesNotTakeTheTap() async throws {
        let order = GetMocks.readSingleOrderData()
        logIn(with: [Option.stubbornAddressToggle])
            .goToOrdersScreen()
            .startOrderCreation()
            .addCustomerDetails(name: order.billing.first_name)
            .verifyLoaded()
    }

    /// Without them, the same steps wait briefly and go on (the re-expressed tests show that).
    func testWithoutTheBannersNothingIsTapped() async throws {
        logIn(with: []).dismissTopBannerIfNeeded().goToProductsScreen().collapseTopBannerIfNeeded()
        XCTAssertFalse(woo.topBannerCollapsed)
    }
}
#endif
