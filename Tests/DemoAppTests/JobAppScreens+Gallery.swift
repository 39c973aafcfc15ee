import Foundation
import XCUIAutomation

/// The company gallery and its photo and video viewers.
extension SimulatedJobApp {
    func declareGalleryScreens() {
        screen(.companyGallery) { [self] in
            SimulatedElement(.collectionView, id: "Gallery.grid", label: state.openedVacancy?.company ?? "Gallery") {
                for (index, tile) in JobCatalogue.gallery.enumerated() {
                    SimulatedElement(.cell, id: "Gallery.tile.\(index)",
                                     label: (tile.kind == .photo ? "Photo: " : "Video: ") + tile.caption) {
                        SimulatedElement(.image, label: tile.caption)
                    }
                    .onTap { [self] _ in
                        state.openedTileIndex = index
                        state.videoPlaying = false
                        show(tile.kind == .photo ? .photoDetail : .videoDetail)
                    }
                }
            }
            SimulatedElement(.button, id: "Gallery.back", label: "Back").onTap { [self] _ in show(.vacancy) }
        }

        screen(.photoDetail) { [self] in
            SimulatedElement(.image, id: "Gallery.photo", label: openedTile?.caption ?? "")
            closeButton()
        }

        screen(.videoDetail) { [self] in
            SimulatedElement(.other, id: "Gallery.video", label: openedTile?.caption ?? "") {
                // The player's button toggles on a double tap; a single tap only shows the controls.
                SimulatedElement(.button, id: "Gallery.video.play", label: state.videoPlaying ? "Pause" : "Play")
                    .on(.doubleTap) { [self] event in
                        state.videoPlaying.toggle()
                        event.element.label = state.videoPlaying ? "Pause" : "Play"
                    }
            }
            closeButton()
        }
    }

    private var openedTile: GalleryTile? {
        state.openedTileIndex.map { JobCatalogue.gallery[$0] }
    }

    private func closeButton() -> SimulatedElement {
        SimulatedElement(.button, id: "Gallery.close", label: "Close").onTap { [self] _ in show(.companyGallery) }
    }
}
