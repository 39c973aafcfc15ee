// The re-expressed tests run on an iPhone 15; each class below runs its parent's tests again on an
// iPad (10th generation). (swift-corelibs-xctest's discovery lists a subclass's inherited tests only
// when it declares a test method itself; each class names all of its parent's, so what runs on the
// iPad reads here.) On Apple platforms the test plan's destination picks the device instead.
#if !canImport(Darwin)
import XCTest
import XCUIAutomation

final class LoginTestsOnIPad: LoginTests {
    override class var device: SimulatedDevice.Model { .iPad10 }
    override func testTryToLoginWithInvalidPassword() async throws { try await super.testTryToLoginWithInvalidPassword() }
}

final class SettingsTestsOnIPad: SettingsTests {
    override class var device: SimulatedDevice.Model { .iPad10 }
    override func testEditAutoLockTime() async throws { try await super.testEditAutoLockTime() }
    override func testDarkModeEnable() async throws { try await super.testDarkModeEnable() }
    override func testDarkModeDisabled() async throws { try await super.testDarkModeDisabled() }
    override func testBlockList() async throws { try await super.testBlockList() }
    override func testDefaultSwipeActions() async throws { try await super.testDefaultSwipeActions() }
    override func testCustomSwipeActions() async throws { try await super.testCustomSwipeActions() }
}

final class PinTestsOnIPad: PinTests {
    override class var device: SimulatedDevice.Model { .iPad10 }
    override func testTurnOnAndOffPin() async throws { try await super.testTurnOnAndOffPin() }
    override func testChangePinCode_inputWrongPinCode_shouldSeeError() async throws { try await super.testChangePinCode_inputWrongPinCode_shouldSeeError() }
    override func testChangePinCode_ableToUpdatePin_withCorrectPinCode() async throws { try await super.testChangePinCode_ableToUpdatePin_withCorrectPinCode() }
    override func testEnterCorrectPinCanUnlock() async throws { try await super.testEnterCorrectPinCanUnlock() }
    override func testEnterIncorrectPinCantUnlock() async throws { try await super.testEnterIncorrectPinCantUnlock() }
    override func testEnterEmptyPin() async throws { try await super.testEnterEmptyPin() }
    override func testEnterIncorrectPinTenTimesLogOut() async throws { try await super.testEnterIncorrectPinTenTimesLogOut() }
    override func testIncorrectPinBeforeThirtySec() async throws { try await super.testIncorrectPinBeforeThirtySec() }
    override func testErrorMessageOnThreeRemainingPinTries() async throws { try await super.testErrorMessageOnThreeRemainingPinTries() }
    override func testLogoutBeforeUnlockingDoesNotCrash() async throws { try await super.testLogoutBeforeUnlockingDoesNotCrash() }
    override func testEnableAutoLockPin() async throws { try await super.testEnableAutoLockPin() }
    override func testSetPinAndLockTheAppActionInTheMenuWillLockTheApp() async throws { try await super.testSetPinAndLockTheAppActionInTheMenuWillLockTheApp() }
}

final class ContactsTestsOnIPad: ContactsTests {
    override class var device: SimulatedDevice.Model { .iPad10 }
    override func testCreateAndDeleteContact() async throws { try await super.testCreateAndDeleteContact() }
    override func testEditContact() async throws { try await super.testEditContact() }
    override func testCreateAndDeleteGroup() async throws { try await super.testCreateAndDeleteGroup() }
    override func testEditGroup() async throws { try await super.testEditGroup() }
}
#endif
