import Foundation
import XCTest
import DemoPageObjects
#if canImport(XCUIAutomation)
import XCUIAutomation
#endif

/// The company gallery: one tap opens a photo or a video, depending on the tile.
final class GalleryTests: JobAppTestCase {
    func testOpeningAPhotoAndAVideo() async throws {
        let gallery = PageObjectsFactory().launch()
            .openVacanciesList()
            .openVacancyAt(position: 1)
            .openCompany()
        XCTAssertEqual(gallery.tiles.count, 4)
        XCTAssertEqual(gallery.grid.label, "Northwind Mobile")

        let photo = gallery.openTile(index: 0).asPhotoDetail()
        XCTAssertEqual(photo.photo.label, "Open space")

        // By type, as the screen-flow article chains it: a screen it cannot be would not compile.
        let video = photo.close()
            .openTile(index: 1)
            .as(VideoDetailPageObject.self)
        XCTAssertEqual(video.player.label, "Office tour")
        XCTAssertEqual(video.playButton.label, "Play")
        video.play()
        XCTAssertEqual(video.playButton.label, "Pause")

        video.close()
            .back()
            .titleIs(text: "iOS Developer")
    }
}
